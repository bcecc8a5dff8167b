import { describe, expect, it } from "vitest";
import { ignoredListValues } from "@/lib/booking/read/booking-list-notices";
import { parseBookingListQuery } from "@/lib/booking/read/booking-list-query";

const notices = (params: Record<string, string>) => ignoredListValues(params, parseBookingListQuery(params));

describe("ignoredListValues", () => {
  it("says nothing about values the list used, whatever their case or spaces", () => {
    expect(
      notices({
        q: " ABC ",
        status: "draft",
        pol: "bezee",
        pod: "NGLOS",
        from: "2026-01-01",
        to: "2026-12-31",
        dateBy: "departure",
        sort: "pol",
        dir: "asc",
        page: "2",
      }),
    ).toEqual([]);
    expect(notices({})).toEqual([]);
  });

  it("names each value it dropped and what the list shows instead", () => {
    expect(notices({ status: "nonsense", pol: "??", from: "31/12/2026", sort: "colour", page: "x" })).toEqual([
      "“nonsense” is not a status (approved, draft, quotation, canceled); showing every status.",
      "The port of loading “??” is not a five-letter UN/LOCODE; showing every port of loading.",
      "“31/12/2026” in From is not a date (YYYY-MM-DD); it was not applied.",
      "The list cannot be sorted by “colour” (only created, departure, code, reference, pol, pod, items, status); sorted by creation date.",
      "“x” is not a page number; showing the first page.",
    ]);
  });

  it("shortens a long value in its sentence", () => {
    const [notice] = notices({ voyage: "V".repeat(60) });
    expect(notice).toBe(`The voyage “${"V".repeat(40)}…” is longer than 20 characters; it was not applied.`);
  });
});

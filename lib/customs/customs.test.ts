// Customs data (docs/integrators/customs.md): an HS code per unit, sent or its type's default;
// the EORI numbers of shipper and consignee where the sailing enters the EU; a voyage's ENS data
// set (JSON and CSV) for its line's staff listing each booking's units and what it misses, 403 to
// agents and 404 to another line's staff; the same list for one booking (its page).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as ensRoute } from "@/app/api/voyages/[voyage]/ens/route";
import { GET as ensCsvRoute } from "@/app/api/voyages/[voyage]/ens.csv/route";
import { bookingInput } from "@/lib/booking/test-helpers";
import { customsDataOfBooking } from "@/lib/customs/ens-data-set";
import type { EnsDataSetAnswer } from "@/lib/customs/ens-schema";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { sessionCookie } from "@/lib/testing/read-helpers";

let voyage: { id: number; number: string };
let staff: { nrl: string; acc: string };
const saved: { id: number; code: string }[] = [];

const consigneeWithEori = {
  Name: "Lagos Motors Ltd",
  IdentifierType: "EORI",
  IdentifierCode: "NL123456789",
  IsReferenceOnly: false,
  Address: { Line1: "1 Marina", City: "Lagos", Country: "NG" },
};

async function save(message: ReturnType<typeof bookingInput>) {
  return callRoute<{ booking: { Id: number; BookingCode: string } }>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
}
const ens = (who: { apiKey?: string; cookie?: string }, route = ensRoute, suffix = "") =>
  callRoute<EnsDataSetAnswer | string>(route, {
    url: `/api/voyages/${voyage.id}/ens${suffix}`,
    params: { voyage: String(voyage.id) },
    apiKey: who.apiKey,
    headers: who.cookie ? { cookie: who.cookie } : {},
  });

beforeAll(async () => {
  const cookieOf = async (email: string) => {
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    return sessionCookie({ uid: user.id, role: "STAFF", lineId: user.lineId });
  };
  staff = { nrl: await cookieOf(TEST_USERS.staffNrl), acc: await cookieOf(TEST_USERS.staffAcc) };
  voyage = await openNrlVoyage();
  // One booking with an own HS code and a unit by its type's default, the consignee's EORI given
  // (the shipper's not); one with a van.
  const first = bookingInput({ items: 2, header: { BookingVoyage: voyage.number } });
  first.Header.Consignee = consigneeWithEori;
  first.Items[0] = { ...first.Items[0], HsCode: "8703239019" };
  const second = bookingInput({ header: { BookingVoyage: voyage.number }, itemOverrides: { Type: "V" } });
  for (const message of [first, second]) {
    const res = await save(message);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    saved.push({ id: res.body.booking.Id, code: res.body.booking.BookingCode });
  }
});

describe("the ENS data set of a voyage", () => {
  it("lists each booking's units with HS codes and each missing field, for the line's staff", async () => {
    const res = await ens({ cookie: staff.nrl });
    expect(res.status).toBe(200);
    const set = res.body as EnsDataSetAnswer;
    const first = set.bookings.find((b) => b.bookingCode === saved[0].code)!;
    expect(first.euFiling).toBe(true); // Zeebrugge → Lagos calls at Valencia (ES) on the way
    expect(first.units.map((u) => [u.hsCode, u.hsCodeFromType])).toEqual([
      ["8703239019", false],
      ["870323", true],
    ]);
    expect(first.consignee).toEqual({ name: "Lagos Motors Ltd", eori: "NL123456789" });
    expect(first.missing).toEqual([
      {
        path: "Header.Shipper.IdentifierCode",
        code: "eori_missing",
        message: "The shipper's EORI number is missing (identifier type EORI).",
      },
    ]);
    expect(first.complete).toBe(false);
    const second = set.bookings.find((b) => b.bookingCode === saved[1].code)!;
    expect(second.units[0].hsCode).toBe("870421");
    expect(second.missing.map((m) => m.path)).toEqual([
      "Header.Shipper.IdentifierCode",
      "Header.Consignee.IdentifierCode",
    ]);
    // The booking page's list is the same.
    expect(await customsDataOfBooking(saved[0].id)).toEqual(first);
  });

  it("downloads as CSV, one unit a row", async () => {
    const res = await ens({ cookie: staff.nrl }, ensCsvRoute, ".csv");
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "BookingCode,Pol,Pod,EuFiling,Shipper,ShipperEori,Consignee,ConsigneeEori,ItemId,VIN,Description,Quantity,HsCode,HsCodeFromType,GrossWeightKg,Missing",
    );
    expect(lines.filter((l) => l.startsWith(`${saved[0].code},`))).toHaveLength(2);
  });

  it("is 403 to agents and 404 to staff of another line", async () => {
    expect((await ens({ apiKey: TEST_API_KEYS.agent })).status).toBe(403);
    expect((await ens({ apiKey: TEST_API_KEYS.agent }, ensCsvRoute, ".csv")).status).toBe(403);
    expect((await ens({ cookie: staff.acc })).status).toBe(404);
  });

  it("refuses an HS code that is not 6, 8 or 10 digits, at its path", async () => {
    const bad = bookingInput({ header: { BookingVoyage: voyage.number }, itemOverrides: { HsCode: "8703AB" } });
    const res = await save(bad);
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain("Items[0].HsCode");
  });
});

// Every CSV the portal writes, fed the OWASP formula-injection payloads (line breaks included) and
// read back as a spreadsheet would: no cell may open as a formula. The bookings export and the voyage
// manifest are fetched through their routes after real saves whose reference and parties hold the
// payloads (the manifest is the file an agent writes and the line's staff open).
import { beforeAll, describe, expect, it } from "vitest";
import Papa from "papaparse";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as exportRoute } from "@/app/bookings/export/route";
import { GET as manifestRoute } from "@/app/api/voyages/[voyage]/manifest.csv/route";
import { csvCell, toCsv } from "@/lib/csv/csv";
import { CSV_INJECTION_PAYLOADS } from "@/lib/csv/owasp-payloads";
import { expectNoFormula, formulaCells } from "@/lib/csv/expect-no-formula";
import { db } from "@/lib/db/prisma";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { bookingInput } from "@/lib/booking/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";
import { manifestCsv } from "@/lib/documents/voyage-manifest";
import { milestoneCsvTemplate } from "@/lib/feed/milestone-csv";
import { tariffCsv } from "@/lib/pricing/tariff-csv";

describe("csvCell", () => {
  it.each(CSV_INJECTION_PAYLOADS)("makes %j plain text, whatever follows its first character", (payload) => {
    const [[cell]] = Papa.parse<string[]>(csvCell(payload), { delimiter: "," }).data;
    expect(cell).toBe(`'${payload}`);
    expect(formulaCells(csvCell(payload))).toEqual([]);
  });

  it("quotes commas, quotes, line breaks and edge blanks, and leaves numbers and plain text alone", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(" padded")).toBe('" padded"');
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell("MEDS2646")).toBe("MEDS2646");
    expect(csvCell(null)).toBe("");
    expect(toCsv(["A", "B"], [[1, "x,y"]])).toBe('A,B\r\n1,"x,y"\r\n');
  });
});

describe("files written from data", () => {
  it("the tariff file", () => {
    const rows = CSV_INJECTION_PAYLOADS.map((p) => ({
      kind: "SURCHARGE" as const,
      code: p,
      name: p,
      pol: null,
      pod: null,
      scheduleCategory: null,
      unitType: p,
      basis: "UNIT" as const,
      amount: 3500,
      currency: "EUR",
      validFrom: "2026-01-01",
      validUntil: null,
    }));
    expectNoFormula(tariffCsv(rows), CSV_INJECTION_PAYLOADS);
  });

  it("the milestone template, whose example rows hold the units' serials", () => {
    const csv = milestoneCsvTemplate(
      CSV_INJECTION_PAYLOADS.slice(0, 3).map((serial) => ({ serial })),
      "2026-12-01",
    );
    expectNoFormula(csv, CSV_INJECTION_PAYLOADS.slice(0, 3));
  });

  it("the manifest, from any row", () => {
    const rows = CSV_INJECTION_PAYLOADS.map((p, i) => ({
      pol: "BEZEE",
      polName: "Zeebrugge",
      pod: "NGLOS",
      podName: "Lagos",
      bookingCode: p,
      itemId: i + 1,
      serialNumber: p,
      makeModel: p,
      length: null,
      width: null,
      height: null,
      weight: null,
      quantity: 1,
      attachedSubUnits: 0,
      attachedWeight: 0,
      milliRt: 1000,
      shipper: p,
      consignee: p,
    }));
    const voyage = { id: 1, number: "V1", line: "L", lineId: 1, vessel: "S", timeZone: null, departures: {} };
    expectNoFormula(manifestCsv({ voyage, rows, legs: [] }), CSV_INJECTION_PAYLOADS);
  });
});

describe("files fetched through their routes after saves holding the payloads", () => {
  let voyage: { id: number; number: string };
  let staffCookie: string;
  const saved: string[] = [];

  beforeAll(async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.staffNrl } });
    staffCookie = await sessionCookie({ uid: user.id, role: "STAFF", lineId: user.lineId });
    voyage = await openNrlVoyage();
    for (const [i, payload] of CSV_INJECTION_PAYLOADS.entries()) {
      // A street of its own: payloads that differ only in punctuation ("=1+1", "+1+1") would
      // otherwise be one address-book entry (lib/address-book/party-match.ts) and one name in the file.
      const party = { Name: payload, IsReferenceOnly: false, Address: { Street: `Quay ${i + 1}` } };
      const message = bookingInput({
        header: { BookingVoyage: voyage.number, ReferenceNumber: payload, Shipper: party, Consignee: party },
      });
      const res = await callRoute<{ booking: { BookingCode: string } }>(saveRoute, {
        url: "/api/booking/save",
        method: "POST",
        apiKey: TEST_API_KEYS.agent,
        body: { booking: { ...message, TestOnly: false } },
      });
      expect(res.status, `${JSON.stringify(payload)}: ${JSON.stringify(res.body)}`).toBe(200);
      saved.push(res.body.booking.BookingCode);
    }
  });

  it("the bookings export holds every payload's reference, none as a formula", async () => {
    const res = await callRoute<string>(exportRoute, { url: "/bookings/export", apiKey: TEST_API_KEYS.agent });
    expect(res.status).toBe(200);
    const csv = res.body;
    for (const code of saved) expect(csv).toContain(code);
    expectNoFormula(csv, CSV_INJECTION_PAYLOADS);
  });

  it("the voyage manifest holds every payload's shipper and consignee, none as a formula", async () => {
    const res = await callRoute<string>(manifestRoute, {
      url: `/api/voyages/${voyage.number}/manifest.csv`,
      params: { voyage: voyage.number },
      headers: { cookie: staffCookie },
    });
    expect(res.status).toBe(200);
    const csv = res.body;
    for (const code of saved) expect(csv).toContain(code);
    expectNoFormula(csv, CSV_INJECTION_PAYLOADS);
  });
});

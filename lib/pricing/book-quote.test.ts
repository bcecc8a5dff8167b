// "Book this quote" on the test database: the quotation as the booking form opens it
// (quoteToBook), and the form's own save request of it (saveRequest → POST /api/booking/save):
// booked at the quoted total with VINs added, a re-quote in between refused by its version, an
// expired quote said so, another agent's quote not found, a booked quote not offered twice.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { saveRequest } from "@/components/booking-form/form-model";
import type { Caller } from "@/lib/auth/caller";
import type { BookingSaveResponse } from "@/lib/booking/message/save-schema";
import { randomVin } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { quoteToBook, requestQuote } from "@/lib/booking/quote/booking-quote";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";

type SaveAnswer = BookingSaveResponse & { code?: string; errors?: { path: string; code: string }[] };
let agent: Caller;
let otherAgent: Caller;
let voyage: string;

async function agentCaller(email: string): Promise<Caller> {
  const u = await db().user.findUniqueOrThrow({ where: { email } });
  return { kind: "user", id: u.id, role: "AGENT", agentId: u.agentId, lineId: null, name: u.name, ip: "127.0.0.1" };
}

/** The portal's "Get a quote": 3 cars and a 37.5 RT truck, Zeebrugge → Lagos on `voyage`. */
const quote = () =>
  requestQuote(agent, {
    line: "NRL",
    voyage,
    pol: "BEZEE",
    terminal: "ICO",
    pod: "NGLOS",
    units: [
      { type: "C", model: "Toyota Land Cruiser", count: 3, length: 495, width: 198, height: 188, weight: 2500 },
      { type: "T", model: "Toyota Land Cruiser", count: 1, length: 500, width: 250, height: 300, weight: 12000 },
    ],
  });

/** What the form sends on "Book this quote" (components/booking-form/form-model.ts). */
async function book(values: Parameters<typeof saveRequest>[0], version: number | null) {
  return callRoute<SaveAnswer>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: saveRequest(values, { draft: false, testOnly: false, version }),
  });
}

beforeAll(async () => {
  agent = await agentCaller(TEST_USERS.agent);
  otherAgent = await agentCaller(TEST_USERS.otherAgent);
  // The last NEWA sailing seeded: its Zeebrugge cut-off ahead whatever day the tests run.
  const call = await db().visit.findFirstOrThrow({
    where: {
      port: { code: "BEZEE" },
      canLoad: true,
      voyage: { sailingRoute: "NEWA", cancelledAt: null, saleStoppedAt: null },
    },
    orderBy: { departure: "desc" },
    include: { voyage: true },
  });
  voyage = call.voyage.number;
});

describe("book this quote", () => {
  it("opens the quotation as a booking to save, and books it at the quoted total with the VINs added", async () => {
    const q = (await quote()).booking;
    const opened = await quoteToBook(agent, q.Id!);
    if (opened?.kind !== "quotation") throw new Error(`expected a quotation, got ${JSON.stringify(opened)}`);
    expect(opened).toMatchObject({ expired: false, bookingCode: q.BookingCode, quote: { Total: q.Quote.Total } });
    expect(opened.message.Header).toMatchObject({
      Id: q.Id,
      RequestType: 2,
      Status: "Approved",
      BookingVoyage: voyage,
      Pol: "BEZEE",
      Pod: "NGLOS",
    });
    // each unit as quoted, ready for its VIN (the serial type a new unit of the form has)
    expect(opened.message.Items.map((i) => [i.Type, i.Description, i.SerialType, i.SerialNumber])).toEqual([
      ["C", "Toyota Land Cruiser", "Vin", null],
      ["C", "Toyota Land Cruiser", "Vin", null],
      ["C", "Toyota Land Cruiser", "Vin", null],
      ["T", "Toyota Land Cruiser", "Vin", null],
    ]);

    // the agent adds a VIN to each unit in the form, then books
    const values = {
      ...opened.message,
      Items: opened.message.Items.map((i) => ({ ...i, SerialNumber: randomVin() })),
    };
    const res = await book(values, opened.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.booking).toMatchObject({
      Id: q.Id,
      Status: "Approved",
      Quote: { Number: q.Quote.Number, Total: q.Quote.Total },
    });
    // Car 1,050.00 + BAF 131.25, truck 48.00 × 37.5 RT + BAF 225.00 + THC 85.00, documentation 35.00
    expect(res.body.booking.Quote.Total).toBe(5688.75);
    expect(res.body.booking.Quote.Items.map((i) => i.Source)).toEqual(["quote", "quote", "quote", "quote"]);

    // booked: the link now leads to the booking, not to a second booking of it
    expect(await quoteToBook(agent, q.Id!)).toEqual({ kind: "booked", id: q.Id });
  });

  it("is another agent's: not found", async () => {
    const q = (await quote()).booking;
    expect(await quoteToBook(otherAgent, q.Id!)).toBeNull();
  });

  it("refuses a booking of a quote that was quoted afresh after the form opened (its version)", async () => {
    const q = (await quote()).booking;
    const opened = await quoteToBook(agent, q.Id!);
    if (opened?.kind !== "quotation") throw new Error("expected a quotation");
    // the same quotation saved again as a quotation elsewhere: a new validity, a new version
    const requote = await quoteToBook(agent, q.Id!);
    if (requote?.kind !== "quotation") throw new Error("expected a quotation");
    const again = await book({ ...requote.message, Header: { ...requote.message.Header, RequestType: 1 } }, null);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const res = await book(opened.message, opened.version);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([expect.objectContaining({ code: "version_conflict" })]);
  });

  it("after ValidUntil: the form says the quote expired, and the booking is priced at today's tariff with a warning", async () => {
    const q = (await quote()).booking;
    await db().booking.update({ where: { id: q.Id! }, data: { quoteValidUntil: new Date("2020-01-01T00:00:00Z") } });
    const opened = await quoteToBook(agent, q.Id!);
    if (opened?.kind !== "quotation") throw new Error("expected a quotation");
    expect(opened.expired).toBe(true);
    const res = await book(opened.message, opened.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.warnings.map((w) => w.code)).toEqual(["quote_expired"]);
    expect(res.body.booking.Quote.Items.map((i) => i.Source)).toEqual(["tariff", "tariff", "tariff", "tariff"]);
  });
});

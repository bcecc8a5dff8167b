// Quotations through the real save route (POST /api/booking/save, GET /api/bookings/{id}) on the
// seeded tariffs: the answer's exact Quote, TestOnly, a quotation holding no space and no
// chassis, another agent's 404, accepting within and after validity with a tariff change between,
// the on-request path priced by staff (in the history with who and why).
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import { GET as capacityRoute } from "@/app/api/voyages/[voyage]/capacity/route";
import type { Caller } from "@/lib/auth/caller";
import type { BookingSaveResponse, ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput, itemInput, randomVin } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { setItemPrice, listOnRequest } from "@/lib/pricing/set-item-price";
import type { Quote } from "@/lib/pricing/quote-schema";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import type { VoyageCapacity } from "@/lib/voyage-space/capacity-schema";

type SaveAnswer = BookingSaveResponse & { code?: string; errors?: { path: string; code: string }[] };
const save = async (message: ExtBookingInput, options: { apiKey?: string; testOnly?: boolean } = {}) =>
  callRoute<SaveAnswer>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: options.apiKey ?? TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: options.testOnly ?? false } },
  });
const read = (id: number, apiKey: string = TEST_API_KEYS.agent) =>
  callRoute<{ booking: ExtBookingInput & { Quote: Quote } }>(bookingRoute, {
    url: `/api/bookings/${id}`,
    apiKey,
    params: { id: String(id) },
  });
const bookedRt = async (voyage: string) =>
  (
    await callRoute<VoyageCapacity>(capacityRoute, {
      url: `/api/voyages/${voyage}/capacity`,
      apiKey: TEST_API_KEYS.agent,
      params: { voyage },
    })
  ).body.legs.map((l) => l.bookedRt);

let voyage: string;
let staffNrl: Caller;
let staffAcc: Caller;
let motorbikeRate: number;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** 3 cars and a 37.5 RT truck (5 × 2.5 × 3 m, 12 t) from Zeebrugge to Lagos on `voyage`. */
function threeCarsAndATruck(header: Partial<ExtBookingInput["Header"]> = {}): ExtBookingInput {
  const message = bookingInput({
    items: 3,
    header: { Line: "NRL", BookingVoyage: voyage, RequestType: 1, ...header },
    itemOverrides: { Type: "C" },
  });
  message.Items.push(
    itemInput(4, {
      Type: "T",
      Description: "Toyota Land Cruiser",
      Length: 500,
      Width: 250,
      Height: 300,
      Weight: 12000,
    }),
  );
  return message;
}

beforeAll(async () => {
  // The last NEWA sailing seeded: far from other files' bookings, its Zeebrugge cut-off ahead.
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
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const nrl = await user("staff.nrl@quayside.test");
  const acc = await user("staff.acc@quayside.test");
  staffNrl = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: nrl.lineId,
    name: nrl.name,
    ip: "127.0.0.1",
  };
  staffAcc = {
    kind: "user",
    id: acc.id,
    role: "STAFF",
    agentId: null,
    lineId: acc.lineId,
    name: acc.name,
    ip: "127.0.0.1",
  };
  // A lane rate for motorcycles that this file alone changes (the seeded trade rate is 250.00).
  const port = async (code: string) => (await db().port.findUniqueOrThrow({ where: { code } })).id;
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  motorbikeRate = (
    await db().tariffEntry.create({
      data: {
        lineId: nrl.lineId!,
        kind: "RATE",
        code: "FREIGHT",
        name: "Motorcycles Zeebrugge - Lagos",
        polId: await port("BEZEE"),
        podId: await port("NGLOS"),
        unitType: "M",
        basis: "UNIT",
        amount: 30000,
        currency: "EUR",
        validFrom: new Date(today.getTime() - 86_400_000),
      },
    })
  ).id;
});

afterAll(async () => {
  await db().tariffEntry.delete({ where: { id: motorbikeRate } });
});

describe("a quotation through the save", () => {
  it("answers the quote (exact shape), stores it as a Quotation, and holds no space", async () => {
    const before = await bookedRt(voyage);
    const res = await save(threeCarsAndATruck());
    expect(res.status).toBe(200);
    const b = res.body.booking;
    expect(b.Status).toBe("Quotation");
    // Car: 1050.00 (the Zeebrugge - Lagos rate) + BAF 12.5 % 131.25. Truck: 48.00 × 37.5 RT = 1800.00 + BAF 225.00 + THC 85.00.
    const car = {
      Price: 1181.25,
      Freight: 1050,
      Surcharges: [{ Code: "BAF", Name: "Bunker adjustment factor", Amount: 131.25 }],
      Source: "tariff",
    };
    expect(b.Quote).toEqual({
      Number: `Q-${b.BookingCode}`,
      Currency: "EUR",
      Total: 3 * 1181.25 + 2110 + 35,
      OnRequest: false,
      ValidUntil: expect.stringMatching(LOCAL),
      Items: [
        { RelativeId: 1, ...car },
        { RelativeId: 2, ...car },
        { RelativeId: 3, ...car },
        {
          RelativeId: 4,
          Price: 2110,
          Freight: 1800,
          Surcharges: [
            { Code: "BAF", Name: "Bunker adjustment factor", Amount: 225 },
            { Code: "THC", Name: "Terminal handling", Amount: 85 },
          ],
          Source: "tariff",
        },
      ],
      Charges: [{ Code: "DOC", Name: "Documentation", Amount: 35 }],
    });
    expect(b.Items.map((i) => i.Price)).toEqual([1181.25, 1181.25, 1181.25, 2110]);
    expect(await bookedRt(voyage)).toEqual(before);

    const back = await read(b.Id!);
    expect(back.status).toBe(200);
    expect(back.body.booking.Header).toMatchObject({ Status: "Quotation", RequestType: 1 });
    expect(back.body.booking.Quote).toEqual(b.Quote);
    expect(back.body.booking.Items.map((i) => i.Price)).toEqual([1181.25, 1181.25, 1181.25, 2110]);
  });

  it("is valid 14 days, but never past the sailing's cut-off at the Pol", async () => {
    const far = await save(threeCarsAndATruck());
    const days = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(far.body.booking.Quote.ValidUntil!.slice(0, 10) >= days).toBe(true);
    // The next NEWA sailing whose Zeebrugge cut-off is 2 to 12 days ahead: the quote ends at that cut-off.
    const soon = await db().visit.findFirstOrThrow({
      where: {
        port: { code: "BEZEE" },
        canLoad: true,
        cutOff: { gte: new Date(Date.now() + 2 * 86_400_000), lte: new Date(Date.now() + 12 * 86_400_000) },
        voyage: { sailingRoute: "NEWA", cancelledAt: null, saleStoppedAt: null },
      },
      orderBy: { cutOff: "asc" },
      include: { voyage: true },
    });
    const q = await save(threeCarsAndATruck({ BookingVoyage: soon.voyage.number }));
    expect(q.status).toBe(200);
    expect(q.body.booking.Quote.ValidUntil).toBe(soon.cutOff!.toISOString().slice(0, 19));
  });

  it("TestOnly answers the same prices and stores nothing", async () => {
    const count = await db().booking.count();
    const res = await save(threeCarsAndATruck(), { testOnly: true });
    expect(res.status).toBe(200);
    expect(res.body.booking.Quote).toMatchObject({ Number: null, Currency: "EUR", Total: 5688.75, OnRequest: false });
    expect(await db().booking.count()).toBe(count);
  });

  it("holds no chassis: a booking takes the quote's VIN; accepting the quote then meets rule 9", async () => {
    const vin = randomVin();
    const quote = threeCarsAndATruck();
    quote.Items[0].SerialNumber = vin;
    const q = await save(quote);
    expect(q.status).toBe(200);
    const other = bookingInput({
      header: { Line: "NRL", BookingVoyage: voyage },
      itemOverrides: { SerialNumber: vin },
    });
    expect((await save(other)).status).toBe(200);
    const accept = await save({
      ...quote,
      Header: { ...quote.Header, Id: q.body.booking.Id!, RequestType: 2 },
      Items: quote.Items.map((item, i) => ({ ...item, Id: q.body.booking.Items[i].Id })),
    });
    expect(accept.status).toBe(422);
    expect(accept.body.errors).toContainEqual(expect.objectContaining({ path: "Items[0].SerialNumber" }));
  });

  it("another agent can neither read nor accept the quote (404)", async () => {
    const q = await save(threeCarsAndATruck());
    expect((await read(q.body.booking.Id!, TEST_API_KEYS.otherAgent)).status).toBe(404);
    const steal = bookingInput({
      agent: "BVF",
      header: { Id: q.body.booking.Id!, Line: "NRL", BookingVoyage: voyage, RequestType: 2 },
    });
    expect((await save(steal, { apiKey: TEST_API_KEYS.otherAgent })).status).toBe(404);
  });
});

describe("accepting a quote", () => {
  const motorbikes = () =>
    bookingInput({
      items: 2,
      header: { Line: "NRL", BookingVoyage: voyage, RequestType: 1 },
      itemOverrides: { Type: "M" },
    });
  const accept = (message: ExtBookingInput, q: BookingSaveResponse["booking"]) =>
    save({
      ...message,
      Header: { ...message.Header, Id: q.Id!, RequestType: 2 },
      Items: message.Items.map((item, i) => ({ ...item, Id: q.Items[i].Id })),
    });

  it("keeps the quoted prices though the tariff changed, books the space, and the read shows it", async () => {
    await db().tariffEntry.update({ where: { id: motorbikeRate }, data: { amount: 30000 } });
    const message = motorbikes();
    const q = await save(message);
    expect(q.body.booking.Quote.Total).toBe(2 * 337.5 + 35);
    const before = await bookedRt(voyage);
    await db().tariffEntry.update({ where: { id: motorbikeRate }, data: { amount: 40000 } });
    const res = await accept(message, q.body.booking);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([]);
    expect(res.body.booking).toMatchObject({
      Status: "Approved",
      Quote: { Number: q.body.booking.Quote.Number, Total: 710, ValidUntil: q.body.booking.Quote.ValidUntil },
    });
    expect(res.body.booking.Quote.Items.map((i) => [i.Price, i.Source])).toEqual([
      [337.5, "quote"],
      [337.5, "quote"],
    ]);
    expect((await bookedRt(voyage)).some((rt, k) => rt > before[k])).toBe(true);
    // Saved again later (a change of reference), the booking keeps its prices.
    const again = await save({
      ...message,
      Header: { ...message.Header, Id: q.body.booking.Id!, RequestType: 2, ReferenceNumber: "PO-1" },
      Items: message.Items.map((item, i) => ({ ...item, Id: q.body.booking.Items[i].Id })),
    });
    expect(again.body.booking.Quote.Total).toBe(710);
  });

  it("after ValidUntil prices at today's tariff and says so", async () => {
    await db().tariffEntry.update({ where: { id: motorbikeRate }, data: { amount: 30000 } });
    const message = motorbikes();
    const q = await save(message);
    await db().tariffEntry.update({ where: { id: motorbikeRate }, data: { amount: 40000 } });
    await db().booking.update({
      where: { id: q.body.booking.Id! },
      data: { quoteValidUntil: new Date("2020-01-01T00:00:00Z") },
    });
    const res = await accept(message, q.body.booking);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([expect.objectContaining({ path: "Header.RequestType", code: "quote_expired" })]);
    expect(res.body.booking.Quote.Items.map((i) => i.Price)).toEqual([450, 450]);
    expect(res.body.booking.Quote.Total).toBe(935);
  });

  it("a booking never becomes a quotation again", async () => {
    const b = await save(bookingInput({ header: { Line: "NRL", BookingVoyage: voyage } }));
    const again = bookingInput({
      header: { Id: b.body.booking.Id!, Line: "NRL", BookingVoyage: voyage, RequestType: 1 },
    });
    again.Items[0].Id = b.body.booking.Items[0].Id;
    const res = await save(again);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ path: "Header.RequestType", code: "booking_not_quotation" }),
    ]);
  });
});

describe("a lane or unit type without a tariff", () => {
  it("is quoted on request, listed for staff, priced by hand with the reason in the history", async () => {
    // Big vans have trade rates only: with no voyage the trade is unknown, so no rate applies.
    const q = await save(
      bookingInput({
        header: { Line: "NRL", RequestType: 1 },
        itemOverrides: { Type: "B", Length: 500, Width: 200, Height: 150, Weight: 2200 },
      }),
    );
    expect(q.status).toBe(200);
    expect(q.body.booking.Quote).toMatchObject({
      Currency: null,
      Total: null,
      OnRequest: true,
      Items: [{ RelativeId: 1, Price: null, Freight: null, Surcharges: [], Source: null }],
    });
    const id = q.body.booking.Id!;
    const listed = (await listOnRequest(staffNrl)).bookings.find((b) => b.bookingId === id);
    // the pricer sees the unit's size and weight, and the revenue tons they make (5 × 2 × 1.5 m)
    expect(listed?.items).toEqual([
      expect.objectContaining({ length: 500, width: 200, height: 150, weight: 2200, revenueTons: 15 }),
    ]);
    expect((await listOnRequest(staffAcc)).bookings.map((b) => b.bookingId)).not.toContain(id);
    const itemId = Number(q.body.booking.Items[0].Id);
    await expect(
      setItemPrice(staffAcc, itemId, { amount: "1400", currency: "EUR", reason: "special rate" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(setItemPrice(staffNrl, itemId, { amount: "1400", reason: "special rate" })).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    expect(
      await setItemPrice(staffNrl, itemId, {
        amount: "1400.00",
        currency: "EUR",
        reason: "special rate for a regular",
      }),
    ).toMatchObject({ price: 1400, total: 1400, onRequest: false });
    const back = await read(id);
    expect(back.body.booking.Quote).toMatchObject({
      Currency: "EUR",
      Total: 1400,
      OnRequest: false,
      Items: [{ Price: 1400, Source: "staff" }],
    });
    const revision = await db().bookingRevision.findFirstOrThrow({
      where: { bookingId: id },
      orderBy: { version: "desc" },
    });
    expect(revision.actor).toBe(staffNrl.name);
    expect(revision.changes).toEqual([
      { path: `Items[Id=${itemId}].Price`, from: null, to: 1400 },
      { path: `Items[Id=${itemId}].PriceReason`, from: null, to: "special rate for a regular" },
    ]);
    expect((await listOnRequest(staffNrl)).bookings.map((b) => b.bookingId)).not.toContain(id);
  });
});

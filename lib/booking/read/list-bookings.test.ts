// The bookings list's query on the test database: visibility (rule 2), search by code, reference
// and VIN, the filters, sort and paging, over bookings saved through the real save.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { cancelBooking } from "@/lib/booking/form/cancel-booking";
import { parseBookingListQuery } from "@/lib/booking/read/booking-list-query";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { listBookingPorts, listBookings, listBookingsForExport } from "@/lib/booking/read/list-bookings";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput, randomVin } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";

const tag = `L${Date.now().toString(36).toUpperCase()}`;
let agent: Caller;
let otherAgent: Caller;
let staffNrl: Caller;
let staffAcc: Caller;
const admin: Caller = {
  kind: "apiKey",
  id: 0,
  role: "ADMIN",
  agentId: null,
  lineId: null,
  name: "admin",
  ip: "127.0.0.1",
};
let voyage: { number: string; departure: Date };
const vin = randomVin();
const codes: Record<string, string> = {};

async function create(caller: Caller, name: string, message: ExtBookingInput) {
  const saved = await saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
  codes[name] = saved.booking.BookingCode!;
  return saved;
}

const query = (params: Record<string, string>) => parseBookingListQuery(new URLSearchParams({ q: tag, ...params }));
const listed = async (caller: Caller, params: Record<string, string> = {}) =>
  (await listBookings(caller, query(params))).rows.map((r) => r.bookingCode);

beforeAll(async () => {
  const [acme, bvf] = await Promise.all(
    ["ACME", "BVF"].map((code) => db().agent.findUniqueOrThrow({ where: { code } })),
  );
  const lines = await db().shippingLine.findMany();
  const lineId = (code: string) => lines.find((l) => l.code === code)!.id;
  agent = { kind: "apiKey", id: 1, role: "AGENT", agentId: acme.id, lineId: null, name: "acme", ip: "127.0.0.1" };
  otherAgent = { kind: "apiKey", id: 2, role: "AGENT", agentId: bvf.id, lineId: null, name: "bvf", ip: "127.0.0.1" };
  staffNrl = {
    kind: "user",
    id: 1,
    role: "STAFF",
    agentId: null,
    lineId: lineId("NRL"),
    name: "staff nrl",
    ip: "127.0.0.1",
  };
  staffAcc = {
    kind: "user",
    id: 1,
    role: "STAFF",
    agentId: null,
    lineId: lineId("ACC"),
    name: "staff acc",
    ip: "127.0.0.1",
  };
  // A voyage of Nordic Ro-Ro Lines that still takes cargo at bookingInput's Zeebrugge terminal
  // (ICO), its cut-off an hour away at least, whatever day the tests run: the departure the list
  // shows and filters by. (The first departure alone may load at another terminal, or be past cut-off.)
  const visit = await db().visit.findFirstOrThrow({
    where: {
      canLoad: true,
      port: { code: "BEZEE" },
      terminal: { code: "ICO" },
      voyage: { lineId: lineId("NRL") },
      cutOff: { gt: new Date(Date.now() + 60 * 60_000) },
    },
    orderBy: { departure: "asc" },
    select: { departure: true, voyage: { select: { number: true } } },
  });
  voyage = { number: visit.voyage.number, departure: visit.departure };

  await create(agent, "plain", bookingInput({ items: 3, header: { ReferenceNumber: `${tag}-plain` } }));
  const withVin = bookingInput({ header: { ReferenceNumber: `${tag}-vin`, BookingVoyage: voyage.number } });
  withVin.Items[0].SerialNumber = vin;
  await create(agent, "vin", withVin);
  await create(
    agent,
    "draft",
    bookingInput({ header: { ReferenceNumber: `${tag}-draft`, Status: "draft", Pod: "GHTEM" } }),
  );
  const canceled = await create(
    agent,
    "canceled",
    bookingInput({ items: 2, header: { ReferenceNumber: `${tag}-canceled` } }),
  );
  await cancelBooking(agent, canceled.booking.Id!);
  await create(
    otherAgent,
    "other",
    bookingInput({ agent: "BVF", header: { ReferenceNumber: `${tag}-other`, Line: "ACC" } }),
  );
});

describe("listBookings", () => {
  it("shows agents their own bookings, staff their line's, admins all (rule 2)", async () => {
    expect((await listed(agent)).sort()).toEqual([codes.plain, codes.vin, codes.draft, codes.canceled].sort());
    expect(await listed(otherAgent)).toEqual([codes.other]);
    expect((await listed(staffNrl)).sort()).toEqual([codes.plain, codes.vin, codes.draft, codes.canceled].sort());
    expect(await listed(staffAcc)).toEqual([codes.other]);
    expect(await listed(admin)).toHaveLength(5);
    expect(await listed({ ...agent, agentId: null })).toEqual([]);
  });

  it("finds a booking by its code, its reference or any part of a unit's VIN, in any case", async () => {
    const find = async (q: string) =>
      (await listBookings(agent, parseBookingListQuery(new URLSearchParams({ q })))).rows.map((r) => r.bookingCode);
    expect(await find(codes.vin.toLowerCase())).toEqual([codes.vin]);
    expect(await find(`${tag}-VIN`.toLowerCase())).toEqual([codes.vin]);
    expect(await find(vin)).toEqual([codes.vin]);
    expect(await find(vin.slice(-6).toLowerCase())).toEqual([codes.vin]);
    // LIKE wildcards in the search are plain characters
    expect(await find("%")).toEqual([]);
    expect(await listBookings(otherAgent, parseBookingListQuery(new URLSearchParams({ q: vin })))).toMatchObject({
      total: 0,
      rows: [],
    });
  });

  it("filters by status, voyage, Pol, Pod and departure date", async () => {
    expect(await listed(agent, { status: "draft" })).toEqual([codes.draft]);
    expect(await listed(agent, { status: "canceled" })).toEqual([codes.canceled]);
    expect((await listed(agent, { status: "approved" })).sort()).toEqual([codes.plain, codes.vin].sort());
    expect(await listed(agent, { voyage: voyage.number.toLowerCase() })).toEqual([codes.vin]);
    expect(await listed(agent, { pod: "ghtem" })).toEqual([codes.draft]);
    expect(await listed(agent, { pol: "NLRTM" })).toEqual([]);
    const day = voyage.departure.toISOString().slice(0, 10);
    expect(await listed(agent, { dateBy: "departure", from: day, to: day })).toEqual([codes.vin]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await listed(agent, { from: today, to: today })).toHaveLength(4);
    expect(await listed(agent, { to: "2001-01-01" })).toEqual([]);
  });

  it("sorts, pages, and counts canceled units apart", async () => {
    const byCode = await listed(agent, { sort: "code", dir: "asc" });
    expect(byCode).toEqual([...byCode].sort());
    expect(await listed(agent, { sort: "code", dir: "desc" })).toEqual([...byCode].reverse());
    const byItems = (await listBookings(agent, query({ sort: "items", dir: "desc" }))).rows;
    expect(byItems[0]).toMatchObject({ bookingCode: codes.plain, items: 3, canceledItems: 0 });

    const page2 = await listBookings(agent, query({ sort: "code", dir: "asc", page: "2" }), 3);
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.rows.map((r) => r.bookingCode)).toEqual(byCode.slice(3));
    // a page past the end shows the last page
    expect((await listBookings(agent, query({ page: "99" }), 3)).page).toBe(2);

    const vinRow = (await listBookings(agent, query({ sort: "departure" }))).rows.find(
      (r) => r.bookingCode === codes.vin,
    )!;
    expect(vinRow).toMatchObject({
      voyage: voyage.number,
      departure: voyage.departure.toISOString().slice(0, 19),
      pol: { code: "BEZEE", name: "Zeebrugge" },
      line: "Nordic Ro-Ro Lines",
      status: "Approved",
    });
    const draftRow = (await listBookings(agent, query({ status: "draft" }))).rows[0];
    expect(draftRow).toMatchObject({ status: "Draft", isDraft: true, items: 1 });
  });

  it("exports the whole view, and lists the view's ports", async () => {
    expect(
      (await listBookingsForExport(agent, query({ sort: "code", dir: "asc" }), 1000)).map((r) => r.bookingCode),
    ).toEqual(await listed(agent, { sort: "code", dir: "asc" }));
    const ports = await listBookingPorts(otherAgent);
    expect(ports.pols.map((p) => p.code)).toContain("BEZEE");
    expect(ports.pods.map((p) => p.code)).toContain("NGLOS");
  });
});

describe("quotations in the list", () => {
  const qtag = `Q${Date.now().toString(36).toUpperCase()}`;
  const quotes: Record<string, { id: number; code: string }> = {};
  const listedQ = async (params: Record<string, string> = {}) =>
    (await listBookings(agent, parseBookingListQuery(new URLSearchParams({ q: qtag, ...params })))).rows;

  beforeAll(async () => {
    for (const name of ["valid", "expired", "booked"]) {
      const saved = await create(
        agent,
        `quote-${name}`,
        bookingInput({ items: 2, header: { ReferenceNumber: `${qtag}-${name}`, RequestType: 1 } }),
      );
      quotes[name] = { id: saved.booking.Id!, code: saved.booking.BookingCode! };
    }
    // ValidUntil is a wall clock at the Pol (Zeebrugge): a day ago there is past whatever the time zone.
    await db().booking.update({
      where: { id: quotes.expired.id },
      data: { quoteValidUntil: new Date(Date.now() - 86_400_000) },
    });
    // booked as an integrator does: the stored quotation saved again with RequestType 2
    const message = await getBookingMessage(quotes.booked.id, agent);
    const booked = await saveBooking(
      agent,
      extBookingSchema.parse({ Header: { ...message.Header, RequestType: 2 }, Items: message.Items }),
      { testOnly: false },
    );
    expect(booked.booking.Status).toBe("Approved");
  });

  it("filters quotations apart from bookings: Quotation lists quotes not yet booked, Approved leaves them out", async () => {
    const codesOf = (rows: { bookingCode: string }[]) => rows.map((r) => r.bookingCode).sort();
    expect(codesOf(await listedQ({ status: "quotation" }))).toEqual([quotes.valid.code, quotes.expired.code].sort());
    expect(codesOf(await listedQ({ status: "approved" }))).toEqual([quotes.booked.code]);
    expect(await listedQ({ status: "quotation", q: `${qtag}-booked` })).toEqual([]);
  });

  it("shows a quote's total and how long it holds: valid until, or expired once past", async () => {
    const rows = await listedQ();
    const row = (name: string) => rows.find((r) => r.bookingCode === quotes[name].code)!;
    // two Land Cruisers Zeebrugge → Lagos, no voyage (so no trade's BAF): 1,050.00 × 2 + documentation 35.00
    expect(row("valid")).toMatchObject({
      status: "Quotation",
      price: { currency: "EUR", totalMinor: 213_500n },
      priceOnRequest: false,
      quote: { number: `Q-${quotes.valid.code}`, expired: false },
    });
    expect(row("valid").quote!.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59$/);
    expect(row("expired").quote).toMatchObject({ expired: true });
    // booked: a booking with its prices, no longer a quote
    expect(row("booked")).toMatchObject({ status: "Approved", quote: null, price: { totalMinor: 213_500n } });
  });
});

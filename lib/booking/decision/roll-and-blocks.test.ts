// Roll-over and who owns a block, on PostgreSQL (docs/integrators/line-decision.md "Roll-over" and
// "Blocks"): the line moves a whole booking, or two of its units as a new booking linked both ways,
// to a later sailing of the same Pol and Pod, space checked there; the agent is told why. A block
// the line set is released by the line only; an agent holds and releases its own units. On a
// database of its own: the file books space on two Nordic voyages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as rollRoute } from "@/app/api/bookings/[id]/roll/route";
import { GET as capacityRoute } from "@/app/api/voyages/[voyage]/capacity/route";
import type { Caller } from "@/lib/auth/caller";
import { setAllotment } from "@/lib/acceptance/staff-controls";
import type { RollResponse } from "@/lib/booking/decision/roll-schema";
import { rollBooking } from "@/lib/booking/decision/roll-booking";
import { bookingInput } from "@/lib/booking/test-helpers";
import { extBookingSchema, type BookingSaveResponse, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { db } from "@/lib/db/prisma";
import { testCallers } from "@/lib/feed/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { shipmentEventsOf } from "@/lib/tracking/test-helpers";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import type { VoyageCapacity } from "@/lib/voyage-space/capacity-schema";

let ownDatabase: TestDatabase;
let staffNrl: Caller;
/** two open Nordic sailings from Zeebrugge to Lagos, the earlier first */
let early: { id: number; number: string };
let later: { id: number; number: string };

type Envelope = { status: number; code: string; errors: { path: string; code: string; message: string }[] };
type Read = { booking: ExtBookingInput & { Header: { Version: number; BookingVoyage: string } } };
/** A unit of exactly 20 RT (5 × 2 × 2 m, 2.5 t). */
const twentyRt = { Length: 500, Width: 200, Height: 200, Weight: 2500 };
const onVoyage = (voyage: string, items = 1) =>
  bookingInput({ items, header: { BookingVoyage: voyage }, itemOverrides: twentyRt });

async function saved(message: ExtBookingInput) {
  const res = await callRoute<BookingSaveResponse & Envelope>(saveRoute, {
    url: "/api/booking/save",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking;
}
async function read(id: number) {
  const res = await callRoute<Read>(bookingRoute, {
    url: `/api/bookings/${id}`,
    apiKey: TEST_API_KEYS.agent,
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
  return res.body.booking;
}
async function messageOf(id: number): Promise<ExtBookingInput> {
  const {
    Quote: _q,
    Confirmation: _c,
    ...message
  } = (await read(id)) as Read["booking"] & {
    Quote: unknown;
    Confirmation: unknown;
  };
  return message;
}
function roll(id: number, body: unknown, apiKey: string = TEST_API_KEYS.admin) {
  return callRoute<RollResponse & Envelope>(rollRoute, {
    url: `/api/bookings/${id}/roll`,
    apiKey,
    params: { id: String(id) },
    body,
  });
}
async function bookedRt(voyage: string): Promise<number> {
  const res = await callRoute<VoyageCapacity>(capacityRoute, {
    url: `/api/voyages/${voyage}/capacity?line=NRL`,
    apiKey: TEST_API_KEYS.agent,
    params: { voyage },
  });
  expect(res.status).toBe(200);
  return Math.max(...res.body.legs.map((l) => l.bookedRt));
}
const revisionsOf = (bookingId: number) =>
  db().bookingRevision.findMany({ where: { bookingId }, orderBy: { version: "asc" } });

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  staffNrl = (await testCallers()).staffNrl;
  const voyages = await db().$queryRaw<{ id: number; number: string }[]>`
    SELECT v.id, v.number FROM "Voyage" v
    JOIN "ShippingLine" l ON l.id = v."lineId"
    JOIN "Visit" a ON a."voyageId" = v.id JOIN "Port" pa ON pa.id = a."portId" AND pa.code = 'BEZEE' AND a."canLoad"
    JOIN "Visit" b ON b."voyageId" = v.id AND b.sequence > a.sequence AND b."canDischarge"
    JOIN "Port" pb ON pb.id = b."portId" AND pb.code = 'NGLOS'
    WHERE l.code = 'NRL' AND v."cancelledAt" IS NULL AND v."saleStoppedAt" IS NULL AND a."cutOff" > now() + interval '3 days'
    ORDER BY a.departure LIMIT 2`;
  [early, later] = voyages;
  expect(later, "the seeded schedule has two open Nordic sailings to Lagos").toBeDefined();
});

afterAll(async () => {
  await ownDatabase?.drop();
});

describe("roll-over", () => {
  it("rolls a whole booking to a later sailing: space moves, the agent is told why", async () => {
    const b = await saved(onVoyage(early.number));
    const [earlyBefore, laterBefore] = [await bookedRt(early.number), await bookedRt(later.number)];

    // only the line rolls
    const byAgent = await roll(b.Id!, { voyage: later.number, reason: "x" }, TEST_API_KEYS.agent);
    expect(byAgent.status).toBe(403);

    const res = await roll(b.Id!, { voyage: later.number, reason: "The vessel skips Zeebrugge this week." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.rolledTo).toBeNull();
    expect(res.body.booking).toMatchObject({ Id: b.Id, BookingVoyage: later.number, Version: 2 });
    expect((await read(b.Id!)).Header.BookingVoyage).toBe(later.number);
    expect(await bookedRt(early.number)).toBeCloseTo(earlyBefore - 20, 3);
    expect(await bookedRt(later.number)).toBeCloseTo(laterBefore + 20, 3);

    const [, rolled] = await revisionsOf(b.Id!);
    expect(rolled.changes).toEqual([
      { path: "Header.BookingVoyage", from: early.number, to: later.number },
      { path: "RollOver.Reason", from: null, to: "The vessel skips Zeebrugge this week." },
    ]);
    const told = await db().notification.findMany({ where: { bookingId: b.Id!, kind: "BOOKING_DECISION" } });
    expect(told.length).toBeGreaterThan(0);
    for (const n of told)
      expect(n).toMatchObject({
        title: `${b.BookingCode}: the line rolled it to voyage ${later.number}`,
        body: `The line moved ${b.BookingCode} from voyage ${early.number} to voyage ${later.number}. Why: The vessel skips Zeebrugge this week.`,
      });

    // one shipment event: confirmed on the later sailing, with the line's reason, for the agent and the line
    const [event, ...more] = await shipmentEventsOf(b.BookingCode!, { apiKey: TEST_API_KEYS.agent });
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      shipmentEventTypeCode: "CONF",
      documentTypeCode: "BKG",
      reason: "The vessel skips Zeebrugge this week.",
      transportCall: { carrierVoyageNumber: later.number },
      bookingDecision: { decision: "roll", state: "Confirmed", fromVoyage: early.number, decidedBy: { role: "ADMIN" } },
    });
    const staff = await shipmentEventsOf(b.BookingCode!, { user: TEST_USERS.staffNrl });
    expect(staff.map((e) => e.eventID)).toEqual([event.eventID]);
    expect(await shipmentEventsOf(b.BookingCode!, { apiKey: TEST_API_KEYS.otherAgent }, 1, 0)).toEqual([]);
    expect(await shipmentEventsOf(b.BookingCode!, { user: TEST_USERS.staffMrr }, 1, 0)).toEqual([]);

    // back to the earlier sailing is not a roll-over
    const back = await roll(b.Id!, { voyage: early.number, reason: "Back again." });
    expect(back.status).toBe(409);
    expect(back.body.errors).toMatchObject([{ path: "voyage", code: "not_later" }]);
  });

  it("rolls two of a booking's three units as a new booking linked both ways", async () => {
    const b = await saved(onVoyage(early.number, 3));
    const [first, second, third] = b.Items.map((i) => Number(i.Id));
    const laterBefore = await bookedRt(later.number);

    // one of the agent's users reads French (My account → My language)
    const agentUsers = await db().user.findMany({
      where: { role: "AGENT", disabledAt: null, agent: { bookings: { some: { id: b.Id! } } } },
      orderBy: { id: "asc" },
    });
    await db().user.update({ where: { id: agentUsers[0].id }, data: { locale: "fr" } });
    const res = await rollBooking(staffNrl, b.Id!, {
      voyage: later.number,
      items: [first, third],
      reason: "Two units missed the cut-off.",
    }).finally(() => db().user.update({ where: { id: agentUsers[0].id }, data: { locale: null } }));
    expect(res.booking).toMatchObject({ Id: b.Id, BookingVoyage: early.number, ItemIds: [second] });
    expect(res.rolledTo).toMatchObject({ BookingVoyage: later.number, ItemIds: [first, third], Version: 1 });
    expect(res.rolledTo!.BookingCode).not.toBe(b.BookingCode);
    expect(await bookedRt(later.number)).toBeCloseTo(laterBefore + 40, 3);

    // the agent's user, who reads French, is told why in French
    const told = await db().notification.findMany({
      where: { bookingId: res.rolledTo!.Id, kind: "BOOKING_DECISION" },
      orderBy: { userId: "asc" },
    });
    expect(told.map((n) => n.userId)).toEqual(agentUsers.map((u) => u.id));
    const units = `${b.Items[0].RelativeId}, ${b.Items[2].RelativeId}`;
    expect(told[0]).toMatchObject({
      title: `${b.BookingCode}\u00a0: l’armateur a reporté 2 unités sur le voyage ${later.number}, sous la réservation ${res.rolledTo!.BookingCode}`,
      body: `L’armateur a reporté les unités ${units} de ${b.BookingCode} du voyage ${early.number} au voyage ${later.number}, sous la réservation ${res.rolledTo!.BookingCode}. Motif\u00a0: Two units missed the cut-off.`,
    });

    // one shipment event, on the new booking that sails the later voyage
    const [event, ...more] = await shipmentEventsOf(res.rolledTo!.BookingCode, { user: TEST_USERS.staffNrl });
    expect(more).toEqual([]);
    expect(event.bookingDecision).toMatchObject({
      decision: "roll",
      rolledFrom: b.BookingCode,
      decidedBy: { name: staffNrl.name, role: "LINE_STAFF" },
    });
    expect(await shipmentEventsOf(b.BookingCode!, { user: TEST_USERS.staffNrl }, 1, 0)).toEqual([]);

    // linked both ways
    const original = await db().booking.findUniqueOrThrow({
      where: { id: b.Id! },
      include: { rolledTo: { select: { id: true } } },
    });
    expect(original.rolledTo.map((r) => r.id)).toEqual([res.rolledTo!.Id]);
    expect(original.itemCount).toBe(1);
    const split = await db().booking.findUniqueOrThrow({ where: { id: res.rolledTo!.Id } });
    expect(split).toMatchObject({ rolledFromId: b.Id, agentId: original.agentId, confirmation: "CONFIRMED" });

    // the agent reads the new booking: the same units, the same RelativeIds, on the later sailing
    const moved = await read(res.rolledTo!.Id);
    expect(moved.Header.BookingVoyage).toBe(later.number);
    expect(moved.Items.map((i) => [Number(i.Id), i.RelativeId])).toEqual([
      [first, 1],
      [third, 3],
    ]);
    expect((await read(b.Id!)).Items.map((i) => Number(i.Id))).toEqual([second]);
    // both histories say why
    expect(JSON.stringify((await revisionsOf(b.Id!)).at(-1)!.changes)).toContain("Two units missed the cut-off.");
    expect(JSON.stringify((await revisionsOf(res.rolledTo!.Id))[0].changes)).toContain(`rolled from ${b.BookingCode}`);
  });

  it("refuses a sailing without room with the reason, and a unit that is not the booking's", async () => {
    const b = await saved(onVoyage(early.number, 2));
    const notMine = await roll(b.Id!, { voyage: later.number, items: [999_999], reason: "x" });
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors).toMatchObject([{ path: "items[0]", code: "not_found" }]);

    await setAllotment(staffNrl, { voyageId: later.id, allotmentRt: await bookedRt(later.number) });
    try {
      const full = await roll(b.Id!, { voyage: later.number, reason: "Moving it." });
      expect(full.status).toBe(409);
      expect(full.body.errors).toMatchObject([{ path: "voyage", code: "voyage_full" }]);
      expect(full.body.errors[0].message).toMatch(/the 2 units need 40 RT/);
      expect((await read(b.Id!)).Header.BookingVoyage).toBe(early.number);
    } finally {
      await setAllotment(staffNrl, { voyageId: later.id, allotmentRt: null });
    }
  });
});

describe("who owns a block", () => {
  const staffSave = (message: ExtBookingInput) =>
    saveBooking(staffNrl, extBookingSchema.parse({ ...message, TestOnly: false }), { testOnly: false });
  async function agentSave(message: ExtBookingInput) {
    return callRoute<BookingSaveResponse & Envelope>(saveRoute, {
      url: "/api/booking/save",
      apiKey: TEST_API_KEYS.agent,
      body: { booking: { ...message, TestOnly: false } },
    });
  }

  it("lets only the line release the line's block; the agent holds and releases its own units", async () => {
    const b = await saved(onVoyage(early.number, 2));

    // the line blocks unit 1
    const lineBlock = await messageOf(b.Id!);
    Object.assign(lineBlock.Items[0], { Block: true, BlockReason: "Customs hold" });
    await staffSave(lineBlock);

    // the agent cannot release it, and is told where
    const release = await messageOf(b.Id!);
    Object.assign(release.Items[0], { Block: false, BlockReason: null });
    const refused = await agentSave(release);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toMatchObject([{ path: "Items[0].Block", code: "blocked_by_line" }]);
    expect(refused.body.errors[0].message).toContain("Customs hold");

    // the agent holds and releases unit 2 itself
    const hold = await messageOf(b.Id!);
    Object.assign(hold.Items[1], { Block: true, BlockReason: "Waiting for the title" });
    expect((await agentSave(hold)).status).toBe(200);
    const unhold = await messageOf(b.Id!);
    Object.assign(unhold.Items[1], { Block: false, BlockReason: null });
    expect((await agentSave(unhold)).status).toBe(200);

    // the line releases its own block
    const lineRelease = await messageOf(b.Id!);
    Object.assign(lineRelease.Items[0], { Block: false, BlockReason: null });
    await staffSave(lineRelease);
    expect((await read(b.Id!)).Items.map((i) => i.Block)).toEqual([false, false]);

    // both in the history, with who
    const owners = (await revisionsOf(b.Id!)).flatMap((r) =>
      (r.changes as { path: string; from: unknown; to: unknown }[])
        .filter((c) => c.path.endsWith(".BlockedBy"))
        .map((c) => [r.actor, c.from, c.to]),
    );
    expect(owners).toEqual([
      [staffNrl.name, null, "line"],
      [expect.any(String), null, "agent"],
      [expect.any(String), "agent", null],
      [staffNrl.name, "line", null],
    ]);
  });
});

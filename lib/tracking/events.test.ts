// GET /api/events on a real PostgreSQL: milestones as actual equipment events, who sees what, and
// replay by cursor while other transactions write events and commit out of order.
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as eventsRoute } from "@/app/api/events/route";
import { db } from "@/lib/db/prisma";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { signedInCookie } from "@/lib/testing/session";
import type { EventList } from "@/lib/tracking/events-schema";
import { writeShipmentEvent } from "@/lib/tracking/events";

let booking: Awaited<ReturnType<typeof createBooking>>;
let code: string;

const events = (query: string, auth: { apiKey?: string; cookie?: string } = { apiKey: TEST_API_KEYS.agent }) =>
  callRoute<EventList>(eventsRoute, {
    url: `/api/events?${query}`,
    apiKey: auth.apiKey,
    headers: auth.cookie ? { cookie: auth.cookie } : undefined,
  });

// The horizon is the server's: a transaction open in another database (a test file running beside
// this one) holds events back too, for as long as it is open. Reads that expect events wait for them.
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await sleep(50);
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  booking = await createBooking({ items: 2, voyage: (await openNrlVoyage()).number });
  code = booking.saved.BookingCode!;
  const callers = await testCallers();
  await recordMilestones(callers.staffNrl, [
    { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: "2026-11-20" } },
    { itemId: booking.itemIds[1], milestone: { type: "Delivered", on: "2026-11-21" } },
    { itemId: booking.itemIds[0], milestone: { type: "Loaded", on: "2026-11-22" } },
    { itemId: booking.itemIds[0], milestone: { type: "CustomsCleared", on: "2026-11-22" } },
  ]);
  await eventually(
    () => events(`bookingCode=${code}`),
    (res) => res.body.events.length === 4,
  );
}, 90_000);

describe("GET /api/events", { timeout: 90_000 }, () => {
  it("answers item milestones as actual events with the VIN, booking, voyage and port, oldest first", async () => {
    const res = await events(`bookingCode=${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    const vin0 = booking.message.Items[0].SerialNumber!;
    expect(
      res.body.events.map((e) => [
        e.eventType,
        e.eventClassifierCode,
        e.equipmentEventTypeCode ?? e.shipmentEventTypeCode,
        e.references[0]?.referenceValue,
      ]),
    ).toEqual([
      ["EQUIPMENT", "ACT", "GTIN", vin0],
      ["EQUIPMENT", "ACT", "GTIN", booking.message.Items[1].SerialNumber],
      ["EQUIPMENT", "ACT", "LOAD", vin0],
      ["SHIPMENT", "ACT", "RELS", vin0],
    ]);
    const [delivered] = res.body.events;
    expect(delivered).toMatchObject({
      equipmentReference: vin0,
      documentReferences: [{ documentReferenceType: "BKG", documentReferenceValue: code }],
      // Zeebrugge is UTC+1 in November: the day starts at 23:00 UTC the day before
      eventDateTime: "2026-11-19T23:00:00.000Z",
      transportCall: {
        UNLocationCode: "BEZEE",
        modeOfTransport: "VESSEL",
        carrierVoyageNumber: booking.message.Header.BookingVoyage,
      },
    });
    expect(delivered.transportCall.vessel?.vesselName).toBeTruthy();
    expect(res.body.events[3].documentTypeCode).toBe("CUS");
  });

  it("filters by VIN and event type", async () => {
    const vin1 = booking.message.Items[1].SerialNumber!;
    const byVin = await events(`bookingCode=${code}&vin=${vin1.toLowerCase()}`);
    expect(byVin.body.events.map((e) => e.equipmentReference)).toEqual([vin1]);
    const shipment = await events(`bookingCode=${code}&eventType=SHIPMENT`);
    expect(shipment.body.events.map((e) => e.shipmentEventTypeCode)).toEqual(["RELS"]);
    expect((await events(`bookingCode=${code}&eventType=TRANSPORT`)).body.events).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await events(`bookingCode=${code}&eventCreatedDateTime:gte=${future}`)).body.events).toEqual([]);
    expect((await events(`bookingCode=${code}&eventCreatedDateTime:lt=${future}`)).body.events).toHaveLength(4);
    const recordedAt = (await events(`bookingCode=${code}`)).body.events[3].eventCreatedDateTime;
    expect(
      (await events(`bookingCode=${code}&eventCreatedDateTime:gte=${recordedAt}`)).body.events.length,
    ).toBeGreaterThanOrEqual(1);
    expect((await events(`eventCreatedDateTime:gte=yesterday`)).status).toBe(400);
  });

  it("shows agents their bookings' events and staff their line's, nobody else's", async () => {
    expect((await events(`bookingCode=${code}`, { apiKey: TEST_API_KEYS.otherAgent })).body.events).toEqual([]);
    const staff = await events(`bookingCode=${code}`, { cookie: await signedInCookie(TEST_USERS.staffNrl) });
    expect(staff.body.events).toHaveLength(4);
    const other = await events(`bookingCode=${code}`, { cookie: await signedInCookie(TEST_USERS.staffAcc) });
    expect(other.body.events).toEqual([]);
    expect((await callRoute(eventsRoute, { url: "/api/events" })).status).toBe(401);
  });

  it("answers only what came after a cursor, and a cursor of its own making is 400", async () => {
    const first = await events(`bookingCode=${code}&limit=3`);
    expect(first.body.events).toHaveLength(3);
    const rest = await events(`bookingCode=${code}&limit=3&cursor=${first.body.cursor}`);
    expect(rest.body.events.map((e) => e.shipmentEventTypeCode)).toEqual(["RELS"]);
    const none = await events(`bookingCode=${code}&cursor=${rest.body.cursor}`);
    expect(none.body.events).toEqual([]);
    expect((await events(`cursor=${Buffer.from("12.x").toString("base64url")}`)).status).toBe(400);
    expect((await events("limit=1001")).status).toBe(400);
  });

  // Two transactions open at once: the embedded PostgreSQL has one connection.
  const onServer = !!process.env.TEST_DATABASE_URL;

  it.skipIf(!onServer)(
    "holds back an event while an older transaction is still open, then hands out both, in order",
    async () => {
      let releaseOlder!: () => void;
      const olderMayCommit = new Promise<void>((resolve) => (releaseOlder = resolve));
      let olderWrote!: () => void;
      const olderHasWritten = new Promise<void>((resolve) => (olderWrote = resolve));
      const start = await events(`bookingCode=${code}`);
      // The older transaction writes first (lower id, lower txid) and commits last.
      const older = db().$transaction(
        async (tx) => {
          await writeShipmentEvent(tx, { bookingId: booking.id, code: "RECE", at: new Date(), remark: "older" });
          olderWrote();
          await olderMayCommit;
        },
        { timeout: 20_000 },
      );
      await olderHasWritten;
      await db().$transaction((tx) =>
        writeShipmentEvent(tx, { bookingId: booking.id, code: "CONF", at: new Date(), remark: "younger" }),
      );
      const whileOpen = await events(`bookingCode=${code}&cursor=${start.body.cursor}`);
      expect(whileOpen.body.events).toEqual([]);
      releaseOlder();
      await older;
      const after = await eventually(
        async () => (await events(`bookingCode=${code}&cursor=${start.body.cursor}`)).body.events,
        (list) => list.length >= 2,
      );
      expect(after.map((e) => e.shipmentEventTypeCode)).toEqual(["RECE", "CONF"]);
    },
  );

  it.skipIf(!onServer)(
    "replays without gaps or repeats while many transactions write events and commit out of order",
    async () => {
      const target = await createBooking({ items: 1 });
      const targetCode = target.saved.BookingCode!;
      const WRITERS = 6;
      const ROUNDS = 15;
      const written: string[] = [];
      let writing = true;
      const writer = async (w: number) => {
        for (let r = 0; r < ROUNDS; r++) {
          const ids = await db().$transaction(
            async (tx) => {
              const made: string[] = [];
              for (let k = 0; k <= (w + r) % 3; k++) {
                const row = await tx.trackingEvent.create({
                  data: {
                    bookingId: target.id,
                    eventType: "SHIPMENT",
                    classifier: "ACT",
                    code: "RECE",
                    eventDateTime: new Date(),
                  },
                  select: { eventId: true },
                });
                made.push(row.eventId);
                // hold the transaction open a while: later transactions commit before this one
                await sleep(((w * 7 + r * 13 + k * 5) % 25) + 1);
              }
              return made;
            },
            { timeout: 20_000 },
          );
          written.push(...ids);
        }
      };
      const seen: string[] = [];
      let cursor: string | undefined;
      const read = async () => {
        const res = await events(`bookingCode=${targetCode}&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        seen.push(...res.body.events.map((e) => e.eventID));
        cursor = res.body.cursor;
        return res.body.events.length;
      };
      const reader = async () => {
        while (writing) {
          await read();
          await sleep(3);
        }
      };
      const readerDone = reader();
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      writing = false;
      await readerDone;
      // drain what was still behind the horizon
      await eventually(read, () => seen.length >= written.length);

      expect(written.length).toBeGreaterThan(WRITERS * ROUNDS);
      expect(new Set(seen).size).toBe(seen.length); // no repeats
      expect([...seen].sort()).toEqual([...written].sort()); // no gaps
      // and the read order is the recorded order (txid, id)
      const order = await db().trackingEvent.findMany({
        where: { bookingId: target.id },
        orderBy: [{ txid: "asc" }, { id: "asc" }],
        select: { eventId: true },
      });
      expect(seen).toEqual(order.map((o) => o.eventId));
    },
  );
});

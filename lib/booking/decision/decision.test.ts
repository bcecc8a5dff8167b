// The line's decision on PostgreSQL (docs/integrators/line-decision.md): a reviewing line
// (the demo's Meridian Ro-Ro) receives, asks for an update, confirms, declines (freeing the space)
// and decides held amendments; `auto` lines answer Confirmed at once; a unit is gated in only
// once its booking is confirmed; of two decisions at once one wins. On a database of its own: the
// file books space on a Meridian voyage.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as decisionRoute } from "@/app/api/bookings/[id]/decision/route";
import { DELETE as amendmentRoute } from "@/app/api/bookings/[id]/amendment/route";
import { POST as milestoneRoute } from "@/app/api/items/[id]/milestones/route";
import { GET as capacityRoute } from "@/app/api/voyages/[voyage]/capacity/route";
import type { Caller } from "@/lib/auth/caller";
import { decisionBodySchema } from "@/lib/booking/decision/confirmation-schema";
import { decideBooking } from "@/lib/booking/decision/decide-booking";
import type { Confirmation, DecisionResponse } from "@/lib/booking/decision/confirmation-schema";
import type { BookingSaveResponse, ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { parseBookingListQuery } from "@/lib/booking/read/booking-list-query";
import { listBookings } from "@/lib/booking/read/list-bookings";
import { GET as exportRoute } from "@/app/bookings/export/route";
import { db } from "@/lib/db/prisma";
import { startReceiver, testCallers } from "@/lib/feed/test-helpers";
import { createSubscription } from "@/lib/feed/subscriptions";
import { FeedWorker } from "@/lib/feed/worker";
import { setAllotment } from "@/lib/acceptance/staff-controls";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { readEvents, shipmentEventsOf } from "@/lib/tracking/test-helpers";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import type { VoyageCapacity } from "@/lib/voyage-space/capacity-schema";

let ownDatabase: TestDatabase;
let staffMrr: Caller;
let staffNrl: Caller;
let acmeUser: Caller;
let sailing: { number: string; pol: string; terminal: string; pod: string };
const today = new Date().toISOString().slice(0, 10);

type Envelope = { status: number; code: string; errors: { path: string; code: string; message: string }[] };
type Message = { booking: ExtBookingInput & { Confirmation: Confirmation | null; Header: { Version: number } } };

/** A unit of exactly 20 RT (5 × 2 × 2 m, 2.5 t). */
const twentyRt = { Length: 500, Width: 200, Height: 200, Weight: 2500 };
const onMeridian = (items = 1) =>
  bookingInput({
    items,
    header: {
      Line: "MRR",
      BookingVoyage: sailing.number,
      Pol: sailing.pol,
      Terminal: sailing.terminal,
      Pod: sailing.pod,
    },
    itemOverrides: twentyRt,
  });

async function save(message: ExtBookingInput) {
  const res = await callRoute<BookingSaveResponse & Envelope>(saveRoute, {
    url: "/api/booking/save",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
  return res;
}
async function saved(message: ExtBookingInput) {
  const res = await save(message);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking;
}
async function read(id: number) {
  const res = await callRoute<Message>(bookingRoute, {
    url: `/api/bookings/${id}`,
    apiKey: TEST_API_KEYS.agent,
    params: { id: String(id) },
  });
  expect(res.status).toBe(200);
  return res.body.booking;
}
/** A decision through the route, as an admin's API key (staff's go through decideBooking, the same code). */
function decide(id: number, body: unknown) {
  return callRoute<DecisionResponse & Envelope>(decisionRoute, {
    url: `/api/bookings/${id}/decision`,
    apiKey: TEST_API_KEYS.admin,
    params: { id: String(id) },
    body,
  });
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code: string; errors: { code: string }[] }) => ({ code: e.code, errors: e.errors.map((x) => x.code) }),
  );
async function bookedRt(): Promise<number> {
  const res = await callRoute<VoyageCapacity>(capacityRoute, {
    url: `/api/voyages/${sailing.number}/capacity?line=MRR`,
    apiKey: TEST_API_KEYS.agent,
    params: { voyage: sailing.number },
  });
  expect(res.status).toBe(200);
  return Math.max(...res.body.legs.map((l) => l.bookedRt));
}
/** The message of a stored booking, to send back changed. */
async function messageOf(id: number): Promise<ExtBookingInput> {
  const { Quote: _q, Confirmation: _c, ...message } = (await read(id)) as Message["booking"] & { Quote: unknown };
  return message;
}

// the test receivers listen on 127.0.0.1
process.env.FEED_ALLOW_PRIVATE_URLS = "1";

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const callers = await testCallers();
  staffNrl = callers.staffNrl;
  acmeUser = callers.acmeUser;
  const mrr = await db().user.findUniqueOrThrow({ where: { email: "staff.mrr@quayside.test" } });
  staffMrr = {
    kind: "user",
    id: mrr.id,
    role: "STAFF",
    agentId: null,
    lineId: mrr.lineId,
    name: mrr.name,
    ip: "127.0.0.1",
  };
  // A Meridian sailing open for booking: a loading call with its cut-off days ahead, a later discharging one.
  const [row] = await db().$queryRaw<(typeof sailing)[]>`
    SELECT v.number, pa.code AS pol, t.code AS terminal, pb.code AS pod FROM "Voyage" v
    JOIN "ShippingLine" l ON l.id = v."lineId"
    JOIN "Visit" a ON a."voyageId" = v.id AND a."canLoad" JOIN "Port" pa ON pa.id = a."portId"
    JOIN "Terminal" t ON t.id = a."terminalId"
    JOIN "Visit" b ON b."voyageId" = v.id AND b.sequence > a.sequence AND b."canDischarge" JOIN "Port" pb ON pb.id = b."portId"
    WHERE l.code = 'MRR' AND v."cancelledAt" IS NULL AND v."saleStoppedAt" IS NULL AND a."cutOff" > now() + interval '5 days'
    ORDER BY a.departure, a.sequence, b.sequence LIMIT 1`;
  sailing = row;
});

afterAll(async () => {
  await ownDatabase?.drop();
});

describe("a line on auto (the interface's behaviour)", () => {
  it("answers the save as before plus Confirmation Confirmed, and leaves nothing to decide", async () => {
    const b = await saved(bookingInput());
    expect(b.Confirmation).toEqual({
      State: "Confirmed",
      Reason: null,
      Paths: [],
      DecidedAt: null,
      PendingAmendment: null,
    });
    expect((await read(b.Id!)).Confirmation?.State).toBe("Confirmed");
    // a decision there is none to take
    const again = await decide(b.Id!, { decision: "confirm" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "decision", code: "wrong_state" }] });
  });

  it("gives drafts no Confirmation", async () => {
    const b = await saved(bookingInput({ header: { Status: "draft" } }));
    expect(b.Confirmation).toBeNull();
  });
});

describe("a line that reviews (Meridian Ro-Ro)", () => {
  it("receives a booking, refuses its gate-in, asks for an update, receives the update and confirms it", async () => {
    const b = await saved(onMeridian());
    expect(b.Confirmation?.State).toBe("Received");
    const itemId = Number(b.Items[0].Id);

    const gate = await callRoute<Envelope>(milestoneRoute, {
      url: `/api/items/${itemId}/milestones`,
      apiKey: TEST_API_KEYS.admin,
      params: { id: String(itemId) },
      body: { type: "Delivered", on: today },
    });
    expect(gate.status).toBe(409);
    expect(gate.body.errors.map((e) => e.code)).toEqual(["booking_not_confirmed"]);

    const asked = await decideBooking(
      staffMrr,
      b.Id!,
      decisionBodySchema.parse({
        decision: "request-update",
        reason: "Give the unit's real weight.",
        paths: ["Items[0].Weight"],
      }),
    );
    expect(asked.booking.Confirmation).toMatchObject({
      State: "PendingUpdate",
      Reason: "Give the unit's real weight.",
      Paths: ["Items[0].Weight"],
    });
    expect((await read(b.Id!)).Confirmation?.Paths).toEqual(["Items[0].Weight"]);

    const message = await messageOf(b.Id!);
    message.Items[0].Weight = 2300;
    const updated = await saved(message);
    expect(updated.Confirmation).toMatchObject({ State: "Received", Reason: null, Paths: [] });

    const confirmed = await decideBooking(staffMrr, b.Id!, decisionBodySchema.parse({ decision: "confirm" }));
    expect(confirmed.booking.Confirmation.State).toBe("Confirmed");
    expect(confirmed.booking.Confirmation.DecidedAt).toMatch(/Z$/);

    const gateAgain = await callRoute<Envelope>(milestoneRoute, {
      url: `/api/items/${itemId}/milestones`,
      apiKey: TEST_API_KEYS.admin,
      params: { id: String(itemId) },
      body: { type: "Delivered", on: today },
    });
    expect(gateAgain.status).toBe(200);

    // every decision in the history, with who and why
    const revisions = await db().bookingRevision.findMany({ where: { bookingId: b.Id! }, orderBy: { version: "asc" } });
    const decisions = revisions.filter((r) =>
      (r.changes as { path: string }[]).some((c) => c.path === "Confirmation.Decision"),
    );
    expect(decisions.map((r) => r.actor)).toEqual([staffMrr.name, staffMrr.name]);
    expect(JSON.stringify(decisions[0].changes)).toContain("Give the unit's real weight.");
    // and the agent's users were told
    const told = await db().notification.findMany({ where: { bookingId: b.Id!, kind: "BOOKING_DECISION" } });
    expect(told.length).toBeGreaterThan(0);
  });

  it("writes one shipment event per decision, for the booking's agent and the line's staff only", async () => {
    const agent = { apiKey: TEST_API_KEYS.agent };
    const others = [
      { apiKey: TEST_API_KEYS.otherAgent },
      { user: TEST_USERS.staffNrl },
      { user: TEST_USERS.otherAgent },
    ];
    const cases = [
      { body: { decision: "confirm" }, code: "CONF", state: "Confirmed", reason: null },
      { body: { decision: "decline", reason: "No room for this unit's height." }, code: "REJE", state: "Declined" },
      {
        body: { decision: "request-update", reason: "Give the VIN.", paths: ["Items[0].SerialNumber"] },
        code: "PENU",
        state: "PendingUpdate",
      },
    ] as const;
    for (const c of cases) {
      const b = await saved(onMeridian());
      const before = await readEvents(`bookingCode=${b.BookingCode}`, agent);
      expect(before.events).toEqual([]);
      const decidedFrom = new Date().toISOString();
      await decideBooking(staffMrr, b.Id!, decisionBodySchema.parse(c.body));
      const [event, ...more] = await shipmentEventsOf(b.BookingCode!, agent);
      expect(more, c.body.decision).toEqual([]);
      // the replay from the cursor read before the decision hands it out once; the time filter finds it
      const replay = await readEvents(`bookingCode=${b.BookingCode}&cursor=${before.cursor}`, agent);
      expect(replay.events.map((e) => e.eventID)).toEqual([event.eventID]);
      expect((await readEvents(`bookingCode=${b.BookingCode}&cursor=${replay.cursor}`, agent)).events).toEqual([]);
      const since = (op: string) =>
        readEvents(`bookingCode=${b.BookingCode}&eventType=SHIPMENT&eventCreatedDateTime:${op}=${decidedFrom}`, agent);
      expect((await since("gte")).events.map((e) => e.eventID)).toEqual([event.eventID]);
      expect((await since("lt")).events).toEqual([]);
      expect(event).toMatchObject({
        eventType: "SHIPMENT",
        eventClassifierCode: "ACT",
        shipmentEventTypeCode: c.code,
        documentTypeCode: "BKG",
        documentReferences: [{ documentReferenceType: "BKG", documentReferenceValue: b.BookingCode }],
        reason: "reason" in c.body ? c.body.reason : null,
        bookingDecision: {
          decision: c.body.decision,
          state: c.state,
          decidedBy: { name: staffMrr.name, role: "LINE_STAFF" },
        },
      });
      // the line's staff read the same one event; other agents and other lines' staff none
      const staff = await shipmentEventsOf(b.BookingCode!, { user: TEST_USERS.staffMrr });
      expect(staff.map((e) => e.eventID)).toEqual([event.eventID]);
      for (const who of others)
        expect(await shipmentEventsOf(b.BookingCode!, who, 1, 0), JSON.stringify(who)).toEqual([]);
    }

    // a held change declined: REJE, and the booking stays Confirmed
    const b = await saved(onMeridian());
    await decideBooking(staffMrr, b.Id!, decisionBodySchema.parse({ decision: "confirm" }));
    const message = await messageOf(b.Id!);
    message.Items[0].Weight = 2400;
    expect((await saved(message)).Confirmation?.State).toBe("PendingAmendment");
    await decideBooking(
      staffMrr,
      b.Id!,
      decisionBodySchema.parse({ decision: "decline", reason: "The deck is planned." }),
    );
    const events = await shipmentEventsOf(b.BookingCode!, agent, 2);
    expect(
      events.map((e) => [e.shipmentEventTypeCode, e.bookingDecision?.decision, e.bookingDecision?.state, e.reason]),
    ).toEqual([
      ["CONF", "confirm", "Confirmed", null],
      ["REJE", "decline-amendment", "Confirmed", "The deck is planned."],
    ]);
  });

  it("holds a change of a confirmed booking: confirmed once as one revision, declined once leaving it", async () => {
    const b = await saved(onMeridian());
    await decideBooking(staffMrr, b.Id!, decisionBodySchema.parse({ decision: "confirm" }));
    const before = await read(b.Id!);

    const change = await messageOf(b.Id!);
    change.Items[0].Weight = 2400;
    change.Header.Note = "Second key in the glovebox";
    const held = await saved(change);
    expect(held.Confirmation?.State).toBe("PendingAmendment");
    const pending = await read(b.Id!);
    // the read answers the confirmed version, and the held change beside it
    expect(pending.Items[0].Weight).toBe(2500);
    expect(pending.Header.Note ?? null).toBe(before.Header.Note ?? null);
    expect(pending.Confirmation?.PendingAmendment?.Changes.map((c) => c.Path).sort()).toEqual(
      expect.arrayContaining(["Header.Note"]),
    );
    expect(pending.Confirmation?.PendingAmendment?.Changes.some((c) => c.Path.endsWith(".Weight"))).toBe(true);

    const versionBefore = pending.Header.Version;
    const applied = await decideBooking(
      staffMrr,
      b.Id!,
      decisionBodySchema.parse({ decision: "confirm", reason: "Fine." }),
    );
    expect(applied.booking.Confirmation).toMatchObject({ State: "Confirmed", PendingAmendment: null });
    expect(applied.booking.Version).toBe(versionBefore + 1);
    const after = await read(b.Id!);
    expect(after.Items[0].Weight).toBe(2400);
    expect(after.Header.Note).toBe("Second key in the glovebox");

    // another change, declined: nothing changes
    const second = await messageOf(b.Id!);
    second.Items[0].Weight = 2600;
    expect((await saved(second)).Confirmation?.State).toBe("PendingAmendment");
    const declined = await decideBooking(
      staffMrr,
      b.Id!,
      decisionBodySchema.parse({ decision: "decline", reason: "Over the declared weight." }),
    );
    expect(declined.booking.Confirmation).toMatchObject({
      State: "Confirmed",
      Reason: "Over the declared weight.",
      PendingAmendment: null,
    });
    expect((await read(b.Id!)).Items[0].Weight).toBe(2400);
  });

  it("lets the agent withdraw its held change; the confirmed booking stands", async () => {
    const b = await saved(onMeridian());
    await decideBooking(staffMrr, b.Id!, decisionBodySchema.parse({ decision: "confirm" }));
    const change = await messageOf(b.Id!);
    change.Items[0].Weight = 1900;
    expect((await saved(change)).Confirmation?.State).toBe("PendingAmendment");
    const withdraw = () =>
      callRoute<DecisionResponse & Envelope>(amendmentRoute, {
        method: "DELETE",
        url: `/api/bookings/${b.Id}/amendment`,
        apiKey: TEST_API_KEYS.agent,
        params: { id: String(b.Id) },
      });
    const res = await withdraw();
    expect(res.status).toBe(200);
    expect(res.body.booking.Confirmation).toMatchObject({ State: "Confirmed", PendingAmendment: null });
    expect((await read(b.Id!)).Items[0].Weight).toBe(2500);
    const again = await withdraw();
    expect(again.status).toBe(409);
    expect(again.body.errors.map((e) => e.code)).toEqual(["wrong_state"]);
  });

  it("lets a cancellation of a confirmed booking take effect at once", async () => {
    const b = await saved(onMeridian());
    await decideBooking(staffMrr, b.Id!, decisionBodySchema.parse({ decision: "confirm" }));
    const message = await messageOf(b.Id!);
    message.Header.IsCanceled = true;
    const canceled = await saved(message);
    expect(canceled.IsCanceled).toBe(true);
    expect(canceled.Confirmation?.State).toBe("Confirmed");
  });

  it("frees the leg's space to the revenue ton when it declines, and the decline is final", async () => {
    const start = await bookedRt();
    const b = await saved(onMeridian(2));
    expect(await bookedRt()).toBeCloseTo(start + 40, 3);
    const res = await decide(b.Id!, { decision: "decline", reason: "No space for used vehicles this week." });
    expect(res.status).toBe(200);
    expect(res.body.booking.Confirmation.State).toBe("Declined");
    expect(await bookedRt()).toBeCloseTo(start, 3);
    const again = await save(await messageOf(b.Id!));
    expect(again.status).toBe(409);
    expect(again.body.errors.map((e) => e.code)).toEqual(["declined"]);
  });

  it("answers 409 wrong_state for a decision the state does not allow, and 422 for a decline without reason", async () => {
    const b = await saved(onMeridian());
    const unexplained = await decide(b.Id!, { decision: "decline" });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ code: "required" }] });
    await decideBooking(
      staffMrr,
      b.Id!,
      decisionBodySchema.parse({ decision: "request-update", reason: "Which unit?", paths: [] }),
    );
    expect(await refusal(decideBooking(staffMrr, b.Id!, decisionBodySchema.parse({ decision: "confirm" })))).toEqual({
      code: "NOT_ALLOWED",
      errors: ["wrong_state"],
    });
    // another line's staff do not see it
    expect(
      await refusal(decideBooking(staffNrl, b.Id!, decisionBodySchema.parse({ decision: "decline", reason: "x" }))),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("lets one of two staff deciding at once win; the other gets 409", async () => {
    const b = await saved(onMeridian());
    const answers = await Promise.all([
      decide(b.Id!, { decision: "confirm" }),
      decide(b.Id!, { decision: "decline", reason: "Too late." }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.errors.map((e) => e.code)).toEqual(["wrong_state"]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await read(b.Id!)).Confirmation?.State).toBe(winner.body.booking.Confirmation.State);
  });

  it("shows the decision in the bookings list (filter and column) and its CSV export", async () => {
    const b = await saved(onMeridian());
    const list = await listBookings(staffMrr, parseBookingListQuery({ confirmation: "Received" }));
    expect(list.rows.find((r) => r.id === b.Id)?.confirmation).toBe("Received");
    expect(list.rows.every((r) => r.confirmation === "Received")).toBe(true);
    const confirmedOnly = await listBookings(staffMrr, parseBookingListQuery({ confirmation: "Confirmed" }));
    expect(confirmedOnly.rows.some((r) => r.id === b.Id)).toBe(false);
    const csv = await callRoute<string>(exportRoute, {
      url: `/bookings/export?q=${b.BookingCode}`,
      apiKey: TEST_API_KEYS.agent,
    });
    expect(csv.status).toBe(200);
    const [header, row] = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header.split(",").at(-1)).toBe("Line's decision");
    expect(row.split(",").at(-1)).toBe("Waiting for the line");
  });

  it("posts each decision, signed, to a subscription that asks for booking.confirmation, and nothing to one that does not", async () => {
    const asking = await startReceiver();
    const notAsking = await startReceiver();
    try {
      const a = await createSubscription(acmeUser, { url: asking.url, events: ["booking.confirmation"] });
      const b = await createSubscription(acmeUser, { url: notAsking.url });
      const booking = await saved(onMeridian());
      // The workers run as they do in production; the decision reaches the endpoint within 2 s.
      const worker = new FeedWorker({ subscriptionIds: [a.id, b.id], pollMs: 50 });
      worker.start();
      let elapsedMs: number;
      try {
        const decidedAt = Date.now();
        await decideBooking(
          staffMrr,
          booking.Id!,
          decisionBodySchema.parse({
            decision: "request-update",
            reason: "Which terminal?",
            paths: ["Header.Terminal"],
          }),
        );
        await expect.poll(() => asking.events().length, { timeout: 2_000, interval: 20 }).toBe(1);
        elapsedMs = Date.now() - decidedAt;
      } finally {
        await worker.stop();
      }
      expect(elapsedMs).toBeLessThan(2_000);
      const [{ post, event }] = asking.events();
      expect(() => new Webhook(a.secret).verify(post.body, post.headers as Record<string, string>)).not.toThrow();
      expect(event).toMatchObject({
        type: "booking.confirmation",
        bookingId: booking.Id,
        bookingCode: booking.BookingCode,
        state: "PendingUpdate",
        reason: "Which terminal?",
        paths: ["Header.Terminal"],
      });
      expect(notAsking.posts).toHaveLength(0);
      expect(await db().bookingEvent.count({ where: { subscriptionId: b.id } })).toBe(0);
      expect((await db().bookingEvent.findFirstOrThrow({ where: { subscriptionId: a.id } })).status).toBe("DELIVERED");
    } finally {
      await asking.close();
      await notAsking.close();
    }
  });

  it("waitlists bookings on a full sailing and confirms them in order as space frees", async () => {
    const voyage = await openNrlVoyage();
    const capacity = async () => {
      const res = await callRoute<VoyageCapacity>(capacityRoute, {
        url: `/api/voyages/${voyage.number}/capacity?line=NRL`,
        apiKey: TEST_API_KEYS.agent,
        params: { voyage: voyage.number },
      });
      return Math.max(...res.body.legs.map((l) => l.bookedRt));
    };
    const before = await capacity();
    // room for exactly two 20 RT units
    await setAllotment(staffNrl, { voyageId: voyage.id, allotmentRt: before + 40 });
    const onNrl = (header: Partial<ExtBookingInput["Header"]> = {}) =>
      bookingInput({ header: { BookingVoyage: voyage.number, ...header }, itemOverrides: twentyRt });
    const first = await saved(onNrl());
    await saved(onNrl());
    const refused = await save(onNrl());
    expect(refused.status).toBe(409);
    expect(refused.body.errors.map((e) => e.code)).toEqual(["voyage_full"]);

    const waiting = [];
    for (let i = 0; i < 3; i++) {
      const w = await saved(onNrl({ Waitlist: true }));
      expect(w.Confirmation?.State).toBe("Waitlisted");
      waiting.push(w);
    }
    expect(await capacity()).toBeCloseTo(before + 40, 3);

    const cancel = await messageOf(first.Id!);
    cancel.Header.IsCanceled = true;
    await saved(cancel);
    const states = await Promise.all(waiting.map(async (w) => (await read(w.Id!)).Confirmation?.State));
    expect(states).toEqual(["Confirmed", "Waitlisted", "Waitlisted"]);
    expect(await capacity()).toBeCloseTo(before + 40, 3);
    const told = await db().notification.count({ where: { bookingId: waiting[0].Id!, kind: "BOOKING_DECISION" } });
    expect(told).toBeGreaterThan(0);
    // one shipment event for the booking given the space, decided by Quayside; none for those still waiting
    const [offer, ...more] = await shipmentEventsOf(waiting[0].BookingCode!, { apiKey: TEST_API_KEYS.agent });
    expect(more).toEqual([]);
    expect(offer).toMatchObject({
      shipmentEventTypeCode: "CONF",
      bookingDecision: {
        decision: "waitlist-offer",
        state: "Confirmed",
        decidedBy: { name: "Quayside", role: "QUAYSIDE" },
      },
      reason: `Space freed on voyage ${voyage.number}.`,
    });
    expect(await shipmentEventsOf(waiting[1].BookingCode!, { apiKey: TEST_API_KEYS.agent }, 1, 0)).toEqual([]);

    // more capacity released: the next in line takes it
    await setAllotment(staffNrl, { voyageId: voyage.id, allotmentRt: before + 60 });
    const afterGrowth = await Promise.all(waiting.map(async (w) => (await read(w.Id!)).Confirmation?.State));
    expect(afterGrowth).toEqual(["Confirmed", "Confirmed", "Waitlisted"]);

    // a draft finished on the full sailing may wait too (the form's "Join the waitlist")
    const draft = await saved(onNrl({ Status: "draft" }));
    const finish = await messageOf(draft.Id!);
    finish.Header.Status = "Approved";
    expect((await save(finish)).body.errors.map((e) => e.code)).toEqual(["voyage_full"]);
    finish.Header.Waitlist = true;
    expect((await saved(finish)).Confirmation?.State).toBe("Waitlisted");
  });
});

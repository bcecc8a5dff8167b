// A call's times changed through PATCH /api/voyages/{voyage}/visits/{port}: every booking on the
// call follows (200 of them, of two agents), each agent's users are told once, and one estimated
// event is written per booking. The voyage is a fresh copy of an open one, far in the future, so
// no other test's bookings or reads meet it.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as moveVisitRoute } from "@/app/api/voyages/[voyage]/visits/[port]/route";
import { db } from "@/lib/db/prisma";
import { createBooking, startReceiver, testCallers, type TestReceiver } from "@/lib/feed/test-helpers";
import { createSubscription } from "@/lib/feed/subscriptions";
import { FeedWorker } from "@/lib/feed/worker";
import { Webhook } from "standardwebhooks";
import { addVoyage } from "@/lib/lines/add-voyage";
import { parseInput } from "@/lib/lines/parse-input";
import { addVoyageSchema } from "@/lib/lines/schemas";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { signedInCookie } from "@/lib/testing/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { readTracking } from "@/lib/tracking/track";
import type { MovedVisit } from "@/lib/tracking/move-visit-schema";

const PER_AGENT = 100;
let voyage: { id: number; number: string };
let bookingIds: number[];
let staffCookie: string;

/** Copies of a booking on the voyage (no units: the ETA and the events are the booking's). */
async function copies(bookingId: number, count: number, voyageId: number): Promise<number[]> {
  const columns = await db().$queryRaw<{ name: string }[]>`
    SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'Booking'
       AND column_name NOT IN ('id', 'bookingCode', 'number', 'voyageId', 'itemCount', 'quoteNumber')`;
  const list = columns.map((c) => `"${c.name}"`).join(", ");
  const rows = await db().$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO "Booking" (${list}, "bookingCode", number, "voyageId")
     SELECT ${list}, "bookingCode" || '-S' || g, number + 500000 + g, $2
       FROM "Booking", generate_series(1, $3::int) g WHERE id = $1
     RETURNING id`,
    bookingId,
    voyageId,
    count,
  );
  return rows.map((r) => r.id);
}

const patch = (port: string, body: unknown, cookie = staffCookie) =>
  callRoute<MovedVisit>(moveVisitRoute, {
    method: "PATCH",
    url: `/api/voyages/${voyage.number}/visits/${port}`,
    params: { voyage: voyage.number, port },
    headers: { cookie, "sec-fetch-site": "same-origin" },
    body,
  });

// the test receiver listens on 127.0.0.1
process.env.FEED_ALLOW_PRIVATE_URLS = "1";

let callers: Awaited<ReturnType<typeof testCallers>>;
beforeAll(async () => {
  callers = await testCallers();
  const source = await openNrlVoyage();
  // parsed as the console's action parses it (lib/actions/lines.ts)
  voyage = await addVoyage(
    callers.staffNrl,
    parseInput(addVoyageSchema, {
      sourceVoyageId: source.id,
      number: `TRK${randomInt(100000, 999999)}`,
      firstArrival: `${2045 + randomInt(0, 30)}-03-01T06:00`,
    }),
  );
  const [acme, bvf] = [await createBooking({ agent: "ACME" }), await createBooking({ agent: "BVF" })];
  bookingIds = [...(await copies(acme.id, PER_AGENT, voyage.id)), ...(await copies(bvf.id, PER_AGENT, voyage.id))];
  staffCookie = await signedInCookie(TEST_USERS.staffNrl);
});

describe("PATCH /api/voyages/{voyage}/visits/{port}", () => {
  it("moves the arrival at the Pod by two days: 200 ETAs follow, one EST event each, each agent told once", async () => {
    const lagos = await db().visit.findFirstOrThrow({
      where: { voyageId: voyage.id, port: { code: "NGLOS" } },
      orderBy: { sequence: "asc" },
    });
    const later = (d: Date) => new Date(d.getTime() + 2 * 24 * 3_600_000).toISOString().slice(0, 19);
    // ACME's integrator asks for ETA changes; BVF's only for item updates
    const receiver: TestReceiver = await startReceiver();
    const asking = await createSubscription(callers.acmeUser, { url: receiver.url, events: ["booking.eta"] });
    const notAsking = await createSubscription(callers.bvfAgent, { url: receiver.url });
    // one of BVF's users reads French (My account → My language): told in French, the others in
    // English (whatever language other tests of this database left them in, put back afterwards)
    const readers = await db().user.findMany({
      where: { role: "AGENT", disabledAt: null, agent: { code: { in: ["ACME", "BVF"] } } },
      orderBy: { id: "asc" },
      select: { id: true, locale: true, agent: { select: { code: true } } },
    });
    const french = readers.find((u) => u.agent?.code === "BVF")!;
    await db().user.updateMany({ where: { id: { in: readers.map((u) => u.id) } }, data: { locale: null } });
    await db().user.update({ where: { id: french.id }, data: { locale: "fr" } });
    const started = performance.now();
    const res = await patch("nglos", {
      arrival: later(lagos.arrival),
      departure: later(lagos.departure),
      shiftLaterCalls: true,
    });
    const tookMs = performance.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(tookMs, "the move and all it writes, for 200 bookings").toBeLessThan(2000);
    expect(res.body).toMatchObject({ voyage: voyage.number, port: "NGLOS", arrival: later(lagos.arrival) });
    expect(res.body.bookingsReached).toBe(2 * PER_AGENT);

    // every booking's ETA is the new arrival, at once
    const etas = await Promise.all(bookingIds.map((id) => readTracking(Prisma.sql`b.id = ${id}`)));
    expect(new Set(etas.map((t) => t?.tracking.eta))).toEqual(new Set([later(lagos.arrival)]));

    // one estimated arrival event per booking, at the new arrival in Lagos time (UTC+1)
    const events = await db().trackingEvent.findMany({ where: { bookingId: { in: bookingIds } } });
    expect(events).toHaveLength(2 * PER_AGENT);
    expect(new Set(events.map((e) => e.bookingId)).size).toBe(2 * PER_AGENT);
    for (const e of events) {
      expect(e).toMatchObject({ eventType: "TRANSPORT", classifier: "EST", code: "ARRI" });
      expect(e.eventDateTime.toISOString()).toBe(new Date(`${later(lagos.arrival)}+01:00`).toISOString());
    }

    // each user of each agent: one notification of the change, naming its 100 bookings
    const notifications = await db().notification.findMany({
      where: { kind: "SCHEDULE_CHANGED", title: { contains: voyage.number } },
      include: { user: { select: { agentId: true } } },
    });
    const users = await db().user.findMany({
      where: { role: "AGENT", disabledAt: null, agent: { code: { in: ["ACME", "BVF"] } } },
      select: { id: true },
    });
    expect(notifications.map((n) => n.userId).sort()).toEqual(users.map((u) => u.id).sort());
    for (const u of readers) await db().user.update({ where: { id: u.id }, data: { locale: u.locale } });
    for (const n of notifications.filter((n) => n.userId !== french.id)) {
      expect(n.title).toBe(`Voyage ${voyage.number}: sailing times changed`);
      expect(n.body).toMatch(/^The arrival at Lagos moved from .+ to .+\. Times are port time\./);
      expect(n.body).toContain(`It concerns ${PER_AGENT} of your bookings`);
    }
    const inFrench = notifications.find((n) => n.userId === french.id)!;
    expect(inFrench.title).toBe(`Voyage ${voyage.number}\u00a0: horaires modifiés`);
    expect(inFrench.body).toMatch(/^L’arrivée à Lagos passe du .+ au .+\. Les heures sont celles du port\./);
    expect(inFrench.body).toContain(`Cela concerne ${PER_AGENT} de vos réservations\u00a0:`);

    // the feed carries the new ETA of each of ACME's 100 bookings to the subscription that asked, signed
    try {
      expect(await db().bookingEvent.count({ where: { subscriptionId: notAsking.id } })).toBe(0);
      const worker = new FeedWorker({ subscriptionIds: [asking.id, notAsking.id], pollMs: 20 });
      worker.start();
      try {
        await expect.poll(() => receiver.events().length, { timeout: 30_000 }).toBe(PER_AGENT);
      } finally {
        await worker.stop();
      }
      const acmeIds = new Set(
        (await db().booking.findMany({ where: { id: { in: bookingIds }, agentId: callers.acme.id } })).map((b) => b.id),
      );
      const posted = receiver.events();
      expect(new Set(posted.map((p) => p.event.bookingId))).toEqual(acmeIds);
      const eventIds = new Set(events.map((e) => e.eventId));
      for (const { post, event } of posted) {
        expect(() =>
          new Webhook(asking.secret).verify(post.body, post.headers as Record<string, string>),
        ).not.toThrow();
        expect(event).toMatchObject({
          type: "booking.eta",
          voyage: voyage.number,
          change: "arrival",
          port: { code: "NGLOS" },
          previous: lagos.arrival.toISOString().slice(0, 19),
          estimate: later(lagos.arrival),
        });
        expect(eventIds.has(String(event.eventID))).toBe(true);
      }
    } finally {
      await db().feedSubscription.deleteMany({ where: { id: { in: [asking.id, notAsking.id] } } });
      await receiver.close();
    }
  });

  it("is line staff's: agents 403, staff of another line 404", async () => {
    const body = { cutOff: null };
    const agent = await callRoute(moveVisitRoute, {
      method: "PATCH",
      url: `/api/voyages/${voyage.number}/visits/NGLOS`,
      params: { voyage: voyage.number, port: "NGLOS" },
      apiKey: TEST_API_KEYS.agent,
      body,
    });
    expect(agent.status).toBe(403);
    expect((await patch("NGLOS", body, await signedInCookie(TEST_USERS.staffAcc))).status).toBe(404);
    expect((await patch("XXXXX", body)).status).toBe(404);
    expect((await patch("NGLOS", {})).status).toBe(422);
  });

  it("refuses calls that would overlap, and changes nothing then", async () => {
    const lagos = await db().visit.findFirstOrThrow({
      where: { voyageId: voyage.id, port: { code: "NGLOS" } },
      orderBy: { sequence: "asc" },
    });
    const before = await db().trackingEvent.count({ where: { bookingId: { in: bookingIds } } });
    const res = await patch("NGLOS", { departure: "2020-01-01T00:00" });
    expect(res.status).toBe(422);
    expect(await db().visit.findUniqueOrThrow({ where: { id: lagos.id } })).toMatchObject({
      departure: lagos.departure,
    });
    expect(await db().trackingEvent.count({ where: { bookingId: { in: bookingIds } } })).toBe(before);
  });
});

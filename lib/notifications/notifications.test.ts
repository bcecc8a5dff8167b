// Notifications end to end on the test database (PGlite, or the server with TEST_DATABASE_URL)
// with a real SMTP server on 127.0.0.1 whose messages are parsed back. Each test makes users of
// its own and scopes its workers to them; time is injected (retries, leases, digests, reminders).
process.env.FEED_ALLOW_PRIVATE_URLS = "1"; // the dead-letter test's receiver is on 127.0.0.1
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import { cancelBooking } from "@/lib/booking/form/cancel-booking";
import { allowChassisException } from "@/lib/booking/rules/chassis-exception";
import type { BookingSaveResponse, ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { RETRY_DELAYS_MS } from "@/lib/feed/retry-schedule";
import { createSubscription } from "@/lib/feed/subscriptions";
import { createBooking, startReceiver, testCallers } from "@/lib/feed/test-helpers";
import { FeedWorker } from "@/lib/feed/worker";
import { claimEmails, formEmails } from "@/lib/notifications/emails";
import { scanCutOffReminders, scanExpiringQuotes, scanLateUnits } from "@/lib/notifications/scheduled";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { makeUser, startSmtp, type TestSmtp } from "@/lib/notifications/test-helpers";
import { EMAIL_LEASE_MS, NotificationWorker } from "@/lib/notifications/worker";
import { setItemPrice } from "@/lib/pricing/set-item-price";
import { POST as unsubscribeRoute } from "@/app/api/notifications/unsubscribe/route";
import { callRoute } from "@/lib/testing/call-route";
import { formatDate } from "@/lib/time/format";

let callers: Awaited<ReturnType<typeof testCallers>>;
let smtp: TestSmtp;
const today = new Date().toISOString().slice(0, 10);
const PORTAL = "http://portal.test:3000";

function clock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

function worker(
  userIds: number[],
  now: () => Date = () => new Date(),
  extra: Partial<ConstructorParameters<typeof NotificationWorker>[0]> = {},
) {
  return new NotificationWorker({
    smtpUrl: smtp?.url ?? null,
    from: "Quayside <n@quayside.test>",
    portalUrl: PORTAL,
    userIds,
    now,
    random: () => 0.5,
    ...extra,
  });
}

const notificationsOf = (userId: number, bookingId?: number) =>
  db().notification.findMany({ where: { userId, ...(bookingId ? { bookingId } : {}) }, orderBy: { id: "asc" } });
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to === email);
const ofKind = async (userId: number, kind: string, bookingId?: number) =>
  (await notificationsOf(userId, bookingId)).filter((n) => n.kind === kind);

/** A voyage of Nordic Ro-Ro Lines calling at Zeebrugge (with a cut-off) a week or more ahead, then at Lagos. */
async function voyageAhead(): Promise<string> {
  const [{ number }] = await db().$queryRaw<{ number: string }[]>`
    SELECT v.number FROM "Voyage" v JOIN "ShippingLine" l ON l.id = v."lineId" AND l.code = 'NRL'
      JOIN "Visit" a ON a."voyageId" = v.id JOIN "Port" pa ON pa.id = a."portId" AND pa.code = 'BEZEE'
      JOIN "Visit" b ON b."voyageId" = v.id AND b.sequence > a.sequence JOIN "Port" pb ON pb.id = b."portId" AND pb.code = 'NGLOS'
     WHERE a."cutOff" > now() + interval '7 days' AND a."canLoad" AND b."canDischarge" AND v."cancelledAt" IS NULL
     ORDER BY a.departure LIMIT 1`;
  return number;
}

/** The booking's Pol cut-off as an instant (stored in port time). */
async function cutOffOf(bookingId: number): Promise<number> {
  const [visit] = await db().$queryRaw<{ cutOffAt: Date }[]>`
    SELECT (vis."cutOff" AT TIME ZONE p."timeZone") AS "cutOffAt" FROM "Booking" b
      JOIN "Visit" vis ON vis."voyageId" = b."voyageId" AND vis."portId" = b."polId" JOIN "Port" p ON p.id = vis."portId"
     WHERE b.id = ${bookingId} AND vis."cutOff" IS NOT NULL`;
  expect(visit).toBeDefined();
  return visit.cutOffAt.getTime();
}

/** Saves a message through the API as Baltic Vehicle Forwarding (BVF) or Acme. */
async function save(message: ExtBookingInput, agent: "ACME" | "BVF" = "BVF") {
  const res = await callRoute<BookingSaveResponse>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: agent === "BVF" ? TEST_API_KEYS.otherAgent : TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.booking;
}

beforeAll(async () => {
  callers = await testCallers();
});
afterEach(async () => {
  await smtp?.close();
});
afterAll(async () => {
  await smtp?.close();
});

describe("events reach the right people", () => {
  it("a milestone on 3 units of a booking: one notification per agent user, one e-mail each, nothing for another agent's users", async () => {
    smtp = await startSmtp();
    const [a1, a2, other, staff] = [
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.acme.id }),
      await makeUser({ lineId: callers.staffNrl.lineId! }),
    ];
    const booking = await createBooking({ agent: "BVF", items: 3 });
    await recordMilestones(
      callers.staffNrl,
      booking.itemIds.map((itemId) => ({ itemId, milestone: { type: "Delivered", on: today } })),
    );

    for (const u of [a1, a2]) {
      const ns = (await notificationsOf(u.id, booking.id)).filter((n) => n.kind === "MILESTONE");
      expect(ns).toHaveLength(1);
      expect(ns[0].title).toBe(`${booking.saved.BookingCode}: 3 units delivered`);
      expect(ns[0].link).toBe(`/bookings/${booking.id}`);
      expect(ns[0].channel).toBe("EMAIL");
    }
    // another agent's user and the line's staff hear nothing of the agent's milestone
    expect(await notificationsOf(other.id, booking.id)).toHaveLength(0);
    expect((await notificationsOf(staff.id, booking.id)).filter((n) => n.kind === "MILESTONE")).toHaveLength(0);
    const strangers = await db().notification.count({
      where: {
        bookingId: booking.id,
        user: { OR: [{ agentId: { not: callers.bvf.id } }, { agentId: null, role: "AGENT" }] },
      },
    });
    expect(strangers).toBe(0);

    const w = worker([a1.id, a2.id, other.id, staff.id]);
    expect(await w.runOnce()).toBe(2);
    expect(await w.runOnce()).toBe(0);
    await w.stop();
    for (const u of [a1, a2]) {
      const mails = mailsTo(u.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0];
      expect(mail.subject).toBe(`${booking.saved.BookingCode}: 3 units delivered`);
      expect(mail.text).toContain(`${PORTAL}/bookings/${booking.id}`);
      expect(mail.html).toContain(`href="${PORTAL}/bookings/${booking.id}"`);
      expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.header("List-Unsubscribe")!).toMatch(
        /^<http:\/\/portal\.test:3000\/api\/notifications\/unsubscribe\?u=\d+&k=MILESTONE&t=[\w-]+>$/,
      );
    }
    expect(mailsTo(other.email)).toHaveLength(0);
  });

  it("each user reads in their language: French for one who chose it (subject, text, link, footer, digest), English otherwise", async () => {
    smtp = await startSmtp();
    const [french, english, unset] = [
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.bvf.id }),
    ];
    const digest = await makeUser({ agentId: callers.bvf.id });
    await db().user.update({ where: { id: french.id }, data: { locale: "fr" } });
    await db().user.update({ where: { id: english.id }, data: { locale: "en" } });
    await db().user.update({ where: { id: digest.id }, data: { locale: "fr" } });
    await db().notificationPreference.create({ data: { userId: digest.id, kind: "MILESTONE", channel: "DIGEST" } });
    const booking = await createBooking({ agent: "BVF", items: 3 });
    await recordMilestones(
      callers.staffNrl,
      booking.itemIds.map((itemId) => ({ itemId, milestone: { type: "Delivered", on: today } })),
    );
    const code = booking.saved.BookingCode;
    const [n] = await ofKind(french.id, "MILESTONE", booking.id);
    expect(n.title).toBe(`${code}\u00a0: 3 unités livrées`);

    const w = worker([french.id, english.id, unset.id]);
    expect(await w.runOnce()).toBe(3);
    await w.stop();
    const [fr] = mailsTo(french.email);
    expect(fr.subject).toBe(`${code}\u00a0: 3 unités livrées`);
    expect(fr.text).toContain(`3 unités de la réservation ${code} ont été livrées le ${formatDate(today, "fr")}`);
    expect(fr.text).toContain(`Ouvrir la réservation\u00a0: ${PORTAL}/bookings/${booking.id}`);
    expect(fr.text).toContain("Pourquoi cet e-mail\u00a0: vos préférences de notification");
    expect(fr.html).toContain(`<a href="${PORTAL}/bookings/${booking.id}">Ouvrir la réservation</a>`);
    expect(fr.html).toContain(`<a href="${PORTAL}/notifications/preferences">vos préférences de notification</a>`);
    for (const u of [english, unset]) {
      const [en] = mailsTo(u.email);
      expect(en.subject).toBe(`${code}: 3 units delivered`);
      expect(en.text).toContain(`3 units of booking ${code} were delivered on ${formatDate(today)}`);
      expect(en.text).toContain(`Open the booking: ${PORTAL}/bookings/${booking.id}`);
      expect(en.text).toContain("Why you got this: your notification preferences");
      expect(en.html).toContain(`<a href="${PORTAL}/notifications/preferences">your notification preferences</a>.`);
    }

    // the daily digest, in French
    const [due] = await ofKind(digest.id, "MILESTONE", booking.id);
    const d = worker([digest.id], () => due.digestAt!);
    expect(await d.runOnce()).toBe(1);
    await d.stop();
    const [mail] = mailsTo(digest.email);
    expect(mail.subject).toBe("Récapitulatif quotidien Quayside\u00a0: 1 notification");
    expect(mail.text).toContain(
      `Étapes de mes unités (1)\n- ${code}\u00a0: 3 unités livrées\u00a0: ${PORTAL}/bookings/${booking.id}`,
    );
  });

  it("a cancellation reaches the agent's other users, not the one who cancelled; a new booking reaches the line's staff", async () => {
    const actor = await makeUser({ agentId: callers.acme.id });
    const colleague = await makeUser({ agentId: callers.acme.id });
    const staff = await makeUser({ lineId: callers.staffNrl.lineId! });
    const booking = await createBooking({ agent: "ACME", items: 1 });
    expect((await notificationsOf(staff.id, booking.id)).map((n) => n.kind)).toEqual(["BOOKING_NEW"]);
    await cancelBooking({ ...callers.acmeUser, id: actor.id, name: "Actor" }, booking.id);
    expect((await notificationsOf(colleague.id, booking.id)).map((n) => n.kind)).toEqual(["BOOKING_CANCELLED"]);
    expect((await notificationsOf(colleague.id, booking.id))[0].title).toBe(
      `${booking.saved.BookingCode} cancelled by Actor`,
    );
    expect(await notificationsOf(actor.id, booking.id)).toHaveLength(0);
  });

  it("a price set by hand by line staff reaches the agent's users as QUOTE_PRICED", async () => {
    const u = await makeUser({ agentId: callers.acme.id });
    const booking = await createBooking({ agent: "ACME", items: 1 });
    await setItemPrice(callers.staffNrl, booking.itemIds[0], {
      amount: "1234.50",
      currency: "EUR",
      reason: "special rate",
    });
    const ns = (await notificationsOf(u.id, booking.id)).filter((n) => n.kind === "QUOTE_PRICED");
    expect(ns).toHaveLength(1);
    expect(ns[0].body).toContain("(line staff)");
  });

  it("a change reads in words: no API paths, no UTC time of its own (the notification shows when, on the reader's clock)", async () => {
    const u = await makeUser({ agentId: callers.acme.id });
    const booking = await createBooking({ agent: "ACME", items: 1 });
    await setItemPrice(callers.staffNrl, booking.itemIds[0], {
      amount: "10.00",
      currency: "EUR",
      reason: "special rate",
    });
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]);
    const bodies = (await notificationsOf(u.id, booking.id)).map((n) => n.body);
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    for (const body of bodies) expect(body).not.toMatch(/Header\.|Items\[|\bUTC\b|\d{4}-\d{2}-\d{2}/);
    expect(bodies.some((b) => b.includes(`delivered on ${formatDate(today)}`))).toBe(true);
  });
});

describe("preferences", () => {
  it("off writes nothing, in the portal sends no e-mail, the digest groups a day's notifications into one e-mail at 08:00 in the user's time zone", async () => {
    smtp = await startSmtp();
    const off = await makeUser({ agentId: callers.bvf.id });
    const portal = await makeUser({ agentId: callers.bvf.id });
    const digest = await makeUser({ agentId: callers.bvf.id, timeZone: "Asia/Tokyo" });
    await db().notificationPreference.createMany({
      data: [
        { userId: off.id, kind: "MILESTONE", channel: "OFF" },
        { userId: portal.id, kind: "MILESTONE", channel: "PORTAL" },
        { userId: digest.id, kind: "MILESTONE", channel: "DIGEST" },
      ],
    });
    const booking = await createBooking({ agent: "BVF", items: 2 });
    await recordMilestones(
      callers.staffNrl,
      booking.itemIds.map((itemId) => ({ itemId, milestone: { type: "Delivered", on: today } })),
    );
    await recordMilestones(
      callers.staffNrl,
      booking.itemIds.map((itemId) => ({ itemId, milestone: { type: "Loaded", on: today } })),
    );

    expect((await notificationsOf(off.id, booking.id)).filter((n) => n.kind === "MILESTONE")).toHaveLength(0);
    expect((await notificationsOf(portal.id, booking.id)).filter((n) => n.kind === "MILESTONE")).toHaveLength(2);
    const digested = (await notificationsOf(digest.id, booking.id)).filter((n) => n.kind === "MILESTONE");
    expect(digested).toHaveLength(2);
    // 08:00 in Tokyo is 23:00 UTC: the digest is due at the next one
    const due = digested[0].digestAt!;
    expect(due.getUTCHours()).toBe(23);
    expect(due.getTime()).toBeGreaterThan(digested[0].createdAt.getTime());
    expect(due.getTime() - digested[0].createdAt.getTime()).toBeLessThanOrEqual(24 * 3_600_000);

    const c = clock(due.getTime() - 60_000);
    const w = worker([off.id, portal.id, digest.id], c.now);
    expect(await w.runOnce()).toBe(0); // a minute early: nothing
    c.advance(60_000);
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    expect(mailsTo(portal.email)).toHaveLength(0);
    expect(mailsTo(off.email)).toHaveLength(0);
    const [mail] = mailsTo(digest.email);
    expect(mail.subject).toBe("Quayside daily digest: 2 notifications");
    expect(mail.text).toContain(`${booking.saved.BookingCode}: 2 units delivered`);
    expect(mail.text).toContain(`${booking.saved.BookingCode}: 2 units loaded`);
    expect(mailsTo(digest.email)).toHaveLength(1);
  });

  it("one-click unsubscribe: the header's URL, POSTed as RFC 8058 says, stops e-mail of that type; a forged token is 404", async () => {
    smtp = await startSmtp();
    const u = await makeUser({ agentId: callers.bvf.id });
    const first = await createBooking({ agent: "BVF", items: 1 });
    await recordMilestones(callers.staffNrl, [
      { itemId: first.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]);
    const w = worker([u.id]);
    await w.runOnce();
    const [mail] = mailsTo(u.email);
    const url = new URL(mail.header("List-Unsubscribe")!.slice(1, -1));

    const forged = new URL(url);
    forged.searchParams.set("k", "BOOKING_CHANGED");
    const refused = await callRoute(unsubscribeRoute, {
      url: forged.pathname + forged.search,
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(404);

    const res = await callRoute<{ kind: string; channel: string }>(unsubscribeRoute, {
      url: url.pathname + url.search,
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: "MILESTONE", channel: "PORTAL" });

    const second = await createBooking({ agent: "BVF", items: 1 });
    await recordMilestones(callers.staffNrl, [
      { itemId: second.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]);
    expect(
      (await notificationsOf(u.id, second.id)).filter((n) => n.kind === "MILESTONE").map((n) => n.channel),
    ).toEqual(["PORTAL"]);
    await w.runOnce();
    await w.stop();
    expect(mailsTo(u.email)).toHaveLength(1);
  });
});

describe("delivery guarantees", () => {
  it("SMTP down for a while, then back: every message arrives once", async () => {
    smtp = await startSmtp();
    const u = await makeUser({ agentId: callers.bvf.id });
    const v = await makeUser({ agentId: callers.bvf.id });
    await smtp.stop();
    const booking = await createBooking({ agent: "BVF", items: 2 });
    await recordMilestones(
      callers.staffNrl,
      booking.itemIds.map((itemId) => ({ itemId, milestone: { type: "Delivered", on: today } })),
    );
    const c = clock();
    const w = worker([u.id, v.id], c.now);
    expect(await w.runOnce()).toBe(2); // both tried, both failed
    const failed = await db().notificationEmail.findMany({ where: { userId: { in: [u.id, v.id] } } });
    expect(failed.map((e) => [e.status, e.attempts])).toEqual([
      ["PENDING", 1],
      ["PENDING", 1],
    ]);
    expect(failed[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await w.runOnce()).toBe(0); // not due before the back-off
    c.advance(6_000);
    expect(await w.runOnce()).toBe(2); // still down: second attempt
    await smtp.start();
    c.advance(34_000);
    expect(await w.runOnce()).toBe(2);
    c.advance(24 * 3_600_000);
    expect(await w.runOnce()).toBe(0);
    await w.stop();
    expect(mailsTo(u.email)).toHaveLength(1);
    expect(mailsTo(v.email)).toHaveLength(1);
    const sent = await db().notificationEmail.findMany({ where: { userId: { in: [u.id, v.id] } } });
    expect(sent.map((e) => [e.status, e.attempts])).toEqual([
      ["SENT", 3],
      ["SENT", 3],
    ]);
  });

  it("a worker that dies after claiming loses nothing: its lease runs out and another sends the e-mail once", async () => {
    smtp = await startSmtp();
    const u = await makeUser({ agentId: callers.bvf.id });
    const booking = await createBooking({ agent: "BVF", items: 1 });
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]);
    const c = clock();
    const dying = worker([u.id], c.now);
    // the dying worker forms and claims the e-mail, then never sends
    await formEmails(c.now(), "portal.test", [u.id]);
    expect(
      await claimEmails("dead-worker", c.now(), new Date(c.now().getTime() + EMAIL_LEASE_MS), 10, [u.id]),
    ).toHaveLength(1);
    await dying.stop();
    const [a, b] = [worker([u.id], c.now), worker([u.id], c.now)];
    expect((await a.runOnce()) + (await b.runOnce())).toBe(0); // held by the dead worker's lease
    c.advance(EMAIL_LEASE_MS + 1);
    const handled = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(handled[0] + handled[1]).toBe(1);
    expect((await a.runOnce()) + (await b.runOnce())).toBe(0);
    await Promise.all([a.stop(), b.stop()]);
    expect(mailsTo(u.email)).toHaveLength(1);
  });

  it("e-mail turned on later (SMTP_URL set): notifications under 12 h old are sent, older ones and digests missed long ago are skipped, shown in the portal only", async () => {
    const u = await makeUser({ agentId: callers.bvf.id });
    const d = await makeUser({ agentId: callers.bvf.id });
    await db().notificationPreference.create({ data: { userId: d.id, kind: "MILESTONE", channel: "DIGEST" } });
    // e-mail off: a worker without SMTP writes nothing to the outbox
    const off = worker([u.id, d.id], undefined, { smtpUrl: null });
    const [old, recent] = [
      await createBooking({ agent: "BVF", items: 1 }),
      await createBooking({ agent: "BVF", items: 1 }),
    ];
    for (const b of [old, recent])
      await recordMilestones(callers.staffNrl, [{ itemId: b.itemIds[0], milestone: { type: "Delivered", on: today } }]);
    expect(await off.runOnce()).toBe(0);
    await off.stop();
    // the old booking's were written 13 h ago (its digest was due 13 h ago); the recent ones 11 h ago (digest due 1 h ago)
    const c = clock();
    const hoursAgo = (h: number) => new Date(c.now().getTime() - h * 3_600_000);
    await db().notification.updateMany({
      where: { userId: { in: [u.id, d.id] }, bookingId: old.id },
      data: { createdAt: hoursAgo(13) },
    });
    await db().notification.updateMany({
      where: { userId: d.id, bookingId: old.id },
      data: { digestAt: hoursAgo(13) },
    });
    await db().notification.updateMany({
      where: { userId: { in: [u.id, d.id] }, bookingId: recent.id },
      data: { createdAt: hoursAgo(11) },
    });
    await db().notification.updateMany({
      where: { userId: d.id, bookingId: recent.id },
      data: { digestAt: hoursAgo(1) },
    });
    expect(await db().notificationEmail.count({ where: { userId: { in: [u.id, d.id] } } })).toBe(0);

    smtp = await startSmtp();
    const logged: string[] = [];
    const w = worker([u.id, d.id], c.now, { log: (line) => logged.push(line) });
    expect(await w.runOnce()).toBe(2); // the recent one to u, a digest of the recent one to d
    expect(await w.runOnce()).toBe(0);
    await w.stop();
    expect(mailsTo(u.email).map((m) => m.subject)).toEqual([`${recent.saved.BookingCode}: 1 unit delivered`]);
    const digests = mailsTo(d.email);
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain(recent.saved.BookingCode);
    expect(digests[0].text).not.toContain(old.saved.BookingCode);
    expect(logged).toEqual([
      "[notifications] 2 notification(s) more than 12 h late for e-mail: not sent, shown in the portal",
    ]);

    // the skipped ones are still in the portal, unread, and held by a SKIPPED outbox row each user
    for (const user of [u, d]) {
      const [n] = await ofKind(user.id, "MILESTONE", old.id);
      expect(n.readAt).toBeNull();
      const email = await db().notificationEmail.findUniqueOrThrow({ where: { id: n.emailId! } });
      expect(email).toMatchObject({ status: "SKIPPED", attempts: 0, sentAt: null });
    }
  });

  it("the cut-off reminder fires exactly once with two workers and a restart between", async () => {
    smtp = await startSmtp();
    const u = await makeUser({ agentId: callers.bvf.id });
    const booking = await createBooking({ agent: "BVF", items: 2, voyage: await voyageAhead() });
    const cutOff = await cutOffOf(booking.id);
    // one unit delivered: the reminder names the other
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]);
    const early = clock(cutOff - 25 * 3_600_000);
    expect(await scanCutOffReminders(early.now())).toBeGreaterThanOrEqual(0);
    expect((await notificationsOf(u.id, booking.id)).filter((n) => n.kind === "CUTOFF_REMINDER")).toHaveLength(0);

    const c = clock(cutOff - 12 * 3_600_000);
    const [w1, w2] = [worker([u.id], c.now, { scans: true }), worker([u.id], c.now, { scans: true })];
    await Promise.all([w1.runOnce(), w2.runOnce()]);
    await Promise.all([w1.stop(), w2.stop()]);
    c.advance(3_600_000);
    const restarted = worker([u.id], c.now, { scans: true });
    await restarted.runOnce();
    await restarted.runOnce();
    await restarted.stop();
    const reminders = (await notificationsOf(u.id, booking.id)).filter((n) => n.kind === "CUTOFF_REMINDER");
    expect(reminders).toHaveLength(1);
    expect(reminders[0].title).toContain("1 unit not delivered");
    expect(mailsTo(u.email).filter((m) => m.subject === reminders[0].title)).toHaveLength(1);
  });
});

describe("exceptions, quotes, dead-letters and the line's staff", () => {
  it("an exception granted by line staff (late unit, repeated chassis) reaches the booking's agent's users once, by e-mail; nobody else; OFF respected", async () => {
    smtp = await startSmtp();
    const [agentUser, muted, other, staff] = [
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.acme.id }),
      await makeUser({ lineId: callers.staffNrl.lineId! }),
    ];
    await db().notificationPreference.create({ data: { userId: muted.id, kind: "EXCEPTION_GRANTED", channel: "OFF" } });
    const booking = await createBooking({ agent: "BVF", items: 2, voyage: await voyageAhead() });
    await grantAcceptanceException(callers.staffNrl, {
      bookingId: booking.id,
      kind: "LateUnit",
      reason: "Truck delayed at the border",
    });
    await allowChassisException(callers.staffNrl, {
      bookingId: booking.id,
      itemId: booking.itemIds[1],
      reason: "Returned for repair",
    });
    // the same chassis exception asked again: it already covers the unit, the agent heard of it
    await allowChassisException(callers.staffNrl, {
      bookingId: booking.id,
      itemId: booking.itemIds[1],
      reason: "again",
    });

    const got = await ofKind(agentUser.id, "EXCEPTION_GRANTED", booking.id);
    expect(got.map((n) => n.title)).toEqual([
      `${booking.saved.BookingCode}: exception granted for every unit`,
      `${booking.saved.BookingCode}: exception granted for unit ${booking.message.Items[1].SerialNumber!.toUpperCase()}`,
    ]);
    expect(got[0].body).toBe(
      `${callers.staffNrl.name} (line staff) allowed a late unit (past the cut-off) for every unit of ${booking.saved.BookingCode}: Truck delayed at the border`,
    );
    expect(got.every((n) => n.channel === "EMAIL" && n.link === `/bookings/${booking.id}`)).toBe(true);
    expect(await ofKind(muted.id, "EXCEPTION_GRANTED")).toHaveLength(0);
    expect(await ofKind(other.id, "EXCEPTION_GRANTED")).toHaveLength(0);
    expect(await ofKind(staff.id, "EXCEPTION_GRANTED")).toHaveLength(0);

    const w = worker([agentUser.id, muted.id, other.id, staff.id]);
    expect(await w.runOnce()).toBe(2);
    await w.stop();
    const mails = mailsTo(agentUser.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(got.map((n) => n.title).sort());
    expect(mails[0].text).toContain("Open the booking: http://portal.test:3000/bookings/");
    expect(mailsTo(other.email).length + mailsTo(muted.email).length + mailsTo(staff.email).length).toBe(0);
  });

  it("a quote expiring within 2 days (Pol time) reaches its agent's users once, whoever scans how often; not once booked; DIGEST respected", async () => {
    const [u, digest, other] = [
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.bvf.id }),
      await makeUser({ agentId: callers.acme.id }),
    ];
    await db().notificationPreference.create({
      data: { userId: digest.id, kind: "QUOTE_EXPIRING", channel: "DIGEST" },
    });
    const quote = await save(
      bookingInput({ agent: "BVF", header: { BookingVoyage: await voyageAhead(), RequestType: 1 } }),
    );
    const id = Number(quote.Id);
    const [{ validUntil }] = await db().$queryRaw<{ validUntil: Date }[]>`
      SELECT (b."quoteValidUntil" AT TIME ZONE p."timeZone") AS "validUntil" FROM "Booking" b JOIN "Port" p ON p.id = b."polId" WHERE b.id = ${id}`;
    const expiry = validUntil.getTime();

    await scanExpiringQuotes(new Date(expiry - 49 * 3_600_000));
    expect(await ofKind(u.id, "QUOTE_EXPIRING", id)).toHaveLength(0);
    await Promise.all([
      scanExpiringQuotes(new Date(expiry - 47 * 3_600_000)),
      scanExpiringQuotes(new Date(expiry - 47 * 3_600_000)),
    ]);
    await scanExpiringQuotes(new Date(expiry - 2 * 3_600_000));
    await scanExpiringQuotes(new Date(expiry + 60_000)); // expired: nothing more
    const [n] = await ofKind(u.id, "QUOTE_EXPIRING", id);
    expect(await ofKind(u.id, "QUOTE_EXPIRING", id)).toHaveLength(1);
    expect(n.title).toBe(
      `Quote ${quote.BookingCode} valid until ${quote.Quote!.ValidUntil!.replace("T", " ").slice(0, 16)} (BEZEE time)`,
    );
    expect(n.channel).toBe("EMAIL");
    expect((await ofKind(digest.id, "QUOTE_EXPIRING", id)).map((x) => x.channel)).toEqual(["DIGEST"]);
    expect(await ofKind(other.id, "QUOTE_EXPIRING")).toHaveLength(0);
    // a quotation has no units to deliver: no cut-off reminder
    const cutOff = await cutOffOf(id);
    await scanCutOffReminders(new Date(cutOff - 12 * 3_600_000));
    expect(await ofKind(u.id, "CUTOFF_REMINDER", id)).toHaveLength(0);

    // booked: a quote no more
    const booked = await createBooking({ agent: "BVF", items: 1 });
    await db().booking.update({ where: { id: booked.id }, data: { quoteValidUntil: new Date(expiry) } });
    await scanExpiringQuotes(new Date(expiry - 47 * 3_600_000));
    expect(await ofKind(u.id, "QUOTE_EXPIRING", booked.id)).toHaveLength(0);
  });

  it("records given up on (dead-lettered) reach the subscription's agent's users once per run of failures, not per batch; another agent's never", async () => {
    const receiver = await startReceiver();
    receiver.respond(() => ({ status: 500 }));
    const [u, other] = [await makeUser({ agentId: callers.bvf.id }), await makeUser({ agentId: callers.acme.id })];
    const sub = await createSubscription(callers.bvfAgent, { url: receiver.url });
    try {
      const booking = await createBooking({ agent: "BVF", items: 2 });
      await recordMilestones(callers.staffNrl, [
        { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today } },
      ]);
      const t = clock();
      const feed = new FeedWorker({ subscriptionIds: [sub.id], now: t.now, random: () => 0.5 });
      for (const delay of RETRY_DELAYS_MS) {
        expect(await feed.runOnce()).toBe(1);
        t.advance(delay * 1.1 + 1);
      }
      expect(await feed.runOnce()).toBe(1); // the last post: given up on
      expect(await feed.runOnce()).toBe(0);
      expect((await db().feedBatch.findMany({ where: { subscriptionId: sub.id } })).map((b) => b.status)).toEqual([
        "DEAD",
      ]);
      const mine = async (userId: number) =>
        (await ofKind(userId, "FEED_DEAD_LETTER")).filter((n) => n.title.includes(receiver.url));
      const [n] = await mine(u.id);
      expect(await mine(u.id)).toHaveLength(1);
      expect(n.title).toBe(`Feed records given up on: ${receiver.url}`);
      expect(n.body).toMatch(/^1 item update for .* was given up on after 10 posts;/);
      expect(n.link).toBe("/integrations");
      expect(await mine(other.id)).toHaveLength(0);

      // a second batch given up on in the same run of failures: no second notification
      await recordMilestones(callers.staffNrl, [
        { itemId: booking.itemIds[1], milestone: { type: "Delivered", on: today } },
      ]);
      // (the open circuit spaces these posts too: a day and more between rounds)
      for (let round = 0; round < 14; round++) {
        await feed.runOnce();
        t.advance(27 * 3_600_000);
      }
      expect((await db().feedBatch.findMany({ where: { subscriptionId: sub.id } })).map((b) => b.status)).toEqual([
        "DEAD",
        "DEAD",
      ]);
      expect(await mine(u.id)).toHaveLength(1);
      await feed.stop();
    } finally {
      await db().feedSubscription.delete({ where: { id: sub.id } });
      await receiver.close();
    }
  });

  it("late units: the line's staff hear of a voyage's units not delivered 24 h before the Pol cut-off once per voyage, port and cut-off; other lines' staff and agents never", async () => {
    const [staff, otherLine, agentUser] = [
      await makeUser({ lineId: callers.staffNrl.lineId! }),
      await makeUser({ lineId: callers.staffAcc.lineId! }),
      await makeUser({ agentId: callers.bvf.id }),
    ];
    const booking = await createBooking({ agent: "BVF", items: 2, voyage: await voyageAhead() });
    const cutOff = await cutOffOf(booking.id);
    const voyageId = (await db().booking.findUniqueOrThrow({ where: { id: booking.id } })).voyageId!;
    const forVoyage = async (userId: number) =>
      (await ofKind(userId, "LATE_UNITS")).filter((n) => n.eventKey.startsWith(`late-units:${voyageId}:`));

    await scanLateUnits(new Date(cutOff - 25 * 3_600_000));
    expect(await forVoyage(staff.id)).toHaveLength(0);
    await Promise.all([
      scanLateUnits(new Date(cutOff - 12 * 3_600_000)),
      scanLateUnits(new Date(cutOff - 12 * 3_600_000)),
    ]);
    await scanLateUnits(new Date(cutOff - 3_600_000));
    const [n] = await forVoyage(staff.id);
    expect(await forVoyage(staff.id)).toHaveLength(1);
    expect(n.link).toBe(`/line/voyages/${voyageId}`);
    expect(n.channel).toBe("EMAIL");
    expect(n.title).toMatch(/^\S+ .+: \d+ units? not delivered, cut-off \d{4}-\d{2}-\d{2} \d{2}:\d{2} at Zeebrugge$/);
    expect(await forVoyage(otherLine.id)).toHaveLength(0);
    expect(await ofKind(agentUser.id, "LATE_UNITS")).toHaveLength(0);
  });

  it("a quotation with units on request reaches the line's staff once (not as a new booking); saving it again adds nothing; booking it is a new booking", async () => {
    const [staff, otherLine, agentUser] = [
      await makeUser({ lineId: callers.staffNrl.lineId! }),
      await makeUser({ lineId: callers.staffAcc.lineId! }),
      await makeUser({ agentId: callers.bvf.id }),
    ];
    // Big vans have trade rates only: with no voyage no rate applies, so the unit is on request.
    const message = bookingInput({
      agent: "BVF",
      header: { Line: "NRL", RequestType: 1 },
      itemOverrides: { Type: "B" },
    });
    const quote = await save(message);
    const id = Number(quote.Id);
    expect(quote.Quote!.OnRequest).toBe(true);
    expect((await notificationsOf(staff.id, id)).map((n) => n.kind)).toEqual(["QUOTE_TO_PRICE"]);
    const [n] = await notificationsOf(staff.id, id);
    expect(n.title).toBe(`Quote ${quote.BookingCode} from ${callers.bvf.name}: 1 unit to price`);
    expect(n.link).toBe("/line/prices");
    expect(await notificationsOf(otherLine.id, id)).toHaveLength(0);
    expect(await ofKind(agentUser.id, "QUOTE_TO_PRICE")).toHaveLength(0);

    await save({
      ...message,
      Header: { ...message.Header, Id: id, ReferenceNumber: "again" },
      Items: message.Items.map((item, k) => ({ ...item, Id: quote.Items[k].Id })),
    });
    expect(await ofKind(staff.id, "QUOTE_TO_PRICE", id)).toHaveLength(1);

    await setItemPrice(callers.staffNrl, Number(quote.Items[0].Id), {
      amount: "900",
      currency: "EUR",
      reason: "van rate",
    });
    expect(await ofKind(staff.id, "QUOTE_TO_PRICE", id)).toHaveLength(1);
    expect(await ofKind(agentUser.id, "QUOTE_PRICED", id)).toHaveLength(1);

    // booked (RequestType 2): now it is a new booking for the line
    await save({
      ...message,
      Header: { ...message.Header, Id: id, RequestType: 2 },
      Items: message.Items.map((item, k) => ({ ...item, Id: quote.Items[k].Id })),
    });
    expect((await notificationsOf(staff.id, id)).map((x) => x.kind)).toEqual(["QUOTE_TO_PRICE", "BOOKING_NEW"]);
    expect(await notificationsOf(otherLine.id, id)).toHaveLength(0);
  });
});

// Consignees' e-mail updates end to end on PostgreSQL with a real SMTP server: the tracking page's
// form (POST /track/updates) asks the address to confirm, nothing else is sent until it does, the
// confirm page's button starts the updates, milestones and a new ETA arrive in one e-mail, and the
// one-click unsubscribe (RFC 8058) of that e-mail stops them. The e-mails are in the language of
// the tracking page the address was left on. The worker serves only this test's bookings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as updatesRoute } from "@/app/track/updates/route";
import { POST as oneClickRoute } from "@/app/api/track/updates/unsubscribe/route";
import { POST as createLinkRoute } from "@/app/api/bookings/[id]/share-links/route";
import { DELETE as revokeLinkRoute } from "@/app/api/bookings/[id]/share-links/[linkId]/route";
import { db } from "@/lib/db/prisma";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { startSmtp, type TestSmtp, type ReceivedMail } from "@/lib/notifications/test-helpers";
import { NotificationWorker } from "@/lib/notifications/worker";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import type { CreatedShareLink } from "@/lib/tracking/share-link-schema";

let smtp: TestSmtp;
let booking: Awaited<ReturnType<typeof createBooking>>;
let code: string;
let vinEnd: string;
let callers: Awaited<ReturnType<typeof testCallers>>;
const PORTAL = "http://portal.test:3000";
const ORIGIN = "http://localhost";

/** The tracking page's form, as a browser posts it (same origin), with the page's language headers. */
const post = (fields: Record<string, string>, ip = "203.0.113.7", language: Record<string, string> = {}) =>
  callRoute(updatesRoute, {
    method: "POST",
    url: "/track/updates",
    ip,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      ...language,
    },
    body: new URLSearchParams(fields).toString(),
    skipOpenApiCheck: true,
  });

/** One round of a worker serving a booking's consignees (this file's first), `ahead` ms in the future. */
async function sendDue(ahead = 0, bookingId = booking.id): Promise<ReceivedMail[]> {
  const before = smtp.mails.length;
  const worker = new NotificationWorker({
    smtpUrl: smtp.url,
    from: "Quayside <noreply@quayside.test>",
    portalUrl: PORTAL,
    userIds: [],
    consigneeBookings: [bookingId],
    now: () => new Date(Date.now() + ahead),
  });
  try {
    while ((await worker.runOnce()) > 0);
  } finally {
    await worker.stop();
  }
  return smtp.mails.slice(before);
}

const linkIn = (text: string, path: string) => {
  const m = new RegExp(`${PORTAL.replace(/[.:/]/g, "\\$&")}${path}\\?s=\\d+&t=[\\w-]+`).exec(text);
  if (!m) throw new Error(`no ${path} link in: ${text}`);
  return new URL(m[0]);
};

beforeAll(async () => {
  smtp = await startSmtp();
  callers = await testCallers();
  booking = await createBooking({ items: 2, voyage: (await openNrlVoyage()).number });
  code = booking.saved.BookingCode!;
  vinEnd = booking.message.Items[0].SerialNumber!.slice(-6);
});
afterAll(async () => {
  await smtp.close();
});

describe("consignees' e-mail updates", () => {
  it("double opt-in: one confirmation e-mail, nothing else until the button confirms; then each milestone and ETA change; one click stops them", async () => {
    const email = `Consignee.${Date.now()}@Example.com`;
    const asked = await post({ do: "ask", booking: code, vin: vinEnd, email });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(
      `/track?booking=${encodeURIComponent(code)}&vin=${vinEnd}&updates=asked#updates`,
    );
    // asked twice within ten minutes: one confirmation e-mail
    expect((await post({ do: "ask", booking: code, vin: vinEnd, email })).headers.get("location")).toContain(
      "updates=asked",
    );
    const [confirmMail, ...more] = await sendDue();
    expect(more).toHaveLength(0);
    expect(confirmMail.to).toBe(email.toLowerCase());
    expect(confirmMail.subject).toBe(`Confirm e-mail updates for booking ${code}`);
    const confirm = linkIn(confirmMail.text, "/track/updates/confirm");

    // not confirmed yet: a milestone sends nothing
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: "2026-11-20" } },
    ]);
    expect(await sendDue(5 * 60_000)).toHaveLength(0);

    // the confirm page's button (a forged token changes nothing)
    const forged = await post({ do: "confirm", s: confirm.searchParams.get("s")!, t: "x".repeat(43) });
    expect(forged.status).toBe(303);
    const sub = await db().consigneeSubscription.findUniqueOrThrow({
      where: { id: Number(confirm.searchParams.get("s")) },
    });
    expect(sub.confirmedAt).toBeNull();
    const confirmed = await post({
      do: "confirm",
      s: confirm.searchParams.get("s")!,
      t: confirm.searchParams.get("t")!,
    });
    expect(confirmed.headers.get("location")).toBe(`/track/updates/confirm${confirm.search}`);
    expect((await db().consigneeSubscription.findUniqueOrThrow({ where: { id: sub.id } })).confirmedAt).not.toBeNull();

    // two units loaded and a new ETA within the minute: one e-mail telling all three
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Loaded", on: "2026-11-22" } },
      { itemId: booking.itemIds[1], milestone: { type: "Delivered", on: "2026-11-21" } },
    ]);
    await db().$executeRaw`
      INSERT INTO "TrackingEvent" ("bookingId", "eventType", classifier, code, "eventDateTime", "portId", details)
      SELECT b.id, 'TRANSPORT', 'EST', 'ARRI', now(), b."podId",
             '{"previous": "2026-12-12T06:00:00", "estimate": "2026-12-14T06:00:00"}'::jsonb
        FROM "Booking" b WHERE b.id = ${booking.id}`;
    expect(await sendDue()).toHaveLength(0); // gathered for a minute
    const [update, ...others] = await sendDue(2 * 60_000);
    expect(others).toHaveLength(0);
    expect(update.subject).toBe(`Booking ${code}: 3 updates`);
    expect(update.text).toContain(
      `The unit with VIN ending ${vinEnd} was loaded on board in Zeebrugge on Sun 22 Nov 2026.`,
    );
    expect(update.text).toContain("was delivered to the terminal in Zeebrugge on Sat 21 Nov 2026.");
    expect(update.text).toContain(
      "The estimated arrival in Lagos is now Mon 14 Dec 2026, 06:00, port time (it was Sat 12 Dec 2026, 06:00).",
    );
    expect(update.text).toContain(`${PORTAL}/track?booking=${encodeURIComponent(code)}&vin=${vinEnd}`);
    expect(update.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(update.header("List-Unsubscribe")!.slice(1, -1));
    expect(oneClick.pathname).toBe("/api/track/updates/unsubscribe");

    // one click, as a mail program does it (RFC 8058): stopped; the next milestone sends nothing
    const stopped = await callRoute<{ bookingCode: string; state: string }>(oneClickRoute, {
      method: "POST",
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ bookingCode: code, state: "stopped" });
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[1], milestone: { type: "Loaded", on: "2026-11-22" } },
    ]);
    expect(await sendDue(5 * 60_000)).toHaveLength(0);
    const forgedClick = await callRoute(oneClickRoute, {
      method: "POST",
      url: `/api/track/updates/unsubscribe?s=${sub.id}&t=${"A".repeat(43)}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(forgedClick.status).toBe(404);
  });

  it("through a share link: the e-mails link to it, and stop when the agent revokes it; a wrong pair or a bad address subscribes nobody", async () => {
    const made = await callRoute<CreatedShareLink>(createLinkRoute, {
      url: `/api/bookings/${booking.id}/share-links`,
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      body: { expiresInDays: 7 },
      params: { id: String(booking.id) },
    });
    expect(made.status).toBe(201);
    const token = new URL(made.body.url).pathname.split("/").pop()!;
    const email = `via.link.${Date.now()}@example.com`;
    const asked = await post({ do: "ask", link: token, email });
    expect(asked.headers.get("location")).toBe(`/track/l/${token}?updates=asked#updates`);
    const [confirmMail] = await sendDue();
    const confirm = linkIn(confirmMail.text, "/track/updates/confirm");
    await post({ do: "confirm", s: confirm.searchParams.get("s")!, t: confirm.searchParams.get("t")! });

    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Discharged", on: "2026-11-25" } },
    ]);
    const [update] = await sendDue(2 * 60_000);
    expect(update.to).toBe(email);
    expect(update.text).toContain(`${PORTAL}/track/l/${token}`);

    const revoked = await callRoute(revokeLinkRoute, {
      url: `/api/bookings/${booking.id}/share-links/${made.body.id}`,
      method: "DELETE",
      apiKey: TEST_API_KEYS.agent,
      params: { id: String(booking.id), linkId: String(made.body.id) },
    });
    expect(revoked.status).toBe(204);
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[1], milestone: { type: "Discharged", on: "2026-11-25" } },
    ]);
    expect((await sendDue(2 * 60_000)).filter((m) => m.to === email)).toHaveLength(0);
    expect(
      await db().consigneeEmail.count({
        where: { subscription: { email }, kind: "UPDATE", status: "SKIPPED" },
      }),
    ).toBe(1);

    const before = await db().consigneeSubscription.count({ where: { bookingId: booking.id } });
    const wrongPair = await post({ do: "ask", booking: code, vin: "ZZZZZZ", email: "someone@example.com" });
    expect(wrongPair.headers.get("location")).toBe(`/track?booking=${encodeURIComponent(code)}&vin=ZZZZZZ`);
    const badAddress = await post({ do: "ask", booking: code, vin: vinEnd, email: "not an address" });
    expect(badAddress.headers.get("location")).toContain("updates=bad-email#updates");
    expect(await db().consigneeSubscription.count({ where: { bookingId: booking.id } })).toBe(before);
  });

  it("asked from a French tracking page: the confirmation and the updates in French, dates in French, the port as it is", async () => {
    const other = await createBooking({ items: 1, voyage: (await openNrlVoyage()).number });
    const otherCode = other.saved.BookingCode!;
    const otherVin = other.message.Items[0].SerialNumber!.slice(-6);
    const email = `destinataire.${Date.now()}@example.com`;
    const ask = (language: Record<string, string>) =>
      post({ do: "ask", booking: otherCode, vin: otherVin, email }, "203.0.113.8", language);
    const subscription = () =>
      db().consigneeSubscription.findUniqueOrThrow({ where: { bookingId_email: { bookingId: other.id, email } } });

    // first from a page in English (the browser's), then again from the same page in French (the
    // cookie wins over the browser): one confirmation e-mail, in the language asked last
    expect((await ask({ "accept-language": "en-GB,en;q=0.9" })).headers.get("location")).toContain("updates=asked");
    expect((await subscription()).locale).toBe("en");
    const french = { cookie: "quayside-locale=fr", "accept-language": "en-GB,en;q=0.9" };
    expect((await ask(french)).headers.get("location")).toContain("updates=asked");
    expect((await subscription()).locale).toBe("fr");
    const [confirmMail, ...more] = await sendDue(0, other.id);
    expect(more).toHaveLength(0);
    expect(confirmMail.to).toBe(email);
    expect(confirmMail.subject).toBe(`Confirmez les mises à jour par e-mail de la réservation ${otherCode}`);
    expect(confirmMail.text).toContain(
      `Quelqu’un, vous sans doute, a demandé sur la page de suivi Quayside à recevoir à cette adresse les mises à jour de la réservation ${otherCode} par e-mail\u00a0: un e-mail à chaque étape de ses véhicules et à chaque changement de son arrivée estimée.`,
    );
    expect(confirmMail.text).toContain(
      "Pour les recevoir, ouvrez ce lien et cliquez sur «\u00a0Confirmer\u00a0»\u00a0: ",
    );
    expect(confirmMail.text).toContain(
      "Si ce n’est pas vous, ne tenez pas compte de cet e-mail\u00a0: rien d’autre ne vous sera envoyé tant que l’adresse n’est pas confirmée.",
    );
    const confirm = linkIn(confirmMail.text, "/track/updates/confirm");
    await post({ do: "confirm", s: confirm.searchParams.get("s")!, t: confirm.searchParams.get("t")! });

    await recordMilestones(callers.staffNrl, [
      { itemId: other.itemIds[0], milestone: { type: "Delivered", on: "2026-11-20" } },
    ]);
    await recordMilestones(callers.staffNrl, [
      { itemId: other.itemIds[0], milestone: { type: "Loaded", on: "2026-11-22" } },
    ]);
    await db().$executeRaw`
      INSERT INTO "TrackingEvent" ("bookingId", "eventType", classifier, code, "eventDateTime", "portId", details)
      SELECT b.id, 'TRANSPORT', 'EST', 'ARRI', now(), b."podId",
             '{"previous": "2026-12-14T06:00:00", "estimate": "2026-12-15T18:30:00"}'::jsonb
        FROM "Booking" b WHERE b.id = ${other.id}`;
    const [update, ...others] = await sendDue(2 * 60_000, other.id);
    expect(others).toHaveLength(0);
    expect(update.to).toBe(email);
    expect(update.subject).toBe(`Réservation ${otherCode}\u00a0: 3 mises à jour`);
    const page = `${PORTAL}/track?booking=${encodeURIComponent(otherCode)}&vin=${otherVin}`;
    const stop = linkIn(update.text, "/track/updates/stop");
    expect(update.text).toBe(
      [
        `Du nouveau sur la réservation ${otherCode}\u00a0:`,
        [
          `- L’unité dont le VIN se termine par ${otherVin} a été livrée au terminal de Zeebrugge (entrée terminal) le ven. 20 nov. 2026.`,
          `- L’unité dont le VIN se termine par ${otherVin} a été chargée à bord à Zeebrugge le dim. 22 nov. 2026.`,
          "- L’arrivée estimée à Lagos est désormais le mar. 15 déc. 2026, 18:30, heure du port (au lieu du lun. 14 déc. 2026, 06:00).",
        ].join("\n"),
        `La page de suivi indique où se trouve chaque véhicule\u00a0: ${page}`,
        `Vous recevez ces e-mails parce que vous les avez demandés sur la page de suivi. Pour ne plus les recevoir\u00a0: ${stop} (ou un clic dans votre messagerie).`,
      ].join("\n\n") + "\n",
    );
    expect(update.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // asked again from an English page (confirmed: no new e-mail), the next ones are in English
    expect((await ask({ "accept-language": "en" })).headers.get("location")).toContain("updates=asked");
    expect((await subscription()).locale).toBe("en");
    expect(await sendDue(0, other.id)).toHaveLength(0);
  });
});

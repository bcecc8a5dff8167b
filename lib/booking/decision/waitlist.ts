import "server-only";
// The waitlist: bookings refused only for space that asked to wait (Header.Waitlist) hold none.
// When space frees on their sailing (a cancellation, a decline) they are offered it in the order
// they came: confirmed at once on an `auto` line, put before staff (Received) on a `review` line.
// The first one that still does not fit stops the offers: a later, smaller booking never jumps it.
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { inLanguages, writeNotifications } from "@/lib/notifications/write-notifications";
import { bookingLink } from "@/lib/notifications/events";
import { writeDecisionEvent } from "@/lib/booking/decision/decision-event";
import { legSpan } from "@/lib/voyage-space/legs";
import { ITEM_MILLI_RT_SQL } from "@/lib/voyage-space/revenue-tons";
import { bookedMilliPerLeg, loadSailing } from "@/lib/voyage-space/voyage-space";

/** Offers freed space on `voyageId` to its waitlisted bookings, oldest first; returns the ids offered space. */
export async function offerFreedSpace(tx: Tx, voyageId: number | null, now: Date): Promise<number[]> {
  if (voyageId === null) return [];
  // The save's space check takes the same lock: no save counts space while it is handed out.
  await tx.$executeRaw`SELECT id FROM "Voyage" WHERE id = ${voyageId} FOR NO KEY UPDATE`;
  const waiting = await tx.booking.findMany({
    where: { voyageId, confirmation: "WAITLISTED", isCanceled: false },
    orderBy: [{ confirmationSince: "asc" }, { id: "asc" }],
    select: {
      id: true,
      polId: true,
      podId: true,
      agentId: true,
      bookingCode: true,
      version: true,
      line: { select: { confirmationPolicy: true } },
    },
  });
  if (!waiting.length) return [];
  const sailing = await loadSailing(tx, voyageId);
  if (!sailing) return [];
  const offered: number[] = [];
  for (const b of waiting) {
    const booked = await bookedMilliPerLeg(tx, sailing);
    const [{ milli }] = await tx.$queryRaw<{ milli: bigint | null }[]>`
      SELECT SUM(${Prisma.raw(ITEM_MILLI_RT_SQL)})::bigint AS milli
        FROM "BookingItem" i LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
       WHERE i."bookingId" = ${b.id} AND NOT i."isCanceled" AND i.state <> 'DRAFT'`;
    const span = legSpan(sailing.calls, b.polId, b.podId);
    const wanted = Number(milli ?? 0);
    const fits = !!span && booked.slice(span.from, span.to + 1).every((leg) => leg + wanted <= sailing.capacityMilli);
    if (!fits) break;
    const state = b.line?.confirmationPolicy === "REVIEW" ? "RECEIVED" : "CONFIRMED";
    const version = b.version + 1;
    await tx.booking.update({
      where: { id: b.id },
      data: {
        confirmation: state,
        confirmationSince: now,
        ...(state === "CONFIRMED" ? { confirmationDecidedAt: now } : {}),
        version,
      },
    });
    await tx.bookingRevision.create({
      data: {
        bookingId: b.id,
        version,
        actor: "Quayside (space freed on the sailing)",
        changes: [
          { path: "Confirmation.State", from: "Waitlisted", to: state === "CONFIRMED" ? "Confirmed" : "Received" },
        ],
      },
    });
    await writeDecisionEvent(tx, {
      bookingId: b.id,
      decision: "waitlist-offer",
      state: state === "CONFIRMED" ? "Confirmed" : "Received",
      caller: null,
      reason: `Space freed on voyage ${sailing.number}.`,
      at: now,
    });
    await writeNotifications(
      tx,
      [
        {
          kind: "BOOKING_DECISION",
          eventKey: `waitlist:${b.id}:${version}`,
          audience: { agentId: b.agentId },
          exceptUserId: null,
          bookingId: b.id,
          link: bookingLink(b.id),
          ...inLanguages((t) => {
            const args = {
              code: b.bookingCode,
              voyage: sailing.number,
              state: state === "CONFIRMED" ? "Confirmed" : "Received",
            };
            return { title: t("events.waitlist.title", args), body: t("events.waitlist.body", args) };
          }),
        },
      ],
      now,
    );
    offered.push(b.id);
  }
  return offered;
}

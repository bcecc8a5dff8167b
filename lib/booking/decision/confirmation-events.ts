import "server-only";
// "booking.confirmation" posts: each decision of the line is queued, in the decision's own
// transaction, for every live subscription of the booking's agent that asks for the event. The
// feed's workers post them (lib/feed/booking-events.ts).
import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db/prisma";
import type { BookingConfirmationEvent, Confirmation } from "@/lib/booking/decision/confirmation-schema";

export const CONFIRMATION_EVENT = "booking.confirmation";
/** As the feed's batches are named (lib/feed/secrets.ts), without importing the feed into the booking's floor. */
const newWebhookId = () => `msg_${randomBytes(16).toString("base64url")}`;

export async function queueConfirmationEvent(
  tx: Tx,
  booking: { id: number; bookingCode: string; agentId: number; version: number },
  confirmation: Confirmation,
  now: Date,
): Promise<void> {
  const body: BookingConfirmationEvent = {
    type: CONFIRMATION_EVENT,
    bookingId: booking.id,
    bookingCode: booking.bookingCode,
    version: booking.version,
    state: confirmation.State,
    reason: confirmation.Reason,
    paths: confirmation.Paths,
    decidedAt: confirmation.DecidedAt,
  };
  await queueBookingEvent(tx, booking.agentId, body, now);
}

/**
 * Queues `body` for every live subscription of the agent that asks for its event type, in the
 * caller's transaction (the line's decisions here; the papers' documents and invoices too).
 */
export async function queueBookingEvent<Body extends { type: string }>(
  tx: Tx,
  agentId: number,
  body: Body,
  now: Date,
): Promise<void> {
  const subs = await tx.feedSubscription.findMany({
    where: { agentId, disabledAt: null, events: { has: body.type } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const s of subs)
    await tx.bookingEvent.create({
      data: {
        subscriptionId: s.id,
        webhookId: newWebhookId(),
        body: body,
        nextAttemptAt: now,
      },
    });
}

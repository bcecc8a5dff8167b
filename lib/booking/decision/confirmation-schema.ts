// The line's decision on a booking (DCSA Booking 2.0's states): the Confirmation the save and the
// booking read answer, and the body of POST /api/bookings/{id}/decision. Free of server imports:
// the booking page and the client read these too.
import { z } from "zod";
import { issueWords } from "@/lib/i18n/sentences";
import type { ConfirmationState } from "@/lib/generated/prisma/enums";

export const CONFIRMATION_STATES = [
  "Received",
  "Confirmed",
  "Declined",
  "PendingUpdate",
  "PendingAmendment",
  "Waitlisted",
] as const;
export type ConfirmationStateName = (typeof CONFIRMATION_STATES)[number];

export const STATE_NAME: Record<ConfirmationState, ConfirmationStateName> = {
  RECEIVED: "Received",
  CONFIRMED: "Confirmed",
  DECLINED: "Declined",
  PENDING_UPDATE: "PendingUpdate",
  PENDING_AMENDMENT: "PendingAmendment",
  WAITLISTED: "Waitlisted",
};
export const STATE_OF_NAME = Object.fromEntries(Object.entries(STATE_NAME).map(([k, v]) => [v, k])) as Record<
  ConfirmationStateName,
  ConfirmationState
>;

/** What people read for each state (the bookings list, the booking page, the homes). */
export const STATE_LABEL: Record<ConfirmationStateName, string> = {
  Received: "Waiting for the line",
  Confirmed: "Confirmed",
  Declined: "Declined",
  PendingUpdate: "Update requested",
  PendingAmendment: "Change waiting for the line",
  Waitlisted: "Waitlisted",
};

export const amendmentChangeSchema = z.object({
  Path: z.string(),
  From: z.unknown(),
  To: z.unknown(),
});

export const pendingAmendmentSchema = z
  .object({
    Changes: z.array(amendmentChangeSchema).meta({
      description: "The held change against the confirmed booking, field by field (the API's paths)",
    }),
    RequestedBy: z.string(),
    RequestedAt: z.string().meta({ description: "UTC instant, ISO 8601" }),
  })
  .meta({ id: "PendingAmendment" });

export const confirmationSchema = z
  .object({
    State: z.enum(CONFIRMATION_STATES),
    Reason: z.string().nullable().meta({ description: "The line's reason for its last decision, if it gave one" }),
    Paths: z.array(z.string()).meta({
      description: "PendingUpdate: the fields the line asks the agent to change (`Items[0].Weight`, …)",
    }),
    DecidedAt: z
      .string()
      .nullable()
      .meta({ description: "UTC instant (ISO 8601) of the line's last decision; null before any" }),
    PendingAmendment: pendingAmendmentSchema.nullable().meta({
      description:
        "PendingAmendment: the change that waits for the line. The rest of the message is the confirmed booking, which stands until the line decides",
    }),
  })
  .meta({
    id: "Confirmation",
    description:
      "The line's decision on the booking; null for drafts and quotations. Lines that confirm every booking that passes the checks answer Confirmed at once",
  });
export type Confirmation = z.infer<typeof confirmationSchema>;

export const DECISIONS = ["confirm", "decline", "request-update"] as const;
export type Decision = (typeof DECISIONS)[number];

/** The states each decision may be taken in (else 409 wrong_state). */
export const DECISION_FROM: Record<Decision, readonly ConfirmationStateName[]> = {
  confirm: ["Received", "PendingAmendment"],
  decline: ["Received", "PendingUpdate", "PendingAmendment", "Waitlisted"],
  "request-update": ["Received"],
};

export const decisionBodySchema = z
  .object({
    decision: z.enum(DECISIONS),
    reason: z.string().trim().max(1000).optional().default("").meta({
      description: "Why: shown to the agent and kept in the history. Required to decline or to ask for an update",
    }),
    paths: z
      .array(z.string().trim().min(1).max(200))
      .max(50)
      .optional()
      .default([])
      .meta({ description: "request-update: the fields the agent should change (`Items[0].Weight`, `Header.Pod`)" }),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== "confirm" && !v.reason)
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        ...issueWords("required", "validation.decision.sayWhy"),
      });
  })
  .meta({ id: "BookingDecision" });
export type DecisionBody = z.output<typeof decisionBodySchema>;

export const decisionResponseSchema = z
  .object({
    booking: z.object({
      Id: z.number().int(),
      BookingCode: z.string(),
      Version: z.number().int(),
      Confirmation: confirmationSchema,
    }),
  })
  .meta({ id: "BookingDecisionResult" });
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/**
 * Subscriptions' events: the interface's item feed, the line's decisions, schedule changes
 * (lib/tracking/eta-event-schema.ts) and the papers' states (lib/papers/events.ts).
 */
export const SUBSCRIPTION_EVENTS = [
  "item.updated",
  "booking.confirmation",
  "booking.eta",
  "transport-document.state",
  "invoice.state",
] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** The body of a "booking.confirmation" post (OpenAPI webhooks.bookingConfirmation). */
export const bookingConfirmationEventSchema = z
  .object({
    type: z.literal("booking.confirmation"),
    bookingId: z.number().int(),
    bookingCode: z.string(),
    version: z.number().int().meta({ description: "The booking's version after the decision" }),
    state: z.enum(CONFIRMATION_STATES),
    reason: z.string().nullable(),
    paths: z.array(z.string()),
    decidedAt: z.string().nullable().meta({ description: "UTC instant, ISO 8601" }),
  })
  .meta({ id: "BookingConfirmationEvent" });
export type BookingConfirmationEvent = z.infer<typeof bookingConfirmationEventSchema>;

// Subscriptions to the item update feed: request and response shapes, shared by the routes, the
// OpenAPI document and the Integrations page. No server imports.
import { z } from "zod";
import { recordIdSchema } from "@/lib/core/operation";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";
import { SUBSCRIPTION_EVENTS } from "@/lib/booking/decision/confirmation-schema";

export const subscriptionEventsSchema = z
  .array(z.enum(SUBSCRIPTION_EVENTS))
  .min(1)
  .max(SUBSCRIPTION_EVENTS.length)
  .meta({
    description:
      'What the endpoint receives: `"item.updated"` (arrays of item update records, the interface\'s feed), `"booking.confirmation"` (the line\'s decisions on the agent\'s bookings, one object per decision) and `"booking.eta"` (a new estimated arrival or departure of a booking after the line moved its call, one object per booking and change). Default `["item.updated"]`',
  });

export const subscriptionUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: wordsOf("validation.atMostChars", { max: 2000 }) })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    checkWords("invalid_url", "refusals.feed.urlWithoutCredentials"),
  )
  .meta({
    description: "The endpoint that receives the posts (https recommended)",
    example: "https://integrator.example.com/quayside/item-updates",
  });

const agentIdField = z
  .number()
  .int()
  .positive()
  .optional()
  .meta({ description: "Admins only: the agent the subscription is for" });

export const createSubscriptionSchema = z
  .object({ url: subscriptionUrlSchema, agentId: agentIdField, events: subscriptionEventsSchema.optional() })
  .meta({ id: "CreateSubscriptionRequest" });
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const createdSubscriptionSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    secret: z.string().meta({ description: "whsec_… signing secret (Standard Webhooks); shown once" }),
  })
  .meta({ id: "CreatedSubscription" });
export type CreatedSubscription = z.infer<typeof createdSubscriptionSchema>;

export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    agentId: z.number().int(),
    events: z.array(z.enum(SUBSCRIPTION_EVENTS)),
    paused: z.boolean(),
    disabledAt: z.iso
      .datetime()
      .nullable()
      .meta({ description: "Set when the endpoint answered 410 Gone; nothing is sent since" }),
    createdAt: z.iso.datetime(),
    lastDeliveryAt: z.iso.datetime().nullable(),
    failing: z
      .number()
      .int()
      .meta({ description: "Batches that failed their last post and wait for a retry, or are dead-lettered" }),
  })
  .meta({ id: "FeedSubscription" });
export type SubscriptionView = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

export const subscriptionListQuerySchema = z.object({
  agentId: recordIdSchema.optional().meta({ description: "Admins and staff: only this agent's subscriptions" }),
});

export const agentScopeBodySchema = z.object({ agentId: agentIdField }).meta({ id: "AgentScope" });

export const rotatedSecretSchema = z
  .object({
    secret: z.string().meta({
      description:
        "The new whsec_… secret, shown once. Posts carry signatures with the old and the new secret for 24 hours.",
    }),
  })
  .meta({ id: "RotatedSecret" });

export const pausedSchema = z.object({ id: z.number().int(), paused: z.boolean() }).meta({ id: "SubscriptionPaused" });

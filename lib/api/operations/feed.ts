// The item update feed's operations (milestones, subscriptions, the portal's own receiver).
// Listed with the rest in ./index.ts.
import { z } from "zod";
import type { ErrorCode } from "@/lib/core/errors";
import { defineOperation, ID_PARAMS } from "@/lib/core/operation";
import {
  deliveryAttemptListSchema,
  deliveryLogQuerySchema,
  redeliveredSchema,
  redeliverSchema,
} from "@/lib/feed/delivery-log-schema";
import { itemUpdateRecordSchema, milestoneInputSchema } from "@/lib/feed/milestone-schema";
import { receivedUpdateListSchema, receivedUpdatesQuerySchema } from "@/lib/feed/received-schema";
import {
  createdSubscriptionSchema,
  createSubscriptionSchema,
  pausedSchema,
  rotatedSecretSchema,
  subscriptionListQuerySchema,
  subscriptionListSchema,
} from "@/lib/feed/subscription-schema";

const recordedMilestoneSchema = z
  .object({
    itemId: z.number().int(),
    milestoneId: z.number().int(),
    status: z
      .enum(["Draft", "Approved", "Delivered", "Loaded", "Discharged"])
      .meta({ description: "The item's state after the milestone" }),
    record: itemUpdateRecordSchema,
  })
  .meta({ id: "RecordedMilestone" });
const deletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
const testSentSchema = z.object({ batchId: z.number().int(), webhookId: z.string() });
const MANAGERS = ["AGENT", "ADMIN"] as const;
const READERS = ["AGENT", "STAFF", "ADMIN"] as const;
const ONE: ErrorCode[] = ["NOT_FOUND"];

export const recordMilestoneOperation = defineOperation({
  method: "post",
  path: "/api/items/{id}/milestones",
  operationId: "recordMilestone",
  tag: "Item feed",
  summary: "Record a milestone of an item",
  description: [
    "Line staff (of the item's booking's line) or admins record Delivered, Loaded, Discharged or CustomsCleared. The item moves Approved → Delivered → Loaded → Discharged; CustomsCleared is recorded once, for a unit the terminal holds.",
    "An out-of-order or repeated milestone, a date before the previous milestone's, or a canceled item is 409 NOT_ALLOWED (`errors[].code`: out_of_order, repeated, date_order, canceled); Loaded of a blocked unit (Block: true) is 409 unit_blocked, its BlockReason in the message.",
    "A Delivered milestone's measures over the voyage's limits, or off the booked ones by more than 5 % or 10 cm / 100 kg, are recorded and flagged (gaugeFlag).",
    "The item update record (with every date of the item so far) is written in the same transaction and posted to the agent's subscriptions by the delivery worker.",
  ].join("\n"),
  params: ID_PARAMS,
  access: ["STAFF", "ADMIN"],
  body: milestoneInputSchema,
  response: recordedMilestoneSchema,
  responseDescription: "The milestone, the item's new status and its item update record",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const listFeedSubscriptionsOperation = defineOperation({
  method: "get",
  path: "/api/feed/subscriptions",
  operationId: "listFeedSubscriptions",
  tag: "Item feed",
  summary: "List feed subscriptions",
  description:
    "An agent's integrator and users see their agent's subscriptions; staff and admins see every agent's (or one agent's with `agentId`).",
  access: READERS,
  query: subscriptionListQuerySchema,
  response: subscriptionListSchema,
  responseDescription: "Subscriptions",
  errors: ["BAD_REQUEST"],
});

export const createFeedSubscriptionOperation = defineOperation({
  method: "post",
  path: "/api/feed/subscriptions",
  operationId: "createFeedSubscription",
  tag: "Item feed",
  summary: "Create a feed subscription",
  description: [
    "Registers an endpoint that receives the item updates of the agent's bookings. The answer carries the signing secret (`whsec_…`) once; store it.",
    "",
    'Each post is a JSON array of at most 100 item update records, signed per Standard Webhooks: headers `webhook-id` (the same on every retry of a batch; drop duplicates by it and the record\'s index), `webhook-timestamp` (Unix seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, two space-separated signatures during a secret rotation).',
    "Only a 2xx answer counts. Retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (±10 %), then the batch is dead-lettered; `Retry-After` is honoured; 410 disables the subscription; 413 halves the batch.",
    "URLs that resolve to private, loopback or link-local addresses are refused. Admins name the agent with `agentId`.",
  ].join("\n"),
  access: MANAGERS,
  body: createSubscriptionSchema,
  response: createdSubscriptionSchema,
  responseDescription: "The subscription with its secret (shown once)",
  errors: ["BAD_REQUEST", "VALIDATION_FAILED", "NOT_FOUND"],
});

export const deleteFeedSubscriptionOperation = defineOperation({
  method: "delete",
  path: "/api/feed/subscriptions/{id}",
  operationId: "deleteFeedSubscription",
  tag: "Item feed",
  summary: "Delete a feed subscription",
  description: "Records queued for it are dropped.",
  params: ID_PARAMS,
  access: MANAGERS,
  response: deletedSchema,
  responseDescription: "Deleted",
  errors: ONE,
});

export const rotateFeedSubscriptionSecretOperation = defineOperation({
  method: "post",
  path: "/api/feed/subscriptions/{id}/rotate-secret",
  operationId: "rotateFeedSubscriptionSecret",
  tag: "Item feed",
  summary: "Rotate the signing secret",
  description:
    "Answers a new secret (shown once). For 24 hours every post carries two signatures, one with the new and one with the old secret, so the receiver can switch when ready.",
  params: ID_PARAMS,
  access: MANAGERS,
  response: rotatedSecretSchema,
  responseDescription: "The new secret",
  errors: ONE,
});

export const pauseFeedSubscriptionOperation = defineOperation({
  method: "post",
  path: "/api/feed/subscriptions/{id}/pause",
  operationId: "pauseFeedSubscription",
  tag: "Item feed",
  summary: "Pause a feed subscription",
  description: "Nothing is posted while paused; records keep queueing and go out on resume.",
  params: ID_PARAMS,
  access: MANAGERS,
  response: pausedSchema,
  responseDescription: "Paused",
  errors: ONE,
});

export const resumeFeedSubscriptionOperation = defineOperation({
  method: "post",
  path: "/api/feed/subscriptions/{id}/resume",
  operationId: "resumeFeedSubscription",
  tag: "Item feed",
  summary: "Resume a feed subscription",
  description: "Posting starts again; this also re-enables a subscription that a 410 Gone disabled.",
  params: ID_PARAMS,
  access: MANAGERS,
  response: pausedSchema,
  responseDescription: "Resumed",
  errors: ONE,
});

export const listFeedDeliveriesOperation = defineOperation({
  method: "get",
  path: "/api/feed/subscriptions/{id}/deliveries",
  operationId: "listFeedDeliveries",
  tag: "Item feed",
  summary: "Delivery log of a subscription",
  description:
    "Newest batch first, each with its last post: records, posts made, response status and time, next retry.",
  params: ID_PARAMS,
  access: READERS,
  query: deliveryLogQuerySchema,
  response: deliveryAttemptListSchema,
  responseDescription: "Batches",
  errors: ["NOT_FOUND", "BAD_REQUEST"],
});

export const redeliverFeedBatchesOperation = defineOperation({
  method: "post",
  path: "/api/feed/subscriptions/{id}/redeliver",
  operationId: "redeliverFeedBatches",
  tag: "Item feed",
  summary: "Redeliver batches",
  description:
    "Queues the named batches (or every failed and dead one) again, under their webhook-ids, with a fresh retry schedule.",
  params: ID_PARAMS,
  access: READERS,
  body: redeliverSchema,
  response: redeliveredSchema,
  responseDescription: "How many batches were queued",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const sendFeedTestUpdateOperation = defineOperation({
  method: "post",
  path: "/api/feed/subscriptions/{id}/test",
  operationId: "sendFeedTestUpdate",
  tag: "Item feed",
  summary: "Send a test update",
  description: 'Posts one record with ItemId "0" through the normal path (signed, logged, retried).',
  params: ID_PARAMS,
  access: MANAGERS,
  response: testSentSchema,
  responseDescription: "The queued test batch",
  errors: ONE,
});

export const receiveItemUpdatesOperation = defineOperation({
  method: "post",
  path: "/api/feed/item-updates",
  operationId: "receiveItemUpdates",
  tag: "Item feed",
  summary: "Receive item updates (the portal as a subscriber)",
  description:
    "The portal's own receiver: checks the Standard Webhooks signature against the raw body (timestamp within 5 minutes) with the secret of the subscription named by `?subscription=<id>` (or of every subscription whose URL points here), stores each record once (webhook-id + index) and answers 204. A missing, stale or wrong signature is 401.",
  access: "public",
  body: z.array(itemUpdateRecordSchema).meta({ id: "ItemUpdateRecords" }),
  response: z.null(),
  successStatus: 204,
  bodyReadBy: "raw", // the signature is over the exact bytes received
  responseDescription: "Stored (or already stored)",
  errors: ["UNAUTHORIZED", "BAD_REQUEST", "VALIDATION_FAILED", "PAYLOAD_TOO_LARGE"],
});

export const listReceivedItemUpdatesOperation = defineOperation({
  method: "get",
  path: "/api/feed/item-updates",
  operationId: "listReceivedItemUpdates",
  tag: "Item feed",
  summary: "List received item updates",
  description:
    "What the portal's receiver stored, newest first, filterable by booking, serial/VIN, voyage, received date and milestone; `afterId` returns only newer rows (for polling). Staff see their line's bookings, agents their own.",
  access: READERS,
  query: receivedUpdatesQuerySchema,
  response: receivedUpdateListSchema,
  responseDescription: "Received records",
  errors: ["BAD_REQUEST"],
});

export const FEED_OPERATIONS = [
  recordMilestoneOperation,
  listFeedSubscriptionsOperation,
  createFeedSubscriptionOperation,
  deleteFeedSubscriptionOperation,
  rotateFeedSubscriptionSecretOperation,
  pauseFeedSubscriptionOperation,
  resumeFeedSubscriptionOperation,
  listFeedDeliveriesOperation,
  redeliverFeedBatchesOperation,
  sendFeedTestUpdateOperation,
  receiveItemUpdatesOperation,
  listReceivedItemUpdatesOperation,
];

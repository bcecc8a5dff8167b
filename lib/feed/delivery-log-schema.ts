// The delivery log of a subscription as the Integrations page and the API show it. No server imports.
import { z } from "zod";

export const DELIVERY_ROW_STATUSES = ["delivered", "failed", "pending", "dead"] as const;
export type DeliveryRowStatus = (typeof DELIVERY_ROW_STATUSES)[number];

/** One batch (one webhook-id) with what its last post came to. */
export const deliveryAttemptSchema = z
  .object({
    id: z.number().int().meta({ description: "Batch id (redeliver takes these)" }),
    webhookId: z.string(),
    records: z.number().int(),
    attempt: z.number().int().meta({ description: "Posts made so far" }),
    status: z.enum(DELIVERY_ROW_STATUSES).meta({
      description:
        "delivered; failed (a retry is scheduled); pending (not posted yet, or queued again); dead (retries exhausted)",
    }),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    at: z.iso.datetime().nullable().meta({ description: "When the last post was made" }),
    nextAttemptAt: z.iso.datetime().nullable(),
    error: z.string().nullable(),
    test: z.boolean().meta({ description: "A 'send a test update' post" }),
  })
  .meta({ id: "FeedDeliveryAttempt" });
export type DeliveryAttemptRow = z.infer<typeof deliveryAttemptSchema>;
export const deliveryAttemptListSchema = z.array(deliveryAttemptSchema);

export const deliveryLogQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(500).optional().meta({ description: "Newest batches first; default 100" }),
});

export const redeliverSchema = z
  .object({
    batchIds: z
      .array(z.number().int().positive())
      .max(1000)
      .optional()
      .meta({ description: "Batches to post again; none: every failed and dead one" }),
  })
  .meta({ id: "RedeliverRequest" });
export const redeliveredSchema = z.object({ queued: z.number().int() }).meta({ id: "Redelivered" });

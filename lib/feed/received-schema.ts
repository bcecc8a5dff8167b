// Item updates the portal received as a subscriber: the shapes the staff page, the booking
// timeline and the API share. No server imports.
import { z } from "zod";
import { MAX_ID, recordIdSchema } from "@/lib/core/operation";
import { itemUpdateRecordSchema, MILESTONE_NAMES } from "@/lib/feed/milestone-schema";

export const receivedUpdatesQuerySchema = z.object({
  bookingId: recordIdSchema.optional(),
  serial: z.string().trim().max(30).optional(),
  voyage: z.string().trim().max(20).optional(),
  from: z.iso.date().optional().meta({ description: "Received on or after (YYYY-MM-DD, UTC)" }),
  to: z.iso.date().optional().meta({ description: "Received on or before (YYYY-MM-DD, UTC)" }),
  milestone: z.enum(MILESTONE_NAMES).optional(),
  afterId: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_ID)
    .optional()
    .meta({ description: "Only rows newer than this id (for polling)" }),
  take: z.coerce.number().int().min(1).max(500).optional(),
});
export type ReceivedUpdatesQuery = z.infer<typeof receivedUpdatesQuerySchema>;

export const receivedUpdateSchema = z
  .object({
    id: z.number().int(),
    receivedAt: z.iso.datetime(),
    webhookId: z.string(),
    milestone: z.enum(MILESTONE_NAMES).nullable(),
    record: itemUpdateRecordSchema,
    bookingId: z.number().int().nullable(),
    bookingCode: z.string().nullable(),
  })
  .meta({ id: "ReceivedItemUpdate" });
export type ReceivedUpdateRow = z.infer<typeof receivedUpdateSchema>;
export const receivedUpdateListSchema = z.array(receivedUpdateSchema);

export interface TimelineMilestone {
  id: number;
  type: (typeof MILESTONE_NAMES)[number];
  on: string;
  location: string | null;
  recordedAt: string;
}
export interface ItemTimeline {
  itemId: number;
  relativeId: number;
  serial: string | null;
  status: string;
  milestones: TimelineMilestone[];
  updates: { id: number; receivedAt: string; webhookId: string; record: z.infer<typeof itemUpdateRecordSchema> }[];
}

// The filters of the Item updates page: the received-updates query, with the booking named by
// its code (what a person types) instead of its id. Shared by the page and its server action.
import { z } from "zod";
import { receivedUpdatesQuerySchema } from "@/lib/feed/received-schema";

export const itemUpdatesFilterSchema = receivedUpdatesQuerySchema.omit({ bookingId: true }).extend({
  booking: z.string().trim().max(40).optional(),
});
export type ItemUpdatesFilter = z.infer<typeof itemUpdatesFilterSchema>;

export const FILTER_KEYS = ["booking", "serial", "voyage", "from", "to", "milestone"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** URL values → the action's filter: empty values dropped. */
export function filterFromUrl(values: Record<FilterKey, string>): Partial<Record<FilterKey, string>> {
  const out: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) if (values[key].trim()) out[key] = values[key].trim();
  return out;
}

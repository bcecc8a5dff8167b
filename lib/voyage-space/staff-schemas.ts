// Inputs of the staff's space controls (allotment, stop sale), once: the voyage page's forms use
// them through zodResolver, the server actions parse with them. The same shapes as the accept
// branch's lib/acceptance/schemas (allotmentSchema, stopSaleSchema), to fold into them.
import { z } from "zod";

const INT32_MAX = 2_147_483_647;
const id = z.coerce.number().int().positive().max(INT32_MAX);

/** RT released to the portal on a voyage; null gives it the vessel's whole capacity again. */
export const allotmentSchema = z.object({
  voyageId: id,
  allotmentRt: z.number({ message: "Give the RT the portal may sell." }).min(0, "At least 0 RT.").max(10_000_000).multipleOf(0.01, "At most two decimals.").nullable(),
});
export type AllotmentInput = z.input<typeof allotmentSchema>;

/** Stop sale (stopped: true) or reopen the voyage, or one of its loading calls (pol: UN/LOCODE or name). */
export const stopSaleSchema = z.object({
  voyageId: id,
  stopped: z.boolean(),
  pol: z.string().trim().max(100).nullish(),
  reason: z
    .string()
    .trim()
    .min(3, "Say briefly why (at least 3 characters).")
    .max(500, "The reason is at most 500 characters.")
    .refine((s) => !s.includes("\u0000"), "The reason contains a character that cannot be stored.")
    .nullish(),
});
export type StopSaleInput = z.input<typeof stopSaleSchema>;

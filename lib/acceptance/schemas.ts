// Inputs of the staff's acceptance controls, once: the staff pages use them through zodResolver,
// the routes and server actions parse with them (lib/lines/parse-input.ts gives the envelope).
import { z } from "zod";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";
import { recordIdSchema } from "@/lib/core/operation";

const id = recordIdSchema;
const reason = z
  .string()
  .trim()
  .min(3, { error: wordsOf("refusals.acceptance.reasonShort") })
  .max(500, { error: wordsOf("refusals.acceptance.reasonLong") })
  .refine((s) => !s.includes("\u0000"), checkWords("custom", "refusals.acceptance.reasonNotStorable"));

/** RT released to the portal on a voyage; null gives it the vessel's whole capacity again. */
export const allotmentSchema = z.object({
  voyageId: id,
  allotmentRt: z
    .number()
    .min(0)
    .max(10_000_000)
    .multipleOf(0.01)
    .nullable()
    .meta({ description: "RT, at most the vessel's cargoCapacity; null: the whole capacity" }),
});
export type AllotmentInput = z.input<typeof allotmentSchema>;

/** Stop sale (stopped: true) or reopen the voyage, or one of its Pol calls (pol: name or UN/LOCODE). */
export const stopSaleSchema = z.object({
  voyageId: id,
  stopped: z.boolean(),
  pol: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .meta({ description: "A port the voyage loads at (name or UN/LOCODE): that call only" }),
  reason: reason.nullish(),
});
export type StopSaleInput = z.input<typeof stopSaleSchema>;

export const EXCEPTION_KINDS = { LateUnit: "LATE_UNIT", OutOfGauge: "OUT_OF_GAUGE" } as const;
export type ExceptionKindName = keyof typeof EXCEPTION_KINDS;

/** A late-unit or out-of-gauge exception on a booking: for one unit (its serial number) or all of them. */
export const grantExceptionSchema = z.object({
  bookingId: id,
  kind: z.enum(["LateUnit", "OutOfGauge"]),
  serialNumber: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .meta({ description: "The unit's VIN or serial; omitted: every unit of the booking" }),
  reason,
});
export type GrantExceptionInput = z.input<typeof grantExceptionSchema>;

export const exceptionListQuerySchema = z.object({
  voyageId: id.optional(),
  bookingId: id.optional(),
});

/** The bodies of the routes, whose path names the voyage or booking. */
export const allotmentBodySchema = allotmentSchema.omit({ voyageId: true }).meta({ id: "AllotmentRequest" });
export const stopSaleBodySchema = stopSaleSchema.omit({ voyageId: true }).meta({ id: "StopSaleRequest" });
export const grantExceptionBodySchema = grantExceptionSchema
  .omit({ bookingId: true })
  .meta({ id: "AcceptanceExceptionRequest" });

export const acceptanceExceptionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["LateUnit", "OutOfGauge"]),
    bookingId: z.number().int(),
    bookingCode: z.string(),
    voyage: z.string(),
    serialNumber: z
      .string()
      .nullable()
      .meta({ description: "The unit's serial (upper case); null: every unit of the booking" }),
    reason: z.string(),
    createdBy: z.string(),
    createdAt: z.date(),
  })
  .meta({ id: "AcceptanceException" });
export const acceptanceExceptionListSchema = z.object({ exceptions: z.array(acceptanceExceptionSchema) });

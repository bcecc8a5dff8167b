// PATCH /api/voyages/{voyage}/visits/{port}: its path, query, body and answer, once. Free of
// server imports. Times are the port's wall clock, as every schedule time of the API.
import { z } from "zod";
import { VOYAGE_PARAMS } from "@/lib/core/operation";
import { localTimeText } from "@/lib/lines/schemas";
import { checkWords } from "@/lib/i18n/sentences";

export const VISIT_PARAMS = VOYAGE_PARAMS.extend({
  port: z.string().min(1).max(100).meta({ description: "The call's port: UN/LOCODE (`NGLOS`) or name, case aside" }),
});

export const moveVisitQuerySchema = z.object({
  line: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "The line (name or code) when several lines sail a voyage of that number" }),
  sequence: z.coerce
    .number()
    .int()
    .min(1)
    .max(999)
    .optional()
    .meta({ description: "The call's place in the rotation (from 1), when the voyage calls at the port twice" }),
});

export const moveVisitBodySchema = z
  .object({
    arrival: localTimeText("arrival")
      .optional()
      .meta({ description: "New arrival, port time (YYYY-MM-DDTHH:MM[:SS])" }),
    departure: localTimeText("departure")
      .optional()
      .meta({ description: "New departure, port time (YYYY-MM-DDTHH:MM[:SS])" }),
    cutOff: localTimeText("cutOff").nullable().optional().meta({ description: "New cut-off, port time; null: none" }),
    shiftLaterCalls: z
      .boolean()
      .optional()
      .meta({ description: "Move every later call of the voyage by the same delay as this call's departure" }),
  })
  .refine(
    (v) => v.arrival !== undefined || v.departure !== undefined || v.cutOff !== undefined,
    checkWords("custom", "refusals.tracking.sendATime"),
  )
  .meta({ id: "MoveVisit" });
export type MoveVisitInput = z.infer<typeof moveVisitBodySchema>;

export const movedVisitSchema = z
  .object({
    voyage: z.string(),
    port: z.string().meta({ description: "UN/LOCODE" }),
    sequence: z.number().int(),
    arrival: z.string(),
    departure: z.string(),
    cutOff: z.string().nullable(),
    bookingsReached: z
      .number()
      .int()
      .meta({ description: "Live bookings the change touched: each got an estimated event, its agent a notification" }),
  })
  .meta({ id: "MovedVisit" });
export type MovedVisit = z.infer<typeof movedVisitSchema>;

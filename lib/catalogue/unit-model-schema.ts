// GET /api/booking/unitmodels: parameters and response (spec "Get unit models", Unit model).
import { z } from "zod";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";

export const unitTypeSchema = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.enum(UNIT_TYPE_CODES, { message: "type must be one of C, V, B, T, U, M, E, K" }))
  .meta({ description: "C car, V van, B big van, T truck, U unit, M motorcycle, E equipment, K container" });

export const unitModelQuerySchema = z.object({
  search: z.string().optional().meta({
    description:
      "Words matched against make, model and description; every word must match (case- and accent-insensitive)",
  }),
  type: unitTypeSchema.optional(),
});
export type UnitModelQuery = z.infer<typeof unitModelQuerySchema>;

export const unitModelSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  make: z.string(),
  model: z.string(),
  type: z.string().meta({ description: "C, V, B, T, U, M, E or K" }),
  length: z.number().nullable().meta({ description: "cm" }),
  width: z.number().nullable().meta({ description: "cm" }),
  height: z.number().nullable().meta({ description: "cm" }),
  weight: z.number().meta({ description: "kg" }),
});
export const unitModelListSchema = z.array(unitModelSchema);
export type UnitModel = z.infer<typeof unitModelSchema>;

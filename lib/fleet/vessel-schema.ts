// GET /api/Vessel/Search: parameters and response (spec "Get vessels", Vessel).
import { z } from "zod";

export const vesselQuerySchema = z.object({
  Line: z.string().optional().meta({ description: "Shipping line name: vessels deployed on that line's voyages" }),
  ScheduleCategory: z
    .string()
    .optional()
    .meta({ description: "Trade route: vessels deployed on voyages of that category" }),
});
export type VesselQuery = z.infer<typeof vesselQuerySchema>;

export const vesselSchema = z.object({
  name: z.string(),
  yearBuilt: z.number().int().nullable(),
  cargoCapacity: z.number().meta({ description: "RT" }),
  maxDeckHeight: z.number().meta({ description: "cm" }),
  maxDeckWidth: z.number().meta({ description: "cm" }),
  maxRampWeight: z.number().meta({ description: "tons" }),
  flag: z.string().meta({ description: "Nationality of the vessel" }),
  speed: z.number().meta({ description: "knots" }),
});
export const vesselListSchema = z.array(vesselSchema);
export type Vessel = z.infer<typeof vesselSchema>;

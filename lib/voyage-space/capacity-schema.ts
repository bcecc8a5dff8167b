// GET /api/voyages/{voyage}/capacity: the answer, exactly as the issue and the OpenAPI document name it.
import { z } from "zod";

export const capacityQuerySchema = z.object({
  line: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "The line (name or code) when several lines sail a voyage of that number" }),
});

export const voyageCapacitySchema = z
  .object({
    voyage: z.string().meta({ description: "Voyage number" }),
    vessel: z.string(),
    capacityRt: z.number().meta({
      description:
        "What the voyage may carry on any leg, RT: the vessel's cargoCapacity, or the lower allotment staff released",
    }),
    open: z.boolean().meta({ description: "Open for sale (not cancelled, no stop sale on the voyage)" }),
    legs: z.array(
      z.object({
        from: z.string().meta({ description: "UN/LOCODE of the call the leg starts at" }),
        to: z.string().meta({ description: "UN/LOCODE of the next call" }),
        bookedRt: z.number(),
        freeRt: z
          .number()
          .meta({ description: "capacityRt − bookedRt (negative after an allotment below what is booked)" }),
      }),
    ),
  })
  .meta({ id: "VoyageCapacity" });

export type VoyageCapacity = z.infer<typeof voyageCapacitySchema>;

/** The read's answer from the lib's richer view (lib/voyage-space/voyage-space.ts). */
export function capacityAnswer(space: {
  voyage: string;
  vessel: string;
  capacityRt: number;
  open: boolean;
  legs: { from: string; to: string; bookedRt: number; freeRt: number }[];
}): VoyageCapacity {
  return {
    voyage: space.voyage,
    vessel: space.vessel,
    capacityRt: space.capacityRt,
    open: space.open,
    legs: space.legs.map(({ from, to, bookedRt, freeRt }) => ({ from, to, bookedRt, freeRt })),
  };
}

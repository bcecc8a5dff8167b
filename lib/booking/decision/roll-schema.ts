// Roll-over (POST /api/bookings/{id}/roll): the line moves a booking, or some of its units as a new
// booking linked both ways, to a later sailing of the same Pol and Pod. Free of server imports:
// the booking page's dialog reads these too.
import { z } from "zod";

export const rollBodySchema = z
  .object({
    voyage: z.string().trim().min(1).max(40).meta({
      description: "The later sailing: its voyage number (or id), of the booking's line",
    }),
    items: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(500).optional().default([]).meta({
      description:
        "The Ids of the units to move as a new booking; empty or left out: the whole booking. Listing every live unit moves the whole booking",
    }),
    reason: z.string().trim().min(1).max(1000).meta({
      description: "Why: shown to the agent (notification and history)",
    }),
  })
  .meta({ id: "BookingRoll" });
export type RollBody = z.output<typeof rollBodySchema>;

const rolledBookingSchema = z.object({
  Id: z.number().int(),
  BookingCode: z.string(),
  Version: z.number().int(),
  BookingVoyage: z.string(),
  ItemIds: z.array(z.number().int()).meta({ description: "The live units now on this booking" }),
});

export const rollResponseSchema = z
  .object({
    booking: rolledBookingSchema.meta({ description: "The booking rolled (whole), or the one the units left" }),
    rolledTo: rolledBookingSchema.nullable().meta({
      description: "Units rolled: the new booking that holds them, linked to `booking`. Null for a whole booking",
    }),
  })
  .meta({ id: "BookingRollResult" });
export type RollResponse = z.infer<typeof rollResponseSchema>;

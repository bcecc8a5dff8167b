// The body of a "booking.eta" post (OpenAPI webhooks.bookingEta): the line moved a call, and a
// booking's estimated arrival at its Pod (or departure from its Pol) moved with it. No server imports.
import { z } from "zod";

export const ETA_EVENT = "booking.eta";

const wallClock = z.string().nullable().meta({
  description: "Port local time, ISO 8601 without offset (YYYY-MM-DDTHH:mm:ss); null: none",
  example: "2026-12-14T06:00:00",
});

export const bookingEtaEventSchema = z
  .object({
    type: z.literal(ETA_EVENT),
    bookingId: z.number().int(),
    bookingCode: z.string(),
    voyage: z.string().meta({ description: "The voyage number", example: "N2612" }),
    change: z.enum(["arrival", "departure"]).meta({
      description:
        "`arrival`: the estimated arrival at the booking's Pod (its ETA); `departure`: the estimated departure from its Pol",
    }),
    port: z.object({ code: z.string().meta({ example: "NGLOS" }), name: z.string() }),
    previous: wallClock,
    estimate: wallClock,
    eventID: z.string().meta({
      description: "The estimated transport event the change wrote (GET /api/events, `eventClassifierCode` EST)",
    }),
    changedAt: z.string().meta({ description: "UTC instant of the change, ISO 8601" }),
  })
  .meta({ id: "BookingEtaEvent" });
export type BookingEtaEvent = z.infer<typeof bookingEtaEventSchema>;

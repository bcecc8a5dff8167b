// The public tracking answer (GET /api/track, the /track page): what a consignee may know of a
// booking — its units' milestones, the vessel, voyage, ports and the current estimates — and
// nothing else: no party, price, paper or full VIN. Free of server imports (the page and the
// OpenAPI document read it).
import { z } from "zod";
import { wordsOf } from "@/lib/i18n/sentences";

/** "ACM-000042" as typed: trimmed, upper-cased; the booking code is matched exactly. */
export const bookingCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((s) => s.toUpperCase())
  .meta({ description: "The booking code (`ACM-000042`), case aside", example: "ACM-000042" });

/** The last six characters of a VIN or serial, as the chassis key has them (letters and digits, upper case). */
export const vinLast6Schema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase().replace(/[^A-Z0-9]/g, ""))
  .pipe(z.string().length(6, { error: wordsOf("refusals.tracking.vinLast6") }))
  .meta({
    description: "The last 6 characters of one unit's VIN or serial (punctuation and case aside)",
    example: "123456",
  });

export const trackQuerySchema = z.object({
  booking: bookingCodeSchema,
  vin: vinLast6Schema,
});
export type TrackQuery = z.input<typeof trackQuerySchema>;

const wallClock = z.string().meta({
  description: "Port-local wall-clock time without zone, YYYY-MM-DDTHH:MM:SS (the port's `timeZone` says where)",
  example: "2026-12-14T06:00:00",
});

export const trackPortSchema = z.object({
  code: z.string().meta({ description: "UN/LOCODE" }),
  name: z.string(),
  country: z.string(),
  timeZone: z.string().meta({ description: "IANA time zone of the port" }),
});

export const TRACKED_MILESTONES = ["DELIVERED", "LOADED", "DISCHARGED", "CUSTOMS_CLEARED"] as const;

export const trackedUnitSchema = z.object({
  vinEnd: z.string().nullable().meta({ description: "The VIN's or serial's last 6 characters only" }),
  description: z.string().nullable().meta({ description: "Make and model (or the unit's own description)" }),
  milestones: z.array(
    z.object({
      type: z.enum(TRACKED_MILESTONES),
      on: z.string().meta({ description: "The day it happened, YYYY-MM-DD (port time)" }),
    }),
  ),
});

export const trackingSchema = z
  .object({
    bookingCode: z.string(),
    cancelled: z.boolean(),
    line: z.string().nullable(),
    vessel: z.object({ name: z.string(), imo: z.string().nullable() }).nullable(),
    voyage: z.string().nullable(),
    pol: trackPortSchema,
    pod: trackPortSchema.nullable(),
    departure: wallClock.nullable().meta({ description: "Estimated departure from the Pol (Pol time)" }),
    eta: wallClock.nullable().meta({ description: "Current estimated arrival at the Pod (Pod time)" }),
    units: z.array(trackedUnitSchema),
  })
  .meta({ id: "Tracking" });
export type Tracking = z.infer<typeof trackingSchema>;

/** The share link's token in /track/l/{token} and GET /api/track/links/{token}. */
export const SHARE_TOKEN_PARAMS = z.object({
  token: z.string().min(1).max(200).meta({ description: "The token of a share link (the last part of its URL)" }),
});

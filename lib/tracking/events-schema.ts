// The events API's query and answer (GET /api/events), modelled on DCSA Track & Trace 2.2: field
// names and codes as DCSA has them, a VIN where DCSA has a container number. Free of server
// imports. The mapping from the portal's facts to these codes: docs/integrators/events.md.
import { z } from "zod";

export const EVENT_TYPES = ["EQUIPMENT", "TRANSPORT", "SHIPMENT"] as const;
export const EVENT_CLASSIFIERS = ["ACT", "EST", "PLN"] as const;
/** DCSA 2.2 equipment event codes the portal writes: gate-in (Delivered), loaded, discharged. */
export const EQUIPMENT_EVENT_CODES = ["GTIN", "LOAD", "DISC"] as const;
/** DCSA 2.2 transport event codes: arrival, departure (estimated when the line moves a call). */
export const TRANSPORT_EVENT_CODES = ["ARRI", "DEPA"] as const;
/**
 * DCSA 2.2 shipment event codes: RELS (released: customs cleared, with documentTypeCode CUS); the
 * line's decisions on a booking, with documentTypeCode BKG: RECE (received: a waitlisted booking
 * given space waits for the line), CONF (confirmed, a held change confirmed, rolled to a later
 * sailing), PENU (pending update: the line asks the agent for an update), REJE (declined, or a
 * held change declined). The mapping: docs/integrators/events.md.
 */
export const SHIPMENT_EVENT_CODES = ["RELS", "CONF", "REJE", "PENU", "RECE"] as const;
export type ShipmentEventCode = (typeof SHIPMENT_EVENT_CODES)[number];

/** The line's decisions a shipment event can carry (bookingDecision.decision). */
export const BOOKING_DECISIONS = [
  "confirm",
  "decline",
  "request-update",
  "confirm-amendment",
  "decline-amendment",
  "waitlist-offer",
  "roll",
] as const;
export type BookingDecision = (typeof BOOKING_DECISIONS)[number];

/** Who decided: line staff, an admin, or Quayside itself (space freed for a waitlisted booking). */
export const DECIDER_ROLES = ["LINE_STAFF", "ADMIN", "QUAYSIDE"] as const;

export const bookingDecisionSchema = z
  .object({
    decision: z.enum(BOOKING_DECISIONS).meta({ description: "What the line decided" }),
    state: z.string().meta({
      description:
        "The booking's Confirmation State after the decision (Received, Confirmed, PendingUpdate, Declined): a declined change leaves it Confirmed",
    }),
    decidedBy: z
      .object({
        name: z.string().meta({ description: "The name the booking's history shows for who decided" }),
        role: z.enum(DECIDER_ROLES),
      })
      .meta({ description: "Who decided" }),
    rolledFrom: z.string().optional().meta({
      description: "A roll of some units: the booking code they were rolled from (this event's booking is the new one)",
    }),
    fromVoyage: z.string().optional().meta({ description: "A roll: the voyage the units left" }),
  })
  .meta({ id: "BookingDecisionDetails", description: "The portal's own: the line's decision behind a shipment event" });
export type BookingDecisionDetails = z.infer<typeof bookingDecisionSchema>;

export const MAX_EVENTS_PER_PAGE = 1000;

export const eventsQuerySchema = z.object({
  bookingCode: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .transform((s) => s.toUpperCase())
    .optional()
    .meta({ description: "Only this booking's events (its code, case aside)" }),
  vin: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .pipe(z.string().min(3).max(25))
    .optional()
    .meta({
      description:
        "Only the events of the unit with this VIN or serial (punctuation and case aside), and those of its booking as a whole (transport events)",
    }),
  eventType: z.enum(EVENT_TYPES).optional().meta({ description: "Only events of this type" }),
  "eventCreatedDateTime:gte": z.iso.datetime({ offset: true }).optional().meta({
    description: "Only events recorded at or after this instant (ISO 8601 with Z or an offset; DCSA's operator suffix)",
  }),
  "eventCreatedDateTime:lt": z.iso
    .datetime({ offset: true })
    .optional()
    .meta({ description: "Only events recorded before this instant (ISO 8601 with Z or an offset)" }),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .meta({ description: "The `cursor` of an earlier answer: only what was recorded after it" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_EVENTS_PER_PAGE)
    .default(100)
    .meta({ description: `Events per answer, 1 to ${MAX_EVENTS_PER_PAGE} (100 by default)` }),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

const documentReference = z.object({
  documentReferenceType: z.literal("BKG"),
  documentReferenceValue: z.string().meta({ description: "The booking code" }),
});

export const trackingEventSchema = z
  .object({
    eventID: z.string().meta({ description: "UUID of the event" }),
    eventType: z.enum(EVENT_TYPES),
    eventClassifierCode: z.enum(EVENT_CLASSIFIERS).meta({ description: "ACT actual, EST estimated, PLN planned" }),
    eventDateTime: z.string().meta({ description: "When it happened or is expected (ISO 8601, UTC)" }),
    eventCreatedDateTime: z.string().meta({ description: "When the portal recorded it (ISO 8601, UTC)" }),
    equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_CODES).optional(),
    transportEventTypeCode: z.enum(TRANSPORT_EVENT_CODES).optional(),
    shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_CODES).optional(),
    documentTypeCode: z.string().optional().meta({ description: "Shipment events: the document (CUS, BKG)" }),
    equipmentReference: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Equipment events: the unit's VIN or serial" }),
    documentReferences: z.array(documentReference),
    references: z
      .array(z.object({ referenceType: z.literal("VIN"), referenceValue: z.string() }))
      .meta({ description: "The unit's VIN (events of one unit)" }),
    transportCall: z
      .object({
        carrierVoyageNumber: z.string().nullable(),
        UNLocationCode: z.string().nullable(),
        locationName: z.string().nullable(),
        modeOfTransport: z.literal("VESSEL"),
        vessel: z.object({ vesselIMONumber: z.string().nullable(), vesselName: z.string() }).nullable(),
      })
      .meta({ description: "Where: the booking's voyage and the port of the event" }),
    reason: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Shipment events of the line's decisions: the line's reason, where it gave one" }),
    bookingDecision: bookingDecisionSchema.optional(),
    changeRemark: z.string().nullable().optional().meta({ description: "Estimated events: what changed" }),
    previousEventDateTime: z
      .string()
      .nullable()
      .optional()
      .meta({ description: "Estimated events: the estimate this one replaces (port time)" }),
  })
  .meta({ id: "TrackingEvent" });
export type TrackingEventView = z.infer<typeof trackingEventSchema>;

export const eventListSchema = z
  .object({
    events: z.array(trackingEventSchema),
    cursor: z.string().meta({
      description:
        "Send it back as `cursor` to get only what was recorded after these events (never a gap, never a repeat)",
    }),
  })
  .meta({ id: "TrackingEventList" });
export type EventList = z.infer<typeof eventListSchema>;

// The events people are notified of, who receives each by default and how (no server imports: the
// preferences page reads this too). docs/portal/notifications.md has the table.
import { z } from "zod";
import { timeZoneSchema } from "@/lib/time/time-zone";
import { enumKeysOf, keysOf } from "@/lib/core/narrow";

export const NOTIFICATION_CHANNELS = ["PORTAL", "EMAIL", "DIGEST", "OFF"] as const;
export type NotificationChannelName = (typeof NOTIFICATION_CHANNELS)[number];
export const channelSchema = z.enum(NOTIFICATION_CHANNELS);

export const CHANNEL_LABELS: Record<NotificationChannelName, string> = {
  PORTAL: "In the portal",
  EMAIL: "E-mail at once",
  DIGEST: "Daily e-mail digest",
  OFF: "Off",
};

export interface KindInfo {
  label: string;
  audience: "AGENT" | "STAFF";
  defaultChannel: NotificationChannelName;
  describe: string;
}

export const NOTIFICATION_KINDS = {
  MILESTONE: {
    label: "Milestones of my units",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "Units delivered, loaded, discharged or cleared: one notification per booking and milestone.",
  },
  BOOKING_CHANGED: {
    label: "Booking changed by someone else",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "A booking of yours amended by line staff, an integrator or a colleague: who, what, when.",
  },
  BOOKING_CANCELLED: {
    label: "Booking cancelled by someone else",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "A booking of yours cancelled by someone other than you.",
  },
  QUOTE_PRICED: {
    label: "Price set by the line",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "Line staff priced a unit by hand (an on-request unit or a special rate).",
  },
  CUTOFF_REMINDER: {
    label: "Cut-off in 24 hours",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "The cut-off at the port of loading is within 24 hours (port time) and units are not yet delivered.",
  },
  FEED_FAILING: {
    label: "Feed endpoint failing",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "Your integration's feed endpoint has failed for an hour, or was disabled.",
  },
  FEED_DEAD_LETTER: {
    label: "Feed records given up on",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe:
      "Item updates were given up on after their last retry (dead-lettered); post them again from the delivery log.",
  },
  EXCEPTION_GRANTED: {
    label: "Exception granted by the line",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "Line staff let a unit of yours through a rule: a repeated chassis, a late unit or an out-of-gauge unit.",
  },
  SCHEDULE_CHANGED: {
    label: "Sailing times changed by the line",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "The line moved an arrival, departure or cut-off of a call your bookings load or discharge at.",
  },
  QUOTE_EXPIRING: {
    label: "Quote expiring in 2 days",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "A quote of yours not yet booked stops holding its prices within 2 days (Pol time).",
  },
  BOOKING_DECISION: {
    label: "The line's decision on a booking",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe:
      "The line confirmed or declined a booking of yours or a change to it, or asked you to update it: with the reason.",
  },
  DOCUMENT_UPDATE: {
    label: "Bills of lading and waybills",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "A transport document of yours was drafted from your instructions, issued by the line or surrendered.",
  },
  INVOICE_UPDATE: {
    label: "Invoices",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe: "The line issued an invoice or a credit note to you, or an invoice was paid in full.",
  },
  UNITS_RELEASABLE: {
    label: "Units ready for release",
    audience: "AGENT",
    defaultChannel: "EMAIL",
    describe:
      "Every unit of a transport document may be released at destination: the delivery order can be downloaded.",
  },
  BOOKING_NEW: {
    label: "New booking on my line",
    audience: "STAFF",
    defaultChannel: "PORTAL",
    describe: "An agent booked on one of your line's voyages.",
  },
  LATE_UNITS: {
    label: "Late units nearing cut-off",
    audience: "STAFF",
    defaultChannel: "EMAIL",
    describe:
      "Units of your line's voyage not yet delivered with the cut-off at their port of loading within 24 hours.",
  },
  QUOTE_TO_PRICE: {
    label: "Quotation waiting to be priced",
    audience: "STAFF",
    defaultChannel: "EMAIL",
    describe: "An agent asked for a quote on your line with units the tariff does not price (on request).",
  },
  INSTRUCTIONS_RECEIVED: {
    label: "Shipping instructions received",
    audience: "STAFF",
    defaultChannel: "PORTAL",
    describe: "An agent sent or changed shipping instructions for a booking on your line: a draft document waits.",
  },
  RELEASE_READY: {
    label: "Units ready for release at destination",
    audience: "STAFF",
    defaultChannel: "PORTAL",
    describe:
      "Every unit of a transport document is discharged and cleared, collect freight paid and the bill surrendered.",
  },
} as const satisfies Record<string, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = keysOf(NOTIFICATION_KINDS);
export const kindSchema = z.enum(enumKeysOf(NOTIFICATION_KINDS));

export function isKind(value: string): value is NotificationKind {
  // own keys only: `in` also finds toString, constructor and __proto__ on the prototype
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** Kinds a role hears of (admins: none by default; they see everything elsewhere). */
export function kindsFor(role: "AGENT" | "STAFF" | "ADMIN"): NotificationKind[] {
  return NOTIFICATION_KIND_NAMES.filter((k) => NOTIFICATION_KINDS[k].audience === role);
}

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  bookingId: z.number().int().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  unread: z.boolean().default(false),
  kind: kindSchema.optional(),
  beforeId: z.number().int().positive().optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const markReadSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) }),
  z.object({ all: z.literal(true) }),
]);

export const preferencesSchema = z.object({
  timeZone: timeZoneSchema,
  channels: z.record(kindSchema, channelSchema),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export interface PreferencesView extends Preferences {
  kinds: NotificationKind[];
  emailEnabled: boolean;
  email: string;
}

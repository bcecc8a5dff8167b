// The inputs of the lines' console, once: the console's forms use them through zodResolver, the
// server actions parse with them. Times are port-local wall-clock "YYYY-MM-DDTHH:MM[:SS]" strings
// (what a datetime-local field gives); the server turns them into timestamps.
import { z } from "zod";
import { recordIdSchema } from "@/lib/core/operation";
import { parseLocalDateTime } from "@/lib/time/local-datetime";

const id = recordIdSchema;
const text = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`)
    .refine((s) => !s.includes("\u0000"), `${label} contains a character that cannot be stored.`);

export const localTimeText = (label: string) =>
  z
    .string()
    .trim()
    .refine((s) => parseLocalDateTime(s) !== null, `${label}: expected a date and time (YYYY-MM-DD HH:MM).`);

/** "true" from a confirm step: the caller saw the affected bookings and goes ahead. */
const confirmed = z.boolean().default(false);

export const moveCallSchema = z
  .object({
    visitId: id,
    arrival: localTimeText("Arrival"),
    departure: localTimeText("Departure"),
    /** empty: no cut-off */
    cutOff: z.union([z.literal(""), localTimeText("Cut-off")]),
    /** move every later call by the same delay as this call's departure */
    shiftLaterCalls: z.boolean().default(false),
    confirm: confirmed,
  })
  .superRefine((v, ctx) => {
    const arrival = parseLocalDateTime(v.arrival);
    const departure = parseLocalDateTime(v.departure);
    const cutOff = v.cutOff ? parseLocalDateTime(v.cutOff) : null;
    if (arrival && departure && departure < arrival)
      ctx.addIssue({ code: "custom", path: ["departure"], message: "Departure must not be before arrival." });
    if (cutOff && departure && cutOff > departure)
      ctx.addIssue({ code: "custom", path: ["cutOff"], message: "The cut-off must not be after departure." });
  });
export type MoveCallInput = z.input<typeof moveCallSchema>;

export const callServiceSchema = z.object({
  visitId: id,
  canLoad: z.boolean(),
  canDischarge: z.boolean(),
  confirm: confirmed,
});
export type CallServiceInput = z.input<typeof callServiceSchema>;

export const cancelVoyageSchema = z.object({
  voyageId: id,
  reason: text("The reason", 500).refine((s) => s.length >= 3, "Say briefly why (at least 3 characters)."),
  confirm: confirmed,
});
export type CancelVoyageInput = z.input<typeof cancelVoyageSchema>;

// The patterns take a-z too: upper-cased before the check, a lower-case input is taken, and the
// OpenAPI document (generated from these) must say so.
export const voyageNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/, "A voyage number is 2–20 letters, digits or dashes.");

export const addVoyageSchema = z.object({
  /** the voyage whose calls are copied (the service's port pattern) */
  sourceVoyageId: id,
  number: voyageNumberSchema,
  /** empty: the source voyage's vessel */
  vesselId: z.union([z.literal(""), id]).default(""),
  /** the new voyage's first arrival; every call moves by the same amount */
  firstArrival: localTimeText("First arrival"),
});
export type AddVoyageInput = z.input<typeof addVoyageSchema>;

const decimal = (label: string, max: number) =>
  z.coerce
    .number({ message: `${label} must be a number.` })
    .positive(`${label} must be more than 0.`)
    .max(max, `${label} is at most ${max}.`);

export const vesselInputSchema = z.object({
  name: text("The name", 100),
  imo: z
    .string()
    .trim()
    .regex(/^(\d{7})?$/, "An IMO number is 7 digits.")
    .default(""),
  yearBuilt: z
    .union([
      z.literal(""),
      z.coerce
        .number()
        .int()
        .min(1900, "Year built is after 1900.")
        .max(new Date().getUTCFullYear() + 3, "Year built is too far ahead."),
    ])
    .default(""),
  cargoCapacity: decimal("Cargo capacity (RT)", 9_999_999_999),
  maxDeckHeight: decimal("Max deck height (cm)", 99_999),
  maxDeckWidth: decimal("Max deck width (cm)", 99_999),
  maxRampWeight: decimal("Max ramp weight (t)", 99_999),
  flag: text("The flag", 60),
  speed: decimal("Speed (kn)", 99),
});
export type VesselInput = z.input<typeof vesselInputSchema>;
/** A vessel form as vesselInputSchema parsed it (the server action parses, lib/lines/actions.ts). */
export type VesselData = z.output<typeof vesselInputSchema>;

export const UNIT_MODEL_TYPES = ["C", "V", "B", "T", "U", "M", "E", "K"] as const;

const optionalCm = (label: string) =>
  z
    .union([
      z.literal(""),
      z.coerce
        .number()
        .int(`${label} is whole centimetres.`)
        .positive(`${label} must be more than 0.`)
        .max(10_000, `${label} is at most 10,000 cm.`),
    ])
    .default("");

export const unitModelInputSchema = z.object({
  make: text("The make", 60),
  model: text("The model", 80),
  description: text("The description", 200),
  type: z.enum(UNIT_MODEL_TYPES, { message: "Choose one of the eight types." }),
  length: optionalCm("Length"),
  width: optionalCm("Width"),
  height: optionalCm("Height"),
  weight: z.coerce
    .number({ message: "Weight must be a number." })
    .positive("Weight must be more than 0.")
    .max(1_000_000, "Weight is at most 1,000,000 kg."),
});
export type UnitModelInput = z.input<typeof unitModelInputSchema>;
/** A unit model as unitModelInputSchema parsed it (the server action parses, lib/lines/actions.ts). */
export type UnitModelData = z.output<typeof unitModelInputSchema>;

export const scheduleCsvSchema = z.object({
  text: z.string().min(1, "The file is empty.").max(2_000_000, "The file is larger than 2 MB."),
});
/** A season's CSV as scheduleCsvSchema parsed it (the server action parses, lib/lines/actions.ts). */
export type ScheduleCsv = z.output<typeof scheduleCsvSchema>;

/** The columns of a season's schedule file, one row per call, calls of a voyage in rotation order. */
export const SCHEDULE_CSV_COLUMNS = [
  "Voyage",
  "Vessel",
  "ScheduleCategory",
  "SailingRoute",
  "Port",
  "Terminal",
  "Arrival",
  "Departure",
  "CutOff",
  "CanLoad",
  "CanDischarge",
] as const;

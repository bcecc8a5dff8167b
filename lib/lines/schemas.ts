// The inputs of the lines' console, once: the console's forms use them through zodResolver, the
// server actions parse with them. Times are port-local wall-clock "YYYY-MM-DDTHH:MM[:SS]" strings
// (what a datetime-local field gives); the server turns them into timestamps.
import { z } from "zod";
import { recordIdSchema } from "@/lib/core/operation";
import { parseLocalDateTime } from "@/lib/time/local-datetime";
import { checkWords, issueWords, wordsOf } from "@/lib/i18n/sentences";

const id = recordIdSchema;
// A field's name in a message is a keyed choice of the message ({field, select, …}), never English
// text given to it: the catalogue says "The name" and "Le nom".
type TextField = "name" | "reason" | "flag" | "make" | "model" | "description";
type TimeField = "arrival" | "departure" | "cutOff" | "firstArrival";
type MeasureField =
  | "cargoCapacity"
  | "maxDeckHeight"
  | "maxDeckWidth"
  | "maxRampWeight"
  | "speed"
  | "length"
  | "width"
  | "height"
  | "weight";

const text = (field: TextField, max = 200) =>
  z
    .string()
    .trim()
    .min(1, { error: wordsOf("refusals.lines.schema.textRequired", { field }) })
    .max(max, { error: wordsOf("refusals.lines.schema.textTooLong", { field, max }) })
    .refine((s) => !s.includes("\u0000"), checkWords("custom", "refusals.lines.schema.textUnstorable", { field }));

export const localTimeText = (field: TimeField) =>
  z
    .string()
    .trim()
    .refine(
      (s) => parseLocalDateTime(s) !== null,
      checkWords("custom", "refusals.lines.schema.timeExpected", { field }),
    );

/** "true" from a confirm step: the caller saw the affected bookings and goes ahead. */
const confirmed = z.boolean().default(false);

export const moveCallSchema = z
  .object({
    visitId: id,
    arrival: localTimeText("arrival"),
    departure: localTimeText("departure"),
    /** empty: no cut-off */
    cutOff: z.union([z.literal(""), localTimeText("cutOff")]),
    /** move every later call by the same delay as this call's departure */
    shiftLaterCalls: z.boolean().default(false),
    confirm: confirmed,
  })
  .superRefine((v, ctx) => {
    const arrival = parseLocalDateTime(v.arrival);
    const departure = parseLocalDateTime(v.departure);
    const cutOff = v.cutOff ? parseLocalDateTime(v.cutOff) : null;
    if (arrival && departure && departure < arrival)
      ctx.addIssue({
        code: "custom",
        path: ["departure"],
        ...issueWords("custom", "refusals.lines.schema.departureBeforeArrival"),
      });
    if (cutOff && departure && cutOff > departure)
      ctx.addIssue({
        code: "custom",
        path: ["cutOff"],
        ...issueWords("custom", "refusals.lines.schema.cutOffAfterDeparture"),
      });
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
  reason: text("reason", 500).refine((s) => s.length >= 3, checkWords("custom", "refusals.lines.schema.sayWhy")),
  confirm: confirmed,
});
export type CancelVoyageInput = z.input<typeof cancelVoyageSchema>;

// The patterns take a-z too: upper-cased before the check, a lower-case input is taken, and the
// OpenAPI document (generated from these) must say so.
export const voyageNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/, { error: wordsOf("refusals.lines.schema.voyageNumber") });

export const addVoyageSchema = z.object({
  /** the voyage whose calls are copied (the service's port pattern) */
  sourceVoyageId: id,
  number: voyageNumberSchema,
  /** empty: the source voyage's vessel */
  vesselId: z.union([z.literal(""), id]).default(""),
  /** the new voyage's first arrival; every call moves by the same amount */
  firstArrival: localTimeText("firstArrival"),
});
export type AddVoyageInput = z.input<typeof addVoyageSchema>;

const decimal = (field: MeasureField, max: number) =>
  z.coerce
    .number({ error: wordsOf("refusals.lines.schema.notANumber", { field }) })
    .positive({ error: wordsOf("refusals.lines.schema.notPositive", { field }) })
    .max(max, { error: wordsOf("refusals.lines.schema.atMost", { field, max }) });

export const vesselInputSchema = z.object({
  name: text("name", 100),
  imo: z
    .string()
    .trim()
    .regex(/^(\d{7})?$/, { error: wordsOf("refusals.lines.schema.imo") })
    .default(""),
  yearBuilt: z
    .union([
      z.literal(""),
      z.coerce
        .number()
        .int()
        .min(1900, { error: wordsOf("refusals.lines.schema.yearAfter1900") })
        .max(new Date().getUTCFullYear() + 3, { error: wordsOf("refusals.lines.schema.yearTooFar") }),
    ])
    .default(""),
  cargoCapacity: decimal("cargoCapacity", 9_999_999_999),
  maxDeckHeight: decimal("maxDeckHeight", 99_999),
  maxDeckWidth: decimal("maxDeckWidth", 99_999),
  maxRampWeight: decimal("maxRampWeight", 99_999),
  flag: text("flag", 60),
  speed: decimal("speed", 99),
});
export type VesselInput = z.input<typeof vesselInputSchema>;
/** A vessel form as vesselInputSchema parsed it (the server action parses, lib/actions/lines.ts). */
export type VesselData = z.output<typeof vesselInputSchema>;

export const UNIT_MODEL_TYPES = ["C", "V", "B", "T", "U", "M", "E", "K"] as const;

const optionalCm = (field: "length" | "width" | "height") =>
  z
    .union([
      z.literal(""),
      z.coerce
        .number()
        .int({ error: wordsOf("refusals.lines.schema.wholeCentimetres", { field }) })
        .positive({ error: wordsOf("refusals.lines.schema.notPositive", { field }) })
        .max(10_000, { error: wordsOf("refusals.lines.schema.atMost10000cm", { field }) }),
    ])
    .default("");

export const unitModelInputSchema = z.object({
  make: text("make", 60),
  model: text("model", 80),
  description: text("description", 200),
  type: z.enum(UNIT_MODEL_TYPES, { error: wordsOf("refusals.lines.schema.chooseType") }),
  length: optionalCm("length"),
  width: optionalCm("width"),
  height: optionalCm("height"),
  weight: z.coerce
    .number({ error: wordsOf("refusals.lines.schema.notANumber", { field: "weight" }) })
    .positive({ error: wordsOf("refusals.lines.schema.notPositive", { field: "weight" }) })
    .max(1_000_000, { error: wordsOf("refusals.lines.schema.weightAtMost") }),
});
export type UnitModelInput = z.input<typeof unitModelInputSchema>;
/** A unit model as unitModelInputSchema parsed it (the server action parses, lib/actions/lines.ts). */
export type UnitModelData = z.output<typeof unitModelInputSchema>;

export const scheduleCsvSchema = z.object({
  text: z
    .string()
    .min(1, { error: wordsOf("refusals.lines.schema.fileEmpty") })
    .max(2_000_000, { error: wordsOf("refusals.lines.schema.fileTooLarge") }),
});
/** A season's CSV as scheduleCsvSchema parsed it (the server action parses, lib/actions/lines.ts). */
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

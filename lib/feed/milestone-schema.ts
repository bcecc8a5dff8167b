// Milestones that line staff record, and the item update record they produce (spec "Item update
// record"). Shared by the browser (forms, CSV import), the routes and the OpenAPI document: keep
// this module free of server imports.
import { z } from "zod";
import type { MilestoneType } from "@/lib/generated/prisma/enums";
import { enumKeysOf, keysOf, recordOf } from "@/lib/core/narrow";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";

/** Milestone names on the wire, and the database enum each one is stored as. */
export const MILESTONE_TYPES = {
  Delivered: "DELIVERED",
  Loaded: "LOADED",
  Discharged: "DISCHARGED",
  CustomsCleared: "CUSTOMS_CLEARED",
} as const satisfies Record<string, MilestoneType>;
export type MilestoneName = keyof typeof MILESTONE_TYPES;
export const MILESTONE_NAMES = enumKeysOf(MILESTONE_TYPES);
export const milestoneName = (type: MilestoneType): MilestoneName =>
  MILESTONE_NAMES.find((name) => MILESTONE_TYPES[name] === type)!;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Milestones are facts: a date after tomorrow (any time zone's today) is a typo. */
export const latestMilestoneDate = (now: Date = new Date()) =>
  new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);

export const milestoneDateSchema = z
  .string()
  .refine(isCalendarDate, checkWords("invalid_date", "refusals.feed.dateFormat"))
  .refine(
    (v) => !isCalendarDate(v) || v <= latestMilestoneDate(),
    checkWords("future_date", "refusals.feed.futureDate"),
  )
  .meta({ description: "YYYY-MM-DD", example: "2026-11-20" });

/** Centimetres and kilograms, as the booking's items carry them. */
const measure = (max: number, unit: string) =>
  z
    .number()
    .int({ error: wordsOf("refusals.feed.wholeUnits", { unit }) })
    .positive({ error: wordsOf("refusals.feed.moreThanZero", { unit }) })
    .max(max, { error: wordsOf("refusals.feed.atMostUnits", { max, unit }) })
    .nullish();
const note = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: wordsOf("validation.atMostChars", { max }) })
    .nullish();

export const milestoneInputSchema = z
  .object({
    type: z
      .enum(MILESTONE_NAMES)
      .meta({ description: "Delivered (gate-in at the terminal), Loaded, Discharged or CustomsCleared" }),
    on: milestoneDateSchema,
    location: note(200).meta({ description: "Where it happened, e.g. a terminal or lane" }),
    length: measure(5_000, "cm").meta({ description: "Measured length, cm" }),
    width: measure(1_000, "cm").meta({ description: "Measured width, cm" }),
    height: measure(1_000, "cm").meta({ description: "Measured height, cm" }),
    weight: measure(200_000, "kg").meta({ description: "Measured weight, kg" }),
    customsDocs: note(200).meta({ description: "Customs document reference" }),
  })
  .meta({ id: "MilestoneInput" });
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

/** A record's text is bounded (a receiver keeps what it is sent): no value of ours comes near it. */
export const RECORD_TEXT_MAX = 500;
const value = z
  .string()
  .max(RECORD_TEXT_MAX, { error: wordsOf("validation.atMostChars", { max: RECORD_TEXT_MAX }) })
  .nullable();
const date = z.string().regex(DATE_RE).nullable();

/** The spec's item update record: every value a string or null, dates YYYY-MM-DD. */
export const itemUpdateRecordSchema = z
  .object({
    ItemId: z
      .string()
      .max(20, { error: wordsOf("validation.atMostChars", { max: 20 }) })
      .meta({ description: "Booking item id" }),
    Serial: value.meta({ description: "Serial or VIN" }),
    DeliveryDate: date.meta({ description: "YYYY-MM-DD; null when unset" }),
    LoadingDate: date.meta({ description: "YYYY-MM-DD; null when unset" }),
    DischargingDate: date.meta({ description: "YYYY-MM-DD; null when unset" }),
    CustomsClearedOn: date.meta({ description: "YYYY-MM-DD; null when unset" }),
    Location: value.meta({ description: "May be empty" }),
    Length: value.meta({ description: "Numeric text, cm" }),
    Width: value.meta({ description: "Numeric text, cm" }),
    Height: value.meta({ description: "Numeric text, cm" }),
    Weight: value.meta({ description: "Numeric text, kg" }),
    Voyage: value.meta({ description: "Voyage number" }),
    Vessel: value.meta({ description: "Vessel name" }),
    CustomsDocs: value.meta({ description: "Customs document reference" }),
  })
  .strict()
  .meta({ id: "ItemUpdateRecord" });
export type ItemUpdateRecord = z.infer<typeof itemUpdateRecordSchema>;
export const ITEM_UPDATE_FIELDS = keysOf(itemUpdateRecordSchema.shape);

/** The record with its fields in the spec's order (jsonb columns keep keys in their own order). */
export function inSpecOrder(record: ItemUpdateRecord): ItemUpdateRecord {
  return { ...recordOf(ITEM_UPDATE_FIELDS, (k) => record[k] ?? null), ItemId: record.ItemId };
}

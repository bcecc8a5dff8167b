// "Get a quote" in the portal: a sailing and unit types with their counts (no VINs, no parties;
// a make and model and the measures when known).
// The form and the server action parse with this one schema. Free of server imports.
import { z } from "zod";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";
import { isUnitType, UNIT_TYPE_CODES, type UnitType } from "@/lib/schedule/enums";

/** A catalogue model as the quote form offers it (cm, kg; a size the catalogue leaves out: the type's typical one). */
export interface QuoteModel {
  description: string;
  type: UnitType;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
}

/** A typical unit of each type (cm, kg), for a model whose size the catalogue leaves out. */
export const TYPICAL_UNIT: Record<UnitType, { length: number; width: number; height: number; weight: number }> = {
  C: { length: 460, width: 185, height: 150, weight: 1600 },
  V: { length: 520, width: 200, height: 210, weight: 2400 },
  B: { length: 600, width: 210, height: 270, weight: 3500 },
  T: { length: 500, width: 250, height: 300, weight: 12000 },
  U: { length: 800, width: 250, height: 300, weight: 15000 },
  M: { length: 220, width: 90, height: 120, weight: 250 },
  E: { length: 600, width: 250, height: 300, weight: 14000 },
  K: { length: 606, width: 244, height: 259, weight: 10000 },
};

/** The typical unit of a type (null for none or an unknown one). */
export function typicalUnit(type: string | null | undefined) {
  return isUnitType(type) ? TYPICAL_UNIT[type] : null;
}

const measure = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} is a number.` })
    .int(`${name} is a whole number.`)
    .min(1, `${name} is at least 1.`)
    .max(max, `${name} is at most ${max}.`);

/** A measure left blank: the model's, else the type's typical one (the save decides). */
const optionalMeasure = (name: string, max: number) =>
  z.preprocess((v) => (v === "" || v === null || Number.isNaN(v) ? undefined : v), measure(name, max).optional());

export const quoteUnitSchema = z.object({
  type: z.enum(UNIT_TYPE_CODES, { error: wordsOf("refusals.pricing.chooseUnitType") }),
  /** a catalogue unit model's description; empty: not known yet, quoted by the type alone */
  model: z.string().trim().max(200).optional(),
  count: measure("Count", 250),
  length: optionalMeasure("Length", 3000),
  width: optionalMeasure("Width", 1000),
  height: optionalMeasure("Height", 1000),
  weight: optionalMeasure("Weight", 200_000),
});

export const quoteRequestSchema = z.object({
  line: z.string().trim().min(1).max(100),
  voyage: z.string().trim().min(1).max(20),
  pol: z.string().trim().min(1).max(100),
  terminal: z
    .string()
    .trim()
    .min(1, { error: wordsOf("refusals.pricing.noTerminal") })
    .max(100),
  pod: z.string().trim().min(1).max(100),
  reference: z.string().trim().max(100).optional(),
  units: z
    .array(quoteUnitSchema)
    .min(1, { error: wordsOf("refusals.pricing.atLeastOneUnitType") })
    .max(8)
    .refine(
      (units) => units.reduce((n, u) => n + (Number(u.count) || 0), 0) <= 250,
      checkWords("custom", "refusals.pricing.atMostUnits", { max: 250 }),
    ),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

// "Will it ship?" (DESIGN.md): the units an agent means to send on a lane, and each sailing of the
// next 8 weeks with whether they all fit and the lot's price. Browser-safe.
import { z } from "zod";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";
import { MOBILITIES } from "@/lib/booking/message/save-schema";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";

export const SEARCH_WEEKS = 8;
export const SEARCH_MAX_UNITS = 50;

const size = (name: string, max: number) => z.number().int().min(1).max(max).meta({ description: name });

export const searchUnitSchema = z
  .object({
    description: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: "Make and model as the catalogue has it", example: "Toyota Land Cruiser" }),
    type: z.enum(UNIT_TYPE_CODES).optional().meta({ description: "Unit type code, when no model is named" }),
    length: size("cm", 10_000),
    width: size("cm", 1_000),
    height: size("cm", 1_000),
    weight: size("kg", 500_000),
    year: z.number().int().min(1901).max(2200).optional(),
    mobility: z.enum(MOBILITIES).optional(),
    batteryDeclared: z
      .boolean()
      .optional()
      .meta({ description: "The unit's lithium battery will be declared (UN 3171), as the save's BatteryDeclared" }),
  })
  .strict()
  .refine(
    (u) => u.description !== undefined || u.type !== undefined,
    checkWords("required", "refusals.sailings.unitNamesModelOrType"),
  );
export type SearchUnit = z.output<typeof searchUnitSchema>;

/**
 * "Book this sailing" carries the units searched with to the booking form (/bookings/new?units=…):
 * the search's own units as JSON, read back through the same schema (a bad or tampered value is
 * ignored: the form then opens with one empty unit, as without it).
 */
export const unitsParam = (units: SearchUnit[]): string => JSON.stringify(units);
export function parseUnitsParam(raw: string | undefined): SearchUnit[] | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = z.array(searchUnitSchema).min(1).max(SEARCH_MAX_UNITS).safeParse(json);
  return parsed.success ? parsed.data : null;
}

export const sailingSearchBodySchema = z
  .object({
    pol: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .meta({ description: "Port of loading: name or UN/LOCODE", example: "BEZEE" }),
    pod: z
      .string()
      .trim()
      .min(2)
      .max(100)
      .meta({ description: "Port of discharge: name or UN/LOCODE", example: "NGLOS" }),
    from: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: wordsOf("refusals.sailings.dayFormat") })
      .optional()
      .meta({ description: "First day of departure (default today); the search covers 8 weeks from it" }),
    units: z.array(searchUnitSchema).min(1).max(SEARCH_MAX_UNITS),
  })
  .strict()
  .meta({ id: "SailingSearch" });
export type SailingSearchBody = z.output<typeof sailingSearchBodySchema>;

export const sailingRefusalSchema = z.object({
  code: z.string().meta({ description: "The save's refusal code: cut_off_passed, voyage_full, too_old, …" }),
  message: z.string(),
  unit: z.number().int().nullable().meta({ description: "Index in `units` of the unit refused; null for the lot" }),
});

export const sailingSearchResultSchema = z
  .object({
    sailings: z.array(
      z.object({
        voyage: z.string(),
        line: z.string().meta({ description: "The line's code" }),
        vessel: z.string(),
        departure: z.string().meta({ description: "Departure from the Pol, port-local YYYY-MM-DDTHH:MM:SS" }),
        cutOff: z.string().nullable(),
        arrival: z.string().meta({ description: "Arrival at the Pod, port-local" }),
        fits: z.boolean(),
        price: z
          .object({ currency: z.string(), total: z.number() })
          .nullable()
          .meta({ description: "The lot's price from the line's tariff; null when a unit is priced on request" }),
        refusals: z.array(sailingRefusalSchema),
      }),
    ),
  })
  .meta({ id: "SailingSearchResult" });
export type SailingSearchResult = z.infer<typeof sailingSearchResultSchema>;

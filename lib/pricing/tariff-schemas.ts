// The tariff API's bodies and answers (lib/api/operations/prices.ts). Free of server imports.
import { z } from "zod";
import { wordsOf } from "@/lib/i18n/sentences";
import { recordIdSchema } from "@/lib/core/operation";
import { TARIFF_CSV_COLUMNS } from "@/lib/pricing/tariff";
import { recordOf } from "@/lib/core/narrow";

export const tariffQuerySchema = z.object({
  lineId: recordIdSchema
    .optional()
    .meta({ description: "The line (admins must name one; staff get their own line's, and another line's is 404)" }),
});

export const tariffImportBodySchema = z
  .object({
    lineId: z
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .nullish()
      .meta({ description: "Admins name the line; staff import their own line's" }),
    csv: z
      .string()
      .max(4_000_000)
      .meta({ description: `The whole tariff as CSV (docs/integrators/prices.md): ${TARIFF_CSV_COLUMNS.join(", ")}` }),
  })
  .meta({ id: "TariffImport" });

export const tariffImportResultSchema = z
  .object({ lineId: z.number().int(), rates: z.number().int(), surcharges: z.number().int() })
  .meta({ id: "TariffImportResult" });

const entrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["RATE", "SURCHARGE"]),
  code: z.string(),
  name: z.string(),
  pol: z.string().nullable().meta({ description: "UN/LOCODE; with pod: the lane" }),
  pod: z.string().nullable(),
  scheduleCategory: z.string().nullable().meta({ description: "The trade, when the line is for a trade" }),
  unitType: z.string().nullable(),
  basis: z.enum(["UNIT", "RT", "PERCENT", "BOOKING"]),
  amount: z
    .number()
    .int()
    .meta({ description: "Minor units of currency (cents); PERCENT: hundredths of a percent (1250 = 12.5 %)" }),
  currency: z.string().nullable(),
  validFrom: z.string().meta({ description: "YYYY-MM-DD, inclusive" }),
  validUntil: z.string().nullable().meta({ description: "YYYY-MM-DD, inclusive; null: open" }),
});
export const tariffViewSchema = z
  .object({ lineId: z.number().int(), currency: z.string().nullable(), entries: z.array(entrySchema) })
  .meta({ id: "Tariff" });

/** One tariff line from the console's form: the file's cells by column, checked by the CSV's own row rules. */
export const tariffEntryInputSchema = z.object({
  id: recordIdSchema.nullish(),
  lineId: recordIdSchema.nullish(),
  cells: z.object(recordOf(TARIFF_CSV_COLUMNS, () => z.string().max(200).default(""))),
});
export type TariffEntryInput = z.input<typeof tariffEntryInputSchema>;

export const endTariffEntrySchema = z.object({
  id: recordIdSchema,
  lastDay: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: wordsOf("refusals.pricing.dateFormat") }),
});

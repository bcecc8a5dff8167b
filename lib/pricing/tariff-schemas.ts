// The tariff API's bodies and answers (lib/api/operations/prices.ts). Free of server imports.
import { z } from "zod";
import { recordIdSchema } from "@/lib/api/operation";

export const tariffQuerySchema = z.object({
  lineId: recordIdSchema.optional().meta({ description: "The line (admins must name one; staff get their own line's, and another line's is 404)" }),
});

export const tariffImportBodySchema = z
  .object({
    lineId: z.number().int().min(1).max(2_147_483_647).nullish().meta({ description: "Admins name the line; staff import their own line's" }),
    csv: z.string().max(4_000_000).meta({ description: "The whole tariff as CSV (docs/integrators/prices.md): Kind, Code, Name, Pol, Pod, Category, UnitType, Basis, Amount, Currency, ValidFrom, ValidUntil" }),
  })
  .meta({ id: "TariffImport" });

export const tariffImportResultSchema = z.object({ lineId: z.number().int(), rates: z.number().int(), surcharges: z.number().int() }).meta({ id: "TariffImportResult" });

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
  amount: z.number().int().meta({ description: "Minor units of currency (cents); PERCENT: hundredths of a percent (1250 = 12.5 %)" }),
  currency: z.string().nullable(),
  validFrom: z.string().meta({ description: "YYYY-MM-DD, inclusive" }),
  validUntil: z.string().nullable().meta({ description: "YYYY-MM-DD, inclusive; null: open" }),
});
export const tariffViewSchema = z.object({ lineId: z.number().int(), currency: z.string().nullable(), entries: z.array(entrySchema) }).meta({ id: "Tariff" });

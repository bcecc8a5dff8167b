// The answer of GET /api/voyages/{voyage}/ens (lib/customs/ens-data-set.ts), for the OpenAPI
// document and the typed client. Free of server imports.
import { z } from "zod";

const party = z.object({
  name: z.string().nullable(),
  eori: z.string().nullable().meta({ description: "The party's EORI (IdentifierType EORI); null when it has none" }),
});

export const ensDataSetSchema = z
  .object({
    voyage: z.object({ id: z.number().int(), number: z.string(), line: z.string(), vessel: z.string() }),
    bookings: z.array(
      z.object({
        bookingId: z.number().int(),
        bookingCode: z.string(),
        pol: z.string(),
        pod: z.string().nullable(),
        euFiling: z.boolean().meta({
          description: "The Pod, or a call after the Pol up to the Pod, is in the EU: EORI numbers are required",
        }),
        shipper: party,
        consignee: party,
        units: z.array(
          z.object({
            itemId: z.number().int(),
            relativeId: z.number().int(),
            serialNumber: z.string().nullable(),
            description: z.string().nullable(),
            quantity: z.number().int(),
            hsCode: z.string().nullable(),
            hsCodeFromType: z.boolean().meta({
              description:
                "true: the unit type's default HS code (check it: the default is a heading, not this unit's own code)",
            }),
            grossWeightKg: z.number().nullable(),
          }),
        ),
        missing: z.array(
          z.object({
            path: z.string().meta({ example: "Header.Consignee.IdentifierCode" }),
            code: z.enum(["eori_missing", "hs_code_missing", "weight_missing"]),
            message: z.string(),
          }),
        ),
        complete: z.boolean(),
      }),
    ),
  })
  .meta({ id: "EnsDataSet" });
export type EnsDataSetAnswer = z.infer<typeof ensDataSetSchema>;

// The price-by-hand API's body and answers, and the on-request queue. Free of server imports.
import { z } from "zod";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";

export const setItemPriceBodySchema = z
  .object({
    amount: z
      .union([z.string(), z.number()])
      .transform(String)
      .meta({ description: 'The item total in the booking\'s currency, as a decimal ("975.00")', example: "975.00" }),
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, { error: wordsOf("refusals.pricing.currencyCode") })
      .transform((s) => s.toUpperCase())
      .nullish()
      .meta({
        description:
          "Required when the booking has no currency yet (nothing of it was priced); else it must be the booking's",
      }),
    reason: z
      .string()
      .trim()
      .min(3, { error: wordsOf("refusals.pricing.sayWhy") })
      .max(500)
      .refine((s) => !s.includes("\u0000"), checkWords("custom", "refusals.pricing.reasonNotStorable")),
  })
  .meta({ id: "SetItemPrice" });
export type SetItemPriceBody = z.input<typeof setItemPriceBodySchema>;

export const itemPriceSchema = z
  .object({
    bookingId: z.number().int(),
    itemId: z.number().int(),
    currency: z.string(),
    price: z.number(),
    total: z.number(),
    onRequest: z.boolean(),
    version: z.number().int(),
  })
  .meta({ id: "ItemPrice" });
export type ItemPriceView = z.infer<typeof itemPriceSchema>;

export const onRequestEntrySchema = z.object({
  bookingId: z.number().int(),
  bookingCode: z.string(),
  status: z.string(),
  agent: z.string(),
  pol: z.string(),
  pod: z.string().nullable(),
  voyage: z.string().nullable(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      relativeId: z.number().int(),
      description: z.string().nullable(),
      unitType: z.string().nullable(),
      length: z.number().nullable().meta({ description: "cm: the unit's own, else its catalogue model's" }),
      width: z.number().nullable().meta({ description: "cm" }),
      height: z.number().nullable().meta({ description: "cm" }),
      weight: z.number().nullable().meta({ description: "kg" }),
      revenueTons: z.number().meta({ description: "the greater of m³ and t; 0 when nothing is known" }),
    }),
  ),
});
export const onRequestListSchema = z
  .object({ bookings: z.array(onRequestEntrySchema) })
  .meta({ id: "PricesOnRequest" });
export type OnRequestList = z.infer<typeof onRequestListSchema>;

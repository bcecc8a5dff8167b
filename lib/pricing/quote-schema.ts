// The prices of a booking or quotation as the API shows them (the save's answer and GET
// /api/bookings/{id}): the spec leaves Header.Request's fields open, so this object carries
// the quote. Amounts are JSON decimals with the currency's own decimals. Free of server imports.
import { z } from "zod";

const amount = z.number().meta({
  description:
    "In Currency, with its own decimals (EUR 2, JPY 0); computed in integer minor units, never binary floating point",
});
const chargeSchema = z.object({ Code: z.string().meta({ example: "BAF" }), Name: z.string(), Amount: amount });

export const quoteSchema = z
  .object({
    Number: z.string().nullable().meta({
      description:
        "The quotation's number (Q-<BookingCode>); kept when it becomes a booking; null for a booking made without a quote, and on a TestOnly quotation",
      example: "Q-ACM-000123",
    }),
    Currency: z
      .string()
      .nullable()
      .meta({ description: "ISO 4217; one currency per quote; null when nothing could be priced", example: "EUR" }),
    Total: amount
      .nullable()
      .meta({ description: "Every priced item plus the per-booking charges; null when nothing could be priced" }),
    OnRequest: z.boolean().meta({
      description:
        "Some item has no tariff for its lane or unit type: line staff price it by hand, and Total leaves it out until then",
    }),
    ValidUntil: z.string().nullable().meta({
      description:
        "Port-local date-time at the Pol (YYYY-MM-DDTHH:MM:SS) until which the prices hold when the quotation becomes a booking; null for a booking made without a quote",
      example: "2026-12-09T23:59:59",
    }),
    Items: z
      .array(
        z.object({
          RelativeId: z.number().int(),
          Price: amount
            .nullable()
            .meta({ description: "The item total: freight plus its surcharges (as Items[].Price); null: on request" }),
          Freight: amount.nullable(),
          Surcharges: z.array(chargeSchema),
          Source: z.enum(["tariff", "quote", "staff"]).nullable().meta({
            description: "tariff: priced from the line's tariff; quote: kept as quoted; staff: set by the line's staff",
          }),
        }),
      )
      .meta({ description: "Live (not cancelled) items, by RelativeId" }),
    Charges: z.array(chargeSchema).meta({ description: "Per-booking charges (e.g. documentation), once per booking" }),
  })
  .meta({
    id: "Quote",
    description:
      "The booking's prices: set by the line's tariff at save time, kept as quoted while a quote is valid, or set by the line's staff",
  });
export type Quote = z.infer<typeof quoteSchema>;

"use server";
// Server actions of the prices pages (decision 106): the line console's tariff (import, one line
// added, edited or ended), the on-request queue's price by hand, and the agent's quotes (ask for
// one; booking one is the booking form's save: /bookings/new?quote=<id>). The tariff import and
// the price by hand are the API's operations (lib/api/operations/prices.ts): same access rule,
// same body schema, same domain function.
import { revalidatePath } from "next/cache";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import { importTariffOperation, setItemPriceOperation } from "@/lib/api/operations/prices";
import { requestQuote } from "@/lib/booking/quote/booking-quote";
import { recordIdSchema } from "@/lib/core/operation";
import { importTariff } from "@/lib/pricing/line-tariff";
import { quoteRequestSchema } from "@/lib/pricing/quote-request-schema";
import { setItemPrice } from "@/lib/pricing/set-item-price";
import { endTariffEntry, saveTariffEntry } from "@/lib/pricing/tariff-entry";
import { endTariffEntrySchema, tariffEntryInputSchema } from "@/lib/pricing/tariff-schemas";

const LINE_ROLES = importTariffOperation.access;

const importRule = fromOperation(importTariffOperation);
export const importTariffAction = defineAction({ ...importRule, input: [importRule.body] }, (caller, input) =>
  importTariff(caller, input),
);

export const saveTariffEntryAction = defineAction(
  { access: LINE_ROLES, input: [tariffEntryInputSchema] },
  (caller, input) => saveTariffEntry(caller, input),
);

export const endTariffEntryAction = defineAction(
  { access: LINE_ROLES, input: [endTariffEntrySchema] },
  (caller, input) => endTariffEntry(caller, input),
);

const priceRule = fromOperation(setItemPriceOperation);
export const setItemPriceAction = defineAction(
  { ...priceRule, input: [recordIdSchema, priceRule.body] },
  async (caller, itemId, input) => {
    const result = await setItemPrice(caller, itemId, input);
    revalidatePath(`/bookings/${result.bookingId}`);
    return { bookingId: result.bookingId, total: result.total, currency: result.currency };
  },
);

export const requestQuoteAction = defineAction(
  { access: ["AGENT"], input: [quoteRequestSchema] },
  async (caller, input) => {
    const res = await requestQuote(caller, input);
    return { id: res.booking.Id!, number: res.booking.Quote.Number };
  },
);

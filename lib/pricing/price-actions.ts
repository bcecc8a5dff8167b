"use server";
// Server actions of the prices pages (decision 103): the line console's tariff (import, one line
// added, edited or ended), the on-request queue's price by hand, and the agent's quotes (ask for
// one; booking one is the booking form's save: /bookings/new?quote=<id>). Each resolves the
// caller through the one door and answers through runAction.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { requestQuote } from "@/lib/booking/quote/booking-quote";
import { importTariff } from "@/lib/pricing/line-tariff";
import { quoteRequestSchema } from "@/lib/pricing/quote-request-schema";
import { setItemPrice } from "@/lib/pricing/set-item-price";
import { endTariffEntry, saveTariffEntry } from "@/lib/pricing/tariff-entry";
import { tariffImportBodySchema } from "@/lib/pricing/tariff-schemas";
import { parseInput } from "@/lib/lines/parse-input";

const LINE_ROLES = ["STAFF", "ADMIN"] as const;
const id = z.number().int().positive().max(2_147_483_647);

export async function importTariffAction(input: unknown): Promise<ActionResult<{ rates: number; surcharges: number }>> {
  return runAction(async () =>
    importTariff(await requireActionCaller(LINE_ROLES), parseInput(tariffImportBodySchema, input)),
  );
}

export async function saveTariffEntryAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return runAction(async () => saveTariffEntry(await requireActionCaller(LINE_ROLES), input));
}

export async function endTariffEntryAction(input: unknown): Promise<ActionResult<{ id: number; validUntil: string }>> {
  return runAction(async () => endTariffEntry(await requireActionCaller(LINE_ROLES), input));
}

export async function setItemPriceAction(
  itemId: number,
  input: unknown,
): Promise<ActionResult<{ bookingId: number; total: number; currency: string }>> {
  return runAction(async () => {
    const result = await setItemPrice(await requireActionCaller(LINE_ROLES), id.parse(itemId), input);
    revalidatePath(`/bookings/${result.bookingId}`);
    return { bookingId: result.bookingId, total: result.total, currency: result.currency };
  });
}

export async function requestQuoteAction(input: unknown): Promise<ActionResult<{ id: number; number: string | null }>> {
  return runAction(async () => {
    const caller = await requireActionCaller(["AGENT"]);
    const res = await requestQuote(caller, parseInput(quoteRequestSchema, input));
    return { id: res.booking.Id!, number: res.booking.Quote.Number };
  });
}

"use server";
// Server actions of the booking form: look-ups it makes without leaving the page. Each resolves
// the caller through the one door and answers data or the API's envelope (runAction), never throws to the page.
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { searchAddressBook } from "@/lib/booking/address-book";
import { findFormSailings, type FormVoyage } from "@/lib/booking/form-sailing";
import type { ExtBookingParty } from "@/lib/booking/save-schema";

const text = z.string().max(100).optional();
const addressBookQuery = z.object({ query: z.string().max(100), agentId: z.number().int().positive().optional() });
const sailingQuery = z.object({ line: text, voyage: text, pol: text, pod: text });

export async function searchAddressBookAction(input: z.input<typeof addressBookQuery>): Promise<ActionResult<ExtBookingParty[]>> {
  return runAction(async () => {
    const { query, agentId } = addressBookQuery.parse(input);
    return searchAddressBook(await requireActionCaller(["AGENT"]), query, agentId);
  });
}

export async function searchSailingsAction(input: z.input<typeof sailingQuery>): Promise<ActionResult<FormVoyage[]>> {
  return runAction(async () => {
    const search = sailingQuery.parse(input);
    await requireActionCaller(["AGENT", "STAFF"]);
    return findFormSailings(search);
  });
}

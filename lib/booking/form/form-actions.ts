"use server";
// Server actions of the booking form: look-ups it makes without leaving the page. Each resolves
// the caller through the one door and answers data or the API's envelope (runAction), never throws to the page.
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { requireActionCaller } from "@/lib/auth/current-caller";
import { searchAddressBook } from "@/lib/booking/form/address-book";
import { findFormSailings, type FormVoyage } from "@/lib/booking/form/form-sailing";
import type { ExtBookingParty } from "@/lib/booking/message/save-schema";
import type { VinListCatalogue } from "@/lib/booking/units/vin-list";
import { lookUpVinList } from "@/lib/booking/units/vin-list-catalogue";
import { findUnitModelsByName, foldName } from "@/lib/catalogue/find-unit-models";
import { db } from "@/lib/db/prisma";

const text = z.string().max(100).optional();
const addressBookQuery = z.object({ query: z.string().max(100), agentId: z.number().int().positive().optional() });
const vinListQuestions = z.object({
  texts: z.array(z.string().max(200)).max(250),
  makes: z.array(z.string().max(50)).max(250),
});
/** open: the picker's list (only sailings the caller can still book); without it, a look-up by number. */
const sailingQuery = z.object({ line: text, voyage: text, pol: text, pod: text, open: z.boolean().optional() });

export async function searchAddressBookAction(
  input: z.input<typeof addressBookQuery>,
): Promise<ActionResult<ExtBookingParty[]>> {
  return runAction(async () => {
    const { query, agentId } = addressBookQuery.parse(input);
    return searchAddressBook(await requireActionCaller(["AGENT"]), query, agentId);
  });
}

export async function searchSailingsAction(input: z.input<typeof sailingQuery>): Promise<ActionResult<FormVoyage[]>> {
  return runAction(async () => {
    const { open, ...search } = sailingQuery.parse(input);
    const caller = await requireActionCaller(["AGENT", "STAFF"]);
    return findFormSailings({ ...search, openTo: open ? (caller.role === "AGENT" ? "AGENT" : "STAFF") : undefined });
  });
}

/**
 * A pasted VIN list's check with the catalogue: each make/model text's model (by its description,
 * or the only one its words match; null keeps the text as typed), and each make's models, for the
 * agent to pick one for the bare VINs of that make.
 */
export async function checkVinListAction(
  input: z.input<typeof vinListQuestions>,
): Promise<ActionResult<VinListCatalogue>> {
  return runAction(async () => {
    const questions = vinListQuestions.parse(input);
    await requireActionCaller(["AGENT", "STAFF"]);
    return lookUpVinList(questions);
  });
}

const catalogueNames = z.array(z.string().trim().min(1).max(200)).max(250);

/** The CSV import's check with the catalogue: which of these make/model texts no model has (rule 1). */
export async function unknownModelsAction(input: z.input<typeof catalogueNames>): Promise<ActionResult<string[]>> {
  return runAction(async () => {
    const names = [...new Set(catalogueNames.parse(input))];
    await requireActionCaller(["AGENT", "STAFF"]);
    const found = await findUnitModelsByName(db(), names);
    return names.filter((name) => !found.has(foldName(name)));
  });
}

"use server";
// Server actions of the booking form: look-ups it makes without leaving the page. Each answers
// data or the API's envelope (defineAction), never throws to the page.
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { searchAddressBook } from "@/lib/booking/form/address-book";
import { findFormSailings } from "@/lib/booking/form/form-sailing";
import { lookUpVinList } from "@/lib/booking/units/vin-list-catalogue";
import { findUnitModelsByName, foldName } from "@/lib/catalogue/find-unit-models";
import { recordIdSchema } from "@/lib/core/operation";
import { db } from "@/lib/db/prisma";

const text = z.string().max(100).optional();
const addressBookQuery = z.object({ query: z.string().max(100), agentId: recordIdSchema.optional() });
const vinListQuestions = z.object({
  texts: z.array(z.string().max(200)).max(250),
  makes: z.array(z.string().max(50)).max(250),
});
/** open: the picker's list (only sailings the caller can still book); without it, a look-up by number. */
const sailingQuery = z.object({ line: text, voyage: text, pol: text, pod: text, open: z.boolean().optional() });
const catalogueNames = z.array(z.string().trim().min(1).max(200)).max(250);

export const searchAddressBookAction = defineAction(
  { access: ["AGENT"], input: [addressBookQuery] },
  (caller, { query, agentId }) => searchAddressBook(caller, query, agentId),
);

export const searchSailingsAction = defineAction(
  { access: ["AGENT", "STAFF"], input: [sailingQuery] },
  (caller, { open, ...search }) =>
    findFormSailings({ ...search, openTo: open ? (caller.role === "AGENT" ? "AGENT" : "STAFF") : undefined }),
);

/**
 * A pasted VIN list's check with the catalogue: each make/model text's model (by its description,
 * or the only one its words match; null keeps the text as typed), and each make's models, for the
 * agent to pick one for the bare VINs of that make.
 */
export const checkVinListAction = defineAction(
  { access: ["AGENT", "STAFF"], input: [vinListQuestions] },
  (_, questions) => lookUpVinList(questions),
);

/** The CSV import's check with the catalogue: which of these make/model texts no model has (rule 1). */
export const unknownModelsAction = defineAction(
  { access: ["AGENT", "STAFF"], input: [catalogueNames] },
  async (_, input) => {
    const names = [...new Set(input)];
    const found = await findUnitModelsByName(db(), names);
    return names.filter((name) => !found.has(foldName(name)));
  },
);

"use server";
// Server actions of the address-book page (plain forms: they work before the page's script loads).
// Each lands back on the list with what happened, or the first refusal's words.
import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineFormAction } from "@/lib/actions/define-action";
import {
  addressBookEntrySchema,
  deleteAddressBookEntry,
  mergeAddressBookEntries,
  mergeSchema,
  updateAddressBookEntry,
} from "@/lib/address-book/manage-entries";

const id = z.coerce.number().int().positive("Choose an entry first.");
const keepId = z.coerce.number().int().positive("Choose the entry to keep (Keep) before merging.");
/** The named fields of a form, parsed by `schema` (a field left out is FormData.get's null). */
const formOf = <S extends z.ZodType>(names: readonly string[], schema: S, lists: readonly string[] = []) =>
  z.preprocess(
    (form) =>
      form instanceof FormData
        ? Object.fromEntries(names.map((k) => [k, lists.includes(k) ? form.getAll(k) : form.get(k)]))
        : form,
    schema,
  );
/** The form's fields by name (a field left out is empty, as FormData.get's null was before). */
const fields = <T extends z.ZodRawShape>(shape: T, lists: readonly string[] = []) =>
  formOf(Object.keys(shape), z.object(shape), lists);

async function landing(outcome: ActionResult<string>, form: unknown): Promise<never> {
  // The first field's words: the page shows one line.
  const params = new URLSearchParams(
    outcome.ok ? { done: outcome.data } : { error: outcome.errors[0]?.message ?? outcome.message },
  );
  const back = form instanceof FormData ? String(form.get("q") ?? "").slice(0, 100) : "";
  const q = back ? `&q=${encodeURIComponent(back)}` : "";
  redirect(`/address-book?${params}${q}`);
}

// The entry's own schema parses it (trimmed, empty as null, the name rule), so the domain takes it typed.
const entryForm = formOf(
  ["id", ...Object.keys(addressBookEntrySchema.shape)],
  z.object({ id }).and(addressBookEntrySchema),
);

export const saveEntryAction = defineFormAction(
  { access: ["AGENT"], input: [entryForm] },
  async (caller, { id: entryId, ...entry }) => {
    await updateAddressBookEntry(caller, entryId, entry);
    return "Entry saved.";
  },
  landing,
);

export const deleteEntryAction = defineFormAction(
  { access: ["AGENT"], input: [fields({ id })] },
  async (caller, form) => {
    await deleteAddressBookEntry(caller, form.id);
    return "Entry deleted.";
  },
  landing,
);

export const mergeEntriesAction = defineFormAction(
  {
    access: ["AGENT"],
    input: [
      formOf(["keep", "merge"], z.object({ keep: keepId, merge: z.array(id).pipe(mergeSchema.shape.merge) }), [
        "merge",
      ]),
    ],
  },
  async (caller, { keep, merge }) => {
    const result = await mergeAddressBookEntries(caller, { keep, merge });
    return `Merged ${result.merged} ${result.merged === 1 ? "entry" : "entries"} into the one kept; bookings that named ${result.merged === 1 ? "it" : "them"} now name the kept entry.`;
  },
  landing,
);

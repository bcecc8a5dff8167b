"use server";
// Server actions of the address-book page (plain forms: they work before the page's script loads).
// Each resolves the caller through the one door and lands back on the list with what happened.
import { redirect } from "next/navigation";
import { z } from "zod";
import { toApiError } from "@/lib/core/errors";
import { requireActionCaller } from "@/lib/auth/current-caller";
import {
  deleteAddressBookEntry,
  mergeAddressBookEntries,
  updateAddressBookEntry,
} from "@/lib/address-book/manage-entries";

const id = z.coerce.number().int().positive("Choose an entry first.");
const keepId = z.coerce.number().int().positive("Choose the entry to keep (Keep) before merging.");

async function landing(work: () => Promise<string>, back: string): Promise<never> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams({ done: await work() });
  } catch (error) {
    // The API's own translator (as runAction), then the first field's words: the page shows one line.
    const failure = toApiError(error);
    params = new URLSearchParams({ error: failure.errors[0]?.message ?? failure.message });
  }
  const q = back ? `&q=${encodeURIComponent(back)}` : "";
  redirect(`/address-book?${params}${q}`);
}

const back = (form: FormData) => String(form.get("q") ?? "").slice(0, 100);

export async function saveEntryAction(form: FormData) {
  await landing(async () => {
    const caller = await requireActionCaller(["AGENT"]);
    const field = (name: string) => String(form.get(name) ?? "");
    await updateAddressBookEntry(caller, id.parse(form.get("id")), {
      code: field("code"),
      name: field("name"),
      firstName: field("firstName"),
      lastName: field("lastName"),
      email: field("email"),
      phone: field("phone"),
      mobile: field("mobile"),
    });
    return "Entry saved.";
  }, back(form));
}

export async function deleteEntryAction(form: FormData) {
  await landing(async () => {
    await deleteAddressBookEntry(await requireActionCaller(["AGENT"]), id.parse(form.get("id")));
    return "Entry deleted.";
  }, back(form));
}

export async function mergeEntriesAction(form: FormData) {
  await landing(async () => {
    const keep = keepId.parse(form.get("keep"));
    const merge = form.getAll("merge").map((v) => id.parse(v));
    const result = await mergeAddressBookEntries(await requireActionCaller(["AGENT"]), { keep, merge });
    return `Merged ${result.merged} ${result.merged === 1 ? "entry" : "entries"} into the one kept; bookings that named ${result.merged === 1 ? "it" : "them"} now name the kept entry.`;
  }, back(form));
}

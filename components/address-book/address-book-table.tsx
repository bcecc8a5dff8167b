// The address book's entries as a list of cards (every field stays readable on a phone) inside one
// merge form: tick the duplicates, choose the entry to keep, merge. Edit opens a form above the
// list (?edit=id); Delete (a form of its own per entry) is refused by the server while a booking names the entry.
import Link from "next/link";
import { deleteEntryAction, mergeEntriesAction, saveEntryAction } from "@/lib/address-book/address-book-actions";
import type { AddressBookEntry } from "@/lib/address-book/manage-entries";

const inputClass = "mt-1 w-full rounded border border-slate-300 px-3 py-1.5 text-sm";
const labelClass = "flex flex-col text-sm font-medium text-slate-700";

export function entryName(e: Pick<AddressBookEntry, "name" | "firstName" | "lastName" | "id">): string {
  return e.name ?? ([e.firstName, e.lastName].filter(Boolean).join(" ") || `Entry ${e.id}`);
}

function EditForm({ entry, q }: { entry: AddressBookEntry; q: string }) {
  const field = (name: keyof AddressBookEntry, label: string, type = "text") => (
    <label className={labelClass}>
      {label}
      <input name={name} type={type} defaultValue={(entry[name] as string | null) ?? ""} className={inputClass} />
    </label>
  );
  return (
    <section aria-labelledby="edit-entry" className="rounded-lg border border-brand-200 bg-white p-4 shadow-sm">
      <h2 id="edit-entry" className="mb-3 text-sm font-semibold">
        Edit {entryName(entry)}
      </h2>
      <form action={saveEntryAction} className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="id" value={entry.id} />
        <input type="hidden" name="q" value={q} />
        {field("name", "Company or full name")}
        {field("code", "Code")}
        {field("firstName", "First name")}
        {field("lastName", "Last name")}
        {field("email", "Email", "email")}
        {field("phone", "Phone", "tel")}
        {field("mobile", "Mobile", "tel")}
        <div className="flex items-end gap-2 sm:col-span-2">
          <button
            type="submit"
            className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
          >
            Save entry
          </button>
          <Link
            href={`/address-book${q ? `?q=${encodeURIComponent(q)}` : ""}`}
            className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

export function AddressBookTable({ rows, q, edit }: { rows: AddressBookEntry[]; q: string; edit: number | null }) {
  const editing = rows.find((r) => r.id === edit);
  return (
    <>
      {editing ? <EditForm entry={editing} q={q} /> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600">
          No entry matches.
        </p>
      ) : (
        <form action={mergeEntriesAction} className="space-y-3">
          <input type="hidden" name="q" value={q} />
          <ul
            aria-label="Address-book entries"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            {rows.map((e) => (
              <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{entryName(e)}</p>
                  <p className="break-words text-xs text-slate-600">
                    {[e.code, e.email, e.phone ?? e.mobile, [e.city, e.country].filter(Boolean).join(", ")]
                      .filter(Boolean)
                      .join(" · ") || "No details"}
                  </p>
                  <p className="text-xs text-slate-600">
                    {e.bookings === 0
                      ? "No booking names it"
                      : `Named by ${e.bookings} ${e.bookings === 1 ? "booking" : "bookings"}`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <label className="inline-flex items-center gap-1.5">
                    <input type="checkbox" name="merge" value={e.id} aria-label={`Merge ${entryName(e)}`} />
                    Merge
                  </label>
                  <label className="inline-flex items-center gap-1.5">
                    <input type="radio" name="keep" value={e.id} aria-label={`Keep ${entryName(e)}`} />
                    Keep
                  </label>
                  <Link
                    href={`/address-book?${new URLSearchParams({ ...(q ? { q } : {}), edit: String(e.id) })}`}
                    className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
                    aria-label={`Edit ${entryName(e)}`}
                  >
                    Edit
                  </Link>
                  <button
                    type="submit"
                    form={`delete-entry-${e.id}`}
                    className="rounded border border-red-200 bg-white px-2 py-1 text-xs font-medium text-red-800 hover:bg-red-50"
                    aria-label={`Delete ${entryName(e)}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
            >
              Merge ticked entries into the kept one
            </button>
            <span className="text-xs text-slate-600">
              Bookings naming a merged entry will name the kept one; the merged entries are deleted.
            </span>
          </div>
        </form>
      )}
      {/* Delete forms sit outside the merge form (forms cannot nest); each row's button submits its own through form=. */}
      {rows.map((e) => (
        <form key={e.id} id={`delete-entry-${e.id}`} action={deleteEntryAction} hidden>
          <input type="hidden" name="id" value={e.id} />
          <input type="hidden" name="q" value={q} />
        </form>
      ))}
    </>
  );
}

// The address book's entries as a list of cards (every field stays readable on a phone) inside one
// merge form: tick the duplicates, choose the entry to keep, merge. Edit opens a form above the
// list (?edit=id); Delete (a form of its own per entry) is refused by the server while a booking names the entry.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { HiddenInput, Input } from "@/components/ui/field";
import { deleteEntryAction, mergeEntriesAction, saveEntryAction } from "@/lib/actions/address-book";
import type { AddressBookEntry } from "@/lib/address-book/manage-entries";

const labelClass = "flex flex-col text-sm font-medium text-slate-700";

/** An entry's name: the company's, else the person's, else "Entry 12". */
function useEntryName() {
  const t = useTranslations("admin.addressBook");
  return (e: Pick<AddressBookEntry, "name" | "firstName" | "lastName" | "id">): string =>
    e.name ?? ([e.firstName, e.lastName].filter(Boolean).join(" ") || t("entry", { id: String(e.id) }));
}

function EditForm({ entry, q }: { entry: AddressBookEntry; q: string }) {
  const t = useTranslations("admin.addressBook");
  const tc = useTranslations("common.action");
  const nameOf = useEntryName();
  const field = (name: keyof AddressBookEntry, label: string, type = "text") => (
    <label className={labelClass}>
      {label}
      <Input name={name} type={type} defaultValue={(entry[name] as string | null) ?? ""} className="mt-1" />
    </label>
  );
  return (
    <section aria-labelledby="edit-entry" className="rounded-lg border border-brand-200 bg-white p-4 shadow-sm">
      <h2 id="edit-entry" className="mb-3 text-sm font-semibold">
        {t("editTitle", { name: nameOf(entry) })}
      </h2>
      <form action={saveEntryAction} className="grid gap-3 sm:grid-cols-2">
        <HiddenInput name="id" value={entry.id} />
        <HiddenInput name="q" value={q} />
        {field("name", t("field.name"))}
        {field("code", t("field.code"))}
        {field("firstName", t("field.firstName"))}
        {field("lastName", t("field.lastName"))}
        {field("email", t("field.email"), "email")}
        {field("phone", t("field.phone"), "tel")}
        {field("mobile", t("field.mobile"), "tel")}
        <div className="flex items-end gap-2 sm:col-span-2">
          <Button type="submit">{t("save")}</Button>
          <Link
            href={`/address-book${q ? `?q=${encodeURIComponent(q)}` : ""}`}
            className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {tc("cancel")}
          </Link>
        </div>
      </form>
    </section>
  );
}

export function AddressBookTable({ rows, q, edit }: { rows: AddressBookEntry[]; q: string; edit: number | null }) {
  const t = useTranslations("admin.addressBook");
  const tc = useTranslations("common.action");
  const nameOf = useEntryName();
  const editing = rows.find((r) => r.id === edit);
  return (
    <>
      {editing ? <EditForm entry={editing} q={q} /> : null}
      {rows.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600">
          {t("noMatch")}
        </p>
      ) : (
        <form action={mergeEntriesAction} className="space-y-3">
          <HiddenInput name="q" value={q} />
          <ul
            aria-label={t("listLabel")}
            className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            {rows.map((e) => (
              <li key={e.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
                {/* A basis of its own, so that on a phone the actions wrap below the entry instead of squeezing it. */}
                <div className="min-w-0 flex-1 basis-56">
                  <p className="break-words font-medium">{nameOf(e)}</p>
                  <p className="break-words text-xs text-slate-600">
                    {[e.code, e.email, e.phone ?? e.mobile, [e.city, e.country].filter(Boolean).join(", ")]
                      .filter(Boolean)
                      .join(" · ") || t("noDetails")}
                  </p>
                  <p className="text-xs text-slate-600">
                    {e.bookings === 0 ? t("unnamed") : t("named", { count: e.bookings })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <label className="inline-flex items-center gap-1.5">
                    {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
                    <input
                      type="checkbox"
                      name="merge"
                      value={e.id}
                      aria-label={t("mergeLabel", { name: nameOf(e) })}
                    />
                    {t("merge")}
                  </label>
                  <label className="inline-flex items-center gap-1.5">
                    {/* raw <input>: a radio inside its label (Input is for text-like fields) */}
                    <input type="radio" name="keep" value={e.id} aria-label={t("keepLabel", { name: nameOf(e) })} />
                    {t("keep")}
                  </label>
                  <Link
                    href={`/address-book?${new URLSearchParams({ ...(q ? { q } : {}), edit: String(e.id) })}`}
                    className="rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
                    aria-label={t("editLabel", { name: nameOf(e) })}
                  >
                    {tc("edit")}
                  </Link>
                  <Button
                    type="submit"
                    variant="danger"
                    size="sm"
                    form={`delete-entry-${e.id}`}
                    aria-label={t("deleteLabel", { name: nameOf(e) })}
                  >
                    {tc("delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">{t("mergeSubmit")}</Button>
            <span className="text-xs text-slate-600">{t("mergeHint")}</span>
          </div>
        </form>
      )}
      {/* Delete forms sit outside the merge form (forms cannot nest); each row's button submits its own through form=. */}
      {rows.map((e) => (
        <form key={e.id} id={`delete-entry-${e.id}`} action={deleteEntryAction} hidden>
          <HiddenInput name="id" value={e.id} />
          <HiddenInput name="q" value={q} />
        </form>
      ))}
    </>
  );
}

"use client";
// Step 4: what will be sent, then the server's check (the save with TestOnly), then the save.
import { useLocale, useTranslations } from "next-intl";
import { Fragment, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { formatAmount } from "@/lib/pricing/money";
import { partyLabel, type BookingFormValues } from "@/components/booking-form/form-model";
import { TextField } from "@/components/booking-form/fields";
import type { FieldError } from "@/lib/core/errors";
import { describePath, FORM_ROOT, formFieldName, itemIndexOf } from "@/lib/booking/form/form-paths";
import { HEADER_PARTIES, type BookingWarning } from "@/lib/booking/message/save-schema";
import type { Quote } from "@/lib/pricing/quote-schema";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

const SHOWN = 12;

/** Summary entries and the header fields whose refusals they show. */
const SUMMARY_FIELDS = {
  voyage: ["Header.BookingVoyage", "Header.VoyageId", "Header.Line"],
  from: ["Header.Pol", "Header.Terminal"],
  to: ["Header.Pod"],
  reference: ["Header.ReferenceNumber"],
} as const;

export function ReviewStep({
  checked,
  warnings,
  quote = null,
  refusals = [],
  onGo,
}: {
  checked: boolean;
  warnings: BookingWarning[];
  quote?: Quote | null;
  refusals?: FieldError[];
  onGo?: (name: string) => void;
}) {
  const t = useTranslations("bookingForm.review");
  const te = useTranslations("bookingForm.enum.party");
  const values = useWatch<BookingFormValues>();
  const h = values.Header ?? {};
  const items = values.Items ?? [];
  const parties = HEADER_PARTIES.filter((role) => h[role]);
  const named = refusals.map((e) => ({ ...e, name: formFieldName(e.path) }));
  const at = (fields: readonly string[]) => named.filter((e) => fields.includes(e.name));
  const ofItem = (i: number) => named.filter((e) => itemIndexOf(e.name) === i);
  const placed = new Set<string>([...Object.values(SUMMARY_FIELDS).flat(), ...parties.map((r) => `Header.${r}`)]);
  const elsewhere = named.filter(
    (e) => !placed.has(e.name) && !(itemIndexOf(e.name) !== null && itemIndexOf(e.name)! < SHOWN),
  );
  const refusalList = (list: typeof named, label?: boolean) =>
    list.length ? (
      <ul className="mt-1 space-y-0.5" data-testid="review-refusals">
        {list.map((e, k) => (
          <li key={k} className="text-xs font-medium text-red-700">
            {label && e.name !== FORM_ROOT
              ? t("fieldError", { field: describePath(e.path), message: e.message })
              : e.message}{" "}
            {onGo && e.name !== FORM_ROOT ? (
              // raw <button>: a jump to the field, drawn as a link in the refusal's own colour
              <button type="button" className="font-normal underline" onClick={() => onGo(e.name)}>
                {t("changeIt")}
                <span className="sr-only"> {t("changeItField", { field: describePath(e.path) })}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    ) : null;
  return (
    <div className="space-y-4">
      {refusals.length ? (
        <div className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-medium">{t("wouldRefuse", { count: refusals.length })}</p>
          {refusalList(elsewhere, true)}
        </div>
      ) : null}
      {checked ? (
        <div role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          <p className="font-medium">{t("checksPass")}</p>
          {warnings.length ? (
            <ul className="mt-1 list-disc pl-5 text-amber-800">
              {warnings.map((w) => (
                <li key={w.path}>{t("fieldError", { field: describePath(w.path), message: w.message })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {checked && quote ? <PricesOfCheck quote={quote} /> : null}
      <section aria-labelledby="review-summary" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="review-summary" className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold">
          {t("summary")}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 px-4 py-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Item
            label={t("voyage")}
            value={[h.BookingVoyage, h.Line].filter(Boolean).join(" · ")}
            refusals={refusalList(at(SUMMARY_FIELDS.voyage))}
          />
          <Item
            label={t("from")}
            value={[h.Pol, h.Terminal].filter(Boolean).join(" · ")}
            refusals={refusalList(at(SUMMARY_FIELDS.from))}
          />
          <Item label={t("to")} value={h.Pod} refusals={refusalList(at(SUMMARY_FIELDS.to))} />
          <Item label={t("reference")} value={h.ReferenceNumber} refusals={refusalList(at(SUMMARY_FIELDS.reference))} />
          {parties.map((role) => (
            <Item
              key={role}
              label={te(role)}
              value={partyLabel(h[role])}
              refusals={refusalList(at([`Header.${role}`]))}
            />
          ))}
        </dl>
        <div className="border-t border-slate-200">
          <ScrollX region label={t("itemsRegion")}>
            <Table
              look="panel"
              className="min-w-full"
              captionVisible
              caption={
                items.length > SHOWN
                  ? t("captionFirst", { count: items.length, shown: SHOWN })
                  : t("caption", { count: items.length })
              }
            >
              <TableHead>
                <Tr>
                  <Th>#</Th>
                  <Th>{t("makeAndModel")}</Th>
                  <Th>{t("serial")}</Th>
                  <Th>{t("year")}</Th>
                  <Th>{t("subs")}</Th>
                </Tr>
              </TableHead>
              <TableBody>
                {items.slice(0, SHOWN).map((item, i) => (
                  <Fragment key={i}>
                    <Tr>
                      <Td className="tabular-nums text-slate-500">{i + 1}</Td>
                      <Td>
                        {item.Description}
                        {item.IsCanceled ? <span className="ml-2 text-xs text-red-700">{t("canceled")}</span> : null}
                      </Td>
                      <Td className="font-mono">{item.SerialNumber ?? "—"}</Td>
                      <Td className="tabular-nums">{item.Year ?? "—"}</Td>
                      <Td className="tabular-nums">
                        {item.SubUnits?.length ?? 0} / {item.SubItems?.length ?? 0}
                      </Td>
                    </Tr>
                    {ofItem(i).length ? (
                      <Tr>
                        <Td />
                        <Td colSpan={4}>{refusalList(ofItem(i), true)}</Td>
                      </Tr>
                    ) : null}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </ScrollX>
        </div>
      </section>
      <section
        aria-label={t("noteSection")}
        className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm"
      >
        <TextField name="Header.Note" label={t("note")} />
      </section>
    </div>
  );
}

function Item({ label, value, refusals }: { label: string; value: string | null | undefined; refusals?: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium">{value || <span className="font-normal text-slate-500">—</span>}</dd>
      {refusals ? <dd>{refusals}</dd> : null}
    </div>
  );
}

/** The prices the check answered: per unit, the per-booking charges and the total, in the tariff's currency. */
function PricesOfCheck({ quote }: { quote: Quote }) {
  const t = useTranslations("bookingForm.review.prices");
  const locale = useLocale();
  const money = (n: number | null) =>
    n === null ? t("onRequest") : quote.Currency ? formatAmount(n, quote.Currency, locale) : String(n);
  return (
    <section
      aria-labelledby="review-prices"
      className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
    >
      <h2 id="review-prices" className="font-semibold">
        {t("title")}{" "}
        <span className="font-normal text-slate-600">
          {/* booking a valid quote: its prices are kept, not the tariff's of today */}
          {quote.Items.length && quote.Items.every((i) => i.Source === "quote") ? t("asQuoted") : t("tariffToday")}
        </span>
      </h2>
      <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2 lg:grid-cols-3">
        {quote.Items.slice(0, SHOWN).map((i) => (
          <li key={i.RelativeId} className="flex justify-between gap-2 tabular-nums">
            <span className="text-slate-600">{t("unit", { id: i.RelativeId })}</span>
            <span>{money(i.Price)}</span>
          </li>
        ))}
        {quote.Charges.map((c) => (
          <li key={c.Code} className="flex justify-between gap-2 tabular-nums">
            <span className="text-slate-600">{t("perBooking", { name: c.Name })}</span>
            <span>{money(c.Amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 font-medium">
        {t("total")}{" "}
        <span className="tabular-nums" data-testid="review-total">
          {quote.Total === null ? t("onRequest") : money(quote.Total)}
        </span>
        {quote.OnRequest ? <span className="ml-2 font-normal text-amber-800">{t("someOnRequest")}</span> : null}
      </p>
    </section>
  );
}

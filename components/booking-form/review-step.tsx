"use client";
// Step 4: what will be sent, then the server's check (the save with TestOnly), then the save.
import { Fragment, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { PARTY_LABELS } from "@/components/booking-form/parties-step";
import { partyLabel, type BookingFormValues } from "@/components/booking-form/form-model";
import { TextField } from "@/components/booking-form/fields";
import type { FieldError } from "@/lib/core/errors";
import { describePath, FORM_ROOT, formFieldName, itemIndexOf } from "@/lib/booking/form/form-paths";
import { HEADER_PARTIES, type BookingWarning } from "@/lib/booking/message/save-schema";
import { formatAmount } from "@/lib/pricing/money";
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
            {label && e.name !== FORM_ROOT ? `${describePath(e.path)}: ` : ""}
            {e.message}{" "}
            {onGo && e.name !== FORM_ROOT ? (
              <button type="button" className="font-normal underline" onClick={() => onGo(e.name)}>
                Change it<span className="sr-only"> ({describePath(e.path)})</span>
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
          <p className="font-medium">
            The line would refuse this booking: {refusals.length} problem{refusals.length === 1 ? "" : "s"}, each shown
            at its field below.
          </p>
          {refusalList(elsewhere, true)}
        </div>
      ) : null}
      {checked ? (
        <div role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          <p className="font-medium">The line&apos;s checks pass: the booking is ready to save.</p>
          {warnings.length ? (
            <ul className="mt-1 list-disc pl-5 text-amber-800">
              {warnings.map((w) => (
                <li key={w.path}>
                  {describePath(w.path)}: {w.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {checked && quote ? <PricesOfCheck quote={quote} /> : null}
      <section aria-labelledby="review-summary" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <h2 id="review-summary" className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm font-semibold">
          Summary
        </h2>
        <dl className="grid gap-x-6 gap-y-3 px-4 py-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Item
            label="Voyage"
            value={[h.BookingVoyage, h.Line].filter(Boolean).join(" · ")}
            refusals={refusalList(at(SUMMARY_FIELDS.voyage))}
          />
          <Item
            label="From"
            value={[h.Pol, h.Terminal].filter(Boolean).join(" · ")}
            refusals={refusalList(at(SUMMARY_FIELDS.from))}
          />
          <Item label="To" value={h.Pod} refusals={refusalList(at(SUMMARY_FIELDS.to))} />
          <Item label="Your reference" value={h.ReferenceNumber} refusals={refusalList(at(SUMMARY_FIELDS.reference))} />
          {parties.map((role) => (
            <Item
              key={role}
              label={PARTY_LABELS[role]}
              value={partyLabel(h[role])}
              refusals={refusalList(at([`Header.${role}`]))}
            />
          ))}
        </dl>
        <div className="border-t border-slate-200">
          <ScrollX region label="Items to be booked">
            <Table
              look="panel"
              className="min-w-full"
              captionVisible
              caption={`${items.length} item${items.length === 1 ? "" : "s"}${items.length > SHOWN ? ` (first ${SHOWN} shown)` : ""}`}
            >
              <TableHead>
                <Tr>
                  <Th>#</Th>
                  <Th>Make and model</Th>
                  <Th>Serial / VIN</Th>
                  <Th>Year</Th>
                  <Th>Sub units / items</Th>
                </Tr>
              </TableHead>
              <TableBody>
                {items.slice(0, SHOWN).map((item, i) => (
                  <Fragment key={i}>
                    <Tr>
                      <Td className="tabular-nums text-slate-500">{i + 1}</Td>
                      <Td>
                        {item.Description}
                        {item.IsCanceled ? <span className="ml-2 text-xs text-red-700">canceled</span> : null}
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
      <section aria-label="Note" className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm">
        <TextField name="Header.Note" label="Note to the line (optional)" />
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
  const money = (n: number | null) =>
    n === null ? "on request" : quote.Currency ? formatAmount(n, quote.Currency) : String(n);
  return (
    <section
      aria-labelledby="review-prices"
      className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
    >
      <h2 id="review-prices" className="font-semibold">
        Prices{" "}
        <span className="font-normal text-slate-600">
          {/* booking a valid quote: its prices are kept, not the tariff's of today */}
          {quote.Items.length && quote.Items.every((i) => i.Source === "quote")
            ? "(as quoted; kept when you book)"
            : "(the line's tariff today; set when you save)"}
        </span>
      </h2>
      <ul className="mt-1 grid gap-x-6 gap-y-0.5 sm:grid-cols-2 lg:grid-cols-3">
        {quote.Items.slice(0, SHOWN).map((i) => (
          <li key={i.RelativeId} className="flex justify-between gap-2 tabular-nums">
            <span className="text-slate-600">Unit {i.RelativeId}</span>
            <span>{money(i.Price)}</span>
          </li>
        ))}
        {quote.Charges.map((c) => (
          <li key={c.Code} className="flex justify-between gap-2 tabular-nums">
            <span className="text-slate-600">{c.Name} (per booking)</span>
            <span>{money(c.Amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 font-medium">
        Total:{" "}
        <span className="tabular-nums" data-testid="review-total">
          {quote.Total === null ? "on request" : money(quote.Total)}
        </span>
        {quote.OnRequest ? (
          <span className="ml-2 font-normal text-amber-800">some units are priced by the line on request</span>
        ) : null}
      </p>
    </section>
  );
}

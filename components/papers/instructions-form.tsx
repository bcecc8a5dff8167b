"use client";
// The agent's shipping instructions on the booking page: which units, bill of lading (and its
// originals) or sea waybill, freight prepaid or collect, consignee (or to order), notify party,
// marks and remarks. Sent through the same rule as POST /api/bookings/{id}/shipping-instructions;
// each error shows at its field.
import clsx from "clsx";
import { SaidLine } from "@/components/said-line";
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { labelClass, Field, Input, Textarea } from "@/components/ui/field";
import { failureText, type ActionResult } from "@/lib/actions/action-result";
import type { InstructionInput } from "@/lib/papers/schemas";

const RADIO = "h-4 w-4 accent-brand-600";

export interface InstructionUnit {
  id: number;
  label: string;
  /** the document it is on already, if any */
  onDocument: string | null;
}

/** The instructions a draft was made from, to change them (the next revision). */
export interface InstructionValues {
  documentKind: "BillOfLading" | "SeaWaybill";
  originals: number;
  freightPayment: "Prepaid" | "Collect";
  toOrder: boolean;
  consignee: { name: string; address?: string } | null;
  notify: { name: string; address?: string } | null;
  marksAndNumbers: string | null;
  remarks: string | null;
  items: number[];
}

export function InstructionsForm({
  units,
  defaults,
  canAcceptLate = false,
  initial,
  title,
  submitLabel,
  action,
}: {
  units: InstructionUnit[];
  defaults: { consignee: string; notify: string };
  initial?: InstructionValues;
  title?: string;
  submitLabel?: string;
  /** the line's staff may accept instructions after the cut-off */
  canAcceptLate?: boolean;
  action: (input: InstructionInput) => Promise<ActionResult<string>>;
}) {
  const t = useTranslations("papers.instructions");
  const tc = useTranslations("common");
  const id = useId();
  const router = useRouter();
  const free = units.filter((u) => !u.onDocument);
  const [picked, setPicked] = useState<number[]>(initial?.items ?? free.map((u) => u.id));
  const [kind, setKind] = useState<"BillOfLading" | "SeaWaybill">(initial?.documentKind ?? "BillOfLading");
  const [originals, setOriginals] = useState(initial?.originals || 3);
  const [freight, setFreight] = useState<"Prepaid" | "Collect">(initial?.freightPayment ?? "Prepaid");
  const [toOrder, setToOrder] = useState(initial?.toOrder ?? false);
  const [consignee, setConsignee] = useState({
    name: initial?.consignee?.name ?? "",
    address: initial?.consignee?.address ?? "",
  });
  const [notify, setNotify] = useState({ name: initial?.notify?.name ?? "", address: initial?.notify?.address ?? "" });
  const [marks, setMarks] = useState(initial?.marksAndNumbers ?? "");
  const [remarks, setRemarks] = useState(initial?.remarks ?? "");
  const [acceptLate, setAcceptLate] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();

  const party = (p: { name: string; address: string }) =>
    p.name.trim() ? { name: p.name.trim(), ...(p.address.trim() ? { address: p.address.trim() } : {}) } : undefined;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    start(async () => {
      const bl = kind === "BillOfLading";
      const result = await action({
        documentKind: kind,
        ...(bl ? { originals } : {}),
        freightPayment: freight,
        ...(bl && toOrder ? { toOrder: true } : { consignee: party(consignee) }),
        notify: party(notify),
        items: picked,
        ...(marks.trim() ? { marksAndNumbers: marks.trim() } : {}),
        ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
        ...(acceptLate ? { acceptLate: true } : {}),
      });
      if (result.ok) {
        setSaid({ ok: true, text: result.data });
        // A new instruction starts the form afresh for the units left; a change keeps what was sent.
        if (!initial) {
          setPicked([]);
          setConsignee({ name: "", address: "" });
          setNotify({ name: "", address: "" });
          setMarks("");
          setRemarks("");
        }
        router.refresh();
      } else setSaid({ ok: false, text: failureText(result) });
    });
  };

  if (!free.length && !initial) return <p className="text-sm text-slate-600">{t("allOnDocument")}</p>;
  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title ?? t("title")}
      </h3>
      <fieldset>
        <legend className={labelClass}>{t("units", { picked: picked.length, total: units.length })}</legend>
        {/* A long booking's units scroll in a box of their own (focusable, so the keyboard scrolls it). */}
        <ul
          className={clsx(
            "mt-1 grid gap-1 sm:grid-cols-2",
            units.length > 12 && "max-h-64 overflow-y-auto rounded border border-slate-200 p-2",
          )}
          tabIndex={units.length > 12 ? 0 : undefined}
        >
          {units.map((u) => (
            <li key={u.id}>
              <label className="flex items-center gap-2 text-sm">
                {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
                <input
                  type="checkbox"
                  className={RADIO}
                  disabled={!!u.onDocument}
                  checked={picked.includes(u.id)}
                  onChange={(e) => setPicked(e.target.checked ? [...picked, u.id] : picked.filter((x) => x !== u.id))}
                />
                <span className="font-mono">{u.label}</span>
                {u.onDocument ? (
                  <span className="text-xs text-slate-600">{t("onDocument", { number: u.onDocument })}</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <RadioChoices
          legend={t("document")}
          name={`${id}-kind`}
          options={[
            ["BillOfLading", tc("documentKind.BillOfLading")],
            ["SeaWaybill", tc("documentKind.SeaWaybill")],
          ]}
          value={kind}
          onChange={setKind}
        />
        {kind === "BillOfLading" ? (
          <Field id={`${id}-originals`} label={t("originals")}>
            <Input
              id={`${id}-originals`}
              type="number"
              min={1}
              max={6}
              value={originals}
              onChange={(e) => setOriginals(Number(e.target.value))}
            />
          </Field>
        ) : (
          <p className="text-sm text-slate-600">{t("waybillNote")}</p>
        )}
        <RadioChoices
          legend={t("freight")}
          name={`${id}-freight`}
          options={[
            ["Prepaid", t("prepaid")],
            ["Collect", t("collect")],
          ]}
          value={freight}
          onChange={setFreight}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="space-y-2">
          <legend className={labelClass}>{t("consignee")}</legend>
          {kind === "BillOfLading" ? (
            <label className="flex items-center gap-2 text-sm">
              {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
              <input
                type="checkbox"
                className={RADIO}
                checked={toOrder}
                onChange={(e) => setToOrder(e.target.checked)}
              />
              {t("toOrder")}
            </label>
          ) : null}
          {kind === "BillOfLading" && toOrder ? null : (
            <>
              <label htmlFor={`${id}-cn-name`} className={labelClass}>
                {defaults.consignee ? t("consigneeName", { name: defaults.consignee }) : t("consigneeNameOfBooking")}
              </label>
              <Input
                id={`${id}-cn-name`}
                value={consignee.name}
                onChange={(e) => setConsignee({ ...consignee, name: e.target.value })}
              />
              <label htmlFor={`${id}-cn-address`} className={labelClass}>
                {t("consigneeAddress")}
              </label>
              <Textarea
                id={`${id}-cn-address`}
                rows={2}
                value={consignee.address}
                onChange={(e) => setConsignee({ ...consignee, address: e.target.value })}
              />
            </>
          )}
        </fieldset>
        <fieldset className="space-y-2">
          <legend className={labelClass}>{t("notify")}</legend>
          <label htmlFor={`${id}-nt-name`} className={labelClass}>
            {defaults.notify ? t("notifyName", { name: defaults.notify }) : t("notifyNameOfBooking")}
          </label>
          <Input
            id={`${id}-nt-name`}
            value={notify.name}
            onChange={(e) => setNotify({ ...notify, name: e.target.value })}
          />
          <label htmlFor={`${id}-nt-address`} className={labelClass}>
            {t("notifyAddress")}
          </label>
          <Textarea
            id={`${id}-nt-address`}
            rows={2}
            value={notify.address}
            onChange={(e) => setNotify({ ...notify, address: e.target.value })}
          />
        </fieldset>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-marks`} label={t("marks")}>
          <Textarea id={`${id}-marks`} rows={2} value={marks} onChange={(e) => setMarks(e.target.value)} />
        </Field>
        <Field id={`${id}-remarks`} label={t("remarks")}>
          <Textarea id={`${id}-remarks`} rows={2} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </Field>
      </div>
      {canAcceptLate ? (
        <label className="flex items-center gap-2 text-sm">
          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
          <input
            type="checkbox"
            className={RADIO}
            checked={acceptLate}
            onChange={(e) => setAcceptLate(e.target.checked)}
          />
          {t("acceptLate")}
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || !picked.length}>
          {pending ? t("sending") : (submitLabel ?? t("submit"))}
        </Button>
        <SaidLine said={said} />
      </div>
    </form>
  );
}

/** One choice of a few, each a radio inside its label (the document kind, the freight terms). */
function RadioChoices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {options.map(([option, text]) => (
        <label key={option} className="mt-1 flex items-center gap-2 text-sm">
          {/* raw <input>: a radio inside its label (Input is for text-like fields) */}
          <input
            type="radio"
            name={name}
            className={RADIO}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

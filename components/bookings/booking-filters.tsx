"use client";
// The bookings list's search and filters. Every control writes the URL (see use-list-url); the
// search and the voyage wait for a pause in typing before they do.
import { CONFIRMATION_STATES } from "@/lib/booking/decision/confirmation-schema";
import { useTranslations } from "next-intl";
import clsx from "clsx";
import { useEffect, useRef, useState } from "react";
import { Button, secondaryButtonClass } from "@/components/ui/button";
import { labelClass, Input, Select } from "@/components/ui/field";
import { useListUrlContext } from "@/components/bookings/use-list-url";
import { useFilterFold } from "@/components/filter-fold";
import { useHydrated } from "@/lib/hooks/use-hydrated";

export interface PortOption {
  code: string;
  name: string;
}

const FILTER_KEYS = ["q", "status", "confirmation", "voyage", "pol", "pod", "dateBy", "from", "to"] as const;

/** A text box that writes its URL key after a pause in typing, and follows the URL when it changes elsewhere (Back, Clear). */
function useTypedValue(urlValue: string, write: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [written, setWritten] = useState(urlValue);
  // The URL moved without this box (Back, Clear): show the URL's value.
  if (urlValue !== written) {
    setWritten(urlValue);
    setText(urlValue);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the newest `write`, which starts from the newest URL.
  const latestWrite = useRef(write);
  useEffect(() => {
    latestWrite.current = write;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setWritten(value.trim());
      latestWrite.current(value.trim());
    }, 350);
  };
  return [text, change] as const;
}

export function BookingFilters({
  pols,
  pods,
  exportHref,
}: {
  pols: PortOption[];
  pods: PortOption[];
  exportHref: string;
}) {
  const { params, update, isPending } = useListUrlContext();
  const t = useTranslations("bookings");
  const tc = useTranslations("common");
  const hydrated = useHydrated();
  const get = (key: string) => params.get(key) ?? "";
  const [q, setQ] = useTypedValue(get("q"), (value) => update({ q: value }));
  const [voyage, setVoyage] = useTypedValue(get("voyage"), (value) => update({ voyage: value }));
  const filtered = FILTER_KEYS.some((k) => k !== "dateBy" && get(k));
  const fold = useFilterFold(FILTER_KEYS.filter((k) => k !== "q" && k !== "dateBy" && get(k)).length);

  return (
    <form
      role="search"
      aria-label={t("filters.formLabel")}
      data-hydrated={hydrated ? "true" : undefined}
      onSubmit={(e) => e.preventDefault()}
      className="mb-4 rounded-lg border border-slate-200 bg-white p-3 shadow-sm print:hidden"
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8">
        <label className={clsx(labelClass, "col-span-2")}>
          {t("filters.search")}
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t("filters.searchPlaceholder")}
            className="mt-1"
          />
        </label>
        <label id={fold.foldId} className={clsx(labelClass, fold.folded)}>
          {t("filters.status")}
          <Select value={get("status")} onChange={(e) => update({ status: e.target.value })} className="mt-1">
            <option value="">{t("filters.any")}</option>
            <option value="approved">{t("filters.statusApproved")}</option>
            <option value="draft">{t("filters.statusDraft")}</option>
            <option value="quotation">{t("filters.statusQuotation")}</option>
            <option value="canceled">{t("filters.statusCanceled")}</option>
          </Select>
        </label>
        <label className={clsx(labelClass, fold.folded)}>
          {t("filters.decision")}
          <Select
            value={get("confirmation")}
            onChange={(e) => update({ confirmation: e.target.value })}
            className="mt-1"
          >
            <option value="">{t("filters.any")}</option>
            {CONFIRMATION_STATES.map((state) => (
              <option key={state} value={state}>
                {tc(`confirmation.${state}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className={clsx(labelClass, fold.folded)}>
          {t("filters.voyage")}
          <Input
            value={voyage}
            onChange={(e) => setVoyage(e.target.value)}
            placeholder={t("filters.voyagePlaceholder")}
            className="mt-1 font-mono"
          />
        </label>
        <PortSelect
          label={t("filters.pol")}
          value={get("pol")}
          ports={pols}
          onChange={(pol) => update({ pol })}
          className={fold.folded}
        />
        <PortSelect
          label={t("filters.pod")}
          value={get("pod")}
          ports={pods}
          onChange={(pod) => update({ pod })}
          className={fold.folded}
        />
        <label className={clsx(labelClass, fold.folded)}>
          {t("filters.from")}
          <Input type="date" value={get("from")} onChange={(e) => update({ from: e.target.value })} className="mt-1" />
        </label>
        <label className={clsx(labelClass, fold.folded)}>
          {t("filters.to")}
          <Input type="date" value={get("to")} onChange={(e) => update({ to: e.target.value })} className="mt-1" />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {fold.button}
        <fieldset className={clsx("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600", fold.folded)}>
          <legend className="sr-only">{t("filters.datesBound")}</legend>
          <span aria-hidden>{t("filters.datesBoundThe")}</span>
          {(["created", "departure"] as const).map((by) => (
            <label key={by} className="inline-flex items-center gap-1">
              {/* raw <input>: a radio inside its label (Input is for text-like fields) */}
              <input
                type="radio"
                name="dateBy"
                value={by}
                checked={(get("dateBy") || "created") === by}
                onChange={() => update({ dateBy: by === "created" ? null : by })}
              />
              {by === "created" ? t("filters.byCreated") : t("filters.byDeparture")}
            </label>
          ))}
        </fieldset>
        <span aria-live="polite" className="text-xs text-slate-500">
          {isPending ? t("filters.updating") : ""}
        </span>
        <div className="ml-auto flex items-center gap-2">
          {filtered ? (
            <Button variant="secondary" onClick={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, null])))}>
              {t("filters.clearFilters")}
            </Button>
          ) : null}
          <a href={exportHref} download className={secondaryButtonClass}>
            {t("filters.exportCsv")}
          </a>
        </div>
      </div>
    </form>
  );
}

function PortSelect({
  label,
  value,
  ports,
  onChange,
  className,
}: {
  label: string;
  value: string;
  ports: PortOption[];
  onChange: (code: string) => void;
  className?: string;
}) {
  const known = ports.some((p) => p.code === value);
  const t = useTranslations("bookings");
  return (
    <label className={clsx(labelClass, className)}>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value)} className="mt-1">
        <option value="">{t("filters.any")}</option>
        {value && !known ? <option value={value}>{value}</option> : null}
        {ports.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name} ({p.code})
          </option>
        ))}
      </Select>
    </label>
  );
}

"use client";
// The voyage page's space: each leg (Pol → Pod of consecutive calls) as a utilisation bar of
// booked and free RT against the voyage's capacity, stop sale for the voyage or one loading call
// (with the reason agents see), and the allotment the portal may sell.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { setAllotmentAction, setStopSaleAction } from "@/lib/actions/acceptance";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { SpaceBadge } from "@/components/space-badge";
import { Button } from "@/components/ui/button";
import { Input, Select, Field } from "@/components/ui/field";
import { INTL_LOCALE } from "@/lib/i18n/locales";
import { spaceLevel } from "@/lib/voyage-space/space-level";
import type { VoyageSpace } from "@/lib/voyage-space/voyage-space";

const BAR: Record<string, string> = { plenty: "bg-brand-600", limited: "bg-amber-500", full: "bg-red-600" };

/** "1,234 RT" in the page's language. */
function useFormatRt() {
  const tc = useTranslations("common");
  const locale = useLocale();
  return (rt: number) => tc("rt", { value: Math.round(rt).toLocaleString(INTL_LOCALE[locale]) });
}

export function VoyageSpacePanel({ space, editable }: { space: VoyageSpace; editable: boolean }) {
  const t = useTranslations("line.space");
  const formatRt = useFormatRt();
  const stoppedCalls = space.calls.filter((c) => !c.open);
  return (
    <section aria-labelledby="space-heading" className="mb-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="space-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-slate-700" data-testid="voyage-sale-state">
          {space.open ? (
            <span className="font-medium text-emerald-800">{t("open")}</span>
          ) : (
            <span className="font-medium text-red-800">
              {space.saleStopReason ? t("stoppedReason", { reason: space.saleStopReason }) : t("stopped")}
            </span>
          )}
          {stoppedCalls.length ? (
            <span> · {t("stoppedAt", { ports: stoppedCalls.map((c) => c.portName).join(", ") })}</span>
          ) : null}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {space.allotmentRt !== null
          ? t("capacityAllotment", {
              capacity: formatRt(space.capacityRt),
              vessel: formatRt(space.vesselCapacityRt),
            })
          : t("capacityWhole", { capacity: formatRt(space.capacityRt) })}
      </p>
      <Legs space={space} />
      {editable ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <StopSaleForm space={space} />
          <AllotmentForm space={space} />
        </div>
      ) : null}
    </section>
  );
}

function Legs({ space }: { space: VoyageSpace }) {
  const t = useTranslations("line.space");
  const formatRt = useFormatRt();
  if (space.legs.length === 0) return <p className="mt-3 text-sm text-slate-600">{t("singleCall")}</p>;
  return (
    <ol aria-label={t("legs")} className="mt-3 space-y-2">
      {space.legs.map((leg, k) => {
        const share = space.capacityRt > 0 ? Math.min(leg.bookedRt / space.capacityRt, 1) : 1;
        const level = spaceLevel(leg.freeRt, space.capacityRt);
        const from = space.calls[k];
        return (
          <li key={`${leg.fromSequence}-${k}`} className="text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-medium">
                {leg.fromName} <span className="font-mono text-xs text-slate-600">{leg.from}</span> → {leg.toName}{" "}
                <span className="font-mono text-xs text-slate-600">{leg.to}</span>
                {from && !from.open ? (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-inset ring-slate-300">
                    {t("saleStoppedAt", { port: from.portName })}
                  </span>
                ) : null}
              </span>
              <span className="tabular-nums text-slate-700">
                {t(leg.freeRt < 0 ? "legOver" : "leg", {
                  booked: formatRt(leg.bookedRt),
                  free: formatRt(Math.max(leg.freeRt, 0)),
                  over: formatRt(-leg.freeRt),
                  percent: Math.round(share * 100),
                })}
              </span>
            </div>
            <div className="mt-1 flex items-center gap-2">
              <div
                aria-hidden="true"
                className="h-3 flex-1 overflow-hidden rounded bg-slate-100 ring-1 ring-inset ring-slate-200"
              >
                <div className={clsx("h-full", BAR[level])} style={{ width: `${share * 100}%` }} />
              </div>
              <SpaceBadge status={{ kind: level, freeRt: leg.freeRt, capacityRt: space.capacityRt }} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function StopSaleForm({ space }: { space: VoyageSpace }) {
  const id = useId();
  const t = useTranslations("line.space");
  const tc = useTranslations("common");
  const [scope, setScope] = useState("");
  const [reason, setReason] = useState("");
  const action = useLineAction(
    (input: { stopped: boolean; pol: string | null; reason: string | null }) =>
      setStopSaleAction({ voyageId: space.voyageId, ...input }),
    (d) => (d.open ? t("saved") : t("saleIsStopped")),
  );
  const loading = space.calls.filter((c) => c.canLoad && c.sequence < (space.calls.at(-1)?.sequence ?? 0));
  const stopped = [
    ...(space.open ? [] : [{ pol: null, label: t("wholeVoyageLower"), reason: space.saleStopReason }]),
    ...space.calls.filter((c) => !c.open).map((c) => ({ pol: c.port, label: c.portName, reason: c.saleStopReason })),
  ];
  const reasonError = action.fieldError("reason");
  return (
    <form
      noValidate
      aria-label={t("stopSale")}
      className="space-y-2 rounded border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        action.submit({ stopped: true, pol: scope || null, reason: reason.trim() || null });
      }}
    >
      <h3 className="font-semibold">{t("stopSale")}</h3>
      <p className="text-sm text-slate-600">{t("stopSaleHelp")}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id={`${id}-scope`} label={t("where")}>
          <Select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value)}>
            <option value="">{t("wholeVoyage")}</option>
            {loading.map((c) => (
              <option key={c.sequence} value={c.port}>
                {t("loadingAt", { port: c.portName, code: c.port })}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-reason`} label={t("reason")}>
          <Input
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          />
          {reasonError ? (
            <p id={`${id}-reason-error`} className="mt-0.5 text-xs text-red-700">
              {reasonError}
            </p>
          ) : null}
        </Field>
      </div>
      <Button type="submit" disabled={action.pending}>
        {action.pending ? tc("action.saving") : t("stopSale")}
      </Button>
      {stopped.length ? (
        <ul aria-label={t("stoppedSales")} className="space-y-1 border-t border-slate-100 pt-2 text-sm">
          {stopped.map((s) => (
            <li key={s.pol ?? ""} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {t("stoppedFor", { label: s.label })}
                {s.reason ? <span className="text-slate-600"> ({s.reason})</span> : null}
              </span>
              <Button
                variant="secondary"
                disabled={action.pending}
                onClick={() => action.submit({ stopped: false, pol: s.pol, reason: null })}
              >
                {t("reopen")}
                <span className="sr-only"> {t("forLabel", { label: s.label })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <OutcomeMessage outcome={action.outcome} />
    </form>
  );
}

function AllotmentForm({ space }: { space: VoyageSpace }) {
  const id = useId();
  const t = useTranslations("line.space");
  const tc = useTranslations("common");
  const formatRt = useFormatRt();
  const [value, setValue] = useState(space.allotmentRt === null ? "" : String(space.allotmentRt));
  const action = useLineAction(
    (allotmentRt: number | null) => setAllotmentAction({ voyageId: space.voyageId, allotmentRt }),
    (d) => t("allotmentSaved", { rt: formatRt(d.capacityRt) }),
  );
  const error = action.fieldError("allotmentRt");
  return (
    <form
      noValidate
      aria-label={t("allotment")}
      className="space-y-2 rounded border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        action.submit(value.trim() === "" ? null : Number(value));
      }}
    >
      <h3 className="font-semibold">{t("allotment")}</h3>
      <p className="text-sm text-slate-600">{t("allotmentHelp", { rt: formatRt(space.vesselCapacityRt) })}</p>
      <div className="flex flex-wrap items-end gap-2">
        <Field id={`${id}-rt`} label={t("allotmentRt")} className="w-40">
          <Input
            id={`${id}-rt`}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-rt-error` : undefined}
          />
        </Field>
        <Button type="submit" disabled={action.pending}>
          {action.pending ? tc("action.saving") : t("saveAllotment")}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-rt-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <OutcomeMessage outcome={action.outcome} />
    </form>
  );
}

"use client";
// Step 1: the sailing. Prefilled from "Book on this voyage"; the Pol/terminal and Pod are chosen
// among the voyage's calls, another voyage can be found here without leaving the form, and the
// Pol's cut-off counts down in the port's own time zone (a passed cut-off is flagged; the save decides).
import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { formatWallClock } from "@/lib/time/format";
import { PortSuggestions } from "@/components/port-suggestions";
import { formatInt } from "@/components/format-number";
import { SpaceBadge } from "@/components/space-badge";
import { Button } from "@/components/ui/button";
import { labelClass, Input, Select, Field } from "@/components/ui/field";
import { ErrorText, TextField } from "@/components/booking-form/fields";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import { isPort, loadSailings, useFormSailing } from "@/components/booking-form/use-form-sailing";
import type { FormVisit, FormVoyage } from "@/lib/booking/form/form-sailing";
import { sailingStatus, type SailingStatus } from "@/lib/voyage-space/sailing-status";

/** The space of a sailing from the Pol to the Pod the user named (the whole voyage without them). */
export function formSailingStatus(v: FormVoyage, pol?: string | null, pod?: string | null): SailingStatus | null {
  if (!v.space) return null;
  const at = (ref: string) => (c: { sequence: number }) =>
    v.visits.some((s) => s.sequence === c.sequence && isPort(s, ref));
  return sailingStatus(v.space, pol ? at(pol) : undefined, pod ? at(pod) : undefined);
}

const callClosed = (v: FormVoyage, s: FormVisit) =>
  v.space?.calls.find((c) => c.sequence === s.sequence)?.open === false;

export function SailingStep({ initialVoyage }: { initialVoyage: FormVoyage | null }) {
  const t = useTranslations("bookingForm.sailing");
  const locale = useLocale();
  const { setValue } = useFormContext<BookingFormValues>();
  const [pol, pod] = useWatch<BookingFormValues, ["Header.Pol", "Header.Pod"]>({ name: ["Header.Pol", "Header.Pod"] });
  const { wanted, query: voyageQuery, voyage } = useFormSailing(initialVoyage);
  const [searching, setSearching] = useState(!wanted.voyage);

  const set = (
    name: "Header.Line" | "Header.BookingVoyage" | "Header.Pol" | "Header.Terminal" | "Header.Pod",
    value: string | null,
  ) =>
    setValue(name, value, {
      shouldDirty: true,
      shouldValidate: name === "Header.Pod" || name === "Header.Pol",
    });

  const choose = (v: FormVoyage, polRef?: string, podRef?: string) => {
    const from =
      v.visits.find((s) => s.canLoad && isPort(s, polRef)) ??
      v.visits.find((s) => s.canLoad && !cutOffPassed(s)) ??
      v.visits.find((s) => s.canLoad);
    const to = from
      ? (v.visits.find((s) => s.canDischarge && s.sequence > from.sequence && isPort(s, podRef)) ??
        v.visits.findLast((s) => s.canDischarge && s.sequence > from.sequence))
      : undefined;
    set("Header.Line", v.line);
    set("Header.BookingVoyage", v.voyage);
    set("Header.Pol", from?.port ?? "");
    set("Header.Terminal", from?.terminal ?? "");
    set("Header.Pod", to?.port ?? null);
    setSearching(false);
  };

  const loading = voyage?.visits.filter((s) => s.canLoad) ?? [];
  const from = voyage?.visits.find((s) => s.canLoad && isPort(s, pol));
  const discharging = voyage?.visits.filter((s) => s.canDischarge && s.sequence > (from?.sequence ?? 0)) ?? [];
  const to = discharging.find((s) => isPort(s, pod));

  return (
    <div className="space-y-4">
      <section aria-labelledby="sailing-title" className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <h2 id="sailing-title" className="text-sm font-semibold">
            {voyage
              ? t.rich("voyageTitle", {
                  voyage: voyage.voyage,
                  vessel: voyage.vessel,
                  line: voyage.line,
                  code: (chunks) => <span className="font-mono">{chunks}</span>,
                  muted: (chunks) => <span className="font-normal text-slate-600">{chunks}</span>,
                })
              : wanted.voyage && voyageQuery.isPending
                ? t("loading")
                : wanted.voyage
                  ? t("notInSchedule", { voyage: wanted.voyage })
                  : t("noneChosen")}
          </h2>
          <Button
            variant="secondary"
            aria-expanded={searching}
            aria-controls="sailing-search"
            onClick={() => setSearching((s) => !s)}
          >
            {searching ? t("closeSearch") : t("findAnother")}
          </Button>
        </div>

        {voyage ? (
          <div className="grid gap-4 px-4 py-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field id="sailing-pol" label={t("polAndTerminal")}>
              <Select
                id="sailing-pol"
                className="mt-1"
                value={from ? String(from.sequence) : ""}
                onChange={(e) => {
                  const visit = loading.find((s) => String(s.sequence) === e.target.value);
                  set("Header.Pol", visit?.port ?? "");
                  set("Header.Terminal", visit?.terminal ?? "");
                }}
              >
                {!from ? <option value="">{t("choosePol")}</option> : null}
                {loading.map((s) => (
                  <option key={s.sequence} value={s.sequence}>
                    {s.portName} ({s.port}){s.terminalName ? ` · ${s.terminalName}` : ""}
                    {cutOffPassed(s) ? ` ${t("cutOffPassedFlag")}` : ""}
                    {callClosed(voyage, s) ? ` ${t("closedFlag")}` : ""}
                  </option>
                ))}
              </Select>
              <ErrorText name="Header.Pol" />
              <ErrorText name="Header.Terminal" />
            </Field>
            <Field id="sailing-pod" label={t("pod")}>
              <Select
                id="sailing-pod"
                className="mt-1"
                value={to ? String(to.sequence) : ""}
                onChange={(e) =>
                  set("Header.Pod", discharging.find((s) => String(s.sequence) === e.target.value)?.port ?? null)
                }
              >
                {!to ? <option value="">{t("choosePod")}</option> : null}
                {discharging.map((s) => (
                  <option key={s.sequence} value={s.sequence}>
                    {t("podOption", {
                      port: s.portName,
                      code: s.port,
                      arrival: formatWallClock(s.arrival, { locale }),
                    })}
                  </option>
                ))}
              </Select>
              <ErrorText name="Header.Pod" />
            </Field>
            <CutOff visit={from} />
            <SpaceNote voyage={voyage} pol={pol ?? null} pod={pod ?? null} />
          </div>
        ) : !wanted.voyage ? (
          // Words, not a link: a Tab stop here would sit between the search button and its fields.
          <p className="px-4 py-3 text-sm text-slate-600">{searching ? t("searchHintBelow") : t("searchHint")}</p>
        ) : null}
        {/* Only when the line or the voyage has an error: an empty strip otherwise. */}
        <div className="px-4 pb-4 empty:hidden">
          <ErrorText name="Header.Line" />
          <ErrorText name="Header.BookingVoyage" />
        </div>
      </section>

      {searching ? (
        <SailingSearch
          onChoose={choose}
          defaultPol={pol ?? ""}
          defaultPod={pod ?? ""}
          searchAtOnce={!wanted.voyage && Boolean(pol && pod)}
        />
      ) : null}

      <section
        aria-label={t("referenceSection")}
        className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm"
      >
        <TextField name="Header.ReferenceNumber" label={t("reference")} className="max-w-sm" />
      </section>
    </div>
  );
}

function cutOffPassed(visit: FormVisit, now = Date.now()): boolean {
  return visit.cutOffAt !== null && Date.parse(visit.cutOffAt) < now;
}

function countdown(ms: number, t: ReturnType<typeof useTranslations<"bookingForm.sailing.countdown">>): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return d > 0 ? t("days", { d, h }) : h > 0 ? t("hours", { h, m }) : t("minutes", { m });
}

/** A clock ticking every half minute (null on the server, so the page hydrates without a mismatch). */
const TICK = 30_000;
const subscribeClock = (onTick: () => void) => {
  const timer = setInterval(onTick, TICK);
  return () => clearInterval(timer);
};
const clockSnapshot = () => Math.floor(Date.now() / TICK) * TICK;

/** The Pol's cut-off in the port's time zone, counting down each half minute. */
function CutOff({ visit }: { visit: FormVisit | undefined }) {
  const t = useTranslations("bookingForm.sailing.cutOff");
  const tCount = useTranslations("bookingForm.sailing.countdown");
  const locale = useLocale();
  const now = useSyncExternalStore(subscribeClock, clockSnapshot, () => null);
  if (!visit) return null;
  if (!visit.cutOff || !visit.cutOffAt) return <p className="text-sm text-slate-500">{t("none")}</p>;
  const left = now === null ? null : Date.parse(visit.cutOffAt) - now;
  const passed = left !== null && left < 0;
  return (
    <div
      role={passed ? "alert" : undefined}
      className={clsx(
        "rounded-md px-3 py-2 text-sm",
        passed
          ? "bg-red-50 text-red-800 ring-1 ring-red-200"
          : left !== null && left < 48 * 3_600_000
            ? "bg-amber-50 text-amber-900 ring-1 ring-amber-200"
            : "bg-slate-50 text-slate-700",
      )}
    >
      <p className="text-xs font-medium uppercase tracking-wide">{t("at", { port: visit.portName })}</p>
      <p className="font-medium tabular-nums">
        {formatWallClock(visit.cutOff, { locale })} <span className="font-normal">({visit.timeZone})</span>
      </p>
      <p className="tabular-nums" aria-live="off">
        {left === null
          ? "\u00a0"
          : passed
            ? t("passed", { time: countdown(left, tCount) })
            : t("closesIn", { time: countdown(left, tCount) })}
      </p>
    </div>
  );
}

/** The space left on the chosen Pol → Pod, or why the sailing takes no booking. */
function SpaceNote({ voyage, pol, pod }: { voyage: FormVoyage; pol: string | null; pod: string | null }) {
  const t = useTranslations("bookingForm.sailing.space");
  const tc = useTranslations("common");
  const locale = useLocale();
  const status = formSailingStatus(voyage, pol, pod);
  if (!status) return null;
  const rt = (value: number) => tc("rt", { value: formatInt(Math.round(value), locale) });
  const tone =
    status.kind === "plenty"
      ? "bg-slate-50 text-slate-700"
      : status.kind === "limited"
        ? "bg-amber-50 text-amber-900 ring-1 ring-amber-200"
        : "bg-red-50 text-red-800 ring-1 ring-red-200";
  return (
    <div className={clsx("rounded-md px-3 py-2 text-sm", tone)} data-testid="sailing-space">
      <p className="text-xs font-medium uppercase tracking-wide">{t("title")}</p>
      <p className="mt-0.5">
        <SpaceBadge status={status} />
      </p>
      <p className="mt-0.5">
        {status.kind === "closed"
          ? status.reason
            ? t("closedWithReason", { reason: status.reason })
            : t("closed")
          : status.kind === "full"
            ? t("full")
            : t("detail", { free: rt(Math.max(status.freeRt, 0)), capacity: rt(status.capacityRt) })}
      </p>
    </div>
  );
}

function SearchResultSpace({ voyage, pol, pod }: { voyage: FormVoyage; pol?: string | null; pod?: string | null }) {
  const status = formSailingStatus(voyage, pol, pod);
  return status ? (
    <span className="mt-1 block">
      <SpaceBadge status={status} />
    </span>
  ) : null;
}

function SailingSearch({
  onChoose,
  defaultPol,
  defaultPod,
  searchAtOnce,
}: {
  onChoose: (v: FormVoyage, pol?: string, pod?: string) => void;
  defaultPol: string;
  defaultPod: string;
  /** A lane and no sailing ("Book again"): the lane's sailings are listed without a click. */
  searchAtOnce: boolean;
}) {
  const t = useTranslations("bookingForm.sailing.search");
  const locale = useLocale();
  const [search, setSearch] = useState({ pol: defaultPol, pod: defaultPod, voyage: "" });
  const [submitted, setSubmitted] = useState<typeof search | null>(searchAtOnce ? search : null);
  const results = useQuery({
    queryKey: ["form-sailings", submitted],
    queryFn: () => loadSailings({ ...submitted!, open: true }),
    enabled: submitted !== null,
  });
  return (
    <section
      id="sailing-search"
      aria-labelledby="sailing-search-title"
      className="rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm"
    >
      <h2 id="sailing-search-title" className="text-sm font-semibold">
        {t("title")}
      </h2>
      {/* Not a <form>: it sits inside the booking's form; Enter in a box searches. */}
      <div
        role="search"
        className="mt-3 flex flex-wrap items-end gap-3"
        onKeyDown={(e) => {
          if (e.key !== "Enter" || !(e.target instanceof HTMLInputElement)) return;
          e.preventDefault();
          setSubmitted({ ...search });
        }}
      >
        {(
          [
            ["pol", t("pol"), t("portPlaceholder")],
            ["pod", t("pod"), t("portPlaceholder")],
            ["voyage", t("voyage"), t("voyagePlaceholder")],
          ] as const
        ).map(([key, label, placeholder]) => (
          <label key={key} className={clsx(labelClass, "w-full sm:w-48")}>
            {label}
            <Input
              className="mt-1"
              value={search[key]}
              placeholder={placeholder}
              list={key === "voyage" ? undefined : `sailing-search-${key}s`}
              autoComplete="off"
              onChange={(e) => setSearch((s) => ({ ...s, [key]: e.target.value }))}
            />
            {key === "voyage" ? null : <PortSuggestions id={`sailing-search-${key}s`} kind={key} />}
          </label>
        ))}
        <Button onClick={() => setSubmitted({ ...search })}>{t("submit")}</Button>
      </div>
      {results.isFetching ? <p className="mt-3 text-sm text-slate-500">{t("searching")}</p> : null}
      {results.error ? <p className="mt-3 text-sm text-red-700">{results.error.message}</p> : null}
      {results.data && !results.isFetching ? (
        results.data.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t("empty")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 rounded border border-slate-200" aria-label={t("found")}>
            {results.data.map((v) => {
              const from =
                v.visits.find((s) => s.canLoad && isPort(s, submitted?.pol)) ?? v.visits.find((s) => s.canLoad);
              return (
                <li
                  key={`${v.lineCode}-${v.voyage}`}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <span>
                    <span className="font-mono font-medium">{v.voyage}</span> · {v.vessel} ·{" "}
                    <span className="text-slate-600">{v.line}</span>
                    {from ? (
                      <span className="block text-xs text-slate-500">
                        {t("departs", { port: from.portName, when: formatWallClock(from.departure, { locale }) })}
                      </span>
                    ) : null}
                    <SearchResultSpace voyage={v} pol={from?.port ?? submitted?.pol} pod={submitted?.pod} />
                  </span>
                  <Button variant="secondary" onClick={() => onChoose(v, submitted?.pol, submitted?.pod)}>
                    {t("choose", { voyage: v.voyage })}
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </section>
  );
}

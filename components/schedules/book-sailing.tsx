"use client";
// "Book on this voyage": choose where the cargo loads and where it goes (defaults from the
// schedule's filters), then open the booking with line, voyage, Pol, terminal and Pod filled in.
import clsx from "clsx";
import { cn } from "@/components/ui/class-names";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { createContext, useContext, useState, type ReactNode } from "react";
import { usePortTime } from "@/components/schedules/port-time-context";
import { RotationTimeline } from "@/components/schedules/rotation-timeline";
import { dayLabel, timeLabel } from "@/components/schedules/wall-clock";
import { buttonClass, secondaryButtonClass } from "@/components/ui/button";
import { labelClass, Select } from "@/components/ui/field";
import type { ScheduleVoyage } from "@/lib/schedule/rotation-schema";
import { cutOffState } from "@/lib/time/port-time";

export function bookingHref(params: {
  line: string;
  voyage: string;
  pol: string;
  terminal: string | null;
  pod: string;
}): string {
  const query = new URLSearchParams({ line: params.line, voyage: params.voyage, pol: params.pol });
  if (params.terminal) query.set("terminal", params.terminal);
  query.set("pod", params.pod);
  return `/bookings/new?${query}`;
}

/** Whether the signed-in user may ask for quotes (agents): the schedule offers "Get a quote" beside "Book on this voyage". */
const CanQuote = createContext(false);
export function CanQuoteProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <CanQuote.Provider value={value}>{children}</CanQuote.Provider>;
}

/** A voyage to book, on the lane (Pol, Pod) the schedule was searched for. */
interface SailingToBook {
  voyage: ScheduleVoyage;
  line: string | undefined;
  pol?: string;
  pod?: string;
}

export function BookSailing({ voyage, line, pol, pod }: SailingToBook) {
  const visits = voyage.visits;
  const { zoneOf, now } = usePortTime();
  const canQuote = useContext(CanQuote);
  const t = useTranslations("reference.bookSailing");
  const locale = useLocale();
  const isPast = (i: number) =>
    Boolean(visits[i].cutOff) && cutOffState(visits[i].cutOff!, zoneOf(visits[i].portId), now) === "past";
  const loadIdx = visits.map((v, i) => (v.canLoad ? i : -1)).filter((i) => i >= 0);
  const defaultPol = loadIdx.find((i) => visits[i].port === pol) ?? loadIdx.find((i) => !isPast(i)) ?? loadIdx[0];
  const [polIdx, setPolIdx] = useState<number | undefined>(defaultPol);
  const podIdxs =
    polIdx === undefined ? [] : visits.map((v, i) => (v.canDischarge && i > polIdx ? i : -1)).filter((i) => i >= 0);
  const [podChoice, setPodChoice] = useState<number | undefined>(() => podIdxs.find((i) => visits[i].port === pod));
  const podIdx =
    podChoice !== undefined && podIdxs.includes(podChoice)
      ? podChoice
      : (podIdxs.find((i) => visits[i].port === pod) ?? podIdxs.at(-1));

  if (loadIdx.length === 0) return <p className="text-sm text-slate-500">{t("loadsNowhere")}</p>;
  const from = polIdx === undefined ? undefined : visits[polIdx];
  const to = podIdx === undefined ? undefined : visits[podIdx];
  const closed = polIdx !== undefined && isPast(polIdx);
  const ready = Boolean(line && from && to);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className={clsx(labelClass, "w-full max-w-80")}>
        {t("loadingAt")}
        <Select value={polIdx ?? ""} onChange={(e) => setPolIdx(Number(e.target.value))} className="mt-1">
          {loadIdx.map((i) => (
            <option key={i} value={i}>
              {visits[i].port}
              {visits[i].terminal ? ` · ${visits[i].terminal}` : ""}
              {isPast(i) ? t("closedSuffix") : ""}
            </option>
          ))}
        </Select>
      </label>
      <label className={clsx(labelClass, "w-full max-w-64")}>
        {t("dischargingAt")}
        <Select
          value={podIdx ?? ""}
          onChange={(e) => setPodChoice(Number(e.target.value))}
          className="mt-1"
          disabled={podIdxs.length === 0}
        >
          {podIdxs.length === 0 ? <option value="">{t("noDischarge")}</option> : null}
          {podIdxs.map((i) => (
            <option key={i} value={i}>
              {visits[i].port} · {dayLabel(visits[i].arrival, false, locale)}
            </option>
          ))}
        </Select>
      </label>
      {ready && from && to && line ? (
        <Link
          href={bookingHref({ line, voyage: voyage.voyage, pol: from.port, terminal: from.terminal, pod: to.port })}
          className={cn(buttonClass, closed && "bg-slate-500 hover:bg-slate-600")}
        >
          {t("book")}
        </Link>
      ) : (
        <span className={cn(buttonClass, "cursor-not-allowed opacity-50")} aria-disabled>
          {t("book")}
        </span>
      )}
      {canQuote && ready && from && to && line && !closed ? (
        <Link
          href={bookingHref({
            line,
            voyage: voyage.voyage,
            pol: from.port,
            terminal: from.terminal,
            pod: to.port,
          }).replace("/bookings/new?", "/quotes/new?")}
          className={secondaryButtonClass}
        >
          {t("quote")}
        </Link>
      ) : null}
      {from?.cutOff ? (
        <p className={clsx("pb-2 text-xs", closed ? "text-red-800" : "text-slate-600")}>
          {t(closed ? "cutOffPassed" : "deliverBy", {
            when: `${dayLabel(from.cutOff, false, locale)} ${timeLabel(from.cutOff)}`,
          })}
        </p>
      ) : null}
    </div>
  );
}

/** A voyage opened in a table: its rotation drawn as a timeline, then the booking action. */
export function VoyageRotationAndBooking({ voyage, line, pol, pod }: SailingToBook) {
  const t = useTranslations("reference.bookSailing");
  return (
    <>
      {/* focusable, so the timeline scrolls with the arrow keys */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t("rotationRegion", { voyage: voyage.voyage })}
        className="overflow-x-auto rounded-md border border-slate-200 bg-white px-2 pt-4 pb-3 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <RotationTimeline voyage={voyage} pol={pol} pod={pod} />
      </div>
      <BookSailing voyage={voyage} line={line} pol={pol} pod={pod} />
    </>
  );
}

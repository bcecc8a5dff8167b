"use client";
// A home-page departure's two ways on: the voyage on the schedule (opened at its rotation), or a
// new booking on it, with the same link the schedule's "Book on this voyage" builds.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { bookingHref } from "@/components/schedules/book-sailing";

export interface DepartureLinkData {
  line: string;
  voyage: string;
  port: string;
  portCode: string;
  terminal: string | null;
  /** the last port it discharges at, as "Book on this voyage" proposes */
  pod: string | null;
}

export function scheduleHref(d: Pick<DepartureLinkData, "line" | "voyage" | "portCode">): string {
  return `/schedules?${new URLSearchParams({ Line: d.line, Voyage: d.voyage, Pol: d.portCode, open: d.voyage })}`;
}

/** The voyage number as the row's link to the schedule: its target area covers the whole row. */
export function VoyageLink({ departure }: { departure: DepartureLinkData }) {
  const t = useTranslations("bookings");
  return (
    <Link
      href={scheduleHref(departure)}
      className="font-mono text-xs font-semibold text-brand-700 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      aria-label={t("departure.voyageLabel", { voyage: departure.voyage, port: departure.port })}
    >
      {departure.voyage}
    </Link>
  );
}

export function BookLink({ departure }: { departure: DepartureLinkData }) {
  const t = useTranslations("bookings");
  if (!departure.pod) return null;
  return (
    <Link
      href={bookingHref({
        line: departure.line,
        voyage: departure.voyage,
        pol: departure.port,
        terminal: departure.terminal,
        pod: departure.pod,
      })}
      className="relative z-10 inline-flex rounded bg-brand-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      aria-label={t("departure.bookLabel", { voyage: departure.voyage, port: departure.port })}
    >
      {t("departure.book")}
    </Link>
  );
}

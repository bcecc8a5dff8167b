"use client";
// Point-to-point: one row per sailing from the Pol to the Pod (vessel and voyage, the cut-off at
// the Pol as a countdown, ETD, ETA, transit days, Book). Sailings whose cut-off has passed fold
// away under "closed". A table on wide screens, cards on a phone.
import clsx from "clsx";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { bookingHref } from "@/components/schedules/book-sailing";
import { downloadText, fileSlug } from "@/components/schedules/download";
import { usePortTime } from "@/components/schedules/port-time-context";
import { dayLabel, timeLabel } from "@/components/schedules/wall-clock";
import { sailingIcs } from "@/lib/schedule/schedule-export";
import type { Sailing } from "@/lib/schedule/sailings";
import { SpaceBadge } from "@/components/space-badge";
import { sailingStatus, type SailingSpace, type SailingStatus } from "@/lib/voyage-space/sailing-status";
import { countdownLabel, cutOffState, hoursUntilAtPort, zoneLabel } from "@/lib/time/port-time";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";
import { Button } from "@/components/ui/button";

type LineOf = (voyage: string, vessel: string) => string | undefined;
type SpaceOf = (voyage: string, vessel: string) => SailingSpace | null | undefined;

/** The space of a sailing from its Pol to its Pod, once the server has counted it. */
const statusOf = (s: Sailing, spaceOf?: SpaceOf): SailingStatus | null => {
  const space = spaceOf?.(s.voyage.voyage, s.voyage.vessel);
  return space
    ? sailingStatus(
        space,
        (c) => c.portId === s.pol.portId,
        (c) => c.portId === s.pod.portId,
      )
    : null;
};

export function SailingsList({
  sailings,
  lineOf,
  spaceOf,
  withYear,
}: {
  sailings: Sailing[];
  lineOf: LineOf;
  spaceOf?: SpaceOf;
  withYear: boolean;
}) {
  const { now, zoneOf } = usePortTime();
  const t = useTranslations("reference.sailings");
  // judged with the page's clock, so a row closes while the page is open
  const isClosed = (s: Sailing) =>
    s.pol.cutOff ? cutOffState(s.pol.cutOff, zoneOf(s.pol.portId), now) === "past" : false;
  const open = sailings.filter((s) => !isClosed(s));
  const closed = sailings.filter(isClosed);
  return (
    <div className="space-y-3">
      {open.length ? (
        <SailingRows sailings={open} lineOf={lineOf} spaceOf={spaceOf} withYear={withYear} label={t("open")} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t("noneOpen")}
        </p>
      )}
      {closed.length ? (
        <details className="group rounded-lg border border-slate-200 bg-white shadow-sm print:hidden">
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-slate-700">
            {t("closedCount", { count: closed.length })}{" "}
            <span className="font-normal text-slate-600">{t("closedWhy")}</span>
          </summary>
          <div className="border-t border-slate-200">
            <SailingRows
              sailings={closed}
              lineOf={lineOf}
              spaceOf={spaceOf}
              withYear={withYear}
              label={t("closed")}
              closed
            />
          </div>
        </details>
      ) : null}
    </div>
  );
}

function SailingRows({
  sailings,
  lineOf,
  spaceOf,
  withYear,
  label,
  closed = false,
}: {
  sailings: Sailing[];
  lineOf: LineOf;
  spaceOf?: SpaceOf;
  withYear: boolean;
  label: string;
  closed?: boolean;
}) {
  const t = useTranslations("reference.sailings");
  // A sailing's actions: the table's last cell, the card's foot.
  const actionsOf = (s: Sailing) => (
    <SailingActions
      sailing={s}
      line={lineOf(s.voyage.voyage, s.voyage.vessel)}
      closed={closed}
      status={statusOf(s, spaceOf)}
    />
  );
  return (
    <>
      {/* wide screens: a table */}
      <div
        className={clsx(
          "relative hidden md:block",
          !closed && "overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm",
        )}
      >
        <Table look="panel" aria-label={label} className="w-full">
          <TableHead>
            <Tr>
              <Th>{t("vesselVoyage")}</Th>
              <Th>{t("cutOff")}</Th>
              <Th>{t("departs")}</Th>
              <Th>{t("arrives")}</Th>
              <Th numeric>{t("transit")}</Th>
              <ThScreenReaderOnly>{t("actions")}</ThScreenReaderOnly>
            </Tr>
          </TableHead>
          <TableBody>
            {sailings.map((s) => (
              <Tr key={s.voyage.voyage + s.voyage.vessel} className="align-top">
                <Th scope="row">
                  <div className="font-medium text-slate-900">{s.voyage.vessel}</div>
                  <div className="font-mono text-xs text-slate-600">
                    {s.voyage.voyage}
                    {lineOf(s.voyage.voyage, s.voyage.vessel) ? ` · ${lineOf(s.voyage.voyage, s.voyage.vessel)}` : ""}
                  </div>
                  <SpaceOfSailing status={statusOf(s, spaceOf)} />
                </Th>
                <Td>
                  <CutOffCountdown sailing={s} withYear={withYear} />
                </Td>
                <Td>
                  <PortTime
                    value={s.pol.departure}
                    portId={s.pol.portId}
                    withYear={withYear}
                    place={[s.pol.port, s.pol.terminal].filter(Boolean).join(" · ")}
                  />
                </Td>
                <Td>
                  <PortTime value={s.pod.arrival} portId={s.pod.portId} withYear={withYear} place={s.pod.port} />
                </Td>
                <Td numeric title={t("transitHours", { hours: Math.round(s.transitHours) })}>
                  {t.rich("transitDays", {
                    count: s.transitDays,
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                  })}
                </Td>
                <Td className="text-right">{actionsOf(s)}</Td>
              </Tr>
            ))}
          </TableBody>
        </Table>
      </div>
      {/* a phone: cards */}
      <ul aria-label={label} className={clsx("space-y-2 md:hidden", closed && "p-2")}>
        {sailings.map((s) => (
          <li
            key={s.voyage.voyage + s.voyage.vessel}
            className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
          >
            <div className="flex items-baseline justify-between gap-2">
              <div>
                <div className="font-medium text-slate-900">{s.voyage.vessel}</div>
                <div className="font-mono text-xs text-slate-600">{s.voyage.voyage}</div>
                <SpaceOfSailing status={statusOf(s, spaceOf)} />
              </div>
              <div className="text-sm tabular-nums">
                {t.rich("transitDays", {
                  count: s.transitDays,
                  b: (chunks) => <span className="font-medium">{chunks}</span>,
                })}
              </div>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t("cutOffShort")}</dt>
              <dd>
                <CutOffCountdown sailing={s} withYear={withYear} />
              </dd>
              <dt className="text-slate-600">{t("etd")}</dt>
              <dd>
                <PortTime value={s.pol.departure} portId={s.pol.portId} withYear={withYear} place={s.pol.port} />
              </dd>
              <dt className="text-slate-600">{t("eta")}</dt>
              <dd>
                <PortTime value={s.pod.arrival} portId={s.pod.portId} withYear={withYear} place={s.pod.port} />
              </dd>
            </dl>
            <div className="mt-2 flex justify-end">{actionsOf(s)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A port-local time, with its zone when asked for, and where. */
export function PortTime({
  value,
  portId,
  withYear,
  place,
}: {
  value: string;
  portId: number;
  withYear: boolean;
  place?: string;
}) {
  const { zoneOf, showZones } = usePortTime();
  const locale = useLocale();
  return (
    <div className="tabular-nums">
      <span className="whitespace-nowrap">
        {dayLabel(value, withYear, locale)} {timeLabel(value)}
      </span>
      {showZones ? (
        <span className="ml-1 whitespace-nowrap text-xs text-slate-600">{zoneLabel(value, zoneOf(portId))}</span>
      ) : null}
      {place ? <div className="text-xs text-slate-600">{place}</div> : null}
    </div>
  );
}

function CutOffCountdown({ sailing, withYear }: { sailing: Sailing; withYear: boolean }) {
  const { now, zoneOf, showZones } = usePortTime();
  const t = useTranslations("reference.sailings");
  const locale = useLocale();
  const { cutOff, portId } = sailing.pol;
  if (!cutOff) return <span className="text-slate-600">{t("noCutOff")}</span>;
  const zone = zoneOf(portId);
  const hours = hoursUntilAtPort(cutOff, zone, now);
  const state = cutOffState(cutOff, zone, now);
  return (
    <div className="tabular-nums">
      <span
        className={clsx(
          "inline-flex rounded px-1.5 py-0.5 text-xs font-medium",
          state === "past" && "bg-red-50 text-red-800 ring-1 ring-red-200",
          state === "near" && "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
          state === "open" && "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200",
        )}
      >
        {t(state === "past" ? "closedAgo" : "left", { time: countdownLabel(hours, locale) })}
      </span>
      <div className="whitespace-nowrap text-xs text-slate-600">
        {dayLabel(cutOff, withYear, locale)} {timeLabel(cutOff)}
        {showZones ? ` ${zoneLabel(cutOff, zone)}` : ""}
      </div>
    </div>
  );
}

function SpaceOfSailing({ status }: { status: SailingStatus | null }) {
  return status ? (
    <div className="mt-1">
      <SpaceBadge status={status} />
    </div>
  ) : null;
}

/** Book first: after "Skip to results", one Tab reaches the first sailing's Book. */
function SailingActions({
  sailing,
  line,
  closed,
  status,
}: {
  sailing: Sailing;
  line: string | undefined;
  closed: boolean;
  status: SailingStatus | null;
}) {
  const t = useTranslations("reference.sailings");
  const { voyage, pol, pod } = sailing;
  const saveIcs = () =>
    downloadText(
      `cut-off-${fileSlug(voyage.voyage)}-${fileSlug(pol.port)}-${fileSlug(pod.port)}.ics`,
      sailingIcs(sailing, line),
      "text/calendar;charset=utf-8",
    );
  return (
    <div className="flex items-center justify-end gap-2 print:hidden">
      {closed || status?.kind === "closed" ? (
        <span className="text-xs text-slate-600">{t("closedAction")}</span>
      ) : status?.kind === "full" ? (
        <span className="text-xs text-slate-600">{t("fullAction")}</span>
      ) : line ? (
        <Link
          prefetch={false}
          href={bookingHref({ line, voyage: voyage.voyage, pol: pol.port, terminal: pol.terminal, pod: pod.port })}
          className="inline-flex rounded bg-brand-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-brand-700"
          aria-label={t("bookLabel", { voyage: voyage.voyage, pol: pol.port, pod: pod.port })}
        >
          {t("book")}
        </Link>
      ) : (
        <span className="text-xs text-slate-600">…</span>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={saveIcs}
        // The name starts with what the button shows (WCAG 2.5.3: speech users say what they see).
        aria-label={t("icsLabel", { voyage: voyage.voyage })}
      >
        .ics
      </Button>
    </div>
  );
}

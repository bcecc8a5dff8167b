// The booking page's sailing, parties, customs data, papers checklist and revision history panels.
import { unitRanges } from "@/components/format-number";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { formatInstant, formatWallClock } from "@/lib/time/format";
import { Fold, FOLD_PAST } from "@/components/bookings/fold";
import type { BookingDetail } from "@/lib/booking/read/booking-detail";
import type { EnsBooking } from "@/lib/customs/ens-data-set";
import { missingInWords } from "@/components/bookings/customs-words";
import type { PapersChecklist } from "@/lib/destination-rules/papers-checklist";

function Panel({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <header className="flex items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        {aside}
      </header>
      {children}
    </section>
  );
}

export function SailingPanel({ sailing }: { sailing: BookingDetail["sailing"] }) {
  const scheduleHref = sailing.voyage
    ? `/schedules?${new URLSearchParams({ Voyage: sailing.voyage, Pol: sailing.pol.code, open: sailing.voyage })}`
    : null;
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <Panel
      id="sailing-heading"
      title={t("sailing.title")}
      aside={
        scheduleHref ? (
          <Link href={scheduleHref} className="text-xs font-medium text-brand-700 hover:underline">
            {t("sailing.onSchedule")}
          </Link>
        ) : null
      }
    >
      <div className="grid gap-4 px-4 py-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("sailing.loadingAt")}</p>
          <p className="font-medium">
            {sailing.pol.name} <span className="text-xs font-normal text-slate-500">{sailing.pol.code}</span>
          </p>
          <p className="text-sm text-slate-600">{sailing.terminal}</p>
          <p className="mt-1 text-sm">
            {t("sailing.departs", {
              date: sailing.departure ? formatWallClock(sailing.departure, { locale }) : t("sailing.noVoyage"),
            })}
            {sailing.cutOff ? (
              <span className="block text-xs text-slate-600">
                {t("sailing.cutOff", { date: formatWallClock(sailing.cutOff, { locale }) })}
              </span>
            ) : null}
          </p>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("sailing.dischargeAt")}</p>
          {sailing.pod ? (
            <>
              <p className="font-medium">
                {sailing.pod.name} <span className="text-xs font-normal text-slate-500">{sailing.pod.code}</span>
              </p>
              <p className="mt-1 text-sm">
                {t("sailing.arrives", { date: sailing.arrival ? formatWallClock(sailing.arrival, { locale }) : "—" })}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-500">{t("sailing.notGiven")}</p>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-3 text-sm sm:col-span-2">
          <div>
            <dt className="text-xs text-slate-500">{t("sailing.line")}</dt>
            <dd>{sailing.line ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t("sailing.voyage")}</dt>
            <dd className="font-mono text-xs leading-5">{sailing.voyage ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t("sailing.vessel")}</dt>
            <dd>{sailing.vessel ?? "—"}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500 sm:col-span-2">{t("sailing.localTimes")}</p>
      </div>
    </Panel>
  );
}

export function PartiesPanel({ parties }: { parties: BookingDetail["parties"] }) {
  const t = useTranslations("bookings");
  return (
    <Panel id="parties-heading" title={t("parties.title")}>
      {parties.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">{t("parties.none")}</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 px-4 py-4 sm:grid-cols-2">
          {parties.map((p) => (
            <div key={p.role}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {t(`parties.role.${p.role}`)}
              </dt>
              <dd className="text-sm">
                <span className="font-medium">{p.name}</span>
                {p.code ? <span className="ml-1 font-mono text-xs text-slate-500">{p.code}</span> : null}
                {p.contact ? <span className="block text-xs text-slate-600">{p.contact}</span> : null}
                {p.address ? <span className="block text-xs text-slate-600">{p.address}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}

type HistoryEntry =
  | { kind: "revision"; at: Date; revision: BookingDetail["revisions"][number] }
  | { kind: "exception"; at: Date; exception: BookingDetail["acceptanceExceptions"][number] };

/** Revisions and the acceptance exceptions the line granted, in one list, newest first. */
export function HistoryPanel({
  revisions,
  exceptions,
  timeZone,
}: {
  revisions: BookingDetail["revisions"];
  exceptions: BookingDetail["acceptanceExceptions"];
  /** the viewer's (My account) */
  timeZone: string;
}) {
  const entries: HistoryEntry[] = [
    ...revisions.map((revision) => ({ kind: "revision" as const, at: revision.createdAt, revision })),
    ...exceptions.map((exception) => ({ kind: "exception" as const, at: exception.createdAt, exception })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <Panel
      id="history-heading"
      title={t("history.title")}
      aside={<span className="text-xs text-slate-500">{t("history.newestFirst")}</span>}
    >
      <ol className="divide-y divide-slate-100">
        {entries.map((entry) =>
          entry.kind === "revision" ? (
            <li key={`v${entry.revision.version}`} className="px-4 py-3">
              <p className="text-sm">
                <span className="font-medium">{entry.revision.actor}</span>{" "}
                <span className="text-slate-500">
                  {t("history.when", {
                    date: formatInstant(entry.at, timeZone, locale),
                    version: entry.revision.version,
                  })}
                </span>
              </p>
              <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                {entry.revision.lines.length === 0 ? (
                  <li className="text-slate-500">{t("history.noChanges")}</li>
                ) : null}
                {entry.revision.lines.slice(0, FOLD_PAST).map((line, i) => (
                  <li key={i}>
                    <span className="text-slate-500">{line.subject}:</span> {line.text}
                  </li>
                ))}
              </ul>
              {entry.revision.lines.length > FOLD_PAST ? (
                <Fold
                  summary={t("history.moreChanges", { count: entry.revision.lines.length - FOLD_PAST })}
                  className="[&>summary]:px-0"
                >
                  <ul className="space-y-0.5 text-sm text-slate-700">
                    {entry.revision.lines.slice(FOLD_PAST).map((line, i) => (
                      <li key={i}>
                        <span className="text-slate-500">{line.subject}:</span> {line.text}
                      </li>
                    ))}
                  </ul>
                </Fold>
              ) : null}
            </li>
          ) : (
            <li key={`e${entry.exception.id}`} className="px-4 py-3" data-testid="acceptance-exception">
              <p className="text-sm">
                <span className="font-medium">{entry.exception.createdBy}</span>{" "}
                <span className="text-slate-500">
                  {t("history.exceptionWhen", { date: formatInstant(entry.at, timeZone, locale) })}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {entry.exception.serialNumber
                  ? t.rich("history.exceptionForUnit", {
                      kind: entry.exception.kind,
                      voyage: entry.exception.voyage,
                      serial: entry.exception.serialNumber.toUpperCase(),
                      reason: entry.exception.reason,
                      code: (chunks) => <span className="font-mono">{chunks}</span>,
                    })
                  : t("history.exceptionForAll", {
                      kind: entry.exception.kind,
                      voyage: entry.exception.voyage,
                      reason: entry.exception.reason,
                    })}
              </p>
            </li>
          ),
        )}
      </ol>
    </Panel>
  );
}

/** Above this many units the per-unit papers list starts folded. */
const FOLD_UNITS_OVER = 12;

/** Units grouped by their HS code (and whether it came from the unit's type), in unit order. */
function hsCodeGroups(units: EnsBooking["units"]): { hsCode: string | null; fromType: boolean; units: number[] }[] {
  const groups = new Map<string, { hsCode: string | null; fromType: boolean; units: number[] }>();
  for (const u of units) {
    const key = `${u.hsCode ?? ""}:${u.hsCodeFromType}`;
    const group = groups.get(key) ?? { hsCode: u.hsCode, fromType: u.hsCodeFromType, units: [] };
    group.units.push(u.relativeId);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The booking's customs data for the EU entry summary: complete, or each field still missing. */
export function CustomsPanel({ customs }: { customs: EnsBooking }) {
  const t = useTranslations("bookings");
  return (
    <Panel id="customs-heading" title={t("customs.title")}>
      <div className="space-y-3 px-4 py-4 text-sm">
        {customs.complete ? (
          <p className="font-medium text-emerald-800">{t("customs.complete")}</p>
        ) : (
          <>
            <p className="font-medium text-amber-900">{t("customs.missing")}</p>
            <ul className="list-disc space-y-1 pl-5">
              {customs.missing.map((m) => (
                <li key={`${m.path}:${m.code}`}>{missingInWords(m, customs.units, t)}</li>
              ))}
            </ul>
          </>
        )}
        {customs.euFiling ? <p className="text-xs text-slate-600">{t("customs.euFiling")}</p> : null}
        {/* One line per HS code, with the units that carry it: a 250-unit booking is a few lines. */}
        <dl className="space-y-1">
          {hsCodeGroups(customs.units).map((g) => (
            <div key={`${g.hsCode}:${g.fromType}`} className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">
                {t.rich("customs.hsCode", {
                  code: g.hsCode ?? "—",
                  mono: (chunks) => <span className="font-mono text-slate-900">{chunks}</span>,
                })}
                {g.fromType ? <span className="ml-1 text-xs text-slate-500">{t("customs.fromType")}</span> : null}
              </dt>
              <dd>{t("customs.units", { count: g.units.length, ranges: unitRanges(g.units) })}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Panel>
  );
}

/** Each unit's papers the destination rule requires before gate-in: attached or missing, in words. */
export function PapersChecklistPanel({ checklist, editHref }: { checklist: PapersChecklist; editHref: string | null }) {
  const missing = checklist.units.filter((u) => !u.complete).length;
  const t = useTranslations("bookings");
  return (
    <Panel id="papers-checklist-heading" title={t("papers.title")}>
      <div className="space-y-3 px-4 py-4 text-sm">
        <p>
          {missing === 0
            ? t("papers.allDone")
            : missing === 1
              ? t("papers.oneMissing")
              : t("papers.manyMissing", { count: missing })}
          {missing > 0 && editHref ? (
            <>
              {" "}
              {t.rich("papers.attach", {
                link: (chunks) => (
                  <Link href={editHref} className="text-brand-700 underline hover:no-underline">
                    {chunks}
                  </Link>
                ),
              })}
            </>
          ) : null}
        </p>
        {/* Folded on a long booking: the sentence above says what matters, the list is there to check. */}
        <details open={checklist.units.length <= FOLD_UNITS_OVER} className="group">
          <summary className="cursor-pointer text-brand-700">
            {t("papers.summary", { count: checklist.units.length })}
          </summary>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("papers.listLabel")}>
            {checklist.units.map((u) => (
              <li key={u.itemId} className="rounded border border-slate-200 px-3 py-2">
                <p className="font-medium" id={`papers-unit-${u.itemId}`}>
                  {t("papers.unit", { n: u.relativeId })}
                  {u.serialNumber ? <span className="ml-1 font-mono text-slate-600">{u.serialNumber}</span> : null}
                </p>
                <ul className="mt-1 space-y-0.5" aria-labelledby={`papers-unit-${u.itemId}`}>
                  {u.papers.map((p) => (
                    <li key={p.paper} className={p.attached ? "text-emerald-800" : "font-medium text-red-800"}>
                      <span aria-hidden="true" className="mr-1 inline-block w-4">
                        {p.attached ? "✓" : "✗"}
                      </span>
                      {p.attached ? t(`papers.check.${p.paper}.attached`) : t(`papers.check.${p.paper}.missing`)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      </div>
    </Panel>
  );
}

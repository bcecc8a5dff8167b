// The line staff's home: counts that jump to their lists, "what needs you today" (each entry a
// link to the page where staff act on it), then the line's sailings of the next two weeks. The
// sailings are a table on wide screens and cards on a phone (CSS only: both are rendered, one is
// hidden), so nothing scrolls sideways. Every count is written out; colour only repeats it.
// Times are each port's own wall clock (hover for the zone), as on the schedules.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { CutOffBadge } from "@/components/cut-off-badge";
import { DashboardSection, Tile } from "@/components/dashboard/dashboard-parts";
import { formatWallClock } from "@/lib/time/format";
import { SpaceBadge } from "@/components/space-badge";
import { Table, TableBody, TableHead, Td, Th, ThScreenReaderOnly } from "@/components/ui/table";
import {
  milestonesHref,
  voyageHref,
  type LineDashboard,
  type LineNeed,
  type LineNeedKind,
  type LineSailing,
} from "@/lib/dashboard/line-dashboard";
import { zoneLabel } from "@/lib/time/port-time";
import { INTL_LOCALE } from "@/lib/i18n/locales";

/** Entries of "what needs you today" shown before "and n more". */
const SHOWN = 12;
const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

const KIND: Record<LineNeedKind, { tone: string }> = {
  exception: { tone: "bg-red-50 text-red-800 ring-red-200" },
  late: { tone: "bg-red-50 text-red-800 ring-red-200" },
  cutOff: { tone: "bg-amber-50 text-amber-900 ring-amber-300" },
  price: { tone: "bg-slate-100 text-slate-800 ring-slate-300" },
};

function NeedList({ needs, now }: { needs: LineNeed[]; now: Date }) {
  const t = useTranslations("line.dashboard");
  return (
    <ul className="divide-y divide-slate-100">
      {needs.map((need) => (
        <li key={`${need.kind}-${need.href}-${need.title}`} className="px-4 py-3">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span
              className={`inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${KIND[need.kind].tone}`}
            >
              {t(`kind.${need.kind}`)}
            </span>
            <Link href={need.href} className={`min-w-0 text-sm ${linkClass}`}>
              {need.title}
            </Link>
            {need.cutOff ? <CutOffBadge cutOff={need.cutOff.value} timeZone={need.cutOff.timeZone} now={now} /> : null}
          </div>
          <p className="mt-1 text-xs text-slate-700">{need.detail}</p>
        </li>
      ))}
    </ul>
  );
}

function Needs({ board, now }: { board: LineDashboard; now: Date }) {
  const t = useTranslations("line.dashboard");
  return (
    <section aria-labelledby="needs" className="scroll-mt-24 rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-4 py-3">
        <h2 id="needs" className="text-sm font-semibold">
          {t("needsTitle")}
        </h2>
        <p className="text-xs text-slate-600">{t("needsHint")}</p>
      </div>
      {board.needs.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-600">{t("needsNone")}</p>
      ) : (
        <NeedList needs={board.needs.slice(0, SHOWN)} now={now} />
      )}
      {board.needs.length > SHOWN ? (
        <details className="border-t border-slate-100">
          <summary className="cursor-pointer px-4 py-2 text-xs font-medium text-brand-700">
            {t("showMore", { count: board.needs.length - SHOWN })}
          </summary>
          <NeedList needs={board.needs.slice(SHOWN)} now={now} />
        </details>
      ) : null}
    </section>
  );
}

type Translate = ReturnType<typeof useTranslations<"line.dashboard">>;

/** The sailing's problems as words (never colour alone). */
function flagsOf(s: LineSailing, t: Translate): { text: string; alert: boolean }[] {
  const flags: { text: string; alert: boolean }[] = [];
  if (s.lateUnits > 0) flags.push({ text: t("lateUnits", { count: s.lateUnits }), alert: true });
  if (s.offSize > 0) flags.push({ text: t("offSize", { count: s.offSize }), alert: true });
  if (s.blocked > 0) flags.push({ text: t("blocked", { count: s.blocked }), alert: false });
  return flags;
}

function Flags({ sailing }: { sailing: LineSailing }) {
  const t = useTranslations("line.dashboard");
  const flags = flagsOf(sailing, t);
  if (flags.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((f) => (
        <span
          key={f.text}
          className={
            f.alert
              ? "whitespace-nowrap rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200"
              : "whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-inset ring-slate-300"
          }
        >
          {f.text}
        </span>
      ))}
    </span>
  );
}

function Space({ sailing }: { sailing: LineSailing }) {
  const t = useTranslations("line.dashboard");
  const tc = useTranslations("common");
  const locale = useLocale();
  const formatRt = (rt: number) => tc("rt", { value: Math.round(rt).toLocaleString(INTL_LOCALE[locale]) });
  if (!sailing.space) return <span className="text-slate-600">—</span>;
  const { status, usedRt, capacityRt } = sailing.space;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <SpaceBadge status={status} />
      <span className="whitespace-nowrap text-xs text-slate-700">
        {t("used", { used: formatRt(Math.max(usedRt, 0)), capacity: formatRt(capacityRt) })}
      </span>
    </span>
  );
}

function Departs({ sailing }: { sailing: LineSailing }) {
  const locale = useLocale();
  return (
    <span className="whitespace-nowrap tabular-nums" title={zoneLabel(sailing.departure, sailing.timeZone)}>
      {formatWallClock(sailing.departure, { locale })}
    </span>
  );
}

function VoyageName({ sailing }: { sailing: LineSailing }) {
  const t = useTranslations("line.dashboard");
  return (
    <Link
      href={voyageHref(sailing)}
      className={`font-mono ${linkClass}`}
      aria-label={t("voyageLabel", { voyage: sailing.voyage, pol: sailing.pol.name })}
    >
      {sailing.voyage}
    </Link>
  );
}

function UnitsLink({ sailing }: { sailing: LineSailing }) {
  const t = useTranslations("line.dashboard");
  if (sailing.units === 0) return null;
  return (
    <Link
      href={milestonesHref(sailing)}
      className={`whitespace-nowrap text-xs ${linkClass} underline`}
      aria-label={t("recordLabel", { voyage: sailing.voyage, pol: sailing.pol.name })}
    >
      {t("record")}
    </Link>
  );
}

interface SailingsListProps {
  sailings: LineSailing[];
  now: Date;
  /** the id of the heading that names the list */
  labelledBy: string;
}

function SailingsTable({ sailings, now, labelledBy }: SailingsListProps) {
  const t = useTranslations("line.dashboard");
  return (
    <div className="hidden lg:block">
      <Table look="panel" className="w-full" aria-labelledby={labelledBy}>
        <TableHead>
          <tr>
            <Th>{t("th.cutOff")}</Th>
            <Th>{t("th.voyage")}</Th>
            <Th>{t("th.from")}</Th>
            <Th>{t("th.departs")}</Th>
            <Th className="text-right">{t("th.booked")}</Th>
            <Th className="text-right">{t("th.atGate")}</Th>
            <Th className="text-right">{t("th.loaded")}</Th>
            <Th className="text-right">{t("th.due")}</Th>
            <Th>{t("th.space")}</Th>
            <Th>{t("th.flags")}</Th>
            <ThScreenReaderOnly>{t("th.units")}</ThScreenReaderOnly>
          </tr>
        </TableHead>
        <TableBody>
          {sailings.map((s) => (
            <tr key={`${s.voyageId}-${s.pol.code}`} className="align-top">
              <Td className="whitespace-nowrap">
                <CutOffBadge cutOff={s.cutOff} timeZone={s.timeZone} now={now} />
              </Td>
              <Td>
                <VoyageName sailing={s} />
                <span className="block text-xs text-slate-600">{s.vessel}</span>
              </Td>
              <Td>
                {s.pol.name} <span className="text-xs text-slate-600">{s.pol.code}</span>
                {s.terminal ? <span className="block text-xs text-slate-600">{s.terminal}</span> : null}
              </Td>
              <Td>
                <Departs sailing={s} />
              </Td>
              <Td className="text-right tabular-nums">
                {s.units}
                <span className="block whitespace-nowrap text-xs text-slate-600">
                  {t("bookings", { count: s.bookings })}
                </span>
              </Td>
              <Td className="text-right tabular-nums">{s.delivered}</Td>
              <Td className="text-right tabular-nums">{s.loaded}</Td>
              <Td className="text-right tabular-nums">{s.due}</Td>
              <Td>
                <Space sailing={s} />
              </Td>
              <Td>
                <Flags sailing={s} />
              </Td>
              <Td>
                <UnitsLink sailing={s} />
              </Td>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The sailings with units booked, then the ones with nothing booked yet folded below: most calls of
 * a line's fortnight carry nothing yet, and listed in cut-off order they buried the few with cargo.
 */
function BookedSailingsFirst({ sailings, now }: { sailings: LineSailing[]; now: Date }) {
  const t = useTranslations("line.dashboard");
  const booked = sailings.filter((s) => s.units > 0);
  const empty = sailings.filter((s) => s.units === 0);
  return (
    <>
      {booked.length ? (
        <>
          <SailingsTable sailings={booked} now={now} labelledBy="sailings" />
          <SailingCards sailings={booked} now={now} labelledBy="sailings" />
        </>
      ) : (
        <p className="px-4 py-4 text-sm text-slate-600">{t("noneBooked")}</p>
      )}
      {empty.length ? (
        <details className="border-t border-slate-200">
          <summary
            id="sailings-empty"
            className="cursor-pointer px-4 py-3 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {t("emptySailings", { count: empty.length })}
          </summary>
          <EmptySailings sailings={empty} now={now} labelledBy="sailings-empty" />
        </details>
      ) : null}
    </>
  );
}

/**
 * The sailings with nothing booked at their port, folded under the booked ones: one line each, the
 * same at every width, in columns from lg (a table and its phone cards for 20-odd empty calls
 * doubled the page's HTML for four zeros a row). Nothing booked means no flags; the space is the
 * voyage's, as above.
 */
function EmptySailings({ sailings, now, labelledBy }: SailingsListProps) {
  const t = useTranslations("line.dashboard");
  return (
    <ul className="divide-y divide-slate-100" aria-labelledby={labelledBy}>
      {sailings.map((s) => (
        <li
          key={`${s.voyageId}-${s.pol.code}`}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm lg:grid lg:grid-cols-[13rem_15rem_14rem_14rem_auto] lg:justify-items-start"
        >
          <span>
            <VoyageName sailing={s} /> <span className="text-xs text-slate-600">{s.vessel}</span>
          </span>
          <span>
            {t("from", { pol: s.pol.name })} <span className="text-xs text-slate-600">{s.pol.code}</span>
          </span>
          <span className="text-xs text-slate-600">
            {t("cutOff")} <CutOffBadge cutOff={s.cutOff} timeZone={s.timeZone} now={now} />
          </span>
          <span className="text-xs text-slate-600">
            {t("departs")} <Departs sailing={s} />
          </span>
          {s.space ? <SpaceBadge status={s.space.status} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Count({ n, label }: { n: number; label: string }) {
  return (
    <div className="rounded bg-slate-50 px-2 py-1 text-center">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{n}</dd>
    </div>
  );
}

function SailingCards({ sailings, now, labelledBy }: SailingsListProps) {
  const t = useTranslations("line.dashboard");
  return (
    <ul className="divide-y divide-slate-100 lg:hidden" aria-labelledby={labelledBy}>
      {sailings.map((s) => (
        <li key={`${s.voyageId}-${s.pol.code}`} className="space-y-2 px-4 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="text-sm">
              <VoyageName sailing={s} /> {t("from", { pol: s.pol.name })}
            </span>
            <span className="text-xs text-slate-600">
              {t("cutOff")} <CutOffBadge cutOff={s.cutOff} timeZone={s.timeZone} now={now} />
            </span>
          </div>
          <p className="text-xs text-slate-600">
            {s.vessel} · {t("departsLower")} <Departs sailing={s} />
          </p>
          {/* A sailing with nothing booked at its port is one line on a phone, not four zeros. */}
          {s.units === 0 ? (
            <p className="text-xs text-slate-700">{t("nothingHere")}</p>
          ) : (
            <dl className="grid grid-cols-4 gap-1">
              <Count n={s.units} label={t("count.booked")} />
              <Count n={s.delivered} label={t("count.atGate")} />
              <Count n={s.loaded} label={t("count.loaded")} />
              <Count n={s.due} label={t("count.due")} />
            </dl>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Space sailing={s} />
            {flagsOf(s, t).length > 0 ? <Flags sailing={s} /> : null}
          </div>
          {s.units > 0 ? (
            <p className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-slate-600">
              {t("bookings", { count: s.bookings })}
              <UnitsLink sailing={s} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function LineDashboardView({ board, now }: { board: LineDashboard; now: Date }) {
  const t = useTranslations("line.dashboard");
  const { totals } = board;
  return (
    <div className="space-y-6">
      <nav aria-label={t("atAGlance")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Tile
          href="#needs"
          count={board.needs.length}
          label={t("tile.needs")}
          tone="alert"
          className="col-span-2 sm:col-span-1"
        />
        <Tile
          href="#sailings"
          count={board.sailings.length}
          label={t("tile.sailings", { count: board.sailings.length, days: board.horizonDays })}
        />
        <Tile href="#sailings" count={totals.due} label={t("tile.due", { count: totals.due })} />
        <Tile href="#sailings" count={totals.delivered} label={t("tile.atGate", { count: totals.delivered })} />
        <Tile href="/line/prices" count={totals.toPrice} label={t("tile.toPrice", { count: totals.toPrice })} />
      </nav>

      <Needs board={board} now={now} />

      <DashboardSection id="sailings" title={t("sailingsTitle", { days: board.horizonDays })} hint={t("sailingsHint")}>
        {board.sailings.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600">{t("noSailings", { days: board.horizonDays })}</p>
        ) : (
          <BookedSailingsFirst sailings={board.sailings} now={now} />
        )}
      </DashboardSection>
    </div>
  );
}

// The booking page's sailing, parties, customs data, papers checklist and revision history panels.
import { unitRanges } from "@/components/format-number";
import Link from "next/link";
import { formatInstant, formatWallClock } from "@/lib/time/format";
import { Fold, FOLD_PAST } from "@/components/bookings/fold";
import { fieldLabel } from "@/lib/booking/read/revision-words";
import type { BookingDetail } from "@/lib/booking/read/booking-detail";
import type { EnsBooking } from "@/lib/customs/ens-data-set";
import type { PapersChecklist } from "@/lib/destination-rules/papers-checklist";
import { PAPER_CHECK_WORDS } from "@/lib/destination-rules/schema";

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
  return (
    <Panel
      id="sailing-heading"
      title="Sailing"
      aside={
        scheduleHref ? (
          <Link href={scheduleHref} className="text-xs font-medium text-brand-700 hover:underline">
            Voyage on the schedule
          </Link>
        ) : null
      }
    >
      <div className="grid gap-4 px-4 py-4 sm:grid-cols-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Loading at</p>
          <p className="font-medium">
            {sailing.pol.name} <span className="text-xs font-normal text-slate-500">{sailing.pol.code}</span>
          </p>
          <p className="text-sm text-slate-600">{sailing.terminal}</p>
          <p className="mt-1 text-sm">
            Departs {sailing.departure ? formatWallClock(sailing.departure) : "— (no voyage chosen)"}
            {sailing.cutOff ? (
              <span className="block text-xs text-slate-600">Cut-off {formatWallClock(sailing.cutOff)}</span>
            ) : null}
          </p>
        </div>
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Discharge at</p>
          {sailing.pod ? (
            <>
              <p className="font-medium">
                {sailing.pod.name} <span className="text-xs font-normal text-slate-500">{sailing.pod.code}</span>
              </p>
              <p className="mt-1 text-sm">Arrives {sailing.arrival ? formatWallClock(sailing.arrival) : "—"}</p>
            </>
          ) : (
            <p className="text-sm text-slate-500">Not given</p>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-3 text-sm sm:col-span-2">
          <div>
            <dt className="text-xs text-slate-500">Line</dt>
            <dd>{sailing.line ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Voyage</dt>
            <dd className="font-mono text-xs leading-5">{sailing.voyage ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Vessel</dt>
            <dd>{sailing.vessel ?? "—"}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500 sm:col-span-2">Times are local to each port.</p>
      </div>
    </Panel>
  );
}

export function PartiesPanel({ parties }: { parties: BookingDetail["parties"] }) {
  return (
    <Panel id="parties-heading" title="Parties">
      {parties.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500">No parties recorded.</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-3 px-4 py-4 sm:grid-cols-2">
          {parties.map((p) => (
            <div key={p.role}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{fieldLabel(p.role)}</dt>
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

const EXCEPTION_WORDS = { LateUnit: "accepted a late unit", OutOfGauge: "accepted an out-of-gauge unit" } as const;

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
  return (
    <Panel id="history-heading" title="History" aside={<span className="text-xs text-slate-500">newest first</span>}>
      <ol className="divide-y divide-slate-100">
        {entries.map((entry) =>
          entry.kind === "revision" ? (
            <li key={`v${entry.revision.version}`} className="px-4 py-3">
              <p className="text-sm">
                <span className="font-medium">{entry.revision.actor}</span>{" "}
                <span className="text-slate-500">
                  · {formatInstant(entry.at, timeZone)} · version {entry.revision.version}
                </span>
              </p>
              <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                {entry.revision.lines.length === 0 ? <li className="text-slate-500">Saved without changes</li> : null}
                {entry.revision.lines.slice(0, FOLD_PAST).map((line, i) => (
                  <li key={i}>
                    <span className="text-slate-500">{line.subject}:</span> {line.text}
                  </li>
                ))}
              </ul>
              {entry.revision.lines.length > FOLD_PAST ? (
                <Fold summary={`${entry.revision.lines.length - FOLD_PAST} more changes`} className="[&>summary]:px-0">
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
                <span className="text-slate-500">· {formatInstant(entry.at, timeZone)} · exception</span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {EXCEPTION_WORDS[entry.exception.kind]} on voyage {entry.exception.voyage}
                {entry.exception.serialNumber ? (
                  <>
                    {" "}
                    for unit <span className="font-mono">{entry.exception.serialNumber.toUpperCase()}</span>
                  </>
                ) : (
                  " for every unit"
                )}
                : “{entry.exception.reason}”
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
  return (
    <Panel id="customs-heading" title="Customs data">
      <div className="space-y-3 px-4 py-4 text-sm">
        {customs.complete ? (
          <p className="font-medium text-emerald-800">Customs data complete.</p>
        ) : (
          <>
            <p className="font-medium text-amber-900">Customs data is missing:</p>
            <ul className="list-disc space-y-1 pl-5">
              {customs.missing.map((m) => (
                <li key={`${m.path}:${m.code}`}>{m.message}</li>
              ))}
            </ul>
          </>
        )}
        {customs.euFiling ? (
          <p className="text-xs text-slate-600">
            This sailing enters the EU: the line files an entry summary, which needs the EORI numbers of the shipper and
            the consignee.
          </p>
        ) : null}
        {/* One line per HS code, with the units that carry it: a 250-unit booking is a few lines. */}
        <dl className="space-y-1">
          {hsCodeGroups(customs.units).map((g) => (
            <div key={`${g.hsCode}:${g.fromType}`} className="flex flex-wrap gap-x-2">
              <dt className="text-slate-600">
                HS code <span className="font-mono text-slate-900">{g.hsCode ?? "—"}</span>
                {g.fromType ? <span className="ml-1 text-xs text-slate-500">(from the unit type)</span> : null}
              </dt>
              <dd>
                {g.units.length === 1 ? "unit" : "units"} {unitRanges(g.units)}
              </dd>
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
  return (
    <Panel id="papers-checklist-heading" title="Papers before gate-in">
      <div className="space-y-3 px-4 py-4 text-sm">
        <p>
          {missing === 0
            ? "Every unit has the papers the line needs at this port of discharge before gate-in."
            : missing === 1
              ? "One unit still needs papers before the line gates it in: the gate refuses it until they are attached."
              : `${missing} units still need papers before the line gates them in: the gate refuses them until they are attached.`}
          {missing > 0 && editHref ? (
            <>
              {" "}
              <Link href={editHref} className="text-brand-700 underline hover:no-underline">
                Attach them in the booking
              </Link>
              .
            </>
          ) : null}
        </p>
        {/* Folded on a long booking: the sentence above says what matters, the list is there to check. */}
        <details open={checklist.units.length <= FOLD_UNITS_OVER} className="group">
          <summary className="cursor-pointer text-brand-700">Papers of each unit ({checklist.units.length})</summary>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Papers of each unit">
            {checklist.units.map((u) => (
              <li key={u.itemId} className="rounded border border-slate-200 px-3 py-2">
                <p className="font-medium" id={`papers-unit-${u.itemId}`}>
                  Unit {u.relativeId}
                  {u.serialNumber ? <span className="ml-1 font-mono text-slate-600">{u.serialNumber}</span> : null}
                </p>
                <ul className="mt-1 space-y-0.5" aria-labelledby={`papers-unit-${u.itemId}`}>
                  {u.papers.map((p) => (
                    <li key={p.paper} className={p.attached ? "text-emerald-800" : "font-medium text-red-800"}>
                      <span aria-hidden="true" className="mr-1 inline-block w-4">
                        {p.attached ? "✓" : "✗"}
                      </span>
                      {p.attached ? PAPER_CHECK_WORDS[p.paper].attached : PAPER_CHECK_WORDS[p.paper].missing}
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

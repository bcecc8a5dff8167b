import type { Metadata } from "next";
import Link from "next/link";
import { formatWallClock, hoursUntil } from "@/components/format";
import { PageHeader, secondaryButtonClass } from "@/components/states";
import { resolveSailing } from "@/lib/schedule/sailing-lookup";

export const metadata: Metadata = { title: "New booking" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

export default async function NewBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const q = await searchParams;
  const choice = { line: first(q.line), voyage: first(q.voyage), pol: first(q.pol), terminal: first(q.terminal), pod: first(q.pod) };
  const sailing = await resolveSailing(choice);
  const scheduleLink = sailing.voyage
    ? `/schedules?${new URLSearchParams({ Voyage: sailing.voyage.number, open: sailing.voyage.number, ...(sailing.line ? { Line: sailing.line.name } : {}) })}`
    : "/schedules";

  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader
        title="New booking"
        subtitle="The sailing this booking is for"
        actions={
          <Link href={scheduleLink} className={secondaryButtonClass}>
            Change sailing
          </Link>
        }
      />

      <section aria-label="Sailing" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 bg-slate-50 px-5 py-3">
          <h2 className="text-sm font-semibold">
            {sailing.voyage ? (
              <>
                Voyage <span className="font-mono">{sailing.voyage.number}</span> · {sailing.voyage.vessel}
              </>
            ) : (
              "No sailing chosen"
            )}
          </h2>
          {sailing.line ? <span className="text-xs text-slate-500">{sailing.line.name}</span> : null}
        </div>

        <dl className="grid gap-x-8 gap-y-5 px-5 py-5 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Line" value={sailing.line?.name} />
          <Field label="Voyage" value={sailing.voyage ? <span className="font-mono">{sailing.voyage.number}</span> : undefined} />
          <Field label="Vessel" value={sailing.voyage?.vessel} />
          <Field label="Service" value={sailing.voyage ? `${sailing.voyage.sailingRoute} · ${sailing.voyage.scheduleCategory}` : undefined} />
          <Field
            label="Port of loading"
            value={sailing.pol ? `${sailing.pol.name} (${sailing.pol.code})` : undefined}
            note={sailing.pol ? `${sailing.pol.country} · departs ${formatWallClock(sailing.pol.departure)}` : undefined}
          />
          <Field label="Terminal" value={sailing.pol ? (sailing.pol.terminal ?? "Port's general terminal") : undefined} />
          <Field
            label="Cut-off"
            value={sailing.pol?.cutOff ? formatWallClock(sailing.pol.cutOff) : undefined}
            note={sailing.pol?.cutOff ? cutOffNote(hoursUntil(sailing.pol.cutOff)) : undefined}
          />
          <Field
            label="Port of discharge"
            value={sailing.pod ? `${sailing.pod.name} (${sailing.pod.code})` : undefined}
            note={sailing.pod ? `${sailing.pod.country} · arrives ${formatWallClock(sailing.pod.arrival)}` : undefined}
          />
        </dl>

        {sailing.problems.length > 0 ? (
          <div role="alert" className="mx-5 mb-5 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="font-medium">This sailing does not fit together</p>
            <ul className="mt-1 list-disc pl-5">
              {sailing.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-label="Items" className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white px-5 py-6 text-sm text-slate-600">
        <h2 className="text-sm font-semibold text-slate-800">Items</h2>
        <p className="mt-1">
          Entering the booking&apos;s items, parties and documents comes with the booking form. This page already holds the sailing the
          booking will be made on: line, voyage, port of loading and terminal, port of discharge.
        </p>
      </section>
    </main>
  );
}

function cutOffNote(hoursLeft: number): string {
  if (hoursLeft < 0) return "Closed: the cut-off has passed";
  if (hoursLeft < 48) return `Closes in ${Math.max(1, Math.round(hoursLeft))} h · last delivery to the terminal`;
  return "Last delivery to the terminal, local time";
}

function Field({ label, value, note }: { label: string; value: React.ReactNode | undefined; note?: string }) {
  const warn = note?.startsWith("Clos");
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium text-slate-900">{value ?? <span className="font-normal text-slate-400">—</span>}</dd>
      {note ? <dd className={warn ? "text-xs font-medium text-amber-700" : "text-xs text-slate-500"}>{note}</dd> : null}
    </div>
  );
}

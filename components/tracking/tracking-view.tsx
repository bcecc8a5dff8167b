// The public tracking view (server rendered, no script of its own): where the booking's units
// are, on which vessel and voyage, and when they are expected. Phone first — one column, large
// type for the ETA — and printable (the form and links are left off paper).
import { formatDate, formatWallClock } from "@/lib/time/format";
import { TRACKED_MILESTONES, type Tracking } from "@/lib/tracking/track-schema";

const MILESTONE_LABELS: Record<(typeof TRACKED_MILESTONES)[number], string> = {
  DELIVERED: "Delivered to the terminal",
  LOADED: "Loaded on the vessel",
  DISCHARGED: "Discharged at destination",
  CUSTOMS_CLEARED: "Cleared by customs",
};

function portLine(port: Tracking["pol"]): string {
  return `${port.name}, ${port.country} (${port.code})`;
}

export function TrackingView({ tracking }: { tracking: Tracking }) {
  const t = tracking;
  return (
    <article className="space-y-5" aria-labelledby="tracking-title">
      <header>
        <p className="text-sm text-slate-600">Booking</p>
        <h1 id="tracking-title" className="text-2xl font-semibold tracking-tight">
          {t.bookingCode}
        </h1>
        {t.cancelled ? (
          <p role="status" className="mt-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            This booking was cancelled.
          </p>
        ) : null}
      </header>

      <section aria-labelledby="eta-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="eta-title" className="text-sm font-medium text-slate-600">
          Expected arrival{t.pod ? ` at ${t.pod.name}` : ""}
        </h2>
        <p className="mt-1 text-2xl font-semibold text-slate-900">
          {t.eta ? formatWallClock(t.eta, { year: true }) : "Not scheduled yet"}
        </p>
        {t.eta && t.pod ? <p className="text-sm text-slate-600">Local time in {t.pod.name}.</p> : null}
      </section>

      <section aria-labelledby="sailing-title">
        <h2 id="sailing-title" className="text-lg font-semibold">
          Sailing
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Vessel</dt>
            <dd className="font-medium">
              {t.vessel ? `${t.vessel.name}${t.vessel.imo ? ` (IMO ${t.vessel.imo})` : ""}` : "Not assigned yet"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Voyage</dt>
            <dd className="font-medium">{t.voyage ?? "Not assigned yet"}</dd>
          </div>
          {t.line ? (
            <div>
              <dt className="text-slate-600">Shipping line</dt>
              <dd className="font-medium">{t.line}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-600">From (port of loading)</dt>
            <dd className="font-medium">{portLine(t.pol)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Departure (local time)</dt>
            <dd className="font-medium">{t.departure ? formatWallClock(t.departure, { year: true }) : "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">To (port of discharge)</dt>
            <dd className="font-medium">{t.pod ? portLine(t.pod) : "—"}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="units-title">
        <h2 id="units-title" className="text-lg font-semibold">
          Units ({t.units.length})
        </h2>
        <ul className="mt-2 space-y-3">
          {t.units.map((u, i) => (
            <li key={i} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm print:break-inside-avoid">
              <p className="font-medium">{u.description ?? "Unit"}</p>
              <p className="text-sm text-slate-600">{u.vinEnd ? `VIN ending ${u.vinEnd}` : "No VIN recorded"}</p>
              {u.milestones.length ? (
                <ol className="mt-2 space-y-1 text-sm">
                  {u.milestones.map((m) => (
                    <li key={m.type} className="flex flex-wrap justify-between gap-x-4">
                      <span>{MILESTONE_LABELS[m.type]}</span>
                      <span className="text-slate-700">{formatDate(m.on)}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-2 text-sm text-slate-700">Booked: not yet delivered to the terminal.</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

// The public tracking view (server rendered, no script of its own): where the booking's units
// are, on which vessel and voyage, and when they are expected. Phone first — one column, large
// type for the ETA — and printable (the form and links are left off paper).
import { useLocale, useTranslations } from "next-intl";
import { formatDate, formatWallClock } from "@/lib/time/format";
import type { Tracking } from "@/lib/tracking/track-schema";

function portLine(port: Tracking["pol"]): string {
  return `${port.name}, ${port.country} (${port.code})`;
}

export function TrackingView({ tracking }: { tracking: Tracking }) {
  const t = tracking;
  const tr = useTranslations("track.view");
  const locale = useLocale();
  return (
    <article className="space-y-5" aria-labelledby="tracking-title">
      <header>
        <p className="text-sm text-slate-600">{tr("booking")}</p>
        <h1 id="tracking-title" className="text-2xl font-semibold tracking-tight">
          {t.bookingCode}
        </h1>
        {t.cancelled ? (
          <p role="status" className="mt-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {tr("cancelled")}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="eta-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="eta-title" className="text-sm font-medium text-slate-600">
          {t.pod ? tr("etaAt", { port: t.pod.name }) : tr("eta")}
        </h2>
        <p className="mt-1 text-2xl font-semibold text-slate-900">
          {t.eta ? formatWallClock(t.eta, { year: true, locale }) : tr("notScheduled")}
        </p>
        {t.eta && t.pod ? <p className="text-sm text-slate-600">{tr("localTime", { port: t.pod.name })}</p> : null}
      </section>

      <section aria-labelledby="sailing-title">
        <h2 id="sailing-title" className="text-lg font-semibold">
          {tr("sailing")}
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{tr("vessel")}</dt>
            <dd className="font-medium">
              {t.vessel
                ? t.vessel.imo
                  ? tr("vesselImo", { name: t.vessel.name, imo: t.vessel.imo })
                  : t.vessel.name
                : tr("notAssigned")}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{tr("voyage")}</dt>
            <dd className="font-medium">{t.voyage ?? tr("notAssigned")}</dd>
          </div>
          {t.line ? (
            <div>
              <dt className="text-slate-600">{tr("line")}</dt>
              <dd className="font-medium">{t.line}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-600">{tr("from")}</dt>
            <dd className="font-medium">{portLine(t.pol)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{tr("departure")}</dt>
            <dd className="font-medium">{t.departure ? formatWallClock(t.departure, { year: true, locale }) : "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{tr("to")}</dt>
            <dd className="font-medium">{t.pod ? portLine(t.pod) : "—"}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="units-title">
        <h2 id="units-title" className="text-lg font-semibold">
          {tr("units", { count: t.units.length })}
        </h2>
        <ul className="mt-2 space-y-3">
          {t.units.map((u, i) => (
            <li key={i} className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm print:break-inside-avoid">
              <p className="font-medium">{u.description ?? tr("unit")}</p>
              <p className="text-sm text-slate-600">{u.vinEnd ? tr("vinEnding", { vin: u.vinEnd }) : tr("noVin")}</p>
              {u.milestones.length ? (
                <ol className="mt-2 space-y-1 text-sm">
                  {u.milestones.map((m) => (
                    <li key={m.type} className="flex flex-wrap justify-between gap-x-4">
                      <span>{tr(`milestone.${m.type}`)}</span>
                      <span className="text-slate-700">{formatDate(m.on, locale)}</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="mt-2 text-sm text-slate-700">{tr("booked")}</p>
              )}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

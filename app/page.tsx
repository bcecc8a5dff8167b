import type { Metadata } from "next";
import Link from "next/link";
import { BookLink, VoyageLink } from "@/components/bookings/departure-links";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { viewerScopeName } from "@/lib/booking/list-bookings";
import { listNextDepartures } from "@/lib/schedule/next-departures";
import { formatWallClock } from "@/components/format";
import { zoneLabel } from "@/lib/time/port-time";
import { CutOffBadge } from "@/components/cut-off-badge";

export const metadata: Metadata = { title: "Home" };
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const user = await requirePageCaller();
  const departures = await listNextDepartures({ lineId: user.role === "STAFF" ? user.lineId : null, limit: 15 });
  const orgName = await viewerScopeName(user);
  const now = new Date();
  // Line staff sign in with a shared line account ("Nordic Ro-Ro Lines Staff"): greet the team, not "Nordic".
  const greeting = user.role === "STAFF" ? `Welcome, ${orgName ?? "line"} team` : `Good to see you, ${user.name.split(" ")[0]}`;
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">{greeting}</h1>
          <p className="text-sm text-slate-500">
            {orgName ?? "Quayside"} · times are local to each port (hover a time for its zone)
          </p>
        </div>
        <div className="flex gap-2 text-sm">
          <Link href="/schedules" className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">
            Find a sailing
          </Link>
          <Link href="/unit-models" className="rounded border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-100">
            Unit catalogue
          </Link>
        </div>
      </div>

      <section aria-label="Next departures" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <div>
            <h2 id="next-departures" className="text-sm font-semibold">
              Next departures open for booking
            </h2>
            <p className="text-xs text-slate-600">In order of departure. Open a row for the voyage on the schedule, or book on it.</p>
          </div>
          <span className="text-xs text-slate-600">{user.role === "STAFF" ? "Your line" : "All lines"}</span>
        </div>
        {departures.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-500">No departure is open for booking right now.</p>
        ) : (
          <div className="relative overflow-x-auto">
            {/* relative: the sr-only header text is positioned inside the scroller, not past the page edge */}
            <table className="w-full min-w-[56rem] text-sm">
              <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-4 py-2 font-medium">Departs</th>
                  <th className="px-4 py-2 font-medium">From</th>
                  <th className="px-4 py-2 font-medium">Voyage</th>
                  <th className="px-4 py-2 font-medium">Vessel</th>
                  <th className="px-4 py-2 font-medium">Line</th>
                  <th className="px-4 py-2 font-medium">Calls next at</th>
                  <th className="px-4 py-2 font-medium">Cut-off</th>
                  <th className="px-4 py-2 font-medium">
                    <span className="sr-only">Book</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {departures.map((d) => {
                  const link = { line: d.line, voyage: d.voyage, port: d.port, portCode: d.portCode, terminal: d.terminal, pod: d.destinations.at(-1) ?? null };
                  return (
                    <tr key={`${d.voyageId}-${d.portCode}`} className="relative hover:bg-brand-50/50 focus-within:bg-brand-50/50">
                      <td className="whitespace-nowrap px-4 py-2 tabular-nums" title={zoneLabel(d.departure, d.timeZone)}>
                        {formatWallClock(d.departure)}
                      </td>
                      <td className="px-4 py-2">
                        <span className="font-medium">{d.port}</span> <span className="text-xs text-slate-600">{d.portCode}</span>
                        {d.terminal ? <div className="text-xs text-slate-500">{d.terminal}</div> : null}
                      </td>
                      <td className="px-4 py-2">
                        <VoyageLink departure={link} />
                      </td>
                      <td className="px-4 py-2">{d.vessel}</td>
                      <td className="px-4 py-2 text-slate-600">{d.line}</td>
                      <td className="max-w-xs truncate px-4 py-2 text-slate-600" title={d.destinations.join(" → ")}>
                        {d.destinations.slice(0, 4).join(" → ")}
                        {d.destinations.length > 4 ? ` +${d.destinations.length - 4}` : ""}
                      </td>
                      <td className="whitespace-nowrap px-4 py-2">
                        <CutOffBadge cutOff={d.cutOff} timeZone={d.timeZone} now={now} />
                      </td>
                      <td className="px-4 py-2 text-right">
                        <BookLink departure={link} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}

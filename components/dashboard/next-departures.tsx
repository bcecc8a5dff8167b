// The home page's "next departures open for booking": a row opens the voyage on the schedule or books on it.
import { BookLink, VoyageLink } from "@/components/bookings/departure-links";
import { CutOffBadge } from "@/components/cut-off-badge";
import { formatWallClock } from "@/lib/time/format";
import type { NextDeparture } from "@/lib/schedule/next-departures";
import { zoneLabel } from "@/lib/time/port-time";
import { ScrollX } from "@/components/ui/scroll-x";

export function NextDepartures({ departures, scope, now }: { departures: NextDeparture[]; scope: string; now: Date }) {
  return (
    <section
      aria-label="Next departures"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id="next-departures" className="text-sm font-semibold">
            Next departures open for booking
          </h2>
          <p className="text-xs text-slate-600">
            In order of departure. Open a row for the voyage on the schedule, or book on it.
          </p>
        </div>
        <span className="text-xs text-slate-600">{scope}</span>
      </div>
      {departures.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">No departure is open for booking right now.</p>
      ) : (
        <ScrollX label="Next departures (scrolls sideways)">
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
                const link = {
                  line: d.line,
                  voyage: d.voyage,
                  port: d.port,
                  portCode: d.portCode,
                  terminal: d.terminal,
                  pod: d.destinations.at(-1) ?? null,
                };
                return (
                  <tr
                    key={`${d.voyageId}-${d.portCode}`}
                    className="relative hover:bg-brand-50/50 focus-within:bg-brand-50/50"
                  >
                    <td className="whitespace-nowrap px-4 py-2 tabular-nums" title={zoneLabel(d.departure, d.timeZone)}>
                      {formatWallClock(d.departure)}
                    </td>
                    <td className="px-4 py-2">
                      <span className="font-medium">{d.port}</span>{" "}
                      <span className="text-xs text-slate-600">{d.portCode}</span>
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
        </ScrollX>
      )}
    </section>
  );
}

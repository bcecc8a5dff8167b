// The acceptance exceptions staff granted (late unit, out of gauge): what, on which booking and
// unit, why, who, and when in the booking's Pol time. A table on wide screens, cards on a phone.
import Link from "next/link";
import { formatLocalDateTime, wallClockAt } from "@/lib/time/local-datetime";
import type { ExceptionQueueEntry } from "@/lib/acceptance/exceptions";

const KIND = { LateUnit: "Late unit (after cut-off)", OutOfGauge: "Out of gauge" } as const;

const at = (e: ExceptionQueueEntry) => `${formatLocalDateTime(wallClockAt(e.createdAt, e.polTimeZone)).slice(0, 16).replace("T", " ")} ${e.pol} time`;

export function ExceptionsTable({ exceptions, showVoyage = true }: { exceptions: ExceptionQueueEntry[]; showVoyage?: boolean }) {
  if (exceptions.length === 0) return <p className="rounded border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">No exception has been granted{showVoyage ? "" : " on this voyage"}.</p>;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm" aria-label="Exceptions granted">
          <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Granted</th>
              <th scope="col" className="px-3 py-2 font-medium">Exception</th>
              <th scope="col" className="px-3 py-2 font-medium">Booking</th>
              {showVoyage ? <th scope="col" className="px-3 py-2 font-medium">Voyage</th> : null}
              <th scope="col" className="px-3 py-2 font-medium">Unit</th>
              <th scope="col" className="px-3 py-2 font-medium">Why</th>
              <th scope="col" className="px-3 py-2 font-medium">By</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {exceptions.map((e) => (
              <tr key={e.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{at(e)}</td>
                <td className="px-3 py-2">{KIND[e.kind]}</td>
                <td className="px-3 py-2">
                  <Link href={`/bookings/${e.bookingId}`} className="font-mono text-brand-700 underline underline-offset-2">
                    {e.bookingCode}
                  </Link>
                </td>
                {showVoyage ? (
                  <td className="px-3 py-2">
                    <Link href={`/line/voyages/${e.voyageId}`} className="font-mono text-brand-700 underline underline-offset-2">
                      {e.voyage}
                    </Link>
                  </td>
                ) : null}
                <td className="px-3 py-2 font-mono">{e.serialNumber ?? "every unit"}</td>
                <td className="px-3 py-2">{e.reason}</td>
                <td className="px-3 py-2">{e.createdBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden" aria-label="Exceptions granted">
        {exceptions.map((e) => (
          <li key={e.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{KIND[e.kind]}</span>
              <Link href={`/bookings/${e.bookingId}`} className="font-mono text-brand-700 underline underline-offset-2">
                {e.bookingCode}
              </Link>
            </div>
            <p className="mt-1 text-slate-700">{e.reason}</p>
            <p className="mt-1 text-xs text-slate-600">
              {e.serialNumber ?? "every unit"}
              {showVoyage ? ` · voyage ${e.voyage}` : ""} · {e.createdBy} · {at(e)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

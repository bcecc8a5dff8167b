import type { Metadata } from "next";
import Link from "next/link";
import clsx from "clsx";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { listBookings } from "@/lib/booking/list-bookings";
import { formatWallClock } from "@/components/format";

export const metadata: Metadata = { title: "Bookings" };
export const dynamic = "force-dynamic";

export default async function BookingsPage() {
  const session = await getServerSession(authOptions);
  const user = session!.user;
  const bookings = await listBookings(user);
  const scope = user.role === "ADMIN" ? "every agent" : user.role === "STAFF" ? (user.orgName ?? "your line") : (user.orgName ?? "your agency");
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">Bookings</h1>
          <p className="text-sm text-slate-500">Bookings of {scope}, newest first</p>
        </div>
        <Link href="/schedules" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700">
          Find a sailing to book
        </Link>
      </div>
      <section aria-label="Bookings" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        {bookings.length === 0 ? (
          <div className="px-4 py-14 text-center">
            <p className="text-sm font-medium text-slate-700">No bookings yet</p>
            <p className="mt-1 text-sm text-slate-500">
              Bookings saved here or through <code className="rounded bg-slate-100 px-1">POST /api/booking/save</code> appear in this list.
            </p>
          </div>
        ) : (
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th className="px-4 py-2 font-medium">Booking</th>
                <th className="px-4 py-2 font-medium">Status</th>
                {user.role === "AGENT" ? null : <th className="px-4 py-2 font-medium">Agent</th>}
                <th className="px-4 py-2 font-medium">Voyage</th>
                <th className="px-4 py-2 font-medium">Loading at</th>
                <th className="px-4 py-2 font-medium">Discharge at</th>
                <th className="px-4 py-2 text-right font-medium">Units</th>
                <th className="px-4 py-2 font-medium">Reference</th>
                <th className="px-4 py-2 font-medium">Created</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {bookings.map((b) => (
                <tr key={b.id} className={clsx("hover:bg-slate-50", b.isCanceled && "text-slate-400")}>
                  <td className="px-4 py-2 font-mono text-xs font-medium">{b.bookingCode}</td>
                  <td className="px-4 py-2">
                    <span
                      className={clsx(
                        "rounded px-1.5 py-0.5 text-xs ring-1",
                        b.isCanceled ? "bg-slate-50 ring-slate-200" : /draft/i.test(b.status) ? "bg-amber-50 text-amber-800 ring-amber-200" : "bg-emerald-50 text-emerald-800 ring-emerald-200",
                      )}
                    >
                      {b.isCanceled ? "Canceled" : b.status}
                    </span>
                  </td>
                  {user.role === "AGENT" ? null : <td className="px-4 py-2">{b.agent}</td>}
                  <td className="px-4 py-2 font-mono text-xs">{b.voyage ?? "—"}</td>
                  <td className="px-4 py-2">
                    {b.pol}
                    <div className="text-xs text-slate-500">{b.terminal}</div>
                  </td>
                  <td className="px-4 py-2">{b.pod ?? "—"}</td>
                  <td className="px-4 py-2 text-right tabular-nums">
                    {b.items - b.canceledItems}
                    {b.canceledItems ? <span className="text-xs text-slate-400"> (+{b.canceledItems} canceled)</span> : null}
                  </td>
                  <td className="px-4 py-2 text-slate-600">{b.referenceNumber ?? "—"}</td>
                  <td className="whitespace-nowrap px-4 py-2 tabular-nums text-slate-600">{formatWallClock(b.createdOn)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

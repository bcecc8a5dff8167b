// What a person sees on landing on a booking just saved from the form: that it is saved, what
// was booked, and where to go next. Shown when the form's redirect says so (?saved=new|updated).
import Link from "next/link";
import { formatWallClock } from "@/lib/time/format";
import { cutOffState } from "@/lib/time/port-time";
import type { BookingDetail } from "@/lib/booking/read/booking-detail";

export function SavedNotice({ booking, kind }: { booking: BookingDetail; kind: "new" | "updated" }) {
  const units = booking.items.filter((i) => !i.isCanceled).length;
  const s = booking.sailing;
  return (
    <section
      role="status"
      aria-labelledby="saved-title"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 print:hidden"
    >
      <h2 id="saved-title" className="font-semibold">
        {kind === "new" ? `Booking ${booking.bookingCode} is saved` : `Changes to ${booking.bookingCode} are saved`}
      </h2>
      <p className="mt-1">
        {units} unit{units === 1 ? "" : "s"}
        {s.voyage ? ` on voyage ${s.voyage}` : ""}
        {s.vessel ? ` (${s.vessel})` : ""}, {s.pol.name}
        {s.pod ? ` → ${s.pod.name}` : ""}.
        {s.cutOff
          ? cutOffState(s.cutOff, s.pol.timeZone) === "past"
            ? ` The cut-off at ${s.pol.name} (${formatWallClock(s.cutOff)}) has passed: ask the line before bringing units to the terminal.`
            : ` Units must be at the terminal before the cut-off, ${formatWallClock(s.cutOff)} ${s.pol.name} time.`
          : ""}
      </p>
      <p className="mt-2 font-medium">Next steps</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <a href="#units-heading" className="text-emerald-900 underline underline-offset-2">
            Check the units below
          </a>
        </li>
        <li>
          <Link href={`/bookings/${booking.id}/timeline`} className="text-emerald-900 underline underline-offset-2">
            Follow the units&apos; updates
          </Link>
        </li>
        <li>
          <Link href="/bookings/new" className="text-emerald-900 underline underline-offset-2">
            Book another
          </Link>
        </li>
        <li>
          <Link href="/bookings" className="text-emerald-900 underline underline-offset-2">
            All bookings
          </Link>
        </li>
      </ul>
    </section>
  );
}

// What the line changed under a booking (lines' console): shown on the booking page so the agent
// moves or cancels it. Times of the notice in UTC, as elsewhere on the page.
import { formatUtc } from "@/components/bookings/format";

export function ScheduleNotices({ notices }: { notices: { message: string; createdAt: Date }[] }) {
  return (
    <section
      role="status"
      aria-label="Schedule changed"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <h2 className="font-semibold">The line changed the schedule of this booking</h2>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {notices.map((n, i) => (
          <li key={i}>
            {n.message} <span className="text-red-800/80">({formatUtc(n.createdAt)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// What the line changed under a booking (lines' console): shown on the booking page so the agent
// moves or cancels it. When, on the viewer's clock (My account's time zone), as elsewhere on the page.
import { formatInstant } from "@/lib/time/format";

export function ScheduleNotices({
  notices,
  timeZone,
}: {
  notices: { message: string; createdAt: Date }[];
  timeZone: string;
}) {
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
            {n.message} <span className="text-red-800/80">({formatInstant(n.createdAt, timeZone)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

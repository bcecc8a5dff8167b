// Display formats of the booking pages.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number) => String(n).padStart(2, "0");

/** "21 Nov 2026, 23:37 UTC": an instant, with its time zone said (people work across many). */
export function formatUtc(d: Date): string {
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} UTC`;
}

/** The same as ISO text for CSV and machine use: "2026-11-21T23:37:05Z". */
export function isoUtc(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

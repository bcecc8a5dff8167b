// Instants (ISO strings) as the console shows them.
/** "2026-11-22 14:05 UTC": instants shown in UTC, the same on server and browser. */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return "—";
  return `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;
}

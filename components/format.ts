// Display formats for wire values ("YYYY-MM-DDTHH:MM:SS", port-local).
import { format } from "date-fns";

/** "Mon 24 Nov 14:00" from a port-local wall-clock string. */
export function formatWallClock(value: string | null | undefined): string {
  if (!value) return "—";
  const [date, time = "00:00:00"] = value.split("T");
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return format(new Date(y, m - 1, d, hh, mm), "EEE d MMM HH:mm");
}

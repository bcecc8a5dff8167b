// What the gate's scan field says when a scanned unit is not one of the sailing on screen: where
// it is booked instead and what the gate clerk does next. Pure, shared by the page and its tests.

/** A unit of the caller's line that a scanned code names (lib/staff/locate-unit.ts). */
export interface UnitWhereabouts {
  bookingCode: string;
  voyage: string | null;
  pol: { code: string; name: string };
  /** the unit or its booking is canceled */
  canceled: boolean;
  /** a quotation or draft, not yet a booking */
  notBooked: boolean;
}

export function scanRefusal(code: string, found: UnitWhereabouts[]): string {
  const live = found.filter((u) => !u.canceled && !u.notBooked);
  if (live.length) {
    const where = live
      .map(
        (u) =>
          `${u.bookingCode}, ${u.voyage ? `voyage ${u.voyage}` : "no voyage yet"} from ${u.pol.name} (${u.pol.code})`,
      )
      .join("; ");
    const first = live[0];
    return first.voyage
      ? `${code} is not booked on this sailing at this port: it is on ${where}. Choose voyage ${first.voyage} and ${first.pol.name} above to record its gate-in.`
      : `${code} is not booked on this sailing: it is on ${where}. Ask the agent to put the booking on a voyage before the unit enters.`;
  }
  if (found.some((u) => u.canceled))
    return `${code}: its unit on ${found[0].bookingCode} is canceled. Do not take it in; the agent can book it again.`;
  if (found.some((u) => u.notBooked))
    return `${code}: ${found[0].bookingCode} is a quote or a draft, not a booking yet. Do not take the unit in until the agent books it.`;
  return `${code}: no unit booked with your line has this code. Check it against the dock receipt, or type the VIN; a unit without a booking cannot enter.`;
}

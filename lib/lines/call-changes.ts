// A move of a voyage's calls as the calls before and after it: what moveCall hands to whoever
// follows a schedule change (lib/tracking/schedule-change.ts writes the bookings' events and tells
// their agents). Pure: no database.
export interface CallTimes {
  arrival: Date;
  departure: Date;
  cutOff: Date | null;
}

export interface CallChange {
  visitId: number;
  portId: number;
  portName: string;
  canLoad: boolean;
  canDischarge: boolean;
  before: CallTimes;
  after: CallTimes;
}

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The calls of a voyage before and after a change, as CallChanges (those whose times differ). */
export function changedCalls(
  before: (CallTimes & {
    id: number;
    portId: number;
    canLoad: boolean;
    canDischarge: boolean;
    port: { name: string };
  })[],
  after: (CallTimes & { id: number })[],
): CallChange[] {
  return after.flatMap((a) => {
    const b = before.find((x) => x.id === a.id);
    if (!b || (same(b.arrival, a.arrival) && same(b.departure, a.departure) && same(b.cutOff, a.cutOff))) return [];
    return [
      {
        visitId: b.id,
        portId: b.portId,
        portName: b.port.name,
        canLoad: b.canLoad,
        canDischarge: b.canDischarge,
        before: { arrival: b.arrival, departure: b.departure, cutOff: b.cutOff },
        after: { arrival: a.arrival, departure: a.departure, cutOff: a.cutOff },
      },
    ];
  });
}

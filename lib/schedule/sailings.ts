// Point-to-point: the rotation answer read as sailings from one port to another, one per voyage,
// with the cut-off, ETD and ETA in their ports' time and the transit time between them.
// Safe in the browser (the schedule page) and on the server (tests, the home page).
import { cutOffState, portInstant, type CutOffState } from "@/lib/time/port-time";
import type { RotationResponse, ScheduleVisit, ScheduleVoyage } from "@/lib/schedule/rotation-schema";

/** A port as the schedule pages know it: the rotation answer's id and name, with code and zone. */
export interface PortZone {
  id: number;
  code: string;
  name: string;
  timeZone: string;
}

export interface Sailing {
  voyage: ScheduleVoyage;
  pol: ScheduleVisit;
  pod: ScheduleVisit;
  polZone: string;
  podZone: string;
  /** hours from departure at the Pol to arrival at the Pod, as instants */
  transitHours: number;
  /** whole days, as a schedule prints them (rounded) */
  transitDays: number;
  cutOff: CutOffState | null;
}

/** "2026-11-22" + 3 days → "2026-11-25" */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The port ids a Pol / Pod filter value (name or UN/LOCODE, any case) names. */
export function portIdsFor(value: string, ports: PortZone[]): Set<number> {
  const v = value.trim().toLowerCase();
  return new Set(ports.filter((p) => p.code.toLowerCase() === v || p.name.toLowerCase() === v).map((p) => p.id));
}

/**
 * One sailing per voyage: its first loading call at the Pol (departing within `departure` when
 * given) followed by a discharging call at the Pod. Ordered by departure from the Pol.
 */
export function pointToPointSailings(
  data: RotationResponse,
  polIds: Set<number>,
  podIds: Set<number>,
  zoneOf: (portId: number) => string,
  options: { now?: Date; departureMin?: string; departureMax?: string } = {},
): Sailing[] {
  const now = options.now ?? new Date();
  const sailings: Sailing[] = [];
  for (const voyage of data.voyages) {
    const v = voyage.visits;
    let found: { pol: ScheduleVisit; pod: ScheduleVisit } | null = null;
    for (let i = 0; i < v.length && !found; i++) {
      const pol = v[i];
      if (!pol.canLoad || !polIds.has(pol.portId)) continue;
      if (options.departureMin && pol.departure < options.departureMin) continue;
      if (options.departureMax && pol.departure > options.departureMax) continue;
      const pod = v.slice(i + 1).find((d) => d.canDischarge && podIds.has(d.portId));
      if (pod) found = { pol, pod };
    }
    if (!found) continue;
    const polZone = zoneOf(found.pol.portId);
    const podZone = zoneOf(found.pod.portId);
    const transitHours =
      (portInstant(found.pod.arrival, podZone).getTime() - portInstant(found.pol.departure, polZone).getTime()) /
      3_600_000;
    sailings.push({
      voyage,
      ...found,
      polZone,
      podZone,
      transitHours,
      transitDays: Math.max(0, Math.round(transitHours / 24)),
      cutOff: found.pol.cutOff ? cutOffState(found.pol.cutOff, polZone, now) : null,
    });
  }
  return sailings.sort(
    (a, b) => portInstant(a.pol.departure, a.polZone).getTime() - portInstant(b.pol.departure, b.polZone).getTime(),
  );
}

// Which legs of a rotation a booking's units occupy: every leg from the Pol's loading call to the
// Pod's discharging call after it (to the end of the rotation when the Pod is not known). Pure.

export interface RotationCall {
  portId: number;
  canLoad: boolean;
  canDischarge: boolean;
}

/** Leg k joins call k and call k+1. `from`..`to` are leg indexes, inclusive; null: the voyage does not take this cargo. */
export function legSpan(
  calls: readonly RotationCall[],
  polId: number,
  podId: number | null,
): { from: number; to: number } | null {
  const load = calls.findIndex((c) => c.portId === polId && c.canLoad);
  if (load < 0 || load >= calls.length - 1) return null;
  if (podId === null) return { from: load, to: calls.length - 2 };
  const discharge = calls.findIndex((c, k) => k > load && c.portId === podId && c.canDischarge);
  return discharge < 0 ? null : { from: load, to: discharge - 1 };
}

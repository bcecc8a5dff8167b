// The `ports` of a rotation response: the columns of a schedule grid. Rotations are merged in
// order, so a port that one voyage calls between two others lands between them in the list.
// No imports: the benchmark's baseline servers use this module as it is.

/**
 * Merges rotations (port ids in call order) into one order that keeps each rotation's order
 * wherever the rotations agree; where they conflict, the port keeps the place it was first given.
 * Ports appear once, in the order they are first met otherwise (voyages in result order).
 */
export function mergeRotations(rotations: readonly (readonly number[])[]): number[] {
  const order: number[] = [];
  const seen = new Set<string>();
  for (const rotation of rotations) {
    const key = rotation.join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    let cursor = -1; // index in `order` of the last known port of this rotation
    let pending: number[] = []; // new ports waiting for the next known port of this rotation
    for (const port of rotation) {
      if (pending.includes(port)) continue;
      const at = order.indexOf(port);
      if (at === -1) {
        pending.push(port);
      } else if (at > cursor) {
        // New ports go just before the next known port: what earlier rotations set stays together.
        order.splice(at, 0, ...pending);
        cursor = at + pending.length;
        pending = [];
      }
    }
    order.push(...pending);
  }
  return order;
}

/** The one row of the rotation statement (lib/schedule/rotation-sql.ts), each column JSON text. */
export interface RotationRow {
  voyages: string;
  rotations: string;
  ports: string;
}

/** The response body from that row: `ports` merged in rotation order, voyages as PostgreSQL wrote them. */
export function rotationBody(row: RotationRow): string {
  const rotations = JSON.parse(row.rotations) as number[][];
  const ports = new Map(
    (JSON.parse(row.ports) as { id: number; name: string; country: string; continent: number }[]).map((p) => [p.id, p]),
  );
  const ordered = mergeRotations(rotations).flatMap((id) => {
    const p = ports.get(id);
    return p ? [{ name: p.name, country: p.country, continent: p.continent }] : [];
  });
  return `{"ports":${JSON.stringify(ordered)},"voyages":${row.voyages}}`;
}

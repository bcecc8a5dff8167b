// Catalogue models by the names people and integrators give them: a model's description or its
// "make model", in any case and spacing. The booking save's rule 1 and the CSV import's check ask this.
import type { Tx } from "@/lib/db/prisma";

export interface UnitModelRef {
  id: number;
  make: string;
  model: string;
  description: string;
  type: string;
  /** catalogue measures (cm, kg): what an item leaves out is taken from here */
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  /** ICE, HEV, PHEV, BEV; null: not known (lib/catalogue/powertrain.ts) */
  powertrain: string | null;
}

/** Lower case, spaces folded: how descriptions and names are matched. */
export function foldName(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The models `names` name, keyed by foldName(name); a name no model has is absent. */
export async function findUnitModelsByName(tx: Tx, names: readonly string[]): Promise<Map<string, UnitModelRef>> {
  const keys = [...new Set(names.map(foldName))];
  // lower() on both sides, so the database's own case mapping decides (also for "Kögel").
  const rows = await tx.$queryRaw<(UnitModelRef & { d: string; mm: string })[]>`
    WITH wanted AS (SELECT DISTINCT lower(k) AS k FROM unnest(${keys}::text[]) AS k)
    SELECT m.id, m.make, m.model, m.description, m.type, m.length, m.width, m.height, m.weight::float8 AS weight,
           m.powertrain,
           regexp_replace(lower(btrim(m.description)), '\\s+', ' ', 'g') AS d,
           regexp_replace(lower(btrim(m.make || ' ' || m.model)), '\\s+', ' ', 'g') AS mm
    FROM "UnitModel" m
    WHERE regexp_replace(lower(btrim(m.description)), '\\s+', ' ', 'g') IN (SELECT k FROM wanted)
       OR regexp_replace(lower(btrim(m.make || ' ' || m.model)), '\\s+', ' ', 'g') IN (SELECT k FROM wanted)
    ORDER BY m.id`;
  const byKey = new Map<string, UnitModelRef>();
  for (const { d, mm, ...model } of rows) {
    if (!byKey.has(d)) byKey.set(d, model);
    if (!byKey.has(mm)) byKey.set(mm, model);
  }
  return byKey;
}

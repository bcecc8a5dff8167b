// Vessels and their technical details (spec "Get vessels"): all of the fleet, or those deployed
// on the voyages of a line and/or schedule category. Ordered by name.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRow } from "@/lib/schedule/json-sql";
import type { Vessel, VesselQuery } from "@/lib/fleet/vessel-schema";
import { nameSortKey, voyageConditions } from "@/lib/schedule/rotation-sql";

const { sql, join } = Prisma;

export function searchVesselsSql(q: VesselQuery): Prisma.Sql {
  const conds = voyageConditions(q);
  const where = conds.length
    ? sql`WHERE ve.id IN (SELECT v."vesselId" FROM "Voyage" v WHERE v."cancelledAt" IS NULL AND ${join(conds, " AND ")})`
    : sql``;
  return sql`
SELECT coalesce(json_agg(json_build_object(
  'name', ve.name, 'yearBuilt', ve."yearBuilt", 'cargoCapacity', ve."cargoCapacity",
  'maxDeckHeight', ve."maxDeckHeight", 'maxDeckWidth', ve."maxDeckWidth", 'maxRampWeight', ve."maxRampWeight",
  'flag', ve.flag, 'speed', ve.speed) ORDER BY ${nameSortKey(sql`ve.name`)}, ve.name), '[]'::json)::text AS json
FROM "Vessel" ve ${where}`;
}

export async function searchVesselsJson(q: VesselQuery): Promise<string> {
  const row = await queryRow<{ json: string }>(searchVesselsSql(q));
  return row.json;
}

export async function searchVessels(q: VesselQuery): Promise<Vessel[]> {
  return JSON.parse(await searchVesselsJson(q)) as Vessel[];
}

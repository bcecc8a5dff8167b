// Ports of loading (pols) and of discharge (pods) of a line's and/or schedule category's voyages
// (spec "Get shipping line pods/pols"). Only voyages not yet finished count: the ports an agent
// can book to or from now. Ordered by name (case and accents aside).
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRow } from "@/lib/schedule/json-sql";
import type { Port, PortListQuery } from "@/lib/ports/port-schema";
import { nameSortKey, timestampParam, voyageConditions } from "@/lib/schedule/rotation-sql";

const { sql, join } = Prisma;
export type PortRole = "pol" | "pod";

export function listRoutePortsSql(role: PortRole, q: PortListQuery, now: Date = new Date()): Prisma.Sql {
  const conds = [...voyageConditions(q), sql`v."endsAt" >= ${timestampParam(now)}`, sql`v."cancelledAt" IS NULL`];
  const calls = role === "pol" ? sql`vi."canLoad"` : sql`vi."canDischarge"`;
  return sql`
SELECT coalesce(json_agg(json_build_object(
  'name', p.name, 'code', p.code, 'country', p."countryCode", 'latitude', p.latitude, 'longitude', p.longitude) ORDER BY ${nameSortKey(sql`p.name`)}, p.code), '[]'::json)::text AS json
FROM "Port" p
WHERE p.id IN (SELECT vi."portId" FROM "Voyage" v JOIN "Visit" vi ON vi."voyageId" = v.id WHERE ${calls} AND ${join(conds, " AND ")})`;
}

export async function listRoutePortsJson(role: PortRole, q: PortListQuery, now?: Date): Promise<string> {
  const row = await queryRow<{ json: string }>(listRoutePortsSql(role, q, now));
  return row.json;
}

export async function listRoutePorts(role: PortRole, q: PortListQuery, now?: Date): Promise<Port[]> {
  return JSON.parse(await listRoutePortsJson(role, q, now)) as Port[];
}

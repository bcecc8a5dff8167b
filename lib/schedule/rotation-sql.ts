// The SQL of GET /api/voyage/rotation. One statement: PostgreSQL filters the voyages and writes
// their JSON (voyages with visits), plus the distinct rotations and ports for the `ports` list.
// The benchmark's baselines run this same statement (scripts/bench/reads.ts).
import { Prisma } from "@/lib/generated/prisma/client";
import type { RotationQuery } from "@/lib/schedule/rotation-schema";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

type Sql = Prisma.Sql;
const { sql, join } = Prisma;

/** A port-local wall-clock value as a `timestamp` parameter (never through a time zone). */
export const timestampParam = (d: Date): Sql => sql`${formatLocalDateTime(d).replace("T", " ")}::timestamp`;

// Accented letters of the names in use and their plain letters, pair by pair.
const FOLDS =
  "áa àa âa äa ãa åa āa çc čc ée èe êe ëe ēe ěe íi ìi îi ïi īi ñn ńn óo òo ôo öo õo øo ōo řr šs úu ùu ûu üu ūu ýy ÿy žz".split(
    " ",
  );
const ACCENTED = FOLDS.map((pair) => pair[0]).join("");
const PLAIN = FOLDS.map((pair) => pair[1]).join("");

/** An ORDER BY key that sorts names as people do (case and accents aside) on any collation, PGlite's and the server's alike. */
export const nameSortKey = (column: Sql): Sql =>
  sql`translate(lower(${column}), ${Prisma.raw(`'${ACCENTED}'`)}, ${Prisma.raw(`'${PLAIN}'`)})`;

/** Port ids named by a name or UN/LOCODE (case-insensitive); an unknown port names none. */
export const portIdsNamed = (nameOrCode: string): Sql =>
  sql`(SELECT id FROM "Port" WHERE code = upper(${nameOrCode}) OR lower(name) = lower(${nameOrCode}))`;

/** Line ids named by a line name (or its code), case-insensitive. */
export const lineIdsNamed = (name: string): Sql =>
  sql`(SELECT id FROM "ShippingLine" WHERE lower(name) = lower(${name}) OR lower(code) = lower(${name}))`;

/** Conditions on a voyage `v` shared by every read that filters by Line and ScheduleCategory. */
export function voyageConditions(
  q: Pick<RotationQuery, "Line" | "ScheduleCategory" | "SailingRoute" | "Vessel" | "Voyage">,
): Sql[] {
  const conds: Sql[] = [];
  if (q.Line !== undefined) conds.push(sql`v."lineId" IN ${lineIdsNamed(q.Line)}`);
  if (q.ScheduleCategory !== undefined) conds.push(sql`lower(v."scheduleCategory") = lower(${q.ScheduleCategory})`);
  if (q.SailingRoute !== undefined) conds.push(sql`lower(v."sailingRoute") = lower(${q.SailingRoute})`);
  if (q.Vessel !== undefined)
    conds.push(sql`v."vesselId" IN (SELECT id FROM "Vessel" WHERE lower(name) = lower(${q.Vessel}))`);
  if (q.Voyage !== undefined) conds.push(sql`lower(v.number) = lower(${q.Voyage})`);
  return conds;
}

const and = (conds: Sql[]): Sql => (conds.length ? join(conds, " AND ") : sql`TRUE`);

/**
 * Pol side: a loading call `l` at the Pol / in the PolContinent, departing within the bounds.
 * Pod side: a discharging call `d` at the Pod / in the PodRegion, arriving within the bounds,
 * after the Pol call when both sides are constrained.
 */
export function rotationSql(q: RotationQuery, now: Date = new Date()): Sql {
  // A voyage the line cancelled no longer sails: it is left out of every read.
  const conds = [...voyageConditions(q), sql`v."cancelledAt" IS NULL`];

  const pol: Sql[] = [];
  if (q.Pol !== undefined) pol.push(sql`l."portId" IN ${portIdsNamed(q.Pol)}`);
  if (q.PolContinent !== undefined)
    pol.push(sql`l."portId" IN (SELECT id FROM "Port" WHERE continent = ${q.PolContinent})`);
  if (q.DepartureMin) pol.push(sql`l.departure >= ${timestampParam(q.DepartureMin)}`);
  if (q.DepartureMax) pol.push(sql`l.departure <= ${timestampParam(q.DepartureMax)}`);

  const pod: Sql[] = [];
  if (q.Pod !== undefined) pod.push(sql`d."portId" IN ${portIdsNamed(q.Pod)}`);
  if (q.PodRegion !== undefined) pod.push(sql`d."portId" IN (SELECT id FROM "Port" WHERE region = ${q.PodRegion})`);
  if (q.ArrivalMin) pod.push(sql`d.arrival >= ${timestampParam(q.ArrivalMin)}`);
  if (q.ArrivalMax) pod.push(sql`d.arrival <= ${timestampParam(q.ArrivalMax)}`);

  if (pol.length && pod.length) {
    conds.push(sql`EXISTS (SELECT 1 FROM "Visit" l JOIN "Visit" d ON d."voyageId" = l."voyageId" AND d.sequence > l.sequence
      WHERE l."voyageId" = v.id AND l."canLoad" AND d."canDischarge" AND ${and(pol)} AND ${and(pod)})`);
  } else if (pol.length) {
    conds.push(sql`EXISTS (SELECT 1 FROM "Visit" l WHERE l."voyageId" = v.id AND l."canLoad" AND ${and(pol)})`);
  } else if (pod.length) {
    conds.push(sql`EXISTS (SELECT 1 FROM "Visit" d WHERE d."voyageId" = v.id AND d."canDischarge" AND ${and(pod)})`);
  }
  // Without date bounds, voyages already finished (last call departed) are left out.
  if (!q.DepartureMin && !q.DepartureMax && !q.ArrivalMin && !q.ArrivalMax)
    conds.push(sql`v."endsAt" >= ${timestampParam(now)}`);

  // Voyages by their departure from the Pol (earliest matching loading call) when the Pol side is
  // constrained, else by the start of the voyage; then by voyage number.
  const sortKey = pol.length
    ? sql`(SELECT min(l.departure) FROM "Visit" l WHERE l."voyageId" = v.id AND l."canLoad" AND ${and(pol)})`
    : sql`v."startsAt"`;

  return sql`
WITH sel AS MATERIALIZED (
  SELECT v.id, v.number, v."vesselId", v."maxUnitHeight", v."maxUnitWidth", v."maxUnitWeight",
         row_number() OVER (ORDER BY ${sortKey}, v.number, v.id) AS ord
  FROM "Voyage" v
  WHERE ${and(conds)}
),
vis AS MATERIALIZED (
  SELECT vi."voyageId",
         json_agg(json_build_object(
           'portId', vi."portId", 'port', p.name, 'terminal', t.name,
           'arrival', to_char(vi.arrival, 'YYYY-MM-DD"T"HH24:MI:SS'),
           'departure', to_char(vi.departure, 'YYYY-MM-DD"T"HH24:MI:SS'),
           'cutOff', to_char(vi."cutOff", 'YYYY-MM-DD"T"HH24:MI:SS'),
           'canLoad', vi."canLoad", 'canDischarge', vi."canDischarge") ORDER BY vi.sequence) AS visits,
         array_agg(vi."portId" ORDER BY vi.sequence) AS rotation
  FROM sel
  JOIN "Visit" vi ON vi."voyageId" = sel.id
  JOIN "Port" p ON p.id = vi."portId"
  LEFT JOIN "Terminal" t ON t.id = vi."terminalId"
  GROUP BY vi."voyageId"
)
SELECT
  (SELECT coalesce(json_agg(json_build_object(
      'voyage', s.number, 'vessel', ve.name,
      'maxUnitHeight', s."maxUnitHeight", 'maxUnitWidth', s."maxUnitWidth", 'maxUnitWeight', s."maxUnitWeight",
      'visits', coalesce(vis.visits, '[]'::json)) ORDER BY s.ord), '[]'::json)
   FROM sel s JOIN "Vessel" ve ON ve.id = s."vesselId" LEFT JOIN vis ON vis."voyageId" = s.id)::text AS voyages,
  (SELECT coalesce(json_agg(r.rotation ORDER BY r.first), '[]'::json)
   FROM (SELECT vis.rotation, min(s.ord) AS first FROM sel s JOIN vis ON vis."voyageId" = s.id GROUP BY vis.rotation) r)::text AS rotations,
  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'country', p."countryName", 'continent', p.continent)), '[]'::json)
   FROM "Port" p WHERE p.id IN (SELECT DISTINCT unnest(vis.rotation) FROM vis))::text AS ports`;
}

// The five schedule reads as the cache serves them: each one's path, parameters, statement (the
// read's own SQL, lib/schedule, lib/fleet, lib/catalogue, lib/ports), body, and its query in
// normal form — names and values as the read understands them, so `pol=bezee` and
// `Pol=BEZEE` are one cache entry and one ETag.
import type { z } from "zod";
import type { Operation } from "@/lib/core/operation";
import {
  getScheduleRotationOperation,
  getShippingLinePodsOperation,
  getShippingLinePolsOperation,
  getUnitModelsOperation,
  searchVesselsOperation,
} from "@/lib/api/operations/schedule";
import type { Role } from "@/lib/auth/caller";
import type { Prisma } from "@/lib/generated/prisma/client";
import { searchWords } from "@/lib/catalogue/search-text";
import { searchUnitModelsSql } from "@/lib/catalogue/search-unit-models";
import { unitModelQuerySchema, type UnitModelQuery } from "@/lib/catalogue/unit-model-schema";
import { searchVesselsSql } from "@/lib/fleet/search-vessels";
import { vesselQuerySchema, type VesselQuery } from "@/lib/fleet/vessel-schema";
import { listRoutePortsSql } from "@/lib/ports/list-route-ports";
import { portListQuerySchema, type PortListQuery } from "@/lib/ports/port-schema";
import { rotationBody } from "@/lib/schedule/port-order";
import { rotationSql } from "@/lib/schedule/rotation-sql";
import { rotationQuerySchema, type RotationQuery } from "@/lib/schedule/rotation-schema";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

export type ReadRow = Record<string, string>;

export interface ReadDefinition<S extends z.ZodObject = z.ZodObject> {
  /** The API operation this read answers: its path, access and query schema (lib/api/operations/schedule.ts). */
  operation: Operation<z.ZodObject, S, undefined, readonly Role[]>;
  /** Short name, part of cache keys and ETags. */
  name: string;
  /** The route's path, lower-case (the portal server lower-cases /api paths). */
  path: string;
  query: S;
  /** The read's one statement; its row holds JSON text. */
  statement(query: z.infer<S>, now: Date): Prisma.Sql;
  /** The response body from that row. */
  body(row: ReadRow): string;
  /** Whether the answer depends on the clock (voyages "not yet finished"), beyond the data. */
  dependsOnNow(query: z.infer<S>): boolean;
  /** The query in normal form (sorted names, values as the read compares them). */
  normalize(query: z.infer<S>): string;
}

/**
 * A value as the SQL compares it. Every text parameter of the reads is matched case-insensitively
 * (lower()/upper() in the SQL); ASCII is lower-cased here, other text keeps its spelling, since
 * PostgreSQL's lower() of non-ASCII letters depends on the database's locale.
 */
function normalValue(value: unknown): string {
  if (value instanceof Date) return formatLocalDateTime(value);
  const text = String(value);
  return /^[\x20-\x7e]*$/.test(text) ? text.toLowerCase() : text;
}

function normalForm(query: Record<string, unknown>, override: Record<string, string> = {}): string {
  return Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(override[name] ?? normalValue(query[name]))}`)
    .join("&");
}

const jsonColumn = (row: ReadRow) => row.json;
const hasDateBound = (q: RotationQuery) => Boolean(q.DepartureMin || q.DepartureMax || q.ArrivalMin || q.ArrivalMax);

/** The operation's facts a read repeats for its own use (the path as the portal server matches it). */
function fromOperation<S extends z.ZodObject>(operation: Operation<z.ZodObject, S, undefined, readonly Role[]>) {
  const query = operation.query;
  if (!query) throw new Error(`${operation.operationId}: a read needs its query schema`);
  return { operation, path: operation.path.toLowerCase(), query };
}

export const rotationRead: ReadDefinition<typeof rotationQuerySchema> = {
  ...fromOperation(getScheduleRotationOperation),
  name: "rotation",
  statement: (q: RotationQuery, now) => rotationSql(q, now),
  body: (row) => rotationBody({ voyages: row.voyages, rotations: row.rotations, ports: row.ports }),
  // Without a date bound, voyages already finished are left out (lib/schedule/rotation-sql.ts).
  dependsOnNow: (q: RotationQuery) => !hasDateBound(q),
  normalize: (q: RotationQuery) => normalForm(q),
};

export const vesselSearchRead: ReadDefinition<typeof vesselQuerySchema> = {
  ...fromOperation(searchVesselsOperation),
  name: "vessels",
  statement: (q: VesselQuery) => searchVesselsSql(q),
  body: jsonColumn,
  dependsOnNow: () => false,
  normalize: (q: VesselQuery) => normalForm(q),
};

export const unitModelsRead: ReadDefinition<typeof unitModelQuerySchema> = {
  ...fromOperation(getUnitModelsOperation),
  name: "unitmodels",
  statement: (q: UnitModelQuery) => searchUnitModelsSql(q),
  body: jsonColumn,
  dependsOnNow: () => false,
  // Every word must match, in any order: the folded words, once each, sorted.
  normalize: (q: UnitModelQuery) =>
    normalForm(q, q.search === undefined ? {} : { search: searchWords(q.search).sort().join(" ") }),
};

function routePortsRead(role: "pol" | "pod"): ReadDefinition<typeof portListQuerySchema> {
  return {
    ...fromOperation(role === "pol" ? getShippingLinePolsOperation : getShippingLinePodsOperation),
    name: `${role}s`,
    statement: (q: PortListQuery, now) => listRoutePortsSql(role, q, now),
    body: jsonColumn,
    // Only voyages not yet finished count (lib/ports/list-route-ports.ts).
    dependsOnNow: () => true,
    normalize: (q: PortListQuery) => normalForm(q),
  };
}

export const polsRead = routePortsRead("pol");
export const podsRead = routePortsRead("pod");

export const READS: readonly ReadDefinition[] = [rotationRead, vesselSearchRead, unitModelsRead, polsRead, podsRead];

export function readAtPath(pathname: string): ReadDefinition | undefined {
  const path = pathname.toLowerCase();
  return READS.find((read) => read.path === path);
}

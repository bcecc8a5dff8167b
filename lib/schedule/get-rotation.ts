// Sailing schedules with full rotations (spec "Get schedule rotation"; semantics in docs/integrators/reads.md).
import { queryRow } from "@/lib/schedule/json-sql";
import { rotationBody, type RotationRow } from "@/lib/schedule/port-order";
import { rotationSql } from "@/lib/schedule/rotation-sql";
import type { RotationQuery, RotationResponse } from "@/lib/schedule/rotation-schema";

/** The response body as JSON text, written by PostgreSQL (the route sends it as it is). */
export async function getRotationJson(query: RotationQuery, now: Date = new Date()): Promise<string> {
  const row = await queryRow<RotationRow & Record<string, string>>(rotationSql(query, now));
  return rotationBody(row);
}

/** The same, parsed: for server components. */
export async function getRotation(query: RotationQuery, now?: Date): Promise<RotationResponse> {
  return JSON.parse(await getRotationJson(query, now)) as RotationResponse;
}

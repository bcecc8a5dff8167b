// Sailing schedules with full rotations (spec "Get schedule rotation"; semantics in README "Reads API").
import { db } from "@/lib/db/prisma";
import { rotationBody, rotationSql, type RotationRow } from "@/lib/schedule/rotation-sql";
import type { RotationQuery, RotationResponse } from "@/lib/schedule/rotation-schema";

/** The response body as JSON text, written by PostgreSQL (the route sends it as it is). */
export async function getRotationJson(query: RotationQuery, now: Date = new Date()): Promise<string> {
  const [row] = await db().$queryRaw<RotationRow[]>(rotationSql(query, now));
  return rotationBody(row);
}

/** The same, parsed: for server components. */
export async function getRotation(query: RotationQuery, now?: Date): Promise<RotationResponse> {
  return JSON.parse(await getRotationJson(query, now)) as RotationResponse;
}

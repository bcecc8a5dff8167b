// Rules 9–11: a chassis is booked once per Pol (within the 35-year cycle; line staff may allow an
// exception), and units of one make and model that share the last 6 serial characters must carry
// their full chassis. Race-safe: before looking, the save takes a transaction-scoped advisory
// lock per (Pol, chassis) and per (model, last 6) in sorted order, so two saves of one chassis
// run their check-then-insert one after the other, and the second sees the first's row.
import type { Tx } from "@/lib/db/prisma";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import { isFullChassis, type SerialType } from "@/lib/booking/units/serial";
import { refusal } from "@/lib/i18n/sentences";

export const CHASSIS_CYCLE_YEARS = 35;

export interface ChassisCandidate {
  /** where an error about this unit points */
  path: string;
  /** stored item id (updates), so the item does not collide with itself */
  itemId: number | null;
  modelId: number;
  serialType: SerialType;
  chassis: string;
  last6: string;
  /** new item, or its serial, model or Pol changes: only these are checked */
  changed: boolean;
}

export function chassisLockKeys(polId: number, candidates: readonly ChassisCandidate[]): string[] {
  const keys = new Set<string>();
  for (const c of candidates) {
    if (!c.changed) continue;
    keys.add(`chassis:${polId}:${c.chassis}`);
    keys.add(`last6:${c.modelId}:${c.last6}`);
  }
  return [...keys].sort();
}

export function cycleStart(now: Date): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - CHASSIS_CYCLE_YEARS);
  return d;
}

/**
 * Checks the candidates (every live unit of the booking as it will be), adds violations to
 * `errors`, and returns the staff exception that lets a unit repeat its chassis, by index.
 */
export async function checkChassisRules(
  tx: Tx,
  input: {
    bookingId: number | null;
    lineId: number | null;
    pol: { id: number; code: string };
    candidates: ChassisCandidate[];
    errors: RuleErrors;
    now: Date;
  },
): Promise<Map<number, number>> {
  const { pol, candidates, errors } = input;
  const exceptions = new Map<number, number>();
  const changed = candidates.filter((c) => c.changed);
  if (changed.length === 0) return exceptions;

  const keys = chassisLockKeys(pol.id, candidates);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM unnest(${keys}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n`;

  const chassisList = [...new Set(changed.map((c) => c.chassis))];
  const last6List = [...new Set(changed.map((c) => c.last6))];
  const modelIds = [...new Set(changed.map((c) => c.modelId))];
  const taken = await tx.$queryRaw<{ chassis: string; last6: string | null; modelId: number | null; polId: number }[]>`
    SELECT i.chassis, i."serialLast6" AS last6, i."unitModelId" AS "modelId", b."polId"
    FROM "BookingItem" i JOIN "Booking" b ON b.id = i."bookingId"
    WHERE i."isCanceled" = false AND b."isCanceled" = false AND b."requestType" IS DISTINCT FROM 1
      AND b.id <> ${input.bookingId ?? 0} AND b."createdOn" >= ${cycleStart(input.now)}
      AND ((b."polId" = ${pol.id} AND i.chassis = ANY(${chassisList}::text[]))
        OR (i."serialLast6" = ANY(${last6List}::text[]) AND i."unitModelId" = ANY(${modelIds}::int[])))`;

  const allowed = new Map<string, number>();
  if (input.lineId) {
    const rows = await tx.chassisException.findMany({
      where: { lineId: input.lineId, polId: pol.id, chassis: { in: chassisList } },
      select: { id: true, unitModelId: true, chassis: true },
      orderBy: { id: "asc" },
    });
    for (const r of rows)
      if (!allowed.has(`${r.unitModelId}:${r.chassis}`)) allowed.set(`${r.unitModelId}:${r.chassis}`, r.id);
  }

  candidates.forEach((c, index) => {
    if (!c.changed) return;
    const exception = allowed.get(`${c.modelId}:${c.chassis}`);
    if (exception) exceptions.set(index, exception);
    // Rules 9 and 11: the chassis once per Pol, unless the line allowed this one.
    if (!exception) {
      const inOtherBooking = taken.some((t) => t.polId === pol.id && t.chassis === c.chassis);
      const earlier = candidates.findIndex(
        (o, j) => j !== index && o.chassis === c.chassis && (!o.changed || j < index),
      );
      if (inOtherBooking) {
        errors.add(
          "VALIDATION_FAILED",
          c.path,
          "chassis_taken",
          refusal("refusals.booking.chassisTaken", {
            chassis: c.chassis,
            port: pol.code,
            years: CHASSIS_CYCLE_YEARS,
          }),
        );
      } else if (earlier >= 0) {
        errors.add(
          "VALIDATION_FAILED",
          c.path,
          "chassis_taken",
          refusal("refusals.booking.chassisTwice", { chassis: c.chassis, path: candidates[earlier].path }),
        );
      }
    }
    // Rule 10: same make and model, same last 6, another chassis: the full chassis tells them apart.
    if (!isFullChassis(c.serialType, c.chassis)) {
      const sameTail =
        taken.some((t) => t.modelId === c.modelId && t.last6 === c.last6 && t.chassis !== c.chassis) ||
        candidates.some(
          (o, j) => j !== index && o.modelId === c.modelId && o.last6 === c.last6 && o.chassis !== c.chassis,
        );
      if (sameTail) {
        errors.add(
          "VALIDATION_FAILED",
          c.path,
          "chassis_ambiguous",
          refusal("refusals.booking.chassisAmbiguous", { last6: c.last6 }),
        );
      }
    }
  });
  return exceptions;
}

// Values for jsonb columns, typed as Prisma takes them instead of cast to its type (issue 34).
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A value inside a jsonb column's object or array: JSON, or something with toJSON (a Date). */
export type JsonCell = Prisma.InputJsonValue | null;

/** One line of a revision's `changes` column (a booking's or a paper's): what went from what to what. */
export type Change = { path: string; from: JsonCell; to: JsonCell };

/** Such a line read back (or answered: a paper's history), its values whatever JSON they hold. */
export const changeSchema = z.object({ path: z.string(), from: z.unknown(), to: z.unknown() });

/**
 * Whether `value` is a JsonCell all the way down: null, text, numbers, booleans, arrays and plain
 * objects of them (an object's undefined properties are left out, as JSON.stringify does), or
 * anything with toJSON. Walked without recursion (lib/core/storable-json.ts bounds the depth).
 */
export function isJsonCell(value: unknown): value is JsonCell {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean") continue;
    if (typeof v !== "object") return false;
    if (typeof Reflect.get(v, "toJSON") === "function") continue;
    if (Array.isArray(v)) {
      stack.push(...v);
      continue;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return false;
    for (const child of Object.values(v)) if (child !== undefined) stack.push(child);
  }
  return true;
}

/** A value that is JSON by construction (read from JSON, or parsed from it), typed so; else a bug, thrown. */
export function jsonCellOf(value: unknown, what: string): JsonCell {
  if (isJsonCell(value)) return value;
  throw new Error(`${what} is not JSON: ${Object.prototype.toString.call(value)}.`);
}

// One multi-row INSERT … RETURNING for many rows. Prisma's createManyAndReturn costs ~0.5 ms of
// JavaScript per 250-row item batch column set; a plain parameterized statement is several times
// faster (see scripts/bench/booking-save.ts). PostgreSQL infers each parameter's type from its
// target column, so enums, jsonb and numerics need no casts.
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

const MAX_PARAMS = 30_000;

function param(value: unknown): unknown {
  if (value === undefined || value === null || value === Prisma.DbNull || value === Prisma.JsonNull) return null;
  if (typeof value === "object" && !(value instanceof Date) && typeof value !== "bigint") return JSON.stringify(value);
  return value;
}

/** Inserts `rows` (column → value; every row the same columns) and returns the `returning` columns, in row order. */
export async function insertRows<R extends Record<string, unknown>>(tx: Tx, table: string, rows: Record<string, unknown>[], returning: readonly string[]): Promise<R[]> {
  if (!rows.length) return [];
  const columns = Object.keys(rows[0]);
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / (columns.length + 1)));
  const out: R[] = [];
  const quoted = columns.map((c) => `"${c}"`).join(", ");
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((c) => {
        values.push(param(row[c]));
        return `$${values.length}`;
      });
      return `(${placeholders.join(", ")})`;
    });
    const sql = `INSERT INTO "${table}" (${quoted}) VALUES ${tuples.join(", ")} RETURNING ${returning.map((c) => `"${c}"`).join(", ")}`;
    out.push(...(await tx.$queryRawUnsafe<R[]>(sql, ...values)));
  }
  return out;
}

// One INSERT … RETURNING for many rows, sent as a single JSON parameter that PostgreSQL turns into
// rows of the table's own type (json_populate_recordset): each value is read by its column's type
// (enums, numerics, jsonb, timestamps), and the statement has one parameter however many rows
// there are. A multi-row VALUES list with a parameter per cell (~11,000 for 250 items) cost the
// server most of the save's time parsing and planning it; Prisma's createManyAndReturn costs more
// JavaScript still (see scripts/bench/booking-save.ts).
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";

/** A column value as JSON: nulls for Prisma's null markers, ids past 2^53 as text. */
function jsonValue(_key: string, value: unknown): unknown {
  if (value === Prisma.DbNull || value === Prisma.JsonNull) return null;
  if (typeof value === "bigint") return value.toString();
  return value;
}

/**
 * Inserts `rows` (column → value; every row the same columns), each with the `common` columns too,
 * and returns the `returning` columns. `common` is the record the rows' JSON fills in (a base
 * record: its values stand for columns the rows leave out), so the rows need not be copied.
 */
export async function insertRows<R extends Record<string, unknown>>(
  tx: Tx,
  table: string,
  rows: object[],
  common: Record<string, unknown>,
  returning: readonly string[],
): Promise<R[]> {
  if (!rows.length) return [];
  const columns = [...new Set([...Object.keys(rows[0]), ...Object.keys(common)])].map((c) => `"${c}"`).join(", ");
  // Dates become ISO text in UTC, as Prisma writes them into timestamp columns without a zone.
  const sql = `INSERT INTO "${table}" (${columns})
    SELECT ${columns} FROM json_populate_recordset(json_populate_record(NULL::"${table}", $1::json), $2::json)
    RETURNING ${returning.map((c) => `"${c}"`).join(", ")}`;
  return tx.$queryRawUnsafe<R[]>(sql, JSON.stringify(common, jsonValue), JSON.stringify(rows, jsonValue));
}

// Runs a read whose SQL writes the response's JSON (one row of text columns) on the pool under
// Prisma: the text goes to the response untouched, without a pass through the ORM's row mapping.
import { pgPool } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function queryRow<T extends Record<string, string>>(statement: Prisma.Sql): Promise<T> {
  const { rows } = await pgPool().query<T>(statement.text, statement.values);
  return rows[0];
}

// The unit-model catalogue (spec "Get unit models"): every word of `search` must occur in make,
// model or description (case- and accent-insensitive); `type` narrows to one of the eight letters.
// Ordered by make, then model.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRow } from "@/lib/schedule/json-sql";
import { containsPattern, searchWords } from "@/lib/catalogue/search-text";
import type { UnitModel, UnitModelQuery } from "@/lib/catalogue/unit-model-schema";
import { nameSortKey } from "@/lib/schedule/rotation-sql";

const { sql, join } = Prisma;

export function searchUnitModelsSql(q: UnitModelQuery): Prisma.Sql {
  // A retired model stays on the bookings that have it, but is no longer offered.
  const conds = [
    sql`"retiredAt" IS NULL`,
    ...searchWords(q.search).map((word) => sql`"searchText" LIKE ${containsPattern(word)}`),
  ];
  if (q.type) conds.push(sql`type = ${q.type}`);
  const where = sql`WHERE ${join(conds, " AND ")}`;
  return sql`
SELECT coalesce(json_agg(json_build_object(
  'id', id, 'description', description, 'make', make, 'model', model, 'type', type,
  'length', length, 'width', width, 'height', height, 'weight', weight) ORDER BY ${nameSortKey(sql`make`)}, ${nameSortKey(sql`model`)}, id), '[]'::json)::text AS json
FROM "UnitModel" ${where}`;
}

export async function searchUnitModelsJson(q: UnitModelQuery): Promise<string> {
  const row = await queryRow<{ json: string }>(searchUnitModelsSql(q));
  return row.json;
}

export async function searchUnitModels(q: UnitModelQuery): Promise<UnitModel[]> {
  return JSON.parse(await searchUnitModelsJson(q)) as UnitModel[];
}

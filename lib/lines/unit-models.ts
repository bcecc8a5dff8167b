import "server-only";
// The unit-model catalogue (operator admins): add, edit, retire and restore. A retired model
// stays on the units that have it, but the reads and the booking form no longer offer it and a
// save cannot put it on a new unit (lib/lines/save-guards.ts).
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { foldForSearch } from "@/lib/catalogue/search-text";
import type { UnitModelRef } from "@/lib/catalogue/find-unit-models";
import type { UnitModelData } from "@/lib/lines/schemas";
import { isUniqueViolation } from "@/lib/lines/unique-violation";
import { equalsIgnoringCase } from "@/lib/db/literal";

function requireAdmin(caller: Caller): void {
  if (caller.role !== "ADMIN") throw new ApiError("FORBIDDEN", refusal("refusals.lines.onlyAdminsEditModels"));
}

function columns(v: UnitModelData) {
  const cm = (n: number | "") => (n === "" ? null : n);
  return {
    make: v.make,
    model: v.model,
    description: v.description,
    type: v.type,
    length: cm(v.length),
    width: cm(v.width),
    height: cm(v.height),
    weight: v.weight,
    searchText: foldForSearch(`${v.make} ${v.model} ${v.description}`),
  };
}

const taken = (make: string, model: string) => {
  const message = refusal("refusals.lines.modelTaken", { make, model });
  return new ApiError("VALIDATION_FAILED", message, [fieldError("model", "taken", message)]);
};

async function refuseTaken(make: string, model: string, exceptId: number | null): Promise<void> {
  const clash = await db().unitModel.findFirst({
    where: {
      make: equalsIgnoringCase(make),
      model: equalsIgnoringCase(model),
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw taken(make, model);
}

export async function createUnitModel(caller: Caller, input: UnitModelData): Promise<{ id: number }> {
  requireAdmin(caller);
  const data = columns(input);
  await refuseTaken(data.make, data.model, null);
  try {
    return await db().unitModel.create({ data, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(data.make, data.model);
    throw error;
  }
}

async function getUnitModelOrThrow(id: number) {
  const row = await db().unitModel.findUnique({ where: { id }, select: { id: true, retiredAt: true } });
  if (!row) throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchUnitModel", { id }));
  return row;
}

export async function updateUnitModel(caller: Caller, id: number, input: UnitModelData): Promise<{ id: number }> {
  requireAdmin(caller);
  const data = columns(input);
  await getUnitModelOrThrow(id);
  await refuseTaken(data.make, data.model, id);
  try {
    return await db().unitModel.update({ where: { id }, data, select: { id: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(data.make, data.model);
    throw error;
  }
}

/** retired true: no longer offered; false: offered again. */
export async function setUnitModelRetired(
  caller: Caller,
  id: number,
  retired: boolean,
): Promise<{ id: number; retired: boolean }> {
  requireAdmin(caller);
  const row = await getUnitModelOrThrow(id);
  if (retired !== !!row.retiredAt)
    await db().unitModel.update({ where: { id }, data: { retiredAt: retired ? new Date() : null } });
  return { id, retired };
}

/** A catalogue model as the admin's list shows it (its weight always known). */
export interface CatalogueRow extends Omit<UnitModelRef, "weight" | "powertrain"> {
  weight: number;
  retired: boolean;
  /** units booked with it (a retired model stays on them) */
  units: number;
}

/** The admin's list: every model, retired ones included, filtered by words like the read (or one id). */
export async function listCatalogue(
  caller: Caller,
  filter: { search?: string; id?: number },
  take = 100,
): Promise<CatalogueRow[]> {
  requireAdmin(caller);
  const words = foldForSearch(filter.search ?? "")
    .split(" ")
    .filter(Boolean);
  const rows = await db().unitModel.findMany({
    where: { AND: words.map((w) => ({ searchText: { contains: w } })), ...(filter.id ? { id: filter.id } : {}) },
    orderBy: [{ make: "asc" }, { model: "asc" }, { id: "asc" }],
    take,
    include: { _count: { select: { items: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    make: r.make,
    model: r.model,
    description: r.description,
    type: r.type,
    length: r.length,
    width: r.width,
    height: r.height,
    weight: Number(r.weight),
    retired: !!r.retiredAt,
    units: r._count.items,
  }));
}

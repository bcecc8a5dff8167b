import "server-only";
// The line's vessels with the spec's particulars (Vessel: RT, cm, cm, t, kn). Names and IMO
// numbers are unique across the fleet; a taken one is a field error, not a 500.
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { editableLineId, getLineVesselOrThrow, targetLineId } from "@/lib/lines/access";
import type { VesselData } from "@/lib/lines/schemas";
import { isUniqueViolation } from "@/lib/lines/unique-violation";
import { equalsIgnoringCase } from "@/lib/db/literal";

function columns(v: VesselData) {
  return {
    name: v.name,
    imo: v.imo || null,
    yearBuilt: v.yearBuilt === "" ? null : v.yearBuilt,
    cargoCapacity: v.cargoCapacity,
    maxDeckHeight: v.maxDeckHeight,
    maxDeckWidth: v.maxDeckWidth,
    maxRampWeight: v.maxRampWeight,
    flag: v.flag,
    speed: v.speed,
  };
}

async function refuseTaken(data: { name: string; imo: string | null }, exceptId: number | null): Promise<void> {
  const clash = await db().vessel.findFirst({
    where: {
      OR: [{ name: equalsIgnoringCase(data.name) }, ...(data.imo ? [{ imo: data.imo }] : [])],
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { name: true, imo: true },
  });
  if (!clash) return;
  const byName = clash.name.toLowerCase() === data.name.toLowerCase();
  const message = byName
    ? refusal("refusals.lines.vesselNameTaken", { name: clash.name })
    : refusal("refusals.lines.vesselImoTaken", { name: clash.name, imo: String(data.imo) });
  throw new ApiError("VALIDATION_FAILED", message, [fieldError(byName ? "name" : "imo", "taken", message)]);
}

async function write<T>(data: { name: string; imo: string | null }, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) await refuseTaken(data, null);
    throw error;
  }
}

export async function createVessel(
  caller: Caller,
  input: VesselData & { lineId?: number | null },
): Promise<{ id: number }> {
  const data = columns(input);
  const lineId = await targetLineId(db(), caller, input.lineId);
  await refuseTaken(data, null);
  return write(data, () => db().vessel.create({ data: { ...data, lineId }, select: { id: true } }));
}

export async function updateVessel(caller: Caller, vesselId: number, input: VesselData): Promise<{ id: number }> {
  const data = columns(input);
  await getLineVesselOrThrow(db(), caller, vesselId);
  await refuseTaken(data, vesselId);
  return write(data, () => db().vessel.update({ where: { id: vesselId }, data, select: { id: true } }));
}

export interface LineVesselRow {
  id: number;
  line: string;
  name: string;
  imo: string | null;
  yearBuilt: number | null;
  cargoCapacity: number;
  maxDeckHeight: number;
  maxDeckWidth: number;
  maxRampWeight: number;
  flag: string;
  speed: number;
}

export async function listLineVessels(caller: Caller): Promise<LineVesselRow[]> {
  const lineId = editableLineId(caller);
  const rows = await db().vessel.findMany({
    where: lineId ? { lineId } : {},
    orderBy: { name: "asc" },
    include: { line: { select: { code: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    line: r.line?.code ?? "",
    name: r.name,
    imo: r.imo,
    yearBuilt: r.yearBuilt,
    cargoCapacity: Number(r.cargoCapacity),
    maxDeckHeight: Number(r.maxDeckHeight),
    maxDeckWidth: Number(r.maxDeckWidth),
    maxRampWeight: Number(r.maxRampWeight),
    flag: r.flag,
    speed: Number(r.speed),
  }));
}

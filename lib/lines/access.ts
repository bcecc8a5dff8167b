import "server-only";
// Tenant scope of the lines' console: staff act on their own line only, admins on any line.
// Something of another line answers 404, as if it did not exist.
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db, type PrismaClient, type Tx } from "@/lib/db/prisma";

type Client = PrismaClient | Tx;

/** The lines the caller may edit: one id for staff, null (any) for admins. */
export function editableLineId(caller: Caller): number | null {
  if (caller.role === "ADMIN") return null;
  if (caller.role === "STAFF" && caller.lineId) return caller.lineId;
  throw new ApiError("FORBIDDEN", refusal("refusals.lines.onlyStaffEditSchedules"));
}

/** The lines an admin chooses among on the console's pages, by name; null for staff (their own line). */
export async function lineChoices(caller: Caller): Promise<{ id: number; name: string }[] | null> {
  if (caller.role !== "ADMIN") return null;
  return db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } });
}

export function canEditLine(caller: Caller, lineId: number | null): boolean {
  const own = editableLineId(caller);
  return own === null || own === lineId;
}

/** The line a new voyage or vessel goes to: the staff member's own; an admin must name one. */
export async function targetLineId(
  client: Client,
  caller: Caller,
  requested: number | null | undefined,
): Promise<number> {
  const own = editableLineId(caller);
  if (own !== null) {
    if (requested && requested !== own) throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchLine"));
    return own;
  }
  if (!requested)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.lines.chooseLine"), [
      fieldError("lineId", "required", refusal("refusals.lines.chooseLine")),
    ]);
  const line = await client.shippingLine.findUnique({ where: { id: requested }, select: { id: true } });
  if (!line) throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchLine"));
  return line.id;
}

export async function getLineVoyageOrThrow(client: Client, caller: Caller, voyageId: number) {
  const voyage = await client.voyage.findUnique({
    where: { id: voyageId },
    include: { visits: { orderBy: { sequence: "asc" }, include: { port: { select: { name: true, code: true } } } } },
  });
  if (!voyage || !canEditLine(caller, voyage.lineId))
    throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchVoyage", { id: voyageId }));
  return voyage;
}
export type LineVoyage = Awaited<ReturnType<typeof getLineVoyageOrThrow>>;

/** The call (visit) and its voyage, locked against a concurrent edit of the same voyage. */
export async function getLineCallOrThrow(tx: Tx, caller: Caller, visitId: number) {
  const visit = await tx.visit.findUnique({ where: { id: visitId }, select: { voyageId: true } });
  if (!visit) throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchCall", { id: visitId }));
  await tx.$queryRaw`SELECT id FROM "Voyage" WHERE id = ${visit.voyageId} FOR UPDATE`;
  const voyage = await getLineVoyageOrThrow(tx, caller, visit.voyageId);
  const call = voyage.visits.find((v) => v.id === visitId)!;
  return { voyage, call };
}

export async function getLineVesselOrThrow(client: Client, caller: Caller, vesselId: number) {
  const vessel = await client.vessel.findUnique({ where: { id: vesselId } });
  if (!vessel || !canEditLine(caller, vessel.lineId))
    throw new ApiError("NOT_FOUND", refusal("refusals.lines.noSuchVessel", { id: vesselId }));
  return vessel;
}

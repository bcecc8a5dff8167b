// PATCH /api/voyages/{voyage}/visits/{port} — change a call's times (line staff); the bookings it touches follow
import { handle } from "@/lib/api/handler";
import { moveVisitOperation } from "@/lib/api/operations/tracking";
import { moveVisit } from "@/lib/tracking/move-visit";

export const PATCH = handle(moveVisitOperation, async ({ caller, params, query, body }) =>
  moveVisit(caller, { ...params, ...query }, body),
);

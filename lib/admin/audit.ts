import "server-only";
// The audit log: every change the operator console makes is written here in the change's own
// transaction (who, what, when, from which IP), and read back newest first with filters.
import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditEventView, AuditPage, AuditQuery } from "@/lib/admin/schemas";
import { AUDIT_TARGETS } from "@/lib/admin/schemas";
import { storedOneOf } from "@/lib/core/narrow";

export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export interface AuditEntry {
  action: string;
  targetType: AuditTarget;
  targetId: number;
  agentId?: number | null;
  summary: string;
  details?: Prisma.InputJsonValue;
}

export async function recordAudit(tx: Tx, caller: Caller, entry: AuditEntry): Promise<void> {
  await tx.auditEvent.create({
    data: {
      actorKind: caller.kind,
      actorId: caller.id,
      actorName: caller.name,
      ip: caller.ip || "unknown",
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      agentId: entry.agentId ?? null,
      summary: entry.summary,
      details: entry.details,
    },
  });
}

/** An entry about a user (created, deactivated, a password changed…), filed under the user's agent. */
export function recordUserAudit(
  tx: Tx,
  caller: Caller,
  user: { id: number; agentId: number | null },
  action: string,
  summary: string,
): Promise<void> {
  return recordAudit(tx, caller, { action, targetType: "user", targetId: user.id, agentId: user.agentId, summary });
}

const PAGE = 50;

/** Newest first, PAGE at a time; `before` continues from the last page's oldest id. */
export async function listAuditEvents(query: AuditQuery, take = PAGE): Promise<AuditPage> {
  const where: Prisma.AuditEventWhereInput = {
    ...(query.agentId ? { agentId: query.agentId } : {}),
    ...(query.targetType ? { targetType: query.targetType } : {}),
    ...(query.action
      ? query.action.includes(".")
        ? { action: query.action }
        : { action: { startsWith: `${query.action}.` } }
      : {}),
    ...(query.actor ? { actorName: { contains: query.actor, mode: "insensitive" as const } } : {}),
    ...(query.before ? { id: { lt: query.before } } : {}),
    ...(query.from || query.to
      ? {
          at: {
            ...(query.from ? { gte: new Date(`${query.from}T00:00:00Z`) } : {}),
            ...(query.to ? { lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) } : {}),
          },
        }
      : {}),
  };
  const rows = await db().auditEvent.findMany({ where, orderBy: { id: "desc" }, take: take + 1 });
  const events: AuditEventView[] = rows.slice(0, take).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: { kind: r.actorKind === "apiKey" ? "apiKey" : "user", id: r.actorId, name: r.actorName },
    ip: r.ip,
    action: r.action,
    targetType: storedOneOf(AUDIT_TARGETS, r.targetType, "AuditEvent.targetType"),
    targetId: r.targetId,
    agentId: r.agentId,
    summary: r.summary,
  }));
  return { events, nextBefore: rows.length > take ? events[events.length - 1].id : null };
}

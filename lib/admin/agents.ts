import "server-only";
// Agents: the operator issues them (their id is the AgentId integrators send), edits their name,
// and suspends them: a suspended agent's API keys and users stop working at once.
import type { z } from "zod";
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { db } from "@/lib/db/prisma";
import { accessTakenAway, bumpAccessEpoch } from "@/lib/admin/access-epoch";
import { recordAudit } from "@/lib/admin/audit";
import { refuseDuplicates } from "@/lib/admin/unique-violation";
import { createAgentSchema, updateAgentSchema, type AgentSummary } from "@/lib/admin/schemas";
import { equalsIgnoringCase } from "@/lib/db/literal";

export async function listAgentSummaries(): Promise<AgentSummary[]> {
  const agents = await db().agent.findMany({
    orderBy: { name: "asc" },
    select: {
      id: true,
      code: true,
      name: true,
      bookingPrefix: true,
      suspendedAt: true,
      createdAt: true,
      _count: { select: { users: true, allowList: true, apiKeys: { where: { revokedAt: null } } } },
    },
  });
  return agents.map((a) => ({
    id: a.id,
    code: a.code,
    name: a.name,
    bookingPrefix: a.bookingPrefix,
    suspendedAt: a.suspendedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    users: a._count.users,
    activeKeys: a._count.apiKeys,
    allowListEntries: a._count.allowList,
  }));
}

/** The agent or a 404 (also for ids that are not positive integers). */
export async function getAgentOrThrow(id: number) {
  const agent = Number.isSafeInteger(id) && id > 0 ? await db().agent.findUnique({ where: { id } }) : null;
  if (!agent) throw new ApiError("NOT_FOUND", refusal("refusals.admin.noAgent", { id }));
  return agent;
}

export async function createAgent(
  caller: Caller,
  input: z.output<typeof createAgentSchema>,
): Promise<{ id: number; code: string; name: string }> {
  const { code, name, bookingPrefix = code.slice(0, 6) } = input;
  const clash = await db().agent.findFirst({
    where: { OR: [{ code }, { name: equalsIgnoringCase(name) }, { bookingPrefix }] },
    select: { code: true, name: true, bookingPrefix: true },
  });
  if (clash) {
    const [path, message]: [string, Worded] =
      clash.code === code
        ? ["code", refusal("refusals.admin.agentCodeTaken", { code, name: clash.name })]
        : clash.bookingPrefix === bookingPrefix
          ? ["bookingPrefix", refusal("refusals.admin.bookingPrefixTaken", { prefix: bookingPrefix, name: clash.name })]
          : ["name", refusal("refusals.admin.agentNameTaken", { name: clash.name })];
    throw new ApiError("NOT_ALLOWED", message, [fieldError(path, "taken", message)]);
  }
  return refuseDuplicates(
    () =>
      db().$transaction(async (tx) => {
        const agent = await tx.agent.create({
          data: { code, name, bookingPrefix },
          select: { id: true, code: true, name: true },
        });
        await recordAudit(tx, caller, {
          action: "agent.create",
          targetType: "agent",
          targetId: agent.id,
          agentId: agent.id,
          summary: `Created agent ${name} (${code}, AgentId ${agent.id}, booking prefix ${bookingPrefix})`,
        });
        return agent;
      }),
    refusal("refusals.admin.agentTakenMeanwhile", { code, name }),
    "code",
  );
}

export async function updateAgent(
  caller: Caller,
  id: number,
  change: z.output<typeof updateAgentSchema>,
): Promise<AgentSummary> {
  const agent = await getAgentOrThrow(id);
  const suspend = change.suspended === true && !agent.suspendedAt;
  const reinstate = change.suspended === false && !!agent.suspendedAt;
  const rename = change.name !== undefined && change.name !== agent.name;
  if (rename) {
    const taken = await db().agent.findFirst({
      where: { id: { not: id }, name: equalsIgnoringCase(change.name!) },
      select: { id: true },
    });
    if (taken)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.admin.agentNameTaken", { name: change.name! }), [
        fieldError("name", "taken", refusal("refusals.admin.agentNameTaken", { name: change.name! })),
      ]);
  }
  await db().$transaction(async (tx) => {
    if (rename) {
      await tx.agent.update({ where: { id }, data: { name: change.name } });
      await recordAudit(tx, caller, {
        action: "agent.rename",
        targetType: "agent",
        targetId: id,
        agentId: id,
        summary: `Renamed agent ${agent.code} from ${agent.name} to ${change.name}`,
        details: { from: agent.name, to: change.name! },
      });
    }
    if (suspend || reinstate) {
      await tx.agent.update({ where: { id }, data: { suspendedAt: suspend ? new Date() : null } });
      // The agent's users are signed out (their sessions carry the old sessionVersion) and cannot sign in while suspended.
      if (suspend) {
        const users = await tx.user.findMany({ where: { agentId: id }, select: { id: true } });
        for (const user of users) await endUserSessions(user.id, tx);
      }
      await bumpAccessEpoch(tx);
      await recordAudit(tx, caller, {
        action: suspend ? "agent.suspend" : "agent.reinstate",
        targetType: "agent",
        targetId: id,
        agentId: id,
        summary: suspend
          ? `Suspended agent ${agent.name} (${agent.code}): its API keys and users stop working`
          : `Reinstated agent ${agent.name} (${agent.code})`,
      });
    }
  });
  if (suspend || reinstate) accessTakenAway();
  const summary = (await listAgentSummaries()).find((a) => a.id === id)!;
  return summary;
}

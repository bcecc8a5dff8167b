import "server-only";
// An agent's IP allow list (the addresses its bookings may be saved from): read, and replaced as a
// whole. Every entry is checked and written in canonical form; a bad one refuses the whole change
// with its path and what is wrong, so nothing is half-saved. Saves read the list fresh each time,
// so the next save from outside it gets 403.
import { ApiError, fieldError, type FieldError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { parseAllowListEntry, type CidrProblem } from "@/lib/net/allow-list";
import { getAgentOrThrow } from "@/lib/admin/agents";
import { recordAudit } from "@/lib/admin/audit";
import type { AllowList } from "@/lib/admin/schemas";

export async function getAllowList(agentId: number): Promise<AllowList> {
  const agent = await getAgentOrThrow(agentId);
  const entries = await db().agentAllowListEntry.findMany({
    where: { agentId },
    orderBy: { id: "asc" },
    select: { cidr: true, note: true },
  });
  return { entries, bindsSessions: agent.allowListBindsSessions };
}

/** The entries in canonical form, or a 422 naming every bad entry. */
export function checkAllowList({ entries, bindsSessions }: AllowList): AllowList {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const out = entries.map((entry, i) => {
    const parsed = parseAllowListEntry(entry.cidr);
    if (!parsed.ok) {
      errors.push(fieldError(`entries[${i}].cidr`, "invalid_cidr", cidrRefusal(parsed.problem)));
      return entry;
    }
    const first = seen.get(parsed.entry.cidr);
    if (first !== undefined)
      errors.push(
        fieldError(
          `entries[${i}].cidr`,
          "duplicate",
          refusal("refusals.admin.allowListTwice", { cidr: parsed.entry.cidr, entry: first + 1 }),
        ),
      );
    seen.set(parsed.entry.cidr, i);
    return { cidr: parsed.entry.cidr, note: entry.note };
  });
  if (errors.length) throw new ApiError("VALIDATION_FAILED", refusal("refusals.admin.allowListInvalid"), errors);
  return { entries: out, bindsSessions };
}

export async function replaceAllowList(caller: Caller, agentId: number, input: AllowList): Promise<AllowList> {
  const next = checkAllowList(input);
  const agent = await getAgentOrThrow(agentId);
  return db().$transaction(async (tx) => {
    // Locks the agent row so two replacements of one list run one after the other.
    await tx.$queryRaw`SELECT 1 FROM "Agent" WHERE "id" = ${agentId} FOR UPDATE`;
    const before = await tx.agentAllowListEntry.findMany({ where: { agentId }, select: { cidr: true, note: true } });
    await tx.agentAllowListEntry.deleteMany({ where: { agentId } });
    if (next.entries.length)
      await tx.agentAllowListEntry.createMany({
        data: next.entries.map((e) => ({ agentId, cidr: e.cidr, note: e.note })),
      });
    const was = new Map(before.map((e) => [e.cidr, e.note]));
    const now = new Map(next.entries.map((e) => [e.cidr, e.note]));
    const added = next.entries.filter((e) => !was.has(e.cidr)).map((e) => e.cidr);
    const removed = before.filter((e) => !now.has(e.cidr)).map((e) => e.cidr);
    const renoted = next.entries.filter((e) => was.has(e.cidr) && was.get(e.cidr) !== e.note).map((e) => e.cidr);
    if (added.length || removed.length || renoted.length) {
      const parts = [
        added.length ? `added ${added.join(", ")}` : "",
        removed.length ? `removed ${removed.join(", ")}` : "",
        renoted.length ? `new note on ${renoted.join(", ")}` : "",
      ].filter(Boolean);
      await recordAudit(tx, caller, {
        action: "allowList.replace",
        targetType: "allowList",
        targetId: agentId,
        agentId,
        summary: `Allow list of ${agent.name}: ${parts.join("; ")}`,
        details: { before, after: next.entries },
      });
    }
    const binds = next.bindsSessions ?? agent.allowListBindsSessions;
    if (binds !== agent.allowListBindsSessions) {
      await tx.agent.update({ where: { id: agentId }, data: { allowListBindsSessions: binds } });
      await recordAudit(tx, caller, {
        action: "allowList.bindsSessions",
        targetType: "allowList",
        targetId: agentId,
        agentId,
        summary: binds
          ? `Allow list of ${agent.name} now binds its signed-in users too`
          : `Allow list of ${agent.name} binds its API keys only (signed-in users exempt)`,
      });
    }
    const entries = await tx.agentAllowListEntry.findMany({
      where: { agentId },
      orderBy: { id: "asc" },
      select: { cidr: true, note: true },
    });
    return { entries, bindsSessions: binds };
  });
}

/** A bad entry's refusal from the catalogue; its English is the parser's own message (allow-list.test.ts). */
export function cidrRefusal(problem: CidrProblem): Worded {
  return refusal(`refusals.admin.cidr.${problem.kind}`, problem.values);
}

import "server-only";
// API keys of an agent's integrators: issued with the key shown once (only its SHA-256 is stored),
// revoked so that the next request with it gets 401 (lib/auth/api-key.ts explains how, also across
// several portal instances).
import type { z } from "zod";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { accessTakenAway, bumpAccessEpoch } from "@/lib/admin/access-epoch";
import { getAgentOrThrow } from "@/lib/admin/agents";
import { recordAudit } from "@/lib/admin/audit";
import { apiKeyModeSchema, issueKeySchema, type ApiKeyView, type IssuedKey } from "@/lib/admin/schemas";
import { toKeyView } from "@/lib/admin/agent-detail";

export async function issueApiKey(
  caller: Caller,
  agentId: number,
  { name }: z.output<typeof issueKeySchema>,
): Promise<IssuedKey> {
  const agent = await getAgentOrThrow(agentId);
  const key = generateApiKey();
  return db().$transaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: { name, prefix: apiKeyPrefix(key), hash: hashApiKey(key), role: "AGENT", agentId: agent.id },
      select: { id: true, name: true },
    });
    await recordAudit(tx, caller, {
      action: "apiKey.issue",
      targetType: "apiKey",
      targetId: row.id,
      agentId: agent.id,
      summary: `Issued API key "${name}" (${apiKeyPrefix(key)}…) for ${agent.name}`,
    });
    return { id: row.id, name: row.name, key };
  });
}

export async function revokeApiKey(caller: Caller, keyId: number): Promise<{ id: number; revokedAt: string }> {
  const key = await findKeyOrThrow(keyId);
  if (key.revokedAt) return { id: key.id, revokedAt: key.revokedAt.toISOString() };
  if (caller.kind === "apiKey" && caller.id === key.id) {
    throw new ApiError("NOT_ALLOWED", refusal("refusals.admin.keyRevokesItself"));
  }
  const revokedAt = new Date();
  await db().$transaction((tx) => changeKey(tx, caller, key, { revokedAt }, "apiKey.revoke", "Revoked"));
  accessTakenAway();
  return { id: key.id, revokedAt: revokedAt.toISOString() };
}

/** The operator's compatibility switch of a key (lib/api/status-in-body.ts), audited; holds at once on every instance. */
export async function setApiKeyMode(
  caller: Caller,
  keyId: number,
  { statusInBody }: z.output<typeof apiKeyModeSchema>,
): Promise<ApiKeyView> {
  const key = await findKeyOrThrow(keyId);
  if (key.statusInBody === statusInBody) return toKeyView(key);
  const updated = await db().$transaction((tx) =>
    changeKey(
      tx,
      caller,
      key,
      { statusInBody },
      "apiKey.statusInBody",
      `${statusInBody ? "Turned on" : "Turned off"} status-in-body answers (HTTP 200 with status 1) for`,
    ),
  );
  accessTakenAway();
  return toKeyView(updated);
}

type KeyWithAgent = NonNullable<Awaited<ReturnType<typeof findKey>>>;

const findKey = (keyId: number) =>
  Number.isSafeInteger(keyId) && keyId > 0
    ? db().apiKey.findUnique({ where: { id: keyId }, include: { agent: { select: { name: true } } } })
    : Promise.resolve(null);

async function findKeyOrThrow(keyId: number): Promise<KeyWithAgent> {
  const key = await findKey(keyId);
  if (!key) throw new ApiError("NOT_FOUND", refusal("refusals.admin.noApiKey", { id: keyId }));
  return key;
}

/**
 * A change to a key (revoked, its answers' mode): every instance reads its keys again (the access
 * epoch: keys are cached per instance), and the audit log says what was done to which key.
 */
async function changeKey(
  tx: Tx,
  caller: Caller,
  key: KeyWithAgent,
  data: Prisma.ApiKeyUpdateInput,
  action: string,
  done: string,
) {
  const row = await tx.apiKey.update({ where: { id: key.id }, data });
  await bumpAccessEpoch(tx);
  await recordAudit(tx, caller, {
    action,
    targetType: "apiKey",
    targetId: key.id,
    agentId: key.agentId,
    summary: `${done} API key "${key.name}" (${key.prefix}…)${key.agent ? ` of ${key.agent.name}` : ""}`,
  });
  return row;
}

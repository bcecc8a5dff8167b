// API keys: "qs_" + 32 random base62 characters, stored as SHA-256 (keys are high-entropy,
// so a fast hash is safe and keeps the per-request check cheap).
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db/prisma";
import type { Role } from "@/lib/generated/prisma/enums";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function generateApiKey(): string {
  const bytes = randomBytes(32);
  let out = "qs_";
  for (const b of bytes) out += ALPHABET[b % 62];
  return out;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function apiKeyPrefix(key: string): string {
  return key.slice(0, 10);
}

export interface ApiKeyIdentity {
  id: number;
  name: string;
  role: Role;
  agentId: number | null;
  allowedIps: string[];
}

// Resolved keys are cached briefly: the key check must not cost a query on every read.
// A revoked key stops working within CACHE_MS.
const CACHE_MS = 30_000;
const cache = new Map<string, { at: number; identity: ApiKeyIdentity | null }>();

export async function findApiKey(key: string): Promise<ApiKeyIdentity | null> {
  const hash = hashApiKey(key);
  const hit = cache.get(hash);
  const now = Date.now();
  if (hit && now - hit.at < CACHE_MS) return hit.identity;

  const row = await db().apiKey.findUnique({
    where: { hash },
    select: { id: true, name: true, role: true, agentId: true, revokedAt: true, agent: { select: { allowedIps: true } } },
  });
  const identity =
    row && !row.revokedAt
      ? { id: row.id, name: row.name, role: row.role, agentId: row.agentId, allowedIps: row.agent?.allowedIps ?? [] }
      : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(hash, { at: now, identity });
  if (identity) void db().apiKey.update({ where: { id: identity.id }, data: { lastUsedAt: new Date() } }).catch(() => {});
  return identity;
}

export function forgetCachedApiKeys(): void {
  cache.clear();
}

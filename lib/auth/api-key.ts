// API keys: "qs_" + 32 random base62 characters, stored as SHA-256 (keys are high-entropy,
// so a fast hash is safe and keeps the per-request check cheap).
import { singleton } from "@/lib/process/singleton";
import { createHash, randomBytes } from "node:crypto";
import { onAccessChange } from "@/lib/auth/access-watch";
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
  /** the operator's compatibility switch (lib/api/status-in-body.ts) */
  statusInBody: boolean;
}

// Resolved keys are cached so the key check does not cost a query on every read. What takes
// access away must still hold at once:
// - on this instance: revoking a key or suspending an agent calls forgetCachedApiKeys(), and an
//   answer loaded before that call is never stored after it (the generation check);
// - on other instances (several portals behind a load balancer): the same change bumps the one-row
//   AccessEpoch and announces it (lib/auth/access-watch.ts) in its transaction; each instance
//   hears the announcement and drops its cache within milliseconds of the commit. Where
//   announcements cannot arrive (PGlite, a lost listening connection) each instance also reads the
//   epoch at most once a second (one tiny query per second, not per request) and drops its cache
//   when it moved. So a revoked key fails at once where it was revoked, within milliseconds
//   elsewhere, and never later than a second; booking saves also read the agent (suspension, allow
//   list) fresh on every save.
const CACHE_MS = 30_000;
const EPOCH_CHECK_MS = 1_000;
const LAST_USE_EVERY_MS = 60_000;
// One state per process, on globalThis: Next.js bundles this module separately into the routes,
// the pages and the server actions, and a revocation made by an action must clear the cache the
// routes read (module-level state would give each bundle its own, stale for up to a second).
interface KeyCacheState {
  cache: Map<string, { at: number; identity: ApiKeyIdentity | null }>;
  /** Whether this process listens for other instances' revocations yet. */
  watching: boolean;
  generation: number;
  epoch: { value: number | null; checkedAt: number; pending: Promise<void> | null };
  lastUse: Map<number, { at: number; ip: string }>;
}
// Read through a function, not kept in a const: a test file of a shared worker starts with a new one.
const keys = () =>
  singleton<KeyCacheState>("auth.apiKeys", () => ({
    cache: new Map(),
    watching: false,
    generation: 0,
    epoch: { value: null, checkedAt: 0, pending: null },
    lastUse: new Map(),
  }));

async function syncAccessEpoch(now: number): Promise<void> {
  if (!keys().watching) {
    keys().watching = true;
    onAccessChange((change) => {
      if (change.kind !== "user") forgetCachedApiKeys();
    });
  }
  if (now - keys().epoch.checkedAt < EPOCH_CHECK_MS) return;
  keys().epoch.pending ??= (async () => {
    try {
      const row = await db().accessEpoch.findUnique({ where: { id: 1 }, select: { value: true } });
      const value = row?.value ?? 0;
      if (keys().epoch.value !== null && value !== keys().epoch.value) forgetCachedApiKeys();
      keys().epoch.value = value;
      keys().epoch.checkedAt = Date.now();
    } finally {
      keys().epoch.pending = null;
    }
  })();
  await keys().epoch.pending;
}

/** The key's identity, or null for an unknown or revoked key or one of a suspended agent. */
export async function findApiKey(key: string, ip?: string): Promise<ApiKeyIdentity | null> {
  const hash = hashApiKey(key);
  const now = Date.now();
  await syncAccessEpoch(now);
  const hit = keys().cache.get(hash);
  let identity: ApiKeyIdentity | null;
  if (hit && now - hit.at < CACHE_MS) {
    identity = hit.identity;
  } else {
    const loadedIn = keys().generation;
    const row = await db().apiKey.findUnique({
      where: { hash },
      select: {
        id: true,
        name: true,
        role: true,
        agentId: true,
        statusInBody: true,
        revokedAt: true,
        agent: { select: { suspendedAt: true } },
      },
    });
    identity =
      row && !row.revokedAt && !row.agent?.suspendedAt
        ? { id: row.id, name: row.name, role: row.role, agentId: row.agentId, statusInBody: row.statusInBody }
        : null;
    // A revocation that happened while this look-up ran must not be undone by caching its answer.
    if (loadedIn === keys().generation) {
      if (keys().cache.size > 10_000) keys().cache.clear();
      keys().cache.set(hash, { at: now, identity });
    }
  }
  if (identity) recordUse(identity.id, ip ?? "", now);
  return identity;
}

/** Last used (time and IP), written at most once a minute per key unless the address changes. */
function recordUse(id: number, ip: string, now: number): void {
  const last = keys().lastUse.get(id);
  if (last && last.ip === ip && now - last.at < LAST_USE_EVERY_MS) return;
  if (keys().lastUse.size > 10_000) keys().lastUse.clear();
  keys().lastUse.set(id, { at: now, ip });
  void db()
    .apiKey.update({ where: { id }, data: { lastUsedAt: new Date(now), lastUsedIp: ip || null } })
    .catch(() => {});
}

/** Drops every cached key on this instance (a key was revoked or an agent suspended here). */
export function forgetCachedApiKeys(): void {
  keys().generation++;
  keys().cache.clear();
}

import "server-only";
// Whether a user's sessions still stand: the user exists, is not disabled, the session's version
// is the user's current one (end-sessions.ts bumps it), and the session itself was not signed out
// (its id among the user's EndedSession rows). Checked on every request; the
// answer is kept STATE_CACHE_MS per process so a page's several checks cost one query. A change
// made in this process (sign-out, endUserSessions) drops the entry at once; other processes when
// they hear its announcement (lib/auth/access-watch.ts), and at the latest within STATE_CACHE_MS.
import { singleton } from "@/lib/process/singleton";
import { onAccessChange } from "@/lib/auth/access-watch";
import { db } from "@/lib/db/prisma";

export const STATE_CACHE_MS = 5_000;

interface UserSessionState {
  sessionVersion: number;
  disabled: boolean;
  /** ids of the user's sessions signed out one by one, not yet expired */
  ended: ReadonlySet<string>;
}

// One cache per process, on globalThis: Next.js bundles this module separately into next-auth's
// route (sign-out), the other routes, the pages and the server actions; a sign-out must reach all.
interface SessionStateCache {
  entries: Map<number, { at: number; state: UserSessionState | null }>;
  /** Bumped by every forget: a load that began before it must not store what it read. */
  forgets: number;
  /** Whether this process listens for other instances' sign-outs yet. */
  watching: boolean;
}
// Read through a function, not kept in a const: a test file of a shared worker starts with a new one.
const shared = () =>
  singleton<SessionStateCache>("auth.sessionState", () => ({
    entries: new Map(),
    forgets: 0,
    watching: false,
  }));
const cache = () => shared().entries;

async function loadState(userId: number, fresh: boolean): Promise<UserSessionState | null> {
  if (!shared().watching) {
    shared().watching = true;
    onAccessChange((change) => {
      if (change.kind === "user") forgetSessionState(change.userId);
      else if (change.kind === "all") forgetSessionState();
    });
  }
  const now = Date.now();
  const hit = cache().get(userId);
  if (!fresh && hit && now - hit.at < STATE_CACHE_MS) return hit.state;
  const forgetsBefore = shared().forgets;
  // One statement: the user's row and the ids of their sessions signed out one by one.
  const [row] = await db().$queryRaw<{ sessionVersion: number; disabled: boolean; ended: string[] }[]>`
    SELECT u."sessionVersion", u."disabledAt" IS NOT NULL AS disabled,
      ARRAY(SELECT e.sid::text FROM "EndedSession" e WHERE e."userId" = u.id AND e."expiresAt" > now()) AS ended
    FROM "User" u WHERE u.id = ${userId}`;
  const state = row ? { sessionVersion: row.sessionVersion, disabled: row.disabled, ended: new Set(row.ended) } : null;
  if (cache().size > 10_000) cache().clear();
  // A sign-out that committed while this read was under way has made what it read stale.
  if (shared().forgets === forgetsBefore) cache().set(userId, { at: now, state });
  return state;
}

/**
 * True when a session of `userId` issued at `sessionVersion` (with the id `sid`) still stands.
 * Database errors are thrown (an outage is not a signed-out user). `fresh` skips the cache (the
 * proxy's check, which also finds an outage before a page starts rendering).
 */
export async function sessionStands(
  userId: number,
  sessionVersion: number | undefined,
  options: { fresh?: boolean; sid?: string } = {},
): Promise<boolean> {
  let state = await loadState(userId, options.fresh ?? false);
  // Versions only grow: a session newer than the cached version was signed in after the cache
  // was filled (sign out, then straight back in, or on another instance), so the cache is stale.
  if (state && !options.fresh && sessionVersion !== undefined && sessionVersion > state.sessionVersion)
    state = await loadState(userId, true);
  return (
    state !== null &&
    !state.disabled &&
    state.sessionVersion === sessionVersion &&
    !(options.sid && state.ended.has(options.sid))
  );
}

/** The user's current session version, for a new session. */
export async function currentSessionVersion(userId: number): Promise<number> {
  const state = await loadState(userId, true);
  return state?.sessionVersion ?? 0;
}

export function forgetSessionState(userId?: number): void {
  shared().forgets++;
  if (userId === undefined) cache().clear();
  else cache().delete(userId);
}

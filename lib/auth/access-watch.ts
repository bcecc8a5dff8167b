import "server-only";
// Access taken away on one portal instance reaches the others within milliseconds: the change's
// transaction sends a notification on ACCESS_CHANNEL (delivered at its commit), and every process
// that checks keys or sessions listens on one connection of its own and drops what it cached.
// Where notifications cannot arrive (the embedded PGlite; the listening connection lost), the
// caches' own bounds still hold: the access epoch read once a second, session states kept 5 s.
import { singleton } from "@/lib/process/singleton";
import type { Tx } from "@/lib/db/prisma";
import { ACCESS_CHANNEL, startDedicatedListener, type DedicatedListener } from "@/lib/db/notify";
import { env } from "@/lib/env";

/** What a notification on ACCESS_CHANNEL says was taken away. */
export type AccessChange = { kind: "keys" } | { kind: "user"; userId: number } | { kind: "all" };

type AccessChangeHandler = (change: AccessChange) => void;

// One listener and one set of handlers per process, on globalThis: Next.js bundles the modules that
// cache access (API keys, session states) separately into routes, pages and server actions.
interface AccessWatchState {
  handlers: Set<AccessChangeHandler>;
  listener: DedicatedListener | null;
}
// Read through a function, not kept in a const: a test file of a shared worker starts with a new one.
const state = () => singleton<AccessWatchState>("auth.accessWatch", () => ({ handlers: new Set(), listener: null }));

export function parseAccessChange(payload: string): AccessChange | null {
  if (payload === "keys") return { kind: "keys" };
  const user = /^user:(\d{1,10})$/.exec(payload);
  return user ? { kind: "user", userId: Number(user[1]) } : null;
}

function publish(change: AccessChange): void {
  for (const handler of state().handlers) handler(change);
}

/**
 * Calls `handler` for every access change announced by any process, and starts this process's
 * listening connection on first use. While the listener was not hearing (before it connected, after
 * a lost connection), changes may have been missed: `{ kind: "all" }` says to drop everything.
 */
export function onAccessChange(handler: AccessChangeHandler): void {
  state().handlers.add(handler);
  if (state().listener || process.env.QUAYSIDE_ACCESS_WATCH === "0") return;
  state().listener = startDedicatedListener({
    connectionString: env().DATABASE_URL,
    channel: ACCESS_CHANNEL,
    onNotify: (payload) => {
      const change = parseAccessChange(payload);
      if (change) publish(change);
    },
    onStateChange: (verified) => {
      if (verified) publish({ kind: "all" });
    },
  });
}

/** Sends the change to every process when `tx` commits (at once, when `tx` is no transaction). */
export async function announceAccessChange(
  tx: Pick<Tx, "$executeRaw">,
  change: Exclude<AccessChange, { kind: "all" }>,
): Promise<void> {
  const payload = change.kind === "keys" ? "keys" : `user:${change.userId}`;
  await tx.$executeRaw`SELECT pg_notify(${ACCESS_CHANNEL}, ${payload})`;
}

/** True while this process's listening connection is up and hears announcements. */
export function accessWatchListening(): boolean {
  return state().listener?.verified ?? false;
}

/** Stops the listening connection (tests; a process that shuts down). */
export async function stopAccessWatch(): Promise<void> {
  const listener = state().listener;
  state().listener = null;
  await listener?.stop();
}

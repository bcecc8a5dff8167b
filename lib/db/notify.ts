import "server-only";
// PostgreSQL LISTEN/NOTIFY for the process: who changed reference data, learned without polling.
//
// Two ways in:
//  - every connection of the app's pool LISTENs: PostgreSQL hands a session its own
//    notifications at commit, before the writing statement returns, so a change made through
//    this process is known by the time the write's promise resolves (on PGlite too, where the
//    writing connection is the one that receives it);
//  - one dedicated listening connection per process hears other processes' commits. It proves
//    it works with a probe at each connect: PGlite behind pglite-socket shares one session among
//    its sockets and hands a notification to whichever socket is running a statement, so there
//    the probe never arrives, `verified` stays false and callers fall back to polling.
import { singleton } from "@/lib/process/singleton";
import { randomBytes } from "node:crypto";
import pg from "pg";

export const REFERENCE_DATA_CHANNEL = "quayside_reference_data";
/** Access taken away (a key revoked, an agent suspended, a user's sessions ended): lib/auth/access-watch.ts. */
export const ACCESS_CHANNEL = "quayside_access";

export type NotificationHandler = (payload: string) => void;

// The app's pool (lib/db/prisma.ts) reports to a process-wide bus kept on globalThis, so the
// Next.js bundle and the portal's own server code (two copies of this module) hear the same.
const appPoolHandlers = () => singleton("db.app-pool-notifications", () => new Set<NotificationHandler>());

/** Calls `handler` with the payload of every reference-data notification the app's pool receives. */
export function onAppPoolNotification(handler: NotificationHandler): () => void {
  appPoolHandlers().add(handler);
  return () => appPoolHandlers().delete(handler);
}

export const publishToAppPoolHandlers: NotificationHandler = (payload) => {
  for (const handler of appPoolHandlers()) handler(payload);
};

/**
 * The pool's `onConnect` hook: the new connection LISTENs before the pool hands it out, so the
 * process hears its own commits at once.
 */
export function listenOnConnect(onNotify: NotificationHandler): (client: pg.ClientBase) => Promise<void> {
  return async (client) => {
    client.on("notification", (n) => {
      if (n.channel === REFERENCE_DATA_CHANNEL) onNotify(n.payload ?? "");
    });
    // A failure only costs the shortcut: the listener or polling still bring the news.
    await client.query(`LISTEN ${REFERENCE_DATA_CHANNEL}`).catch(() => {});
  };
}

export interface DedicatedListener {
  /** True while the listening connection is up and has received its own probe. */
  readonly verified: boolean;
  stop(): Promise<void>;
}

export interface DedicatedListenerOptions {
  connectionString: string;
  /** The channel to listen on (default: the reference-data channel). */
  channel?: string;
  onNotify: NotificationHandler;
  /** Called whenever `verified` changes (after a connect, a failed probe or a lost connection). */
  onStateChange?: (verified: boolean) => void;
  /** How long a probe may take before the listener counts as not delivering (ms). */
  probeTimeoutMs?: number;
  /** Wait before reconnecting after a lost connection (ms). */
  reconnectMs?: number;
}

/**
 * One connection that LISTENs on a channel (the reference-data one by default) for the life of the process,
 * reconnecting when it is lost. Notifications go to `onNotify`; `verified` says whether they arrive.
 */
export function startDedicatedListener(options: DedicatedListenerOptions): DedicatedListener {
  const probeTimeoutMs = options.probeTimeoutMs ?? 1000;
  const reconnectMs = options.reconnectMs ?? 1000;
  const channel = options.channel ?? REFERENCE_DATA_CHANNEL;
  let verified = false;
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const setVerified = (value: boolean) => {
    if (verified === value) return;
    verified = value;
    options.onStateChange?.(value);
  };

  const scheduleReconnect = () => {
    setVerified(false);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, reconnectMs);
    retry.unref();
  };

  async function connect() {
    if (stopped) return;
    const c = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 5000 });
    client = c;
    const probe = `probe:${randomBytes(8).toString("hex")}`;
    let probeArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (probeArrived = resolve));
    c.on("notification", (n) => {
      if (n.payload === probe) probeArrived();
      else if (n.channel === channel) options.onNotify(n.payload ?? "");
    });
    c.on("error", () => {}); // 'end' follows and reconnects
    c.on("end", () => {
      if (client === c) client = null;
      scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      await sendProbe(options.connectionString, channel, probe);
      const ok = await Promise.race([arrived.then(() => true), delay(probeTimeoutMs).then(() => false)]);
      if (stopped) return;
      setVerified(ok);
      // A listener that cannot hear others (PGlite) is of no use: close it, polling takes over.
      if (!ok) {
        client = null;
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    } catch {
      if (client === c) client = null;
      c.removeAllListeners("end");
      await c.end().catch(() => {});
      scheduleReconnect();
    }
  }

  void connect();
  return {
    get verified() {
      return verified;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      setVerified(false);
      if (c) {
        c.removeAllListeners("end");
        await c.end().catch(() => {});
      }
    },
  };
}

/** The probe goes out on a connection of its own, as another process's commit would. */
async function sendProbe(connectionString: string, channel: string, payload: string) {
  const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  c.on("error", () => {});
  await c.connect();
  try {
    await c.query("SELECT pg_notify($1, $2)", [channel, payload]);
  } finally {
    await c.end().catch(() => {});
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

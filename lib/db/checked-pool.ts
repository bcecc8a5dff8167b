// A pg.Pool whose checkout is bounded as a whole and never hands out an unchecked idle connection.
//
// A frozen server (SIGSTOP, a hung host, a stalled network) keeps its TCP connections open, and
// the kernel still answers keepalive probes for a stopped process, so nothing marks a pooled idle
// connection as dead. Handed to a new request, its first statement would wait out the whole query
// timeout (8 s) where docs/operators/reliability.md promises a new request its 503 within the
// connect timeout (4 s). So a connection that has served before is checked with one round trip
// before it is handed out; a new one has just proved the server alive by connecting.
import pg from "pg";
import { propertyOf } from "@/lib/core/narrow";

type Done = (release?: boolean | Error) => void;
type Callback = (err: Error | undefined, client: pg.PoolClient | undefined, done: Done) => void;
const noop: Done = () => {};
const ignoreLentConnectionError = () => {};

/** pg-pool's own text for a checkout that timed out (lib/core/errors.ts maps it to 503 UNAVAILABLE). */
export const CHECKOUT_TIMEOUT_MESSAGE = "timeout exceeded when trying to connect";

export class CheckedPool extends pg.Pool {
  /** Connections that went back to the pool at least once: idle ones, to be checked on the way out. */
  private readonly served = new WeakSet<pg.PoolClient>();

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on("release", (_err: Error | undefined, client: pg.PoolClient) => this.served.add(client));
    // pg-pool listens for a connection's errors only while it is idle. Lent out (to a transaction,
    // between its statements) a connection the server ends would emit an unheard 'error' and crash
    // the process: the statement that next uses it fails instead, and pg-pool drops a connection
    // that is no longer queryable when it comes back.
    this.on("connect", (client: pg.PoolClient) => client.on("error", ignoreLentConnectionError));
  }

  // pg-pool's query() checks out through connect(), so both paths are checked.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | void {
    const checkedOut = this.checkOut();
    if (!callback) return checkedOut;
    checkedOut.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, noop),
    );
  }

  /**
   * Waiting for a connection, connecting and checking an idle one together take at most the
   * connect timeout (pg-pool bounds the wait and the connecting separately, so they could add up).
   */
  private async checkOut(): Promise<pg.PoolClient> {
    const limitMs = this.options.connectionTimeoutMillis || 0;
    const checked = (async () => {
      const client = await super.connect();
      if (!this.served.has(client)) return client;
      try {
        // A server silent for the whole connect timeout costs the connection (lib/db/prisma.ts
        // ends it on the read timeout); the race below answers the request by its deadline anyway,
        // and a check that passes late gives the connection back to the pool.
        await client.query({ text: "SELECT 1", query_timeout: limitMs });
      } catch (error) {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      return client;
    })();
    if (!limitMs) return checked;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(CHECKOUT_TIMEOUT_MESSAGE)), limitMs);
    });
    try {
      return await Promise.race([checked, timedOut]);
    } catch (error) {
      // Too late for this request: a connection that turns up after all goes back to the pool.
      checked.then(
        (client) => client.release(),
        () => {},
      );
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

const SILENT = new RegExp(
  `Query read timeout|${CHECKOUT_TIMEOUT_MESSAGE}|Connection terminated due to connection timeout`,
);

/**
 * True when the error says the server did not answer in time: a statement past the query timeout,
 * or a checkout past the connect timeout. Work that would go to the database right after such an
 * error (releasing a claim) should not be awaited: it would only wait out another timeout.
 */
export function isDatabaseSilent(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const message = propertyOf(e, "message");
    if (typeof message === "string" && SILENT.test(message)) return true;
    e = propertyOf(e, "cause");
  }
  return false;
}

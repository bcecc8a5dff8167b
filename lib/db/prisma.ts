// One Prisma client and pool per process (lib/process/singleton.ts: dev reloads and every bundle share them).
import { singleton } from "@/lib/process/singleton";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { CheckedPool } from "@/lib/db/checked-pool";
import { listenOnConnect, publishToAppPoolHandlers } from "@/lib/db/notify";
import { log, processLog } from "@/lib/log/logger";

/** The connection pool under Prisma; reads whose SQL writes the response's JSON use it directly. */
export function pgPool(): pg.Pool {
  return singleton("db.pool", () => {
    const e = env();
    // Bounded waits everywhere, so a frozen or unreachable database gives 503s within seconds
    // (docs/operators/reliability.md) instead of requests hanging for as long as it stays frozen:
    const pool = new CheckedPool({
      connectionString: e.DATABASE_URL,
      max: e.DATABASE_POOL_MAX,
      // waiting for a free connection of the pool, connecting, and checking an idle one, in all
      connectionTimeoutMillis: e.DATABASE_CONNECT_TIMEOUT_MS,
      // the server cancels a runaway statement, and ends a session left idle inside a transaction
      statement_timeout: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: 60_000,
      // the client stops waiting for a server that does not answer at all
      query_timeout: e.DATABASE_QUERY_TIMEOUT_MS,
      // a peer gone without a word (cable cut, host down) is noticed on idle connections; a
      // frozen server is not (its kernel answers the probes): CheckedPool checks those
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // Reference-data changes made through this pool are known before the write returns (lib/reads).
      onConnect: listenOnConnect(publishToAppPoolHandlers),
    });
    // An idle connection that the server drops (restart, failover, pg_terminate_backend) is
    // reported here; unheard, the 'error' event would crash the process. The pool replaces it.
    // Not the request's log: the connection outlives the request that happened to open it.
    pool.on("error", (error) => processLog().warn({ err: error.message }, "db: idle connection lost"));
    pool.on("connect", endOnReadTimeout);
    return pool;
  });
}

/**
 * A connection whose server did not answer within query_timeout is treated as dead and ended:
 * left open, the next statement on it (the transaction's ROLLBACK, the next request's query)
 * would queue behind the unanswered one and wait out another timeout. Ended, it fails at once and
 * the pool replaces it.
 */
function endOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout") {
          log().warn("db: no answer within the query timeout; ending the connection");
          void client.end().catch(() => {});
        }
      });
    }
    return result;
  };
}

function createClient(): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pgPool()) });
}

export function db(): PrismaClient {
  return singleton("db.prisma", createClient);
}

/** A client of its own on one connection, for scripts and set-up work outside the app's pool. */
export function connectPrisma(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 1 }) });
}

export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

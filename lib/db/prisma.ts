// One Prisma client per process (kept on globalThis so dev reloads don't open new pools).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pgPool?: pg.Pool };

/** The connection pool under Prisma; reads whose SQL writes the response's JSON use it directly. */
export function pgPool(): pg.Pool {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!globalForPrisma.pgPool) {
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX, connectionTimeoutMillis: 5000 });
    // An idle connection that the server drops (restart, failover, pg_terminate_backend) is
    // reported here; unheard, the 'error' event would crash the process. The pool replaces it.
    pool.on("error", (error) => console.error("[db] idle connection lost:", error.message));
    globalForPrisma.pgPool = pool;
  }
  return globalForPrisma.pgPool;
}

function createClient(): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pgPool()) });
}

export function db(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

/** A client of its own on one connection, for scripts and set-up work outside the app's pool. */
export function connectPrisma(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 1 }) });
}

export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

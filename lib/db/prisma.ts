// One Prisma client per process (kept on globalThis so dev reloads don't open new pools).
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX, connectionTimeoutMillis: 5000 });
  return new PrismaClient({ adapter });
}

export function db(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

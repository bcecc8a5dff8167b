import "server-only";
// Rate limits shared by every portal process: rate-limiter-flexible's PostgreSQL store, on the
// app's own pool, in the "rate_limits" table (migration rate_limits; the same on the embedded
// database). Expired rows are purged by the library every few minutes.
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/db/prisma";
import { env } from "@/lib/env";
import { RateLimitedError } from "@/lib/rate-limit/rate-limited-error";

export interface LimitRule {
  /** names the rule's keys in the table */
  name: string;
  points: number;
  windowSeconds: number;
  /** once over the limit, refused for this long (default: the rest of the window) */
  blockSeconds?: number;
}

/** Sign-in attempts per account: the 11th within 15 minutes locks the account for 15 minutes, right password or not. */
export const SIGN_IN_PER_ACCOUNT: LimitRule = { name: "signin_account", points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
/** Failed sign-ins per client address (many accounts tried from one place): SIGN_IN_FAILURES_PER_IP in 15 minutes. */
export function signInPerIp(): LimitRule {
  return { name: "signin_ip", points: env().SIGN_IN_FAILURES_PER_IP, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
}
/** Booking saves per caller (API key or user), per minute; SAVE_RATE_LIMIT_PER_MINUTE, 0 turns it off. */
export function savePerCaller(): LimitRule | null {
  const points = env().SAVE_RATE_LIMIT_PER_MINUTE;
  return points > 0 ? { name: "save_caller", points, windowSeconds: 60 } : null;
}

const globalForLimits = globalThis as unknown as { rateLimiters?: Map<string, RateLimiterPostgres> };

/**
 * The library names its prepared statements. The embedded database (PGlite) is one session behind
 * every connection, so a statement prepared by a connection the pool has since closed still
 * exists there and preparing it again fails: send the same SQL unnamed.
 */
const unnamedStatements = {
  query: (q: { text: string; values?: unknown[] }) => pgPool().query({ text: q.text, values: q.values }),
};

function limiter(rule: LimitRule): RateLimiterPostgres {
  const limiters = (globalForLimits.rateLimiters ??= new Map());
  const id = `${rule.name}:${rule.points}:${rule.windowSeconds}:${rule.blockSeconds ?? 0}`;
  let found = limiters.get(id);
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: unnamedStatements,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    });
    limiters.set(id, found);
  }
  return found;
}

function retryAfter(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Counts one request against `key`; throws RateLimitedError when over the limit. Store errors are thrown as they are. */
export async function consumeLimit(rule: LimitRule, key: string, points = 1): Promise<void> {
  try {
    await limiter(rule).consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(retryAfter(error));
    throw error;
  }
}

/** Gives points back (a request that turned out fine). */
export async function refundLimit(rule: LimitRule, key: string, points = 1): Promise<void> {
  await limiter(rule).reward(key, points);
}

/** Forgets `key` under `rule` (a successful sign-in clears the account's failures). */
export async function resetLimit(rule: LimitRule, key: string): Promise<void> {
  await limiter(rule).delete(key);
}

import "server-only";
// Rate limits shared by every portal process: rate-limiter-flexible's PostgreSQL store, on the
// app's own pool, in the "rate_limits" table (migration rate_limits; the same on the embedded
// database). Expired rows are purged by the library every few minutes.
import { singleton } from "@/lib/process/singleton";
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

/**
 * Sign-in attempts per account from one client address: the 11th within 15 minutes makes that
 * address wait 15 minutes for that account, right password or not. Another address (the owner's)
 * is not held up by it (docs/operators/sign-in-and-sessions.md).
 */
export const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: LimitRule = {
  name: "signin_account_ip",
  points: 10,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};
/**
 * Sign-in attempts per account from every address together (guessing spread over many
 * addresses): SIGN_IN_FAILURES_PER_ACCOUNT in 15 minutes; past it, only addresses the account
 * signed in from before (SIGN_IN_KNOWN_ADDRESS) may still try.
 */
export function signInPerAccount(): LimitRule {
  return {
    name: "signin_account_all",
    points: env().SIGN_IN_FAILURES_PER_ACCOUNT,
    windowSeconds: 15 * 60,
    blockSeconds: 15 * 60,
  };
}
/** An address the account signed in from, remembered for 30 days (one point under the key: it exists or not). */
export const SIGN_IN_KNOWN_ADDRESS: LimitRule = { name: "signin_known", points: 1, windowSeconds: 30 * 24 * 3_600 };
/** Failed sign-ins per client address (many accounts tried from one place): SIGN_IN_FAILURES_PER_IP in 15 minutes. */
export function signInPerIp(): LimitRule {
  return { name: "signin_ip", points: env().SIGN_IN_FAILURES_PER_IP, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };
}
/** Booking saves per caller (API key or user), per minute; SAVE_RATE_LIMIT_PER_MINUTE, 0 turns it off. */
export function savePerCaller(): LimitRule | null {
  const points = env().SAVE_RATE_LIMIT_PER_MINUTE;
  return points > 0 ? { name: "save_caller", points, windowSeconds: 60 } : null;
}

/**
 * Uploads (POST /api/files) per agent, per minute, whoever sends them (its keys, its users, staff
 * uploading for it); FILE_UPLOADS_PER_MINUTE, 0 turns it off.
 */
export function uploadsPerAgent(): LimitRule | null {
  const points = env().FILE_UPLOADS_PER_MINUTE;
  return points > 0 ? { name: "upload_agent", points, windowSeconds: 60 } : null;
}

/**
 * The library names its prepared statements. The embedded database (PGlite) is one session behind
 * every connection, so a statement prepared by a connection the pool has since closed still
 * exists there and preparing it again fails: send the same SQL unnamed.
 */
const unnamedStatements = {
  query: (q: { text: string; values?: unknown[] }) => pgPool().query({ text: q.text, values: q.values }),
};

function limiter(rule: LimitRule): RateLimiterPostgres {
  const limiters = singleton("rate-limit.limiters", () => new Map<string, RateLimiterPostgres>());
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

/** Records `key` under `rule` for the rule's window (a fact remembered, not a count). */
export async function rememberKey(rule: LimitRule, key: string): Promise<void> {
  await limiter(rule).set(key, 1, rule.windowSeconds);
}

/** Whether `key` was recorded under `rule` within its window. */
export async function keyRemembered(rule: LimitRule, key: string): Promise<boolean> {
  return (await limiter(rule).get(key)) !== null;
}

/**
 * Public tracking look-ups (a booking code and VIN end, or a share link) per client address: the
 * 61st wrong one within an hour makes the address wait an hour; a look-up that finds its booking is
 * given back (lib/tracking/track.ts), so a consignee reloading the page is never held up.
 */
export const TRACK_GUESSES_PER_ADDRESS: LimitRule = {
  name: "track_ip",
  points: 60,
  windowSeconds: 60 * 60,
  blockSeconds: 60 * 60,
};

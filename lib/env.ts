// The environment, read once and validated. Server-only.
import { z } from "zod";

const envSchema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (scripts/run-portal.ts sets it for the embedded database)"),
  /** Connections per process; 1 against the embedded database, which serves one at a time. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  /** How many reverse proxies in front of the portal append to X-Forwarded-For (0: trust the socket only). */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** Largest request body accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(4 * 1024 * 1024),
  /** "0" turns off the item feed worker inside the portal process (run `npm run worker` instead). */
  FEED_WORKER: z.enum(["0", "1"]).default("1").transform((v) => v === "1"),
  /** "1" lets subscriptions post to private, loopback and link-local addresses (demo, tests). */
  FEED_ALLOW_PRIVATE_URLS: z.enum(["0", "1"]).default("0").transform((v) => v === "1"),
  /** Posts a feed worker keeps in flight at once. */
  FEED_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export type Env = z.infer<typeof envSchema>;
let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

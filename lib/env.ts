// The environment, read once and validated. Server-only.
import { z } from "zod";

const envSchema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (scripts/run-portal.ts sets it for the embedded database)"),
  /** Connections per process; 1 against the embedded database, which serves one at a time. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** The server cancels a statement running longer than this (PostgreSQL statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(7_000),
  /** The client gives up on a query the server has not answered by then (a frozen server or network): 503. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
  /** Getting a connection (waiting for a free one, connecting, checking an idle one), at most this long in all. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  /** The portal's public URL (next-auth); an https one makes the session cookies "__Secure-" and Secure. */
  NEXTAUTH_URL: z.string().optional(),
  /** How many reverse proxies in front of the portal append to X-Forwarded-For (0: trust the socket only). */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** Largest request body accepted, in bytes. */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 * 1024),
  /** Largest uploaded file (POST /api/files), in bytes: 413 above it. */
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  /** Uploaded files no booking refers to are purged once they are this many hours old. */
  FILE_ORPHAN_HOURS: z.coerce.number().min(0).default(1),
  /** Uploads per agent (all its keys and users, and staff uploading for it) per minute: 429 over it; 0 turns it off. */
  FILE_UPLOADS_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** Bytes of uploaded files an agent may hold (referenced or not): 413 for an upload that does not fit; 0 turns it off. */
  FILE_STORAGE_PER_AGENT_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 1024 * 1024 * 1024),
  /** "0" turns off the item feed worker inside the portal process (run `npm run worker` instead). */
  FEED_WORKER: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  /** "1" lets subscriptions post to private, loopback and link-local addresses (demo, tests). */
  FEED_ALLOW_PRIVATE_URLS: z
    .enum(["0", "1"])
    .default("0")
    .transform((v) => v === "1"),
  /** Bound in bytes of the per-process cache of schedule-read answers (lib/reads); 0 turns it off. */
  READ_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  /** Posts a feed worker keeps in flight at once. */
  /** Booking saves per caller (API key or user) per minute; 0 turns the limit off. */
  SAVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  /** Failed sign-ins per client address in 15 minutes before it must wait (offices behind one NAT may need more). */
  SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Sign-ins per account from all addresses together in 15 minutes before only addresses it signed in from before may try. */
  SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(100),
  FEED_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  /**
   * After SIGTERM: how long a portal lets requests in flight finish (then closes their connections),
   * and how long a feed worker lets posts in flight finish (then releases their batches).
   * Above the database's bounds (8 s) and a feed post's (10 s), so normally nothing is cut.
   */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(0).default(15_000),
  /**
   * After SIGTERM, before that deadline: how long a portal answers /api/ready 503 while it still
   * accepts and serves, so the load balancer takes it out before it refuses any connection. At
   * least the balancer's time to notice (haproxy.cfg: about 2 s); SIGINT skips it.
   */
  SHUTDOWN_UNREADY_MS: z.coerce.number().int().min(0).default(5_000),
  FEED_WORKER_PER_SUBSCRIPTION: z.coerce.number().int().min(1).max(64).default(4),
  /** smtp://user:pass@host:587 or smtps://…:465: notification e-mails go out through it; unset: no e-mail (the portal says so). */
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The From of notification e-mails. */
  SMTP_FROM: z.string().min(3).default("Quayside <notifications@quayside.invalid>"),
  /** The portal's public URL for links in e-mails; default NEXTAUTH_URL, then http://localhost:$PORT. */
  PORTAL_URL: z.string().url().optional(),
  /** "0" turns off the notification worker inside the portal process (run `npm run worker` instead). */
  NOTIFICATION_WORKER: z
    .enum(["0", "1"])
    .default("1")
    .transform((v) => v === "1"),
  /**
   * scrypt's cost as log2 of N for new password hashes (17: OWASP's N=2^17, r=8, p=1). Lower only in
   * test suites, which hash hundreds of passwords (they set 12); a stored hash keeps its own cost.
   */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** E-mails a notification worker sends at once. */
  NOTIFICATION_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
});

export type Env = z.infer<typeof envSchema>;
let cached: Env | undefined;

export function env(): Env {
  cached ??= envSchema.parse(process.env);
  return cached;
}

/** Tests only: the next env() reads process.env again (a test file of a shared worker: lib/testing/between-files.ts). */
export function forgetEnv(): void {
  cached = undefined;
  site = undefined;
}

const siteSchema = envSchema.pick({ NEXTAUTH_URL: true });
let site: z.infer<typeof siteSchema> | undefined;

/**
 * The portal's own URL settings alone: modules that run where the database need not be configured
 * (the proxy, next-auth's options while `next build` collects pages) read them without the rest.
 */
export function siteEnv(): z.infer<typeof siteSchema> {
  site ??= siteSchema.parse(process.env);
  return site;
}

const passwordSchema = envSchema.pick({ PASSWORD_HASH_LOG_N: true });

/** The password hashing settings alone (the seed and next-auth's options read them). */
export function passwordEnv(): z.infer<typeof passwordSchema> {
  return passwordSchema.parse(process.env);
}

/** NEXTAUTH_URL is an https URL: the portal is served over TLS. */
export function configuredForHttps(): boolean {
  return siteEnv().NEXTAUTH_URL?.startsWith("https://") ?? false;
}

// npm start / npm run dev — runs the portal. Without DATABASE_URL it first starts the embedded
// PostgreSQL (PGlite, data under .data/); either way it migrates the database and seeds demo
// data when it is empty (lib/seed/prepare-database.ts).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { startEmbeddedPostgres, DEFAULT_DATA_DIR } from "../lib/db/embedded";
import { describeCredentials } from "../lib/seed/seed";
import { prepareDatabase } from "../lib/seed/prepare-database";
import { loadDemoCredentials, saveDemoCredentials } from "../lib/seed/credentials-file";
import { guardProcessOutput } from "../lib/log/process-output";

// A log reader that goes away must not take the portal down (lib/log/process-output.ts).
guardProcessOutput();

const mode = process.argv[2] === "dev" ? "dev" : "start";
const port = Number(process.env.PORT ?? 3000);
// HOSTNAME: the address to listen on (docs/operators/configuration.md); all interfaces by default.
const hostname = process.env.HOSTNAME || "0.0.0.0";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
process.env.NEXTAUTH_SECRET ??= await localSecret();

const databaseUrlGiven = Boolean(process.env.DATABASE_URL);
// The embedded demo feeds its own receiver on 127.0.0.1 (lib/feed/demo-receiver.ts).
if (!databaseUrlGiven) process.env.FEED_ALLOW_PRIVATE_URLS ??= "1";
let stopDatabase = async () => {};
const started = Date.now();
if (!databaseUrlGiven) {
  const dataDir = process.env.EMBEDDED_DATA_DIR ?? DEFAULT_DATA_DIR;
  const pg = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 0) || undefined });
  stopDatabase = pg.stop;
  process.env.DATABASE_URL = pg.url;
  process.env.DATABASE_POOL_MAX = "1"; // PGlite serves one connection at a time
  console.log(`Embedded PostgreSQL (PGlite) on ${path.relative(process.cwd(), dataDir)}/`);
}
// A server given by DATABASE_URL is migrated too; demo data goes in only when it is empty (SEED_DEMO=0 to skip).
const seeded = await prepareDatabase(process.env.DATABASE_URL!, {
  seedWhenEmpty: !databaseUrlGiven || process.env.SEED_DEMO !== "0",
  // MIGRATE_ON_START=0: several instances behind a balancer, migrated once before the rollout
  // (`npm run db:migrate`), so instances starting together do not queue on the migration lock.
  migrate: !databaseUrlGiven || process.env.MIGRATE_ON_START !== "0",
  log: (line) => console.log(line),
});
if (seeded && !databaseUrlGiven) await saveDemoCredentials(seeded);
console.log(`Database ready in ${Date.now() - started} ms`);

const { startPortalServer } = await import("../lib/server/portal-server");
const server = await startPortalServer({ dev: mode === "dev", hostname, port });
const localUrl = `http://${hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname}:${port}`;
const feed = await startFeed(localUrl);
const notifications = await startNotifications();
console.log(`\nQuayside is running: http://localhost:${port}  (sign in at http://localhost:${port}/signin)`);
const credentials = databaseUrlGiven ? seeded : await loadDemoCredentials();
if (credentials) console.log(describeCredentials(credentials));
for (const name of ["DEMO_API_KEY", "DEMO_OTHER_API_KEY", "DEMO_ADMIN_API_KEY"]) {
  if (process.env[name]) console.log(`  ${name} from the environment is accepted as well.`);
}

// SIGTERM (systemd, a rolling restart): unready first — /api/ready 503 for SHUTDOWN_UNREADY_MS while
// everything else is still served, so the balancer takes this instance out before it refuses a
// connection — then it stops accepting; requests in flight and the in-process feed worker's posts
// get SHUTDOWN_DEADLINE_MS, then the pool closes (a save cut short at the deadline is rolled back
// by PostgreSQL when its connection ends). SIGINT (Ctrl-C) skips the unready step, and a second
// signal ends it.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return server.endUnready();
  stopping = true;
  const { env } = await import("../lib/env");
  const deadline = env().SHUTDOWN_DEADLINE_MS;
  const unreadyMs = signal === "SIGTERM" ? env().SHUTDOWN_UNREADY_MS : 0;
  if (unreadyMs > 0)
    console.log(`${signal}: unready (/api/ready 503 for ${unreadyMs} ms while still serving), then draining`);
  const stopped = Promise.all([
    server.shutdown({
      unreadyMs,
      deadlineMs: deadline,
      // Printed as the listener closes: whoever reads "draining" (a test, an operator's script)
      // finds new connections refused already.
      onClosing: () =>
        console.log(
          `${signal}: draining (new connections refused, /api/ready 503; ${deadline} ms for requests in flight)`,
        ),
    }),
    feed?.stop(deadline),
    notifications?.stop(),
  ]);
  const [drained, posts] = await stopped;
  const { pgPool } = await import("../lib/db/prisma");
  await Promise.race([
    pgPool()
      .end()
      .catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, 2_000)),
  ]);
  await stopDatabase().catch(() => {});
  console.log(
    `Stopped in ${drained.ms} ms: ${drained.inFlight} requests were in flight, ${drained.cutShort} cut short at the deadline${posts ? `; ${posts.released} feed batches released` : ""}.`,
  );
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

/** A NEXTAUTH_SECRET kept under .data/ so sessions survive restarts of the demo. */
async function localSecret(): Promise<string> {
  const file = path.join(process.cwd(), ".data", "nextauth-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** The notification worker in this process (NOTIFICATION_WORKER=0: none); e-mail only with SMTP_URL. */
async function startNotifications() {
  const { env } = await import("../lib/env");
  const { startNotificationWorker } = await import("../lib/notifications/run-worker");
  const worker = startNotificationWorker();
  console.log(
    worker
      ? `Notification worker running in this process (e-mail ${env().SMTP_URL ? "through SMTP_URL" : "off: SMTP_URL is not set"}).`
      : "Notification worker off (NOTIFICATION_WORKER=0): run `npm run worker`.",
  );
  return worker;
}

/** The item feed's worker in this process (FEED_WORKER=0: none), and the demo's own receiver. */
async function startFeed(portalUrl: string) {
  const { env } = await import("../lib/env");
  if (env().FEED_ALLOW_PRIVATE_URLS) {
    const { wireDemoReceiver } = await import("../lib/feed/demo-receiver");
    const id = await wireDemoReceiver(portalUrl);
    if (id) console.log(`Item feed: the demo agent's subscription ${id} posts to this portal's receiver.`);
  }
  const { startFeedWorker } = await import("../lib/feed/run-worker");
  const worker = startFeedWorker();
  console.log(
    worker
      ? "Item feed worker running in this process."
      : "Item feed worker off (FEED_WORKER=0): run `npm run worker`.",
  );
  return worker;
}

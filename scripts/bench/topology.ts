// npm run bench -- topology — Quayside past one machine, on loopback: a fresh database on the
// PostgreSQL server (BENCH_DATABASE_URL, default 127.0.0.1:5432), two portal processes
// (FEED_WORKER=0) and two feed workers, behind HAProxy run with docs/operators/haproxy.cfg.
// Through the balancer it drives a mixed load at a fixed rate (open loop: requests start on
// schedule however long the answers take, as real clients do; schedule reads, booking reads,
// lists, PDFs, TestOnly and real saves with Idempotency-Keys, milestones) while it
// SIGKILLs a worker and starts it again, restarts each portal in turn (SIGTERM: unready, then
// drained; the next only once the balancer sends the restarted one traffic again), and changes a
// schedule through one instance. Then it reports and checks: the rate reached (TOPOLOGY_RATE),
// failed requests (0; saves retried with their key counted apart), duplicate bookings (0), item
// updates lost (0) or duplicated at a subscriber it runs, the time until the other instance
// serves the changed schedule (≤ 1 s), a revoked key and a signed-out session across instances,
// the sign-in limit across instances, and (long form) p50/p99 at the same rate through the
// balancer beside one instance alone.
//
// TOPOLOGY_BASE_PORT=<n>: the balancer on n, the portals on n+1 and n+2 (default: free ports).
// TOPOLOGY_SHORT=1: the CI form (about a minute: no one-instance comparison, no sign-in limit).
// TOPOLOGY_SECONDS: the least load time (default 120; short 25). TOPOLOGY_RATE: requests started per second (50). TOPOLOGY_REPORT=<file.json>:
// the checks as a test report for scripts/test-summary.mjs. Exit code 1 when a check fails.
// Needs `next build` output (BENCH_SKIP_BUILD=1 is implied when .next exists) and haproxy.
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { bookingInput } from "../../lib/booking/test-helpers";
import { TEST_API_KEYS, TEST_PASSWORD, TEST_USERS } from "../../lib/testing/fixtures";
import {
  freePort,
  portalBuilt,
  startPortalProcess,
  startWorkerProcess,
  type ManagedProcess,
  type PortalProcess,
} from "../../lib/testing/processes";
import { createTestDatabase } from "../../lib/testing/test-database";

const ROOT = path.join(import.meta.dirname, "..", "..");
const SHORT = process.env.TOPOLOGY_SHORT === "1";
const LOAD_SECONDS = Number(process.env.TOPOLOGY_SECONDS ?? (SHORT ? 25 : 120));
const RATE = Number(process.env.TOPOLOGY_RATE ?? 50);
// Requests outstanding at most; a slot due past it is skipped (and the rate check fails).
const MAX_IN_FLIGHT = 500;
const COMPARE_SECONDS = 20;
const PORTAL_ENV = {
  FEED_ALLOW_PRIVATE_URLS: "1",
  TRUSTED_PROXY_COUNT: "1",
  LOG_LEVEL: "warn",
  // As deployment.md's environment, which haproxy.cfg's maxconn is sized for.
  DATABASE_POOL_MAX: "10",
  // One agent key makes every save here, far past a real integrator's rate: the run measures the topology, not the save limiter.
  SAVE_RATE_LIMIT_PER_MINUTE: "0",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
const ROTATION = () =>
  `/api/voyage/rotation?Line=NRL&Pol=BEZEE&Pod=NGLOS&DepartureMin=${inWeeks(0)}&DepartureMax=${inWeeks(8)}`;
const agentHeaders = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
const adminHeaders = { authorization: `Bearer ${TEST_API_KEYS.admin}` };

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The subscriber: records every post's records with its webhook-id, answers 204. */
async function startSubscriber() {
  const posts: { webhookId: string; records: Record<string, unknown>[] }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      posts.push({
        webhookId: String(req.headers["webhook-id"]),
        records: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      });
      res.writeHead(204).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** HAProxy with the operators' configuration, in the foreground (-db), its addresses from the environment. */
async function startBalancer(bind: string, portals: string[]): Promise<Omit<ManagedProcess, "killLogReader">> {
  const child = spawn("haproxy", ["-db", "-f", path.join(ROOT, "docs/operators/haproxy.cfg")], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, QUAYSIDE_LB_BIND: bind, QUAYSIDE_PORTAL_1: portals[0], QUAYSIDE_PORTAL_2: portals[1] },
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    pid: child.pid!,
    child,
    exited,
    output: () => output,
    waitFor: async () => {},
    signal: (s) => void child.kill(s),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}

interface Tally {
  requests: number;
  failed: number;
  failures: Map<string, number>;
  retriedSaves: number;
  latencies: number[];
  byInstance: Map<string, number>;
  /** Requests by kind (read, list, save, pdf, …): the mix that was driven. */
  kinds: Map<string, number>;
  /** Slots not started because MAX_IN_FLIGHT requests were outstanding. */
  skipped: number;
  /** Why save attempts failed (then tried again with their key). */
  retryReasons: Map<string, number>;
}

const newTally = (): Tally => ({
  requests: 0,
  failed: 0,
  failures: new Map(),
  retriedSaves: 0,
  latencies: [],
  byInstance: new Map(),
  kinds: new Map(),
  skipped: 0,
  retryReasons: new Map(),
});

const countKind = (tally: Tally, what: string, n = 1) => tally.kinds.set(what, (tally.kinds.get(what) ?? 0) + n);

/** What the load made, for the checks afterwards. */
interface Made {
  bookingIds: Set<number>;
  items: number[];
  milestones: number;
}

/** When each instance last answered a request through the balancer (performance.now()). */
const lastAnswerAt = new Map<string, number>();

/** An answer read whole (its body within the request's time limit). */
interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T>(): T;
}

async function timed(
  tally: Tally,
  what: string,
  url: string,
  init: RequestInit,
  expected: number[],
): Promise<Answer | null> {
  const started = performance.now();
  tally.requests++;
  countKind(tally, what);
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = Buffer.from(await res.arrayBuffer());
    tally.latencies.push(performance.now() - started);
    const instance = res.headers.get("x-quayside-instance");
    if (instance) {
      tally.byInstance.set(instance, (tally.byInstance.get(instance) ?? 0) + 1);
      lastAnswerAt.set(instance, performance.now());
    }
    if (!expected.includes(res.status)) {
      const key = `${what} ${res.status} ${body.toString("utf8", 0, 120)}`;
      tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
      tally.failed++;
      return null;
    }
    return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body.toString("utf8")) };
  } catch (error) {
    tally.latencies.push(performance.now() - started);
    const key = `${what} ${error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error)}`;
    tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
    tally.failed++;
    return null;
  }
}

/** A real save with its Idempotency-Key: a failure is tried again with the same key (up to 3 times). */
async function save(tally: Tally, base: string, made: Made, testOnly: boolean): Promise<void> {
  const key = `topology-${crypto.randomUUID()}`;
  const body = JSON.stringify({ booking: { ...bookingInput({ items: 2 }), TestOnly: testOnly } });
  for (let attempt = 0; attempt < 3; attempt++) {
    const probe = newTally();
    const res = await timed(
      probe,
      testOnly ? "save TestOnly" : "save",
      base + "/api/booking/save",
      {
        method: "POST",
        headers: { ...agentHeaders, "content-type": "application/json", "idempotency-key": key },
        body,
      },
      [200],
    );
    tally.requests++;
    countKind(tally, testOnly ? "save TestOnly" : "save");
    tally.latencies.push(...probe.latencies);
    for (const [k, v] of probe.byInstance) tally.byInstance.set(k, (tally.byInstance.get(k) ?? 0) + v);
    if (res) {
      if (attempt > 0) tally.retriedSaves++;
      if (!testOnly) {
        const booking = res.json<{ booking: { Id: number; Items: { Id: number }[] } }>().booking;
        made.bookingIds.add(Number(booking.Id));
        made.items.push(...booking.Items.map((i) => Number(i.Id)));
      }
      return;
    }
    // Every failed attempt is shown; only the last one counts as a failed request.
    for (const [k, v] of probe.failures) tally.retryReasons.set(k, (tally.retryReasons.get(k) ?? 0) + v);
    if (attempt === 2) {
      tally.failed++;
      for (const [k, v] of probe.failures) tally.failures.set(k, (tally.failures.get(k) ?? 0) + v);
    }
  }
}

/** Signs in through the balancer (next-auth's CSRF round trip, then the credentials callback); answers the cookies. */
async function signIn(
  tally: Tally,
  base: string,
  email: string,
  password: string,
  expected = [200],
): Promise<{ status: number; cookie: string } | null> {
  const csrf = await timed(tally, "sign-in csrf", base + "/api/auth/csrf", {}, [200]);
  if (!csrf) return null;
  const { csrfToken } = csrf.json<{ csrfToken: string }>();
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const res = await timed(
    tally,
    "sign-in",
    base + "/api/auth/callback/credentials",
    {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: csrfCookie,
        "x-auth-return-redirect": "1",
      },
      body: new URLSearchParams({ email, password, csrfToken, json: "true", callbackUrl: "/" }).toString(),
    },
    expected,
  );
  if (!res) return null;
  const cookie = [csrfCookie, ...res.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");
  return { status: res.status, cookie };
}

/**
 * The mix, one slot per request started, repeated in this order: the probe's reads, lists, saves and
 * PDFs, with milestones. No sign-in: at the production hash cost (2^17) each takes a few hundred
 * CPU-milliseconds, and one slot in twenty of them alone held a core of this two-core machine at
 * 50 requests a second (sessions across instances are checked after the load, below).
 */
const MIX = [
  "read",
  "save",
  "booking read",
  "read",
  "list",
  "milestone",
  "read",
  "pdf",
  "save TestOnly",
  "read",
  "booking read",
  "read",
  "save",
  "list",
  "read",
  "milestone",
  "booking read",
  "pdf",
  "read",
  "read",
] as const;

const READS = () => [
  ROTATION(),
  "/api/Vessel/Search?Line=NRL",
  "/api/voyage/pols?Line=NRL",
  "/api/booking/unitmodels?search=toyota",
  "/api/voyage/pods?ScheduleCategory=Europe%20-%20West%20Africa",
];

/** The `n`th request of the load, of the kind its slot in MIX names. */
async function slot(n: number, base: string, tally: Tally, made: Made): Promise<void> {
  const kind = MIX[n % MIX.length];
  const ids = [...made.bookingIds];
  const booking = ids.length ? ids[n % ids.length] : undefined;
  const get = async (what: string, path: string, isRight?: (body: Buffer) => boolean) => {
    const res = await timed(tally, what, base + path, { headers: agentHeaders }, [200]);
    if (res && isRight && !isRight(res.body)) {
      tally.failed++;
      tally.failures.set(`${what} wrong body`, (tally.failures.get(`${what} wrong body`) ?? 0) + 1);
    }
  };
  const read = () => get("read", READS()[n % 5]);
  switch (kind) {
    case "read":
      return read();
    case "save":
    case "save TestOnly":
      return save(tally, base, made, kind === "save TestOnly");
    case "list":
      return get(
        "list",
        n % 2
          ? "/api/bookings?limit=50"
          : `/api/bookings?status=approved&limit=20&updatedSince=${inWeeks(-1)}T00:00:00Z`,
      );
    case "booking read":
      return booking ? get("booking read", `/api/bookings/${booking}`) : read();
    case "pdf":
      if (!booking) return read();
      return get(
        "pdf",
        n % 2 ? `/api/bookings/${booking}/confirmation.pdf` : `/api/bookings/${booking}/dock-receipts.pdf`,
        (body) => body.subarray(0, 5).toString() === "%PDF-",
      );
    case "milestone": {
      const item = made.items.shift();
      if (!item) return read();
      made.milestones++;
      await timed(
        tally,
        "milestone",
        `${base}/api/items/${item}/milestones`,
        {
          method: "POST",
          headers: { ...adminHeaders, "content-type": "application/json" },
          body: JSON.stringify({
            type: "Delivered",
            on: new Date().toISOString().slice(0, 10),
            location: `lane ${item}`,
          }),
        },
        [200, 201],
      );
    }
  }
}

type LoadRun = Tally & { seconds: number; maxInFlight: number };

/**
 * The mixed load at RATE slots a second, open loop: each slot starts when it is due, however long
 * the ones before it take (closed-loop clients slow down with the server and hide a stall).
 * `seconds` is the time until `until` held; the requests still out then are awaited.
 */
async function load(base: string, until: number | (() => boolean), made: Made): Promise<LoadRun> {
  const tally = newTally();
  const started = performance.now();
  const stop = typeof until === "number" ? () => performance.now() - started > until * 1000 : until;
  const inFlight = new Set<Promise<void>>();
  let issued = 0;
  let maxInFlight = 0;
  while (!stop()) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    for (; issued < due; issued++) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        tally.skipped++;
        continue;
      }
      const p: Promise<void> = slot(issued, base, tally, made)
        .catch((error: unknown) => {
          tally.failed++;
          const key = `slot ${issued % MIX.length}: ${String(error)}`;
          tally.failures.set(key, (tally.failures.get(key) ?? 0) + 1);
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    maxInFlight = Math.max(maxInFlight, inFlight.size);
    await sleep(5);
  }
  const seconds = (performance.now() - started) / 1000;
  // Each request gives up after 30 s, yet one run here (2026-11-28) waited on them for 15 min with
  // no connection open: what is still out after 60 s is counted as failed, and the run goes on.
  const out = [...inFlight];
  const settled = await Promise.race([Promise.all(out).then(() => true), sleep(60_000).then(() => false)]);
  if (!settled) {
    tally.failed += inFlight.size;
    tally.failures.set("never settled (60 s after the load)", inFlight.size);
  }
  return { ...tally, seconds, maxInFlight };
}

function summary(name: string, t: LoadRun) {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  return {
    run: name,
    requests: t.requests,
    "req/s": Math.round((t.requests / t.seconds) * 10) / 10,
    "p50 ms": Math.round(percentile(sorted, 50)),
    "p95 ms": Math.round(percentile(sorted, 95)),
    "p99 ms": Math.round(percentile(sorted, 99)),
    "most in flight": t.maxInFlight,
    failed: t.failed,
    "retried saves": t.retriedSaves,
  };
}

/** ms until `check` holds, polling every 10 ms (at most `limitMs`; Infinity when it never held). */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return Math.round(performance.now() - started);
    await sleep(10);
  }
  return Infinity;
}

export default async function topologyBench(): Promise<void> {
  const checks: { name: string; ok: boolean; figure: string }[] = [];
  const check = (name: string, ok: boolean, figure: string) => checks.push({ name, ok, figure });
  // The short form (CI) asserts what its brief names: 0 failed requests, 0 duplicate bookings,
  // 0 lost updates; the timings across instances it reports, and the long form asserts them.
  const timing = (name: string, ok: boolean, figure: string) =>
    check(
      name,
      ok || SHORT,
      ok || !SHORT ? figure : `${figure} — over its bound; reported, not asserted in the short form`,
    );
  if (spawnSync("haproxy", ["-v"]).status !== 0)
    throw new Error("haproxy is not installed: apt-get install -y haproxy (.ci/run does it when missing)");
  if (!portalBuilt()) {
    console.log("building the portal (next build)…");
    if (spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit" }).status !== 0)
      throw new Error("next build failed");
  }
  const started = performance.now();
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const database = await createTestDatabase();
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const subscriber = await startSubscriber();
  const portals: PortalProcess[] = [];
  const workers: ManagedProcess[] = [];
  // TOPOLOGY_BASE_PORT: the balancer there, the portals on the next two; else free ports.
  const base = Number(process.env.TOPOLOGY_BASE_PORT ?? 0);
  const free = new Set<number>();
  while (!base && free.size < 3) free.add(await freePort());
  const [lbPort, ...ports] = base ? [base, base + 1, base + 2] : [...free];
  const lb = `http://127.0.0.1:${lbPort}`;
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  try {
    // Started side by side; whatever started is stopped in `finally`, even when another failed.
    const launches = await Promise.allSettled([
      ...ports.map((port) => startPortalProcess(database.url, { port, env: PORTAL_ENV })),
      startWorkerProcess(database.url),
      startWorkerProcess(database.url),
    ]);
    for (const [i, r] of launches.entries())
      if (r.status === "fulfilled") (i < 2 ? portals : workers).push(r.value as PortalProcess);
    const failedStart = launches.find((r) => r.status === "rejected");
    if (failedStart) throw failedStart.reason;
    balancer = await startBalancer(
      `127.0.0.1:${lbPort}`,
      ports.map((p) => `127.0.0.1:${p}`),
    );
    const seen = new Set<string>();
    await msUntil(async () => {
      const res = await fetch(lb + "/api/ready").catch(() => null);
      const who = res?.headers.get("x-quayside-instance");
      if (who) seen.add(who);
      return seen.size === 2;
    }, 30_000);
    if (seen.size !== 2) throw new Error(`the balancer did not reach both portals:\n${balancer.output()}`);
    console.log(
      `set up in ${Math.round((performance.now() - started) / 1000)} s: 2 portals, 2 workers, HAProxy on ${lb}`,
    );

    // The agent's integrator subscribes (through the balancer) to the subscriber run here.
    const sub = await fetch(lb + "/api/feed/subscriptions", {
      method: "POST",
      headers: { ...agentHeaders, "content-type": "application/json" },
      body: JSON.stringify({ url: subscriber.url }),
    });
    if (sub.status !== 201 && sub.status !== 200) throw new Error(`subscribe: ${sub.status} ${await sub.text()}`);
    await sub.arrayBuffer();
    const {
      rows: [voyage],
    } = await sql.query<{ id: number }>(`SELECT id FROM "Voyage" ORDER BY id LIMIT 1`);
    const made: Made = { bookingIds: new Set(), items: [], milestones: 0 };
    const {
      rows: [{ lastBooking }],
    } = await sql.query<{ lastBooking: number }>(`SELECT coalesce(max(id), 0) AS "lastBooking" FROM "Booking"`);

    // The events, one after another, while the load runs.
    const events: string[] = [];
    const note = (line: string) => {
      events.push(`${((performance.now() - loadStarted) / 1000).toFixed(1)} s  ${line}`);
      console.log(`  ${events.at(-1)}`);
    };
    let eventsDone = false;
    const retiredOutput: string[] = [];
    let agreementMs = Infinity;
    const restartPortal = async (index: number) => {
      const old = portals[index];
      note(`SIGTERM portal${index + 1}`);
      old.signal("SIGTERM");
      await old.exited;
      const line = old.output().match(/Stopped in .*/)?.[0] ?? "(no stop line)";
      retiredOutput.push(old.output());
      note(`portal${index + 1} exited: ${line}`);
      portals[index] = await startPortalProcess(database.url, { port: ports[index], env: PORTAL_ENV });
      const startedAgain = performance.now();
      note(`portal${index + 1} started again`);
      // As an operator would (deployment.md): the next restart waits until the balancer has put
      // this one back (two passing checks) and sends it requests.
      const backMs = await msUntil(async () => (lastAnswerAt.get(`portal${index + 1}`) ?? 0) > startedAgain, 30_000);
      if (backMs === Infinity) throw new Error(`portal${index + 1} got no request through the balancer within 30 s`);
      note(`portal${index + 1} back in the balancer (answering) after ${backMs} ms`);
    };
    const runEvents = async () => {
      await sleep(2_000);
      note("SIGKILL worker1");
      workers[0].signal("SIGKILL");
      await workers[0].exited;
      workers[0] = await startWorkerProcess(database.url);
      note("worker1 started again");
      await restartPortal(0);
      await restartPortal(1);
      // A schedule change through portal1; how long until portal2 serves it (its ETag moves).
      const before = (await fetch(`http://127.0.0.1:${ports[1]}${ROTATION()}`, { headers: agentHeaders })).headers.get(
        "etag",
      );
      const change = await fetch(`http://127.0.0.1:${ports[0]}/api/voyages/${voyage.id}/allotment`, {
        method: "PUT",
        headers: { ...adminHeaders, "content-type": "application/json" },
        body: JSON.stringify({ allotmentRt: 5000 + Math.floor(Math.random() * 1000) }),
      });
      if (change.status !== 200) throw new Error(`allotment: ${change.status} ${await change.text()}`);
      agreementMs = await msUntil(
        async () =>
          (await fetch(`http://127.0.0.1:${ports[1]}${ROTATION()}`, { headers: agentHeaders })).headers.get("etag") !==
          before,
        5_000,
      );
      note(`schedule changed through portal1; portal2 served it after ${agreementMs} ms`);
      eventsDone = true;
    };
    const loadStarted = performance.now();
    console.log(`mixed load: ${RATE} requests a second through HAProxy, at least ${LOAD_SECONDS} s, events:`);
    const eventRun = runEvents().finally(() => (eventsDone = true));
    const mixed = await load(lb, () => eventsDone && performance.now() - loadStarted > LOAD_SECONDS * 1000, made);
    await eventRun;

    // The feed drains: every update owed to the subscriber delivered.
    const drainMs = await msUntil(
      async () =>
        (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM "FeedDelivery" WHERE status = 'PENDING'`))
          .rows[0].n === 0,
      60_000,
    );
    const owed = await sql.query<{ record: Record<string, unknown> }>(
      `SELECT u.record FROM "FeedDelivery" d JOIN "ItemUpdate" u ON u.id = d."itemUpdateId"`,
    );
    const canonical = (r: Record<string, unknown>) =>
      JSON.stringify(
        Object.keys(r)
          .sort()
          .map((k) => [k, r[k]]),
      );
    const received = new Map<string, number>();
    const postsById = new Map<string, number>();
    for (const post of subscriber.posts) {
      postsById.set(post.webhookId, (postsById.get(post.webhookId) ?? 0) + 1);
      for (const r of post.records) received.set(canonical(r), (received.get(canonical(r)) ?? 0) + 1);
    }
    const lost = owed.rows.filter((r) => !received.has(canonical(r.record))).length;
    const duplicated = [...received.values()].filter((n) => n > 1).reduce((s, n) => s + n - 1, 0);
    const repostedBatches = [...postsById.values()].filter((n) => n > 1).length;

    // Saves: every booking the run made is the one answer of its Idempotency-Key (else a
    // duplicate, even when its answer never reached the client), and every answered one is there.
    const {
      rows: [bookings],
    } = await sql.query<{ n: number; unkeyed: number; answered: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE NOT EXISTS (
                SELECT 1 FROM "IdempotencyKey" k
                WHERE k.key LIKE 'topology-%' AND k.completed
                  -- the stored answer: JSON text in a jsonb string
                  AND (k."responseBody" #>> '{}')::jsonb->'booking'->>'Id' = b.id::text))::int AS unkeyed,
              count(*) FILTER (WHERE b.id = ANY($2::int[]))::int AS answered
       FROM "Booking" b WHERE b.id > $1`,
      [lastBooking, [...made.bookingIds]],
    );
    const duplicateBookings = bookings.unkeyed;
    const lostSaves = made.bookingIds.size - bookings.answered;

    console.table([summary("mixed load with the events", mixed)]);
    console.log("answers by instance:", Object.fromEntries(mixed.byInstance));
    console.log("requests by kind:", Object.fromEntries(mixed.kinds));
    if (mixed.failures.size) console.log("failures:", Object.fromEntries(mixed.failures));
    if (mixed.retryReasons.size) console.log("save attempts tried again:", Object.fromEntries(mixed.retryReasons));
    const errorLines = [...retiredOutput, ...portals.map((p) => p.output())]
      .flatMap((output) => output.split("\n"))
      .filter((line) => /"level":"error"|"msg":"request failed"/.test(line));
    if (errorLines.length)
      console.log(
        `the portals logged ${errorLines.length} errors; the first 10:\n${errorLines.slice(0, 10).join("\n")}`,
      );
    console.log(
      `bookings saved ${made.bookingIds.size}, in the database ${bookings.n}; milestones ${made.milestones}; item updates owed ${owed.rows.length}, lost ${lost}, duplicated ${duplicated} (batches posted again: ${repostedBatches}); feed drained ${drainMs} ms after the load`,
    );
    const rate = mixed.requests / mixed.seconds;
    const missing = [...new Set<string>(MIX)].filter((kind) => !mixed.kinds.get(kind));
    check("every kind of request of the mix was sent", missing.length === 0, missing.join(", ") || "all");
    // The rate a machine carries is its speed, like the timings: the short form reports it (a slow
    // two-core CI machine reached 40 of 50 req/s, 500 in flight, with 0 failed), the long form asserts it.
    timing(
      `at least ${RATE} requests a second of mixed traffic through the restarts`,
      // Slots start on schedule (floor(elapsed × RATE)), and `seconds` runs to the loop's last 5 ms
      // tick: a run that kept up reads a hair under RATE (2,286 requests in 45.75 s is 49.97).
      // Skipped slots are what shows a load that did not keep up.
      rate >= RATE * 0.99 && mixed.skipped === 0,
      `${rate.toFixed(1)} req/s over ${mixed.seconds.toFixed(0)} s (${[...mixed.kinds].map(([k, n]) => `${k} ${n}`).join(", ")})${mixed.skipped ? `; ${mixed.skipped} slots skipped, ${MAX_IN_FLIGHT} in flight` : ""}${missing.length ? `; none of: ${missing.join(", ")}` : ""}`,
    );
    check(
      "0 failed requests through the rolling restarts and the worker kill",
      mixed.failed === 0,
      `${mixed.failed} of ${mixed.requests} (saves retried with their key: ${mixed.retriedSaves})`,
    );
    check(
      "0 lost or duplicated saves",
      duplicateBookings === 0 && lostSaves === 0,
      `${bookings.n} bookings in the database, ${duplicateBookings} of them no key's one answer; ${made.bookingIds.size} saves answered, ${lostSaves} of them missing`,
    );
    check(
      "0 item updates lost at the subscriber",
      lost === 0 && owed.rows.length > 0 && drainMs !== Infinity,
      `${lost} of ${owed.rows.length} lost; ${duplicated} duplicated (at-least-once)`,
    );
    timing("the other instance serves a schedule change within 1 s", agreementMs <= 1000, `${agreementMs} ms`);

    // Revocation across instances: a key issued and used on portal2, revoked through portal1.
    const {
      rows: [acme],
    } = await sql.query<{ id: number }>(`SELECT id FROM "Agent" WHERE code = 'ACME'`);
    const issued = await fetch(`http://127.0.0.1:${ports[0]}/api/admin/agents/${acme.id}/keys`, {
      method: "POST",
      headers: { ...adminHeaders, "content-type": "application/json" },
      body: JSON.stringify({ name: "topology run" }),
    });
    const { id: keyId, key: plain } = (await issued.json()) as { id: number; key: string };
    const viaP2 = () =>
      fetch(`http://127.0.0.1:${ports[1]}/api/voyage/pols?Line=NRL`, {
        headers: { authorization: `Bearer ${plain}` },
      }).then((r) => r.status);
    const usable = issued.status < 300 && (await viaP2()) === 200;
    const revoked = await fetch(`http://127.0.0.1:${ports[0]}/api/admin/keys/${keyId}`, {
      method: "DELETE",
      headers: adminHeaders,
    });
    const revocationMs =
      usable && revoked.status < 300 ? await msUntil(async () => (await viaP2()) === 401, 5_000) : Infinity;
    console.log(
      `a key revoked through portal1 is refused by portal2 after ${revocationMs} ms (target 100 ms; documented bound 1 s)${usable ? "" : ` (set-up failed: issue ${issued.status}, revoke ${revoked.status})`}`,
    );
    timing(
      "a revoked key is refused by the other instance within the documented second",
      revocationMs <= 1100,
      `${revocationMs} ms (target 100 ms: ${revocationMs <= 100 ? "met" : "NOT met"})`,
    );

    // Sign-out across instances: a session signed in and out through portal1, used on portal2.
    const probe = newTally();
    const session = await signIn(probe, `http://127.0.0.1:${ports[0]}`, TEST_USERS.agent, TEST_PASSWORD);
    const me = () =>
      fetch(`http://127.0.0.1:${ports[1]}/api/me`, { headers: { cookie: session?.cookie ?? "" } }).then(
        (r) => r.status,
      );
    let signOutMs = Infinity;
    if (session && (await me()) === 200) {
      const csrf = (await (
        await fetch(`http://127.0.0.1:${ports[0]}/api/auth/csrf`, { headers: { cookie: session.cookie } })
      ).json()) as { csrfToken: string };
      const out = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/signout`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true" }).toString(),
      });
      if (out.status < 400) signOutMs = await msUntil(async () => (await me()) === 401, 10_000);
    }
    console.log(
      `a session signed out through portal1 is refused by portal2 after ${signOutMs} ms (target 100 ms; documented bound 5 s)`,
    );
    timing(
      "a signed-out session is refused by the other instance within the documented 5 s",
      signOutMs <= 5_100,
      `${signOutMs} ms (target 100 ms: ${signOutMs <= 100 ? "met" : "NOT met"})`,
    );

    if (!SHORT) {
      // The sign-in limit across instances: ten failures alternating between them, then refused on both.
      const email = `topology-${Date.now()}@quayside.test`;
      const statuses: number[] = [];
      for (let n = 0; n < 12; n++) {
        const r = await signIn(newTally(), `http://127.0.0.1:${ports[n % 2]}`, email, "wrong-password", [401, 429]);
        statuses.push(r?.status ?? 0);
      }
      console.log(`sign-in failures for one account, alternating instances: ${statuses.join(" ")}`);
      check(
        "the sign-in limit holds across instances",
        statuses.slice(0, 10).every((s) => s === 401) && statuses.slice(10).every((s) => s === 429),
        statuses.join(" "),
      );

      // Throughput and p99: the same load (no events) through the balancer, then on one instance alone.
      const steady: Made = { bookingIds: new Set(made.bookingIds), items: [], milestones: 0 };
      const both = await load(lb, COMPARE_SECONDS, steady);
      const one = await load(`http://127.0.0.1:${ports[0]}`, COMPARE_SECONDS, steady);
      console.table([summary("two instances behind HAProxy", both), summary("one instance alone", one)]);
    }
  } finally {
    await balancer?.stop();
    await Promise.all([...portals, ...workers].map((p) => p.stop()));
    await subscriber.close();
    await sql.end();
    await database.drop();
  }
  console.log(
    `\ntopology run (${SHORT ? "short" : "long"} form) in ${Math.round((performance.now() - started) / 1000)} s:`,
  );
  for (const c of checks) console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.name}: ${c.figure}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`topology: ${checks.length - failed} passed, ${failed} failed`);
  if (process.env.TOPOLOGY_REPORT) {
    writeFileSync(
      process.env.TOPOLOGY_REPORT,
      JSON.stringify(
        {
          numPassedTests: checks.length - failed,
          numFailedTests: failed,
          numPendingTests: 0,
          numTodoTests: 0,
          success: failed === 0,
          checks,
        },
        null,
        2,
      ),
    );
  }
  if (failed) process.exitCode = 1;
}

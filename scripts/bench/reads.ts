// npm run bench -- reads — the five read operations under load (issues 4 and 12).
// On the PostgreSQL server (BENCH_DATABASE_URL, default 127.0.0.1:5432) it creates a seeded
// --scale 10 database, then drives each read with autocannon (8 connections) at:
//   warm        the portal (`next build` output behind lib/server/portal-server.ts) with its read
//               cache: answers served from memory, and 304s to If-None-Match with the current ETag
//   cold        the same portal with the cache off (READ_CACHE_BYTES=0): every request runs its SQL
//   baseline 1  a bare Next.js route handler running the same SQL with `pg` (scripts/bench/_reads-next-baseline),
//               and a bare Next.js route returning a constant (the yardstick of the 304s)
//   baseline 2  bare node:http + pg running the same SQL (scripts/bench/_reads-node-baseline.ts)
// and prints req/s, p50/p99, the ratios and the issue's targets, each checked.
// BENCH_SKIP_BUILD=1 reuses the existing builds; BENCH_DURATION sets the seconds per run (default 5);
// BENCH_ONLY=<regex> keeps the reads whose names match.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { queryToObject } from "../../lib/api/query";
import { searchUnitModelsSql } from "../../lib/catalogue/search-unit-models";
import { unitModelQuerySchema } from "../../lib/catalogue/unit-model-schema";
import { searchVesselsSql } from "../../lib/fleet/search-vessels";
import { vesselQuerySchema } from "../../lib/fleet/vessel-schema";
import { listRoutePortsSql } from "../../lib/ports/list-route-ports";
import { portListQuerySchema } from "../../lib/ports/port-schema";
import { rotationSql } from "../../lib/schedule/rotation-sql";
import { rotationQuerySchema } from "../../lib/schedule/rotation-schema";
import { TEST_API_KEYS } from "../../lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "../../lib/testing/test-database";
import { formatLocalDateTime } from "../../lib/time/local-datetime";

const ROOT = path.resolve(import.meta.dirname, "../..");
const BASELINE_NEXT_DIR = path.join(ROOT, "scripts/bench/_reads-next-baseline");
const RESULTS_DIR = path.join(ROOT, "bench-results");
const CONNECTIONS = 8;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const POOL_MAX = "10";
/** What browsers and HTTP libraries send. */
const CLIENT_ENCODINGS = "gzip, deflate, br";

interface Read {
  name: string;
  path: string;
}
interface BenchCase {
  path: string;
  kind: "rotation" | "json";
  text: string;
  values: unknown[];
}
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function reads(now: Date): Read[] {
  const day = (offset: number) =>
    formatLocalDateTime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)));
  return [
    { name: "rotation (no filter)", path: "/api/voyage/rotation" },
    { name: "rotation Pol", path: "/api/voyage/rotation?Pol=BEZEE" },
    {
      name: "rotation Line+Pol+Pod+4 weeks",
      path: `/api/voyage/rotation?Line=Nordic%20Ro-Ro%20Lines&Pol=BEZEE&Pod=Lagos&DepartureMin=${day(0)}&DepartureMax=${day(28)}`,
    },
    { name: "rotation SailingRoute", path: "/api/voyage/rotation?SailingRoute=MEDS" },
    { name: "vessels Line", path: "/api/Vessel/Search?Line=Atlas%20Car%20Carriers" },
    { name: "unitmodels search", path: "/api/booking/unitmodels?search=toyota" },
    { name: "pols Line", path: "/api/voyage/pols?Line=Nordic%20Ro-Ro%20Lines" },
    { name: "pods ScheduleCategory", path: "/api/voyage/pods?ScheduleCategory=Europe%20-%20West%20Africa" },
  ];
}

/** The statement the portal runs for a read, built by the portal's own functions. */
function statementOf(read: Read, now: Date): BenchCase {
  const url = new URL(read.path, "http://x");
  const route = url.pathname.toLowerCase();
  const sql =
    route === "/api/voyage/rotation"
      ? rotationSql(rotationQuerySchema.parse(queryToObject(rotationQuerySchema.shape, url.searchParams)), now)
      : route === "/api/vessel/search"
        ? searchVesselsSql(vesselQuerySchema.parse(queryToObject(vesselQuerySchema.shape, url.searchParams)))
        : route === "/api/booking/unitmodels"
          ? searchUnitModelsSql(unitModelQuerySchema.parse(queryToObject(unitModelQuerySchema.shape, url.searchParams)))
          : listRoutePortsSql(
              route.endsWith("pols") ? "pol" : "pod",
              portListQuerySchema.parse(queryToObject(portListQuerySchema.shape, url.searchParams)),
              now,
            );
  return {
    path: read.path,
    kind: route === "/api/voyage/rotation" ? "rotation" : "json",
    text: sql.text,
    values: sql.values,
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

interface Server {
  name: string;
  url: string;
  stop(): Promise<void>;
}

/** Starts a server in its own process group (so stopping it ends its children too) and waits for "ready". */
async function startServer(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  readyText: RegExp,
): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyText.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`${name} exited (${code}):\n${output}`)));
  });
  child.removeAllListeners("exit");
  // From now on the server's output (a log line per request) is drained and dropped: kept and
  // searched, it would cost this process — which runs autocannon — more than the server's work.
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.removeAllListeners("data");
    stream.resume();
  }
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        return;
      }
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          /* already gone */
        }
      }
    },
  };
}

/** A run of `duration` seconds, or of `amount` answers in all. */
type RunLength = { duration: number } | { amount: number };

async function measure(
  url: string,
  headers: Record<string, string>,
  expected: number,
  length: RunLength = { duration: DURATION },
): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, ...length, headers, timeout: 120 });
  const answered = expected === 304 ? result["3xx"] : result["2xx"];
  // Answers per second over the whole run (the per-second average rounds slow reads down to 0).
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.requests.total - answered,
    errors: result.errors + result.timeouts,
  };
}

/**
 * One read on one server: a first request (must answer `expected`), 1 s of warm-up, then the run.
 * A read whose first answer takes over a second (the unfiltered rotation without the cache) would
 * finish a handful of answers in a run, or none: it is measured over four answers per connection.
 */
async function measureOne(
  server: Server,
  read: Read,
  headers: Record<string, string>,
  label = server.name,
  expected = 200,
): Promise<Figures> {
  const started = performance.now();
  const first = await fetch(server.url + read.path, { headers });
  if (first.status !== expected)
    throw new Error(`${server.name} ${read.path}: HTTP ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  const slow = performance.now() - started > 1000;
  if (!slow) await measure(server.url + read.path, headers, expected, { duration: 1 }); // warm-up
  const figures = await measure(
    server.url + read.path,
    headers,
    expected,
    slow ? { amount: 4 * CONNECTIONS } : { duration: DURATION },
  );
  console.log(
    `  ${read.name.padEnd(32)} ${label.padEnd(22)} ${fmt(figures.rps, figures.rps < 10 ? 1 : 0).padStart(6)} req/s  p50 ${fmt(figures.p50)} ms  p99 ${fmt(figures.p99)} ms${figures.non2xx || figures.errors ? `  (${figures.non2xx} not ${expected}, ${figures.errors} errors)` : ""}`,
  );
  return figures;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function run(command: string, args: string[], cwd = ROOT) {
  const r = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

interface Row {
  read: Read;
  warm: Figures;
  /** warm, asking for compression as HTTP clients do (the cache holds each coding ready) */
  warmCompressed: Figures;
  notModified: Figures;
  constant: Figures;
  cold: Figures;
  b1: Figures;
  b2: Figures;
}

export default async function benchReads(): Promise<void> {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const now = new Date();
  // BENCH_ONLY=<regex> measures only the reads whose names match (e.g. "vessels|pols").
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
  const list = reads(now).filter((r) => !only || only.test(r.name));
  const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
  const started = Date.now();

  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    console.log("building the portal (next build)…");
    run("npx", ["next", "build"]);
  }
  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(path.join(BASELINE_NEXT_DIR, ".next/BUILD_ID"))) {
    console.log("building baseline 1 (bare Next.js route handler)…");
    // webpack: Turbopack takes the repository (its lockfile) as the root and pulls in the portal's proxy.ts.
    run("npx", ["next", "build", "--webpack", BASELINE_NEXT_DIR]);
  }

  const databases: TestDatabase[] = [];
  const servers: Server[] = [];
  try {
    console.log("seeding a --scale 10 database…");
    const scale10 = await createTestDatabase({ scale: 10 });
    databases.push(scale10);
    await analyze(scale10.url); // planner statistics, as autovacuum would have them

    await mkdir(RESULTS_DIR, { recursive: true });
    const casesFile = path.join(RESULTS_DIR, "reads-cases.json");
    await writeFile(casesFile, JSON.stringify(list.map((r) => statementOf(r, now))));

    const env10 = {
      DATABASE_URL: scale10.url,
      DATABASE_POOL_MAX: POOL_MAX,
      BENCH_CASES: casesFile,
      NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      NEXTAUTH_URL: "http://127.0.0.1",
    };
    const tsx = path.join(ROOT, "node_modules/.bin/tsx");
    const next = path.join(ROOT, "node_modules/.bin/next");
    const portalArgs = ["--tsconfig", "scripts/tsconfig.json", "scripts/bench/_reads-portal.ts"];

    // All servers run at once and each read is measured on them back to back, so a change in the
    // machine's load (other processes) touches the compared figures alike.
    console.log("starting the portal (warm and cold) and the two baselines…");
    const warm = await startServer("portal warm", tsx, portalArgs, env10, /ready/);
    servers.push(warm);
    const cold = await startServer(
      "portal cold (no cache)",
      tsx,
      portalArgs,
      { ...env10, READ_CACHE_BYTES: "0" },
      /ready/,
    );
    servers.push(cold);
    const next10 = await startServer(
      "baseline 1 (Next + pg)",
      next,
      ["start", BASELINE_NEXT_DIR, "-H", "127.0.0.1"],
      env10,
      /Ready|started server|Local:/i,
    );
    servers.push(next10);
    const node10 = await startServer(
      "baseline 2 (http + pg)",
      tsx,
      ["--tsconfig", "scripts/tsconfig.json", "scripts/bench/_reads-node-baseline.ts"],
      env10,
      /ready/,
    );
    servers.push(node10);

    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run:`);
    const rows: Row[] = [];
    for (const read of list) {
      const etag = await currentEtag(warm, read, auth);
      rows.push({
        read,
        warm: await measureOne(warm, read, auth),
        warmCompressed: await measureOne(
          warm,
          read,
          { ...auth, "accept-encoding": CLIENT_ENCODINGS },
          "portal warm (gzip, br)",
        ),
        notModified: await measureOne(warm, read, { ...auth, "if-none-match": etag }, "304", 304),
        constant: await measureOne(next10, { name: read.name, path: "/constant" }, {}, "constant"),
        cold: await measureOne(cold, read, auth),
        b1: await measureOne(next10, read, {}),
        b2: await measureOne(node10, read, {}),
      });
    }
    report(rows);
    await writeFile(
      path.join(RESULTS_DIR, "reads.json"),
      JSON.stringify(
        { at: now.toISOString(), connections: CONNECTIONS, duration: DURATION, rows: rows.map(tableRow) },
        null,
        2,
      ),
    );
    console.log(`(${Math.round((Date.now() - started) / 1000)} s; figures also in bench-results/reads.json)`);
  } finally {
    for (const s of servers) await s.stop().catch(() => {});
    for (const d of databases) await d.drop().catch((e) => console.error("could not drop", e));
    await rm(path.join(BASELINE_NEXT_DIR, ".next"), { recursive: true, force: true }).catch(() => {});
  }
}

/** The read's ETag as the warm portal gives it now (this first request also fills its cache). */
async function currentEtag(server: Server, read: Read, headers: Record<string, string>): Promise<string> {
  const res = await fetch(server.url + read.path, { headers });
  await res.arrayBuffer();
  const etag = res.headers.get("etag");
  if (res.status !== 200 || !etag) throw new Error(`${server.name} ${read.path}: HTTP ${res.status}, ETag ${etag}`);
  return etag;
}

function tableRow(r: Row): Record<string, string> {
  return {
    read: r.read.name,
    "cold req/s": fmt(r.cold.rps, r.cold.rps < 10 ? 1 : 0),
    "warm req/s": fmt(r.warm.rps, r.warm.rps < 10 ? 1 : 0),
    "warm p50/p99 ms": `${fmt(r.warm.p50)}/${fmt(r.warm.p99)}`,
    "warm br p50 ms": fmt(r.warmCompressed.p50),
    "304 req/s": fmt(r.notModified.rps, 0),
    "B1 req/s": fmt(r.b1.rps, r.b1.rps < 10 ? 1 : 0),
    "B2 req/s": fmt(r.b2.rps, r.b2.rps < 10 ? 1 : 0),
    "const req/s": fmt(r.constant.rps, 0),
    "cold÷B1": fmt(r.cold.rps / r.b1.rps, 2),
    "warm÷B2": fmt(r.warm.rps / r.b2.rps, 2),
    "304÷const": fmt(r.notModified.rps / r.constant.rps, 2),
  };
}

/** The table, then each of the issue's targets with its figure and ✔ / ✘. */
function report(rows: Row[]) {
  console.log(
    `\nReads at scale 10 — portal warm (cache) and cold (no cache) vs baseline 1 (bare Next.js + pg; const: a bare Next.js route returning a constant) and baseline 2 (node:http + pg), ${CONNECTIONS} connections:`,
  );
  printTable(rows.map(tableRow));
  const checks: [string, number, string, boolean][] = [];
  const byName = (name: string) => rows.find((r) => r.read.name === name);
  // A ratio to a baseline that answered nothing in its run is not a pass.
  const atLeast = (label: string, value: Figures, base: Figures, factor: number) =>
    checks.push([label, value.rps / base.rps, "×", base.rps > 0 && value.rps >= factor * base.rps]);
  const pol = byName("rotation Pol");
  if (pol) atLeast("warm rotation Pol ≥ 5× baseline 2", pol.warm, pol.b2, 5);
  for (const r of rows) atLeast(`warm ${r.read.name} ≥ 1× baseline 2`, r.warm, r.b2, 1);
  for (const r of rows) atLeast(`304 ${r.read.name} ≥ 0.9× Next.js constant`, r.notModified, r.constant, 0.9);
  for (const r of rows) atLeast(`cold ${r.read.name} ≥ 0.9× baseline 1`, r.cold, r.b1, 0.9);
  const all = byName("rotation (no filter)");
  // A client that accepts compression (browsers, curl --compressed, every HTTP library) gets the
  // cached br/gzip body; an uncompressed 10 MB answer is bound by copying bytes, shown beside it.
  if (all)
    checks.push([
      "warm rotation (no filter) p50 ≤ 100 ms, gzip/br",
      all.warmCompressed.p50,
      " ms",
      all.warmCompressed.p50 <= 100,
    ]);
  console.log("\nTargets (issue 12):");
  for (const [label, value, unit, ok] of checks)
    console.log(`  ${ok ? "✔" : "✘"} ${label.padEnd(52)} ${fmt(value, unit === " ms" ? 1 : 2)}${unit}`);
  const failed = checks.filter((c) => !c[3]).length;
  console.log(
    failed ? `${failed} of ${checks.length} targets missed on this run.` : `all ${checks.length} targets met.`,
  );
}

async function analyze(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("VACUUM ANALYZE");
  await client.end();
}

function printTable(rows: Record<string, string>[]) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => r[k].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(line(keys));
  console.log(`|${widths.map((w, i) => (i === 0 ? ":" : "-") + "-".repeat(w) + (i === 0 ? "-" : ":")).join("|")}|`);
  for (const r of rows) console.log(line(keys.map((k) => r[k])));
}

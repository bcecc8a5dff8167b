// npm run bench -- reads — the five read operations under load (issue 4 "Speed").
// On the PostgreSQL server (BENCH_DATABASE_URL, default 127.0.0.1:5432) it creates two seeded
// databases (--scale 10 and --scale 1), then drives each read with autocannon (8 connections) at:
//   portal      the `next build` output behind lib/server/portal-server.ts (auth, zod, Prisma, mapping)
//   baseline 1  a bare Next.js route handler running the same SQL with `pg` (scripts/bench/_reads-next-baseline)
//   baseline 2  bare node:http + pg running the same SQL (scripts/bench/_reads-node-baseline.ts)
// and prints req/s, p50/p99, the ratios to both baselines and the scale-10/scale-1 latency ratio.
// BENCH_SKIP_BUILD=1 reuses the existing builds; BENCH_DURATION sets the seconds per run (default 5).
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

interface Read { name: string; path: string }
interface BenchCase { path: string; kind: "rotation" | "json"; text: string; values: unknown[] }
interface Figures { rps: number; p50: number; p99: number; non2xx: number; errors: number }

function reads(now: Date): Read[] {
  const day = (offset: number) => formatLocalDateTime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)));
  return [
    { name: "rotation (no filter)", path: "/api/voyage/rotation" },
    { name: "rotation Pol", path: "/api/voyage/rotation?Pol=BEZEE" },
    { name: "rotation Line+Pol+Pod+4 weeks", path: `/api/voyage/rotation?Line=Nordic%20Ro-Ro%20Lines&Pol=BEZEE&Pod=Lagos&DepartureMin=${day(0)}&DepartureMax=${day(28)}` },
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
    route === "/api/voyage/rotation" ? rotationSql(rotationQuerySchema.parse(queryToObject(rotationQuerySchema.shape, url.searchParams)), now)
    : route === "/api/vessel/search" ? searchVesselsSql(vesselQuerySchema.parse(queryToObject(vesselQuerySchema.shape, url.searchParams)))
    : route === "/api/booking/unitmodels" ? searchUnitModelsSql(unitModelQuerySchema.parse(queryToObject(unitModelQuerySchema.shape, url.searchParams)))
    : listRoutePortsSql(route.endsWith("pols") ? "pol" : "pod", portListQuerySchema.parse(queryToObject(portListQuerySchema.shape, url.searchParams)), now);
  return { path: read.path, kind: route === "/api/voyage/rotation" ? "rotation" : "json", text: sql.text, values: sql.values };
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

interface Server { name: string; url: string; stop(): Promise<void> }

/** Starts a server in its own process group (so stopping it ends its children too) and waits for "ready". */
async function startServer(name: string, command: string, args: string[], env: Record<string, string>, readyText: RegExp): Promise<Server> {
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

async function measure(url: string, headers: Record<string, string>, duration = DURATION): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 60 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

async function measureOne(server: Server, read: Read, headers: Record<string, string>): Promise<Figures> {
  const first = await fetch(server.url + read.path, { headers });
  if (first.status !== 200) throw new Error(`${server.name} ${read.path}: HTTP ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
  await measure(server.url + read.path, headers, 1); // warm-up
  const figures = await measure(server.url + read.path, headers);
  console.log(`  ${read.name.padEnd(32)} ${server.name.padEnd(22)} ${fmt(figures.rps, 0).padStart(6)} req/s  p50 ${fmt(figures.p50)} ms  p99 ${fmt(figures.p99)} ms${figures.non2xx || figures.errors ? `  (${figures.non2xx} non-2xx, ${figures.errors} errors)` : ""}`);
  return figures;
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

function run(command: string, args: string[], cwd = ROOT) {
  const r = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

export default async function benchReads(): Promise<void> {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const now = new Date();
  const list = reads(now);
  const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
  const started = Date.now();

  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
    console.log("building the portal (next build)…");
    run("npx", ["next", "build"]);
  }
  if (process.env.BENCH_SKIP_BUILD !== "1" || !existsSync(path.join(BASELINE_NEXT_DIR, ".next/BUILD_ID"))) {
    console.log("building baseline 1 (bare Next.js route handler)…");
    run("npx", ["next", "build", BASELINE_NEXT_DIR]);
  }

  const databases: TestDatabase[] = [];
  const servers: Server[] = [];
  try {
    console.log("seeding --scale 10 and --scale 1 databases…");
    const scale10 = await createTestDatabase({ scale: 10 });
    databases.push(scale10);
    const scale1 = await createTestDatabase({ scale: 1 });
    databases.push(scale1);
    for (const d of databases) await analyze(d.url); // planner statistics, as autovacuum would have them

    await mkdir(RESULTS_DIR, { recursive: true });
    const casesFile = path.join(RESULTS_DIR, "reads-cases.json");
    await writeFile(casesFile, JSON.stringify(list.map((r) => statementOf(r, now))));

    const env10 = { DATABASE_URL: scale10.url, DATABASE_POOL_MAX: POOL_MAX, BENCH_CASES: casesFile, NEXTAUTH_SECRET: "bench-secret-bench-secret-bench-secret", NEXTAUTH_URL: "http://127.0.0.1" };
    const tsx = path.join(ROOT, "node_modules/.bin/tsx");
    const next = path.join(ROOT, "node_modules/.bin/next");

    // All four servers run at once and each read is measured on them back to back, so a change
    // in the machine's load (other processes) touches the compared figures alike.
    console.log("starting the portal (scale 10 and scale 1) and the two baselines…");
    const portal10 = await startServer("portal", tsx, ["--tsconfig", "scripts/tsconfig.json", "scripts/bench/_reads-portal.ts"], env10, /ready/);
    servers.push(portal10);
    const next10 = await startServer("baseline 1 (Next + pg)", next, ["start", BASELINE_NEXT_DIR, "-H", "127.0.0.1"], env10, /Ready|started server|Local:/i);
    servers.push(next10);
    const node10 = await startServer("baseline 2 (http + pg)", tsx, ["--tsconfig", "scripts/tsconfig.json", "scripts/bench/_reads-node-baseline.ts"], env10, /ready/);
    servers.push(node10);
    const portal1 = await startServer("portal at scale 1", tsx, ["--tsconfig", "scripts/tsconfig.json", "scripts/bench/_reads-portal.ts"], { ...env10, DATABASE_URL: scale1.url }, /ready/);
    servers.push(portal1);

    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run:`);
    const figures = new Map<Server, Map<string, Figures>>(servers.map((srv) => [srv, new Map()]));
    for (const read of list) {
      for (const srv of [portal10, next10, node10, portal1]) {
        figures.get(srv)!.set(read.name, await measureOne(srv, read, srv.name.startsWith("portal") ? auth : {}));
      }
    }
    const at = (srv: Server, read: Read) => figures.get(srv)!.get(read.name)!;

    const rows = list.map((r) => {
      const p = at(portal10, r);
      const b1 = at(next10, r);
      const b2 = at(node10, r);
      const s1 = at(portal1, r);
      return {
        read: r.name,
        "portal req/s": fmt(p.rps, 0),
        "p50/p99 ms": `${fmt(p.p50)}/${fmt(p.p99)}`,
        "B1 req/s": fmt(b1.rps, 0),
        "B2 req/s": fmt(b2.rps, 0),
        "÷B1": fmt(p.rps / b1.rps, 2),
        "÷B2": fmt(p.rps / b2.rps, 2),
        "scale1 p50/p99 ms": `${fmt(s1.p50)}/${fmt(s1.p99)}`,
        "p50 ×scale": fmt(p.p50 / s1.p50, 2),
      };
    });
    console.log(`\nReads at scale 10 — portal vs baseline 1 (bare Next.js + pg) and baseline 2 (node:http + pg), ${CONNECTIONS} connections:`);
    printTable(rows);
    console.log("targets: ÷B1 ≥ 0.90 every read; ÷B2 ≥ 0.50 rotation with Pol; p99 ≤ 50 ms; p50 ×scale ≤ 1.5");
    await writeFile(path.join(RESULTS_DIR, "reads.json"), JSON.stringify({ at: now.toISOString(), connections: CONNECTIONS, duration: DURATION, rows }, null, 2));
    console.log(`(${Math.round((Date.now() - started) / 1000)} s; figures also in bench-results/reads.json)`);
  } finally {
    for (const s of servers) await s.stop().catch(() => {});
    for (const d of databases) await d.drop().catch((e) => console.error("could not drop", e));
    await rm(path.join(BASELINE_NEXT_DIR, ".next"), { recursive: true, force: true }).catch(() => {});
  }
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
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.log(line(keys));
  console.log(`|${widths.map((w, i) => (i === 0 ? ":" : "-") + "-".repeat(w) + (i === 0 ? "-" : ":")).join("|")}|`);
  for (const r of rows) console.log(line(keys.map((k) => r[k])));
}

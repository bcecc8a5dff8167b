// npm run bench -- load — a mixed load on the built portal over PostgreSQL: 32 connections for a
// few minutes (BENCH_DURATION seconds, default 180), cycling through the reads an agent's systems
// make and booking saves (one request in eight, each with new VINs). Prints throughput, p50/p99,
// answers by status (errors must be 0) and the portal's RSS over time.
// BENCH_SKIP_BUILD=1 reuses the existing `next build` output.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { bookingInput } from "../../lib/booking/test-helpers";
import { TEST_API_KEYS } from "../../lib/testing/fixtures";
import { createTestDatabase } from "../../lib/testing/test-database";

const ROOT = path.join(import.meta.dirname, "..", "..");
const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_DURATION ?? 180);
const RSS_EVERY_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function startPortal(databaseUrl: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/bench/_reads-portal.ts"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: "10",
      LOG_LEVEL: "warn",
      FEED_WORKER: "0",
      // One key makes every save here, far past a real integrator's rate: the bench measures capacity, not the limiter.
      SAVE_RATE_LIMIT_PER_MINUTE: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${output}`)), 120_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`portal exited (${code}):\n${output}`)));
  });
  child.removeAllListeners("exit");
  // From now on the portal's output is drained and dropped, not kept and searched.
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.removeAllListeners("data");
    stream.resume();
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid!, "SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      try {
        if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
      } catch {
        // the group ended between the check and the kill
      }
    },
  };
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return line ? Math.round(Number(line.replace(/\D+/g, "")) / 1024) : NaN;
}

function inWeeks(weeks: number): string {
  return new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

export default async function loadBench(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    console.log("building the portal (next build)…");
    const r = spawnSync("npx", ["next", "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (r.status !== 0) throw new Error("next build failed");
  }
  process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const database = await createTestDatabase();
  const portal = await startPortal(database.url);
  try {
    const headers = { authorization: `Bearer ${TEST_API_KEYS.agent}`, "content-type": "application/json" };
    const warm = await fetch(portal.url + "/api/booking/save", {
      method: "POST",
      headers,
      body: JSON.stringify({ booking: { ...bookingInput({ items: 5 }), TestOnly: false } }),
    });
    if (warm.status !== 200) throw new Error(`warm-up save: HTTP ${warm.status} ${await warm.text()}`);
    const bookingId = ((await warm.json()) as { booking: { Id: number } }).booking.Id;
    const reads = [
      `/api/voyage/rotation?Line=NRL&Pol=BEZEE&Pod=NGLOS&DepartureMin=${inWeeks(0)}&DepartureMax=${inWeeks(4)}`,
      "/api/Vessel/Search?Line=NRL",
      "/api/booking/unitmodels?search=toyota",
      "/api/voyage/pols?Line=NRL",
      "/api/voyage/pods?ScheduleCategory=Europe%20-%20West%20Africa",
      `/api/bookings/${bookingId}`,
      "/api/booking/unitmodels?search=kogel&type=T",
    ];
    const saveRequest = {
      method: "POST" as const,
      path: "/api/booking/save",
      setupRequest: (req: object) => ({
        ...req,
        body: JSON.stringify({ booking: { ...bookingInput({ items: 5 }), TestOnly: false } }),
      }),
    };

    const rss: { at: string; "RSS MB": number }[] = [{ at: "start", "RSS MB": rssMb(portal.pid) }];
    const started = Date.now();
    const sampler = setInterval(
      () => rss.push({ at: `${Math.round((Date.now() - started) / 1000)} s`, "RSS MB": rssMb(portal.pid) }),
      RSS_EVERY_MS,
    );
    const statuses = new Map<number, number>();
    console.log(`load: ${CONNECTIONS} connections, ${DURATION} s, reads and saves (1 in 8) on ${portal.url}`);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: portal.url,
          connections: CONNECTIONS,
          duration: DURATION,
          timeout: 30,
          headers,
          requests: [...reads.map((p) => ({ method: "GET" as const, path: p })), saveRequest],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    });
    clearInterval(sampler);
    rss.push({ at: "end", "RSS MB": rssMb(portal.pid) });
    const ready = await fetch(portal.url + "/api/ready");
    console.table([
      {
        "req/s": Math.round(result.requests.average),
        requests: result.requests.total,
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "max ms": result.latency.max,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      },
    ]);
    console.log("answers by status:", Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
    console.table(rss);
    console.log(`after the run /api/ready: ${ready.status}`);
    console.log(`target: errors 0 — ${result.errors + result.timeouts + result.non2xx === 0 ? "met" : "NOT met"}`);
  } finally {
    await portal.stop();
    await database.drop();
  }
}

// The measurement of scripts/bench/notifications.ts (run in its own process). The portal runs in a
// child process; a second child probes two reads against it all along; this process records the
// milestones and receives the e-mails. Two rounds: the worker inside the portal's process (as
// `npm start` runs it), then in a process of its own (`npm run worker`), each an idle window and a send.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { TEST_API_KEYS } from "../../lib/testing/fixtures";
import { createTestDatabase } from "../../lib/testing/test-database";

const BOOKINGS = 50;
const UNITS_PER_BOOKING = 5;
const IDLE_MS = 5000;
const ROOT = path.resolve(import.meta.dirname, "../..");
// Without a `next build` output (this bench never builds) the portal runs Next's dev server.
const DEV = !existsSync(path.join(ROOT, ".next/BUILD_ID"));

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "8";

const { db } = await import("../../lib/db/prisma");
const { demoAgentCaller } = await import("./_bench-voyage");
const { recordMilestones } = await import("../../lib/feed/record-milestones");
const { saveBooking } = await import("../../lib/booking/save/save-booking");
const { parseBookingSaveRequest } = await import("../../lib/booking/save/parse-save-request");
const { bookingInput } = await import("../../lib/booking/test-helpers");
const { startSmtp } = await import("../../lib/notifications/test-helpers");
type Caller = import("../../lib/auth/caller").Caller;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** A child in its own process group (stopping it ends its children too); resolves once `ready` is printed. */
async function startChild(script: string, env: Record<string, string>, ready?: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, script)], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  if (!ready) return child;
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 180_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}):\n${output}`)));
  });
  child.removeAllListeners("exit");
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.removeAllListeners("data");
    stream.resume();
  }
  return child;
}

/** Sends a line to a child and waits for its answer. */
function command(child: ChildProcess, line: string, answer: RegExp): Promise<void> {
  return new Promise((resolve) => {
    let out = "";
    const onData = (c: Buffer) => {
      out += c.toString();
      if (answer.test(out)) {
        child.stdout!.off("data", onData);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stdin!.write(`${line}\n`);
  });
}

function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid!, "SIGTERM");
  } catch {
    return Promise.resolve();
  }
  return Promise.race([exited, new Promise<void>((r) => setTimeout(r, 5000))]).then(() => {
    if (child.exitCode === null)
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        /* gone */
      }
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function figures(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return s.length
    ? `n ${String(s.length).padStart(4)}  p50 ${pct(s, 50).toFixed(1).padStart(6)} ms  p95 ${pct(s, 95).toFixed(1).padStart(6)} ms  max ${s[s.length - 1].toFixed(1).padStart(6)} ms`
    : "n 0";
}

const smtp = await startSmtp();
let portal: ChildProcess | null = null;
let prober: ChildProcess | null = null;
try {
  const agent = await demoAgentCaller();
  const staffUser = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  const staff: Caller = {
    kind: "user",
    id: staffUser.id,
    role: "STAFF",
    agentId: null,
    lineId: staffUser.lineId,
    name: staffUser.name,
    ip: "127.0.0.1",
  };
  const agentUsers = await db().user.count({ where: { agentId: agent.agentId!, role: "AGENT", disabledAt: null } });
  const itemIds: number[] = [];
  let firstBooking = 0;
  for (let i = 0; i < BOOKINGS; i++) {
    const saved = await saveBooking(
      agent,
      parseBookingSaveRequest({ booking: bookingInput({ items: UNITS_PER_BOOKING }) }).booking,
      { testOnly: false },
    );
    firstBooking ||= Number(saved.booking.Id);
    itemIds.push(...saved.booking.Items.map((it) => Number(it.Id)));
  }
  // E-mails of the saves themselves (none reach agents; staff get portal-only ones) are not counted.
  await db().notification.updateMany({ where: {}, data: { readAt: new Date() } });

  const port = await freePort();
  const started = performance.now();
  portal = await startChild(
    "_notifications-portal.ts",
    {
      TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
      NODE_ENV: DEV ? "development" : "production",
      BENCH_PORTAL_DEV: DEV ? "1" : "0",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: "10",
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: "bench-notifications-secret-0123456789",
      SMTP_URL: smtp.url,
      // every read runs its SQL: a cached answer would not feel the worker's load
      READ_CACHE_BYTES: "0",
    },
    /ready/,
  );
  const base = `http://127.0.0.1:${port}`;
  // two reads: one the portal's server answers itself (the schedule), one through a Next.js route handler
  const reads = ["/api/voyage/rotation?Pol=BEZEE", `/api/bookings/${firstBooking}`];
  const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
  for (const r of reads) {
    // warm-up (the dev server compiles a route on its first request)
    for (let i = 0; i < 20; i++) {
      const res = await fetch(base + r, { headers: auth });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${r}: ${res.status}`);
    }
  }
  console.log(
    `portal: ${DEV ? "Next.js dev server (no `next build` output here)" : "`next build` output"}, ready and warm in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  prober = await startChild("_notifications-prober.ts", {
    PROBE_URL: base,
    PROBE_PATHS: reads.join(" "),
    PROBE_KEY: TEST_API_KEYS.agent,
    PROBE_EVERY_MS: "20",
  });
  const probed = new Promise<string>((resolve) => {
    let out = "";
    prober!.stdout!.on("data", (c: Buffer) => (out += c.toString()));
    prober!.once("exit", () => resolve(out));
  });
  await new Promise((r) => setTimeout(r, 1000)); // the probe's own start

  const expected = BOOKINGS * agentUsers;
  const workerEnv = { TSX_TSCONFIG_PATH: "scripts/tsconfig.json", DATABASE_URL: database.url, SMTP_URL: smtp.url };
  let own: ChildProcess | null = null;
  const inPortal = {
    name: "the worker inside the portal's process (the default)",
    start: () => command(portal!, "start", /started/),
    stop: () => command(portal!, "stop", /stopped/),
  };
  const separate = {
    name: "the worker in a process of its own (npm run worker; portal with NOTIFICATION_WORKER=0)",
    start: async () => void (own = await startChild("_notifications-worker.ts", workerEnv, /ready/)),
    stop: () => stopChild(own),
  };
  // Four rounds, the two set-ups taking turns (the machine's other load drifts), one milestone each.
  const rounds = [
    { ...inPortal, milestone: "Delivered" as const, word: "delivered" },
    { ...separate, milestone: "Loaded" as const, word: "loaded" },
    { ...inPortal, milestone: "CustomsCleared" as const, word: "customs cleared" },
    { ...separate, milestone: "Discharged" as const, word: "discharged" },
  ];
  const results: { name: string; idleFrom: number; from: number; to: number; lines: string[] }[] = [];
  for (const round of rounds) {
    await round.start();
    await new Promise((r) => setTimeout(r, 1000));
    const idleFrom = Date.now();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const load0 = os.loadavg()[0];
    const mailsOf = () => smtp.mails.filter((m) => m.subject.endsWith(`units ${round.word}`));
    const startedAt = Date.now();
    const recordStart = performance.now();
    await recordMilestones(
      staff,
      itemIds.map((itemId) => ({
        itemId,
        milestone: { type: round.milestone, on: new Date().toISOString().slice(0, 10) },
      })),
    );
    const recordMs = performance.now() - recordStart;
    const notifications = await db().notification.count({
      where: { kind: "MILESTONE", title: { endsWith: round.word } },
    });
    const deadline = Date.now() + 120_000;
    while (mailsOf().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const mails = mailsOf();
    const last = Math.max(...mails.map((m) => m.acceptedAt));
    await round.stop();
    results.push({
      name: round.name,
      idleFrom,
      from: startedAt,
      to: last + 1,
      lines: [
        `${round.milestone} for ${itemIds.length} units in ${BOOKINGS} bookings; agent users: ${agentUsers}`,
        `recordMilestones (one call, notifications included): ${recordMs.toFixed(0)} ms; notifications written: ${notifications}`,
        `e-mails accepted by the SMTP server: ${mails.length} (expected ${expected}); distinct Message-IDs: ${new Set(mails.map((m) => m.messageId)).size}`,
        `recording's start → last e-mail accepted: ${(last - startedAt).toFixed(0)} ms (target ≤ 5000 ms); load average ${load0.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`,
      ],
    });
  }
  prober.stdin!.write("stop\n");
  const samples = JSON.parse(await probed) as [number, number, number, number][];
  prober = null;

  console.log(
    `portal reads probed one request at a time per read, one every 20 ms (errors or non-200: ${samples.filter((s) => s[3] !== 200).length})`,
  );
  for (const r of results) {
    console.log(`\n${r.name}:`);
    for (const line of r.lines) console.log(`  ${line}`);
  }
  for (const name of [inPortal.name, separate.name]) {
    const mine = results.filter((r) => r.name === name);
    console.log(`\nportal read latency, ${name} (${mine.length} rounds together):`);
    reads.forEach((path, i) => {
      const of = (from: (r: (typeof mine)[number]) => number, to: (r: (typeof mine)[number]) => number) =>
        mine.flatMap((r) => samples.filter((s) => s[0] === i && s[1] >= from(r) && s[1] < to(r)).map((s) => s[2]));
      console.log(`  GET ${path}`);
      console.log(
        `    idle (${IDLE_MS / 1000} s before each)   ${figures(
          of(
            (r) => r.idleFrom,
            (r) => r.from,
          ),
        )}`,
      );
      console.log(
        `    while the e-mails go out  ${figures(
          of(
            (r) => r.from,
            (r) => r.to,
          ),
        )}`,
      );
    });
  }
} finally {
  await stopChild(prober);
  await stopChild(portal);
  await smtp.close();
  await database.drop();
}
process.exit(0);

// The measurement of scripts/bench/feed.ts (run in its own process).
import { fork, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../../lib/testing/test-database";

const THROUGHPUT_RECORDS = Number(process.env.FEED_BENCH_RECORDS ?? 20_000);
const LATENCY_SAMPLES = 100;
/** Healthy subscribers beside the hanging one in the isolation run. */
const HEALTHY_BESIDE_HUNG = 4;

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "8";
process.env.FEED_ALLOW_PRIVATE_URLS = "1";

const { db } = await import("../../lib/db/prisma");
const { demoAgentCaller } = await import("./_bench-voyage");
const { recordMilestones } = await import("../../lib/feed/record-milestones");
const { createSubscription, setSubscriptionPaused } = await import("../../lib/feed/subscriptions");
const { saveBooking } = await import("../../lib/booking/save/save-booking");
const { parseBookingSaveRequest } = await import("../../lib/booking/save/parse-save-request");
const { bookingInput } = await import("../../lib/booking/test-helpers");
type Caller = import("../../lib/auth/caller").Caller;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

// A local receiver: answers 204 and notes when each record arrived.
const arrived = new Map<string, number>();
let received = 0;
let onRecord: (() => void) | null = null;
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const now = performance.now();
    for (const r of JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
      ItemId: string;
      LoadingDate: string | null;
    }[]) {
      const key = `${r.ItemId}:${r.LoadingDate ? "L" : "D"}`;
      if (!arrived.has(key)) {
        arrived.set(key, now);
        received++;
      }
    }
    res.writeHead(204).end();
    onRecord?.();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

// The isolation run's endpoints: /hang accepts a post and never answers; /ok/<n> answers 204 and
// notes when each record reached subscriber n.
const arrivedAt = new Map<string, number>();
let onArrival: (() => void) | null = null;
const hungRequests: http.ServerResponse[] = [];
const endpoints = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    if (req.url === "/hang") return void hungRequests.push(res);
    const now = performance.now();
    for (const r of JSON.parse(Buffer.concat(chunks).toString("utf8")) as { ItemId: string }[]) {
      const key = `${req.url}:${r.ItemId}`;
      if (!arrivedAt.has(key)) arrivedAt.set(key, now);
    }
    res.writeHead(204).end();
    onArrival?.();
  });
});
await new Promise<void>((resolve) => endpoints.listen(0, "127.0.0.1", resolve));
const endpointsBase = `http://127.0.0.1:${(endpoints.address() as AddressInfo).port}`;

function startWorkers(n: number): Promise<ChildProcess[]> {
  const file = path.join(import.meta.dirname, "_feed-worker-proc.ts");
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<ChildProcess>((resolve, reject) => {
          const child = fork(file, { execArgv: ["--import", "tsx"], env: { ...process.env, DATABASE_POOL_MAX: "4" } });
          child.once("message", () => resolve(child));
          child.once("error", reject);
        }),
    ),
  );
}
/** Stops the workers; answers the CPU time they used, in ms. */
async function stopWorkers(children: ChildProcess[]): Promise<number> {
  const used = await Promise.all(
    children.map(
      (c) =>
        new Promise<number>((resolve) => {
          let cpu = 0;
          c.on("message", (m) => {
            if (typeof m === "object" && m && "cpuMs" in m) cpu = (m as { cpuMs: number }).cpuMs;
          });
          c.once("exit", () => resolve(cpu));
          c.send("stop");
        }),
    ),
  );
  return used.reduce((a, b) => a + b, 0);
}
const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    if (done()) return resolve();
    onRecord = () => {
      if (done()) {
        onRecord = null;
        resolve();
      }
    };
  });

try {
  const agent = await demoAgentCaller();
  const admin: Caller = {
    kind: "apiKey",
    id: 0,
    role: "ADMIN",
    agentId: null,
    lineId: null,
    name: "bench",
    ip: "127.0.0.1",
  };
  const sub = await createSubscription(agent, { url: receiverUrl });
  const today = new Date().toISOString().slice(0, 10);

  // Items to move: bookings of 250 items each.
  const itemIds: number[] = [];
  while (itemIds.length < THROUGHPUT_RECORDS + 2 * LATENCY_SAMPLES) {
    const saved = await saveBooking(agent, parseBookingSaveRequest({ booking: bookingInput({ items: 250 }) }).booking, {
      testOnly: false,
    });
    itemIds.push(...saved.booking.Items.map((i) => Number(i.Id)));
  }
  const latencyItems = itemIds.slice(0, LATENCY_SAMPLES);
  const hungRunItems = itemIds.slice(LATENCY_SAMPLES, 2 * LATENCY_SAMPLES);
  const bulkItems = itemIds.slice(2 * LATENCY_SAMPLES, 2 * LATENCY_SAMPLES + THROUGHPUT_RECORDS);
  console.log(
    `cores: ${os.cpus().length} (${os.cpus()[0]?.model ?? "?"}), load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; PostgreSQL server; ${bulkItems.length} records per throughput run`,
  );

  // Latency: one worker running; milestones recorded one at a time, ~10 a second.
  let workers = await startWorkers(1);
  const latencies: number[] = [];
  for (const itemId of latencyItems) {
    const t0 = performance.now();
    await recordMilestones(admin, [{ itemId, milestone: { type: "Delivered", on: today } }]);
    await until(() => arrived.has(`${itemId}:D`));
    latencies.push(arrived.get(`${itemId}:D`)! - t0);
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
  }
  await stopWorkers(workers);
  latencies.sort((a, b) => a - b);
  console.log(
    `milestone → subscriber latency (${latencies.length} milestones, 1 worker): p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  );

  // Isolation: one subscriber whose endpoint accepts posts and never answers (each post held the
  // full 10 s timeout), beside healthy ones; the same milestones, one at a time, ~10 a second.
  await setSubscriptionPaused(agent, sub.id, true);
  const hung = await createSubscription(agent, { url: `${endpointsBase}/hang` });
  const healthy = await Promise.all(
    Array.from({ length: HEALTHY_BESIDE_HUNG }, (_, n) =>
      createSubscription(agent, { url: `${endpointsBase}/ok/${n}` }),
    ),
  );
  workers = await startWorkers(1);
  const isolated: number[] = [];
  for (const itemId of hungRunItems) {
    const t0 = performance.now();
    await recordMilestones(admin, [{ itemId, milestone: { type: "Delivered", on: today } }]);
    const keys = healthy.map((_, n) => `/ok/${n}:${itemId}`);
    await new Promise<void>((resolve) => {
      const check = () => {
        if (keys.every((k) => arrivedAt.has(k))) {
          onArrival = null;
          resolve();
        }
      };
      onArrival = check;
      check();
    });
    for (const k of keys) isolated.push(arrivedAt.get(k)! - t0);
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
  }
  const hungPosts = hungRequests.length;
  for (const res of hungRequests.splice(0)) res.destroy();
  await stopWorkers(workers);
  for (const s of [hung, ...healthy]) await setSubscriptionPaused(agent, s.id, true);
  await setSubscriptionPaused(agent, sub.id, false);
  isolated.sort((a, b) => a - b);
  console.log(
    `with one hanging subscriber beside ${healthy.length} healthy ones (${hungRunItems.length} milestones, 1 worker, ${hungPosts} posts to the hanging one): healthy subscribers' latency p50 ${quantile(isolated, 0.5).toFixed(0)} ms, p95 ${quantile(isolated, 0.95).toFixed(0)} ms, max ${isolated.at(-1)!.toFixed(0)} ms; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  // Throughput: the records wait in the outbox (subscription paused), the workers start, resume = t0.
  const rates: Record<number, number> = {};
  for (const [n, type, tag] of [
    [1, "Delivered", "D"],
    [4, "Loaded", "L"],
  ] as const) {
    await setSubscriptionPaused(agent, sub.id, true);
    for (let i = 0; i < bulkItems.length; i += 1000) {
      await recordMilestones(
        admin,
        bulkItems.slice(i, i + 1000).map((itemId) => ({ itemId, milestone: { type, on: today } })),
      );
    }
    workers = await startWorkers(n);
    const before = received;
    const t0 = performance.now();
    await setSubscriptionPaused(agent, sub.id, false);
    await until(() => received - before >= bulkItems.length && bulkItems.every((id) => arrived.has(`${id}:${tag}`)));
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = await stopWorkers(workers);
    rates[n] = bulkItems.length / seconds;
    const batches = await db().feedBatch.count({ where: { subscriptionId: sub.id } });
    console.log(
      `${n} worker${n > 1 ? "s" : ""} (16 posts in flight each, 4 per subscription): ${bulkItems.length} records in ${seconds.toFixed(2)} s = ${rates[n].toFixed(0)} records/s (${batches} batches so far; workers used ${(cpuMs / 1000).toFixed(1)} s CPU incl. start-up = ${(bulkItems.length / (cpuMs / 1000)).toFixed(0)} records per worker-CPU-second)`,
    );
  }
  console.log(`4 workers / 1 worker: ${(rates[4] / rates[1]).toFixed(2)}×`);
} finally {
  receiver.closeAllConnections();
  receiver.close();
  endpoints.closeAllConnections();
  endpoints.close();
  await db()
    .$disconnect()
    .catch(() => {});
  await database.drop();
}
process.exit(0);

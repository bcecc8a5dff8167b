// The measurement of scripts/bench/heavy-save.ts (run in its own process, with --expose-gc).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createTestDatabase } from "../../lib/testing/test-database";

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "5";

const { POST } = await import("../../app/api/booking/save/route");
const { callRoute } = await import("../../lib/testing/call-route");
const { TEST_API_KEYS } = await import("../../lib/testing/fixtures");
const { heaviestSaveMessage } = await import("../../lib/booking/message/heaviest-save");
const { env } = await import("../../lib/env");
const { db } = await import("../../lib/db/prisma");

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => +(bytes / 1048576).toFixed(1);

async function measure(label: string, concurrent: number) {
  const bodies = Array.from({ length: concurrent }, () => heaviestSaveMessage(env().MAX_BODY_BYTES));
  const bytes = bodies[0].length;
  gc();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const results = await Promise.all(
    bodies.map((body) =>
      callRoute(POST, {
        url: "/api/booking/save",
        method: "POST",
        apiKey: TEST_API_KEYS.agent,
        body,
        skipOpenApiCheck: true, // the route's memory and event-loop delay, not the test helper's check
      }),
    ),
  );
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const statuses = results.map((r) => r.status).join(" ");
  return {
    run: label,
    statuses,
    "body KB": Math.round(bytes / 1024),
    "wall ms": Math.round(ms),
    "RSS growth MB": mb(rssPeak - rssBefore),
    "peak RSS MB": mb(rssPeak),
    "event-loop delay max ms": Math.round(loop.max / 1e6),
    "p99 ms": Math.round(loop.percentile(99) / 1e6),
  };
}

try {
  // Warm up (module loading, first queries) with one save, then measure.
  await measure("warm-up", 1);
  const rows = [];
  for (let i = 1; i <= 3; i++) rows.push(await measure(`one (${i})`, 1));
  rows.push(await measure("four at once", 4));
  const sample = JSON.parse(heaviestSaveMessage(env().MAX_BODY_BYTES));
  const items = sample.booking.Items as { SubUnits: unknown[]; SubItems: unknown[]; Photos: unknown[] }[];
  console.log(
    `heaviest message: ${items.length} items, ${items.reduce((n, i) => n + i.SubUnits.length + i.SubItems.length, 0)} sub units and sub items, ${items.reduce((n, i) => n + i.Photos.length, 0)} photos, body limit ${env().MAX_BODY_BYTES} bytes`,
  );
  console.table(rows);
  const single = rows.filter((r) => r.run.startsWith("one"));
  const worstMs = Math.max(...single.map((r) => r["wall ms"]));
  const worstMb = Math.max(...single.map((r) => r["RSS growth MB"]));
  console.log(
    `target: one heaviest save < 2000 ms and < 200 MB — ${worstMs < 2000 && worstMb < 200 ? "met" : "NOT met"} (${worstMs} ms, ${worstMb} MB)`,
  );
  await db().$disconnect();
} finally {
  await database.drop();
}

// The measurement of scripts/bench/sailing-search.ts (run in its own process).
import { createTestDatabase } from "../../lib/testing/test-database";

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;

const { POST } = await import("../../app/api/sailings/search/route");
const { callRoute } = await import("../../lib/testing/call-route");
const { TEST_API_KEYS } = await import("../../lib/testing/fixtures");
const { db, pgPool } = await import("../../lib/db/prisma");

const RUNS = 30;
const year = new Date().getUTCFullYear();
const units = [
  { description: "Toyota Land Cruiser", length: 495, width: 198, height: 190, weight: 2500, year: year - 3 },
  { description: "Toyota Land Cruiser", length: 495, width: 198, height: 190, weight: 2500, year: year - 12 },
  { type: "C", length: 450, width: 180, height: 150, weight: 1400, mobility: "NonRunner" },
  { type: "V", length: 600, width: 210, height: 260, weight: 3200 },
  { description: "Volvo FH 500 4x2 Tractor", length: 620, width: 255, height: 395, weight: 8200 },
];
const lanes = [
  ["BEZEE", "NGLOS"],
  ["JPYOK", "AEJEA"],
  ["ITLIV", "EGALY"],
];

const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * q) - 1)];
try {
  for (const [pol, pod] of lanes) {
    const times: number[] = [];
    let sailings = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await callRoute<{ sailings: unknown[] }>(POST, {
        url: "/api/sailings/search",
        method: "POST",
        apiKey: TEST_API_KEYS.agent,
        body: { pol, pod, units },
        skipOpenApiCheck: true, // the route's time, not the test helper's check
      });
      times.push(performance.now() - t0);
      if (res.status !== 200) {
        console.log(`  ${pol} → ${pod}: answered ${res.status}`);
        break;
      }
      sailings = res.body.sailings.length;
    }
    console.log(
      `  ${pol} → ${pod}, 5 units, ${sailings} sailings: median ${p(times, 0.5).toFixed(0)} ms · p95 ${p(times, 0.95).toFixed(0)} ms (target ≤ 300 ms, n=${times.length})`,
    );
  }
} finally {
  await db().$disconnect();
  await pgPool().end();
  await database.drop();
}

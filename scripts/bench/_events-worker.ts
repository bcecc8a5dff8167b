// The measurement of scripts/bench/events.ts (run in its own process).
import pg from "pg";
import { createTestDatabase } from "../../lib/testing/test-database";

const BOOKINGS = 2_000;
const EVENTS_PER_BOOKING = 10;
const RUNS = 30;
const WARMUP = 3;

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "4";

const { db } = await import("../../lib/db/prisma");
const { listEvents } = await import("../../lib/tracking/events");
const { GET: eventsRoute } = await import("../../app/api/events/route");
const { callRoute } = await import("../../lib/testing/call-route");
const { apiKeyPrefix, generateApiKey, hashApiKey } = await import("../../lib/auth/api-key");
type Caller = import("../../lib/auth/caller").Caller;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

try {
  const [sailing] = await db().$queryRaw<
    { voyageId: number; lineId: number; polId: number; terminalId: number; podId: number }[]
  >`
    SELECT l."voyageId", v."lineId", l."portId" AS "polId", l."terminalId", d."portId" AS "podId"
      FROM "Visit" l JOIN "Voyage" v ON v.id = l."voyageId"
      JOIN "Visit" d ON d."voyageId" = l."voyageId" AND d.sequence > l.sequence AND d."canDischarge"
     WHERE l."canLoad" AND l."terminalId" IS NOT NULL
     ORDER BY l."voyageId" LIMIT 1`;
  const agents = await db().agent.findMany({ orderBy: { id: "asc" }, take: 4 });
  const client = new pg.Client({ connectionString: database.url });
  client.on("error", () => {}); // dropped with the database at the end
  await client.connect();
  // bookings of (up to) 4 agents on one voyage, one unit each; 10 events per booking (a milestone day each)
  await client.query(
    `INSERT INTO "Booking" ("agentId", "lineId", "voyageId", "polId", "podId", "terminalId", prefix, number, "bookingCode", status, "itemCount", "updatedAt")
     SELECT ($1::int[])[1 + g % cardinality($1::int[])], $2, $3, $4, $5, $6, 'EVB', g, 'EVB-' || lpad(g::text, 6, '0'), 'Approved', 1, now()
       FROM generate_series(1, ${BOOKINGS}) g`,
    [agents.map((a) => a.id), sailing.lineId, sailing.voyageId, sailing.polId, sailing.podId, sailing.terminalId],
  );
  await client.query(
    `INSERT INTO "BookingItem" ("bookingId", "relativeId", "serialType", "serialNumber", chassis, "serialLast6", "updatedAt")
     SELECT id, 1, 'Vin', 'VIN' || lpad(id::text, 14, '0'), 'VIN' || lpad(id::text, 14, '0'), right(lpad(id::text, 14, '0'), 6), now()
       FROM "Booking" WHERE prefix = 'EVB'`,
  );
  // written in 200 transactions, as many writers would
  for (let t = 0; t < 200; t++)
    await client.query(
      `INSERT INTO "TrackingEvent" ("bookingId", "itemId", "eventType", classifier, code, "eventDateTime", "portId", details)
       SELECT b.id, i.id, 'EQUIPMENT', 'ACT', (ARRAY['GTIN','LOAD','DISC'])[1 + k % 3], now() - make_interval(days => k), $1, '{"milestone":"LOADED"}'
         FROM "Booking" b JOIN "BookingItem" i ON i."bookingId" = b.id, generate_series(1, ${EVENTS_PER_BOOKING}) k
        WHERE b.prefix = 'EVB' AND b.number % 200 = $2`,
      [sailing.polId, t],
    );
  await client.query(`ANALYZE "TrackingEvent"; ANALYZE "Booking"; ANALYZE "BookingItem"`);
  await client.end();

  const agent: Caller = {
    kind: "apiKey",
    id: 0,
    role: "AGENT",
    agentId: agents[0].id,
    lineId: null,
    name: "bench",
    ip: "127.0.0.1",
  };
  const staff: Caller = {
    kind: "user",
    id: 0,
    role: "STAFF",
    agentId: null,
    lineId: sailing.lineId,
    name: "bench",
    ip: "127.0.0.1",
  };
  const middle = await listEvents(agent, { limit: 500 });
  const own = await db().booking.findFirstOrThrow({
    where: { agentId: agents[0].id, prefix: "EVB" },
    include: { items: true },
  });
  const views: [string, Caller, Parameters<typeof listEvents>[1]][] = [
    ["agent: first 500 events", agent, { limit: 500 }],
    ["agent: 500 events after a cursor", agent, { limit: 500, cursor: middle.cursor }],
    ["staff: first 500 events of the line", staff, { limit: 500 }],
    ["agent: one booking's events", agent, { limit: 500, bookingCode: own.bookingCode }],
    ["agent: one VIN's events", agent, { limit: 500, vin: own.items[0].chassis! }],
  ];
  const rows: Record<string, string | number>[] = [];
  const measure = async (name: string, run: () => Promise<number>) => {
    for (let i = 0; i < WARMUP; i++) await run();
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      count = await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push({
      view: name,
      events: count,
      "median ms": Number(quantile(times, 0.5).toFixed(1)),
      "p95 ms": Number(quantile(times, 0.95).toFixed(1)),
    });
  };
  for (const [name, caller, query] of views)
    await measure(name, async () => (await listEvents(caller, query)).events.length);
  // The same first page as an integrator gets it: the route handler with its API key check,
  // access log and the JSON text answer (everything but the socket).
  const key = generateApiKey();
  await db().apiKey.create({
    data: { name: "bench", prefix: apiKeyPrefix(key), hash: hashApiKey(key), role: "AGENT", agentId: agents[0].id },
  });
  await measure("agent: GET /api/events?limit=500 (route, API key)", async () => {
    const res = await callRoute<{ events: unknown[] }>(eventsRoute, {
      url: "/api/events?limit=500",
      apiKey: key,
      skipOpenApiCheck: true,
    });
    if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}`);
    return res.body.events.length;
  });
  console.log(`${BOOKINGS * EVENTS_PER_BOOKING} events of ${BOOKINGS} bookings; ${RUNS} runs each`);
  console.table(rows);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db().$disconnect();
  await database.drop();
}

// The measurement of scripts/bench/bookings-list.ts (run in its own process).
import pg from "pg";
import { createTestDatabase } from "../../lib/testing/test-database";

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const UNITS = 3;
const RUNS = 20;
const WARMUP = 3;

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "4";

const { db } = await import("../../lib/db/prisma");
const { listBookings, listBookingsForExport } = await import("../../lib/booking/read/list-bookings");
const { parseBookingListQuery } = await import("../../lib/booking/read/booking-list-query");
const { randomVin } = await import("../../lib/booking/test-helpers");
type Caller = import("../../lib/auth/caller").Caller;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

try {
  // Sailings to book on: a loading call with a terminal and a later discharging call of the same voyage.
  const sailings = await db().$queryRaw<
    { voyageId: number; lineId: number; polId: number; terminalId: number; podId: number }[]
  >`
    SELECT DISTINCT ON (l."voyageId") l."voyageId", v."lineId", l."portId" AS "polId", l."terminalId", d."portId" AS "podId"
    FROM "Visit" l JOIN "Voyage" v ON v.id = l."voyageId"
    JOIN "Visit" d ON d."voyageId" = l."voyageId" AND d.sequence > l.sequence AND d."canDischarge"
    WHERE l."canLoad" AND l."terminalId" IS NOT NULL
    ORDER BY l."voyageId", l.sequence, d.sequence DESC`;
  const agents = await db().agent.findMany({ orderBy: { id: "asc" } });
  const model = await db().unitModel.findFirstOrThrow({ where: { make: "Toyota", model: "Land Cruiser" } });

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const started = Date.now();
  const vins: string[] = [];
  for (let start = 0; start < BOOKINGS; start += 1000) {
    const n = Math.min(1000, BOOKINGS - start);
    const cols = {
      agentId: [] as number[],
      lineId: [] as number[],
      voyageId: [] as number[],
      polId: [] as number[],
      podId: [] as number[],
      terminalId: [] as number[],
      number: [] as number[],
      code: [] as string[],
      status: [] as string[],
      canceled: [] as boolean[],
      ref: [] as string[],
      created: [] as string[],
    };
    for (let i = start; i < start + n; i++) {
      const s = sailings[i % sailings.length];
      cols.agentId.push(agents[i % agents.length].id);
      cols.lineId.push(s.lineId);
      cols.voyageId.push(s.voyageId);
      cols.polId.push(s.polId);
      cols.podId.push(s.podId);
      cols.terminalId.push(s.terminalId);
      cols.number.push(i + 1);
      cols.code.push(`BEN-${String(i + 1).padStart(6, "0")}`);
      cols.status.push(i % 10 === 3 ? "draft" : "Approved");
      cols.canceled.push(i % 10 === 7);
      cols.ref.push(`PO-${100000 + i}`);
      cols.created.push(new Date(Date.now() - (BOOKINGS - i) * 3_600_000).toISOString());
    }
    const { rows } = await client.query<{ id: number; status: string; isCanceled: boolean }>(
      `INSERT INTO "Booking" ("agentId", "lineId", "voyageId", "polId", "podId", "terminalId", prefix, number, "bookingCode", status, "isCanceled", "referenceNumber", "itemCount", "createdAt", "updatedAt")
       SELECT a, l, v, pl, pd, t, 'BEN', n, c, s, x, r, ${UNITS}, cr::timestamp, now()
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::text[], $9::text[], $10::bool[], $11::text[], $12::text[]) AS u(a, l, v, pl, pd, t, n, c, s, x, r, cr)
       RETURNING id, status, "isCanceled"`,
      [
        cols.agentId,
        cols.lineId,
        cols.voyageId,
        cols.polId,
        cols.podId,
        cols.terminalId,
        cols.number,
        cols.code,
        cols.status,
        cols.canceled,
        cols.ref,
        cols.created,
      ],
    );
    const item = {
      bookingId: [] as number[],
      rel: [] as number[],
      state: [] as string[],
      canceled: [] as boolean[],
      serial: [] as string[],
    };
    for (const b of rows) {
      for (let u = 1; u <= UNITS; u++) {
        const vin = randomVin();
        vins.push(vin);
        item.bookingId.push(b.id);
        item.rel.push(u);
        item.state.push(b.status === "draft" ? "DRAFT" : "APPROVED");
        item.canceled.push(b.isCanceled);
        item.serial.push(vin);
      }
    }
    await client.query(
      `INSERT INTO "BookingItem" ("bookingId", "relativeId", state, "isCanceled", description, "unitModelId", "serialType", "serialNumber", chassis, "serialLast6", type, "updatedAt")
       SELECT b, r, s::"ItemState", x, 'Toyota Land Cruiser', ${model.id}, 'Vin', v, v, right(v, 6), 'C', now()
       FROM unnest($1::int[], $2::int[], $3::text[], $4::bool[], $5::text[]) AS u(b, r, s, x, v)`,
      [item.bookingId, item.rel, item.state, item.canceled, item.serial],
    );
  }
  await client.query("ANALYZE");
  await client.end();
  console.log(
    `${BOOKINGS.toLocaleString("en")} bookings, ${(BOOKINGS * UNITS).toLocaleString("en")} units loaded in ${Date.now() - started} ms (${database.kind} PostgreSQL)`,
  );

  const agent: Caller = {
    kind: "apiKey",
    id: 0,
    role: "AGENT",
    agentId: agents[0].id,
    lineId: null,
    name: "bench",
    ip: "127.0.0.1",
  };
  const admin: Caller = { ...agent, role: "ADMIN", agentId: null };
  const pol = await db().port.findUniqueOrThrow({ where: { id: sailings[0].polId } });
  const sample = vins[Math.floor(vins.length / 2)];
  const views: [
    string,
    Caller,
    string,
    (c: Caller, q: ReturnType<typeof parseBookingListQuery>) => Promise<unknown>,
  ][] = [
    ["agent: first page, newest first", agent, "", listBookings],
    ["admin: first page, newest first", admin, "", listBookings],
    ["admin: page 150", admin, "page=150", listBookings],
    ["admin: search a VIN's last 6", admin, `q=${sample.slice(-6)}`, listBookings],
    ["admin: search a booking code", admin, "q=BEN-004321", listBookings],
    ["admin: status draft", admin, "status=draft", listBookings],
    [
      "admin: Pol + departure dates",
      admin,
      `pol=${pol.code}&dateBy=departure&from=2026-01-01&to=2027-12-31`,
      listBookings,
    ],
    ["admin: sort by departure", admin, "sort=departure&dir=asc", listBookings],
    ["admin: CSV export of all", admin, "", (c, q) => listBookingsForExport(c, q, 20_001)],
  ];
  const rows: Record<string, string | number>[] = [];
  for (const [name, caller, search, run] of views) {
    const query = parseBookingListQuery(new URLSearchParams(search));
    for (let i = 0; i < WARMUP; i++) await run(caller, query);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run(caller, query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push({
      view: name,
      "median ms": Number(quantile(times, 0.5).toFixed(1)),
      "p95 ms": Number(quantile(times, 0.95).toFixed(1)),
    });
  }
  console.table(rows);
} finally {
  await db().$disconnect();
  await database.drop();
}

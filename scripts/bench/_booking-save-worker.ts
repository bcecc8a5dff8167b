// The measurement of scripts/bench/booking-save.ts (run in its own process).
import { readFile } from "node:fs/promises";
import pg from "pg";
import { createTestDatabase } from "../../lib/testing/test-database";

const SIZES = [1, 50, 250];
const RUNS: Record<number, number> = { 1: 60, 50: 40, 250: 30 };
const WARMUP = 5;

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "4";

const { db } = await import("../../lib/db/prisma");
const { benchVoyage, demoAgentCaller } = await import("./_bench-voyage");
const { saveBooking } = await import("../../lib/booking/save/save-booking");
const { parseBookingSaveRequest } = await import("../../lib/booking/save/parse-save-request");
const { bookingInput } = await import("../../lib/booking/test-helpers");
const { normalizeChassis, serialLast6 } = await import("../../lib/booking/units/serial");

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

try {
  const caller = await demoAgentCaller();
  const voyage = await benchVoyage();
  const message = (items: number, requestType?: 1) =>
    parseBookingSaveRequest({
      booking: bookingInput({
        items,
        header: { BookingVoyage: voyage.number, ...(requestType ? { RequestType: requestType } : {}) },
      }),
    }).booking;

  // What the baseline writes: the same booking and item columns the service derives.
  const [agent, pol, terminal, pod, line, model] = await Promise.all([
    db().agent.findUniqueOrThrow({ where: { id: caller.agentId! } }),
    db().port.findUniqueOrThrow({ where: { code: "BEZEE" } }),
    db().terminal.findFirstOrThrow({ where: { code: "ICO" } }),
    db().port.findUniqueOrThrow({ where: { code: "NGLOS" } }),
    db().shippingLine.findUniqueOrThrow({ where: { code: "NRL" } }),
    db().unitModel.findFirstOrThrow({ where: { make: "Toyota", model: "Land Cruiser" } }),
  ]);
  const parties = await db().party.findMany({ where: { agentId: agent.id }, orderBy: { id: "asc" } });
  const baselineClient = new pg.Client({ connectionString: database.url });
  await baselineClient.connect();
  let baselineNumber = 900_000;
  async function baseline(m: ReturnType<typeof message>): Promise<void> {
    const items = m.Items.length;
    const number = baselineNumber++;
    await baselineClient.query("BEGIN");
    const { rows } = await baselineClient.query<{ id: number }>(
      `INSERT INTO "Booking" ("agentId", "lineId", "polId", "podId", "terminalId", prefix, number, "bookingCode", status, "itemCount",
         "shipperId", "exporterId", "consigneeId", "notifyId", "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Approved', $9, $10, $11, $12, $13, now()) RETURNING id`,
      [
        agent.id,
        line.id,
        pol.id,
        pod.id,
        terminal.id,
        "BSL",
        number,
        `BSL-${number}`,
        items,
        parties[0].id,
        parties[1].id,
        parties[2].id,
        parties[3].id,
      ],
    );
    const bookingId = rows[0].id;
    const values: unknown[] = [];
    const tuples = m.Items.map((item, i) => {
      const chassis = normalizeChassis(item.SerialNumber!);
      values.push(
        bookingId,
        item.RelativeId,
        "APPROVED",
        item.Description,
        model.id,
        item.SerialType,
        item.SerialNumber,
        chassis,
        serialLast6(chassis),
        item.Year,
        "C",
        item.Priority,
      );
      const b = i * 12;
      return `($${b + 1}, $${b + 2}, $${b + 3}::"ItemState", $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7}, $${b + 8}, $${b + 9}, $${b + 10}, $${b + 11}, $${b + 12}, now())`;
    });
    await baselineClient.query(
      `INSERT INTO "BookingItem" ("bookingId", "relativeId", state, description, "unitModelId", "serialType", "serialNumber", chassis, "serialLast6", year, type, priority, "updatedAt")
       VALUES ${tuples.join(", ")}`,
      values,
    );
    await baselineClient.query(
      `INSERT INTO "BookingRevision" ("bookingId", version, "apiKeyId", actor, changes) VALUES ($1, 1, $2, $3, '[]')`,
      [bookingId, caller.id, caller.name],
    );
    await baselineClient.query("COMMIT");
  }

  /** `run` times itself (so building the message stays outside the measurement). */
  async function measure(run: () => Promise<number>, runs: number): Promise<number[]> {
    for (let i = 0; i < WARMUP; i++) await run();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await run());
    return times.sort((a, b) => a - b);
  }

  const rows: Record<string, string | number>[] = [];
  for (const size of SIZES) {
    // Messages are built (and parsed) outside the timed part; the service time is the save itself.
    const serviceOnly = await measure(async () => {
      const m = message(size);
      const started = performance.now();
      await saveBooking(caller, m, { testOnly: false });
      return performance.now() - started;
    }, RUNS[size]);
    const base = await measure(async () => {
      const m = message(size);
      const started = performance.now();
      await baseline(m);
      return performance.now() - started;
    }, RUNS[size]);
    const median = quantile(serviceOnly, 0.5);
    const baseMedian = quantile(base, 0.5);
    rows.push({
      items: size,
      runs: RUNS[size],
      "save median ms": +median.toFixed(1),
      "save p95 ms": +quantile(serviceOnly, 0.95).toFixed(1),
      "save items/s": Math.round((size / median) * 1000),
      "baseline median ms": +baseMedian.toFixed(1),
      "baseline p95 ms": +quantile(base, 0.95).toFixed(1),
      "baseline items/s": Math.round((size / baseMedian) * 1000),
      "ratio (save / baseline)": +(median / baseMedian).toFixed(2),
    });
  }
  // A 250-item quotation (RequestType 1): the same checks, priced from the tariff, no space or chassis held.
  const quotation = await measure(async () => {
    const m = message(250, 1);
    const started = performance.now();
    await saveBooking(caller, m, { testOnly: false });
    return performance.now() - started;
  }, RUNS[250]);
  const quoteMedian = quantile(quotation, 0.5);
  rows.push({
    items: "250 (quotation)",
    runs: RUNS[250],
    "save median ms": +quoteMedian.toFixed(1),
    "save p95 ms": +quantile(quotation, 0.95).toFixed(1),
    "save items/s": Math.round((250 / quoteMedian) * 1000),
  });
  const bookings = await db().booking.count();
  console.log(
    `on voyage ${voyage.number} (every acceptance rule runs); load average ${(await readFile("/proc/loadavg", "utf8").catch(() => "n/a")).trim()}`,
  );
  console.log(
    `PostgreSQL ${(await db().$queryRaw<{ v: string }[]>`SELECT current_setting('server_version') AS v`)[0].v}; ${bookings} bookings in the table at the end`,
  );
  console.table(rows);
  const big = rows.find((r) => r.items === 250)!;
  console.log(
    `target: 250-item save median ≤ 80 ms on a quiet machine — ${Number(big["save median ms"]) <= 80 ? "met" : "NOT met"} (${big["save median ms"]} ms)`,
  );
  console.log(
    `target: 250-item quotation median ≤ 100 ms — ${quoteMedian <= 100 ? "met" : "NOT met"} (${quoteMedian.toFixed(1)} ms)`,
  );
  await baselineClient.end();
  await db().$disconnect();
} finally {
  await database.drop();
}

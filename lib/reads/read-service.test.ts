// The reference-data version and the read service on a database of their own (these tests change
// reference data): triggers, invalidation within one process and across two, 304s, the byte
// bound, and answers that depend on the clock.
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryToObject } from "@/lib/api/query";
import { listenOnConnect, REFERENCE_DATA_CHANNEL, type NotificationHandler } from "@/lib/db/notify";
import {
  podsRead,
  rotationRead,
  unitModelsRead,
  vesselSearchRead,
  type ReadDefinition,
} from "@/lib/reads/read-definitions";
import { ReadService, type ReadAnswer, type ReadRequest } from "@/lib/reads/read-service";
import { POLL_MS, ReferenceVersion } from "@/lib/reads/reference-version";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

let database: TestDatabase;
let writer: pg.Client;
const instances: Instance[] = [];

interface Instance {
  pool: pg.Pool;
  version: ReferenceVersion;
  service: ReadService;
}

/** A portal instance's read side: its own pool (LISTENing), listener, version and cache. */
function startInstance(options: { cacheBytes?: number; clock?: () => Date } = {}): Instance {
  const handlers = new Set<NotificationHandler>();
  const pool = new pg.Pool({
    connectionString: database.url,
    max: database.kind === "embedded" ? 1 : 3,
    onConnect: listenOnConnect((payload) => handlers.forEach((h) => h(payload))),
  });
  const version = new ReferenceVersion({
    connectionString: database.url,
    pool,
    subscribePool: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
  });
  const service = new ReadService({
    pool,
    version,
    cacheBytes: options.cacheBytes ?? 8 * 1024 * 1024,
    clock: options.clock,
  });
  const instance = { pool, version, service };
  instances.push(instance);
  return instance;
}

async function read<S extends ReadDefinition>(
  i: Instance,
  r: S,
  params: Record<string, string>,
  request: ReadRequest = {},
) {
  // Parameter names as the routes take them: any case (lib/api/query.ts).
  return i.service.answer(
    r,
    r.query.parse(queryToObject(r.query.shape, new URLSearchParams(params))) as never,
    request,
  );
}
const text = (a: ReadAnswer) => (a.status === 200 ? a.body.toString("utf8") : "");
const flags = (a: ReadAnswer) => (JSON.parse(text(a)) as { flag: string }[]).map((v) => v.flag);
const voyages = (a: ReadAnswer) =>
  (JSON.parse(text(a)) as { voyages: { voyage: string; visits: { departure: string }[] }[] }).voyages;
const voyageNumbers = (a: ReadAnswer) => voyages(a).map((v) => v.voyage);
const names = (a: ReadAnswer) =>
  (JSON.parse(text(a)) as { name?: string; make?: string }[]).map((p) => p.name ?? p.make);

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const versionNow = async () =>
  BigInt((await writer.query(`SELECT version::text AS v FROM "ReferenceDataVersion"`)).rows[0].v);

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  writer = new pg.Client({ connectionString: database.url });
  await writer.connect();
  // A small schedule: one line, three ports, one vessel, two voyages (one finishes early), a catalogue.
  await writer.query(`
    INSERT INTO "ShippingLine" (code, name) VALUES ('TST', 'Test Line');
    INSERT INTO "Port" (code, name, "countryCode", "countryName", continent, region, latitude, longitude, "timeZone") VALUES
      ('BEZEE', 'Zeebrugge', 'BE', 'Belgium', 3, 1, 51.33, 3.2, 'Europe/Brussels'),
      ('NGLOS', 'Lagos', 'NG', 'Nigeria', 1, 3, 6.45, 3.39, 'Africa/Lagos'),
      ('GBSOU', 'Southampton', 'GB', 'United Kingdom', 3, 1, 50.9, -1.4, 'Europe/London');
    INSERT INTO "Vessel" (name, "cargoCapacity", "maxDeckHeight", "maxDeckWidth", "maxRampWeight", flag, speed, "lineId")
      VALUES ('Test Carrier', 6000, 480, 1100, 120, 'Belgium', 18.5, 1);
    INSERT INTO "Voyage" ("lineId", "vesselId", number, "scheduleCategory", "sailingRoute", "startsAt", "endsAt") VALUES
      (1, 1, 'T001', 'Europe - West Africa', 'TSTR', '2030-01-01 08:00', '2030-01-03 20:00'),
      (1, 1, 'T002', 'Europe - West Africa', 'TSTR', '2030-01-01 08:00', '2030-02-10 20:00');
    INSERT INTO "Visit" ("voyageId", sequence, "portId", arrival, departure, "canLoad", "canDischarge") VALUES
      (1, 1, 1, '2030-01-01 06:00', '2030-01-01 08:00', true, false),
      (1, 2, 3, '2030-01-03 10:00', '2030-01-03 20:00', false, true),
      (2, 1, 1, '2030-01-01 06:00', '2030-01-01 08:00', true, false),
      (2, 2, 2, '2030-02-10 10:00', '2030-02-10 20:00', false, true);
    INSERT INTO "UnitModel" (make, model, description, type, weight, "searchText") VALUES
      ('Toyota', 'Corolla', 'Toyota Corolla', 'C', 1300, 'toyota corolla toyota corolla'),
      ('Kögel', 'Cargo', 'Kögel Cargo trailer', 'U', 6000, 'kogel cargo kogel cargo trailer');`);
});

afterAll(async () => {
  for (const i of instances) {
    await i.version.stop();
    await i.pool.end().catch(() => {});
  }
  await writer?.end().catch(() => {});
  await database?.drop();
});

describe("the reference-data version", () => {
  it("is bumped once per transaction by a change to any table the reads return, and by nothing else", async () => {
    const tables = [
      `UPDATE "ShippingLine" SET name = name`,
      `UPDATE "Port" SET name = name`,
      `INSERT INTO "Terminal" ("portId", code, name) VALUES (1, 'T1', 'Terminal One')`,
      `UPDATE "Vessel" SET flag = flag`,
      `UPDATE "Voyage" SET number = number`,
      `UPDATE "Visit" SET "canLoad" = "canLoad"`,
      `UPDATE "UnitModel" SET weight = weight`,
    ];
    for (const statement of tables) {
      const before = await versionNow();
      await writer.query(statement);
      expect(await versionNow(), statement).toBe(before + 1n);
    }
    const before = await versionNow();
    await writer.query(
      `BEGIN; UPDATE "Port" SET name = name; UPDATE "Vessel" SET flag = flag; DELETE FROM "Terminal" WHERE code = 'T1'; COMMIT;`,
    );
    expect(await versionNow()).toBe(before + 1n);
    await writer.query(`BEGIN; UPDATE "Port" SET name = 'Nowhere'; ROLLBACK;`);
    expect(await versionNow()).toBe(before + 1n);
    await writer.query(`INSERT INTO "Agent" (code, name, "bookingPrefix") VALUES ('X', 'Not reference data', 'X')`);
    expect(await versionNow()).toBe(before + 1n);
  });

  it("is announced at commit on the channel, with the new version as payload (on a server; PGlite cannot deliver to another connection)", async () => {
    if (database.kind === "embedded") return;
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => heard.push(n.payload ?? ""));
    await listener.query(`LISTEN ${REFERENCE_DATA_CHANNEL}`);
    await writer.query(`UPDATE "Vessel" SET flag = flag`);
    const expected = String(await versionNow());
    await waitFor(async () => heard.includes(expected), 1000);
    await listener.end();
  });
});

describe("invalidation", () => {
  it("a change made through the instance's own pool is visible on its very next read", async () => {
    const a = startInstance();
    const first = await read(a, vesselSearchRead, {});
    expect(flags(first)).toEqual(["Belgium"]);
    expect((await read(a, vesselSearchRead, {})).status === 200 && (await read(a, vesselSearchRead, {})).source).toBe(
      "cache",
    );
    await a.pool.query(`UPDATE "Vessel" SET flag = 'Malta'`);
    const next = await read(a, vesselSearchRead, {});
    expect(flags(next)).toEqual(["Malta"]);
    expect(next.etag).not.toBe(first.etag);
  });

  it("a second instance on the same database sees a change within 1 s; a writer outside both too", async () => {
    const a = startInstance();
    const b = startInstance();
    await read(a, vesselSearchRead, {});
    await read(b, vesselSearchRead, {});
    // Let the second's listener prove itself (server) or its poller run (PGlite).
    await waitFor(async () => database.kind === "embedded" || b.version.listening, 3000);

    await a.pool.query(`UPDATE "Vessel" SET flag = 'Panama'`);
    const seenAfter = await waitFor(async () => flags(await read(b, vesselSearchRead, {}))[0] === "Panama", 1000);
    expect(seenAfter).toBeLessThan(1000);

    await writer.query(`UPDATE "Vessel" SET flag = 'Liberia'`);
    for (const i of [a, b]) {
      const ms = await waitFor(async () => flags(await read(i, vesselSearchRead, {}))[0] === "Liberia", 1000);
      expect(ms).toBeLessThan(1000);
    }
    // How the news travels: by notification on a server, by polling every POLL_MS on PGlite.
    expect(b.version.listening).toBe(database.kind === "server");
    expect(POLL_MS).toBeLessThan(1000);
  });

  it("an answer read while a change commits is labelled with the older version, never a newer one, and replaced once the news arrives", async () => {
    const a = startInstance();
    await read(a, vesselSearchRead, {});
    const before = a.version.value!;
    await a.version.stop(); // the news of the next commit is on its way, not here yet
    await writer.query(`UPDATE "Vessel" SET flag = 'Norway'`);
    const raced = await read(a, vesselSearchRead, { Line: "TST" });
    expect(flags(raced)).toEqual(["Norway"]); // the data is the new one …
    expect(raced.etag).toMatch(new RegExp(`^"${before}-`)); // … under the version known when it ran
    a.version.observe(await versionNow());
    const replaced = await read(a, vesselSearchRead, { Line: "TST" }, { ifNoneMatch: raced.etag });
    expect(replaced).toMatchObject({ status: 200, source: "database" });
    expect(replaced.etag).toMatch(new RegExp(`^"${await versionNow()}-`));
  });
});

describe("conditional requests", () => {
  it("answer 304 without running the read's SQL while nothing changed, and 200 with a new ETag once something did", async () => {
    const a = startInstance();
    const first = await read(a, rotationRead, { Pol: "BEZEE", DepartureMin: "2029-12-01" });
    expect(first.status).toBe(200);
    const statements = a.service.statementsRun;
    const again = await read(a, rotationRead, { pol: "bezee", DepartureMin: "2029-12-01T00:00" } as never, {
      ifNoneMatch: first.etag,
    });
    expect(again).toMatchObject({ status: 304, etag: first.etag });
    expect(a.service.statementsRun).toBe(statements);
    // A list of tags, weak comparison and the tag of another coding count too.
    const weak = await read(
      a,
      rotationRead,
      { Pol: "BEZEE", DepartureMin: "2029-12-01" },
      { ifNoneMatch: `"nope", W/${first.etag.replace(/"$/, '-br"')}` },
    );
    expect(weak.status).toBe(304);

    await writer.query(
      `UPDATE "Visit" SET departure = departure + interval '1 hour' WHERE "voyageId" = 2 AND sequence = 1`,
    );
    const changed = await waitFor(
      async () =>
        (await read(a, rotationRead, { Pol: "BEZEE", DepartureMin: "2029-12-01" }, { ifNoneMatch: first.etag }))
          .status === 200,
      1000,
    );
    expect(changed).toBeLessThan(1000);
    const after = await read(
      a,
      rotationRead,
      { Pol: "BEZEE", DepartureMin: "2029-12-01" },
      { ifNoneMatch: first.etag },
    );
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(voyages(after).find((v) => v.voyage === "T002")!.visits[0].departure).toBe("2030-01-01T09:00:00");
    expect(a.service.statementsRun).toBeGreaterThan(statements);
  });

  it("answers that leave finished voyages out change when a voyage finishes, with no data change", async () => {
    let now = new Date(Date.UTC(2030, 0, 3, 19, 0, 0)); // T001 ends 2030-01-03T20:00
    const a = startInstance({ clock: () => now });
    const before = await read(a, rotationRead, { Line: "TST" });
    expect(voyageNumbers(before)).toEqual(["T001", "T002"]);
    expect((await read(a, rotationRead, { Line: "tst" }, { ifNoneMatch: before.etag })).status).toBe(304);
    const pods = await read(a, podsRead, {});
    expect(names(pods)).toEqual(["Lagos", "Southampton"]);

    now = new Date(Date.UTC(2030, 0, 3, 20, 0, 1));
    const after = await read(a, rotationRead, { Line: "TST" }, { ifNoneMatch: before.etag });
    expect(after.status).toBe(200);
    expect(voyageNumbers(after)).toEqual(["T002"]);
    expect(names(await read(a, podsRead, {}))).toEqual(["Lagos"]);
    // A read with a date bound does not depend on the clock: its tag stays.
    const bounded = await read(a, rotationRead, { Line: "TST", DepartureMin: "2029-01-01" });
    now = new Date(Date.UTC(2030, 5, 1));
    expect(
      (await read(a, rotationRead, { Line: "TST", DepartureMin: "2029-01-01" }, { ifNoneMatch: bounded.etag })).status,
    ).toBe(304);
  });
});

describe("the response cache", () => {
  it("serves each coding the client accepts from one entry, compressed once", async () => {
    const a = startInstance();
    const plain = await read(a, unitModelsRead, {});
    const br = await read(a, unitModelsRead, {}, { acceptEncoding: "gzip, deflate, br" });
    const gz = await read(a, unitModelsRead, {}, { acceptEncoding: "gzip;q=1, br;q=0" });
    if (plain.status !== 200 || br.status !== 200 || gz.status !== 200) throw new Error("expected bodies");
    // The catalogue here is smaller than the compression threshold: all three come uncompressed.
    expect(br.coding).toBe("identity");
    await writer.query(`INSERT INTO "UnitModel" (make, model, description, type, weight, "searchText")
      SELECT 'Make' || g, 'Model ' || g, 'Described model number ' || g, 'C', 1000, 'make' || g || ' model ' || g FROM generate_series(1, 60) g`);
    await waitFor(
      async () =>
        (await read(a, unitModelsRead, {})).status === 200 &&
        names(await read(a, unitModelsRead, {})).includes("Make60"),
      1000,
    );
    const big = await read(a, unitModelsRead, {});
    const bigBr = await read(a, unitModelsRead, {}, { acceptEncoding: "gzip, br" });
    const bigGz = await read(a, unitModelsRead, {}, { acceptEncoding: "gzip" });
    if (big.status !== 200 || bigBr.status !== 200 || bigGz.status !== 200) throw new Error("expected bodies");
    expect(bigBr.coding).toBe("br");
    expect(bigGz.coding).toBe("gzip");
    expect(brotliDecompressSync(bigBr.body).equals(big.body)).toBe(true);
    expect(gunzipSync(bigGz.body).equals(big.body)).toBe(true);
    expect(bigBr.etag).toBe(big.etag.replace(/"$/, '-br"'));
    expect(bigGz.etag).toBe(big.etag.replace(/"$/, '-gzip"'));
    const statements = a.service.statementsRun;
    const again = await read(a, unitModelsRead, {}, { acceptEncoding: "br" });
    expect(again.status === 200 && again.source).toBe("cache");
    expect(a.service.statementsRun).toBe(statements);
  });

  it("never holds more bytes than its bound, dropping the least recently used", async () => {
    const bound = 6 * 1024;
    const a = startInstance({ cacheBytes: bound });
    const queries = [
      "",
      "toyota",
      "corolla",
      "kogel",
      "cargo",
      "make1",
      "make2",
      "model",
      "described",
      "number 5",
      "make3",
    ];
    let largest = 0;
    for (const search of queries) {
      for (const acceptEncoding of [undefined, "br", "gzip"]) {
        await read(a, unitModelsRead, search ? { search } : {}, { acceptEncoding });
        largest = Math.max(largest, a.service.cache!.bytes);
        expect(a.service.cache!.bytes).toBeLessThanOrEqual(bound);
      }
    }
    expect(largest).toBeGreaterThan(bound / 2); // it did fill up
    expect(a.service.cache!.size).toBeLessThan(queries.length); // and dropped entries to stay within
    // The most recent entry is still there.
    const statements = a.service.statementsRun;
    await read(a, unitModelsRead, { search: "make3" });
    expect(a.service.statementsRun).toBe(statements);
  });

  it("is off with a bound of 0: every answer runs its SQL, conditional requests still answer 304", async () => {
    const a = startInstance({ cacheBytes: 0 });
    const first = await read(a, vesselSearchRead, {});
    const statements = a.service.statementsRun;
    await read(a, vesselSearchRead, {});
    expect(a.service.statementsRun).toBe(statements + 1);
    expect((await read(a, vesselSearchRead, {}, { ifNoneMatch: first.etag })).status).toBe(304);
    expect(a.service.statementsRun).toBe(statements + 1);
  });
});

// The portal server's early answer when the read itself fails: it answers the error envelope
// itself (with the request id), rather than handing the request to the route to run the failing
// read a second time. On a database of its own, whose Vessel table this test takes away.
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

let database: TestDatabase;
let admin: pg.Client;
let server: http.Server;
let base = "";
let toRoute = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Before the first use of the pool in this file's process: the app reads this database.
  process.env.DATABASE_URL = database.url;
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const { answerEarly } = await import("@/lib/reads/early-answer");
  server = http.createServer((req, res) => {
    const early = answerEarly(req, res);
    const viaRoute = () => {
      toRoute++;
      res.writeHead(599).end();
    };
    if (!early) viaRoute();
    else void early.then((answered) => (answered ? undefined : viaRoute()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await admin?.end();
  const { db, pgPool } = await import("@/lib/db/prisma");
  await db()
    .$disconnect()
    .catch(() => {});
  await pgPool()
    .end()
    .catch(() => {});
  await database?.drop();
});

const withKey = { authorization: `Bearer ${TEST_API_KEYS.agent}` };

describe("an early answer whose read fails", () => {
  it("is the 500 envelope with the request id, answered once, without the route; the next good read answers again", async () => {
    expect((await fetch(`${base}/api/vessel/search`, { headers: withKey })).status).toBe(200);
    await admin.query(`ALTER TABLE "Vessel" RENAME TO "VesselAway"`);
    try {
      const failed = await fetch(`${base}/api/vessel/search?Line=NRL`, { headers: withKey });
      expect(failed.status).toBe(500);
      expect(failed.headers.get("content-type")).toMatch(/^application\/json/);
      const envelope = errorEnvelopeSchema.parse(await failed.json());
      expect(envelope).toMatchObject({ code: "INTERNAL", requestId: failed.headers.get("x-request-id") });
      expect(envelope.message).not.toMatch(/Vessel|relation/); // the database's words stay in the log
      expect(toRoute).toBe(0);
    } finally {
      await admin.query(`ALTER TABLE "VesselAway" RENAME TO "Vessel"`);
    }
    const again = await fetch(`${base}/api/vessel/search?Line=NRL`, { headers: withKey });
    expect(again.status).toBe(200);
    expect((await again.json()).length).toBeGreaterThan(0);
  });
});

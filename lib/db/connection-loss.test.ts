// The database going away under a running process: connections dropped by the server must not
// crash the process, a request meanwhile gets 503 UNAVAILABLE at worst, and the next one works.
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { GET } from "@/app/api/booking/unitmodels/route";
import { db, pgPool } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

// Only a server can drop a client's connections (pg_terminate_backend); PGlite has one connection.
const onServer = inject("databaseKind") === "server";

describe("database connections dropped by the server", () => {
  it.skipIf(!onServer)("do not crash the process; requests recover on new connections", async () => {
    const url = process.env.DATABASE_URL!; // this worker's database (lib/testing/worker-setup.ts)
    expect(
      (await callRoute(GET, { url: "/api/booking/unitmodels?search=corolla", apiKey: TEST_API_KEYS.agent })).status,
    ).toBe(200);
    expect(pgPool().totalCount).toBeGreaterThan(0);

    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const database = new URL(url).pathname.slice(1);
      const killed = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [database],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200)); // let the pool see the drops

      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await callRoute(GET, { url: "/api/booking/unitmodels?search=corolla", apiKey: TEST_API_KEYS.agent })).status,
        );
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
      expect(await db().port.count()).toBeGreaterThan(40);
    } finally {
      console.error = original;
    }
  });
});

// Access taken away by another portal instance is heard here at its commit, not a second or five
// later: a key revoked and a user's sessions ended on another connection (as another process
// would), with the clock frozen so the caches' own time bounds can never be what drops them.
// PGlite cannot deliver another session's notifications, so this runs on the PostgreSQL server.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { accessWatchListening, parseAccessChange, stopAccessWatch } from "@/lib/auth/access-watch";
import { apiKeyPrefix, findApiKey, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { sessionStands } from "@/lib/auth/session-state";
import { db } from "@/lib/db/prisma";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { throwawayUserLike } from "@/lib/testing/session";

const onServer = inject("databaseKind") === "server";

describe("parseAccessChange", () => {
  it("reads the two announcements and nothing else", () => {
    expect(parseAccessChange("keys")).toEqual({ kind: "keys" });
    expect(parseAccessChange("user:42")).toEqual({ kind: "user", userId: 42 });
    for (const junk of ["", "user:", "user:-1", "user:1x", "users:1", "keys ", "all", "user:12345678901"])
      expect(parseAccessChange(junk)).toBeNull();
  });
});

describe.skipIf(!onServer)("announcements from another instance", () => {
  let other: pg.Client;

  beforeAll(async () => {
    // this worker's database (lib/testing/worker-setup.ts): NOTIFY reaches listeners of the same database only
    other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await other.end();
    await stopAccessWatch();
  });

  /** Runs statements on the other connection in one transaction, as the other instance's change would. */
  async function onOtherInstance(statements: [string, unknown[]][], commit = true) {
    await other.query("BEGIN");
    for (const [sql, params] of statements) await other.query(sql, params);
    await other.query(commit ? "COMMIT" : "ROLLBACK");
  }

  it("a revoked key is refused as soon as the revocation commits, and a rolled-back one is not announced", async () => {
    const key = generateApiKey();
    const agent = await db().agent.findUniqueOrThrow({ where: { code: "BVF" } });
    const row = await db().apiKey.create({
      data: { name: "watch test", prefix: apiKeyPrefix(key), hash: hashApiKey(key), role: "AGENT", agentId: agent.id },
    });
    expect(await findApiKey(key)).toMatchObject({ id: row.id }); // cached; starts this process's listener
    await vi.waitFor(() => expect(accessWatchListening()).toBe(true), { timeout: 10_000 });
    vi.useFakeTimers({ toFake: ["Date"] }); // the epoch's one-second check never comes due

    // Revoked, then rolled back: nothing is announced and the cache keeps answering.
    await onOtherInstance(
      [
        [`UPDATE "ApiKey" SET "revokedAt" = now() WHERE id = $1`, [row.id]],
        [`SELECT pg_notify('quayside_access', 'keys')`, []],
      ],
      false,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await findApiKey(key)).toMatchObject({ id: row.id });

    // Revoked for real, with the access epoch bumped and announced in the same transaction (lib/admin/access-epoch.ts).
    await onOtherInstance([
      [`UPDATE "ApiKey" SET "revokedAt" = now() WHERE id = $1`, [row.id]],
      [`UPDATE "AccessEpoch" SET "value" = "value" + 1 WHERE id = 1`, []],
      [`SELECT pg_notify('quayside_access', 'keys')`, []],
    ]);
    await vi.waitFor(async () => expect(await findApiKey(key)).toBeNull(), { timeout: 2_000, interval: 20 });
    vi.useRealTimers();
  });

  it("a session ended on another instance is refused as soon as the change commits", async () => {
    const email = await throwawayUserLike(TEST_USERS.agent); // other files' users keep their sessions
    const user = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true, sessionVersion: true } });
    expect(await sessionStands(user.id, user.sessionVersion)).toBe(true); // cached for 5 s
    await vi.waitFor(() => expect(accessWatchListening()).toBe(true), { timeout: 10_000 });
    vi.useFakeTimers({ toFake: ["Date"] }); // the 5-second cache never expires on its own
    await onOtherInstance([
      [`UPDATE "User" SET "sessionVersion" = "sessionVersion" + 1 WHERE id = $1`, [user.id]],
      [`SELECT pg_notify('quayside_access', $1)`, [`user:${user.id}`]],
    ]);
    await vi.waitFor(async () => expect(await sessionStands(user.id, user.sessionVersion)).toBe(false), {
      timeout: 2_000,
      interval: 20,
    });
    vi.useRealTimers();
  });
});

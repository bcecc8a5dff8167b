// The API-key cache and what takes access away: a revocation made by another portal instance
// (straight in the database, with the access epoch bumped) holds here within the epoch's second;
// last use is recorded with the client IP.
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiKeyPrefix, findApiKey, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { db } from "@/lib/db/prisma";

async function freshKey() {
  const key = generateApiKey();
  const agent = await db().agent.findUniqueOrThrow({ where: { code: "BVF" } });
  const row = await db().apiKey.create({
    data: { name: "cache test", prefix: apiKeyPrefix(key), hash: hashApiKey(key), role: "AGENT", agentId: agent.id },
  });
  return { key, id: row.id };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("findApiKey", () => {
  it("drops a key revoked on another instance once the access epoch has moved (within a second)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { key, id } = await freshKey();
    expect(await findApiKey(key, "127.0.0.1")).toMatchObject({ id });
    // Another instance revokes it: the row and the epoch change, this process is not told.
    await db().$transaction([
      db().apiKey.update({ where: { id }, data: { revokedAt: new Date() } }),
      db().$executeRaw`UPDATE "AccessEpoch" SET "value" = "value" + 1 WHERE "id" = 1`,
    ]);
    vi.setSystemTime(Date.now() + 1_100);
    expect(await findApiKey(key, "127.0.0.1")).toBeNull();
  });

  it("a revocation in one bundle of the app clears the cache another bundle reads (one cache per process)", async () => {
    // Next.js bundles this module separately into routes, pages and server actions: two module instances.
    const { key, id } = await freshKey();
    vi.resetModules();
    const route = await import("@/lib/auth/api-key");
    vi.resetModules();
    const action = await import("@/lib/auth/api-key");
    expect(await route.findApiKey(key, "127.0.0.1")).toMatchObject({ id });
    await db().apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    action.forgetCachedApiKeys(); // what revoking from the operator console does, in the action's bundle
    expect(await route.findApiKey(key, "127.0.0.1")).toBeNull();
  });

  it("keeps serving a cached key while nothing moved the epoch (no query per request)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { key, id } = await freshKey();
    expect(await findApiKey(key)).toMatchObject({ id });
    // Changed behind the epoch's back (no change of ours does this): the cache still answers.
    await db().apiKey.update({ where: { id }, data: { revokedAt: new Date() } });
    vi.setSystemTime(Date.now() + 1_100);
    expect(await findApiKey(key)).toMatchObject({ id });
    vi.setSystemTime(Date.now() + 30_000);
    expect(await findApiKey(key)).toBeNull();
  });

  it("records the last use with the client IP", async () => {
    const { key, id } = await freshKey();
    await findApiKey(key, "198.51.100.23");
    await expect
      .poll(async () => (await db().apiKey.findUniqueOrThrow({ where: { id } })).lastUsedIp)
      .toBe("198.51.100.23");
    const row = await db().apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.lastUsedAt).not.toBeNull();
  });
});

// Idempotency-Key on the test database: stale claims are taken over, failed requests free their
// key, a request whose claim was taken over cannot commit, expired keys are purged.
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { ApiError } from "@/lib/core/errors";
import { idempotencyRunner, purgeExpiredKeys, ReplayedAnswer, requestHash } from "@/lib/api/idempotency";
import { callerKey, type Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { bookingInput, randomSerial } from "@/lib/booking/test-helpers";
import { SAVE_TIME_LIMIT_MS } from "@/lib/booking/save/save-booking";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

const caller: Caller = {
  kind: "apiKey",
  id: 990_001,
  role: "AGENT",
  agentId: null,
  lineId: null,
  name: "idempotency test",
  ip: "127.0.0.1",
};
const option = { staleAfterMs: 60_000 };
const newKey = () => `t-${randomSerial(12)}`;
const rowOf = (key: string, owner = callerKey(caller)) =>
  db().idempotencyKey.findUnique({ where: { callerKey_key: { callerKey: owner, key } } });

describe("Idempotency-Key claims", () => {
  it("frees the key when the request fails on the server side, so a retry runs", async () => {
    const key = newKey();
    const once = idempotencyRunner(caller, key, { n: 1 }, option);
    await expect(once(async () => Promise.reject(new ApiError("UNAVAILABLE", "database gone")))).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
    expect(await rowOf(key)).toBeNull();
    expect(await idempotencyRunner(caller, key, { n: 1 }, option)(async () => ({ ok: true }))).toEqual({ ok: true });
    expect(await idempotencyRunner(caller, key, { n: 1 }, option)(async () => ({ ok: "again" }))).toEqual(
      new ReplayedAnswer(200, JSON.stringify({ ok: true })),
    );
  });

  it("keeps a refusal as the answer", async () => {
    const key = newKey();
    await expect(
      idempotencyRunner(
        caller,
        key,
        { n: 2 },
        option,
      )(async () => Promise.reject(new ApiError("NOT_FOUND", "no such thing"))),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const replay = await idempotencyRunner(caller, key, { n: 2 }, option)(async () => "not run");
    expect(replay).toEqual(
      new ReplayedAnswer(404, JSON.stringify({ status: 1, code: "NOT_FOUND", message: "no such thing", errors: [] })),
    );
  });

  it("lets a request take over a claim older than the operation's time limit", async () => {
    const key = newKey();
    const message = { booking: { ...bookingInput(), TestOnly: false } };
    const agentKey = await db().apiKey.findFirstOrThrow({ where: { name: "Acme integration" } });
    const owner = callerKey({ kind: "apiKey", id: agentKey.id });
    const claimedAt = new Date(Date.now() - SAVE_TIME_LIMIT_MS - 1_000);
    await db().idempotencyKey.create({
      data: {
        callerKey: owner,
        key,
        requestHash: requestHash(message),
        createdAt: claimedAt,
        expiresAt: new Date(Date.now() + 3_600_000),
      },
    });
    const res = await callRoute(POST, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      headers: { "idempotency-key": key },
      body: message,
    });
    expect(res.status).toBe(200);
    expect(await rowOf(key, owner)).toMatchObject({ completed: true, responseStatus: 200 });
  });

  it("does not let a request commit after its claim was taken over", async () => {
    const key = newKey();
    const once = idempotencyRunner(caller, key, { n: 3 }, option);
    const attempt = once(async (store) => {
      // Meanwhile the claim went stale and another request took the key.
      await db().idempotencyKey.deleteMany({ where: { callerKey: callerKey(caller), key } });
      await db().idempotencyKey.create({
        data: {
          callerKey: callerKey(caller),
          key,
          requestHash: requestHash({ n: 3 }),
          expiresAt: new Date(Date.now() + 60_000),
        },
      });
      return db().$transaction(async (tx) => {
        await tx.agent.updateMany({ where: { code: "ACME" }, data: { name: "Acme Shipping (overwritten)" } });
        await store!(tx, { mine: true });
      });
    });
    await expect(attempt).rejects.toMatchObject({ code: "NOT_ALLOWED" });
    expect((await db().agent.findUniqueOrThrow({ where: { code: "ACME" } })).name).not.toBe(
      "Acme Shipping (overwritten)",
    );
    expect(await rowOf(key)).toMatchObject({ completed: false });
  });

  it("purges expired keys and keeps live ones", async () => {
    const owner = "apikey:990002";
    const past = new Date(Date.now() - 1_000);
    const future = new Date(Date.now() + 3_600_000);
    await db().idempotencyKey.createMany({
      data: [
        { callerKey: owner, key: "old-1", requestHash: "x".repeat(64), completed: true, expiresAt: past },
        { callerKey: owner, key: "old-2", requestHash: "x".repeat(64), completed: false, expiresAt: past },
        { callerKey: owner, key: "live", requestHash: "x".repeat(64), completed: true, expiresAt: future },
      ],
    });
    expect(await purgeExpiredKeys()).toBeGreaterThanOrEqual(2);
    expect((await db().idempotencyKey.findMany({ where: { callerKey: owner } })).map((r) => r.key)).toEqual(["live"]);
  });
});

describe("Idempotency-Key replays", () => {
  const send = (body: unknown, key: string) =>
    callRoute(POST, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      headers: { "idempotency-key": key },
      body,
      keepRequestId: true,
    });

  it("send the first answer byte for byte: a success, keys in their order", async () => {
    const key = newKey();
    const message = { booking: { ...bookingInput({ items: 2 }), TestOnly: false } };
    const first = await send(message, key);
    const again = await send(message, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
  });

  it("send a stored refusal byte for byte, naming the request that made it", async () => {
    const key = newKey();
    const message = { booking: { ...bookingInput({ header: { Pol: "XXNOPE" } }), TestOnly: false } };
    const first = await send(message, key);
    const again = await send(message, key);
    expect(first.status).toBe(404);
    expect(again.status).toBe(404);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect((again.body as { requestId: string }).requestId).toBe(first.headers.get("x-request-id"));
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });
});

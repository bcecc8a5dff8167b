// What @quayside/client adds by hand to the generated part, tested against the real API: the
// route handlers on the test database, reached through the client's own `fetch` option (a
// dispatcher in place of the network; nothing of the API is stood in for). A recorder around it
// sees what went out and what came back.
process.env.FEED_ALLOW_PRIVATE_URLS = "1"; // the feed posts to a receiver on 127.0.0.1
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as subscribeRoute } from "@/app/api/feed/subscriptions/route";
import { issueApiKey } from "@/lib/admin/api-keys";
import { callerKey } from "@/lib/auth/caller";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { startReceiver, testCallers, type TestReceiver } from "@/lib/feed/test-helpers";
import { FeedWorker } from "@/lib/feed/worker";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { consumeLimit, savePerCaller } from "@/lib/rate-limit/limits";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { checkExchange } from "@/lib/testing/openapi-traffic";
import {
  createQuaysideClient,
  ItemUpdateVerificationError,
  verifyItemUpdates,
  type BookingSaveRequest,
} from "../src/index";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
const ROUTES: [method: string, pattern: RegExp, handler: Handler][] = [
  ["POST", /^\/api\/booking\/save$/i, saveRoute as Handler],
  ["GET", /^\/api\/bookings\/(?<id>[^/]+)$/i, bookingRoute as Handler],
  ["POST", /^\/api\/feed\/subscriptions$/i, subscribeRoute as Handler],
];

interface Exchange {
  method: string;
  path: string;
  headers: Headers;
  status: number;
  responseHeaders: Headers;
}

/** The client's `fetch`: each request handed to its route handler as the portal server would, and recorded. */
function apiFetch(exchanges: Exchange[]) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = ROUTES.find(([method, pattern]) => method === request.method && pattern.test(url.pathname));
    if (!route) throw new Error(`no route in this test for ${request.method} ${url.pathname}`);
    const headers = new Headers(request.headers);
    headers.set(PEER_IP_HEADER, "127.0.0.1");
    const body = request.method === "GET" ? undefined : await request.text();
    const params = (route[1].exec(url.pathname)?.groups ?? {}) as Record<string, string>;
    const answer = await route[2](new NextRequest(url, { method: request.method, headers, body }), {
      params: Promise.resolve(params),
    });
    // What the client sent and got, against the OpenAPI document it is generated from.
    const text = await answer.text();
    checkExchange({
      method: request.method,
      url: url.pathname + url.search,
      requestHeaders: headers,
      requestBody: body,
      status: answer.status,
      responseHeaders: answer.headers,
      responseBody: text,
    });
    const response = new Response([204, 304].includes(answer.status) ? null : text, answer);
    exchanges.push({
      method: request.method,
      path: url.pathname,
      headers,
      status: response.status,
      responseHeaders: response.headers,
    });
    return response;
  };
}

function client(apiKey: string, exchanges: Exchange[], sleep?: (ms: number) => Promise<void>) {
  return createQuaysideClient({ baseUrl: "http://quayside.test", apiKey, fetch: apiFetch(exchanges), sleep });
}

const saveMessage = (items = 1) =>
  ({ booking: { ...bookingInput({ items }), TestOnly: false } }) as unknown as BookingSaveRequest;

describe("@quayside/client against the API", () => {
  let callers: Awaited<ReturnType<typeof testCallers>>;
  beforeAll(async () => {
    callers = await testCallers();
  });

  it("sends an Idempotency-Key on every save; a save sent again under its key is answered once, as a replay", async () => {
    const exchanges: Exchange[] = [];
    const api = client(TEST_API_KEYS.agent, exchanges);
    const message = saveMessage();
    const first = await api.POST("/api/booking/save", { body: message });
    expect(first.response.status).toBe(200);
    const key = exchanges[0].headers.get("idempotency-key");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await api.POST("/api/booking/save", { body: message, headers: { "Idempotency-Key": key! } });
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data!.booking.Id).toBe(first.data!.booking.Id);
    // One booking holds the chassis: the replay booked nothing.
    const serial = (message as unknown as { booking: { Items: { SerialNumber: string }[] } }).booking.Items[0]
      .SerialNumber;
    expect(await db().bookingItem.count({ where: { serialNumber: serial } })).toBe(1);
    // A save of its own gets a key of its own.
    await api.POST("/api/booking/save", { body: saveMessage() });
    expect(exchanges.at(-1)!.headers.get("idempotency-key")).not.toBe(key);
  });

  it("retries a 429 after the Retry-After the API answered, under the same Idempotency-Key, and books once", async () => {
    // A key of its own, its minute's saves used up and ending in about two seconds.
    const issued = await issueApiKey(callers.admin, callers.acme.id, { name: `client retry test ${Date.now()}` });
    const rule = savePerCaller()!;
    await consumeLimit(rule, callerKey({ kind: "apiKey", id: issued.id }), rule.points);
    await db().$executeRawUnsafe(
      `UPDATE rate_limits SET expire = $1 WHERE key = $2`,
      Date.now() + 1_500,
      `${rule.name}:${callerKey({ kind: "apiKey", id: issued.id })}`,
    );
    const waits: number[] = [];
    const exchanges: Exchange[] = [];
    const api = client(issued.key, exchanges, async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, ms));
    });
    const saved = await api.POST("/api/booking/save", { body: saveMessage() });
    expect(exchanges.map((e) => e.status)).toEqual([429, 200]);
    expect(waits).toEqual([Number(exchanges[0].responseHeaders.get("retry-after")) * 1000]);
    expect(exchanges[1].headers.get("idempotency-key")).toBe(exchanges[0].headers.get("idempotency-key"));
    expect(saved.data!.booking.Id).toEqual(expect.any(Number));
  });

  it("gives up when Retry-After asks for longer than it may wait, and answers the 429", async () => {
    const issued = await issueApiKey(callers.admin, callers.acme.id, { name: `client no-retry test ${Date.now()}` });
    const rule = savePerCaller()!;
    await consumeLimit(rule, callerKey({ kind: "apiKey", id: issued.id }), rule.points);
    const exchanges: Exchange[] = [];
    const waits: number[] = [];
    const api = createQuaysideClient({
      baseUrl: "http://quayside.test",
      apiKey: issued.key,
      fetch: apiFetch(exchanges),
      retry: { maxDelaySeconds: 5 },
      sleep: async (ms) => void waits.push(ms),
    });
    const refused = await api.POST("/api/booking/save", { body: saveMessage() });
    expect(refused.response.status).toBe(429);
    expect(refused.error).toMatchObject({ status: 1, code: "RATE_LIMITED" });
    expect(exchanges).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("reads a booking again with If-None-Match and hands the API's 304 back as the remembered 200", async () => {
    const exchanges: Exchange[] = [];
    const api = client(TEST_API_KEYS.agent, exchanges);
    const saved = await api.POST("/api/booking/save", { body: saveMessage() });
    const id = saved.data!.booking.Id!;
    const first = await api.GET("/api/bookings/{id}", { params: { path: { id } } });
    const second = await api.GET("/api/bookings/{id}", { params: { path: { id } } });
    const reads = exchanges.filter((e) => e.method === "GET");
    expect(reads.map((e) => e.status)).toEqual([200, 304]);
    expect(reads[1].headers.get("if-none-match")).toBe(first.response.headers.get("etag"));
    expect(second.response.status).toBe(200);
    expect(second.data).toEqual(first.data);
    // A changed booking is read in full again.
    const update = { booking: { ...first.data!.booking, TestOnly: false } } as unknown as BookingSaveRequest;
    await api.POST("/api/booking/save", { body: update });
    const third = await api.GET("/api/bookings/{id}", { params: { path: { id } } });
    expect(exchanges.at(-1)!.status).toBe(200);
    expect(third.data!.booking.Header.Version).toBe(first.data!.booking.Header.Version! + 1);
  });

  describe("verifyItemUpdates", () => {
    let receiver: TestReceiver;
    afterAll(async () => {
      await receiver?.close();
    });

    it("accepts a post the feed signed and sent, and refuses it changed, under another secret, or stale", async () => {
      receiver = await startReceiver();
      const exchanges: Exchange[] = [];
      const api = client(TEST_API_KEYS.agent, exchanges);
      const subscription = await api.POST("/api/feed/subscriptions", { body: { url: receiver.url } });
      expect(subscription.response.status).toBe(200);
      const { id: subscriptionId, secret } = subscription.data!;
      try {
        const saved = await api.POST("/api/booking/save", { body: saveMessage() });
        const itemId = Number(saved.data!.booking.Items[0].Id);
        const today = new Date().toISOString().slice(0, 10);
        await recordMilestones(callers.staffNrl, [{ itemId, milestone: { type: "Delivered", on: today } }]);
        await new FeedWorker({ subscriptionIds: [subscriptionId] }).runOnce();
        expect(receiver.posts).toHaveLength(1);
        const post = receiver.posts[0];
        const headers = post.headers as Record<string, string>;

        const records = verifyItemUpdates(headers, post.body, secret);
        expect(records).toEqual([expect.objectContaining({ ItemId: String(itemId), DeliveryDate: today })]);
        // Headers as a fetch Headers object work alike.
        expect(verifyItemUpdates(new Headers(headers), post.body, secret)).toEqual(records);

        expect(() => verifyItemUpdates(headers, post.body.replace(today, "2000-01-01"), secret)).toThrow(
          ItemUpdateVerificationError,
        );
        const otherSecret = `whsec_${Buffer.from("another secret, 32 bytes long!!!").toString("base64")}`;
        expect(() => verifyItemUpdates(headers, post.body, otherSecret)).toThrow(ItemUpdateVerificationError);
        const stale = { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) - 600) };
        expect(() => verifyItemUpdates(stale, post.body, secret)).toThrow(ItemUpdateVerificationError);
      } finally {
        await db().feedSubscription.delete({ where: { id: subscriptionId } });
      }
    });
  });
});

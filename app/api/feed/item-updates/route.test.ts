// POST /api/feed/item-updates: the portal's own receiver, checked with hand-signed posts and fed
// by the real worker through HTTP (the demo's wiring: a subscription pointing at the portal).
process.env.FEED_ALLOW_PRIVATE_URLS = "1";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { GET, POST } from "@/app/api/feed/item-updates/route";
import { db } from "@/lib/db/prisma";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { itemTimeline, listReceivedUpdates } from "@/lib/feed/received-updates";
import { createSubscription } from "@/lib/feed/subscriptions";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { FeedWorker } from "@/lib/feed/worker";
import { testRecord } from "@/lib/feed/delivery-log";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

let callers: Awaited<ReturnType<typeof testCallers>>;
let server: http.Server;
let base: string;
const today = new Date().toISOString().slice(0, 10);

/** Serves the route handler over real HTTP, as the portal does. */
async function serveReceiver() {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const response = await POST(
        new NextRequest(new URL(req.url!, "http://localhost"), {
          method: "POST",
          headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/feed/item-updates`;
}

function post(body: string, headers: Record<string, string>, query = "") {
  return callRoute<{ code?: string; message?: string }>(POST, {
    url: `/api/feed/item-updates${query}`,
    method: "POST",
    headers,
    body,
  });
}

function signed(secret: string, body: string, options: { id?: string; at?: Date } = {}) {
  const id = options.id ?? `msg_${Math.random().toString(36).slice(2)}`;
  const at = options.at ?? new Date();
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
}

beforeAll(async () => {
  callers = await testCallers();
  await serveReceiver();
});
afterAll(async () => {
  await db().feedSubscription.deleteMany({ where: { url: { startsWith: base } } });
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

describe("the receiver", () => {
  it("stores each record of a signed post once, however often it comes", async () => {
    const sub = await createSubscription(callers.bvfAgent, { url: `${base}?subscription=0` });
    const body = JSON.stringify([testRecord(), { ...testRecord(), Serial: "TEST0000000000001" }]);
    const headers = signed(sub.secret, body);
    const first = await post(body, headers, `?subscription=${sub.id}`);
    expect(first.status).toBe(204);
    expect((await post(body, headers, `?subscription=${sub.id}`)).status).toBe(204);
    expect(await db().receivedItemUpdate.count({ where: { webhookId: headers["webhook-id"] } })).toBe(2);
  });

  it("answers 401 with the envelope for a tampered body, a stale timestamp, a wrong secret or no signature", async () => {
    const sub = await createSubscription(callers.bvfAgent, { url: `${base}` });
    const q = `?subscription=${sub.id}`;
    const body = JSON.stringify([testRecord()]);
    const headers = signed(sub.secret, body);
    const tampered = await post(body.replace("TEST0000000000000", "TEST0000000000009"), headers, q);
    expect(tampered).toMatchObject({ status: 401, body: { status: 1, code: "UNAUTHORIZED", errors: [] } });
    const stale = await post(body, signed(sub.secret, body, { at: new Date(Date.now() - 6 * 60_000) }), q);
    expect(stale).toMatchObject({
      status: 401,
      body: { code: "UNAUTHORIZED", message: expect.stringMatching(/5 minutes/) },
    });
    const wrong = await post(
      body,
      signed("whsec_" + Buffer.from("another secret of 32 bytes......").toString("base64"), body),
      q,
    );
    expect(wrong.status).toBe(401);
    expect((await post(body, {}, q)).status).toBe(401);
    expect((await post(body, headers, "?subscription=999999")).status).toBe(401);
    expect(await db().receivedItemUpdate.count({ where: { webhookId: headers["webhook-id"] } })).toBe(0);
    // Without the parameter, subscriptions pointing here are tried.
    expect((await post(body, headers)).status).toBe(204);
  });

  it("answers the 400 envelope to a signed body that is not JSON, or holds NUL or a lone surrogate, and 422 to record text past the bound; stores nothing", async () => {
    const sub = await createSubscription(callers.bvfAgent, { url: base });
    const q = `?subscription=${sub.id}`;
    const record = testRecord();
    const bodies: [string, number, string | null][] = [
      ["[{not json", 400, null],
      ["", 400, null],
      [JSON.stringify([{ ...record, Location: "dock\u0000 4" }]), 400, "[0].Location"],
      [JSON.stringify([{ ...record, Location: "dock \uD800" }]), 400, "[0].Location"],
      [JSON.stringify([{ ...record, ["Voy\uDC00age"]: "x" }]), 400, null],
      [JSON.stringify([{ ...record, Location: "y".repeat(100_000) }]), 422, "[0].Location"],
      [JSON.stringify([{ ...record, ItemId: "9".repeat(1000) }]), 422, "[0].ItemId"],
    ];
    for (const [body, status, path] of bodies) {
      const headers = signed(sub.secret, body);
      const res = await post(body, headers, q);
      const context = `${body.slice(0, 60)} → ${res.status}`;
      expect(res.status, context).toBe(status);
      expect(res.body, context).toMatchObject({
        status: 1,
        code: status === 400 ? "BAD_REQUEST" : "VALIDATION_FAILED",
      });
      if (path)
        expect(
          (res.body as { errors: { path: string }[] }).errors.map((e) => e.path),
          context,
        ).toContain(path);
      expect(await db().receivedItemUpdate.count({ where: { webhookId: headers["webhook-id"] } }), context).toBe(0);
    }
    const longId = signed(sub.secret, JSON.stringify([record]), { id: `msg_${"z".repeat(5_000)}` });
    expect((await post(JSON.stringify([record]), longId, q)).status).toBe(400);
  });

  it("refuses a signed body that is not a list of item update records (422)", async () => {
    const sub = await createSubscription(callers.bvfAgent, { url: base });
    const body = JSON.stringify([{ ItemId: 5, Colour: "red" }]);
    const res = await post(body, signed(sub.secret, body), `?subscription=${sub.id}`);
    expect(res.status).toBe(422);
  });
});

describe("milestone → worker → the portal's receiver → staff and agent views", () => {
  it("shows a milestone under received updates (staff of the line) and on the agent's item timeline", async () => {
    const created = await createSubscription(callers.admin, { url: base, agentId: callers.acme.id });
    await db().feedSubscription.update({
      where: { id: created.id },
      data: { url: `${base}?subscription=${created.id}` },
    });
    const booking = await createBooking({ items: 2 });
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: today, location: "Gate 7" } },
    ]);
    const worker = new FeedWorker({ subscriptionIds: [created.id] });
    await worker.runOnce();
    const staffRows = await listReceivedUpdates(callers.staffNrl, { bookingId: booking.id });
    expect(staffRows).toHaveLength(1);
    expect(staffRows[0]).toMatchObject({
      bookingId: booking.id,
      bookingCode: booking.saved.BookingCode,
      milestone: "Delivered",
      record: { ItemId: String(booking.itemIds[0]), Location: "Gate 7", DeliveryDate: today },
    });
    expect(await listReceivedUpdates(callers.staffAcc, { bookingId: booking.id })).toEqual([]);
    expect(await listReceivedUpdates(callers.staffNrl, { bookingId: booking.id, milestone: "Loaded" })).toEqual([]);
    expect(
      await listReceivedUpdates(callers.staffNrl, {
        serial: booking.message.Items[0].SerialNumber!.slice(-6).toLowerCase(),
      }),
    ).toHaveLength(1);
    await recordMilestones(callers.staffNrl, [
      { itemId: booking.itemIds[0], milestone: { type: "Loaded", on: today } },
    ]);
    await worker.runOnce();
    const newer = await listReceivedUpdates(callers.staffNrl, { bookingId: booking.id, afterId: staffRows[0].id });
    expect(newer.map((r) => r.milestone)).toEqual(["Loaded"]);
    const timeline = await itemTimeline(callers.acmeUser, booking.id);
    expect(timeline[0]).toMatchObject({
      itemId: booking.itemIds[0],
      status: "Loaded",
      milestones: [{ type: "Delivered" }, { type: "Loaded" }],
      updates: [{ record: { LoadingDate: null } }, { record: { LoadingDate: today } }],
    });
    expect(timeline[1]).toMatchObject({ status: "Approved", milestones: [], updates: [] });
    await expect(itemTimeline({ ...callers.acmeUser, agentId: callers.bvf.id }, booking.id)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const api = await callRoute<unknown[]>(GET, {
      url: `/api/feed/item-updates?bookingId=${booking.id}`,
      apiKey: TEST_API_KEYS.agent,
    });
    expect(api.status).toBe(200);
    expect(api.body).toHaveLength(2);
    await db().feedSubscription.delete({ where: { id: created.id } });
  });
});

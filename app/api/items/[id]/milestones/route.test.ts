// POST /api/items/{id}/milestones over the route handler, and rules 12 and 13 of the save once
// an item has really been delivered (spec "States and transitions").
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/items/[id]/milestones/route";
import { POST as save } from "@/app/api/booking/save/route";
import { db } from "@/lib/db/prisma";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { recordMilestones } from "@/lib/feed/record-milestones";

const today = new Date().toISOString().slice(0, 10);
let callers: Awaited<ReturnType<typeof testCallers>>;
type Body = {
  status?: number;
  code?: string;
  message?: string;
  errors?: { path: string; code: string; message: string }[];
  itemId?: number;
  record?: Record<string, string | null>;
};

function milestone(itemId: number | string, body: unknown, apiKey: string = TEST_API_KEYS.admin) {
  return callRoute<Body>(POST, {
    url: `/api/items/${itemId}/milestones`,
    method: "POST",
    apiKey,
    body,
    params: { id: String(itemId) },
  });
}

beforeAll(async () => {
  callers = await testCallers();
});

describe("POST /api/items/{id}/milestones", () => {
  it("moves the item and answers its record with every date so far, every value a string or null", async () => {
    const b = await createBooking();
    const id = b.itemIds[0];
    const first = await milestone(id, {
      type: "Delivered",
      on: "2026-11-01",
      location: "Gate 3",
      length: 490,
      weight: 2100,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      itemId: id,
      status: "Delivered",
      record: {
        ItemId: String(id),
        DeliveryDate: "2026-11-01",
        Location: "Gate 3",
        Length: "490",
        Weight: "2100",
        LoadingDate: null,
      },
    });
    const second = await milestone(id, { type: "Loaded", on: "2026-11-03", customsDocs: "EX-1" });
    expect(second.body).toMatchObject({
      status: "Loaded",
      record: {
        DeliveryDate: "2026-11-01",
        LoadingDate: "2026-11-03",
        Length: "490",
        Weight: "2100",
        Location: "",
        CustomsDocs: "EX-1",
      },
    });
    for (const v of Object.values(second.body.record!)) expect(v === null || typeof v === "string").toBe(true);
    const item = await db().bookingItem.findUniqueOrThrow({ where: { id } });
    expect(item).toMatchObject({ state: "LOADED" });
    expect(item.deliveredOn?.toISOString().slice(0, 10)).toBe("2026-11-01");
    expect(await db().itemUpdate.count({ where: { itemId: id } })).toBe(2);
  });

  it("refuses out-of-order, repeated and back-dated milestones with 409 NOT_ALLOWED and a clear message", async () => {
    const b = await createBooking();
    const id = b.itemIds[0];
    const early = await milestone(id, { type: "Loaded", on: today });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      status: 1,
      code: "NOT_ALLOWED",
      errors: [
        {
          path: "type",
          code: "out_of_order",
          message: `Item ${id}: The unit is Approved; this milestone needs it Delivered.`,
        },
      ],
    });
    expect((await milestone(id, { type: "Delivered", on: "2026-11-10" })).status).toBe(200);
    const again = await milestone(id, { type: "Delivered", on: "2026-11-10" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [
        { path: "type", code: "repeated", message: `Item ${id}: The milestone was already recorded (2026-11-10).` },
      ],
    });
    const before = await milestone(id, { type: "Loaded", on: "2026-11-09" });
    expect(before.body).toMatchObject({ code: "NOT_ALLOWED", errors: [{ code: "date_order" }] });
    expect((await milestone(id, { type: "CustomsCleared", on: "2026-11-11" })).status).toBe(200);
    expect((await milestone(id, { type: "CustomsCleared", on: "2026-11-11" })).body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ code: "repeated" }],
    });
  });

  it("of two identical milestones sent at once, records one and refuses the other as repeated, not out of order", async () => {
    const b = await createBooking();
    const id = b.itemIds[0];
    const answers = await Promise.all(
      [0, 1].map(() => milestone(id, { type: "Delivered", on: "2026-11-12", location: "Gate 1" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body).toMatchObject({ status: 1, code: "NOT_ALLOWED", errors: [{ path: "type", code: "repeated" }] });
    expect(await db().itemMilestone.count({ where: { itemId: id } })).toBe(1);
    expect(await db().itemUpdate.count({ where: { itemId: id } })).toBe(1);
  });

  it("validates the body (422 with paths) and hides items of other lines (404); agents may not record", async () => {
    const b = await createBooking();
    const bad = await milestone(b.itemIds[0], { type: "Arrived", on: "2026-02-30", weight: -1 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.path).sort()).toEqual(["on", "type", "weight"]);
    const otherLine = await recordMilestones(callers.staffAcc, [
      { itemId: b.itemIds[0], milestone: { type: "Delivered", on: today } },
    ]).catch((e: unknown) => e);
    expect(otherLine).toMatchObject({ code: "NOT_FOUND", errors: [{ path: "[0].itemId", code: "not_found" }] });
    expect((await milestone(999999999, { type: "Delivered", on: today })).status).toBe(404);
    expect((await milestone("abc", { type: "Delivered", on: today })).status).toBe(404);
    expect((await milestone(b.itemIds[0], { type: "Delivered", on: today }, TEST_API_KEYS.agent)).status).toBe(403);
  });

  it("reports every refusal of a multi-item call at once and applies none", async () => {
    const b = await createBooking({ items: 3 });
    const err = await recordMilestones(callers.staffNrl, [
      { itemId: b.itemIds[0], milestone: { type: "Delivered", on: today } },
      { itemId: b.itemIds[1], milestone: { type: "Discharged", on: today } },
      { itemId: b.itemIds[2], milestone: { type: "CustomsCleared", on: today } },
    ]).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "[1].type" }, { path: "[2].type" }] });
    expect(await db().itemMilestone.count({ where: { itemId: { in: b.itemIds } } })).toBe(0);
    const ok = await recordMilestones(callers.staffNrl, [
      { itemId: b.itemIds[0], milestone: { type: "Delivered", on: today } },
      { itemId: b.itemIds[0], milestone: { type: "Loaded", on: today } },
    ]);
    expect(ok.map((r) => r.status)).toEqual(["Delivered", "Loaded"]);
    expect(ok[1].record).toMatchObject({ DeliveryDate: today, LoadingDate: today });
  });
});

describe("rules 12 and 13 once a unit is Delivered (over HTTP)", () => {
  it("refuses a priority change and a cancel of a delivered unit", async () => {
    const b = await createBooking({ items: 2 });
    expect((await milestone(b.itemIds[0], { type: "Delivered", on: today })).status).toBe(200);
    const items = b.message.Items.map((item, i) => ({ ...item, Id: b.itemIds[i] }));
    const resave = (changes: Record<string, unknown>) =>
      callRoute<Body>(save, {
        url: "/api/booking/save",
        method: "POST",
        apiKey: TEST_API_KEYS.agent,
        body: {
          booking: {
            Header: { ...b.message.Header, Id: b.id },
            Items: items.map((item, i) => (i === 0 ? { ...item, ...changes } : item)),
            TestOnly: false,
          },
        },
      });
    const priority = await resave({ Priority: "VIP" });
    expect(priority.status).toBe(409);
    expect(priority.body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [expect.objectContaining({ path: "Items[0].Priority", code: "priority_locked" })],
    });
    const cancel = await resave({ IsCanceled: true });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("NOT_ALLOWED");
    expect(cancel.body.errors![0].path).toMatch(/^Items\[0\]/);
    // The other, still Approved, unit may still be canceled.
    const other = await callRoute<Body>(save, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      body: {
        booking: {
          Header: { ...b.message.Header, Id: b.id },
          Items: items.map((item, i) => (i === 1 ? { ...item, IsCanceled: true } : item)),
          TestOnly: false,
        },
      },
    });
    expect(other.status).toBe(200);
  });
});

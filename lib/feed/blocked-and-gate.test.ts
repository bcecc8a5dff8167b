// Blocked units and the gate (docs/integrators/acceptance.md "Blocked units and the gate"): a blocked
// unit is not loaded until unblocked (the API and the Milestones page's action); a Delivered
// measurement over the voyage's limits or off the booked measures is recorded with a gate flag.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller";

const session = vi.hoisted(() => ({ caller: null as Caller | null }));
vi.mock("@/lib/auth/current-caller", async (original) => ({
  ...(await original<typeof import("@/lib/auth/current-caller")>()),
  requireActionCaller: async () => session.caller!,
}));

import { POST } from "@/app/api/items/[id]/milestones/route";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { recordMilestoneAction } from "@/lib/actions/feed/milestone";
import { getBookingDetail } from "@/lib/booking/read/booking-detail";
import { db } from "@/lib/db/prisma";
import { gaugeFlag } from "@/lib/feed/gate-check";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

type Body = {
  code?: string;
  errors?: { path: string; code: string; message: string }[];
  milestoneId?: number;
  status?: string;
};
const today = new Date().toISOString().slice(0, 10);
let callers: Awaited<ReturnType<typeof testCallers>>;

function milestone(itemId: number, body: unknown) {
  return callRoute<Body>(POST, {
    url: `/api/items/${itemId}/milestones`,
    method: "POST",
    apiKey: TEST_API_KEYS.admin,
    body,
    params: { id: String(itemId) },
  });
}

beforeAll(async () => {
  callers = await testCallers();
});

describe("gaugeFlag (pure)", () => {
  const booked = { length: 480, width: 190, height: 180, weight: 2000 };
  const limits = { maxUnitHeight: 200, maxUnitWidth: 250, maxUnitWeight: 3 };

  it("passes a unit within the tolerance (5 % or 10 cm / 100 kg, whichever is more) and the limits", () => {
    expect(gaugeFlag({ length: 504, width: 200, height: 189, weight: 2100 }, booked, limits)).toBeNull();
    expect(gaugeFlag({}, booked, limits)).toBeNull();
    expect(gaugeFlag({ length: 20 }, { length: 12, width: null, height: null, weight: null }, limits)).toBeNull();
  });

  it("flags each measure off the booking and each limit exceeded", () => {
    expect(gaugeFlag({ length: 505 }, booked, limits)).toBe(
      "Length measured 505 cm, booked 480 cm (tolerance 5 % or 10 cm).",
    );
    expect(gaugeFlag({ height: 210, weight: 3200 }, booked, limits)).toBe(
      "Measured height 210 cm is over the voyage's limit of 200 cm; measured weight 3200 kg is over the voyage's limit of 3 t (3000 kg); Height measured 210 cm, booked 180 cm (tolerance 5 % or 10 cm); Weight measured 3200 kg, booked 2000 kg (tolerance 5 % or 100 kg).",
    );
    expect(gaugeFlag({ height: 205 }, { length: null, width: null, height: null, weight: null }, limits)).toBe(
      "Measured height 205 cm is over the voyage's limit of 200 cm.",
    );
  });
});

describe("a blocked unit", () => {
  it("is delivered, but refused Loaded (409 unit_blocked, with the reason) until unblocked", async () => {
    const b = await createBooking();
    const id = b.itemIds[0];
    await db().bookingItem.update({ where: { id }, data: { block: true, blockReason: "Awaiting title" } });
    expect((await milestone(id, { type: "Delivered", on: today })).status).toBe(200);
    const refused = await milestone(id, { type: "Loaded", on: today });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [
        {
          path: "type",
          code: "unit_blocked",
          message: `Item ${id}: The unit is blocked (Awaiting title); unblock it before it is loaded.`,
        },
      ],
    });
    expect(await db().bookingItem.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: "DELIVERED",
      loadedOn: null,
    });
    // The booking page shows the block to the agent and to the line's staff.
    for (const viewer of [callers.acmeUser, callers.staffNrl])
      expect((await getBookingDetail(b.id, viewer))!.items[0].blocked).toEqual({
        reason: "Awaiting title",
        byLine: false,
      });

    // The Milestones page's action: the same refusal, at the unit's position.
    session.caller = callers.staffNrl;
    const action = await recordMilestoneAction({ itemIds: [id], milestone: { type: "Loaded", on: today } });
    expect(action).toMatchObject({
      ok: false,
      code: "NOT_ALLOWED",
      errors: [{ path: "[0].type", code: "unit_blocked", message: expect.stringContaining("Awaiting title") }],
    });

    // Unblocked through the save, it is loaded.
    const items = b.message.Items.map((item, i) => ({ ...item, Id: b.itemIds[i], Block: false, BlockReason: null }));
    const unblock = await callRoute<Body>(saveRoute, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      body: { booking: { Header: { ...b.message.Header, Id: b.id }, Items: items, TestOnly: false } },
    });
    expect(unblock.status).toBe(200);
    expect(await recordMilestoneAction({ itemIds: [id], milestone: { type: "Loaded", on: today } })).toEqual({
      ok: true,
      data: { recorded: 1 },
    });
  });
});

describe("the gate's check of a Delivered measurement", () => {
  it("records a unit over the voyage's limits or off its booked measures, and flags the milestone", async () => {
    const template = await db().voyage.findFirstOrThrow({ where: { line: { code: "NRL" } } });
    const voyage = await db().voyage.create({
      data: {
        lineId: template.lineId,
        vesselId: template.vesselId,
        number: `GATE${Date.now() % 1_000_000}`,
        scheduleCategory: template.scheduleCategory,
        sailingRoute: template.sailingRoute,
        startsAt: template.startsAt,
        endsAt: template.endsAt,
        maxUnitHeight: 200,
        maxUnitWidth: 250,
        maxUnitWeight: 3,
      },
    });
    const b = await createBooking({ items: 3 });
    await db().booking.update({ where: { id: b.id }, data: { voyageId: voyage.id } });
    for (const id of b.itemIds)
      await db().bookingItem.update({ where: { id }, data: { length: 480, width: 190, height: 180, weight: 2000 } });

    const fits = await milestone(b.itemIds[0], {
      type: "Delivered",
      on: today,
      length: 490,
      height: 185,
      weight: 2050,
    });
    const tall = await milestone(b.itemIds[1], { type: "Delivered", on: today, height: 215 });
    const long = await milestone(b.itemIds[2], { type: "Delivered", on: today, length: 540 });
    for (const r of [fits, tall, long]) expect(r.status).toBe(200);
    const flags = await db().itemMilestone.findMany({
      where: { itemId: { in: b.itemIds } },
      orderBy: { itemId: "asc" },
      select: { gaugeFlag: true },
    });
    expect(flags.map((f) => f.gaugeFlag)).toEqual([
      null,
      "Measured height 215 cm is over the voyage's limit of 200 cm; Height measured 215 cm, booked 180 cm (tolerance 5 % or 10 cm).",
      "Length measured 540 cm, booked 480 cm (tolerance 5 % or 10 cm).",
    ]);
    // The flag is on the booking page for the agent and the line's staff.
    for (const viewer of [callers.acmeUser, callers.staffNrl]) {
      const detail = (await getBookingDetail(b.id, viewer))!;
      expect(detail.items.map((i) => i.gaugeFlag)).toEqual(flags.map((f) => f.gaugeFlag));
    }
    // flagged, still delivered
    expect((await db().bookingItem.findUniqueOrThrow({ where: { id: b.itemIds[1] } })).state).toBe("DELIVERED");
  });
});

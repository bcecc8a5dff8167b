// The line's decision loop closed where exceptions are granted (issue 35): a unit measured off its
// booking at the gate reaches staff's "needs you today" whatever its sailing's departure date; once
// the line grants an out-of-gauge exception the agent's home no longer lists the booking as needing
// attention and the unit says "accepted by the line"; staff never read "only the shipping line can
// cancel it". On PostgreSQL, on a database of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { POST as milestoneRoute } from "@/app/api/items/[id]/milestones/route";
import type { Caller } from "@/lib/auth/caller";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import { bookingInput } from "@/lib/booking/test-helpers";
import type { BookingSaveResponse } from "@/lib/booking/message/save-schema";
import { getBookingDetail } from "@/lib/booking/read/booking-detail";
import { agentDashboard } from "@/lib/dashboard/agent-dashboard";
import { HORIZON_DAYS, lineDashboard } from "@/lib/dashboard/line-dashboard";
import { db } from "@/lib/db/prisma";
import { testCallers } from "@/lib/feed/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

let ownDatabase: TestDatabase;
let callers: Awaited<ReturnType<typeof testCallers>>;
let staffNrl: Caller;
const today = new Date().toISOString().slice(0, 10);

/** Saves a one-unit booking (booked 5 × 2 × 2 m) on the voyage and gates it in 60 cm taller than booked. */
async function flaggedAtGate(voyage: string): Promise<{ id: number; code: string; itemId: number }> {
  const res = await callRoute<BookingSaveResponse>(saveRoute, {
    url: "/api/booking/save",
    apiKey: TEST_API_KEYS.agent,
    body: {
      booking: {
        ...bookingInput({
          header: { BookingVoyage: voyage },
          itemOverrides: { Length: 500, Width: 200, Height: 200, Weight: 2500 },
        }),
        TestOnly: false,
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const itemId = Number(res.body.booking.Items[0].Id);
  const gate = await callRoute<{ status?: string }>(milestoneRoute, {
    url: `/api/items/${itemId}/milestones`,
    apiKey: TEST_API_KEYS.admin,
    params: { id: String(itemId) },
    body: { type: "Delivered", on: today, height: 260 },
  });
  expect(gate.status, JSON.stringify(gate.body)).toBe(200);
  const flagged = await db().itemMilestone.findFirstOrThrow({ where: { itemId }, select: { gaugeFlag: true } });
  expect(flagged.gaugeFlag).toMatch(/Height measured 260 cm/);
  return { id: res.body.booking.Id!, code: res.body.booking.BookingCode!, itemId };
}

/** The next open Nordic sailing from Zeebrugge to Lagos departing at least `days` ahead (or within them). */
async function nrlSailing(where: "soon" | "far"): Promise<string> {
  const [v] = await db().$queryRaw<{ number: string }[]>`
    SELECT v.number FROM "Voyage" v
    JOIN "ShippingLine" l ON l.id = v."lineId"
    JOIN "Visit" a ON a."voyageId" = v.id JOIN "Port" pa ON pa.id = a."portId" AND pa.code = 'BEZEE' AND a."canLoad"
    JOIN "Visit" b ON b."voyageId" = v.id AND b.sequence > a.sequence AND b."canDischarge"
    JOIN "Port" pb ON pb.id = b."portId" AND pb.code = 'NGLOS'
    WHERE l.code = 'NRL' AND v."cancelledAt" IS NULL AND v."saleStoppedAt" IS NULL AND a."cutOff" > now() + interval '3 days'
      AND (${where} = 'soon' AND a.departure < now() + interval '10 days'
        OR ${where} = 'far' AND a.departure > now() + make_interval(days => ${HORIZON_DAYS + 3}))
    ORDER BY a.departure LIMIT 1`;
  expect(v, `an open Nordic sailing ${where}`).toBeDefined();
  return v.number;
}

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  callers = await testCallers();
  staffNrl = callers.staffNrl;
});

afterAll(async () => {
  await ownDatabase?.drop();
});

describe("the decision loop, closed", () => {
  it("puts a gate measurement off its booking before staff whatever the departure date", async () => {
    const far = await flaggedAtGate(await nrlSailing("far"));
    const needs = (await lineDashboard(staffNrl)).needs.filter((n) => n.kind === "exception");
    expect(needs.map((n) => n.href)).toContain(`/bookings/${far.id}?exception=OutOfGauge#acceptance-exception`);

    await grantAcceptanceException(staffNrl, {
      bookingId: far.id,
      kind: "OutOfGauge",
      serialNumber: null,
      reason: "Fits on deck 3.",
    });
    const after = (await lineDashboard(staffNrl)).needs.map((n) => n.href);
    expect(after.some((h) => h.startsWith(`/bookings/${far.id}?`))).toBe(false);
  });

  it("clears the agent's 'needs attention' once the line accepts the unit, and says so on the unit", async () => {
    const soon = await flaggedAtGate(await nrlSailing("soon"));
    const problem = async () =>
      (await agentDashboard(callers.acmeUser)).problems.find((p) => p.booking.id === soon.id)?.reasons ?? [];
    expect((await problem()).join(" ")).toMatch(/1 unit measured at the gate/);
    expect((await getBookingDetail(soon.id, callers.acmeUser))!.items[0]).toMatchObject({ gaugeAccepted: null });

    await grantAcceptanceException(staffNrl, {
      bookingId: soon.id,
      kind: "OutOfGauge",
      serialNumber: null,
      reason: "Fits on deck 3.",
    });
    expect(await problem()).toEqual([]);
    const unit = (await getBookingDetail(soon.id, callers.acmeUser))!.items[0];
    expect(unit.gaugeFlag).toMatch(/Height measured 260 cm/);
    expect(unit.gaugeAccepted).toMatchObject({ reason: "Fits on deck 3." });
  });

  it("never tells the line's staff that only the shipping line can cancel a unit", async () => {
    const b = await flaggedAtGate(await nrlSailing("soon"));
    const agentView = (await getBookingDetail(b.id, callers.acmeUser))!;
    expect(agentView.items[0].cancelRefusal).toMatch(/only the shipping line can cancel it/);
    for (const caller of [staffNrl, callers.admin]) {
      const view = (await getBookingDetail(b.id, caller))!;
      expect(view.items[0].cancelRefusal).not.toMatch(/only the shipping line/);
      expect(view.items[0].cancelRefusal).toMatch(/Block it .* or roll it to a later sailing/);
      expect(view.cancelRefusal).not.toMatch(/only the shipping line/);
    }
  });
});

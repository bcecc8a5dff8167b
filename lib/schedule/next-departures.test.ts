import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { listNextDepartures } from "@/lib/schedule/next-departures";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf, portInstant } from "@/lib/time/port-time";

/** A future loading call with a cut-off at a port whose clock runs ahead of UTC (east) or behind it (west). */
async function loadingCallAt(side: "east" | "west") {
  const visits = await db().visit.findMany({
    where: { canLoad: true, cutOff: { gte: new Date() } },
    orderBy: { cutOff: "asc" },
    take: 400,
    select: {
      cutOff: true,
      port: { select: { code: true, timeZone: true } },
      voyage: { select: { number: true, lineId: true } },
    },
  });
  const visit = visits.find((v) => {
    const offset = v.cutOff!.getTime() - instantOf(v.cutOff!, v.port.timeZone).getTime();
    return side === "east" ? offset >= 3_600_000 : offset <= -3_600_000;
  });
  if (!visit) throw new Error(`the seed has no loading call ${side} of UTC`);
  return visit;
}

describe("home's next departures", () => {
  it("leaves out a call whose cut-off has passed in its port's time, even while its wall clock read as UTC has not", async () => {
    const call = await loadingCallAt("east");
    // half an hour after the cut-off at the port (its wall clock, read as UTC, is still ahead)
    const now = new Date(instantOf(call.cutOff!, call.port.timeZone).getTime() + 30 * 60_000);
    expect(now.getTime()).toBeLessThan(call.cutOff!.getTime());
    const list = await listNextDepartures({ lineId: call.voyage.lineId, limit: 100, now });
    expect(list.some((d) => d.voyage === call.voyage.number && d.portCode === call.port.code)).toBe(false);
    const before = await listNextDepartures({
      lineId: call.voyage.lineId,
      limit: 100,
      now: new Date(now.getTime() - 60 * 60_000),
    });
    expect(before.some((d) => d.voyage === call.voyage.number && d.portCode === call.port.code)).toBe(true);
  });

  it("keeps a call west of UTC whose cut-off is still ahead at its port", async () => {
    const call = await loadingCallAt("west");
    // half an hour before the cut-off at the port (its wall clock, read as UTC, has passed)
    const now = new Date(instantOf(call.cutOff!, call.port.timeZone).getTime() - 30 * 60_000);
    expect(now.getTime()).toBeGreaterThan(call.cutOff!.getTime());
    const list = await listNextDepartures({ lineId: call.voyage.lineId, limit: 100, now });
    const found = list.find((d) => d.voyage === call.voyage.number && d.portCode === call.port.code);
    expect(found?.cutOff).toBe(formatLocalDateTime(call.cutOff!));
  });

  it("lists departures in order of departure, as instants", async () => {
    const list = await listNextDepartures({ limit: 30 });
    expect(list.length).toBe(30);
    const times = list.map((d) => portInstant(d.departure, d.timeZone).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

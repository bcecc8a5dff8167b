import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import { DEMO_SPACE } from "@/lib/seed/demo-space";
import { getVoyageSpace } from "@/lib/voyage-space/voyage-space";
import { spaceLevel } from "@/lib/voyage-space/space-level";

describe("demo data", () => {
  it("holds real ports, lines, vessels, a year of weekly voyages and a full catalogue", async () => {
    const prisma = db();
    expect(await prisma.port.count()).toBeGreaterThanOrEqual(40);
    expect(await prisma.port.findUnique({ where: { code: "BEZEE" } })).toMatchObject({
      name: "Zeebrugge",
      countryCode: "BE",
      timeZone: "Europe/Brussels",
    });
    expect(await prisma.shippingLine.count()).toBeGreaterThanOrEqual(3);
    expect(await prisma.vessel.count()).toBeGreaterThanOrEqual(12);
    const types = await prisma.unitModel.groupBy({ by: ["type"], _count: true });
    expect(types.map((t) => t.type).sort()).toEqual(["B", "C", "E", "K", "M", "T", "U", "V"]);
    expect(types.reduce((n, t) => n + t._count, 0)).toBeGreaterThanOrEqual(300);

    // the seeded year (tests add voyages of the route decades ahead)
    const route = await prisma.voyage.findMany({
      where: { sailingRoute: "NEWA", startsAt: { lt: new Date(Date.now() + 400 * 86_400_000) } },
      orderBy: { startsAt: "asc" },
      select: { startsAt: true },
    });
    expect(route.length).toBeGreaterThanOrEqual(52);
    const gaps = route.slice(1).map((v, i) => (v.startsAt.getTime() - route[i].startsAt.getTime()) / 86_400_000);
    expect(gaps.every((d) => d >= 6.9 && d <= 7.1)).toBe(true);
  });

  it("gives every voyage an ordered rotation with cut-offs before loading", async () => {
    const voyage = await db().voyage.findFirstOrThrow({
      where: { sailingRoute: "NEWA" },
      include: { visits: { orderBy: { sequence: "asc" } } },
    });
    expect(voyage.visits.length).toBeGreaterThanOrEqual(5);
    for (const [i, visit] of voyage.visits.entries()) {
      expect(visit.sequence).toBe(i + 1);
      expect(visit.departure.getTime()).toBeGreaterThan(visit.arrival.getTime());
      if (visit.canLoad) expect(visit.cutOff!.getTime()).toBeLessThan(visit.arrival.getTime());
    }
    expect(voyage.visits.some((v) => v.canLoad)).toBe(true);
    expect(voyage.visits.some((v) => v.canDischarge)).toBe(true);
  });
});

describe("demo space (lib/seed/demo-space.ts)", () => {
  it("makes the next two Far East - Oceania sailings of Atlas Car Carriers limited and full on every leg", async () => {
    const voyages = await db().voyage.findMany({
      where: { sailingRoute: DEMO_SPACE.route, allotmentRt: { not: null } },
      orderBy: { startsAt: "asc" },
      include: { line: true },
    });
    expect(voyages.map((v) => v.line.code)).toEqual(["ACC", "ACC"]);
    const spaces = await Promise.all(voyages.map((v) => getVoyageSpace(db(), v.id)));
    expect(spaces.map((s) => s!.legs.map((leg) => spaceLevel(leg.freeRt, s!.capacityRt)))).toEqual([
      Array(spaces[0]!.legs.length).fill("limited"),
      Array(spaces[1]!.legs.length).fill("full"),
    ]);
    expect(spaces.map((s) => s!.legs[0].freeRt)).toEqual([15, 0]);
  });
});

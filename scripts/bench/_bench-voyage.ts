// What the benches book with: the demo agent's integration as caller, and the sailing the booking
// benches book on (booking-save, documents). Loaded once DATABASE_URL is set.
import type { Caller } from "../../lib/auth/caller";
import { db } from "../../lib/db/prisma";

/** The seeded "Acme integration" API key of the demo agent, as the save and the documents see it. */
export async function demoAgentCaller(): Promise<Caller> {
  const key = await db().apiKey.findFirstOrThrow({ where: { name: "Acme integration" } });
  return {
    kind: "apiKey",
    id: key.id,
    role: "AGENT",
    agentId: key.agentId,
    lineId: null,
    name: key.name,
    ip: "127.0.0.1",
  };
}

/**
 * The sailing a bench books on, so every save runs every acceptance rule (calls, cut-off, unit
 * limits, stop sale, space per leg under the voyage's lock): a Nordic Ro-Ro Lines voyage loading at
 * Zeebrugge (ICO) with its cut-off weeks ahead and discharging at Lagos later. The booking-save
 * bench books about 11,000 units on it, far more than a ship carries, so its vessel is given room
 * for them all (in the bench's own database); the space check still counts every leg on each save.
 */
export async function benchVoyage(): Promise<{ id: number; number: string }> {
  const weeksAhead = new Date(Date.now() + 21 * 86_400_000);
  const candidates = await db().voyage.findMany({
    where: {
      line: { code: "NRL" },
      cancelledAt: null,
      saleStoppedAt: null,
      visits: { some: { port: { code: "BEZEE" }, canLoad: true, saleStoppedAt: null, cutOff: { gt: weeksAhead } } },
    },
    orderBy: { startsAt: "asc" },
    select: {
      id: true,
      number: true,
      vesselId: true,
      visits: {
        orderBy: { sequence: "asc" },
        select: { canLoad: true, canDischarge: true, port: { select: { code: true } } },
      },
    },
  });
  const voyage = candidates.find((v) => {
    const pol = v.visits.findIndex((c) => c.port.code === "BEZEE" && c.canLoad);
    return v.visits.some((c, k) => k > pol && c.port.code === "NGLOS" && c.canDischarge);
  });
  if (!voyage) throw new Error("no Zeebrugge → Lagos voyage of NRL with its cut-off weeks ahead in the seed");
  await db().vessel.update({ where: { id: voyage.vesselId }, data: { cargoCapacity: 9_999_999 } });
  await db().voyage.update({ where: { id: voyage.id }, data: { allotmentRt: null } });
  return voyage;
}

// Demo data for booking acceptance (docs/integrators/acceptance.md "Demo data"): the next two
// Atlas Car Carriers sailings of the Far East - Oceania trade (route FEOC, Nagoya → Auckland), one
// nearly full ("limited") and one full, so the schedule, the sailing picker and the line console
// show every level. The cargo is booked by an agent of its own with no users or API keys, so the
// demo accounts' booking lists stay as they were; no e2e spec books on this line or trade.
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const DEMO_SPACE = {
  route: "FEOC",
  agent: { code: "FEAL", name: "Far East Auto Logistics", bookingPrefix: "FEA" },
  /** RT the line releases to the portal on each of the two sailings */
  allotmentRt: 300,
  /** units of 15 RT booked Nagoya → Auckland: 285 RT (5 % free: limited), then 300 RT (full) */
  units: [19, 20],
} as const;

/** A 5 m × 2 m × 1.5 m pick-up: 15 m³, 2.2 t, so 15 RT. */
const UNIT = { length: 500, width: 200, height: 150, weight: 2200 } as const;

export async function seedDemoSpace(prisma: PrismaClient, now: Date): Promise<string[]> {
  // The first two sailings whose first cut-off is at least a week ahead.
  const voyages = await prisma.voyage.findMany({
    where: { sailingRoute: DEMO_SPACE.route, startsAt: { gt: new Date(now.getTime() + 9 * 86_400_000) } },
    orderBy: { startsAt: "asc" },
    take: DEMO_SPACE.units.length,
    include: {
      visits: {
        orderBy: { sequence: "asc" },
        include: { port: { include: { terminals: { take: 1, orderBy: { id: "asc" } } } } },
      },
    },
  });
  if (voyages.length < DEMO_SPACE.units.length) return [];
  const agent = await prisma.agent.create({ data: { ...DEMO_SPACE.agent, nextBookingNumber: voyages.length + 1 } });
  for (const [i, voyage] of voyages.entries()) {
    const pol = voyage.visits.find((v) => v.canLoad)!;
    const pod = voyage.visits.findLast((v) => v.canDischarge)!;
    const terminalId = pol.terminalId ?? pol.port.terminals[0]?.id;
    if (!terminalId) throw new Error(`demo space: no terminal at ${pol.port.code}`);
    const count = DEMO_SPACE.units[i];
    const number = i + 1;
    await prisma.voyage.update({ where: { id: voyage.id }, data: { allotmentRt: DEMO_SPACE.allotmentRt } });
    await prisma.booking.create({
      data: {
        agentId: agent.id,
        lineId: voyage.lineId,
        voyageId: voyage.id,
        polId: pol.portId,
        podId: pod.portId,
        terminalId,
        prefix: DEMO_SPACE.agent.bookingPrefix,
        number,
        bookingCode: `${DEMO_SPACE.agent.bookingPrefix}-${String(number).padStart(6, "0")}`,
        status: "Approved",
        bookingVoyage: voyage.number,
        itemCount: count,
        description: "Demo: pick-ups filling the sailing",
        items: {
          create: Array.from({ length: count }, (_, k) => {
            const serial = `FEA${voyage.number}${String(k + 1).padStart(3, "0")}`.toUpperCase();
            return {
              relativeId: k + 1,
              state: "APPROVED" as const,
              description: "Toyota Hilux",
              type: "C",
              quantity: 1,
              serialType: "Serial",
              serialNumber: serial,
              chassis: serial,
              serialLast6: serial.slice(-6),
              ...UNIT,
            };
          }),
        },
      },
    });
  }
  return voyages.map((v) => v.number);
}

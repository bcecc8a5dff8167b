// Demo tariffs (DESIGN.md "Prices"): every seeded trade of every line has a rate per unit type
// (cars cheapest, trucks and heavy units per revenue ton), a bunker surcharge in percent,
// terminal handling per heavy unit and documentation per booking; Zeebrugge → Lagos has its own
// car rate. Meridian's North America - Middle East trade is left without a tariff, so the
// "on request" path can be tried there.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { SERVICES } from "@/lib/seed/fleet";

/** Unit type → basis and amount in major units (per unit, or per revenue ton). */
const RATES: [type: string, basis: "UNIT" | "RT", amount: number][] = [
  ["M", "UNIT", 250],
  ["C", "UNIT", 950],
  ["V", "UNIT", 1250],
  ["B", "UNIT", 1550],
  ["T", "RT", 48],
  ["U", "RT", 44],
  ["E", "RT", 52],
  ["K", "RT", 40],
];
const CURRENCY: Record<string, string> = { NRL: "EUR", ACC: "USD", MRR: "EUR" };
export const UNPRICED_TRADE = "North America - Middle East";

export async function seedTariffs(prisma: PrismaClient): Promise<number> {
  const lines = await prisma.shippingLine.findMany({
    where: { code: { in: Object.keys(CURRENCY) } },
    select: { id: true, code: true },
  });
  const from = new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 1));
  const rows = [];
  for (const line of lines) {
    const currency = CURRENCY[line.code];
    const trades = SERVICES.filter((s) => s.line === line.code && s.category !== UNPRICED_TRADE);
    trades.forEach((trade, t) => {
      // Longer trades cost a little more: each trade of a line 10 % above the one before.
      const factor = 100 + 10 * t;
      for (const [unitType, basis, amount] of RATES) {
        rows.push({
          lineId: line.id,
          kind: "RATE",
          code: "FREIGHT",
          name: `Ocean freight ${trade.category}`,
          scheduleCategory: trade.category,
          unitType,
          basis,
          amount: amount * factor,
          currency,
          validFrom: from,
        });
      }
      rows.push({
        lineId: line.id,
        kind: "SURCHARGE",
        code: "BAF",
        name: "Bunker adjustment factor",
        scheduleCategory: trade.category,
        unitType: null,
        basis: "PERCENT",
        amount: 1250,
        currency: null,
        validFrom: from,
      });
    });
    for (const unitType of ["T", "U", "E", "K"]) {
      rows.push({
        lineId: line.id,
        kind: "SURCHARGE",
        code: "THC",
        name: "Terminal handling",
        scheduleCategory: null,
        unitType,
        basis: "UNIT",
        amount: 8500,
        currency,
        validFrom: from,
      });
    }
    rows.push({
      lineId: line.id,
      kind: "SURCHARGE",
      code: "DOC",
      name: "Documentation",
      scheduleCategory: null,
      unitType: null,
      basis: "BOOKING",
      amount: 3500,
      currency,
      validFrom: from,
    });
  }
  const nrl = lines.find((l) => l.code === "NRL");
  // One query at a time: the seed may run on a single connection.
  const zeebrugge = await prisma.port.findUnique({ where: { code: "BEZEE" }, select: { id: true } });
  const lagos = await prisma.port.findUnique({ where: { code: "NGLOS" }, select: { id: true } });
  if (nrl && zeebrugge && lagos) {
    rows.push({
      lineId: nrl.id,
      kind: "RATE",
      code: "FREIGHT",
      name: "Ocean freight Zeebrugge - Lagos",
      polId: zeebrugge.id,
      podId: lagos.id,
      scheduleCategory: null,
      unitType: "C",
      basis: "UNIT",
      amount: 105000,
      currency: "EUR",
      validFrom: from,
    });
  }
  await prisma.tariffEntry.createMany({ data: rows });
  return rows.length;
}

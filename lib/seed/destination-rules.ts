// Demo destination rules (DESIGN.md "Destination rules and customs data"). Plausible, not legal
// advice: modelled on rules West African ports publish (Nigeria's import ban on used vehicles
// over 15 years, Senegal's 8-year limit on used cars, Ghana's customs wanting the invoice and the
// customs paper before a unit reaches the terminal) and on the UN 3171 battery declaration US
// terminals ask for; the real rules change and belong to each line's staff.
import type { PrismaClient } from "@/lib/generated/prisma/client";

const RULES: {
  line: string;
  country?: string;
  pod?: string;
  maxAgeYears?: number;
  nonRunners?: "accept" | "refuse";
  batteryDeclaration?: boolean;
  requiredPapers?: string[];
}[] = [
  { line: "NRL", country: "NG", maxAgeYears: 15, nonRunners: "refuse" },
  { line: "NRL", pod: "SNDKR", maxAgeYears: 8 },
  { line: "NRL", pod: "GHTEM", maxAgeYears: 10, requiredPapers: ["PaperForCustoms", "InvoicePaper"] },
  { line: "NRL", country: "US", batteryDeclaration: true },
];

export async function seedDestinationRules(prisma: PrismaClient): Promise<number> {
  const lines = new Map(
    (await prisma.shippingLine.findMany({ select: { id: true, code: true } })).map((l) => [l.code, l.id]),
  );
  const data = RULES.flatMap((r) => {
    const lineId = lines.get(r.line);
    return lineId
      ? [
          {
            lineId,
            country: r.country ?? null,
            pod: r.pod ?? null,
            maxAgeYears: r.maxAgeYears ?? null,
            nonRunners: r.nonRunners ?? null,
            batteryDeclaration: r.batteryDeclaration ?? false,
            requiredPapers: r.requiredPapers ?? [],
          },
        ]
      : [];
  });
  await prisma.destinationRule.deleteMany({ where: { lineId: { in: [...lines.values()] } } });
  await prisma.destinationRule.createMany({ data });
  return data.length;
}

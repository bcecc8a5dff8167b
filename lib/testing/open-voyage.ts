// The next Nordic Ro-Ro Lines voyage open for booking from Zeebrugge (BEZEE) to Lagos (NGLOS): not
// cancelled, not stopped for sale, its Zeebrugge cut-off more than three days ahead. The seeded
// schedule always has one; tests book on it.
import { db } from "@/lib/db/prisma";

export async function openNrlVoyage(): Promise<{ id: number; number: string }> {
  const [voyage] = await db().$queryRaw<{ id: number; number: string }[]>`
    SELECT v.id, v.number FROM "Voyage" v
    JOIN "ShippingLine" l ON l.id = v."lineId"
    JOIN "Visit" a ON a."voyageId" = v.id JOIN "Port" pa ON pa.id = a."portId" AND pa.code = 'BEZEE'
    JOIN "Visit" b ON b."voyageId" = v.id AND b.sequence > a.sequence JOIN "Port" pb ON pb.id = b."portId" AND pb.code = 'NGLOS'
    WHERE l.code = 'NRL' AND v."cancelledAt" IS NULL AND v."saleStoppedAt" IS NULL AND a."cutOff" > now() + interval '3 days'
    ORDER BY a.departure LIMIT 1`;
  return voyage;
}

import "server-only";
// Every item update of the caller's line (the outbox, ItemUpdate), whoever subscribed to it: the
// staff page "Item updates" lists them with each subscriber's delivery state, so an update of an
// agent without a subscription (or whose endpoint fails) shows too. What the portal's own
// receiver stored is the other tab (received-updates.ts).
import { visibleBookings } from "@/lib/booking/rules/visibility";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { inSpecOrder, itemUpdateRecordSchema, MILESTONE_TYPES, milestoneName } from "@/lib/feed/milestone-schema";
import type { ReceivedUpdatesQuery } from "@/lib/feed/received-schema";
import type { SentUpdateRow } from "@/lib/feed/sent-schema";

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

export async function listSentUpdates(caller: Caller, query: ReceivedUpdatesQuery = {}): Promise<SentUpdateRow[]> {
  const booking: Prisma.BookingWhereInput = {
    AND: [
      visibleBookings(caller),
      query.bookingId ? { id: query.bookingId } : {},
      query.voyage ? { voyage: { number: { equals: query.voyage, mode: "insensitive" } } } : {},
    ],
  };
  const and: Prisma.ItemUpdateWhereInput[] = [{ item: { booking } }];
  if (query.serial) and.push({ item: { serialNumber: { contains: query.serial, mode: "insensitive" } } });
  if (query.from) and.push({ createdAt: { gte: dayStart(query.from) } });
  if (query.to) and.push({ createdAt: { lt: dayAfter(query.to) } });
  if (query.milestone) and.push({ milestone: { type: MILESTONE_TYPES[query.milestone] } });
  if (query.afterId) and.push({ id: { gt: query.afterId } });
  const rows = await db().itemUpdate.findMany({
    where: { AND: and },
    orderBy: { id: "desc" },
    take: Math.min(query.take ?? 100, 500),
    select: {
      id: true,
      createdAt: true,
      record: true,
      milestone: { select: { type: true } },
      agent: { select: { name: true } },
      item: { select: { bookingId: true, booking: { select: { bookingCode: true } } } },
      deliveries: {
        orderBy: { id: "asc" },
        select: { status: true, deliveredAt: true, subscription: { select: { url: true } } },
      },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    milestone: r.milestone ? milestoneName(r.milestone.type) : null,
    record: inSpecOrder(itemUpdateRecordSchema.parse(r.record)),
    agentName: r.agent.name,
    bookingId: r.item.bookingId,
    bookingCode: r.item.booking.bookingCode,
    deliveries: r.deliveries.map((d) => ({
      endpoint: d.subscription.url,
      status: d.status,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
  }));
}

import "server-only";
// What the portal received as a subscriber of its own feed: the staff page "Item updates" and
// the agent's item timeline. Visibility is the booking's (rule 2); a record whose item is not
// one of the sending subscription's agent has no booking and only admins see it.
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking, visibleBookings } from "@/lib/booking/rules/visibility";
import { itemStatusName } from "@/lib/booking/rules/item-state";
import { db } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { inSpecOrder, itemUpdateRecordSchema, MILESTONE_NAMES, milestoneName } from "@/lib/feed/milestone-schema";
import { storedOneOf } from "@/lib/core/narrow";
import type { ItemTimeline, ReceivedUpdateRow, ReceivedUpdatesQuery } from "@/lib/feed/received-schema";
import { equalsIgnoringCase } from "@/lib/db/literal";

const dayStart = (d: string) => new Date(`${d}T00:00:00.000Z`);
const dayAfter = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

export async function listReceivedUpdates(
  caller: Caller,
  query: ReceivedUpdatesQuery = {},
): Promise<ReceivedUpdateRow[]> {
  const and: Prisma.ReceivedItemUpdateWhereInput[] = [];
  if (query.bookingId) and.push({ bookingId: query.bookingId });
  if (query.serial) and.push({ serial: { contains: query.serial.toUpperCase(), mode: "insensitive" } });
  if (query.voyage) and.push({ voyage: equalsIgnoringCase(query.voyage) });
  if (query.from) and.push({ receivedAt: { gte: dayStart(query.from) } });
  if (query.to) and.push({ receivedAt: { lt: dayAfter(query.to) } });
  if (query.milestone) and.push({ milestone: query.milestone });
  if (query.afterId) and.push({ id: { gt: query.afterId } });
  const visible = await visibleBookingFilter(caller);
  if (visible) and.push(visible);
  const rows = await db().receivedItemUpdate.findMany({
    where: { AND: and },
    orderBy: { id: "desc" },
    take: Math.min(query.take ?? 100, 500),
  });
  const codes = await bookingCodes(rows.map((r) => r.bookingId));
  return rows.map((r) => ({
    id: r.id,
    receivedAt: r.receivedAt.toISOString(),
    webhookId: r.webhookId,
    milestone: r.milestone === null ? null : storedOneOf(MILESTONE_NAMES, r.milestone, "ReceivedItemUpdate.milestone"),
    record: inSpecOrder(itemUpdateRecordSchema.parse(r.record)),
    bookingId: r.bookingId,
    bookingCode: r.bookingId ? (codes.get(r.bookingId) ?? null) : null,
  }));
}

/** Rule 2 for received rows: nothing to add for admins, else the bookings the caller may see. */
async function visibleBookingFilter(caller: Caller): Promise<Prisma.ReceivedItemUpdateWhereInput | null> {
  if (caller.role === "ADMIN") return null;
  const ids = await db().booking.findMany({ where: visibleBookings(caller), select: { id: true } });
  return { bookingId: { in: ids.map((b) => b.id) } };
}

async function bookingCodes(ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const bookings = await db().booking.findMany({
    where: { id: { in: wanted } },
    select: { id: true, bookingCode: true },
  });
  return new Map(bookings.map((b) => [b.id, b.bookingCode]));
}

/** Per item of the booking: the milestones recorded and the updates received, oldest first. */
export async function itemTimeline(caller: Caller, bookingId: number): Promise<ItemTimeline[]> {
  const booking = Number.isSafeInteger(bookingId)
    ? await db().booking.findUnique({ where: { id: bookingId }, select: { id: true, agentId: true, lineId: true } })
    : null;
  if (!booking || !canSeeBooking(caller, booking))
    throw new ApiError("NOT_FOUND", refusal("refusals.feed.noSuchBooking", { id: bookingId }));
  const items = await db().bookingItem.findMany({
    where: { bookingId },
    orderBy: { relativeId: "asc" },
    select: {
      id: true,
      relativeId: true,
      serialNumber: true,
      state: true,
      isCanceled: true,
      milestones: { orderBy: [{ on: "asc" }, { id: "asc" }] },
    },
  });
  const received = await db().receivedItemUpdate.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
  return items.map((item) => ({
    itemId: item.id,
    relativeId: item.relativeId,
    serial: item.serialNumber,
    status: item.isCanceled ? "Canceled" : itemStatusName(item.state),
    milestones: item.milestones.map((m) => ({
      id: m.id,
      type: milestoneName(m.type),
      on: m.on.toISOString().slice(0, 10),
      location: m.location,
      recordedAt: m.createdAt.toISOString(),
    })),
    updates: received
      .filter((r) => r.itemId === String(item.id))
      .map((r) => ({
        id: r.id,
        receivedAt: r.receivedAt.toISOString(),
        webhookId: r.webhookId,
        record: inSpecOrder(itemUpdateRecordSchema.parse(r.record)),
      })),
  }));
}

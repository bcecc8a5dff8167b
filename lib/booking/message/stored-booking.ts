import "server-only";
// "A booking with its items" as the save and the message read load it: one include, so both see
// the same rows in the same order (items, sub units and sub items by RelativeId, files by id).
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { PrismaClient, Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PartyRole } from "@/lib/booking/message/save-schema";
import { canSeeBooking, type BookingViewer } from "@/lib/booking/rules/visibility";

const files = { orderBy: { id: "asc" } } as const;

export const BOOKING_WITH_ITEMS = {
  pol: { select: { code: true } },
  pod: { select: { code: true } },
  terminal: { select: { code: true } },
  line: { select: { name: true } },
  items: {
    orderBy: { relativeId: "asc" },
    include: {
      files,
      subUnits: { orderBy: { relativeId: "asc" }, include: { files } },
      subItems: { orderBy: { relativeId: "asc" }, include: { files } },
    },
  },
} as const satisfies Prisma.BookingInclude;

export type StoredBooking = Prisma.BookingGetPayload<{ include: typeof BOOKING_WITH_ITEMS }>;
export type StoredItem = StoredBooking["items"][number];
export type StoredSubUnit = StoredItem["subUnits"][number];
export type StoredSubItem = StoredItem["subItems"][number];
export type StoredFile = StoredItem["files"][number];

/** The booking column of each header party. */
export const PARTY_COLUMN = {
  Shipper: "shipperId",
  Exporter: "exporterId",
  Consignee: "consigneeId",
  Client: "clientId",
  IntermediateConsignee: "intermediateConsigneeId",
  Notify: "notifyId",
  Nvocc: "nvoccId",
  DestinationAgent: "destinationAgentId",
  Collector: "collectorId",
} as const satisfies Record<PartyRole, keyof StoredBooking>;

type Client = PrismaClient | Tx;

/**
 * The booking if the viewer may see it (rule 2), else null: a booking of someone else does not
 * exist for the caller. `forUpdate` locks its row first, so concurrent saves of one booking run
 * one after the other and each sees the other's result (and version).
 */
export async function findVisibleBooking(
  client: Client,
  id: number,
  viewer: BookingViewer,
  options: { forUpdate?: boolean } = {},
): Promise<StoredBooking | null> {
  if (options.forUpdate) await client.$queryRaw`SELECT id FROM "Booking" WHERE id = ${id} FOR UPDATE`;
  const booking = await loadBooking(client, id);
  return booking && canSeeBooking(viewer, booking) ? booking : null;
}

/**
 * The booking as BOOKING_WITH_ITEMS gives it, read one query after another. Prisma 7 (query
 * compiler, no relation joins) runs the relation queries of a nested include at the same time; on
 * a transaction's one connection pg then queues them and warns "Calling client.query() when the
 * client is already executing a query" (an error from pg 9). Six queries in turn instead, each
 * relation read for the whole booking at once.
 */
async function loadBooking(client: Client, id: number): Promise<StoredBooking | null> {
  const booking = await client.booking.findUnique({ where: { id } });
  if (!booking) return null;
  const [names] = await client.$queryRaw<{ pol: string; pod: string | null; terminal: string; line: string | null }[]>`
    SELECT pol.code AS pol, pod.code AS pod, t.code AS terminal, l.name AS line
    FROM "Booking" b JOIN "Port" pol ON pol.id = b."polId" LEFT JOIN "Port" pod ON pod.id = b."podId"
      JOIN "Terminal" t ON t.id = b."terminalId" LEFT JOIN "ShippingLine" l ON l.id = b."lineId"
    WHERE b.id = ${id}`;
  const items = await client.bookingItem.findMany({ where: { bookingId: id }, orderBy: { relativeId: "asc" } });
  const ofBooking = { item: { bookingId: id } };
  const subUnits = items.length
    ? await client.bookingSubUnit.findMany({ where: ofBooking, orderBy: [{ itemId: "asc" }, { relativeId: "asc" }] })
    : [];
  const subItems = items.length
    ? await client.bookingSubItem.findMany({ where: ofBooking, orderBy: [{ itemId: "asc" }, { relativeId: "asc" }] })
    : [];
  const files = items.length
    ? await client.bookingFile.findMany({
        where: { OR: [ofBooking, { subUnit: ofBooking }, { subItem: ofBooking }] },
        orderBy: { id: "asc" },
      })
    : [];
  const group = <T>(rows: T[], key: (row: T) => number | null) => {
    const out = new Map<number, T[]>();
    for (const row of rows) {
      const k = key(row);
      if (k === null) continue;
      const list = out.get(k);
      if (list) list.push(row);
      else out.set(k, [row]);
    }
    return out;
  };
  const itemFiles = group(files, (f) => f.itemId);
  const subUnitFiles = group(files, (f) => f.subUnitId);
  const subItemFiles = group(files, (f) => f.subItemId);
  const subUnitsOf = group(subUnits, (s) => s.itemId);
  const subItemsOf = group(subItems, (s) => s.itemId);
  return {
    ...booking,
    pol: { code: names.pol },
    pod: names.pod === null ? null : { code: names.pod },
    terminal: { code: names.terminal },
    line: names.line === null ? null : { name: names.line },
    items: items.map((item) => ({
      ...item,
      files: itemFiles.get(item.id) ?? [],
      subUnits: (subUnitsOf.get(item.id) ?? []).map((s) => ({ ...s, files: subUnitFiles.get(s.id) ?? [] })),
      subItems: (subItemsOf.get(item.id) ?? []).map((s) => ({ ...s, files: subItemFiles.get(s.id) ?? [] })),
    })),
  };
}

/** The booking the viewer may see, or 404 NOT_FOUND, as if it did not exist. */
export async function getBookingOrThrow(client: Client, id: number, viewer: BookingViewer): Promise<StoredBooking> {
  const booking = await findVisibleBooking(client, id, viewer);
  if (!booking) throw new ApiError("NOT_FOUND", refusal("refusals.booking.noSuchBooking", { id }));
  return booking;
}

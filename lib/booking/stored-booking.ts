import "server-only";
// "A booking with its items" as the save and the message read load it: one include, so both see
// the same rows in the same order (items, sub units and sub items by RelativeId, files by id).
import { ApiError } from "@/lib/api/errors";
import type { PrismaClient, Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PartyRole } from "@/lib/booking/save-schema";
import { canSeeBooking, type BookingViewer } from "@/lib/booking/visibility";

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
export async function findVisibleBooking(client: Client, id: number, viewer: BookingViewer, options: { forUpdate?: boolean } = {}): Promise<StoredBooking | null> {
  if (options.forUpdate) await client.$queryRaw`SELECT id FROM "Booking" WHERE id = ${id} FOR UPDATE`;
  const booking = await client.booking.findUnique({ where: { id }, include: BOOKING_WITH_ITEMS });
  return booking && canSeeBooking(viewer, booking) ? booking : null;
}

/** The booking the viewer may see, or 404 NOT_FOUND, as if it did not exist. */
export async function getBookingOrThrow(client: Client, id: number, viewer: BookingViewer): Promise<StoredBooking> {
  const booking = await findVisibleBooking(client, id, viewer);
  if (!booking) throw new ApiError("NOT_FOUND", `No booking with Id ${id}.`);
  return booking;
}

import "server-only";
// GET /api/bookings: the caller's bookings (rule 2) with the integrator's filters, paged by a
// cursor over the booking id. Ids only grow and a save never changes one, so paging stays stable
// while bookings are saved between pages: a booking is never listed twice, and every booking that
// existed at the first page is listed once (new ones come at the end).
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BookingViewer } from "@/lib/booking/rules/visibility";
import { fromSql, rowsOfPage, whereSql } from "@/lib/booking/read/list-bookings";
import type { BookingPage, BookingPageQuery } from "@/lib/booking/message/booking-page-schema";

const CURSOR_PREFIX = "b";

/** The opaque cursor after a booking id (base64url, so clients do not build them). */
export function cursorAfter(id: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${id}`).toString("base64url");
}

function idAfterCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const match = /^b(\d{1,10})$/.exec(text);
  if (!match)
    throw new ApiError("BAD_REQUEST", refusal("refusals.booking.badCursor"), [
      fieldError("cursor", "invalid_cursor", refusal("refusals.booking.notNextCursor")),
    ]);
  return Number(match[1]);
}

export async function pageBookings(viewer: BookingViewer, query: BookingPageQuery): Promise<BookingPage> {
  const after = idAfterCursor(query.cursor);
  const filters = whereSql(viewer, {
    status: query.status,
    voyage: query.voyage,
    pol: query.pol,
    pod: query.pod,
    dateBy: "created",
  });
  const since = query.updatedSince
    ? new Date(query.updatedSince.length === 10 ? `${query.updatedSince}T00:00:00Z` : query.updatedSince)
    : null;
  // One more than asked tells whether a next page exists.
  const rows = await rowsOfPage(Prisma.sql`
    SELECT b.id, b.id AS ord ${fromSql(false)}
    WHERE ${filters} AND b.id > ${after} ${since ? Prisma.sql`AND b."updatedAt" >= ${since}` : Prisma.empty}
    ORDER BY b.id LIMIT ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  return {
    bookings: page.map((r) => ({
      id: r.id,
      bookingCode: r.bookingCode,
      status: r.status,
      isCanceled: r.isCanceled,
      agent: r.agent,
      line: r.line,
      voyage: r.voyage,
      vessel: r.vessel,
      pol: r.pol,
      terminal: r.terminal,
      pod: r.pod,
      departure: r.departure,
      referenceNumber: r.referenceNumber,
      items: r.items,
      canceledItems: r.canceledItems,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    })),
    nextCursor: rows.length > query.limit ? cursorAfter(page[page.length - 1].id) : null,
  };
}

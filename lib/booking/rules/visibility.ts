// Who may see (and so edit) a booking — spec rule 2, in one place: its agent, the staff of its
// line, operator admins. As a predicate for one loaded booking and as a where-clause for lists.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Role } from "@/lib/generated/prisma/enums";

export interface BookingViewer {
  role: Role;
  agentId: number | null;
  lineId: number | null;
}

export function canSeeBooking(viewer: BookingViewer, booking: { agentId: number; lineId: number | null }): boolean {
  if (viewer.role === "ADMIN") return true;
  if (viewer.role === "AGENT") return viewer.agentId !== null && booking.agentId === viewer.agentId;
  return viewer.lineId !== null && booking.lineId === viewer.lineId;
}

/** The same rule as a where-clause; nothing for a viewer without agent or line. */
export function visibleBookings(viewer: BookingViewer): Prisma.BookingWhereInput {
  if (viewer.role === "ADMIN") return {};
  if (viewer.role === "STAFF") return viewer.lineId ? { lineId: viewer.lineId } : { id: -1 };
  return viewer.agentId ? { agentId: viewer.agentId } : { id: -1 };
}

/** The same rule as SQL over the booking table aliased `b`, for the list's raw query. */
export function visibleBookingsSql(viewer: BookingViewer): Prisma.Sql {
  if (viewer.role === "ADMIN") return Prisma.sql`true`;
  if (viewer.role === "STAFF") return viewer.lineId ? Prisma.sql`b."lineId" = ${viewer.lineId}` : Prisma.sql`false`;
  return viewer.agentId ? Prisma.sql`b."agentId" = ${viewer.agentId}` : Prisma.sql`false`;
}

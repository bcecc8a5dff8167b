import "server-only";
// A booking code typed into a filter → the booking's id, when the caller may see it (rule 2).
import { db } from "@/lib/db/prisma";
import { type BookingViewer, visibleBookings } from "@/lib/booking/rules/visibility";
import { equalsIgnoringCase } from "@/lib/db/literal";

export async function findVisibleBookingId(viewer: BookingViewer, code: string): Promise<number | null> {
  const booking = await db().booking.findFirst({
    where: { AND: [visibleBookings(viewer), { bookingCode: equalsIgnoringCase(code.trim()) }] },
    select: { id: true },
  });
  return booking?.id ?? null;
}

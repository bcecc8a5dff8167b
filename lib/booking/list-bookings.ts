// The bookings a caller may see, newest first: an agent's own, a line's for its staff, all for admins.
import { db } from "@/lib/db/prisma";
import { type BookingViewer, visibleBookings } from "@/lib/booking/visibility";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

export interface BookingListRow {
  id: number;
  bookingCode: string;
  status: string;
  isCanceled: boolean;
  agent: string;
  line: string | null;
  voyage: string | null;
  pol: string;
  terminal: string;
  pod: string | null;
  referenceNumber: string | null;
  items: number;
  canceledItems: number;
  createdOn: string;
}

export async function listBookings(viewer: BookingViewer, options: { take?: number } = {}): Promise<BookingListRow[]> {
  const rows = await db().booking.findMany({
    where: visibleBookings(viewer),
    orderBy: { id: "desc" },
    take: options.take ?? 200,
    select: {
      id: true,
      bookingCode: true,
      status: true,
      isCanceled: true,
      referenceNumber: true,
      createdOn: true,
      bookingVoyage: true,
      agent: { select: { name: true } },
      line: { select: { name: true } },
      voyage: { select: { number: true } },
      pol: { select: { name: true, code: true } },
      pod: { select: { name: true, code: true } },
      terminal: { select: { name: true } },
      items: { select: { isCanceled: true } },
    },
  });
  return rows.map((b) => ({
    id: b.id,
    bookingCode: b.bookingCode,
    status: b.status,
    isCanceled: b.isCanceled,
    agent: b.agent.name,
    line: b.line?.name ?? null,
    voyage: b.voyage?.number ?? b.bookingVoyage ?? null,
    pol: `${b.pol.name} (${b.pol.code})`,
    terminal: b.terminal.name,
    pod: b.pod ? `${b.pod.name} (${b.pod.code})` : null,
    referenceNumber: b.referenceNumber,
    items: b.items.length,
    canceledItems: b.items.filter((i) => i.isCanceled).length,
    createdOn: formatLocalDateTime(b.createdOn),
  }));
}

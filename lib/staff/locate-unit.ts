import "server-only";
// The units of the caller's line that a code scanned at the gate names (a dock receipt's QR code,
// `QS-ITEM:<id>`, or a VIN/serial as the chassis key compares it), newest booking first: what the
// scan field tells when the unit is not one of the sailing on screen.
import { db } from "@/lib/db/prisma";
import { normalizeChassis } from "@/lib/booking/units/serial";
import { type BookingViewer, visibleBookings } from "@/lib/booking/rules/visibility";
import { parseItemQr } from "@/lib/documents/item-qr";
import type { UnitWhereabouts } from "@/lib/staff/gate-scan-words";

export async function locateScannedUnit(viewer: BookingViewer, code: string): Promise<UnitWhereabouts[]> {
  const itemId = parseItemQr(code);
  const chassis = itemId === null ? normalizeChassis(code.replace(/\s+/g, "")) : null;
  if (itemId === null && !chassis) return [];
  const items = await db().bookingItem.findMany({
    where: {
      ...(itemId !== null ? { id: itemId } : { chassis }),
      booking: visibleBookings(viewer),
    },
    orderBy: { bookingId: "desc" },
    take: 5,
    select: {
      isCanceled: true,
      booking: {
        select: {
          bookingCode: true,
          isCanceled: true,
          status: true,
          requestType: true,
          voyage: { select: { number: true } },
          pol: { select: { code: true, name: true } },
        },
      },
    },
  });
  return items.map(({ isCanceled, booking: b }) => ({
    bookingCode: b.bookingCode,
    voyage: b.voyage?.number ?? null,
    pol: b.pol,
    canceled: isCanceled || b.isCanceled,
    notBooked: b.requestType === 1 || /draft/i.test(b.status),
  }));
}

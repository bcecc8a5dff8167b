import "server-only";
// The tracking pages' "e-mail me" form (app/track/updates/route.ts): the booking is found again
// from what the page was opened with — its code and VIN end, or its share link — counted against
// the address like any look-up, and the address is asked to confirm
// (lib/notifications/consignee.ts).
import { db } from "@/lib/db/prisma";
import type { Locale } from "@/lib/i18n/locales";
import { askForUpdates, type AskOutcome } from "@/lib/notifications/consignee";
import { openShareLink } from "@/lib/tracking/share-links";
import { limitedLookUp } from "@/lib/tracking/track";
import { refusal } from "@/lib/i18n/sentences";
import { trackQuerySchema } from "@/lib/tracking/track-schema";

export interface UpdatesFrom {
  booking?: string;
  vin?: string;
  /** a share link's token */
  link?: string;
}

interface Found {
  bookingId: number;
  shareLinkId: number | null;
  trackPath: string;
}

/** The page the form was on, for the answer to land on. */
export function trackPathOf(given: UpdatesFrom): string {
  if (given.link) return `/track/l/${encodeURIComponent(given.link)}`;
  const q = new URLSearchParams({ booking: given.booking ?? "", vin: given.vin ?? "" });
  return `/track?${q}`;
}

async function find(given: UpdatesFrom, now: Date): Promise<Found | null> {
  if (given.link) {
    const link = await openShareLink(given.link, now);
    return link ? { bookingId: link.bookingId, shareLinkId: link.id, trackPath: trackPathOf(given) } : null;
  }
  const pair = trackQuerySchema.safeParse({ booking: given.booking ?? "", vin: given.vin ?? "" });
  if (!pair.success) return null;
  const [row] = await db().$queryRaw<{ id: number }[]>`
    SELECT b.id FROM "Booking" b
     WHERE b."bookingCode" = ${pair.data.booking} AND b."requestType" IS DISTINCT FROM 1
       AND EXISTS (SELECT 1 FROM "BookingItem" i WHERE i."bookingId" = b.id AND i."serialLast6" = ${pair.data.vin} AND NOT i."isCanceled")
     LIMIT 1`;
  return row
    ? {
        bookingId: row.id,
        shareLinkId: null,
        trackPath: trackPathOf({ booking: pair.data.booking, vin: pair.data.vin }),
      }
    : null;
}

/**
 * Asks `email` to confirm updates of the booking the page shows, in `locale` (the page's language:
 * the e-mails' from now on).
 * A booking not found is a 404 (ApiError), too many look-ups a 429, a wrong address a ZodError.
 */
export async function askForTrackingUpdates(
  ip: string,
  given: UpdatesFrom & { email: string; locale: Locale },
  now: Date = new Date(),
): Promise<AskOutcome> {
  const found = await limitedLookUp(ip, () => find(given, now), refusal("refusals.tracking.noMatch"));
  return askForUpdates({ ...found, email: given.email, locale: given.locale, now });
}

// The booking page's "Tracking links" panel (server part): the booking's share links as the API
// lists them, with the controls to make and revoke them.
import type { Caller } from "@/lib/auth/caller";
import { pageOrigin } from "@/lib/tracking/request-origin";
import { listShareLinks } from "@/lib/tracking/share-links";
import { ShareLinksPanel } from "@/components/tracking/share-links-panel";

export async function ShareLinks({
  bookingId,
  caller,
  timeZone,
}: {
  bookingId: number;
  caller: Caller;
  timeZone: string;
}) {
  const links = await listShareLinks(caller, bookingId, await pageOrigin());
  return <ShareLinksPanel bookingId={bookingId} links={links} timeZone={timeZone} />;
}

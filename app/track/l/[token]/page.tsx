// /track/l/{token}: the tracking page a share link opens, without the booking code and VIN pair.
// Public (proxy.ts); an unknown, expired or revoked link is a 404 page.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { TrackingView } from "@/components/tracking/tracking-view";
import { TrackPage } from "@/components/tracking/track-page";
import { TrackForm } from "@/components/tracking/track-form";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { trackByLink } from "@/lib/tracking/share-links";
import { trackOutcome } from "@/lib/tracking/page-outcome";
import { TOO_MANY_LOOK_UPS } from "@/lib/tracking/track-messages";

export const metadata: Metadata = {
  title: "Shipment tracking",
  robots: { index: false, follow: false },
  // the token is the key: never sent on to another site
  referrer: "no-referrer",
};

export default async function SharedTracking({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const outcome = await trackOutcome(trackByLink(clientIp(await headers(), env().TRUSTED_PROXY_COUNT), token));
  if ("refused" in outcome) {
    if (outcome.refused === "NOT_FOUND") notFound();
    return (
      <TrackPage title="Shipment tracking">
        <TrackForm problem={TOO_MANY_LOOK_UPS} />
      </TrackPage>
    );
  }
  return (
    <TrackPage>
      <TrackingView tracking={outcome.tracking} />
    </TrackPage>
  );
}

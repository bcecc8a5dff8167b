// /track/l/{token}: the tracking page a share link opens, without the booking code and VIN pair.
// Public (proxy.ts); an unknown, expired or revoked link is a 404 page.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { TrackingView } from "@/components/tracking/tracking-view";
import { TrackPage } from "@/components/tracking/track-page";
import { TrackForm } from "@/components/tracking/track-form";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { trackByLink } from "@/lib/tracking/share-links";
import { trackOutcome } from "@/lib/tracking/page-outcome";
import { isUpdatesOutcome } from "@/lib/tracking/track-messages";
import { UpdatesForm } from "@/components/tracking/updates-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("track.meta");
  return {
    title: t("shared"),
    robots: { index: false, follow: false },
    // the token is the key: never sent on to another site. "same-origin", not "no-referrer": under
    // no-referrer the browser posts the page's own forms with `Origin: null`, which the proxy refuses.
    referrer: "same-origin",
  };
}

export default async function SharedTracking({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ updates?: string }>;
}) {
  const { token } = await params;
  const { updates } = await searchParams;
  const outcome = await trackOutcome(trackByLink(clientIp(await headers(), env().TRUSTED_PROXY_COUNT), token));
  if ("refused" in outcome) {
    if (outcome.refused === "NOT_FOUND") notFound();
    const t = await getTranslations("track");
    return (
      <TrackPage title={t("meta.shared")}>
        <TrackForm problem={t("lookup.tooMany")} />
      </TrackPage>
    );
  }
  return (
    <TrackPage>
      <TrackingView tracking={outcome.tracking} />
      <UpdatesForm from={{ link: token }} outcome={isUpdatesOutcome(updates) ? updates : undefined} />
    </TrackPage>
  );
}

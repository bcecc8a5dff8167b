// /track?booking=<code>&vin=<last 6>: public tracking for consignees, no sign-in (proxy.ts lets
// /track through). Server rendered with no script of its own; a wrong pair is a 404 page.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { TrackForm } from "@/components/tracking/track-form";
import { TrackingView } from "@/components/tracking/tracking-view";
import { TrackPage } from "@/components/tracking/track-page";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { trackByPair } from "@/lib/tracking/track";
import { trackOutcome } from "@/lib/tracking/page-outcome";
import { trackQuerySchema } from "@/lib/tracking/track-schema";
import { isUpdatesOutcome } from "@/lib/tracking/track-messages";
import { UpdatesForm } from "@/components/tracking/updates-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("track.meta");
  return {
    title: t("track"),
    robots: { index: false, follow: false },
    // the pair or the link's token never goes to another site; the page's own forms keep their Origin
    referrer: "same-origin",
  };
}

export default async function Track({
  searchParams,
}: {
  searchParams: Promise<{ booking?: string; vin?: string; updates?: string }>;
}) {
  const [given, t] = await Promise.all([searchParams, getTranslations("track")]);
  const booking = typeof given.booking === "string" ? given.booking : "";
  const vin = typeof given.vin === "string" ? given.vin : "";
  if (!booking && !vin)
    return (
      <TrackPage title={t("lookup.title")} intro={t("lookup.intro")}>
        <TrackForm />
      </TrackPage>
    );
  const parsed = trackQuerySchema.safeParse({ booking, vin });
  if (!parsed.success)
    return (
      <TrackPage title={t("lookup.title")}>
        <TrackForm booking={booking} vin={vin} problem={t("lookup.badPair")} />
      </TrackPage>
    );
  const outcome = await trackOutcome(trackByPair(clientIp(await headers(), env().TRUSTED_PROXY_COUNT), parsed.data));
  if ("refused" in outcome) {
    if (outcome.refused === "NOT_FOUND") notFound();
    return (
      <TrackPage title={t("lookup.title")}>
        <TrackForm booking={booking} vin={vin} problem={t("lookup.tooMany")} />
      </TrackPage>
    );
  }
  return (
    <TrackPage>
      <TrackingView tracking={outcome.tracking} />
      <UpdatesForm from={parsed.data} outcome={isUpdatesOutcome(given.updates) ? given.updates : undefined} />
      <details className="mt-8 print:hidden">
        <summary className="cursor-pointer text-sm text-slate-700">{t("lookup.another")}</summary>
        <div className="mt-3">
          <TrackForm />
        </div>
      </details>
    </TrackPage>
  );
}

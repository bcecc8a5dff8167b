// /track?booking=<code>&vin=<last 6>: public tracking for consignees, no sign-in (proxy.ts lets
// /track through). Server rendered with no script of its own; a wrong pair is a 404 page.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { TrackForm } from "@/components/tracking/track-form";
import { TrackingView } from "@/components/tracking/tracking-view";
import { TrackPage } from "@/components/tracking/track-page";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { trackByPair } from "@/lib/tracking/track";
import { trackOutcome } from "@/lib/tracking/page-outcome";
import { trackQuerySchema } from "@/lib/tracking/track-schema";
import { isUpdatesOutcome, TOO_MANY_LOOK_UPS } from "@/lib/tracking/track-messages";
import { UpdatesForm } from "@/components/tracking/updates-form";

export const metadata: Metadata = {
  title: "Track a shipment",
  robots: { index: false, follow: false },
  // the pair or the link's token never goes to another site; the page's own forms keep their Origin
  referrer: "same-origin",
};

export default async function Track({
  searchParams,
}: {
  searchParams: Promise<{ booking?: string; vin?: string; updates?: string }>;
}) {
  const given = await searchParams;
  const booking = typeof given.booking === "string" ? given.booking : "";
  const vin = typeof given.vin === "string" ? given.vin : "";
  if (!booking && !vin)
    return (
      <TrackPage
        title="Where is my vehicle?"
        intro="Enter the booking code and the last 6 characters of one vehicle's VIN, as the agent gave them to you."
      >
        <TrackForm />
      </TrackPage>
    );
  const parsed = trackQuerySchema.safeParse({ booking, vin });
  if (!parsed.success)
    return (
      <TrackPage title="Where is my vehicle?">
        <TrackForm
          booking={booking}
          vin={vin}
          problem="Give the booking code and the last 6 letters and digits of the VIN."
        />
      </TrackPage>
    );
  const outcome = await trackOutcome(trackByPair(clientIp(await headers(), env().TRUSTED_PROXY_COUNT), parsed.data));
  if ("refused" in outcome) {
    if (outcome.refused === "NOT_FOUND") notFound();
    return (
      <TrackPage title="Where is my vehicle?">
        <TrackForm booking={booking} vin={vin} problem={TOO_MANY_LOOK_UPS} />
      </TrackPage>
    );
  }
  return (
    <TrackPage>
      <TrackingView tracking={outcome.tracking} />
      <UpdatesForm from={parsed.data} outcome={isUpdatesOutcome(given.updates) ? given.updates : undefined} />
      <details className="mt-8 print:hidden">
        <summary className="cursor-pointer text-sm text-slate-700">Track another booking</summary>
        <div className="mt-3">
          <TrackForm />
        </div>
      </details>
    </TrackPage>
  );
}

// /track/updates/confirm and /track/updates/stop: the pages a consignee's e-mail links to. A button
// does the step (a plain POST form to /track/updates), so a mail scanner opening the link changes
// nothing; after it, the same page says where things stand. A link that is not genuine is a 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { TrackPage } from "@/components/tracking/track-page";
import { buttonClass } from "@/components/ui/button";
import { ApiError } from "@/lib/core/errors";
import { consigneeState, type ConsigneeState, type Purpose } from "@/lib/notifications/consignee";
import { consigneeLinkQuerySchema } from "@/lib/notifications/consignee-schema";

export const metadata: Metadata = {
  title: "E-mail updates",
  robots: { index: false, follow: false },
  // the pair or the link's token never goes to another site; the page's own forms keep their Origin
  referrer: "same-origin",
};

const isPurpose = (v: string): v is Purpose => v === "confirm" || v === "stop";

/** Where things stand, in one sentence per case. */
function saying(purpose: Purpose, s: ConsigneeState): { title: string; text: string; button: string | null } {
  if (s.state === "stopped")
    return {
      title: "E-mail updates are off",
      text: `No more e-mails about booking ${s.bookingCode} will be sent to ${s.email}. To get them again, ask on the tracking page.`,
      button: null,
    };
  if (purpose === "stop")
    return {
      title: "Stop e-mail updates?",
      text: `${s.email} gets an e-mail at each milestone and change of the expected arrival of booking ${s.bookingCode}.`,
      button: "Stop the e-mails",
    };
  if (s.state === "confirmed")
    return {
      title: "E-mail updates are on",
      text: `${s.email} will get an e-mail at each milestone and change of the expected arrival of booking ${s.bookingCode}. Each e-mail has a link to stop them.`,
      button: null,
    };
  return {
    title: "Confirm e-mail updates",
    text: `Send an e-mail to ${s.email} at each milestone and change of the expected arrival of booking ${s.bookingCode}?`,
    button: "Confirm",
  };
}

export default async function UpdatesStep({
  params,
  searchParams,
}: {
  params: Promise<{ step: string }>;
  searchParams: Promise<{ s?: string; t?: string }>;
}) {
  const { step } = await params;
  const query = consigneeLinkQuerySchema.safeParse(await searchParams);
  if (!isPurpose(step) || !query.success) notFound();
  let state: ConsigneeState;
  try {
    state = await consigneeState(query.data, step);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
  const say = saying(step, state);
  return (
    <TrackPage title={say.title}>
      <p className="text-slate-700">{say.text}</p>
      {say.button ? (
        <form method="post" action="/track/updates" className="mt-4">
          <input type="hidden" name="do" value={step} />
          <input type="hidden" name="s" value={String(query.data.s)} />
          <input type="hidden" name="t" value={query.data.t} />
          <button type="submit" className={`${buttonClass} w-full justify-center py-2 text-base sm:w-auto`}>
            {say.button}
          </button>
        </form>
      ) : null}
      <p className="mt-6">
        <Link href={state.trackPath} className="text-brand-700 underline">
          Open the tracking page
        </Link>
      </p>
    </TrackPage>
  );
}

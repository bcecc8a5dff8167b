// /track/updates/confirm and /track/updates/stop: the pages a consignee's e-mail links to. A button
// does the step (a plain POST form to /track/updates), so a mail scanner opening the link changes
// nothing; after it, the same page says where things stand. A link that is not genuine is a 404.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TrackPage } from "@/components/tracking/track-page";
import { TrackingSubmit } from "@/components/tracking/tracking-submit";
import { HiddenInput } from "@/components/ui/field";
import { ApiError } from "@/lib/core/errors";
import { consigneeState, type ConsigneeState, type Purpose } from "@/lib/notifications/consignee";
import { consigneeLinkQuerySchema } from "@/lib/notifications/consignee-schema";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("track.meta");
  return {
    title: t("updates"),
    robots: { index: false, follow: false },
    // the pair or the link's token never goes to another site; the page's own forms keep their Origin
    referrer: "same-origin",
  };
}

const isPurpose = (v: string): v is Purpose => v === "confirm" || v === "stop";

/** Where things stand: one case each, with its heading, sentence and (to do the step) button. */
function standing(purpose: Purpose, s: ConsigneeState): "stopped" | "stop" | "confirmed" | "confirm" {
  if (s.state === "stopped") return "stopped";
  if (purpose === "stop") return "stop";
  return s.state === "confirmed" ? "confirmed" : "confirm";
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
  const t = await getTranslations("track.step");
  const stand = standing(step, state);
  const say = {
    title: t(`${stand}.title`),
    text: t(`${stand}.text`, { booking: state.bookingCode, email: state.email }),
    button: stand === "stop" ? t("stop.button") : stand === "confirm" ? t("confirm.button") : null,
  };
  return (
    <TrackPage title={say.title}>
      <p className="text-slate-700">{say.text}</p>
      {say.button ? (
        <form method="post" action="/track/updates" className="mt-4">
          <HiddenInput name="do" value={step} />
          <HiddenInput name="s" value={String(query.data.s)} />
          <HiddenInput name="t" value={query.data.t} />
          <TrackingSubmit>{say.button}</TrackingSubmit>
        </form>
      ) : null}
      <p className="mt-6">
        <Link href={state.trackPath} className="text-brand-700 underline">
          {t("openTracking")}
        </Link>
      </p>
    </TrackPage>
  );
}

// A confirm or stop link that is not genuine (mistyped, cut by a mail program): say so, and point
// to the tracking page, where the updates can be asked for again.
import { useTranslations } from "next-intl";
import { TrackForm } from "@/components/tracking/track-form";
import { TrackPage } from "@/components/tracking/track-page";

export default function UpdatesLinkNotFound() {
  const t = useTranslations("track");
  return (
    <TrackPage title={t("meta.updates")} intro={t("updates.linkNotValid")}>
      <TrackForm />
    </TrackPage>
  );
}

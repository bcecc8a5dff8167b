// A wrong booking code and VIN pair on /track (404): the form again, with what to check.
import { useTranslations } from "next-intl";
import { TrackForm } from "@/components/tracking/track-form";
import { TrackPage } from "@/components/tracking/track-page";

export default function TrackNotFound() {
  const t = useTranslations("track.lookup");
  return (
    <TrackPage title={t("title")}>
      <TrackForm problem={t("noMatch")} />
    </TrackPage>
  );
}

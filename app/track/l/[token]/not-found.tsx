// A share link that does not open (unknown, expired or revoked): say so, and offer the look-up by
// booking code and VIN instead.
import { useTranslations } from "next-intl";
import { TrackForm } from "@/components/tracking/track-form";
import { TrackPage } from "@/components/tracking/track-page";

export default function SharedTrackingNotFound() {
  const t = useTranslations("track");
  return (
    <TrackPage title={t("meta.shared")} intro={t("shared.notOpen")}>
      <TrackForm />
    </TrackPage>
  );
}

// A confirm or stop link that is not genuine (mistyped, cut by a mail program): say so, and point
// to the tracking page, where the updates can be asked for again.
import { TrackForm } from "@/components/tracking/track-form";
import { TrackPage } from "@/components/tracking/track-page";
import { UPDATES_LINK_NOT_VALID } from "@/lib/tracking/track-messages";

export default function UpdatesLinkNotFound() {
  return (
    <TrackPage title="E-mail updates" intro={UPDATES_LINK_NOT_VALID}>
      <TrackForm />
    </TrackPage>
  );
}

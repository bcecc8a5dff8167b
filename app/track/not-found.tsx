// A wrong booking code and VIN pair on /track (404): the form again, with what to check.
import { TrackForm } from "@/components/tracking/track-form";
import { TrackPage } from "@/components/tracking/track-page";
import { NO_MATCH } from "@/lib/tracking/track-messages";

export default function TrackNotFound() {
  return (
    <TrackPage title="Where is my vehicle?">
      <TrackForm problem={`${NO_MATCH} Check both with the agent who gave them to you.`} />
    </TrackPage>
  );
}

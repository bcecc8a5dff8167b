// A share link that does not open (unknown, expired or revoked): say so, and offer the look-up by
// booking code and VIN instead.
import { TrackForm } from "@/components/tracking/track-form";
import { TrackPage } from "@/components/tracking/track-page";
import { LINK_NOT_OPEN } from "@/lib/tracking/track-messages";

export default function SharedTrackingNotFound() {
  return (
    <TrackPage
      title="Shipment tracking"
      intro={`${LINK_NOT_OPEN} Ask the agent for a new link, or track with the booking code and VIN.`}
    >
      <TrackForm />
    </TrackPage>
  );
}

import "server-only";
// The tracking pages' look-up as a value: the answer, or which of the two expected refusals it
// met (the page shows a 404 or the form again); anything else is thrown on to the error page.
import { ApiError } from "@/lib/core/errors";
import type { Tracking } from "@/lib/tracking/track-schema";

export type TrackOutcome = { tracking: Tracking } | { refused: "NOT_FOUND" | "RATE_LIMITED" };

export async function trackOutcome(lookUp: Promise<Tracking>): Promise<TrackOutcome> {
  try {
    return { tracking: await lookUp };
  } catch (error) {
    if (error instanceof ApiError && (error.code === "NOT_FOUND" || error.code === "RATE_LIMITED"))
      return { refused: error.code };
    throw error;
  }
}

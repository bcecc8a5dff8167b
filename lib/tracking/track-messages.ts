// What the public tracking routes say. When they find nothing it is one sentence each, alike for
// every reason (a code that exists or not; a link unknown, forged, expired or revoked): those are
// refusals, in the catalogue (refusals.tracking.noMatch, .linkNotOpen).
export const TOO_MANY_LOOK_UPS = "Too many look-ups that found nothing came from your network. Try again in an hour.";

/** What the tracking page says after its "e-mail me" form (app/track/updates/route.ts), by outcome. */
export const UPDATES_MESSAGES = {
  asked:
    "Thank you. If the address can receive e-mail, a message asking you to confirm is on its way. Updates start once you confirm.",
  full: "This booking already has as many e-mail addresses as it can take.",
  "bad-email": "Give an e-mail address like name@example.com.",
  busy: TOO_MANY_LOOK_UPS,
} as const;
export type UpdatesOutcome = keyof typeof UPDATES_MESSAGES;
export const isUpdatesOutcome = (v: unknown): v is UpdatesOutcome =>
  typeof v === "string" && Object.prototype.hasOwnProperty.call(UPDATES_MESSAGES, v);
export const UPDATES_LINK_NOT_VALID =
  "This link is not valid: it may have been cut by your mail program. Open the tracking page and ask for updates again.";

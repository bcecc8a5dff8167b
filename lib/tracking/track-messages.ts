// What the public tracking pages and routes say when they find nothing: one sentence each, alike
// for every reason (a code that exists or not; a link unknown, forged, expired or revoked).
export const NO_MATCH = "No booking matches this booking code and VIN ending.";
export const LINK_NOT_OPEN = "This tracking link does not exist, has expired or was withdrawn by the agent.";
export const TOO_MANY_LOOK_UPS = "Too many look-ups that found nothing came from your network. Try again in an hour.";

// Public tracking, share links, schedule changes of a call and the events API (DESIGN "Tracking
// for consignees and events"). Schemas only: no server imports.
import { z } from "zod";
import { defineOperation, ID_PARAMS } from "@/lib/core/operation";
import { SHARE_TOKEN_PARAMS, trackingSchema, trackQuerySchema } from "@/lib/tracking/track-schema";
import {
  createdShareLinkSchema,
  createShareLinkSchema,
  SHARE_LINK_PARAMS,
  shareLinkListSchema,
} from "@/lib/tracking/share-link-schema";
import { eventListSchema, eventsQuerySchema } from "@/lib/tracking/events-schema";
import {
  movedVisitSchema,
  moveVisitBodySchema,
  moveVisitQuerySchema,
  VISIT_PARAMS,
} from "@/lib/tracking/move-visit-schema";

import { consigneeLinkQuerySchema, consigneeStateSchema } from "@/lib/notifications/consignee-schema";

const NO_SECRETS =
  "The answer carries the units' milestones (VIN's last 6 characters only), the line, vessel, voyage, Pol, Pod, estimated departure and current ETA — never parties, prices, papers or full VINs.";
const LIMIT =
  "Look-ups are limited per client address: the 61st that finds nothing within an hour makes the address wait an hour (429 RATE_LIMITED with `Retry-After`); one that finds its booking does not count.";

export const trackBookingOperation = defineOperation({
  method: "get",
  path: "/api/track",
  operationId: "trackBooking",
  tag: "Tracking",
  summary: "Track a booking by its code and a VIN's end (no key)",
  description: [
    "Public: no key or session. `booking` is the booking code, `vin` the last 6 characters of one of its live units' VIN or serial.",
    NO_SECRETS,
    "A wrong pair is 404 whether the booking exists or not. Quotations are not tracked.",
    LIMIT,
  ].join("\n\n"),
  access: "public",
  query: trackQuerySchema,
  response: trackingSchema,
  responseDescription: "The booking's tracking view",
  errors: ["BAD_REQUEST", "NOT_FOUND", "RATE_LIMITED"],
  errorText: { NOT_FOUND: "No booking matches this code and VIN ending (alike whether the code exists or not)" },
});

export const trackSharedBookingOperation = defineOperation({
  method: "get",
  path: "/api/track/links/{token}",
  operationId: "trackSharedBooking",
  tag: "Tracking",
  summary: "Track a booking through a share link (no key)",
  description: [
    "Public. `{token}` is the last part of a share link's URL (`/track/l/{token}`); opening it records when the link was last opened.",
    NO_SECRETS,
    LIMIT,
  ].join("\n\n"),
  access: "public",
  params: SHARE_TOKEN_PARAMS,
  response: trackingSchema,
  responseDescription: "The booking's tracking view",
  errors: ["NOT_FOUND", "RATE_LIMITED"],
  errorText: { NOT_FOUND: "No such link, or it has expired or was revoked" },
});

export const createShareLinkOperation = defineOperation({
  method: "post",
  path: "/api/bookings/{id}/share-links",
  operationId: "createShareLink",
  tag: "Tracking",
  summary: "Make a share link of a booking's tracking page",
  description:
    "Whoever may see the booking (its agent, its line's staff, admins) makes a signed link that opens the booking's public tracking page without the code and VIN pair, until `expiresAt` or until it is revoked. Give `url` to the consignee.",
  params: ID_PARAMS,
  access: ["AGENT", "STAFF"],
  body: createShareLinkSchema,
  response: createdShareLinkSchema,
  responseDescription: "The link (201)",
  successStatus: 201,
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED", "BAD_REQUEST"],
  errorText: { NOT_ALLOWED: "The booking is a quotation: nothing to track yet" },
});

export const listShareLinksOperation = defineOperation({
  method: "get",
  path: "/api/bookings/{id}/share-links",
  operationId: "listShareLinks",
  tag: "Tracking",
  summary: "List a booking's share links",
  description: "Newest first, revoked and expired ones too, each with when it was last opened and how often.",
  params: ID_PARAMS,
  access: ["AGENT", "STAFF"],
  response: shareLinkListSchema,
  responseDescription: "The booking's share links",
  errors: ["NOT_FOUND"],
});

export const revokeShareLinkOperation = defineOperation({
  method: "delete",
  path: "/api/bookings/{id}/share-links/{linkId}",
  operationId: "revokeShareLink",
  tag: "Tracking",
  summary: "Revoke a share link",
  description: "The link stops opening the tracking page at once (404). Revoking it again changes nothing.",
  params: SHARE_LINK_PARAMS,
  access: ["AGENT", "STAFF"],
  response: z.null(),
  responseDescription: "Revoked",
  successStatus: 204,
  errors: ["NOT_FOUND"],
});

export const moveVisitOperation = defineOperation({
  method: "patch",
  path: "/api/voyages/{voyage}/visits/{port}",
  operationId: "moveVisit",
  tag: "Tracking",
  summary: "Change a call's arrival, departure or cut-off",
  description: [
    "Line staff (of the voyage's line) and admins. `{voyage}` is the voyage number (add `line=` when several lines sail it) or its id; `{port}` the call's UN/LOCODE or name (add `sequence=` when the voyage calls there twice). Times are the port's wall clock; what is left out stays as it is; `shiftLaterCalls` moves every later call by the same delay as this call's departure.",
    "In the same transaction every live booking the change touches — loading at the port when its departure or cut-off moves, discharging there when its arrival moves — gets an estimated transport event (`GET /api/events`: `ARRI` or `DEPA`, classifier `EST`; a cut-off is told only), its ETA follows at once (it is read from the call), and its agent's users are told once per change (notification `SCHEDULE_CHANGED`, in the portal and by e-mail as they chose).",
    "Refused with 422 `call_order` when the calls would overlap; 409 for a cancelled voyage.",
  ].join("\n\n"),
  params: VISIT_PARAMS,
  access: ["STAFF"],
  query: moveVisitQuerySchema,
  body: moveVisitBodySchema,
  response: movedVisitSchema,
  responseDescription: "The call as it now is, and how many bookings the change reached",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED", "BAD_REQUEST"],
  errorText: { NOT_FOUND: "No such voyage (or one of another line), or it does not call at that port" },
});

export const listEventsOperation = defineOperation({
  method: "get",
  path: "/api/events",
  operationId: "listEvents",
  tag: "Tracking",
  summary: "Booking events, oldest first, with a cursor to replay from",
  description: [
    "Agents (keys and users) read their bookings' events, line staff their line's, admins all. Fields and codes follow DCSA Track & Trace 2.2: item milestones are actual (`ACT`) equipment events (`GTIN` delivered, `LOAD`, `DISC`) with the VIN as `equipmentReference`, customs clearance a shipment event `RELS` with `documentTypeCode` `CUS`; a call moved by the line is an estimated (`EST`) transport event (`ARRI` at the booking's Pod, `DEPA` at its Pol) with `changeRemark` and `previousEventDateTime`; each of the line's decisions on a booking is an actual shipment event with `documentTypeCode` `BKG` — `CONF` confirmed (also a held change confirmed, a roll-over to a later sailing, a waitlisted booking given space on a line on auto), `RECE` received (a waitlisted booking given space, waiting for a line that reviews), `PENU` an update asked for, `REJE` declined (also a held change declined: the booking stays Confirmed) — with DCSA's `reason` and the portal's `bookingDecision` (the decision, the booking's state after it and who decided). Every event names its booking in `documentReferences` (`BKG`).",
    "`eventCreatedDateTime:gte` and `eventCreatedDateTime:lt` keep the events recorded from or before an instant (ISO 8601; URL-encode a `+` offset as `%2B`).",
    "Events come in the order they were recorded. `cursor` answers only what was recorded after the answer that gave it: replaying from any cursor never skips or repeats an event, also while events are being written (an event is handed out once every transaction older than its own has finished). Keep the last `cursor` and poll with it.",
  ].join("\n\n"),
  access: ["AGENT", "STAFF"],
  query: eventsQuerySchema,
  response: eventListSchema,
  responseDescription: "Events and the cursor to continue from",
  errors: ["BAD_REQUEST"],
});

export const stopConsigneeUpdatesOperation = defineOperation({
  method: "post",
  path: "/api/track/updates/unsubscribe",
  operationId: "stopConsigneeUpdates",
  tag: "Tracking",
  summary: "One-click unsubscribe from a consignee's tracking e-mails",
  description:
    "The target of the `List-Unsubscribe` header of the e-mails a consignee asked for on a tracking page (RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to it). The query's token is the link's own; from then on no e-mail about that booking goes to that address. Any body is ignored; a second call changes nothing. A link that is not valid answers 404.",
  access: "public",
  query: consigneeLinkQuerySchema,
  response: consigneeStateSchema,
  responseDescription: "The address hears no more of the booking",
  errors: ["NOT_FOUND", "BAD_REQUEST"],
});

/**
 * The tracking pages' plain forms (no script): a page of the portal rather than an API operation,
 * served by the same wrapper but outside /api (listed in PORTAL_OPERATIONS, ./index.ts). It reads
 * its form itself and answers 303 to a page that says what happened.
 */
export const trackUpdatesFormOperation = defineOperation({
  method: "post",
  path: "/track/updates",
  operationId: "trackUpdatesForm",
  tag: "Tracking",
  summary: "The tracking pages' forms: ask for e-mail updates, confirm them, stop them",
  access: "public",
  bodyReadBy: "stream",
  requestContent: ["application/x-www-form-urlencoded", "multipart/form-data"],
  response: z.string(),
  responseDescription: "303 to the page that says what happened",
  undocumented: true,
});

export const TRACKING_OPERATIONS = [
  stopConsigneeUpdatesOperation,
  trackBookingOperation,
  trackSharedBookingOperation,
  createShareLinkOperation,
  listShareLinksOperation,
  revokeShareLinkOperation,
  moveVisitOperation,
  listEventsOperation,
];

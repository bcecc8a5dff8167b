// The booking operations: the spec's save, and a booking read as its save message.
// Listed with the rest in ./index.ts.
import { z } from "zod";
import { defineOperation, ID_PARAMS } from "@/lib/core/operation";
import { bookingPageQuerySchema, bookingPageSchema } from "@/lib/booking/message/booking-page-schema";
import { bookingMessageResponseSchema } from "@/lib/booking/message/booking-message-schema";
import {
  bookingSaveRequestSchema,
  bookingSaveResponseSchema,
  MAX_ITEMS,
  SAVE_LIMITS,
} from "@/lib/booking/message/save-schema";
import { decisionBodySchema, decisionResponseSchema } from "@/lib/booking/decision/confirmation-schema";
import { rollBodySchema, rollResponseSchema } from "@/lib/booking/decision/roll-schema";

export const saveBookingOperation = defineOperation({
  method: "post",
  path: "/api/booking/save",
  operationId: "saveBooking",
  tag: "Bookings",
  summary: "Save booking",
  description: [
    'Creates a booking, or updates one when the ids sent match stored records (rule 3). The body is `{"booking": {"Header", "Items", "TestOnly"}}` as in the spec\'s request example, or `{"Booking": {…}, "TestOnly"}` as in its message table; property names are case-insensitive at every depth, so the schema below spells each one way and marks none required: which are required is said in each object\'s description (422 `required` when one is missing).',
    "",
    "All rule violations of one request are answered together (422 VALIDATION_FAILED, each with its path); a referenced value that does not exist is 404 NOT_FOUND, a change the target's state forbids 409 NOT_ALLOWED.",
    "Agents save only from a registered IP address (else 403). Saves are limited per API key (or signed-in user), 600 a minute unless the operator set another limit: over it the answer is 429 RATE_LIMITED with `Retry-After` (seconds). With TestOnly true every check runs and nothing is committed. An `Idempotency-Key` header makes a retry return the first answer.",
    "",
    `Limits per request: at most ${MAX_ITEMS} items; per item ${SAVE_LIMITS.subUnitsPerItem} sub units, ${SAVE_LIMITS.subItemsPerItem} sub items and ${SAVE_LIMITS.photosPerItem} photos; per booking ${SAVE_LIMITS.partsPerBooking} sub units and sub items together and ${SAVE_LIMITS.photosPerBooking} photos; free-form objects (Header.Request, PolReference, PodReference) at most ${SAVE_LIMITS.freeFormDepth} levels deep and ${SAVE_LIMITS.freeFormChars} characters of JSON; text fields at their stated maxLength; the body at most 4 MiB (413).`,
    "",
    'Optimistic concurrency: send the `Header.Version` you read (GET /api/bookings/{id}), or an `If-Match: "<version>"` header; when the booking is at another version the save is 409 NOT_ALLOWED `version_conflict` and changes nothing. Without either, the last write wins. Every committed save adds 1 to the version, even one that changes nothing.',
  ].join("\n"),
  access: ["AGENT", "STAFF", "ADMIN"],
  body: bookingSaveRequestSchema,
  response: bookingSaveResponseSchema,
  // The save reads its body itself, after the allow-list check (403 before 422), with property
  // names matched case-insensitively (lib/booking/save/parse-save-request.ts).
  bodyReadBy: "handler",
  caseInsensitiveNames: true,
  responseDescription: "The saved booking with every id by RelativeId",
  errors: ["BAD_REQUEST", "VALIDATION_FAILED", "NOT_FOUND", "NOT_ALLOWED", "PAYLOAD_TOO_LARGE", "RATE_LIMITED"],
  errorText: {
    BAD_REQUEST:
      "The body is not JSON (or empty), holds text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) or nests deeper than 64 levels; the Idempotency-Key is not 1–255 visible ASCII characters; If-Match names no version, or another one than Header.Version",
    FORBIDDEN:
      "An agent's caller saves from an IP address its agent has not registered; Header.AgentId names another agent than the caller's; a signed-in session's request does not come from the portal's own pages (Origin)",
    NOT_ALLOWED:
      "The change is not allowed in the target's state (canceled booking or item, priority or Pol change after delivery, cancel of a unit that is not Approved, a change of agent); `version_conflict`: Header.Version / If-Match is not the stored version; `idempotency_in_progress`: the first request with this Idempotency-Key is still running. The line's acceptance rules (docs/integrators/acceptance.md), each at its field: `voyage_not_calling` (the voyage does not load at the Pol / Terminal or discharge at the Pod; the message lists its calls), `pod_before_pol`, `pol_not_loading`, `pod_not_discharging`, `voyage_cancelled`, `cut_off_passed` (after the Pol call's cut-off, port time, agents add, move or re-measure no units; after departure they change nothing), `exceeds_voyage_limit` (`Items[i].Height`, `.Width`, `.Weight`, `Items[i].SubUnits[j].Weight`, with the limit), `voyage_closed` (stop sale of the voyage or the Pol), `voyage_full` (`Header.BookingVoyage`, naming the leg and the RT left)",
    VALIDATION_FAILED:
      "The body breaks the business rules or the limits (see Limits in docs/integrators/booking-save.md); every violation is listed with its path. A booking without a voyage needs its Pod (`Header.Pod` `required`) and a line that can be told (`Header.Line` `required`). `idempotency_key_reused`: the Idempotency-Key was used with another body",
    PAYLOAD_TOO_LARGE: "The body is larger than MAX_BODY_BYTES (4 MiB by default)",
  },
  headers: [
    {
      name: "Idempotency-Key",
      description:
        "Any unique string per intended save (1–255 visible ASCII characters); a retry with the same key and body returns the first answer, byte for byte (kept 24 h)",
    },
    {
      name: "If-Match",
      description:
        'The version read, e.g. "3": the save is 409 version_conflict when the booking is at another version',
    },
  ],
});

export const getBookingOperation = defineOperation({
  method: "get",
  path: "/api/bookings/{id}",
  operationId: "getBooking",
  tag: "Bookings",
  summary: "Get a booking as its save message",
  description: [
    'The booking as the message that would store it unchanged: `{"booking": {"Header", "Items"}}` with every id, the read-only fields, and parties as references to the agent\'s address book (`IsReferenceOnly: true`).',
    "",
    "`Header.Version` is the booking's version (also in the `ETag` header): send the message back to POST /api/booking/save, changed where you want, and the save is refused with 409 `version_conflict` if someone saved the booking meanwhile. Sent back unchanged, the save records no changes (the version still counts the save).",
    "A booking the caller may not see (another agent's, another line's) is 404, as if it did not exist.",
  ].join("\n"),
  params: ID_PARAMS,
  access: ["AGENT", "STAFF", "ADMIN"],
  response: bookingMessageResponseSchema,
  responseDescription: "The booking as its save message",
  errors: ["NOT_FOUND"],
  versionTag: true,
  headers: [
    {
      name: "If-None-Match",
      description:
        'The ETag you hold (`"3"`): 304 Not Modified, with no body, while the booking is still at that version.',
    },
  ],
});

export const listBookingsOperation = defineOperation({
  method: "get",
  path: "/api/bookings",
  operationId: "listBookings",
  tag: "Bookings",
  summary: "List the caller's bookings",
  description: [
    "The bookings the caller may see (an agent's integrator and users: their agent's; line staff: their line's; admins: all), oldest first (by id), a page at a time, so an integration can reconcile without keeping its own copy.",
    "",
    "Filters: `status`, `voyage` (number or its beginning), `pol`, `pod` (UN/LOCODE), `updatedSince` (bookings saved or canceled at or after an instant). Pages: `limit` (1–200, default 50) and `cursor` (the previous page's `nextCursor`; null on the last page).",
    "The cursor is stable while bookings are saved between pages: no booking is listed twice, none that existed when the first page was read is missed, and bookings created meanwhile come on later pages. To reconcile, keep the largest `updatedAt` you have seen and ask again later with `updatedSince` a little before it (a save in flight while a page is read commits with its own, earlier, time).",
    "A bad value (an unknown status, a port that is not a UN/LOCODE, an unreadable instant or cursor) is a 400 naming the parameter.",
  ].join("\n"),
  access: ["AGENT", "STAFF", "ADMIN"],
  query: bookingPageQuerySchema,
  response: bookingPageSchema,
  responseDescription: "One page of bookings and the cursor of the next",
  errors: ["BAD_REQUEST"],
});

export const decideBookingOperation = defineOperation({
  method: "post",
  path: "/api/bookings/{id}/decision",
  operationId: "decideBooking",
  tag: "Bookings",
  summary: "The line's decision on a booking",
  description: [
    "Staff of the booking's line (and admins) decide on a booking that waits for them (docs/integrators/line-decision.md). A line that reviews its bookings (`review`) receives each new booking as `Received`; a line on `auto` confirms every booking that passes the checks at once.",
    "",
    "`confirm`: a `Received` booking becomes `Confirmed`; a change held as `PendingAmendment` is applied (every check runs again, as its author's save) and recorded as one revision. `decline` (with `reason`): a `Received`, `PendingUpdate` or `Waitlisted` booking becomes `Declined`, final, and its space is freed; a held change is dropped and the booking stays as confirmed. `request-update` (with `reason` and the `paths` of the fields to change): a `Received` booking becomes `PendingUpdate`; the agent's next save makes it `Received` again.",
    "A decision the booking's state does not allow (a booking already decided, canceled, a draft) is 409 NOT_ALLOWED with `wrong_state`: of two decisions at once, one wins and the other gets this. Every decision is in the booking's history with who and why, and the agent's users are notified.",
  ].join("\n"),
  params: ID_PARAMS,
  access: ["STAFF", "ADMIN"],
  body: decisionBodySchema,
  response: decisionResponseSchema,
  responseDescription: "The booking's Confirmation after the decision",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED"],
  errorText: {
    NOT_ALLOWED:
      "`wrong_state`: the booking's state does not allow this decision. Confirming a held change runs the save's checks again: a refusal of one of them (e.g. `voyage_full`) is answered as the save would answer it",
    VALIDATION_FAILED:
      "`reason` is required to decline or to ask for an update; a held change that no longer passes the rules",
  },
});

export const withdrawAmendmentOperation = defineOperation({
  method: "delete",
  path: "/api/bookings/{id}/amendment",
  operationId: "withdrawAmendment",
  tag: "Bookings",
  summary: "Withdraw a change that waits for the line",
  description:
    "On a line that reviews its bookings, an agent's change of a confirmed booking waits for the line as `PendingAmendment` (docs/integrators/line-decision.md). The agent (or the line's staff, an admin) withdraws it here: the booking stays as confirmed, and the history says who withdrew the change. A booking with no change waiting is 409 `wrong_state`.",
  params: ID_PARAMS,
  access: ["AGENT", "STAFF", "ADMIN"],
  response: decisionResponseSchema,
  responseDescription: "The booking's Confirmation after the withdrawal",
  errors: ["NOT_FOUND", "NOT_ALLOWED"],
});

export const rollBookingOperation = defineOperation({
  method: "post",
  path: "/api/bookings/{id}/roll",
  operationId: "rollBooking",
  tag: "Bookings",
  summary: "Roll a booking, or some of its units, to a later sailing",
  description: [
    'Staff of the booking\'s line (and admins) move a booking to a later sailing of the same line that loads at its Pol and then discharges at its Pod (docs/integrators/line-decision.md "Roll-over"). With `items`, only those units move, as a new booking of the same agent linked both ways (the page shows "rolled from" and "rolled to"); each unit keeps its Id, RelativeId, files and milestones.',
    "",
    "Space is counted on the new sailing as a save counts it; a sailing without room is 409 `voyage_full` with the free and the needed revenue tons. The space freed on the old sailing is offered to its waitlist. The booking keeps its Confirmation. The `reason` is in the booking's history and in the notification the agent's users get.",
    "A booking that holds no space (canceled, a draft or quotation, Declined, Waitlisted) or whose change waits for the line is 409 `wrong_state`; a unit already loaded is 409 `already_loaded`; a sailing that is not later, does not call at the Pol and Pod, or is cancelled is 409 (`not_later`, `no_call`, `same_sailing`, `voyage_cancelled`).",
  ].join("\n"),
  params: ID_PARAMS,
  access: ["STAFF", "ADMIN"],
  body: rollBodySchema,
  response: rollResponseSchema,
  responseDescription: "The booking rolled, and the new booking the listed units now make",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED"],
  errorText: {
    NOT_FOUND: "No such booking for the caller, or `voyage` names no voyage of the booking's line",
    NOT_ALLOWED:
      "`wrong_state`, `already_loaded`, `same_sailing`, `voyage_cancelled`, `no_call`, `not_later`, `voyage_full` (at `voyage`)",
    VALIDATION_FAILED: "A unit in `items` that is not a live unit of the booking; `reason` missing",
  },
});

export const BOOKING_OPERATIONS = [
  saveBookingOperation,
  getBookingOperation,
  listBookingsOperation,
  decideBookingOperation,
  withdrawAmendmentOperation,
  rollBookingOperation,
];

/**
 * The bookings page's download, a file of the portal rather than an API operation: served by the
 * same wrapper (caller, role, envelope), but outside /api, so not in the OpenAPI document or the
 * 405 table (listed in PORTAL_OPERATIONS, ./index.ts). Its query is the page's own view, parsed
 * by the handler as the page parses it.
 */
export const exportBookingsOperation = defineOperation({
  method: "get",
  path: "/bookings/export",
  operationId: "exportBookings",
  tag: "Bookings",
  summary: "The bookings list's current view as a CSV file",
  access: ["AGENT", "STAFF"],
  response: z.string(),
  responseDescription: "CSV, UTF-8 with a byte order mark",
  undocumented: true,
});

// Every route of the API, once: path, method, who may call, the zod schemas that validate its
// input and shape its output. The OpenAPI document (lib/openapi/document.ts) is built from this
// list, so a new route is documented by adding one entry here.
import { z } from "zod";
import type { ErrorCode } from "@/lib/api/errors";
import { callerSchema } from "@/lib/auth/caller-schema";
import { bookingMessageResponseSchema } from "@/lib/booking/booking-message-schema";
import { bookingPageQuerySchema, bookingPageSchema } from "@/lib/booking/booking-page-schema";
import { ADMIN_OPERATIONS } from "@/lib/openapi/admin-operations";
import { FEED_OPERATIONS } from "@/lib/openapi/feed-operations";
import { bookingSaveRequestSchema, bookingSaveResponseSchema, MAX_ITEMS, SAVE_LIMITS } from "@/lib/booking/save-schema";
import { unitModelListSchema, unitModelQuerySchema, unitModelSchema } from "@/lib/catalogue/unit-model-schema";
import { vesselListSchema, vesselQuerySchema, vesselSchema } from "@/lib/fleet/vessel-schema";
import { portListQuerySchema, portListSchema, portSchema } from "@/lib/ports/port-schema";
import { rotationQuerySchema, rotationResponseSchema, schedulePortSchema, scheduleVisitSchema, scheduleVoyageSchema } from "@/lib/schedule/rotation-schema";

export interface Operation {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** As the spec writes it; paths are matched case-insensitively. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** "public": no credentials needed; otherwise an API key or a session of one of these roles. */
  access: "public" | readonly ("AGENT" | "STAFF" | "ADMIN")[];
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  responseDescription: string;
  /** Error codes the operation answers besides UNAUTHORIZED/FORBIDDEN/INTERNAL/UNAVAILABLE. */
  errors?: ErrorCode[];
  /** What an error code means for this operation, where the general text would not say it. */
  errorText?: Partial<Record<ErrorCode, string>>;
  /** Request headers the operation reads. */
  headers?: { name: string; description: string }[];
  /** 204: success has no body (the response schema is then ignored). */
  successStatus?: 204;
  /** A cached, conditional read (lib/reads): ETag, Cache-Control, If-None-Match → 304, br/gzip. */
  conditional?: true;
  /** A read whose ETag is the record's version: If-None-Match with it → 304. */
  versionTag?: true;
}

/** Named schemas, published under #/components/schemas. Nested named schemas become $refs. */
export const COMPONENT_SCHEMAS: Record<string, z.ZodType> = {
  SchedulePort: schedulePortSchema,
  ScheduleVisit: scheduleVisitSchema,
  ScheduleVoyage: scheduleVoyageSchema,
  RotationResponse: rotationResponseSchema,
  Vessel: vesselSchema,
  UnitModel: unitModelSchema,
  Port: portSchema,
  Caller: callerSchema,
};

const READERS = ["AGENT", "STAFF", "ADMIN"] as const;

/** The schedule reads answer conditional requests (README "Reads API: caching"). */
const CONDITIONAL_READ: Pick<Operation, "conditional" | "headers"> = {
  conditional: true,
  headers: [
    { name: "If-None-Match", description: "The ETag of an answer you hold: 304 Not Modified, with no body, while it is still the current answer." },
    { name: "Accept-Encoding", description: "`br` and/or `gzip`: the answer comes compressed (its ETag then ends in `-br\"` / `-gzip\"`)." },
  ],
} as const;
const healthSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number().int() });
const readySchema = z.object({ status: z.literal("ready"), database: z.object({ ms: z.number().int().meta({ description: "round trip of SELECT 1" }) }) });
const BAD_VALUE: ErrorCode[] = ["BAD_REQUEST"];

export const OPERATIONS: Operation[] = [
  {
    method: "get", path: "/api/voyage/rotation", operationId: "getScheduleRotation", tag: "Schedules",
    summary: "Get schedule rotation",
    description: [
      "Sailing schedules with the full port rotation of each voyage. Every parameter is optional; names are case-insensitive.",
      "",
      "- **ScheduleCategory, Line, SailingRoute, Vessel, Voyage** match the voyage, case-insensitively (Line also takes the line's code).",
      "- **Pol** (port name or UN/LOCODE) keeps voyages with a *loading* call there; **Pod** with a *discharging* call there, after the Pol call when both sides are filtered. **PolContinent** and **PodRegion** do the same by the port's continent and region (integer code or name).",
      "- **DepartureMin/Max** bound the departure from the Pol (from any loading call when no Pol is given); **ArrivalMin/Max** the arrival at the Pod (at any discharging call when no Pod is given). Bounds are inclusive, in port-local wall-clock time.",
      "- Without date bounds, voyages already finished are left out.",
      "- Voyages are ordered by their departure from the Pol when a Pol-side filter is given, else by the start of the voyage; then by voyage number. `ports` lists the distinct ports of the returned voyages in rotation order (the columns of a schedule grid).",
      "- An unknown port, line or vessel matches nothing (200 with empty lists); a bad date or enum value is a 400.",
    ].join("\n"),
    access: READERS, query: rotationQuerySchema, response: rotationResponseSchema,
    responseDescription: "Ports and voyages, each voyage with its visits in rotation order", errors: BAD_VALUE, ...CONDITIONAL_READ,
  },
  {
    method: "get", path: "/api/Vessel/Search", operationId: "searchVessels", tag: "Fleet",
    summary: "Get vessels",
    description: "The fleet with technical details, ordered by name. **Line**: vessels deployed on that line's voyages; **ScheduleCategory**: on voyages of that trade route.",
    access: READERS, query: vesselQuerySchema, response: vesselListSchema, responseDescription: "Vessels", errors: BAD_VALUE, ...CONDITIONAL_READ,
  },
  {
    method: "get", path: "/api/booking/unitmodels", operationId: "getUnitModels", tag: "Catalogue",
    summary: "Get unit models",
    description: "The unit (vehicle or cargo) catalogue, ordered by make and model. **search**: every word must occur in make, model or description (case- and accent-insensitive, anywhere in a word). **type**: one of C, V, B, T, U, M, E, K (any case); another value is a 400.",
    access: READERS, query: unitModelQuerySchema, response: unitModelListSchema, responseDescription: "Unit models", errors: BAD_VALUE, ...CONDITIONAL_READ,
  },
  {
    method: "get", path: "/api/voyage/pods", operationId: "getShippingLinePods", tag: "Ports",
    summary: "Get shipping line pods",
    description: "Ports of discharge of the voyages (not yet finished) of a line and/or schedule category, ordered by name.",
    access: READERS, query: portListQuerySchema, response: portListSchema, responseDescription: "Ports of discharge", errors: BAD_VALUE, ...CONDITIONAL_READ,
  },
  {
    method: "get", path: "/api/voyage/pols", operationId: "getShippingLinePols", tag: "Ports",
    summary: "Get shipping line pols",
    description: "Ports of loading of the voyages (not yet finished) of a line and/or schedule category, ordered by name.",
    access: READERS, query: portListQuerySchema, response: portListSchema, responseDescription: "Ports of loading", errors: BAD_VALUE, ...CONDITIONAL_READ,
  },
  {
    method: "get", path: "/api/me", operationId: "getCaller", tag: "Account",
    summary: "Who am I",
    description: "The caller as the API sees it: session or API key, role, agent, line and client IP.",
    access: READERS, response: callerSchema, responseDescription: "The caller",
  },
  {
    method: "post", path: "/api/booking/save", operationId: "saveBooking", tag: "Bookings",
    summary: "Save booking",
    description: [
      "Creates a booking, or updates one when the ids sent match stored records (rule 3). The body is `{\"booking\": {\"Header\", \"Items\", \"TestOnly\"}}` as in the spec's request example, or `{\"Booking\": {…}, \"TestOnly\"}` as in its message table; property names are case-insensitive.",
      "",
      "All rule violations of one request are answered together (422 VALIDATION_FAILED, each with its path); a referenced value that does not exist is 404 NOT_FOUND, a change the target's state forbids 409 NOT_ALLOWED.",
      "Agents save only from a registered IP address (else 403). Saves are limited per API key (or signed-in user), 600 a minute unless the operator set another limit: over it the answer is 429 RATE_LIMITED with `Retry-After` (seconds). With TestOnly true every check runs and nothing is committed. An `Idempotency-Key` header makes a retry return the first answer.",
      "",
      `Limits per request: at most ${MAX_ITEMS} items; per item ${SAVE_LIMITS.subUnitsPerItem} sub units, ${SAVE_LIMITS.subItemsPerItem} sub items and ${SAVE_LIMITS.photosPerItem} photos; per booking ${SAVE_LIMITS.partsPerBooking} sub units and sub items together and ${SAVE_LIMITS.photosPerBooking} photos; free-form objects (Header.Request, PolReference, PodReference) at most ${SAVE_LIMITS.freeFormDepth} levels deep and ${SAVE_LIMITS.freeFormChars} characters of JSON; text fields at their stated maxLength; the body at most 4 MiB (413).`,
      "",
      "Optimistic concurrency: send the `Header.Version` you read (GET /api/bookings/{id}), or an `If-Match: \"<version>\"` header; when the booking is at another version the save is 409 NOT_ALLOWED `version_conflict` and changes nothing. Without either, the last write wins. Every committed save adds 1 to the version, even one that changes nothing.",
    ].join("\n"),
    access: ["AGENT", "STAFF", "ADMIN"], body: bookingSaveRequestSchema, response: bookingSaveResponseSchema,
    responseDescription: "The saved booking with every id by RelativeId",
    errors: ["BAD_REQUEST", "VALIDATION_FAILED", "NOT_FOUND", "NOT_ALLOWED", "PAYLOAD_TOO_LARGE", "RATE_LIMITED"],
    errorText: {
      BAD_REQUEST: "The body is not JSON (or empty), holds text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) or nests deeper than 64 levels; the Idempotency-Key is not 1–255 visible ASCII characters; If-Match names no version, or another one than Header.Version",
      FORBIDDEN: "An agent's caller saves from an IP address its agent has not registered; Header.AgentId names another agent than the caller's; a signed-in session's request does not come from the portal's own pages (Origin)",
      NOT_ALLOWED: "The change is not allowed in the target's state (canceled booking or item, priority or Pol change after delivery, cancel of a unit that is not Approved, a change of agent); `version_conflict`: Header.Version / If-Match is not the stored version; `idempotency_in_progress`: the first request with this Idempotency-Key is still running",
      VALIDATION_FAILED: "The body breaks the business rules or the limits (README \"Limits\"); every violation is listed with its path. `idempotency_key_reused`: the Idempotency-Key was used with another body",
      PAYLOAD_TOO_LARGE: "The body is larger than MAX_BODY_BYTES (4 MiB by default)",
    },
    headers: [
      { name: "Idempotency-Key", description: "Any unique string per intended save (1–255 visible ASCII characters); a retry with the same key and body returns the first answer, byte for byte (kept 24 h)" },
      { name: "If-Match", description: "The version read, e.g. \"3\": the save is 409 version_conflict when the booking is at another version" },
    ],
  },
  {
    method: "get", path: "/api/bookings/{id}", operationId: "getBooking", tag: "Bookings",
    summary: "Get a booking as its save message",
    description: [
      "The booking as the message that would store it unchanged: `{\"booking\": {\"Header\", \"Items\"}}` with every id, the read-only fields, and parties as references to the agent's address book (`IsReferenceOnly: true`).",
      "",
      "`Header.Version` is the booking's version (also in the `ETag` header): send the message back to POST /api/booking/save, changed where you want, and the save is refused with 409 `version_conflict` if someone saved the booking meanwhile. Sent back unchanged, the save records no changes (the version still counts the save).",
      "A booking the caller may not see (another agent's, another line's) is 404, as if it did not exist.",
    ].join("\n"),
    access: ["AGENT", "STAFF", "ADMIN"], response: bookingMessageResponseSchema,
    responseDescription: "The booking as its save message", errors: ["NOT_FOUND"], versionTag: true,
    headers: [{ name: "If-None-Match", description: "The ETag you hold (`\"3\"`): 304 Not Modified, with no body, while the booking is still at that version." }],
  },
  {
    method: "get", path: "/api/bookings", operationId: "listBookings", tag: "Bookings",
    summary: "List the caller's bookings",
    description: [
      "The bookings the caller may see (an agent's integrator and users: their agent's; line staff: their line's; admins: all), oldest first (by id), a page at a time, so an integration can reconcile without keeping its own copy.",
      "",
      "Filters: `status`, `voyage` (number or its beginning), `pol`, `pod` (UN/LOCODE), `updatedSince` (bookings saved or canceled at or after an instant). Pages: `limit` (1–200, default 50) and `cursor` (the previous page's `nextCursor`; null on the last page).",
      "The cursor is stable while bookings are saved between pages: no booking is listed twice, none that existed when the first page was read is missed, and bookings created meanwhile come on later pages. To reconcile, keep the largest `updatedAt` you have seen and ask again later with `updatedSince` a little before it (a save in flight while a page is read commits with its own, earlier, time).",
      "A bad value (an unknown status, a port that is not a UN/LOCODE, an unreadable instant or cursor) is a 400 naming the parameter.",
    ].join("\n"),
    access: READERS, query: bookingPageQuerySchema, response: bookingPageSchema,
    responseDescription: "One page of bookings and the cursor of the next", errors: BAD_VALUE,
  },
  ...FEED_OPERATIONS,
  ...ADMIN_OPERATIONS,
  {
    method: "get", path: "/api/health", operationId: "getHealth", tag: "Operations",
    summary: "Liveness",
    description: "For load balancers and orchestrators: the process answers. Touches no database, so a database outage does not make every instance look dead.",
    access: "public", response: healthSchema, responseDescription: "The process is alive",
  },
  {
    method: "get", path: "/api/ready", operationId: "getReadiness", tag: "Operations",
    summary: "Readiness",
    description: "For load balancers: the database answered a query within 2 s (503 UNAVAILABLE otherwise, with Retry-After).",
    access: "public", response: readySchema, responseDescription: "The instance can serve requests",
  },
  // A new route: add its entry here (lib/openapi/document.test.ts fails for a route on disk without one).
];

// Every route of the API, once: path, method, who may call, the zod schemas that validate its
// input and shape its output. The OpenAPI document (lib/openapi/document.ts) is built from this
// list, so a new route is documented by adding one entry here.
import type { z } from "zod";
import type { ErrorCode } from "@/lib/api/errors";
import { callerSchema } from "@/lib/auth/caller-schema";
import { FEED_OPERATIONS } from "@/lib/openapi/feed-operations";
import { bookingSaveRequestSchema, bookingSaveResponseSchema } from "@/lib/booking/save-schema";
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
  /** Request headers the operation reads. */
  headers?: { name: string; description: string }[];
  /** 204: success has no body (the response schema is then ignored). */
  successStatus?: 204;
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
    responseDescription: "Ports and voyages, each voyage with its visits in rotation order", errors: BAD_VALUE,
  },
  {
    method: "get", path: "/api/Vessel/Search", operationId: "searchVessels", tag: "Fleet",
    summary: "Get vessels",
    description: "The fleet with technical details, ordered by name. **Line**: vessels deployed on that line's voyages; **ScheduleCategory**: on voyages of that trade route.",
    access: READERS, query: vesselQuerySchema, response: vesselListSchema, responseDescription: "Vessels", errors: BAD_VALUE,
  },
  {
    method: "get", path: "/api/booking/unitmodels", operationId: "getUnitModels", tag: "Catalogue",
    summary: "Get unit models",
    description: "The unit (vehicle or cargo) catalogue, ordered by make and model. **search**: every word must occur in make, model or description (case- and accent-insensitive, anywhere in a word). **type**: one of C, V, B, T, U, M, E, K (any case); another value is a 400.",
    access: READERS, query: unitModelQuerySchema, response: unitModelListSchema, responseDescription: "Unit models", errors: BAD_VALUE,
  },
  {
    method: "get", path: "/api/voyage/pods", operationId: "getShippingLinePods", tag: "Ports",
    summary: "Get shipping line pods",
    description: "Ports of discharge of the voyages (not yet finished) of a line and/or schedule category, ordered by name.",
    access: READERS, query: portListQuerySchema, response: portListSchema, responseDescription: "Ports of discharge", errors: BAD_VALUE,
  },
  {
    method: "get", path: "/api/voyage/pols", operationId: "getShippingLinePols", tag: "Ports",
    summary: "Get shipping line pols",
    description: "Ports of loading of the voyages (not yet finished) of a line and/or schedule category, ordered by name.",
    access: READERS, query: portListQuerySchema, response: portListSchema, responseDescription: "Ports of loading", errors: BAD_VALUE,
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
      "Agents save only from a registered IP address (else 403). With TestOnly true every check runs and nothing is committed. An `Idempotency-Key` header makes a retry return the first answer.",
    ].join("\n"),
    access: ["AGENT", "STAFF", "ADMIN"], body: bookingSaveRequestSchema, response: bookingSaveResponseSchema,
    responseDescription: "The saved booking with every id by RelativeId",
    errors: ["BAD_REQUEST", "VALIDATION_FAILED", "NOT_FOUND", "NOT_ALLOWED", "PAYLOAD_TOO_LARGE"],
    headers: [{ name: "Idempotency-Key", description: "Any unique string per intended save; a retry with the same key and body returns the first answer (kept 24 h)" }],
  },
  ...FEED_OPERATIONS,
  // A new route: add its entry here (lib/openapi/document.test.ts fails for a route on disk without one).
];

// GET /api/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas that validate
// the requests and shape the responses (zod 4's own JSON Schema output, draft 2020-12 = OpenAPI 3.1).
import { bookingConfirmationEventSchema } from "@/lib/booking/decision/confirmation-schema";
import { paperEventSchema } from "@/lib/papers/schemas";
import { bookingEtaEventSchema } from "@/lib/tracking/eta-event-schema";
import { z } from "zod";
import { isRecord } from "@/lib/core/narrow";
import { ERROR_STATUS, errorEnvelopeSchema, fieldErrorSchema, type ErrorCode } from "@/lib/core/errors";
import { MAX_ID, pathParamNames, resourceIdSchema, type Operation } from "@/lib/core/operation";
import { OPERATIONS } from "@/lib/api/operations";
import { API_VERSION } from "@/lib/api/version";
import { callerSchema } from "@/lib/auth/caller-schema";
import { unitModelSchema } from "@/lib/catalogue/unit-model-schema";
import { vesselSchema } from "@/lib/fleet/vessel-schema";
import { portSchema } from "@/lib/ports/port-schema";
import { CONTINENTS, REGIONS, UNIT_TYPES } from "@/lib/schedule/enums";
import {
  rotationResponseSchema,
  schedulePortSchema,
  scheduleVisitSchema,
  scheduleVoyageSchema,
} from "@/lib/schedule/rotation-schema";
import { acceptanceExceptionSchema } from "@/lib/acceptance/schemas";
import { voyageCapacitySchema } from "@/lib/voyage-space/capacity-schema";
import { READ_CACHE_CONTROL } from "@/lib/reads/cache-control";

/** Named schemas, published under #/components/schemas. Nested named schemas become $refs. */
const COMPONENT_SCHEMAS: Record<string, z.ZodType> = {
  SchedulePort: schedulePortSchema,
  ScheduleVisit: scheduleVisitSchema,
  ScheduleVoyage: scheduleVoyageSchema,
  RotationResponse: rotationResponseSchema,
  Vessel: vesselSchema,
  UnitModel: unitModelSchema,
  Port: portSchema,
  Caller: callerSchema,
  VoyageCapacity: voyageCapacitySchema,
  AcceptanceException: acceptanceExceptionSchema,
  BookingConfirmationEvent: bookingConfirmationEventSchema,
  PaperEvent: paperEventSchema,
  BookingEtaEvent: bookingEtaEventSchema,
};

type JsonSchema = Record<string, unknown>;
const REF = (id: string) => `#/components/schemas/${id}`;
const HEADER_REF = (id: string) => ({ $ref: `#/components/headers/${id}` });
/** Response headers of the conditional reads (lib/reads). */
const CONDITIONAL_HEADERS = {
  ETag: HEADER_REF("ETag"),
  "Cache-Control": HEADER_REF("CacheControl"),
  Vary: HEADER_REF("Vary"),
  "Content-Encoding": HEADER_REF("ContentEncoding"),
};

/** The Standard Webhooks headers of every post Quayside sends. */
const WEBHOOK_HEADERS = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "Id of the batch (`msg_…`); the same on every retry of it",
    schema: { type: "string" },
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "Unix seconds when this attempt was signed",
    schema: { type: "string", pattern: "^[0-9]+$" },
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description: "`v1,<base64 signature>`, space-separated when there are several",
    schema: { type: "string" },
  },
];

/**
 * The outbound item update feed (OpenAPI 3.1 `webhooks`): what Quayside posts to each subscribed
 * endpoint, so generators type the receiver's side too. The record schema is the one the
 * portal's own receiver (POST /api/feed/item-updates) validates with.
 */
const ITEM_UPDATE_WEBHOOKS = {
  itemUpdates: {
    post: {
      operationId: "itemUpdates",
      tags: ["Item feed"],
      summary: "Item updates (posted by Quayside to your endpoint)",
      description: [
        "Posted to the URL of each feed subscription (POST /api/feed/subscriptions) when line staff record a milestone of an item of the agent's bookings: Delivered, Loaded, Discharged, CustomsCleared. Each record carries every date of the item so far.",
        "",
        "**Body**: a JSON array of 1–100 item update records (all values strings or null), `Content-Type: application/json`.",
        '**Signature** (Standard Webhooks, https://www.standardwebhooks.com): `webhook-signature` is `v1,` + base64(HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")), where key is the base64-decoded part of the subscription\'s secret after `whsec_`, and body the exact bytes received. Several space-separated signatures are sent while a secret is being rotated: accept the post when any one matches. Refuse a timestamp more than 5 minutes from your clock (replays).',
        "**Answer** any 2xx within 10 s to acknowledge. Anything else is retried: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h (±10 %), then the batch is dead-lettered (staff can redeliver). `Retry-After` is honoured; 410 Gone disables the subscription; 413 halves the batch. Delivery is at least once: drop duplicates by `webhook-id` and the record's index.",
        "The TypeScript client's `verifyItemUpdates(headers, body, secret)` does the check; `openssl` can too (docs/integrators/getting-started.md).",
      ].join("\n"),
      parameters: WEBHOOK_HEADERS,
      // The post is authenticated by its signature, which the receiver checks (webhookSignature).
      security: [{ webhookSignature: [] }],
      requestBody: { required: true, content: { "application/json": { schema: { $ref: REF("ItemUpdateRecords") } } } },
      responses: {
        "2XX": { description: "Received: the batch will not be sent again" },
        "410": { description: "Gone: the subscription is disabled and nothing more is sent" },
        default: { description: "Not received: the batch is retried later" },
      },
    },
  },
  bookingConfirmation: {
    post: {
      operationId: "bookingConfirmation",
      tags: ["Item feed"],
      summary: "The line's decision on a booking (posted by Quayside to your endpoint)",
      description: [
        'Posted to the URL of each feed subscription whose `events` include `"booking.confirmation"` when the line decides on a booking of the agent (confirms, declines, asks for an update, decides a held change; docs/integrators/line-decision.md). One decision, one post.',
        "",
        '**Body**: one JSON object, `"type": "booking.confirmation"`, with the booking\'s id, code and version and its Confirmation after the decision (state, reason, paths, decidedAt).',
        "**Signature** and **answer**: as for item updates (the same headers, secret and retry schedule; drop duplicates by `webhook-id`). A post that is never acknowledged is given up on after the last retry.",
      ].join("\n"),
      parameters: WEBHOOK_HEADERS,
      security: [{ webhookSignature: [] }],
      requestBody: {
        required: true,
        content: { "application/json": { schema: { $ref: REF("BookingConfirmationEvent") } } },
      },
      responses: {
        "2XX": { description: "Received: the event will not be sent again" },
        default: { description: "Not received: the event is retried later" },
      },
    },
  },
  paperState: {
    post: {
      operationId: "paperState",
      tags: ["Item feed"],
      summary: "A transport document or invoice changed state (posted by Quayside to your endpoint)",
      description: [
        'Posted to the URL of each feed subscription whose `events` include `"transport-document.state"` (a document drafted, revised, approved, issued, surrendered or voided) or `"invoice.state"` (an invoice issued or paid in full); docs/integrators/papers.md. One change, one post.',
        "",
        "**Signature** and **answer**: as for item updates (the same headers, secret and retry schedule; drop duplicates by `webhook-id`).",
      ].join("\n"),
      parameters: WEBHOOK_HEADERS,
      security: [{ webhookSignature: [] }],
      requestBody: { required: true, content: { "application/json": { schema: { $ref: REF("PaperEvent") } } } },
      responses: {
        "2XX": { description: "Received: the event will not be sent again" },
        default: { description: "Not received: the event is retried later" },
      },
    },
  },
  bookingEta: {
    post: {
      operationId: "bookingEta",
      tags: ["Item feed"],
      summary: "A booking's estimated arrival or departure moved (posted by Quayside to your endpoint)",
      description: [
        'Posted to the URL of each feed subscription whose `events` include `"booking.eta"` when the line moves a call of a voyage (`PATCH /api/voyages/{voyage}/visits/{port}` or its console): one post per live booking of the agent on that call and per time that moved — `arrival` at the booking\'s Pod (its ETA) or `departure` from its Pol (docs/integrators/events.md).',
        "",
        '**Body**: one JSON object, `"type": "booking.eta"`, with the booking\'s id and code, the voyage, the port, the previous and the new estimate in the port\'s local time, and the `eventID` of the estimated transport event the change wrote in `GET /api/events`.',
        "**Signature** and **answer**: as for item updates (the same headers, secret and retry schedule; drop duplicates by `webhook-id`). A post that is never acknowledged is given up on after the last retry.",
      ].join("\n"),
      parameters: WEBHOOK_HEADERS,
      security: [{ webhookSignature: [] }],
      requestBody: { required: true, content: { "application/json": { schema: { $ref: REF("BookingEtaEvent") } } } },
      responses: {
        "2XX": { description: "Received: the event will not be sent again" },
        default: { description: "Not received: the event is retried later" },
      },
    },
  },
};

/** The ETag of a read whose tag is the record's version. */
const VERSION_TAG = {
  description:
    'The record\'s version in quotes (`"3"`): send it as If-Match on a save, or as If-None-Match on the next read',
  schema: { type: "string" },
};

function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/**
 * Moves every `required` list of a schema, and of the schemas it refers to, into its description:
 * "Required (in any casing): Pol, Terminal."
 */
function relaxRequired(components: Record<string, JsonSchema>, root: JsonSchema) {
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isRecord(node)) return;
    const schema = node;
    if (typeof schema.$ref === "string" && schema.$ref.startsWith(REF("")))
      walk(components[schema.$ref.slice(REF("").length)]);
    if (Array.isArray(schema.required) && schema.type === "object") {
      const text = `Required (names in any casing): ${schema.required.join(", ")}.`;
      schema.description = schema.description ? `${schema.description} ${text}` : text;
      delete schema.required;
    }
    for (const [key, value] of Object.entries(schema)) if (key !== "$ref" && key !== "required") walk(value);
  };
  walk(root);
}

const ERROR_TEXT: Record<ErrorCode, string> = {
  BAD_REQUEST: "A parameter has a bad value (unparsable date, unknown enum, bad type letter)",
  UNAUTHORIZED: "No session and no valid API key",
  FORBIDDEN: "The caller's role may not use this operation",
  NOT_FOUND: "A referenced value or record does not exist (or the caller may not see it)",
  METHOD_NOT_ALLOWED: "The path does not take this method (the Allow header lists those it takes)",
  NOT_ALLOWED: "The change is not allowed in the target's state",
  PAYLOAD_TOO_LARGE: "The body is larger than the limit",
  URI_TOO_LONG: "The URL is longer than 16 KiB",
  HEADERS_TOO_LARGE: "The request's head (URL and headers) is larger than 64 KiB",
  UNSUPPORTED_MEDIA_TYPE: "A signed-in session sent a body that is not Content-Type: application/json",
  VALIDATION_FAILED: "The body breaks the business rules; every violation is listed with its path",
  RATE_LIMITED: "Too many requests",
  INTERNAL: "Failure on the server",
  UNAVAILABLE: "The database cannot be reached; retry shortly",
};

export function buildOpenApiDocument(all: readonly Operation[] = OPERATIONS): Record<string, unknown> {
  const operations = all.filter((op) => !op.undocumented);
  const registry = z.registry<{ id: string }>();
  const named = new Map<z.core.$ZodType, string>();
  const add = (id: string, schema: z.ZodType) => {
    registry.add(schema, { id });
    named.set(schema, id);
  };
  for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) add(id, schema);
  add("ErrorEnvelope", errorEnvelopeSchema);
  add("FieldError", fieldErrorSchema);
  const ownId = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;
  for (const op of operations) {
    if (op.body && !named.has(op.body))
      named.set(op.body, ownId(op.body) ?? `${op.operationId[0].toUpperCase()}${op.operationId.slice(1)}Request`);
  }

  const { schemas } = z.toJSONSchema(registry, { uri: REF, io: "output", unrepresentable: "any" });
  const components: Record<string, JsonSchema> = Object.fromEntries(
    Object.entries(schemas).map(([id, s]) => [id, strip(s)]),
  );

  /** One schema written out; schemas it names itself (`.meta({ id })`) go to the components. */
  const convert = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any" });
    const { $defs, ...rest } = strip(json);
    const relink = (value: unknown): JsonSchema => {
      const relinked: unknown = JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));
      return isRecord(relinked) ? relinked : {};
    };
    for (const [id, def] of Object.entries(isRecord($defs) ? $defs : {})) components[id] ??= relink(def);
    return relink(rest);
  };

  // Request bodies are documented as their input (what the client sends, before transforms).
  for (const op of operations) {
    if (!op.body) continue;
    const id = named.get(op.body)!;
    const json = convert(op.body, "input");
    components[id] = json.$ref === REF(id) ? components[id] : json;
  }

  // A body matched case-insensitively: `required` would refuse `header` for `Header`, which the
  // server takes; which properties are required is said in words instead.
  for (const op of operations) {
    if (op.body && op.caseInsensitiveNames) relaxRequired(components, components[named.get(op.body)!]);
  }

  /** A $ref to a named schema, an array of one, or the schema written out. */
  const schemaOf = (schema: z.ZodType): JsonSchema => {
    const id = named.get(schema);
    if (id) return { $ref: REF(id) };
    if (schema instanceof z.ZodArray) {
      const itemId = named.get(schema.element);
      if (itemId) return { type: "array", items: { $ref: REF(itemId) } };
    }
    return convert(schema, "output");
  };

  const errorResponse = (codes: ErrorCode[], text: Partial<Record<ErrorCode, string>> = {}) => ({
    description: codes.map((c) => `${c}: ${text[c] ?? ERROR_TEXT[c]}`).join("; "),
    headers: {
      "api-version": { $ref: "#/components/headers/ApiVersion" },
      ...(codes.includes("RATE_LIMITED")
        ? { "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } } }
        : {}),
    },
    content: {
      "application/json": {
        schema: { $ref: REF("ErrorEnvelope") },
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            {
              value: {
                status: 1,
                code,
                message: ERROR_TEXT[code],
                errors:
                  code === "BAD_REQUEST"
                    ? [
                        {
                          path: "DepartureMin",
                          code: "invalid_datetime",
                          message: "Expected a date-time as YYYY-MM-DDTHH:MM:SS",
                        },
                      ]
                    : [],
              },
            },
          ]),
        ),
      },
    },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const codes: ErrorCode[] = [...(op.errors ?? [])];
    if (op.access !== "public") codes.push("UNAUTHORIZED", "FORBIDDEN");
    if (op.body && op.access !== "public") codes.push("UNSUPPORTED_MEDIA_TYPE");
    // the handler answers a query value its schema refuses (a NUL, an unparsable date) with 400, and
    // a JSON body it cannot read (empty, not JSON, a lone surrogate, nested too deep: lib/api/handler.ts)
    if (op.query || (op.body && (op.bodyReadBy === "schema" || op.bodyReadBy === "handler"))) codes.push("BAD_REQUEST");
    codes.push("INTERNAL", "UNAVAILABLE");
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of new Set(codes))
      byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);

    const queryParameters = op.query
      ? Object.entries(op.query.shape).map(([name, field]) => {
          const schema = strip(z.toJSONSchema(field, { io: "input", unrepresentable: "any" }));
          const { description, ...rest } = schema;
          return { name, in: "query", required: !field.safeParse(undefined).success, description, schema: rest };
        })
      : [];
    const headerParameters = (op.headers ?? []).map((h) => ({
      name: h.name,
      in: "header",
      required: false,
      description: h.description,
      schema: { type: "string" },
    }));
    // Path templates name required path parameters, typed by the operation's params schema: a
    // record id ({id}) is an integer, PostgreSQL int4 (another value is a 404); a voyage
    // ({voyage}) is its number or id, as text.
    const pathParameters = pathParamNames(op.path).map((name) => {
      const field = op.params.shape[name];
      const { description, ...schema } =
        field === resourceIdSchema
          ? { description: undefined, type: "integer", minimum: 1, maximum: MAX_ID }
          : strip(z.toJSONSchema(field, { io: "input", unrepresentable: "any" }));
      return { name, in: "path", required: true, description, schema };
    });
    const parameters = [...pathParameters, ...queryParameters, ...headerParameters];

    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      description: op.description,
      security: op.access === "public" ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }],
      "x-roles": op.access === "public" ? undefined : op.access,
      parameters: parameters.length ? parameters : undefined,
      requestBody: op.requestContent
        ? {
            required: true,
            content: Object.fromEntries(
              op.requestContent.map((type) => [
                type,
                {
                  schema:
                    type === "multipart/form-data"
                      ? {
                          type: "object",
                          properties: { file: { type: "string", format: "binary" } },
                          required: ["file"],
                        }
                      : { type: "string", format: "binary" },
                },
              ]),
            ),
          }
        : op.body
          ? { required: true, content: { "application/json": { schema: { $ref: REF(named.get(op.body)!) } } } }
          : undefined,
      responses: {
        [op.successStatus ?? 200]:
          op.successStatus === 204
            ? { description: op.responseDescription }
            : {
                description: op.responseDescription,
                headers: {
                  "api-version": { $ref: "#/components/headers/ApiVersion" },
                  ...(op.conditional ? CONDITIONAL_HEADERS : {}),
                  ...(op.versionTag ? { ETag: VERSION_TAG } : {}),
                },
                content: op.responseContent
                  ? Object.fromEntries(
                      [op.responseContent].flat().map((type) => [
                        type,
                        // an operation that answers JSON or a file (`{number}` or `{number}.pdf`) documents its JSON too
                        type === "application/json"
                          ? { schema: schemaOf(op.response) }
                          : { schema: { type: "string", format: type.startsWith("text/") ? undefined : "binary" } },
                      ]),
                    )
                  : { "application/json": { schema: schemaOf(op.response) } },
              },
        ...(op.versionTag
          ? {
              304: {
                description: "Not Modified: the record is still at the version sent in If-None-Match (no body)",
                headers: { "api-version": { $ref: "#/components/headers/ApiVersion" }, ETag: VERSION_TAG },
              },
            }
          : {}),
        ...(op.conditional
          ? {
              304: {
                description: "Not Modified: the ETag sent in If-None-Match is still the current answer (no body)",
                headers: {
                  "api-version": { $ref: "#/components/headers/ApiVersion" },
                  ETag: CONDITIONAL_HEADERS.ETag,
                  "Cache-Control": CONDITIONAL_HEADERS["Cache-Control"],
                },
              },
            }
          : {}),
        ...Object.fromEntries(
          [...byStatus]
            .sort(([a], [b]) => a - b)
            .map(([status, list]) => [String(status), errorResponse(list, op.errorText)]),
        ),
        // The portal server answers these for any URL, before any operation runs (lib/server/portal-server.ts).
        414: { $ref: "#/components/responses/UriTooLong" },
        431: { $ref: "#/components/responses/HeadersTooLarge" },
      },
    };
  }

  const enumTable = (values: Record<string, number | string>) =>
    Object.entries(values)
      .map(([name, code]) => `${code} = ${name}`)
      .join(", ");
  // JSON.parse gives `any`: the document is the object literal below, with its $defs links relinked.
  return JSON.parse(
    JSON.stringify({
      openapi: "3.1.0",
      info: {
        title: "Quayside booking API",
        version: API_VERSION,
        description: [
          "Schedules, fleet, ports, unit-model catalogue and booking saves of the ro-ro shipping lines on Quayside.",
          "",
          `Every operation is API version v${API_VERSION}. The version is not part of the paths; each response carries it in the \`api-version\` header.`,
          "Paths and query parameter names are case-insensitive (`/api/Vessel/Search` = `/api/vessel/search`, `pol=` = `Pol=`); query values are trimmed, and an empty one counts as absent. A query parameter given twice is a 400.",
          "DateTime values are port-local wall-clock times without zone, `YYYY-MM-DDTHH:MM:SS`, on input and output.",
          "Every error is the one envelope `{status: 1, code, message, errors: [{path, code, message}], requestId}`.",
          "The `message` texts follow `Accept-Language` (English by default, French for `fr`); codes, paths and enumeration values never do: branch on `code`, never on `message`.",
          "",
          "Guides (conventions, errors, caching and conditional requests, the booking save and its 13 rules, idempotency and concurrency, the item update feed) are the Markdown pages under `docs/integrators/` in the Quayside repository, indexed by `docs/README.md`.",
          "",
          `Continent codes: ${enumTable(CONTINENTS)}. Region codes: ${enumTable(REGIONS)}. Unit types: ${Object.entries(
            UNIT_TYPES,
          )
            .map(([code, name]) => `${code} = ${name}`)
            .join(", ")}.`,
        ].join("\n"),
      },
      servers: [{ url: "/", description: "This portal" }],
      tags: [
        { name: "Schedules", description: "Sailing schedules and rotations" },
        { name: "Fleet", description: "Vessels" },
        { name: "Catalogue", description: "Unit makes and models" },
        { name: "Ports", description: "Ports of loading and discharge" },
        { name: "Bookings", description: "Booking saves" },
        {
          name: "Acceptance",
          description:
            "The line's acceptance controls: allotment, stop sale, exceptions (docs/integrators/acceptance.md)",
        },
        {
          name: "Prices",
          description:
            "Line tariffs, the on-request queue and prices set by hand; quotations go through the booking save with Header.RequestType 1 (docs/integrators/prices.md)",
        },
        { name: "Account", description: "The caller" },
        {
          name: "Operator",
          description:
            "The operator's console: agents, API keys, IP allow lists, users, audit log (admin API key or admin session)",
        },
        {
          name: "Notifications",
          description: "The one-click unsubscribe link of notification e-mails (docs/portal/notifications.md)",
        },
        { name: "Operations", description: "Health and readiness for load balancers" },
      ].filter((t) => operations.some((op) => op.tag === t.name)),
      paths,
      webhooks: operations.some((op) => op.operationId === "receiveItemUpdates") ? ITEM_UPDATE_WEBHOOKS : undefined,
      components: {
        schemas: components,
        responses: {
          UriTooLong: errorResponse(["URI_TOO_LONG"]),
          HeadersTooLarge: errorResponse(["HEADERS_TOO_LARGE"]),
        },
        headers: {
          ApiVersion: { description: "API version of the operation", schema: { type: "string", const: API_VERSION } },
          ETag: {
            description:
              "Strong validator of this answer: the reference-data version and the query as the read understands it (send it back in If-None-Match)",
            schema: { type: "string" },
          },
          CacheControl: {
            description: `\`${READ_CACHE_CONTROL}\`: reuse the answer for that long without asking; after that, ask with If-None-Match; nothing on the way may re-encode the body under its tag`,
            schema: { type: "string" },
          },
          Vary: { description: "`Accept-Encoding`", schema: { type: "string" } },
          ContentEncoding: {
            description: "`br` or `gzip` when Accept-Encoding allows it and the answer is 1 KB or more",
            schema: { type: "string" },
          },
        },
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "API key",
            description: "An integrator's API key: `Authorization: Bearer qs_…`, issued by the operator.",
          },
          webhookSignature: {
            type: "apiKey",
            in: "header",
            name: "webhook-signature",
            description:
              "How your endpoint knows an item update post (webhooks: itemUpdates) comes from Quayside: not a fixed key but a Standard Webhooks HMAC-SHA256 signature of `webhook-id`, `webhook-timestamp` and the body with the subscription's secret (`whsec_…`), checked by the receiver as the webhook's description says.",
          },
          sessionCookie: {
            type: "apiKey",
            in: "cookie",
            name: "next-auth.session-token",
            description: "The portal's session after sign-in (`__Secure-next-auth.session-token` over HTTPS).",
          },
        },
      },
    }),
  );
}

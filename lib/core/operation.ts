// One object per API operation: its method, path, who may call, the zod schemas of its path
// parameters, query, body and response, and what the OpenAPI document says of it. The route
// handler (lib/api/handler.ts `handle`), the OpenAPI document, the 405 Allow table, the access
// matrix and the schedule reads' definitions all read these objects, so nothing is kept in step
// by hand. Free of server imports: the browser's hooks may read an operation's path and schema.
import { z } from "zod";
import type { ErrorCode } from "@/lib/core/errors";

export type Method = "get" | "post" | "put" | "patch" | "delete";
export type OperationRole = "AGENT" | "STAFF" | "ADMIN";
/** "public": no credentials needed; otherwise an API key or a session of one of these roles (ADMIN may call everything). */
export type Access = "public" | readonly OperationRole[];

/** PostgreSQL's int4: every id of the model fits. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id in a path: 1 to 10 digits, 1..2147483647. Anything else cannot name a record and
 * is answered like one the caller may not see (404), never handed to the database.
 */
export const resourceIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

/** A record id in a query or a form (`agentId=…`, `before=…`): past int4 it is a 400, never handed to the database. */
export const recordIdSchema = z.coerce.number().int().positive().max(MAX_ID);

/** The path parameters of `/…/{id}`. */
export const ID_PARAMS = z.object({ id: resourceIdSchema });

/**
 * The path parameters of `/api/voyages/{voyage}/…`: the voyage number (`MEDS2646`, case aside) or
 * its id, as text; resolved by lib/voyage-space/find-voyage.ts (404 when none).
 */
export const VOYAGE_PARAMS = z.object({
  voyage: z.string().min(1).max(64).meta({ description: "The voyage number (`MEDS2646`, case aside) or its id" }),
});

/** Handed over when the path has no parameters. */
const NO_PARAMS = z.object({});

export type BodyReader = "schema" | "handler" | "raw" | "stream";

export interface OperationSpec<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
  R extends BodyReader = BodyReader,
> {
  method: Method;
  /** As the spec writes it; `{name}` marks a path parameter. Paths are matched case-insensitively. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  access: A;
  /** Schema of the path parameters; required when the path has `{…}` (ID_PARAMS for `{id}`). */
  params?: P;
  query?: Q;
  /** Schema of the JSON body: the wrapper parses it (422 with paths) unless `body` says otherwise below. */
  body?: B;
  /**
   * Who reads the body: "schema" (default) — the wrapper, with `body`; "handler" — the handler
   * gets the parsed JSON as `unknown` and checks it itself (after checks that must come first);
   * "raw" — the exact text received, unparsed (signatures); `body` then only documents it;
   * "stream" — nobody: the handler reads `req.body` itself, as it arrives (uploads).
   */
  bodyReadBy?: R;
  response: z.ZodType;
  responseDescription: string;
  /** Error codes the operation answers besides UNAUTHORIZED/FORBIDDEN/INTERNAL/UNAVAILABLE. */
  errors?: ErrorCode[];
  /** What an error code means for this operation, where the general text would not say it. */
  errorText?: Partial<Record<ErrorCode, string>>;
  /** Request headers the operation reads. */
  headers?: { name: string; description: string }[];
  /** 204: success has no body (the response schema is then ignored); 201: something was created. */
  successStatus?: 201 | 204;
  /** A body that is not JSON (bodyReadBy "stream"): its content types, documented as binary. */
  requestContent?: readonly string[];
  /** An answer that is not JSON (a file): its content type (or those it may have), documented as binary. */
  responseContent?: string | readonly string[];
  /**
   * The body's property names are matched case-insensitively at every depth (the booking save:
   * lib/booking/message/property-names.ts). The document then spells each one way and marks none required,
   * saying in words which are (a JSON Schema `required` names one exact spelling).
   */
  caseInsensitiveNames?: true;
  /** A cached, conditional read (lib/reads): ETag, Cache-Control, If-None-Match → 304, br/gzip. */
  conditional?: true;
  /** A read whose ETag is the record's version: If-None-Match with it → 304. */
  versionTag?: true;
  /** Served, but not listed in the OpenAPI document (the document itself). */
  undocumented?: true;
}

export interface Operation<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends Access = Access,
  R extends BodyReader = BodyReader,
> extends OperationSpec<P, Q, B, A, R> {
  params: P;
  bodyReadBy: R;
}

/** The names of a path's parameters, in order: "/api/items/{id}/milestones" → ["id"]. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
}

/** "GET /api/items/{id}/milestones" (path lower-cased, as the server matches it). */
export function operationKey(op: { method: string; path: string }): string {
  return `${op.method.toUpperCase()} ${op.path.toLowerCase()}`;
}

/**
 * An operation, checked: its path parameters and its params schema name the same keys, and a
 * body is read by a schema only where there is one.
 */
export function defineOperation<
  A extends Access,
  P extends z.ZodObject = typeof NO_PARAMS,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends BodyReader = "schema",
>(spec: OperationSpec<P, Q, B, A, R>): Operation<P, Q, B, A, R> {
  const params = (spec.params ?? NO_PARAMS) as P;
  const inPath = pathParamNames(spec.path).sort();
  const inSchema = Object.keys(params.shape).sort();
  if (inPath.join() !== inSchema.join()) {
    throw new Error(`${operationKey(spec)}: the path names parameters [${inPath}] but params has [${inSchema}]`);
  }
  if (spec.method !== "get" && spec.method !== "delete" && !spec.body && spec.bodyReadBy === undefined) {
    // A write without a documented body takes none: whatever is sent is ignored.
    return { ...spec, params, bodyReadBy: "raw" as R };
  }
  return { ...spec, params, bodyReadBy: spec.bodyReadBy ?? ("schema" as R) };
}

// Every request and answer of the API tests, checked against the OpenAPI document the portal
// serves (lib/openapi/document.ts, from the same zod schemas): the document is then true by
// construction, not by a second hand-written schema. callRoute and rawRequest call
// checkExchange; a mismatch throws, naming the operation, the part and the JSON path.
//
// The answer is always checked (status documented, content type, body, documented headers),
// error envelopes included. The request (path and query parameters, headers, body) only when
// the answer is a success (< 400): a test that means to send bad input gets a 4xx, and the
// document describes what a client should send, not every refusal.
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "@/lib/openapi/document";

export interface Exchange {
  method: string;
  /** Path and query ("/api/voyages/MEDS2646/capacity?line=NRL"), or an absolute URL. */
  url: string;
  requestHeaders: Headers;
  /** The body as sent (text), or undefined. */
  requestBody?: string;
  status: number;
  responseHeaders: Headers;
  /** The answer's body as text ("" when none). */
  responseBody: string;
}

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Json;
}
interface MediaType {
  schema?: Json;
}
interface Response {
  headers?: Record<string, Json>;
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  methods: Record<string, Operation>;
}

const DOC_ID = "openapi.json";

class Checker {
  readonly doc: { paths: Record<string, Record<string, Operation>>; components: Json };
  private readonly strict: Ajv2020;
  /** Parameters arrive as text: "12" is an integer, "true" a boolean. */
  private readonly coercing: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly routes: Route[];

  constructor(doc: Json) {
    this.doc = doc as Checker["doc"];
    const make = (coerceTypes: boolean) => {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes });
      addFormats(ajv);
      ajv.addFormat("binary", true);
      ajv.addSchema(doc, DOC_ID);
      return ajv;
    };
    this.strict = make(false);
    this.coercing = make(true);
    this.routes = Object.entries(this.doc.paths).map(([template, methods]) => {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map(([, n]) => n);
      const source = template
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("([^/]+)");
      // The server matches paths case-insensitively (lib/core/operation.ts).
      return { template, pattern: new RegExp(`^${source}$`, "i"), names, methods };
    });
    // Literal paths before templates: /api/files before /api/files/{id}; fewer parameters first.
    this.routes.sort((a, b) => a.names.length - b.names.length);
  }

  /** The validator of the schema at a JSON pointer of the document (compiled once). */
  private validator(pointer: string, coerce = false): ValidateFunction {
    const key = `${coerce}${pointer}`;
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = (coerce ? this.coercing : this.strict).compile({ $ref: `${DOC_ID}#${pointer}` });
      this.compiled.set(key, fn);
    }
    return fn;
  }

  private resolve<T>(value: T | { $ref: string }): T {
    let v: unknown = value;
    for (let i = 0; i < 10 && v && typeof v === "object" && "$ref" in v; i++) {
      const ref = (v as { $ref: string }).$ref;
      v = ref
        .slice(2)
        .split("/")
        .map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"))
        .reduce<unknown>((node, part) => (node as Json)?.[part], this.doc);
    }
    return v as T;
  }

  check(x: Exchange): void {
    const url = new URL(x.url, "http://localhost");
    const method = x.method.toLowerCase();
    const found = this.match(url.pathname);
    const problems: string[] = [];
    const op = found?.route.methods[method];
    let name: string;
    if (!found || !op) {
      name = `${x.method.toUpperCase()} ${url.pathname}`;
      // Not an operation of the document: a success must not happen on an undocumented route
      // (the sign-in's /api/auth and the document itself are not the API's); an error answer
      // is still the one envelope.
      const outside = /^\/api\/(auth\/|openapi\.json$)/i.test(url.pathname) || !/^\/api\//i.test(url.pathname);
      if (outside) return;
      if (x.status < 400 && !found) problems.push(`answered ${x.status}, but the document has no path ${url.pathname}`);
      else if (x.status < 400)
        problems.push(`answered ${x.status}, but ${found!.route.template} documents no ${method}`);
      else this.checkEnvelope(x, problems);
    } else {
      name = `${op.operationId} (${x.method.toUpperCase()} ${found.route.template})`;
      const base = `/paths/${escape(found.route.template)}/${method}`;
      this.checkResponse(x, op, base, problems);
      if (x.status < 400) this.checkRequest(x, url, op, found.values, base, problems);
    }
    if (problems.length)
      throw new Error(`OpenAPI document and traffic disagree: ${name}\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }

  /** A post Quayside sent to a subscriber, against the document's `webhooks` entry. */
  checkWebhook(name: string, headers: Headers, body: string): void {
    const post = (this.doc as unknown as { webhooks?: Record<string, { post?: Operation }> }).webhooks?.[name]?.post;
    if (!post) throw new Error(`OpenAPI document has no webhook ${name}`);
    const problems: string[] = [];
    const base = `/webhooks/${escape(name)}/post`;
    (post.parameters ?? []).forEach((param, i) => {
      if (param.in !== "header") return;
      const value = headers.get(param.name);
      if (value === null) {
        if (param.required) problems.push(`header ${param.name} is required but missing`);
      } else
        this.report(this.validator(`${base}/parameters/${i}/schema`, true), value, `header ${param.name}`, problems);
    });
    const media = pickMedia(post.requestBody?.content ?? {}, mediaType(headers));
    if (!media) problems.push(`Content-Type ${mediaType(headers) ?? "(none)"} is not documented`);
    else if (/json/.test(media)) {
      const parsed = parse(body);
      if (parsed === undefined) problems.push("the body is not JSON");
      else this.report(this.validator(`${base}/requestBody/content/${escape(media)}/schema`), parsed, "body", problems);
    }
    if (problems.length)
      throw new Error(
        `OpenAPI document and traffic disagree: webhook ${name} (${post.operationId})\n${problems.map((p) => `  - ${p}`).join("\n")}`,
      );
  }

  private match(pathname: string): { route: Route; values: Record<string, string> } | undefined {
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (m) return { route, values: Object.fromEntries(route.names.map((n, i) => [n, decode(m[i + 1])])) };
    }
    return undefined;
  }

  private checkEnvelope(x: Exchange, problems: string[]) {
    if (!isJson(x.responseHeaders) || !x.responseBody) return;
    const body = parse(x.responseBody);
    if (body === undefined) return problems.push(`answer ${x.status}: the body is not JSON`);
    this.report(this.validator("/components/schemas/ErrorEnvelope"), body, `answer ${x.status} body`, problems);
  }

  private checkResponse(x: Exchange, op: Operation, base: string, problems: string[]) {
    const key = [String(x.status), `${String(x.status)[0]}XX`, "default"].find((k) => op.responses[k]);
    if (!key) {
      problems.push(`answered ${x.status}, which the document does not list (${Object.keys(op.responses).join(", ")})`);
      if (x.status >= 400) this.checkEnvelope(x, problems);
      return;
    }
    const listed = op.responses[key] as Response & { $ref?: string };
    const response = this.resolve(listed);
    // A shared answer (#/components/responses/…) is read where it is written.
    const at = listed.$ref ? listed.$ref.slice(1) : `${base}/responses/${escape(key)}`;
    for (const [header, spec] of Object.entries(response.headers ?? {})) {
      const value = x.responseHeaders.get(header);
      const schema = this.resolve(spec) as { schema?: Json; required?: boolean };
      if (value === null) {
        if (schema.required) problems.push(`answer ${x.status}: header ${header} is required but missing`);
        continue;
      }
      if (!schema.schema) continue;
      const pointer =
        "$ref" in spec ? `${(spec.$ref as string).slice(1)}/schema` : `${at}/headers/${escape(header)}/schema`;
      this.report(this.validator(pointer, true), value, `answer ${x.status} header ${header}`, problems);
    }
    const content = response.content;
    const type = mediaType(x.responseHeaders);
    if (!content) {
      if (x.responseBody)
        problems.push(`answer ${x.status}: a body (${type ?? "no Content-Type"}), but none is documented`);
      return;
    }
    // A HEAD answer has no body; a compressed one is not read here (its tests decode it themselves).
    if (x.method.toUpperCase() === "HEAD" || x.responseHeaders.has("content-encoding")) return;
    const media = pickMedia(content, type);
    if (!media) {
      problems.push(
        `answer ${x.status}: Content-Type ${type ?? "(none)"}, documented: ${Object.keys(content).join(", ")}`,
      );
      return;
    }
    if (!/json/.test(media)) return;
    const body = parse(x.responseBody);
    if (body === undefined) return problems.push(`answer ${x.status}: the body is not JSON`);
    this.report(this.validator(`${at}/content/${escape(media)}/schema`), body, `answer ${x.status} body`, problems);
  }

  private checkRequest(
    x: Exchange,
    url: URL,
    op: Operation,
    pathValues: Record<string, string>,
    base: string,
    problems: string[],
  ) {
    (op.parameters ?? []).forEach((p, i) => {
      const param = this.resolve(p);
      let value: string | undefined;
      if (param.in === "path") value = pathValues[param.name];
      else if (param.in === "query") {
        // As the document's description says: names are case-insensitive, values trimmed, an empty one absent.
        const entry = [...url.searchParams].find(([k]) => k.toLowerCase() === param.name.toLowerCase());
        value = entry?.[1].trim() || undefined;
      } else if (param.in === "header") value = x.requestHeaders.get(param.name) ?? undefined;
      else return;
      const where = `request ${param.in} parameter ${param.name}`;
      if (value === undefined) {
        if (param.required) problems.push(`${where} is required but missing`);
        return;
      }
      if (param.schema) this.report(this.validator(`${base}/parameters/${i}/schema`, true), value, where, problems);
    });
    const requestBody = op.requestBody;
    if (!requestBody) return;
    if (x.requestBody === undefined || x.requestBody === "") {
      if (requestBody.required) problems.push("request: the body is required but none was sent");
      return;
    }
    const type = mediaType(x.requestHeaders);
    const media = pickMedia(requestBody.content, type);
    if (!media) {
      problems.push(
        `request: Content-Type ${type ?? "(none)"}, documented: ${Object.keys(requestBody.content).join(", ")}`,
      );
      return;
    }
    if (!/json/.test(media)) return;
    const body = parse(x.requestBody);
    if (body === undefined) return problems.push("request: the body is not JSON, yet it was answered as a success");
    this.report(this.validator(`${base}/requestBody/content/${escape(media)}/schema`), body, "request body", problems);
  }

  private report(validate: ValidateFunction, value: unknown, where: string, problems: string[]) {
    if (validate(value)) return;
    for (const e of (validate.errors ?? []).slice(0, 10)) problems.push(`${where} at ${jsonPath(e)}: ${describe(e)}`);
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const escape = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

function mediaType(headers: Headers): string | undefined {
  return headers.get("content-type")?.split(";")[0].trim().toLowerCase() || undefined;
}

// The documented media type a Content-Type falls under: itself, then its "type/any", then "any/any".
function pickMedia(content: Record<string, unknown>, type: string | undefined): string | undefined {
  if (!type) return undefined;
  return [type, `${type.split("/")[0]}/*`, "*/*"].find((t) => t in content);
}

function isJson(headers: Headers) {
  return /json/i.test(headers.get("content-type") ?? "");
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `$.booking.Items[0].Status`: where in the value the mismatch is. */
function jsonPath(e: ErrorObject): string {
  const parts = e.instancePath
    .split("/")
    .slice(1)
    .map((p) => p.replaceAll("~1", "/").replaceAll("~0", "~"));
  const extra =
    e.keyword === "additionalProperties"
      ? [(e.params as { additionalProperty: string }).additionalProperty]
      : e.keyword === "required"
        ? [(e.params as { missingProperty: string }).missingProperty]
        : [];
  return `$${[...parts, ...extra].map((p) => (/^\d+$/.test(p) ? `[${p}]` : /^[A-Za-z_]\w*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join("")}`;
}

function describe(e: ErrorObject): string {
  const schemaAt = e.schemaPath.replace(/^openapi\.json#/, "");
  const params =
    e.keyword === "enum" ? ` ${JSON.stringify((e.params as { allowedValues: unknown }).allowedValues)}` : "";
  const what =
    e.keyword === "additionalProperties"
      ? "is not in the document"
      : e.keyword === "required"
        ? "is required"
        : e.message;
  // Inside a $ref the path is relative to the schema referred to ("#/required"): it names nothing.
  return schemaAt.startsWith("#") ? `${what}${params}` : `${what}${params} (schema ${schemaAt})`;
}

let checker: Checker | undefined;

/** Throws when the exchange disagrees with the document served at /api/openapi.json. */
export function checkExchange(x: Exchange): void {
  checker ??= new Checker(buildOpenApiDocument());
  checker.check(x);
}

/** Throws when a post Quayside sent to a subscriber disagrees with the document's webhook `name`. */
export function checkWebhookPost(name: string, headers: Headers, body: string): void {
  checker ??= new Checker(buildOpenApiDocument());
  checker.checkWebhook(name, headers, body);
}

/** A checker of another document (the checker's own tests). */
export function checkerFor(doc: Json): (x: Exchange) => void {
  const c = new Checker(doc);
  return (x) => c.check(x);
}

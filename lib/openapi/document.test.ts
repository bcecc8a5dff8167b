import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/openapi.json/route";
import { ERROR_STATUS } from "@/lib/core/errors";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { callRoute } from "@/lib/testing/call-route";

type Doc = {
  openapi: string;
  info: { version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required: boolean }[];
        responses: Record<string, unknown>;
        security: unknown[];
      }
    >
  >;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string }>;
  };
};
const doc = buildOpenApiDocument() as Doc;

/** Every route handler under app/api, as "METHOD /path" (lower-case path, as the server matches it). */
async function routesOnDisk(): Promise<string[]> {
  const root = path.join(process.cwd(), "app", "api");
  const out: string[] = [];
  for (const entry of await readdir(root, { recursive: true })) {
    if (!entry.endsWith(`route.ts`) || entry.includes("[...nextauth]") || entry.startsWith("openapi.json")) continue;
    const source = await readFile(path.join(root, entry), "utf8");
    const route = `/api/${path.dirname(entry).split(path.sep).join("/")}`.toLowerCase();
    for (const [, method] of source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g))
      out.push(`${method} ${route}`);
  }
  return out.sort();
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the spec's API version", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0");
  });

  it("documents every route of the project (each route serves an operation of lib/api/operations)", async () => {
    const documented = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p.toLowerCase().replace(/\{(\w+)\}/g, "[$1]")}`),
    );
    expect(documented.sort()).toEqual(await routesOnDisk());
  });

  it("names the parameters exactly as the spec does", () => {
    // The spec's query parameters (the reads also document If-None-Match and Accept-Encoding headers).
    const names = (p: string) => doc.paths[p].get.parameters!.filter((x) => x.in === "query").map((x) => x.name);
    expect(names("/api/voyage/rotation")).toEqual([
      "ScheduleCategory",
      "PolContinent",
      "Pol",
      "Pod",
      "Vessel",
      "Voyage",
      "ArrivalMin",
      "ArrivalMax",
      "DepartureMin",
      "DepartureMax",
      "Line",
      "PodRegion",
      "SailingRoute",
    ]);
    expect(names("/api/Vessel/Search")).toEqual(["Line", "ScheduleCategory"]);
    expect(names("/api/booking/unitmodels")).toEqual(["search", "type"]);
    expect(names("/api/voyage/pods")).toEqual(["Line", "ScheduleCategory"]);
    expect(names("/api/voyage/pols")).toEqual(["Line", "ScheduleCategory"]);
    // Path parameters are required; the spec's reads take every filter as optional. (Other
    // operations may require a query parameter: the unsubscribe link's user, type and token.)
    const specReads = [
      "/api/voyage/rotation",
      "/api/Vessel/Search",
      "/api/booking/unitmodels",
      "/api/voyage/pods",
      "/api/voyage/pols",
    ];
    for (const [path, p] of Object.entries(doc.paths)) {
      for (const op of Object.values(p)) {
        for (const param of op.parameters ?? []) {
          if (param.in === "path") expect(param, `${path} ${param.name}`).toMatchObject({ required: true });
          else if (specReads.includes(path)) expect(param, `${path} ${param.name}`).toMatchObject({ required: false });
        }
      }
    }
    expect(doc.paths["/api/booking/save"].post.parameters).toEqual([
      expect.objectContaining({ name: "Idempotency-Key", in: "header" }),
      expect.objectContaining({ name: "If-Match", in: "header" }),
    ]);
  });

  it("describes the responses with the fields of the spec's tables and the error envelope", () => {
    const s = doc.components.schemas;
    expect(Object.keys(s.ScheduleVisit.properties!).sort()).toEqual([
      "arrival",
      "canDischarge",
      "canLoad",
      "cutOff",
      "departure",
      "port",
      "portId",
      "terminal",
    ]);
    expect(Object.keys(s.Vessel.properties!).sort()).toEqual([
      "cargoCapacity",
      "flag",
      "maxDeckHeight",
      "maxDeckWidth",
      "maxRampWeight",
      "name",
      "speed",
      "yearBuilt",
    ]);
    expect(Object.keys(s.ErrorEnvelope.properties!).sort()).toEqual([
      "code",
      "errors",
      "message",
      "requestId",
      "status",
    ]);
    const rotation = doc.paths["/api/voyage/rotation"].get.responses;
    expect(Object.keys(rotation)).toEqual(["200", "304", "400", "401", "403", "414", "431", "500", "503"]);
    expect(rotation["200"]).toMatchObject({
      headers: { "api-version": { $ref: "#/components/headers/ApiVersion" } },
      content: { "application/json": { schema: { $ref: "#/components/schemas/RotationResponse" } } },
    });
    expect(doc.paths["/api/Vessel/Search"].get.responses["200"]).toMatchObject({
      content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Vessel" } } } },
    });
    expect(Object.keys(doc.paths["/api/booking/save"].post.responses)).toEqual([
      "200",
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "414",
      "415",
      "422",
      "429",
      "431",
      "500",
      "503",
    ]);
    expect((doc.paths["/api/booking/save"].post.responses["429"] as { headers: object }).headers).toHaveProperty(
      "Retry-After",
    );
    expect(Object.keys(ERROR_STATUS)).toContain("BAD_REQUEST");
  });

  it("types each path parameter as its operation's schema: a record id an integer, a voyage its number (text)", () => {
    const voyageRoutes = Object.entries(doc.paths).filter(([p]) => p.includes("{voyage}"));
    expect(voyageRoutes.map(([p, m]) => `${Object.keys(m)} ${p}`).sort()).toEqual([
      "get /api/voyages/{voyage}/capacity",
      "get /api/voyages/{voyage}/ens",
      "get /api/voyages/{voyage}/ens.csv",
      "get /api/voyages/{voyage}/manifest.csv",
      "get /api/voyages/{voyage}/manifest.pdf",
      "patch /api/voyages/{voyage}/visits/{port}",
      "post /api/voyages/{voyage}/stop-sale",
      "put /api/voyages/{voyage}/allotment",
    ]);
    for (const [, methods] of voyageRoutes)
      for (const op of Object.values(methods))
        expect(op.parameters!.find((p) => p.in === "path")).toMatchObject({
          name: "voyage",
          schema: { type: "string", minLength: 1, maxLength: 64 },
        });
    expect(doc.paths["/api/bookings/{id}"].get.parameters![0]).toMatchObject({
      name: "id",
      schema: { type: "integer", minimum: 1 },
    });
  });

  it("spells the save message as the interface's example and marks no property name required (names are case-insensitive)", () => {
    const s = doc.components.schemas;
    expect(Object.keys(s.ExtBookingSaveMessage.properties!)).toEqual(["booking", "TestOnly"]);
    const saveRequest = ["ExtBookingSaveMessage", "ExtBookingWithTestOnly", "ExtBookingHeader", "ExtBookingItem"];
    for (const id of saveRequest) expect(s[id].required, id).toBeUndefined();
    expect(JSON.stringify(s.ExtBookingHeader)).toContain("Required (names in any casing): Pol, Terminal.");
    expect(JSON.stringify(s.ExtBookingWithTestOnly)).toContain("Required (names in any casing): Header, Items.");
  });

  it("declares every file answer's real types: PDFs as application/pdf, uploads as the types taken", () => {
    expect(JSON.stringify(doc)).not.toContain("application/octet-stream");
    const content = (p: string) =>
      Object.keys((doc.paths[p].get.responses["200"] as { content: Record<string, unknown> }).content);
    expect(content("/api/bookings/{id}/confirmation.pdf")).toEqual(["application/pdf"]);
    expect(content("/api/files/{id}")).toEqual([
      "application/pdf",
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/heic",
      "image/heif",
    ]);
  });

  it("offers an API key (bearer) or the session cookie", () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    expect(doc.paths["/api/voyage/rotation"].get.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
  });

  it("has no dangling $ref", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(10);
    const components = doc.components as unknown as Record<string, Record<string, unknown>>;
    for (const [, kind, name] of refs) expect(components[kind]?.[name], `${kind}/${name}`).toBeDefined();
  });

  it("is served at /api/openapi.json without credentials", async () => {
    const res = await callRoute(GET, { url: "/api/openapi.json" });
    expect(res.status).toBe(200);
    expect(res.headers.get("api-version")).toBe("1.0");
    expect(res.body).toEqual(doc);
  });
});

describe("the item update feed in the document's webhooks", () => {
  it("describes the post Quayside sends: the records, the signature headers, the answers", () => {
    const webhooks = (
      buildOpenApiDocument() as {
        webhooks: Record<
          string,
          {
            post: {
              parameters: { name: string; in: string; required: boolean }[];
              requestBody: { content: Record<string, { schema: { $ref: string } }> };
              responses: Record<string, unknown>;
            };
          }
        >;
      }
    ).webhooks;
    const post = webhooks.itemUpdates.post;
    expect(post.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["webhook-id", "header", true],
      ["webhook-timestamp", "header", true],
      ["webhook-signature", "header", true],
    ]);
    expect(post.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ItemUpdateRecords",
    });
    expect(Object.keys(post.responses).sort()).toEqual(["2XX", "410", "default"]);
    // Authenticated by its signature (a security scheme of its own: Redocly's security-defined).
    expect((post as unknown as { security: unknown }).security).toEqual([{ webhookSignature: [] }]);
    expect(doc.components.securitySchemes.webhookSignature).toMatchObject({ type: "apiKey", in: "header" });
    expect(doc.components.schemas.ItemUpdateRecord.required).toEqual(
      expect.arrayContaining(["ItemId", "Serial", "DeliveryDate", "Voyage", "Vessel", "CustomsDocs"]),
    );
  });
});

// The OpenAPI document under Redocly's recommended rules (@redocly/openapi-core: the lint engine
// of `redocly lint`, run in-process: no telemetry, nothing fetched; the document has no remote $ref
// and "recommended" is built in). Any error or warning fails.
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

/** Rules of "recommended" turned off, each with why. */
const RULES = {
  // Quayside's API is not published under a licence (the project is private): a licence object would be made up.
  "info-license": "off",
} as const;

async function lint(doc: unknown) {
  const config = await createConfig({ extends: ["recommended"], rules: RULES });
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: "/api/openapi.json",
    config,
  });
  return problems.map(
    (p) => `${p.severity} ${p.ruleId} at ${p.location.map((l) => l.pointer).join(", ")}: ${p.message}`,
  );
}

describe("the OpenAPI document under Redocly's recommended rules", () => {
  it("has no error and no warning", async () => {
    expect(await lint(buildOpenApiDocument())).toEqual([]);
  });

  it("would report what the rules catch: an operation without security, a dangling $ref", async () => {
    const doc = buildOpenApiDocument() as {
      webhooks: { itemUpdates: { post: Record<string, unknown> } };
      paths: Record<string, unknown>;
    };
    delete doc.webhooks.itemUpdates.post.security;
    doc.paths["/api/x"] = {
      get: {
        operationId: "x",
        security: [],
        responses: { 200: { description: "x", content: { "application/json": { schema: { $ref: "#/nope" } } } } },
      },
    };
    const problems = await lint(doc);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error security-defined at #\/webhooks\/itemUpdates\/post/),
        expect.stringMatching(/^error no-unresolved-refs/),
      ]),
    );
  });
});

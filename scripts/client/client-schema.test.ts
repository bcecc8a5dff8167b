// CI's check that the committed client matches the API: regenerate the client's types from the
// current OpenAPI document and compare them with clients/typescript/src/schema.ts.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { CLIENT_SCHEMA_PATH, generateClientSchema } from "./client-schema";

describe("the TypeScript client", () => {
  it("is generated from the current OpenAPI document (run `npm run client:generate` after changing an operation)", async () => {
    const committed = await readFile(CLIENT_SCHEMA_PATH, "utf8");
    const current = await generateClientSchema();
    // A plain equality: a diff of 4,000 lines helps no one; the message says what to run.
    expect(
      committed === current,
      "clients/typescript/src/schema.ts is out of date: run `npm run client:generate` and commit it",
    ).toBe(true);
  });

  it("types every operation of the document", async () => {
    const { buildOpenApiDocument } = await import("@/lib/openapi/document");
    const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
    const source = await readFile(CLIENT_SCHEMA_PATH, "utf8");
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) expect(source, op.operationId).toContain(`    ${op.operationId}: {`);
    }
  });
});

// GET /api/openapi.json — the OpenAPI 3.1 document of every route, generated from the operations' zod schemas
import { handle, jsonTextResponse } from "@/lib/api/handler";
import { getOpenApiDocumentOperation } from "@/lib/api/operations/system";
import { buildOpenApiDocument } from "@/lib/openapi/document";

let cached: string | undefined;

export const GET = handle(getOpenApiDocumentOperation, async () => {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return jsonTextResponse(cached);
});

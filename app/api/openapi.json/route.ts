// GET /api/openapi.json — the OpenAPI 3.1 document of every route, generated from the zod schemas
import { apiRoute, jsonTextResponse } from "@/lib/api/handler";
import { buildOpenApiDocument } from "@/lib/openapi/document";

let cached: string | undefined;

export const GET = apiRoute({ access: "public" }, async () => {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return jsonTextResponse(cached);
});

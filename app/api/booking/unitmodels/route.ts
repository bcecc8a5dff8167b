// GET /api/booking/unitmodels — the unit-model catalogue, searched by words and type
import { apiRoute, jsonTextResponse } from "@/lib/api/handler";
import { searchUnitModelsJson } from "@/lib/catalogue/search-unit-models";
import { unitModelQuerySchema } from "@/lib/catalogue/unit-model-schema";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: unitModelQuerySchema }, async ({ query }) =>
  jsonTextResponse(await searchUnitModelsJson(query)),
);

// GET /api/Vessel/Search — vessels and their technical details (the server lowercases /api paths)
import { apiRoute, jsonTextResponse } from "@/lib/api/handler";
import { searchVesselsJson } from "@/lib/fleet/search-vessels";
import { vesselQuerySchema } from "@/lib/fleet/vessel-schema";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: vesselQuerySchema }, async ({ query }) =>
  jsonTextResponse(await searchVesselsJson(query)),
);

// GET /api/voyage/pods — ports of discharge of a line's / schedule category's voyages
import { apiRoute, jsonTextResponse } from "@/lib/api/handler";
import { listRoutePortsJson } from "@/lib/ports/list-route-ports";
import { portListQuerySchema } from "@/lib/ports/port-schema";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: portListQuerySchema }, async ({ query }) =>
  jsonTextResponse(await listRoutePortsJson("pod", query)),
);

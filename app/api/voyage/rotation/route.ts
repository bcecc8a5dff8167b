// GET /api/voyage/rotation — sailing schedules with the full rotation of each voyage
import { apiRoute, jsonTextResponse } from "@/lib/api/handler";
import { getRotationJson } from "@/lib/schedule/get-rotation";
import { rotationQuerySchema } from "@/lib/schedule/rotation-schema";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: rotationQuerySchema }, async ({ query }) =>
  jsonTextResponse(await getRotationJson(query)),
);

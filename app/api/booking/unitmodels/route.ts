// GET /api/booking/unitmodels — the unit-model catalogue, searched by words and type
// Conditional (ETag / If-None-Match → 304) and cached per process: lib/reads/.
import { cachedReadRoute } from "@/lib/reads/cached-read";
import { unitModelsRead } from "@/lib/reads/read-definitions";

export const GET = cachedReadRoute(unitModelsRead);

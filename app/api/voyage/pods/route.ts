// GET /api/voyage/pods — ports of discharge of a line's / schedule category's voyages
// Conditional (ETag / If-None-Match → 304) and cached per process: lib/reads/.
import { cachedReadRoute } from "@/lib/reads/cached-read";
import { podsRead } from "@/lib/reads/read-definitions";

export const GET = cachedReadRoute(podsRead);

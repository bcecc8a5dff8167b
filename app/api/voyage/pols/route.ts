// GET /api/voyage/pols — ports of loading of a line's / schedule category's voyages
// Conditional (ETag / If-None-Match → 304) and cached per process: lib/reads/.
import { cachedReadRoute } from "@/lib/reads/cached-read";
import { polsRead } from "@/lib/reads/read-definitions";

export const GET = cachedReadRoute(polsRead);

// GET /api/voyage/rotation — sailing schedules with the full rotation of each voyage
// Conditional (ETag / If-None-Match → 304) and cached per process: lib/reads/.
import { cachedReadRoute } from "@/lib/reads/cached-read";
import { rotationRead } from "@/lib/reads/read-definitions";

export const GET = cachedReadRoute(rotationRead);

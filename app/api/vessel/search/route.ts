// GET /api/Vessel/Search — vessels and their technical details (the server lowercases /api paths)
// Conditional (ETag / If-None-Match → 304) and cached per process: lib/reads/.
import { cachedReadRoute } from "@/lib/reads/cached-read";
import { vesselSearchRead } from "@/lib/reads/read-definitions";

export const GET = cachedReadRoute(vesselSearchRead);

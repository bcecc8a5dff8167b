// GET /api/exceptions — the acceptance exceptions granted on the caller's line's bookings (line staff, admins)
import { apiRoute } from "@/lib/api/handler";
import { listAcceptanceExceptions } from "@/lib/acceptance/exceptions";
import { exceptionListQuerySchema } from "@/lib/acceptance/schemas";

export const GET = apiRoute({ access: ["STAFF", "ADMIN"], query: exceptionListQuerySchema }, async ({ caller, query }) => ({ exceptions: await listAcceptanceExceptions(caller, query) }));

// GET /api/exceptions — the acceptance exceptions granted on the caller's line's bookings (line staff, admins)
import { handle } from "@/lib/api/handler";
import { listAcceptanceExceptions } from "@/lib/acceptance/exceptions";
import { listAcceptanceExceptionsOperation } from "@/lib/api/operations/acceptance";

export const GET = handle(listAcceptanceExceptionsOperation, async ({ caller, query }) => ({
  exceptions: await listAcceptanceExceptions(caller, query),
}));

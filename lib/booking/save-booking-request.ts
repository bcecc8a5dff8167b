// POST /api/booking/save end to end, behind the route: allow-list, body, idempotency, save.
import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { ipAllowed } from "@/lib/net/client-ip";
import { withIdempotency } from "@/lib/booking/idempotency";
import { parseBookingSaveRequest } from "@/lib/booking/parse-save-request";
import { saveBooking } from "@/lib/booking/save-booking";

/** Agents (their users and integrators) save only from their registered addresses. */
export async function assertSaveAllowedFrom(caller: Caller): Promise<void> {
  if (caller.role !== "AGENT") return;
  const agent = caller.agentId === null ? null : await db().agent.findUnique({ where: { id: caller.agentId }, select: { allowedIps: true } });
  if (!agent || !ipAllowed(caller.ip, agent.allowedIps)) {
    throw new ApiError("FORBIDDEN", `Bookings of this agent are saved only from registered IP addresses; ${caller.ip || "this address"} is not one.`);
  }
}

export async function saveBookingRequest(caller: Caller, body: unknown, idempotencyKey: string | null): Promise<Response> {
  await assertSaveAllowedFrom(caller);
  const { booking, testOnly } = parseBookingSaveRequest(body);
  return withIdempotency(caller, idempotencyKey, body, (beforeCommit) => saveBooking(caller, booking, { testOnly: testOnly, beforeCommit: testOnly ? undefined : beforeCommit }));
}

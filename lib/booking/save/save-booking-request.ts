import "server-only";
// POST /api/booking/save before the save itself: the allow-list, the body (rules 6–8), and the
// expected version from Header.Version or an If-Match header. Returns data; the route answers.
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { ipInAllowList } from "@/lib/net/allow-list";
import { parseBookingSaveRequest, type ParsedSaveRequest } from "@/lib/booking/save/parse-save-request";

/**
 * Agents' integrators (API keys) save only from their agent's registered addresses: the
 * interface's rule for the integration caller. The agent's users signed in to the portal are
 * exempt (an agent works from home or a phone) unless the operator set the agent's list to bind
 * sessions too (allowListBindsSessions).
 */
export async function assertSaveAllowedFrom(caller: Caller): Promise<void> {
  if (caller.role !== "AGENT") return;
  // Read fresh on every save (never cached), so an allow-list change or a suspension holds at once.
  const agent =
    caller.agentId === null
      ? null
      : await db().agent.findUnique({
          where: { id: caller.agentId },
          select: { suspendedAt: true, allowListBindsSessions: true, allowList: { select: { cidr: true } } },
        });
  if (agent?.suspendedAt) throw new ApiError("FORBIDDEN", refusal("refusals.booking.agentSuspended"));
  if (agent && caller.kind === "user" && !agent.allowListBindsSessions) return;
  if (
    !agent ||
    !ipInAllowList(
      caller.ip,
      agent.allowList.map((e) => e.cidr),
    )
  ) {
    throw new ApiError(
      "FORBIDDEN",
      caller.ip
        ? refusal("refusals.booking.notFromAllowList", { ip: caller.ip })
        : refusal("refusals.booking.notFromAllowListUnknown"),
    );
  }
}

const IF_MATCH = /^(?:W\/)?"?(\d{1,10})"?$/;

/**
 * The version an If-Match header expects (`"3"`, as GET /api/bookings/{id} sends it in ETag);
 * null for none or `*` (any version). A value that names no version is a 400.
 */
export function versionFromIfMatch(value: string | null): number | null {
  const text = value?.trim() ?? "";
  if (text === "" || text === "*") return null;
  const match = IF_MATCH.exec(text);
  if (!match) {
    throw new ApiError("BAD_REQUEST", refusal("refusals.booking.ifMatchFormat"), [
      fieldError("If-Match", "invalid_if_match", refusal("refusals.booking.ifMatchOneVersion")),
    ]);
  }
  return Number(match[1]);
}

/** The save to run for this caller and body, with Header.Version taken from If-Match when the body has none. */
export async function prepareBookingSave(
  caller: Caller,
  body: unknown,
  ifMatch: string | null,
): Promise<ParsedSaveRequest> {
  await assertSaveAllowedFrom(caller);
  const request = parseBookingSaveRequest(body);
  const expected = versionFromIfMatch(ifMatch);
  const sent = request.booking.Header.Version ?? null;
  if (expected !== null && sent !== null && expected !== sent) {
    throw new ApiError("BAD_REQUEST", refusal("refusals.booking.ifMatchMismatch", { expected, sent }), [
      fieldError("Header.Version", "version_mismatch", refusal("refusals.booking.ifMatchSays", { expected })),
    ]);
  }
  if (expected !== null) request.booking.Header.Version = expected;
  return request;
}

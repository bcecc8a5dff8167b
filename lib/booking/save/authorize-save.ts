import "server-only";
// Who saves which booking: the stored booking for an update (rules 2 and 3), the agent it belongs
// to, and the refusals that stop a save before anything else is looked at (rule 4 for the
// booking, and a stale Header.Version: DESIGN.md "Staff and integrator API").
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db/prisma";
import { fail } from "@/lib/booking/rules/rule-errors";
import type { ExtBookingHeader } from "@/lib/booking/message/save-schema";
import { findVisibleBooking, type StoredBooking } from "@/lib/booking/message/stored-booking";
import { refusal } from "@/lib/i18n/sentences";

const INT32_MAX = 2_147_483_647;

export interface AuthorizedSave {
  /** null: the save creates a booking */
  stored: StoredBooking | null;
  agentId: number;
}

export async function authorizeSave(tx: Tx, caller: Caller, header: ExtBookingHeader): Promise<AuthorizedSave> {
  let stored: StoredBooking | null = null;
  if (header.Id > 0) {
    // Header.Id is the spec's long: one past the id column's range names no booking.
    stored = header.Id <= INT32_MAX ? await findVisibleBooking(tx, header.Id, caller, { forUpdate: true }) : null;
    if (!stored)
      fail("NOT_FOUND", "Header.Id", "not_found", refusal("refusals.booking.noSuchBooking", { id: header.Id }));
  }
  const agentId = await bookingAgent(tx, caller, header, stored);
  if (stored) {
    // Rule 4 first: no version makes a canceled booking editable.
    if (stored.isCanceled)
      fail(
        "NOT_ALLOWED",
        "Header.Id",
        "canceled",
        refusal("refusals.booking.canceled", { booking: stored.bookingCode }),
      );
    // The line's decline is final: the agent books again rather than reopening it.
    if (stored.confirmation === "DECLINED")
      fail(
        "NOT_ALLOWED",
        "Header.Id",
        "declined",
        refusal("refusals.booking.declined", { booking: stored.bookingCode }),
      );
    assertVersion(stored, header.Version);
  }
  return { stored, agentId };
}

/** Optimistic concurrency: a sent version must be the stored one; none sent, the last write wins. */
function assertVersion(stored: StoredBooking, version: number | null | undefined): void {
  if (version == null || version === stored.version) return;
  fail(
    "NOT_ALLOWED",
    "Header.Version",
    "version_conflict",
    refusal("refusals.booking.versionConflict", { booking: stored.bookingCode, stored: stored.version, sent: version }),
  );
}

/** The agent the booking belongs to: the agent caller's own; for staff and admins, the one named. */
async function bookingAgent(
  tx: Tx,
  caller: Caller,
  header: ExtBookingHeader,
  stored: StoredBooking | null,
): Promise<number> {
  if (caller.role === "AGENT") {
    if (caller.agentId === null)
      fail("FORBIDDEN", "Header.AgentId", "agent_mismatch", refusal("refusals.booking.noAgent"));
    if (header.AgentId !== 0 && header.AgentId !== caller.agentId) {
      fail(
        "FORBIDDEN",
        "Header.AgentId",
        "agent_mismatch",
        refusal("refusals.booking.notYourAgent", { sent: header.AgentId, own: caller.agentId }),
      );
    }
    return caller.agentId;
  }
  if (stored) {
    if (header.AgentId !== 0 && header.AgentId !== stored.agentId) {
      fail("NOT_ALLOWED", "Header.AgentId", "agent_change_not_allowed", refusal("refusals.booking.agentStays"));
    }
    return stored.agentId;
  }
  if (header.AgentId === 0)
    fail("VALIDATION_FAILED", "Header.AgentId", "required", refusal("refusals.booking.agentRequired"));
  const agent =
    header.AgentId <= INT32_MAX
      ? await tx.agent.findUnique({ where: { id: header.AgentId }, select: { id: true } })
      : null;
  if (!agent)
    fail("NOT_FOUND", "Header.AgentId", "not_found", refusal("refusals.booking.noSuchAgent", { id: header.AgentId }));
  return agent.id;
}

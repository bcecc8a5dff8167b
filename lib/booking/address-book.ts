import "server-only";
// The agent's address book (Party rows) as the booking form searches it: as you type, only the
// caller's agent's entries, each as the party message the save takes (IsReferenceOnly true).
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db/prisma";
import { partyReference } from "@/lib/booking/get-booking-message";
import type { ExtBookingParty } from "@/lib/booking/save-schema";

export const ADDRESS_BOOK_PAGE = 8;

/**
 * Whose book the caller may read: an agent's own; an admin's, the agent it names. Staff of a
 * line enter parties in full (they may not read an agent's whole address book).
 */
function bookOwner(caller: Caller, agentId: number | undefined): number {
  if (caller.role === "AGENT" && caller.agentId) return caller.agentId;
  if (caller.role === "ADMIN" && agentId) return agentId;
  throw new ApiError("FORBIDDEN", "Only an agent's own users (and admins) search its address book.");
}

export async function searchAddressBook(caller: Caller, query: string, agentId?: number): Promise<ExtBookingParty[]> {
  const owner = bookOwner(caller, agentId);
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const rows = await db().party.findMany({
    where: {
      agentId: owner,
      AND: words.map((word) => ({
        OR: (["code", "name", "firstName", "lastName", "email"] as const).map((column) => ({
          [column]: { contains: word, mode: "insensitive" as const },
        })),
      })),
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: ADDRESS_BOOK_PAGE,
  });
  return rows.map(partyReference);
}

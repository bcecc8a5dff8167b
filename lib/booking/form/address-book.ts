import "server-only";
// The agent's address book (Party rows) as the booking form searches it: as you type, only the
// caller's agent's entries, each as the party message the save takes (IsReferenceOnly true).
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { partyReference } from "@/lib/booking/read/get-booking-message";
import { HEADER_PARTIES, type ExtBookingParty } from "@/lib/booking/message/save-schema";
import { PARTY_COLUMN } from "@/lib/booking/message/stored-booking";
import { onePerParty } from "@/lib/address-book/party-match";
import { recordOf } from "@/lib/core/narrow";

export const ADDRESS_BOOK_PAGE = 8;

/**
 * Whose book the caller may read: an agent's own; an admin's, the agent it names. Staff of a
 * line enter parties in full (they may not read an agent's whole address book).
 */
function bookOwner(caller: Caller, agentId: number | undefined): number {
  if (caller.role === "AGENT" && caller.agentId) return caller.agentId;
  if (caller.role === "ADMIN" && agentId) return agentId;
  throw new ApiError("FORBIDDEN", refusal("refusals.booking.addressBookSearch"));
}

/** How many of the agent's latest bookings say which parties it used last. */
const RECENT_BOOKINGS = 20;

/**
 * The parties of the agent's latest bookings, the most recent first, each once: what an empty
 * search offers first, since an agent books for the same few shippers and consignees again and again.
 */
async function recentlyUsedPartyIds(agentId: number): Promise<number[]> {
  const columns = HEADER_PARTIES.map((role) => PARTY_COLUMN[role]);
  const bookings = await db().booking.findMany({
    where: { agentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }], // the (agentId, createdAt) index
    take: RECENT_BOOKINGS,
    select: recordOf(columns, () => true as const),
  });
  const ids = bookings.flatMap((b) => columns.map((c) => b[c])).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

export async function searchAddressBook(caller: Caller, query: string, agentId?: number): Promise<ExtBookingParty[]> {
  const owner = bookOwner(caller, agentId);
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return recentFirst(owner);
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
    // Room for duplicates the book may still hold (merged in the address-book page): one of each shows.
    take: ADDRESS_BOOK_PAGE * 3,
  });
  return onePerParty(rows).slice(0, ADDRESS_BOOK_PAGE).map(partyReference);
}

/** The list an empty search opens: the recently used parties, then the rest of the book by name. */
async function recentFirst(owner: number): Promise<ExtBookingParty[]> {
  const recentIds = (await recentlyUsedPartyIds(owner)).slice(0, ADDRESS_BOOK_PAGE);
  const recent = recentIds.length
    ? await db().party.findMany({ where: { agentId: owner, id: { in: recentIds } } })
    : [];
  recent.sort((a, b) => recentIds.indexOf(a.id) - recentIds.indexOf(b.id));
  const rest =
    recent.length < ADDRESS_BOOK_PAGE
      ? await db().party.findMany({
          where: { agentId: owner, id: { notIn: recent.map((p) => p.id) } },
          orderBy: [{ name: "asc" }, { id: "asc" }],
          take: (ADDRESS_BOOK_PAGE - recent.length) * 3,
        })
      : [];
  return onePerParty([...recent, ...rest])
    .slice(0, ADDRESS_BOOK_PAGE)
    .map(partyReference);
}

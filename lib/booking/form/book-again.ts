import "server-only";
// "Book again" (docs/portal/booking-form.md): a new booking from an earlier one of the caller's —
// its line, lane (Pol, terminal, Pod) and parties; no sailing (the earlier one has usually sailed)
// and no units.
import { ApiError } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { HEADER_PARTIES, type ExtBookingParty, type PartyRole } from "@/lib/booking/message/save-schema";

export interface BookAgainDefaults {
  bookingCode: string;
  line?: string;
  pol: string;
  terminal: string | null;
  pod?: string;
  parties: Record<PartyRole, ExtBookingParty | null>;
}

/** What "Book again" from booking `id` starts with; null when the caller may not see that booking. */
export async function bookAgainDefaults(id: number, caller: Caller): Promise<BookAgainDefaults | null> {
  const message = await getBookingMessage(id, caller).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!message) return null;
  const header = message.Header;
  return {
    bookingCode: header.BookingCode ?? String(id),
    line: header.Line ?? undefined,
    pol: header.Pol,
    terminal: header.Terminal ?? null,
    pod: header.Pod ?? undefined,
    parties: Object.fromEntries(HEADER_PARTIES.map((role) => [role, header[role] ?? null])) as Record<
      PartyRole,
      ExtBookingParty | null
    >,
  };
}

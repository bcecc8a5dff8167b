import "server-only";
// Cancelling from the booking page: the stored booking as its save message (getBookingMessage),
// with the cancel flag set, saved through saveBooking — so rules 4 and 13 are the save's, and
// the cancel lands in the revision history like any other change. The refusals are checked
// first with the item state table, to answer in a person's words before the save is tried.
import { ApiError, type Worded } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth/caller";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { cancelRefusal, isDraftStatus } from "@/lib/booking/rules/item-state";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { assertSaveAllowedFrom } from "@/lib/booking/save/save-booking-request";
import { extBookingSchema, type BookingSaveResponse, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { db } from "@/lib/db/prisma";
import { refusal as worded, refusals } from "@/lib/i18n/sentences";

type StoredMessage = Awaited<ReturnType<typeof getBookingMessage>>;
type MessageItem = StoredMessage["Items"][number];

/** A stored item as the save expects it back: its canceled sub units and sub items left out (rule 4 refuses updates of them; left out, they stay). */
function liveParts(item: MessageItem): MessageItem {
  return {
    ...item,
    SubUnits: (item.SubUnits ?? []).filter((s) => !s.IsCanceled),
    SubItems: (item.SubItems ?? []).filter((s) => !s.IsCanceled),
  };
}

async function save(caller: Caller, message: ExtBookingInput): Promise<BookingSaveResponse> {
  await assertSaveAllowedFrom(caller);
  return saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
}

async function loadStates(bookingId: number) {
  return db().bookingItem.findMany({
    where: { bookingId },
    select: { id: true, relativeId: true, state: true, isCanceled: true },
    orderBy: { relativeId: "asc" },
  });
}

/**
 * Why the whole booking cannot be canceled, or null: it is canceled already, or one of its live
 * units is not Approved (rule 13 applies to every unit a booking cancel cancels).
 */
export function bookingCancelRefusal(
  booking: { isCanceled: boolean; status: string },
  items: { relativeId: number; state: Parameters<typeof cancelRefusal>[0]; isCanceled: boolean }[],
  viewer: "agent" | "line" = "agent",
): Worded | null {
  if (booking.isCanceled) return worded("refusals.booking.bookingAlreadyCanceled");
  if (isDraftStatus(booking.status)) return worded("refusals.booking.draftBookingCancel");
  const live = items.filter((i) => !i.isCanceled);
  if (live.length === 0) return worded("refusals.booking.everyUnitCanceled");
  for (const item of live) {
    const refusal = cancelRefusal(item.state, item.isCanceled, viewer);
    if (refusal) return refusals(worded("refusals.booking.unitLabel", { unit: item.relativeId }), refusal);
  }
  return null;
}

/** Cancels the booking and all its units (rule 13: each must be Approved). 404 when the caller may not see it. */
export async function cancelBooking(caller: Caller, bookingId: number): Promise<BookingSaveResponse> {
  const message = await getBookingMessage(bookingId, caller);
  const refusal = bookingCancelRefusal(
    { isCanceled: Boolean(message.Header.IsCanceled), status: message.Header.Status ?? "" },
    await loadStates(bookingId),
  );
  if (refusal) throw new ApiError("NOT_ALLOWED", refusal);
  // Only live units go back: a canceled one is not updated (rule 4) and stays canceled.
  const items = message.Items.filter((i) => !i.IsCanceled).map(liveParts);
  return save(caller, { Header: { ...message.Header, IsCanceled: true }, Items: items });
}

/** Cancels some units of a booking; the others are left out of the message, so they stay as they are. */
export async function cancelBookingItems(
  caller: Caller,
  bookingId: number,
  itemIds: number[],
): Promise<BookingSaveResponse> {
  const message = await getBookingMessage(bookingId, caller);
  if (message.Header.IsCanceled) throw new ApiError("NOT_ALLOWED", worded("refusals.booking.isCanceled"));
  const states = new Map((await loadStates(bookingId)).map((i) => [i.id, i]));
  const wanted = new Set(itemIds);
  const items = message.Items.filter((i) => wanted.has(Number(i.Id)));
  if (items.length !== wanted.size) throw new ApiError("NOT_FOUND", worded("refusals.booking.noSuchUnit"));
  for (const item of items) {
    const stored = states.get(Number(item.Id))!;
    const refusal = cancelRefusal(stored.state, stored.isCanceled);
    if (refusal)
      throw new ApiError(
        "NOT_ALLOWED",
        refusals(worded("refusals.booking.unitLabel", { unit: stored.relativeId }), refusal),
      );
  }
  return save(caller, { Header: message.Header, Items: items.map((i) => ({ ...liveParts(i), IsCanceled: true })) });
}

// The answer of a save: every id of the booking by RelativeId (rule 3), so the client can update
// any part later. TestOnly creates nothing, so new records have no id there.
import { itemStatusName } from "@/lib/booking/rules/item-state";
import type { PlannedChild, PlannedItem } from "@/lib/booking/save/plan-items";
import { bookingWarnings, type BookingSaveResponse, type ExtBooking } from "@/lib/booking/message/save-schema";
import type { WrittenBooking } from "@/lib/booking/save/write-booking";
import { quoteView, type BookingPricing } from "@/lib/pricing/price-booking";
import type { Confirmation } from "@/lib/booking/decision/confirmation-schema";

const idText = (id: number | null | undefined): string | null => (id == null ? null : String(id));
const byRelativeId = (a: { RelativeId: number }, b: { RelativeId: number }) => a.RelativeId - b.RelativeId;

export function saveResponse(
  message: ExtBooking,
  input: {
    written: WrittenBooking;
    created: boolean;
    testOnly: boolean;
    status: string;
    itemCount: number;
    planned: PlannedItem[];
    pricing: BookingPricing;
    confirmation: Confirmation | null;
  },
): BookingSaveResponse {
  const { written, testOnly, pricing } = input;
  const priceOf = (p: PlannedItem) => pricing.items.get(p) ?? null;
  const unsaved = testOnly && input.created;
  return {
    status: 0,
    testOnly,
    booking: {
      Id: unsaved ? null : written.id,
      Prefix: written.prefix,
      Number: unsaved ? null : written.number,
      BookingCode: unsaved ? null : written.bookingCode,
      Status: input.status,
      IsCanceled: message.Header.IsCanceled,
      Version: written.version,
      ItemCount: input.itemCount,
      Items: input.planned
        .map((p) => ({
          RelativeId: p.relativeId,
          Id: p.stored ? String(p.stored.id) : testOnly || p.kind !== "sent" ? null : idText(p.newId),
          IsCanceled: p.isCanceled,
          Status: itemStatusName(p.state),
          Price: priceOf(p)?.price ?? null,
          SubUnits: childRefs(p, "subUnits", testOnly),
          SubItems: childRefs(p, "subItems", testOnly),
        }))
        .sort(byRelativeId),
      Quote: quoteView(
        { ...pricing.header, quoteNumber: pricing.quoteNumber, bookingCharges: pricing.header.bookingCharges },
        input.planned.flatMap((p) => {
          const price = priceOf(p);
          return price
            ? [
                {
                  relativeId: p.relativeId,
                  priceMinor: price.priceMinor,
                  priceLines: price.priceLines,
                  priceSource: price.priceSource,
                },
              ]
            : [];
        }),
      ),
      Confirmation: input.confirmation,
    },
    warnings: [...bookingWarnings(message), ...pricing.warnings],
  };
}

/** The sent entries, then the stored ones the message left out. */
function childRefs(p: PlannedItem, key: "subUnits" | "subItems", testOnly: boolean) {
  const stored: { id: number; relativeId: number; isCanceled: boolean }[] = p.stored?.[key] ?? [];
  const sent: PlannedChild<{ id: number }, unknown>[] = p.kind === "sent" ? p[key] : [];
  const mentioned = new Set(sent.flatMap((c) => (c.stored ? [c.stored.id] : [])));
  return [
    ...sent.map((c) => ({
      RelativeId: c.relativeId,
      Id: c.stored ? String(c.stored.id) : testOnly ? null : idText(c.newId),
      IsCanceled: c.isCanceled,
    })),
    ...stored
      .filter((c) => !mentioned.has(c.id))
      .map((c) => ({ RelativeId: c.relativeId, Id: String(c.id), IsCanceled: c.isCanceled })),
  ].sort(byRelativeId);
}

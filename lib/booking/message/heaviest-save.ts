// The heaviest save message the limits allow (SAVE_LIMITS, MAX_ITEMS, a body limit): every count
// at its most, then long text until the body is just under the limit. For the heavy-save bench
// and the test that keeps it valid (never used by the app).
import { bookingInput } from "@/lib/booking/test-helpers";
import { MAX_ITEMS, SAVE_LIMITS, type ExtBookingItemInput } from "@/lib/booking/message/save-schema";

const NOTES_MAX = 4000;

export function heaviestSaveMessage(maxBodyBytes: number): string {
  const message = bookingInput({ items: MAX_ITEMS });
  const items = message.Items as (ExtBookingItemInput & { SubUnits: object[]; SubItems: object[]; Photos: object[] })[];
  let parts = SAVE_LIMITS.partsPerBooking;
  let photos = SAVE_LIMITS.photosPerBooking;
  for (const item of items) {
    const subUnits = Math.min(SAVE_LIMITS.subUnitsPerItem, parts);
    const subItems = Math.min(SAVE_LIMITS.subItemsPerItem, parts - subUnits);
    parts -= subUnits + subItems;
    const itemPhotos = Math.min(SAVE_LIMITS.photosPerItem, photos);
    photos -= itemPhotos;
    item.SubUnits = Array.from({ length: subUnits }, (_, i) => ({
      RelativeId: i + 1,
      RelationType: "STC",
      Description: "Toyota Corolla",
      Year: 2019,
    }));
    item.SubItems = Array.from({ length: subItems }, (_, i) => ({
      RelativeId: i + 1,
      Description: "Household effects",
    }));
    item.Photos = Array.from({ length: itemPhotos }, (_, i) => ({
      Id: i + 1,
      Name: `photo-${i + 1}.jpg`,
      Url: `/api/files/${i + 1}`,
    }));
  }
  message.Header.Request = nested(SAVE_LIMITS.freeFormDepth - 1);
  // Long notes everywhere there is room, until the body is just under the limit.
  const holders: { Notes?: string | null }[] = [
    ...items,
    ...items.flatMap((i) => [...i.SubUnits, ...i.SubItems] as { Notes?: string }[]),
  ];
  const body = { booking: { ...message, TestOnly: false } };
  let room = maxBodyBytes - JSON.stringify(body).length - 1024;
  for (const holder of holders) {
    const chars = Math.min(NOTES_MAX, room - 12);
    if (chars <= 0) break;
    holder.Notes = "N".repeat(chars);
    room -= chars + 12;
  }
  return JSON.stringify(body);
}

/** An object nested `levels` deep (a free-form Header.Request at its deepest). */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: "x" };
  for (let i = 1; i < levels; i++) value = { level: value };
  return value;
}

// The limits that bound one save's work (SAVE_LIMITS): the heaviest message they allow passes,
// one more of anything is refused with its path, and free-form objects are bounded in depth and size.
import { describe, expect, it } from "vitest";
import { ApiError, type FieldError } from "@/lib/core/errors";
import { heaviestSaveMessage } from "@/lib/booking/message/heaviest-save";
import { parseBookingSaveRequest } from "@/lib/booking/save/parse-save-request";
import { SAVE_LIMITS } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";

function errorsOf(body: unknown): FieldError[] {
  try {
    parseBookingSaveRequest(body);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.code).toBe("VALIDATION_FAILED");
    return error.errors;
  }
}
const codes = (body: unknown) => errorsOf(body).map((e) => `${e.path}:${e.code}`);

const subUnits = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ RelativeId: i + 1, Description: "Toyota Corolla" }));
const subItems = (n: number) => Array.from({ length: n }, (_, i) => ({ RelativeId: i + 1, Description: "Boxes" }));
const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ Id: i + 1, Name: `p${i}.jpg` }));

describe("save limits", () => {
  it("accept the heaviest message they allow, at the body limit", () => {
    const text = heaviestSaveMessage(4 * 1024 * 1024);
    expect(text.length).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(errorsOf(JSON.parse(text))).toEqual([]);
  });

  it("refuse one sub unit, sub item or photo more than an item may carry", () => {
    const booking = bookingInput({ items: 3 });
    Object.assign(booking.Items[0], { SubUnits: subUnits(SAVE_LIMITS.subUnitsPerItem + 1) });
    Object.assign(booking.Items[1], { SubItems: subItems(SAVE_LIMITS.subItemsPerItem + 1) });
    Object.assign(booking.Items[2], { Photos: photos(SAVE_LIMITS.photosPerItem + 1) });
    expect(codes({ booking })).toEqual([
      "Items[0].SubUnits:too_big",
      "Items[1].SubItems:too_big",
      "Items[2].Photos:too_big",
    ]);
    Object.assign(booking.Items[0], { SubUnits: subUnits(SAVE_LIMITS.subUnitsPerItem) });
    Object.assign(booking.Items[1], { SubItems: subItems(SAVE_LIMITS.subItemsPerItem) });
    Object.assign(booking.Items[2], { Photos: photos(SAVE_LIMITS.photosPerItem) });
    expect(codes({ booking })).toEqual([]);
  });

  it("refuse more parts or photos in the booking than allowed in all, each item within its own limit", () => {
    const perItem = SAVE_LIMITS.subItemsPerItem;
    const items = Math.ceil((SAVE_LIMITS.partsPerBooking + 1) / perItem);
    const booking = bookingInput({ items });
    booking.Items.forEach((item, i) =>
      Object.assign(item, {
        SubItems: subItems(i === items - 1 ? SAVE_LIMITS.partsPerBooking + 1 - perItem * (items - 1) : perItem),
      }),
    );
    expect(codes({ booking })).toEqual(["Items:too_many_parts"]);
    booking.Items[0].SubItems!.pop();
    expect(codes({ booking })).toEqual([]);

    const photoItems = Math.ceil((SAVE_LIMITS.photosPerBooking + 1) / SAVE_LIMITS.photosPerItem);
    const withPhotos = bookingInput({ items: photoItems });
    withPhotos.Items.forEach((item) => Object.assign(item, { Photos: photos(SAVE_LIMITS.photosPerItem) }));
    expect(codes({ booking: withPhotos })).toEqual(["Items:too_many_photos"]);
  });

  it("bound free-form objects in depth and size", () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 1; i < SAVE_LIMITS.freeFormDepth; i++) deep = { level: deep };
    expect(codes({ booking: bookingInput({ header: { Request: deep } }) })).toEqual([]);
    expect(codes({ booking: bookingInput({ header: { Request: { level: deep } } }) })).toEqual([
      "Header.Request:too_deep",
    ]);
    const large = { text: "x".repeat(SAVE_LIMITS.freeFormChars) };
    expect(codes({ booking: bookingInput({ header: { PolReference: large } }) })).toEqual([
      "Header.PolReference:too_long",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { itemQrText, parseItemQr } from "@/lib/documents/item-qr";

describe("the dock receipt's QR text", () => {
  it("reads back the item id it was made from, in any case and with the spaces a scanner may add", () => {
    expect(parseItemQr(itemQrText(4711))).toBe(4711);
    expect(parseItemQr(" qs-item:12 ")).toBe(12);
  });
  it("is null for anything else: a VIN, another prefix, no digits, a number too long to be an id", () => {
    for (const text of ["WVWZZZ1JZXW000001", "QS-BOOKING:12", "QS-ITEM:", "QS-ITEM:12a", "QS-ITEM:12345678901"])
      expect(parseItemQr(text)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { makeFromVin } from "@/lib/booking/units/vin-wmi";

describe("makeFromVin", () => {
  it("names the maker of common WMIs, whatever the case", () => {
    expect(makeFromVin("WVWZZZ1JZXW000001")).toBe("Volkswagen"); // the one vin-decode missed
    expect(makeFromVin("jtmhv05j604123456")).toBe("Toyota");
    expect(makeFromVin("1FTFW1ET5DFC10312")).toBe("Ford");
    expect(makeFromVin("SALLAAA146A123456")).toBe("Land Rover");
  });

  it("falls back to a maker's two-character prefix", () => {
    expect(makeFromVin("JTX12345678901234")).toBe("Toyota");
  });

  it("suggests nothing for an unknown code or a short serial", () => {
    expect(makeFromVin("QQQ12345678901234")).toBeNull();
    expect(makeFromVin("WV")).toBeNull();
    expect(makeFromVin(null)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { unitRanges } from "@/components/format-number";

describe("unitRanges", () => {
  it("runs of consecutive unit numbers read as ranges, in order", () => {
    expect(unitRanges([7, 1, 2, 3, 5, 8])).toBe("1–3, 5, 7–8");
    expect(unitRanges([4])).toBe("4");
    expect(unitRanges(Array.from({ length: 250 }, (_, i) => i + 1))).toBe("1–250");
    expect(unitRanges([])).toBe("");
  });
});

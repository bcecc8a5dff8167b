import { describe, expect, it } from "vitest";
import { mergeRotations } from "@/lib/schedule/port-order";

describe("mergeRotations (the columns of the schedule grid)", () => {
  it("keeps one rotation as it is, and a repeated one adds nothing", () => {
    expect(
      mergeRotations([
        [1, 2, 3],
        [1, 2, 3],
      ]),
    ).toEqual([1, 2, 3]);
  });

  it("puts a port called between two known ports between them", () => {
    expect(
      mergeRotations([
        [1, 2, 4],
        [1, 3, 4],
      ]),
    ).toEqual([1, 2, 3, 4]);
    expect(
      mergeRotations([
        [5, 6],
        [4, 5, 6, 7],
      ]),
    ).toEqual([4, 5, 6, 7]);
    expect(
      mergeRotations([
        [1, 2],
        [3, 1, 4, 2, 5],
      ]),
    ).toEqual([3, 1, 4, 2, 5]);
  });

  it("lists each port once when rotations disagree on the order", () => {
    const order = mergeRotations([
      [1, 2, 3],
      [3, 2, 1, 9],
    ]);
    expect(order).toHaveLength(4);
    expect(new Set(order)).toEqual(new Set([1, 2, 3, 9]));
    expect(order.slice(0, 3)).toEqual([1, 2, 3]);
  });

  it("is empty without rotations", () => {
    expect(mergeRotations([])).toEqual([]);
  });
});

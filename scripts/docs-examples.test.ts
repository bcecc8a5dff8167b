// The docs examples' runner (scripts/docs-examples.ts) finds a page's examples and tells a changed answer from a new id.
import { describe, expect, it } from "vitest";
import { compareOutput, examplesOf } from "./docs-examples";

describe("docs examples", () => {
  it("pairs each bash block with the plain block right under it", () => {
    const page = [
      "text",
      "```bash",
      "echo 1",
      "```",
      "```",
      "1",
      "```",
      "",
      "```bash",
      "echo 2",
      "```",
      "",
      "```",
      "not its answer",
      "```",
      "```ts",
      "x",
      "```",
    ].join("\n");
    expect(examplesOf(page)).toEqual([
      { line: 2, code: "echo 1", expected: "1" },
      { line: 9, code: "echo 2", expected: null },
    ]);
  });

  it("compares JSON by shape, statuses exactly, other lines without their digits", () => {
    expect(
      compareOutput(
        '{"booking":{"Id":1,"Items":[{"Id":"1"}]},"warnings":[]}\n→ HTTP 200',
        '{"warnings":[{"code":"x"}],"booking":{"Id":7,"Items":[{"Id":"9"},{"Id":"10"}]}}\n\n→ HTTP 200',
      ),
    ).toBeNull();
    expect(compareOutput("booking 1, version 1", "booking 12, version 3")).toBeNull();
    expect(compareOutput('{"booking":{"Id":1}}', '{"booking":{"Id":null}}')).toMatch(/shape differs/);
    expect(compareOutput('{"booking":{"Id":1}}', '{"booking":{"Id":1,"Extra":true}}')).toMatch(/shape differs/);
    expect(compareOutput("→ HTTP 204", "→ HTTP 200")).toMatch(/expected → HTTP 204/);
    expect(compareOutput("signature ok", "FORGED")).toMatch(/expected signature ok/);
    expect(compareOutput("a\nb", "a")).toMatch(/expected 2 lines, got 1/);
  });
});

// Every decision record says where it stands ("Status: accepted", "superseded by …") on its first
// lines, so a reader knows whether to follow it before reading it (issue 34); and every
// "eslint-disable" in the code says why on its own line or the one above.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const decisions = path.join(root, "docs/decisions");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ["generated", "node_modules"].includes(entry.name) ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [rel] : [];
  });
}

describe("habits of the docs and the code", () => {
  it("every decision record states its status in its first five lines", () => {
    const records = readdirSync(decisions).filter((name) => /^\d+-.*\.md$/.test(name));
    expect(records.length).toBeGreaterThan(20);
    const without = records.filter(
      (name) =>
        !readFileSync(path.join(decisions, name), "utf8")
          .split("\n")
          .slice(0, 5)
          .some((line) => /^Status: (accepted|superseded|proposed|amended)/i.test(line)),
    );
    expect(without).toEqual([]);
  });

  it("every eslint-disable says why, on its line or the line above", () => {
    const unexplained = ["lib", "app", "components", "scripts", "e2e"].flatMap(sourceFiles).flatMap((file) => {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      return lines.flatMap((line, i) => {
        // A directive is a comment that starts with it; a reason follows " -- " or sits on the line above.
        if (!/(\/\/|\/\*)\s*eslint-disable/.test(line) || /eslint-disable.*--\s*\S/.test(line)) return [];
        const above = lines[i - 1]?.trim() ?? "";
        return above.startsWith("//") || above.startsWith("/*") || above.startsWith("*") ? [] : [`${file}:${i + 1}`];
      });
    });
    expect(unexplained).toEqual([]);
  });
});

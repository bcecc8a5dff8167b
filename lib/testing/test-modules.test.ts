// Keeps the shared module graph of npm test's vitest runs sound (lib/testing/test-modules.ts):
// a file that mocks a module is listed to run in a graph of its own, and no module keeps a process
// value (lib/process/singleton.ts) in a top-level const, which a later test file could not replace.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MOCKING_FILES, OWN_MODULE_FILES } from "@/lib/testing/test-modules";

const ROOT = path.resolve(import.meta.dirname, "../..");

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ["generated", "node_modules"].includes(entry.name) ? [] : files(rel, test);
    return test(entry.name) ? [rel] : [];
  });
}
const DIRS = ["lib", "app", "components", "scripts", "clients"];

describe("test files sharing their worker's modules", () => {
  it("every file that mocks a module runs in a module graph of its own", () => {
    const mocking = DIRS.flatMap((dir) => files(dir, (name) => name.endsWith(".test.ts"))).filter((file) =>
      /\bvi\.(do)?mock\(/.test(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !OWN_MODULE_FILES.includes(file))).toEqual([]);
    // and every file listed still mocks a module
    expect(MOCKING_FILES.filter((file) => !mocking.includes(file))).toEqual([]);
  });

  it("no module keeps a process value in a top-level const", () => {
    const kept = DIRS.flatMap((dir) => files(dir, (name) => /\.tsx?$/.test(name) && !name.endsWith(".test.ts")))
      .filter((file) => file !== "lib/process/singleton.ts")
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            /^(export )?(const|let) \w+(: [^=]+)? = singleton\b/.test(line) ? [`${file}:${i + 1}`] : [],
          ),
      );
    expect(kept).toEqual([]);
  });
});

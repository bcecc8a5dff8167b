// The house's floors, checked on every `npm test` (cheap: the imports are read as text, nothing runs).
// - lib/core is the ground floor (errors, the operation type, the JSON helpers): it imports nothing of
//   lib/ but itself and the logger, so every domain may import it without a circle.
// - Nothing in lib/ or components/ imports app/: pages and routes sit on top of the domains. Tests
//   and their helpers (named test-helpers.ts, or under lib/testing) may call routes.
// - Folders of lib/ that import each other (directly or round a circle) are counted: a new circle
//   fails here, and the ceiling comes down as the remaining ones are taken apart.
// - No folder of lib/booking holds more than 12 files (tests aside).
// - Server actions ("use server" files, decision 105) are the portal's entry points, as app/api's
//   routes are the API's: they take an operation's rule from lib/api/operations and call the
//   domain, so their imports are not counted among the folders' arrows.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || path.basename(file) === "test-helpers.ts" || file.startsWith("lib/testing/");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !isTest(rel) ? [rel] : [];
  });
}

/** The repository paths a file imports (`@/…` and relative), without extension. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]);
  return specifiers.flatMap((s) => {
    if (s.startsWith("@/")) return [s.slice(2)];
    if (s.startsWith(".")) return [path.posix.normalize(path.posix.join(path.posix.dirname(file), s))];
    return [];
  });
}

/** lib/booking/save/x.ts → "booking"; lib/env.ts → "env". */
const libFolder = (p: string) => p.split("/")[1].replace(/\.tsx?$/, "");

const libFiles = sourceFiles("lib");

describe("the layers of lib/", () => {
  it("lib/core imports nothing of lib/ but itself and the logger", () => {
    const upward = libFiles
      .filter((f) => f.startsWith("lib/core/"))
      .flatMap((f) => importsOf(f).map((to) => `${f} → ${to}`))
      .filter((arrow) => {
        const to = arrow.split(" → ")[1];
        return to.startsWith("lib/") && !to.startsWith("lib/core/") && !to.startsWith("lib/log/");
      });
    expect(upward).toEqual([]);
  });

  it("no file of lib/ or components/ imports app/", () => {
    const files = [...libFiles, ...sourceFiles("components")];
    const intoApp = files.flatMap((f) =>
      importsOf(f)
        .filter((to) => to.startsWith("app/"))
        .map((to) => `${f} → ${to}`),
    );
    expect(intoApp).toEqual([]);
  });

  it("folders of lib/ that import each other stay at most the known ones", () => {
    const arrows = new Map<string, Set<string>>();
    const isServerAction = (file: string) =>
      /^(\s*\/\/[^\n]*\n)*\s*["']use server["']/.test(fs.readFileSync(path.join(ROOT, file), "utf8"));
    for (const file of libFiles.filter((f) => !isServerAction(f)))
      for (const to of importsOf(file).filter((t) => t.startsWith("lib/"))) {
        const [a, b] = [libFolder(file), libFolder(to)];
        if (a !== b) arrows.set(a, (arrows.get(a) ?? new Set()).add(b));
      }
    const reaches = (from: string, target: string, seen = new Set<string>()): boolean =>
      [...(arrows.get(from) ?? [])].some(
        (next) => next === target || (!seen.has(next) && (seen.add(next), reaches(next, target, seen))),
      );
    const inCircles = [...arrows].flatMap(([a, tos]) =>
      [...tos].filter((b) => reaches(b, a)).map((b) => `${a} → ${b}`),
    );
    // Today's circles: booking's save runs acceptance, pricing and the notifications, which read the
    // booking's message types; a folder of the message's types below all three would end them.
    const known = [
      "acceptance → booking",
      "acceptance → notifications",
      "booking → acceptance",
      "booking → notifications",
      "booking → pricing",
      "notifications → booking",
      "pricing → booking",
      // The papers (lib/papers) change in the transaction of the booking's save (a cancelled unit's
      // credit note, its document drafted again) and read bookings, their prices and notify people.
      "booking → papers",
      "papers → booking",
      "papers → notifications",
      "papers → pricing",
      // The line's decisions write their shipment event (lib/tracking/events) in their own
      // transaction, while tracking reads which bookings a caller sees and notifies agents.
      "booking → tracking",
      "tracking → booking",
      "tracking → notifications",
    ];
    expect(inCircles.filter((arrow) => !known.includes(arrow))).toEqual([]);
  });

  it("no folder of lib/booking holds more than 12 files", () => {
    const perFolder = new Map<string, number>();
    for (const f of libFiles.filter((f) => f.startsWith("lib/booking/")))
      perFolder.set(path.dirname(f), (perFolder.get(path.dirname(f)) ?? 0) + 1);
    expect([...perFolder].filter(([, n]) => n > 12)).toEqual([]);
  });
});

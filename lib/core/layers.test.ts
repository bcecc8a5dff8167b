// The house's floors, checked on every `npm test` (cheap: the imports are read as text, nothing runs).
// - lib/core is the ground floor (errors, the operation type, the JSON helpers): it imports nothing of
//   lib/ but itself and the logger, so every domain may import it without a circle.
// - Nothing in lib/ or components/ imports app/: pages and routes sit on top of the domains. Tests
//   and their helpers (named test-helpers.ts, or under lib/testing) may call routes.
// - Server actions ("use server" files, decision 105) are the portal's entry points, as app/api's
//   routes are the API's: they live in lib/actions, on top of the domains, and nothing in lib/ but
//   the client's hooks (lib/hooks, which call them as components do) imports lib/actions.
// - How the folders' arrows are measured: a folder is the first path segment under lib/
//   (lib/booking/save/x.ts is "booking", lib/env.ts is "env"); an arrow a → b is there when any
//   file of a, tests aside and server actions included, imports a file of b (`@/…` or relative
//   specifiers, static or dynamic, read as text). Folders that import each other round a circle
//   (a strongly connected set) cannot all stand on floors with every arrow pointing down; the test
//   finds, for each such set, the order into floors with the fewest arrows running upward (exactly,
//   over every subset of the set), and their sum may not pass its ceiling, which comes down as the
//   circles are taken apart. A new circle fails the list of known ones as well.
// - No folder of lib/booking holds more than 12 files (tests aside).
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

/** Folder → the folders its files import: every file of lib/ but tests, server actions too. */
function folderArrows(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const file of libFiles)
    for (const to of importsOf(file).filter((t) => t.startsWith("lib/"))) {
      const [a, b] = [libFolder(file), libFolder(to)];
      if (a !== b) arrows.set(a, (arrows.get(a) ?? new Set()).add(b));
    }
  return arrows;
}

/** The strongly connected sets of folders with more than one folder (Tarjan's algorithm). */
function circlesOf(arrows: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of arrows.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const set: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      set.push(w);
    } while (w !== v);
    if (set.length > 1) found.push(set.sort());
  };
  for (const v of arrows.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * The fewest arrows that run upward when the folders of one circle stand on floors, one folder a
 * floor, and the order that reaches it. Exact: best[m] is the fewest upward arrows among the folders
 * of the subset m placed on the lowest floors; placing folder i on the next floor up turns upward
 * every arrow from a folder already placed to i. 2^n subsets times n folders: fine while circles
 * are small, hence the cap.
 */
function fewestUpward(folders: string[], arrows: Map<string, Set<string>>): { upward: number; order: string[] } {
  const n = folders.length;
  if (n > 16) throw new Error(`a circle of ${n} folders is too large to order exactly: ${folders.join(", ")}`);
  // importers[i]: the folders (as bits) that import folder i.
  const importers = folders.map((to) =>
    folders.reduce((bits, from, j) => (arrows.get(from)?.has(to) ? bits | (1 << j) : bits), 0),
  );
  const ones = (bits: number) => {
    let count = 0;
    for (; bits; bits &= bits - 1) count++;
    return count;
  };
  const best = new Array<number>(1 << n).fill(Infinity);
  const lastPlaced = new Array<number>(1 << n).fill(-1);
  best[0] = 0;
  for (let m = 0; m < 1 << n; m++) {
    if (best[m] === Infinity) continue;
    for (let i = 0; i < n; i++) {
      if (m & (1 << i)) continue;
      const withI = m | (1 << i);
      const cost = best[m] + ones(m & importers[i]);
      if (cost < best[withI]) {
        best[withI] = cost;
        lastPlaced[withI] = i;
      }
    }
  }
  const order: string[] = [];
  for (let m = (1 << n) - 1; m; m &= ~(1 << lastPlaced[m])) order.unshift(folders[lastPlaced[m]]);
  return { upward: best[(1 << n) - 1], order };
}

// Ratchet (issue 34): the fewest upward arrows measured, 5 (one best order, low to high:
// notifications < tracking < pricing < papers < booking < acceptance, where the first four read
// booking and booking reads acceptance); lower it as circles go, never raise it.
const MAX_UPWARD = 5;

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
    const arrows = folderArrows();
    const inCircles = circlesOf(arrows).flatMap((set) =>
      set.flatMap((a) => [...arrows.get(a)!].filter((b) => set.includes(b)).map((b) => `${a} → ${b}`)),
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
    expect(
      known.filter((arrow) => !inCircles.includes(arrow)),
      "gone: take it off the list",
    ).toEqual([]);
  });

  it("finds the order with the fewest upward arrows", () => {
    // a ⇄ b and b → c → a: one arrow must run up whatever the order, and b → c → a stands.
    const arrows = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["a", "c"])],
      ["c", new Set(["a"])],
    ]);
    expect(circlesOf(arrows)).toEqual([["a", "b", "c"]]);
    expect(fewestUpward(["a", "b", "c"], arrows)).toEqual({ upward: 1, order: ["a", "c", "b"] });
  });

  it(`at most ${MAX_UPWARD} arrows between folders of lib/ run upward, in the best order of floors`, () => {
    const arrows = folderArrows();
    const circles = circlesOf(arrows).map((set) => ({ set, ...fewestUpward(set, arrows) }));
    const upward = circles.reduce((sum, c) => sum + c.upward, 0);
    expect(upward, circles.map((c) => `${c.upward} up in ${c.order.join(" < ")}`).join("; ")).toBeLessThanOrEqual(
      MAX_UPWARD,
    );
  });

  it("nothing in lib/ imports the server actions but the client's hooks", () => {
    const intoActions = libFiles
      .filter((f) => !f.startsWith("lib/actions/") && !f.startsWith("lib/hooks/"))
      .flatMap((f) => importsOf(f).map((to) => `${f} → ${to}`))
      .filter((arrow) => arrow.split(" → ")[1].startsWith("lib/actions/"));
    expect(intoActions).toEqual([]);
  });

  it("no folder of lib/booking holds more than 12 files", () => {
    const perFolder = new Map<string, number>();
    for (const f of libFiles.filter((f) => f.startsWith("lib/booking/")))
      perFolder.set(path.dirname(f), (perFolder.get(path.dirname(f)) ?? 0) + 1);
    expect([...perFolder].filter(([, n]) => n > 12)).toEqual([]);
  });
});

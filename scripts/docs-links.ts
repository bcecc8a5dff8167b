// The links between README.md and docs/**/*.md: every relative link must reach a file of the
// repository, every #anchor a heading of its target (GitHub's heading ids), and no link may leave
// the repository (team notes outside it are not the users' to read). Run by
// scripts/docs-links.test.ts; `npx tsx scripts/docs-links.ts` prints the same list.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** README.md and every Markdown file under docs/, relative to root. */
export function docFiles(root: string): string[] {
  const files = ["README.md"];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const name of readdirSync(path.join(root, dir)).sort()) {
      const rel = path.posix.join(dir, name);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (name.endsWith(".md")) files.push(rel);
    }
  };
  walk("docs");
  return files;
}

/** Markdown outside fenced code blocks, line by line (links in code are examples, not links). */
function proseLines(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split("\n").forEach((raw, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    // inline code spans cannot hold links either
    if (fence === null) out.push({ line: i + 1, text: raw.replace(/`[^`]*`/g, "``") });
  });
  return out;
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // a link in a heading counts by its text
    .replace(/[`*_]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a Markdown file offers: its headings' ids (repeats get -1, -2, …) and explicit
 * `<a id>`s. Read from the raw text, since a heading's inline code (`GET /api/me`) counts in its id. */
export function anchorsOfFile(file: string): Set<string> {
  const raw = readFileSync(file, "utf8");
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of raw.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** Every broken relative link and anchor in README.md and docs/**. */
export function checkDocLinks(root: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (abs: string) => {
    if (!anchorCache.has(abs)) anchorCache.set(abs, anchorsOfFile(abs));
    return anchorCache.get(abs)!;
  };
  for (const file of docFiles(root)) {
    const abs = path.join(root, file);
    for (const { line, text } of proseLines(readFileSync(abs, "utf8"))) {
      // [text](target "title") and reference definitions [id]: target
      const targets = [
        ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
        ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)].map((m) => m[1]),
        ...[...text.matchAll(/<a\s+href="([^"]+)"/g)].map((m) => m[1]),
      ];
      for (const target of targets) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
        const fail = (reason: string) => broken.push({ file, line, target, reason });
        const [pathPart, anchor] = target.split("#", 2) as [string, string | undefined];
        const resolved = pathPart ? path.resolve(path.dirname(abs), decodeURIComponent(pathPart)) : abs;
        const rel = path.relative(root, resolved);
        if (rel.startsWith("..") || path.isAbsolute(rel) || /(^|\/)shared(\/|$)/.test(pathPart)) {
          fail("leaves the repository");
          continue;
        }
        if (!existsSync(resolved)) {
          fail("no such file");
          continue;
        }
        if (anchor !== undefined) {
          if (!resolved.endsWith(".md")) fail("an anchor into a file that is not Markdown");
          else if (!anchors(resolved).has(anchor)) fail(`no heading with id "${anchor}"`);
        }
      }
    }
  }
  return broken;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const broken = checkDocLinks(path.resolve(import.meta.dirname, ".."));
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.target} — ${b.reason}`);
  console.log(broken.length ? `${broken.length} broken links` : "All links between the docs resolve.");
  process.exitCode = broken.length ? 1 : 0;
}

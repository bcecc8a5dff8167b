// Runs a docs page's shell examples against a running portal and compares each answer's shape with
// the one printed under it. A page's ```bash blocks run in order in one bash (a block may use what
// an earlier one set), in a scratch directory; the plain ``` block right after a bash block is what
// the page says it prints. Compared line by line (blank lines ignored): a JSON line by its shape
// (the same keys at every depth, the same kinds of values; an array by its first element), a line
// naming an HTTP status exactly, any other line with its digits ignored (ids, dates, versions and
// voyages differ from run to run).
//
//   npx tsx --tsconfig scripts/tsconfig.json scripts/docs-examples.ts [--print] docs/integrators/getting-started.md
//
// with KEY and ADMIN_KEY set (the demo's "Acme integration" and "Operator admin" keys) and
// QUAYSIDE_URL when the portal is not at http://localhost:3000. CI: e2e/docs-examples.spec.ts.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface Example {
  /** 1-based line of the bash block in its page */
  line: number;
  code: string;
  /** what the page prints under it; null when it prints nothing */
  expected: string | null;
}

/** The page's ```bash blocks, each with the plain ``` block that follows it, if one does. */
export function examplesOf(markdown: string): Example[] {
  const lines = markdown.split("\n");
  const blocks: { line: number; lang: string; text: string; endLine: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    blocks.push({ line: start + 1, lang: open[1], text: body.join("\n"), endLine: i + 1 });
  }
  const examples: Example[] = [];
  blocks.forEach((block, index) => {
    if (block.lang !== "bash") return;
    const next = blocks[index + 1];
    const follows = next && next.lang === "" && next.line === block.endLine + 1;
    examples.push({ line: block.line, code: block.text, expected: follows ? next.text : null });
  });
  return examples;
}

type Shape = string | Shape[] | { [key: string]: Shape };

/** The shape of a JSON value: kinds of values, keys at every depth, an array by its first element. */
export function shapeOf(value: unknown): Shape {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length ? [shapeOf(value[0])] : [];
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

function parseJson(line: string): unknown {
  if (!/^[[{]/.test(line.trim())) return undefined;
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** An empty array in either shape matches any array (a list empty in one run may not be in another). */
function sameShape(a: Shape, b: Shape): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === 0 || b.length === 0 || sameShape(a[0], b[0]);
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameShape(a[key], b[key]));
}

/** Why `actual` does not match `expected` line by line; null when it does. */
export function compareOutput(expected: string, actual: string): string | null {
  const want = expected.split("\n").filter((line) => line.trim());
  const got = actual.split("\n").filter((line) => line.trim());
  if (want.length !== got.length) return `expected ${want.length} lines, got ${got.length}:\n${actual}`;
  for (let i = 0; i < want.length; i++) {
    const [w, g] = [want[i].trim(), got[i].trim()];
    const wantJson = parseJson(w);
    if (wantJson !== undefined) {
      const gotJson = parseJson(g);
      if (gotJson === undefined) return `line ${i + 1}: expected JSON, got ${g}`;
      if (!sameShape(shapeOf(wantJson), shapeOf(gotJson)))
        return `line ${i + 1}: the JSON's shape differs:\n  expected ${w}\n  got      ${g}`;
    } else if (/HTTP/.test(w)) {
      if (w !== g) return `line ${i + 1}: expected ${w}, got ${g}`;
    } else if (w.replace(/\d+/g, "0") !== g.replace(/\d+/g, "0")) {
      return `line ${i + 1}: expected ${w}, got ${g}`;
    }
  }
  return null;
}

export interface RunOptions {
  /** the portal, written http://localhost:3000 in the pages */
  baseUrl: string;
  env: Record<string, string>;
  /** further literal replacements in the code, e.g. the receiver's port */
  replace?: Record<string, string>;
  timeoutMs?: number;
  /** Called with each block's actual output (to write a page's answers from a real run). */
  onOutput?: (example: Example, output: string) => void;
}

const MARK = "@@docs-example@@";

/** Runs the page's examples; the problems found, one string each (empty when all answered as printed). */
export async function checkPageExamples(file: string, options: RunOptions): Promise<string[]> {
  const examples = examplesOf(readFileSync(file, "utf8"));
  if (!examples.length) return [`${file}: no bash examples`];
  const replacements: Record<string, string> = {
    "http://localhost:3000": options.baseUrl.replace(/\/+$/, ""),
    ...options.replace,
  };
  const rewrite = (code: string) =>
    Object.entries(replacements).reduce((text, [from, to]) => text.replaceAll(from, to), code);
  const script = examples
    .map((example, index) => `printf '\\n${MARK}${index}\\n'\n${rewrite(example.code)}`)
    .join("\n");
  const dir = mkdtempSync(path.join(tmpdir(), "docs-examples-"));
  try {
    const { stdout, stderr, code } = await runBash(script, dir, options.env, options.timeoutMs ?? 180_000);
    const outputs = stdout.split(new RegExp(`^${MARK}(\\d+)$`, "m"));
    const byIndex = new Map<number, string>();
    for (let i = 1; i < outputs.length; i += 2) byIndex.set(Number(outputs[i]), outputs[i + 1] ?? "");
    const problems: string[] = [];
    examples.forEach((example, index) => {
      if (example.expected === null) return;
      const actual = byIndex.get(index);
      if (actual === undefined) return void problems.push(`${file}:${example.line}: did not run`);
      options.onOutput?.(example, actual);
      const problem = compareOutput(example.expected, actual);
      if (problem) problems.push(`${file}:${example.line}: ${problem}`);
    });
    if (problems.length || code !== 0) problems.push(`bash exited with ${code}; its errors:\n${stderr.slice(-4000)}`);
    return problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runBash(
  script: string,
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    // Its own process group, so that a timeout also stops what the script left running (a receiver).
    // Without FORCE_COLOR (test runners set it): Node would colour the numbers the page's commands print.
    const { FORCE_COLOR: _colour, ...inherited } = process.env;
    const child = spawn("bash", ["-c", script], { cwd, env: { ...inherited, NO_COLOR: "1", ...env }, detached: true });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    const timer = setTimeout(() => {
      stderr += `\n(timed out after ${timeoutMs / 1000} s)`;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {}
    }, timeoutMs);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, code });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // --print: each block's actual output too, to write a page's answers from a real run.
  const print = process.argv.includes("--print");
  const files = process.argv.slice(2).filter((arg) => arg !== "--print");
  const { KEY, ADMIN_KEY } = process.env;
  if (!files.length || !KEY || !ADMIN_KEY) {
    console.error("usage: KEY=qs_… ADMIN_KEY=qs_… [QUAYSIDE_URL=…] scripts/docs-examples.ts <page.md>…");
    process.exit(2);
  }
  let failed = false;
  for (const file of files) {
    const problems = await checkPageExamples(file, {
      baseUrl: process.env.QUAYSIDE_URL ?? "http://localhost:3000",
      env: { KEY, ADMIN_KEY },
      onOutput: print ? (example, output) => console.log(`--- ${file}:${example.line}\n${output.trim()}`) : undefined,
    });
    console.log(problems.length ? `✗ ${file}\n${problems.join("\n")}` : `✓ ${file}`);
    failed ||= problems.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

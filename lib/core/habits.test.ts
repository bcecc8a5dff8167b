// Habits that keep the code easy to change, checked on every `npm test` (the sources are parsed,
// nothing runs; about a second).
// - Type assertions (`x as T`, `<T>x`) outside tests are counted with the TypeScript parser, so
//   words in comments and strings ("as CSV") and renamed imports (`{ a as b }`) are not. `as const`
//   is no cast. The ceilings are ratchets: lower them when casts go, never raise them. A value read
//   back from JSON is parsed with its schema, a union narrowed with a type guard, a literal checked
//   with `satisfies` (issue 34).
// - Raw <button>, <input> and <select> elements outside components/ui are found with the same
//   parser; each needs a comment saying why (`raw <button>: …`) within the 3 lines above it, else
//   the primitive (Button, Input, Select, HiddenInput, FileInput) is used (issue 34).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  path.basename(file) === "test-helpers.ts" ||
  file.startsWith("lib/testing/") ||
  file.startsWith("lib/generated/");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !isTest(rel) ? [rel] : [];
  });
}

type Cast = { file: string; line: number; text: string; doubled: boolean };
type RawControl = { file: string; line: number; tag: string };

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Raw <button>, <input> and <select> elements (components/ui has the primitives: Button, Input, Select). */
function rawControlsOf(file: string, text: string): RawControl[] {
  const source = parse(file, text);
  const out: RawControl[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      if (tag === "button" || tag === "input" || tag === "select")
        out.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, tag });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every type assertion of a file, `as const` aside; `as unknown as T` counted once, as `doubled`. */
function castsOf(file: string, text: string): Cast[] {
  const source = parse(file, text);
  const out: Cast[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === "const";
      const innerHalf =
        ts.isAsExpression(node) && node.type.kind === ts.SyntaxKind.UnknownKeyword && ts.isAsExpression(node.parent);
      if (!isConst && !innerHalf) {
        const inner = node.expression;
        const doubled = ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword;
        out.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          text: node.getText(source).slice(0, 120),
          doubled,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const files = ["lib", "app", "components"].flatMap(sourceFiles);
const casts = files.flatMap((f) => castsOf(f, fs.readFileSync(path.join(ROOT, f), "utf8")));

// Ratchets (issue 34): the number reached; lower them as casts go, never raise them.
const MAX_CASTS = 88;
const MAX_UNKNOWN_AS = 3;

describe("casts outside tests", () => {
  it("recognises a cast and leaves `as const`, comments and renamed imports alone", () => {
    const found = castsOf(
      "x.ts",
      'import { a as b } from "m";\n// read as CSV\nconst k = [1] as const;\nconst n = v as number;\nconst w = v as unknown as string;\n',
    );
    expect(found.map((c) => [c.line, c.doubled])).toEqual([
      [4, false],
      [5, true],
    ]);
  });

  it(`stays at or under ${MAX_CASTS} (\`as unknown as\`: ${MAX_UNKNOWN_AS})`, () => {
    const doubled = casts.filter((c) => c.doubled);
    const listing = (list: Cast[]) => list.map((c) => `${c.file}:${c.line} ${c.text}`).join("\n");
    expect(casts.length, `casts:\n${listing(casts)}`).toBeLessThanOrEqual(MAX_CASTS);
    expect(doubled.length, `as unknown as:\n${listing(doubled)}`).toBeLessThanOrEqual(MAX_UNKNOWN_AS);
  });
});

// Raw form controls outside components/ui: Button, Input and Select there carry the portal's look.
// A raw one is right for a checkbox or radio inside its label, a control drawn as something else (a
// tab, a chip, a disclosure toggle) or on a surface the primitives do not draw for (the dark header);
// the comment above it says which, so the next reader does not "fix" it and a plain one stands out.
const RAW_WHY_LINES = 3;

/** The raw controls with no `raw <tag>` comment in the few lines above their opening line. */
function unexplainedRawControlsOf(file: string, text: string): RawControl[] {
  const lines = text.split("\n");
  return rawControlsOf(file, text).filter((c) => {
    const above = lines.slice(Math.max(0, c.line - 1 - RAW_WHY_LINES), c.line - 1);
    const why = new RegExp(`(//|/\\*).*raw <${c.tag}>`);
    return !above.some((l) => why.test(l));
  });
}

describe("raw form controls outside components/ui", () => {
  it("recognises raw controls and leaves the primitives alone", () => {
    const found = rawControlsOf("x.tsx", "const a = <div><button>b</button><Button /><input /><Select /></div>;");
    expect(found.map((c) => c.tag)).toEqual(["button", "input"]);
  });

  it("accepts a raw control with a `raw <tag>` comment just above it and flags one without", () => {
    const found = unexplainedRawControlsOf(
      "x.tsx",
      [
        "const a = (",
        "  <div>",
        "    {/* raw <input>: a checkbox inside its label */}",
        '    <input type="checkbox" />',
        "    <p>one</p>",
        "    <p>two</p>",
        "    {/* raw <button>: says why, but of another tag */}",
        "    <input />",
        "  </div>",
        ");",
        "const b = (",
        "  // raw <button>: a tab",
        "  <button>t</button>",
        ");",
      ].join("\n"),
    );
    expect(found.map((c) => [c.line, c.tag])).toEqual([[8, "input"]]);
  });

  it("has a comment saying why above every raw <button>, <input> and <select>", () => {
    const unexplained = ["app", "components"]
      .flatMap(sourceFiles)
      .filter((f) => !f.startsWith("components/ui/"))
      .flatMap((f) => unexplainedRawControlsOf(f, fs.readFileSync(path.join(ROOT, f), "utf8")));
    expect(
      unexplained.map((c) => `${c.file}:${c.line} <${c.tag}>`),
      "use the primitive of components/ui, or say why not in a `raw <tag>: …` comment above it",
    ).toEqual([]);
  });
});

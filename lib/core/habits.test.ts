// Habits that keep the code easy to change, checked on every `npm test` (the sources are parsed,
// nothing runs; about a second).
// - Type assertions (`x as T`, `<T>x`) outside tests are counted with the TypeScript parser, so
//   words in comments and strings ("as CSV") and renamed imports (`{ a as b }`) are not. `as const`
//   is no cast. The ceilings are ratchets: lower them when casts go, never raise them. A value read
//   back from JSON is parsed with its schema, a union narrowed with a type guard, a literal checked
//   with `satisfies` (issue 34).
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
// A raw one is right for a checkbox or radio inside its label, a file input, or a control styled
// as something else (a tab, a chip); the ceilings come down as plain ones are replaced.
const MAX_RAW = { button: 59, input: 73, select: 8 };

describe("raw form controls outside components/ui", () => {
  const raw = ["app", "components"]
    .flatMap(sourceFiles)
    .filter((f) => !f.startsWith("components/ui/"))
    .flatMap((f) => rawControlsOf(f, fs.readFileSync(path.join(ROOT, f), "utf8")));

  it("recognises raw controls and leaves the primitives alone", () => {
    const found = rawControlsOf("x.tsx", "const a = <div><button>b</button><Button /><input /><Select /></div>;");
    expect(found.map((c) => c.tag)).toEqual(["button", "input"]);
  });

  for (const tag of ["button", "input", "select"] as const)
    it(`<${tag}> stays at or under ${MAX_RAW[tag]}`, () => {
      const list = raw.filter((c) => c.tag === tag);
      expect(list.length, list.map((c) => `${c.file}:${c.line}`).join("\n")).toBeLessThanOrEqual(MAX_RAW[tag]);
    });
});

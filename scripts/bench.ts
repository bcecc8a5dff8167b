// npm run bench [-- <suite> …] — runs the benchmark suites in scripts/bench/ (all, or those named).
// Suites measure against the PostgreSQL server at BENCH_DATABASE_URL (default: the local server at
// 127.0.0.1:5432), each on a database it creates and drops. Speed is measured here, never in tests.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.join(import.meta.dirname, "bench");
const wanted = process.argv.slice(2);
const suites = (await readdir(dir)).filter((f) => f.endsWith(".ts") && !f.startsWith("_")).sort();
for (const file of suites) {
  const name = file.replace(/\.ts$/, "");
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== bench: ${name} ===`);
  const suite = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: () => Promise<void> };
  await suite.default();
}

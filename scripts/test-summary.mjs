// Prints one closing line per test run and a total, "N passed, N failed, N skipped", from the
// JSON reports that scripts/test-all.sh asks vitest and Playwright to write.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0,
  failed = 0,
  skipped = 0;
for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  let p, f, s;
  if (report.stats) {
    // Playwright
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else {
    // vitest
    p = report.numPassedTests;
    f = report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0);
    s = report.numPendingTests + report.numTodoTests;
  }
  passed += p;
  failed += f;
  skipped += s;
  console.log(`${file.replace(/\.json$/, "")}: ${p} passed, ${f} failed, ${s} skipped`);
}
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);

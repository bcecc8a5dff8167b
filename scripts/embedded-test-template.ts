// Writes the embedded test template (a migrated PGlite seeded with the test credentials) to the file
// given, for the runs of `npm test` that share it (scripts/test-all.sh): the two halves of the
// embedded run load it instead of each migrating and seeding their own.
//   tsx --tsconfig scripts/tsconfig.json scripts/embedded-test-template.ts <file.tgz>
import { writeEmbeddedTemplate } from "../lib/testing/test-database";
import { applyTestPasswordCost } from "../lib/testing/template-env";

const file = process.argv[2];
if (!file) {
  console.error("usage: embedded-test-template.ts <file.tgz>");
  process.exit(2);
}
// The test users' passwords cost what they cost in the test runs; read when the seed hashes them.
applyTestPasswordCost();
const started = Date.now();
await writeEmbeddedTemplate(file);
console.log(`[tests] embedded template written in ${Date.now() - started} ms: ${file}`);

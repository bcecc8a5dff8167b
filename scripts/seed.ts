// npm run db:seed [-- --scale N] — migrates and loads demo data into an empty database
// (DATABASE_URL, else the embedded one under .data/).
import { parseArgs } from "node:util";
import { resolveDatabaseUrl } from "../lib/db/embedded";
import { describeCredentials } from "../lib/seed/seed";
import { prepareDatabase } from "../lib/seed/prepare-database";
import { saveDemoCredentials } from "../lib/seed/credentials-file";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1" } }, allowPositionals: true });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error("--scale must be an integer from 1 to 100");

const { url, embedded, stop } = await resolveDatabaseUrl();
try {
  const started = Date.now();
  const credentials = await prepareDatabase(url, { seedWhenEmpty: true, scale, log: (line) => console.log(line) });
  if (!credentials) {
    console.log("The database already holds data: nothing seeded. (Drop it, or delete .data/, to start over.)");
  } else {
    if (embedded) await saveDemoCredentials(credentials);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n${describeCredentials(credentials)}`);
  }
} finally {
  await stop();
}

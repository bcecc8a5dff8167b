// npm run bench -- pool-check — what checking an idle connection before handing it out costs
// (lib/db/checked-pool.ts, docs/operators/reliability.md): sequential `SELECT 1` queries, each on a
// connection taken from the pool, through a plain pg.Pool and through the CheckedPool, in turns.
import pg from "pg";
import { CheckedPool } from "../../lib/db/checked-pool";

const QUERIES = 3_000;
const ROUNDS = 3;

async function perQueryMicros(pool: pg.Pool): Promise<number> {
  for (let i = 0; i < 200; i++) await pool.query("SELECT 1");
  const started = performance.now();
  for (let i = 0; i < QUERIES; i++) await pool.query("SELECT 1");
  return ((performance.now() - started) / QUERIES) * 1000;
}

export default async function poolCheck(): Promise<void> {
  const connectionString = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const options = { connectionString, max: 4, connectionTimeoutMillis: 4_000 };
  const plain = new pg.Pool(options);
  const checked = new CheckedPool(options);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const a = await perQueryMicros(plain);
      const b = await perQueryMicros(checked);
      console.log(
        `  round ${round}: plain pool ${a.toFixed(0)} µs per query · checked ${b.toFixed(0)} µs (+${(b - a).toFixed(0)})`,
      );
    }
  } finally {
    await plain.end();
    await checked.end();
  }
}

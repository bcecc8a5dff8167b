// Baseline 1 of the reads benchmark: a bare Next.js route handler that runs the portal's SQL
// with `pg` directly — no auth, no validation, no ORM. The statements come ready-made from the
// benchmark (BENCH_CASES), built by the same functions the portal uses.
import { readFileSync } from "node:fs";
import pg from "pg";
import { rotationBody, type RotationRow } from "../../../../../../lib/schedule/port-order";

/** Path and decoded parameters: the same key however the URL's query was encoded on the way. */
const caseKey = (url: URL) => `${url.pathname}?${[...url.searchParams].map(([k, v]) => `${k}=${v}`).join("&")}`;

interface BenchCase {
  path: string;
  kind: "rotation" | "json";
  text: string;
  values: unknown[];
}
let cases: Map<string, BenchCase> | undefined;
let pool: pg.Pool | undefined;

export const dynamic = "force-dynamic";

export async function GET(req: Request): Promise<Response> {
  cases ??= new Map(
    (JSON.parse(readFileSync(process.env.BENCH_CASES!, "utf8")) as BenchCase[]).map((c) => [
      caseKey(new URL(c.path, "http://x")),
      c,
    ]),
  );
  pool ??= new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  });
  const url = new URL(req.url);
  const c = cases.get(caseKey(url));
  if (!c) return new Response("unknown case", { status: 404 });
  const { rows } = await pool.query(c.text, c.values);
  const body = c.kind === "rotation" ? rotationBody(rows[0] as RotationRow) : (rows[0] as { json: string }).json;
  return new Response(body, { headers: { "content-type": "application/json; charset=utf-8", "api-version": "1.0" } });
}

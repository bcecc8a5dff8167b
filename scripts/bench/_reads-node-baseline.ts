// Baseline 2 of the reads benchmark: bare node:http + pg running the portal's SQL (the physical
// limit of this machine). Statements come ready-made from the benchmark (BENCH_CASES).
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { rotationBody, type RotationRow } from "../../lib/schedule/port-order";

/** Path and decoded parameters: the same key however the URL's query was encoded on the way. */
const caseKey = (url: URL) => `${url.pathname}?${[...url.searchParams].map(([k, v]) => `${k}=${v}`).join("&")}`;

interface BenchCase {
  path: string;
  kind: "rotation" | "json";
  text: string;
  values: unknown[];
}
const cases = new Map(
  (JSON.parse(readFileSync(process.env.BENCH_CASES!, "utf8")) as BenchCase[]).map((c) => [
    caseKey(new URL(c.path, "http://x")),
    c,
  ]),
);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
});

const server = http.createServer(async (req, res) => {
  const c = cases.get(caseKey(new URL(req.url ?? "/", "http://x")));
  if (!c) {
    res.writeHead(404).end("unknown case");
    return;
  }
  try {
    const { rows } = await pool.query(c.text, c.values);
    const body = c.kind === "rotation" ? rotationBody(rows[0] as RotationRow) : (rows[0] as { json: string }).json;
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "api-version": "1.0" }).end(body);
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));

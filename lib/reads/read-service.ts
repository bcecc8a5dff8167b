import "server-only";
// Serves the schedule reads with conditional requests and the per-process response cache.
//
// An answer is named by its tag: read + query in normal form + reference-data version (+ for
// reads that leave finished voyages out, the next moment a voyage finishes: the answer holds
// until then). The current tag needs no query of the read's own: the version is known in memory
// (lib/reads/reference-version.ts), the "next finish" is one index look-up per version.
// So If-None-Match → 304 and a cache hit run no SQL. A miss runs the read's own statement, as it
// is, after its version was known: the data it reads is at least as new as its label (a change
// committing meanwhile makes the label older than the data, never newer, and that version's
// arrival replaces the entry). A label read in the same statement cost PostgreSQL 1.6× the work
// of a small read (docs/contributors/benchmarks.md, Reads).
import type pg from "pg";
import { READ_CACHE_CONTROL } from "@/lib/reads/cache-control";
import { chooseCoding } from "@/lib/reads/encoding";
import { answerTag, etagHeader, ifNoneMatchHits, type ContentCoding } from "@/lib/reads/etag";
import type { ReadDefinition, ReadRow } from "@/lib/reads/read-definitions";
import type { ReferenceVersion } from "@/lib/reads/reference-version";
import { CachedAnswer, ResponseCache } from "@/lib/reads/response-cache";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

export { READ_MAX_AGE_SECONDS } from "@/lib/reads/cache-control";

export interface ReadRequest {
  ifNoneMatch?: string | null;
  acceptEncoding?: string | null;
}

export type ReadAnswer =
  | { status: 304; etag: string; source: "conditional" }
  | { status: 200; etag: string; coding: ContentCoding; body: Buffer; source: "cache" | "database" };

export interface ReadServiceOptions {
  pool: pg.Pool;
  version: ReferenceVersion;
  /** Bound of the response cache in bytes; 0 turns the cache off (every answer runs its SQL). */
  cacheBytes: number;
  clock?: () => Date;
}

/** What is known of the next moment a voyage finishes, for one version. */
interface Horizon {
  version: bigint;
  /** Port-local "YYYY-MM-DDTHH:MM:SS" of the earliest end at or after `checkedAt`; null: none. */
  next: string | null;
  checkedAt: string;
}

export class ReadService {
  readonly cache: ResponseCache | null;
  /** Answers given so far by where they came from (the /metrics read-cache figures). */
  readonly answered: Record<ReadAnswer["source"], number> = { cache: 0, conditional: 0, database: 0 };
  /** Statements of the reads run so far (a measure for tests and the benchmark). */
  statementsRun = 0;
  private horizon: Horizon | null = null;
  private horizonLoading: Promise<Horizon> | null = null;
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private readonly clock: () => Date;

  constructor(private readonly options: ReadServiceOptions) {
    this.cache = options.cacheBytes > 0 ? new ResponseCache(options.cacheBytes) : null;
    this.clock = options.clock ?? (() => new Date());
  }

  get version(): ReferenceVersion {
    return this.options.version;
  }

  async answer<S extends ReadDefinition>(
    read: S,
    query: Parameters<S["normalize"]>[0],
    request: ReadRequest = {},
  ): Promise<ReadAnswer> {
    const now = this.clock();
    const key = `${read.name}?${read.normalize(query)}`;
    const version = await this.options.version.current();
    const horizon = read.dependsOnNow(query) ? horizonToken(await this.horizonAt(version, now)) : "";
    const tag = answerTag(key, version, horizon);
    if (ifNoneMatchHits(request.ifNoneMatch, tag))
      return this.count({ status: 304, etag: etagHeader(tag, "identity"), source: "conditional" });

    let answer = this.cache?.get(key);
    const source = answer?.tag === tag ? "cache" : "database";
    if (!answer || answer.tag !== tag) answer = await this.load(read, query, key, tag, version, now);
    const coding = chooseCoding(request.acceptEncoding, answer.identity.length);
    const held = answer;
    const remeasure = () => this.cache?.remeasure(key, held);
    const body = await answer.bodyIn(coding, remeasure);
    return this.count({ status: 200, etag: etagHeader(answer.tag, coding), coding, body, source });
  }

  /**
   * The answer if it can be given with no I/O at all (a 304, or a cached body in the coding the
   * client takes), else null: for the portal server to answer before Next.js is involved.
   */
  answerAtOnce<S extends ReadDefinition>(
    read: S,
    query: Parameters<S["normalize"]>[0],
    request: ReadRequest = {},
  ): ReadAnswer | null {
    const version = this.options.version.value;
    if (version === null) return null;
    const now = this.clock();
    let horizon = "";
    if (read.dependsOnNow(query)) {
      const known = this.horizon;
      if (!known || !horizonHolds(known, version, formatLocalDateTime(now))) return null;
      horizon = horizonToken(known);
    }
    const key = `${read.name}?${read.normalize(query)}`;
    const tag = answerTag(key, version, horizon);
    if (ifNoneMatchHits(request.ifNoneMatch, tag))
      return this.count({ status: 304, etag: etagHeader(tag, "identity"), source: "conditional" });
    const answer = this.cache?.get(key);
    if (!answer || answer.tag !== tag) return null;
    const coding = chooseCoding(request.acceptEncoding, answer.identity.length);
    const body = answer.body(coding);
    return body ? this.count({ status: 200, etag: etagHeader(tag, coding), coding, body, source: "cache" }) : null;
  }

  private count(answer: ReadAnswer): ReadAnswer {
    this.answered[answer.source]++;
    return answer;
  }

  /** Runs the read's statement (concurrent misses of one answer share one run). */
  private load<S extends ReadDefinition>(
    read: S,
    query: Parameters<S["normalize"]>[0],
    key: string,
    tag: string,
    version: bigint,
    now: Date,
  ): Promise<CachedAnswer> {
    const flight = `${key}#${tag}`;
    const running = this.cache ? this.loading.get(flight) : undefined;
    if (running) return running;
    const run = (async () => {
      const statement = read.statement(query, now);
      this.statementsRun++;
      const { rows } = await this.options.pool.query<ReadRow>(statement.text, statement.values);
      const answer = new CachedAnswer(tag, version, Buffer.from(read.body(rows[0]), "utf8"));
      this.cache?.offer(key, answer);
      return answer;
    })();
    if (!this.cache) return run;
    this.loading.set(flight, run);
    return run.finally(() => this.loading.delete(flight));
  }

  /** The next moment a voyage finishes, as of this version; read again when passed or outdated. */
  private async horizonAt(version: bigint, now: Date): Promise<Horizon> {
    const nowText = formatLocalDateTime(now);
    const known = this.horizon;
    if (known && horizonHolds(known, version, nowText)) return known;
    this.horizonLoading ??= (async () => {
      const { rows } = await this.options.pool.query<{ version: string; next: string | null }>(
        `SELECT (SELECT version::text FROM "ReferenceDataVersion" WHERE id = 1) AS version,
                (SELECT to_char(min("endsAt"), 'YYYY-MM-DD"T"HH24:MI:SS') FROM "Voyage" WHERE "endsAt" >= $1::timestamp) AS next`,
        [nowText.replace("T", " ")],
      );
      const seen: Horizon = {
        version: BigInt(rows[0]?.version ?? "0"),
        next: rows[0]?.next ?? null,
        checkedAt: nowText,
      };
      this.options.version.observe(seen.version);
      if (!this.horizon || seen.version >= this.horizon.version) this.horizon = seen;
      return seen;
    })().finally(() => {
      this.horizonLoading = null;
    });
    const seen = await this.horizonLoading;
    // A newer version committed meanwhile: its answers get that version's horizon on their own load.
    return seen;
  }
}

/** Whether a horizon read for `h.version` still describes `version` at `nowText`. */
function horizonHolds(h: Horizon, version: bigint, nowText: string): boolean {
  return h.version === version && nowText >= h.checkedAt && (h.next === null || nowText <= h.next);
}

const horizonToken = (h: Horizon) => h.next ?? "none";

/** The headers of an answer (the route and the portal server's early answer send the same). */
export function answerHeaders(answer: ReadAnswer): Record<string, string> {
  const headers: Record<string, string> = {
    etag: answer.etag,
    "cache-control": READ_CACHE_CONTROL,
    vary: "Accept-Encoding",
  };
  if (answer.status === 200) {
    headers["content-type"] = "application/json; charset=utf-8";
    if (answer.coding !== "identity") headers["content-encoding"] = answer.coding;
  }
  return headers;
}

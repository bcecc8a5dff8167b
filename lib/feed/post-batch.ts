import "server-only";
// One outgoing post of a batch: a plain HTTP(S) request whose address is checked at connect
// time (lib/feed/url-guard.ts), with a hard 10 s deadline for the whole exchange.
import http from "node:http";
import https from "node:https";
import { guardedLookup, refusalOfUrl } from "@/lib/feed/url-guard";

export const POST_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

export interface PostOutcome {
  /** HTTP status, or null when no response came (network error, timeout, refused address) */
  status: number | null;
  retryAfter: string | null;
  error: string | null;
  durationMs: number;
}

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** `signal` cuts the post short (a worker stopping past its deadline): it ends as no answer. */
export async function postBatch(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs = POST_TIMEOUT_MS,
  signal?: AbortSignal,
): Promise<PostOutcome> {
  const started = performance.now();
  const done = (o: Omit<PostOutcome, "durationMs">): PostOutcome => ({
    ...o,
    durationMs: Math.round(performance.now() - started),
  });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return done({ status: null, retryAfter: null, error: "The URL is not valid." });
  }
  // IP literals never go through `lookup`: check them here (names are checked at connect time).
  const refusal = await refusalOfUrl(url).catch(() => null);
  if (refusal && !/does not resolve/.test(refusal)) return done({ status: null, retryAfter: null, error: refusal });
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (o: Omit<PostOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(o));
    };
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)), "user-agent": "Quayside-Feed/1.0" },
        lookup: guardedLookup,
        agent: target.protocol === "https:" ? agents.https : agents.http,
      },
      (res) => {
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) res.destroy();
        });
        const end = () =>
          finish({
            status: res.statusCode ?? null,
            retryAfter: String(res.headers["retry-after"] ?? "") || null,
            error: null,
          });
        res.on("end", end);
        res.on("close", end);
        res.on("error", end);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ status: null, retryAfter: null, error: `No answer within ${timeoutMs / 1000} s.` });
    }, timeoutMs);
    const abort = () => {
      req.destroy();
      finish({ status: null, retryAfter: null, error: "The worker stopped before an answer came." });
    };
    if (signal?.aborted) abort();
    else signal?.addEventListener("abort", abort, { once: true });
    req.on("error", (error: NodeJS.ErrnoException) =>
      finish({
        status: null,
        retryAfter: null,
        error: error.code === "EBLOCKEDADDRESS" ? error.message : `${error.code ?? "error"}: ${error.message}`,
      }),
    );
    req.end(body);
  });
}

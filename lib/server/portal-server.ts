// The portal's HTTP server: Next.js behind a thin Node server that
//  - records the socket's address for IP allow lists (Next's own X-Forwarded-For can be spoofed),
//  - makes /api paths case-insensitive, as on the original .NET service (/api/Vessel/Search),
//  - answers the schedule reads itself (their errors included), from the read cache or the read's
//    SQL, without Next.js's per-request cost (lib/reads/early-answer.ts),
//  - answers a method an /api path does not take with the 405 envelope and Allow (Next sends an
//    empty 405), and marks every /api answer with api-version and nosniff, Next's own included,
//  - counts every answer and serves GET /metrics to admins (lib/metrics),
//  - shuts down gracefully: unready first, then closed (shutdown():
//    docs/operators/deployment.md#stopping-an-instance).
import http from "node:http";
import next from "next";
import { allowedMethods } from "@/lib/api/api-methods";
import { API_VERSION } from "@/lib/api/version";
import { log, requestIdFrom } from "@/lib/log/logger";
import { observeRequest } from "@/lib/metrics/http-metrics";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";

export interface ShutdownReport {
  /** Requests in flight when the shutdown began. */
  inFlight: number;
  /** Of those, the ones still running at the deadline (their connections were closed). */
  cutShort: number;
  ms: number;
}

export interface PortalServer {
  url: string;
  close(): Promise<void>;
  /**
   * Graceful stop, in two steps. Unready: for `unreadyMs` it answers /api/ready 503 while still
   * accepting and serving everything else (so the balancer's health checks take it out before it
   * refuses a single connection), and every answer closes its connection. Then closed: it stops
   * accepting connections; requests in flight get `deadlineMs` to finish, then their connections
   * are closed. `onClosing` is called as the listener closes.
   */
  shutdown(options: { unreadyMs: number; deadlineMs: number; onClosing?: () => void }): Promise<ShutdownReport>;
  /** Ends the unready step of a shutdown at once (a second signal: the operator is in a hurry). */
  endUnready(): void;
}

export function lowerCaseApiPath(url: string): string {
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  if (!/^\/api\//i.test(pathname) || pathname === pathname.toLowerCase()) return url;
  return pathname.toLowerCase() + (q === -1 ? "" : url.slice(q));
}

/** The 405 envelope for a method the /api path does not take, or null to let Next answer. */
export function methodNotAllowed(
  method: string,
  url: string,
  headers: Pick<Headers, "get">,
): { status: 405; headers: Record<string, string>; body: string } | null {
  const pathname = url.split("?")[0];
  if (!pathname.startsWith("/api/")) return null;
  const allow = allowedMethods(pathname);
  if (!allow || allow.includes(method.toUpperCase())) return null;
  const requestId = requestIdFrom(headers);
  const body = JSON.stringify({
    status: 1,
    code: "METHOD_NOT_ALLOWED",
    message: `${pathname} does not take ${method}; it takes ${allow.join(", ")}.`,
    errors: [],
    requestId,
  });
  return {
    status: 405,
    body,
    headers: {
      allow: allow.join(", "),
      "content-type": "application/json; charset=utf-8",
      "api-version": API_VERSION,
      "x-content-type-options": "nosniff",
      "x-request-id": requestId,
    },
  };
}

/** The longest URL the API takes; the server reads heads up to MAX_HEAD_BYTES so a longer one still gets the envelope. */
export const MAX_URL_BYTES = 16 * 1024;
export const MAX_HEAD_BYTES = 64 * 1024;

type EarlyAnswer = { status: number; headers: Record<string, string>; body: string };

function envelope(status: number, code: string, message: string, requestId: string, path?: string): EarlyAnswer {
  const errors = path ? [{ path, code: code.toLowerCase(), message }] : [];
  return {
    status,
    body: JSON.stringify({ status: 1, code, message, errors, requestId }),
    headers: {
      "content-type": "application/json; charset=utf-8",
      "api-version": API_VERSION,
      "x-content-type-options": "nosniff",
      "x-request-id": requestId,
    },
  };
}

/**
 * A URL Next.js cannot take: longer than MAX_URL_BYTES (any path: the 414 envelope), a request
 * target that is no path (`OPTIONS *`, the asterisk form, which Node passes on and Next's URL
 * parsing throws on: a plain-text 500), or an /api path with a bad percent-encoding (`/api/%`,
 * `%ED%A0%80`, a lone surrogate: Next's decoding throws, a plain-text 500). Null when the URL is fine.
 */
export function malformedUrl(url: string, headers: Pick<Headers, "get">): EarlyAnswer | null {
  if (url.length > MAX_URL_BYTES) {
    return envelope(
      414,
      "URI_TOO_LONG",
      `The URL has ${url.length} characters; at most ${MAX_URL_BYTES} are taken.`,
      requestIdFrom(headers),
    );
  }
  if (!isPathTarget(url)) {
    return envelope(
      400,
      "BAD_REQUEST",
      "The request target must be a path such as /api/health; the asterisk form (*) is not served.",
      requestIdFrom(headers),
      "target",
    );
  }
  const pathname = url.split("?")[0];
  if (!pathname.startsWith("/api/")) return null;
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    return envelope(
      400,
      "BAD_REQUEST",
      "The path has a bad percent-encoding (a % not followed by two hex digits, or bytes that are no UTF-8 text).",
      requestIdFrom(headers),
      "path",
    );
  }
}

/** A request target Next.js can route: the origin form (/path) or the absolute form (http://host/path). */
function isPathTarget(url: string): boolean {
  return url.startsWith("/") || /^https?:\/\//i.test(url);
}

/** The raw answer to a request Node could not even parse (a head over MAX_HEAD_BYTES: 431; anything else: 400), in the envelope. */
export function clientErrorAnswer(error: NodeJS.ErrnoException & { code?: string }): string {
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const answer = tooLarge
    ? envelope(
        431,
        "HEADERS_TOO_LARGE",
        `The request's URL and headers are larger than ${MAX_HEAD_BYTES} bytes.`,
        requestIdFrom(new Headers()),
      )
    : envelope(400, "BAD_REQUEST", "The request is not valid HTTP.", requestIdFrom(new Headers()));
  const reason = tooLarge ? "Request Header Fields Too Large" : "Bad Request";
  const head = [
    `HTTP/1.1 ${answer.status} ${reason}`,
    ...Object.entries(answer.headers).map(([k, v]) => `${k}: ${v}`),
    `content-length: ${Buffer.byteLength(answer.body)}`,
    "connection: close",
  ];
  return `${head.join("\r\n")}\r\n\r\n${answer.body}`;
}

/** A request's headers as methodNotAllowed reads them, without copying them into a Headers per request. */
function nodeHeaders(req: http.IncomingMessage): Pick<Headers, "get"> {
  return {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      return typeof value === "string" ? value : null;
    },
  };
}

export async function startPortalServer(options: {
  dev: boolean;
  hostname: string;
  port: number;
}): Promise<PortalServer> {
  const app = next({ dev: options.dev, hostname: options.hostname, port: options.port, dir: process.cwd() });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Loaded once Next.js has set up its runtime (the caller check reaches next/headers).
  const { answerEarly } = await import("@/lib/reads/early-answer");
  const { answerMetrics, METRICS_PATH } = await import("@/lib/metrics/scrape");
  const inFlight = new Set<http.ServerResponse>();
  // unready: /api/ready answers 503 and answers close their connections; closing: no new connections.
  let unready = false;
  let closing = false;
  let endUnready = () => {};
  const server = http.createServer({ maxHeaderSize: MAX_HEAD_BYTES }, (req, res) => {
    req.headers[PEER_IP_HEADER] = req.socket.remoteAddress ?? "";
    if (req.url) req.url = lowerCaseApiPath(req.url);
    observeRequest(req, res);
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // Closing: a keep-alive connection that just fell idle is closed (new ones are refused).
      if (closing) server.closeIdleConnections();
    });
    if (unready) {
      res.shouldKeepAlive = false;
      if (req.url?.split("?")[0] === "/api/ready") {
        const requestId = requestIdFrom(nodeHeaders(req));
        const answer = envelope(503, "UNAVAILABLE", "This instance is shutting down.", requestId);
        res
          .writeHead(503, {
            ...answer.headers,
            "retry-after": "5",
            "content-length": String(Buffer.byteLength(answer.body)),
          })
          .end(req.method === "HEAD" ? undefined : answer.body);
        req.resume();
        return;
      }
    }
    if (req.url?.split("?")[0] === METRICS_PATH) return void answerMetrics(req, res);
    if (req.url?.startsWith("/api/") || (req.url?.length ?? 0) > MAX_URL_BYTES || !isPathTarget(req.url ?? "/")) {
      const refused =
        malformedUrl(req.url ?? "/", nodeHeaders(req)) ??
        methodNotAllowed(req.method ?? "GET", req.url ?? "/", nodeHeaders(req));
      if (refused) {
        log().info(
          {
            requestId: refused.headers["x-request-id"],
            method: req.method,
            path: (req.url ?? "/").split("?")[0].slice(0, 200),
            status: refused.status,
          },
          "request",
        );
        res.writeHead(refused.status, refused.headers).end(req.method === "HEAD" ? undefined : refused.body);
        req.resume();
        return;
      }
      res.setHeader("api-version", API_VERSION);
      res.setHeader("x-content-type-options", "nosniff");
    }
    const early = answerEarly(req, res);
    if (!early) void handle(req, res);
    else void early.then((answered) => (answered ? undefined : handle(req, res)));
  });
  server.keepAliveTimeout = 65_000;
  // Node's own answer to a request it cannot parse is a bare status line: send the envelope.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return void socket.destroy();
    socket.end(clientErrorAnswer(error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host =
    options.hostname === "0.0.0.0" || options.hostname === "::"
      ? "localhost"
      : options.hostname.includes(":")
        ? `[${options.hostname}]`
        : options.hostname;
  const closed = new Promise<void>((resolve) => server.once("close", () => resolve()));
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    endUnready: () => endUnready(),
    async shutdown({ unreadyMs, deadlineMs, onClosing }) {
      const started = performance.now();
      unready = true;
      // Answers not yet begun close their connections when they end.
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      if (unreadyMs > 0) {
        // Still serving. Idle keep-alive connections stay open (closing one races a request its
        // client may be sending on it); their next answer closes them.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, unreadyMs);
          endUnready = () => (clearTimeout(timer), resolve());
        });
      }
      closing = true;
      const report = { inFlight: inFlight.size, cutShort: 0, ms: 0 };
      server.close(); // no new connections; idle keep-alive ones close now (Node ≥ 19)
      server.closeIdleConnections();
      onClosing?.();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<"deadline">(
        (resolve) => (timer = setTimeout(() => resolve("deadline"), deadlineMs)),
      );
      if ((await Promise.race([closed.then(() => "closed" as const), deadline])) === "deadline") {
        report.cutShort = inFlight.size;
        server.closeAllConnections();
        await closed;
      }
      clearTimeout(timer);
      report.ms = Math.round(performance.now() - started);
      return report;
    },
  };
}

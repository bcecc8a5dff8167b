// Per-request figures, taken by the portal server around every answer (Next's, the early reads',
// its own refusals): count and latency by route and status, and rate-limit refusals (429s).
import type http from "node:http";
import { operationPath } from "@/lib/api/api-methods";
import { metrics } from "@/lib/metrics/registry";

/**
 * A bounded label for a path: an operation's template (`/api/bookings/{id}`), next-auth's paths
 * as one, Next's static files as one, every page as one. Never the raw path (ids would make a
 * series per booking).
 */
export function routeLabel(pathname: string): string {
  if (pathname === "/metrics") return "/metrics";
  if (pathname.startsWith("/api/auth/")) return "/api/auth";
  if (pathname.startsWith("/api/")) return operationPath(pathname) ?? "/api/other";
  if (pathname.startsWith("/_next/")) return "static";
  return "page";
}

/** Records the request when its answer ends (or its connection closes first: status 499 then). */
export function observeRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = process.hrtime.bigint();
  const route = routeLabel((req.url ?? "/").split("?")[0]);
  res.once("close", () => {
    const status = res.writableFinished ? String(res.statusCode) : "499";
    const labels = { route, method: req.method ?? "GET", status };
    const m = metrics();
    m.requests.inc(labels);
    m.latency.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    if (status === "429") m.rateLimited.inc({ route });
  });
}

// GET /metrics: the Prometheus text format, answered by the portal server to an admin API key
// (or an admin's session); anyone else gets the API's error envelope (401 without credentials,
// 403 for another role). Scrapers send `Authorization: Bearer <admin key>`.
import type http from "node:http";
import { assertAccess, errorAnswer, JSON_ANSWER_HEADERS } from "@/lib/api/handler";
import { resolveCaller } from "@/lib/auth/current-caller";
import { requestCookies } from "@/lib/auth/request-cookies";
import { requestIdFrom } from "@/lib/log/logger";
import { registerFeedMetrics } from "@/lib/metrics/feed-metrics";
import { registerFileMetrics } from "@/lib/metrics/file-metrics";
import { metrics } from "@/lib/metrics/registry";

export const METRICS_PATH = "/metrics";

export async function answerMetrics(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const requestId = requestIdFrom(headers);
  try {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { ...JSON_ANSWER_HEADERS, allow: "GET, HEAD", "x-request-id": requestId });
      res.end(
        JSON.stringify({
          status: 1,
          code: "METHOD_NOT_ALLOWED",
          message: `${METRICS_PATH} takes GET and HEAD.`,
          errors: [],
          requestId,
        }),
      );
      return;
    }
    assertAccess(["ADMIN"], await resolveCaller({ headers, cookies: requestCookies(headers) }));
    const m = metrics();
    registerFeedMetrics(m);
    registerFileMetrics(m);
    const body = await m.registry.metrics();
    res.writeHead(200, {
      "content-type": m.registry.contentType,
      "cache-control": "no-store",
      "x-request-id": requestId,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    const failed = errorAnswer(error);
    res.writeHead(failed.status, { ...JSON_ANSWER_HEADERS, "x-request-id": requestId, ...failed.headers });
    res.end(failed.body);
  }
}

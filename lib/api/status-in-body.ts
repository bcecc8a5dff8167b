// Compatibility with clients of the original service, which answered domain errors with HTTP 200
// and `status: 1` in the body (its interface lists 200, 1 and 500). Opt-in per request with the
// header `Prefer: status-in-body` (RFC 7240), or per API key (the operator's switch,
// PATCH /api/admin/keys/{id}). Then every 4xx answer becomes HTTP 200 with the same envelope
// and headers; 5xx (failure on the server) keeps its status, as the original service's 500.
export const STATUS_IN_BODY = "status-in-body";

/** Whether the request's Prefer header names status-in-body (tokens are case-insensitive, parameters ignored). */
export function prefersStatusInBody(headers: Headers): boolean {
  const prefer = headers.get("prefer");
  if (!prefer) return false;
  return prefer.split(",").some((part) => part.split(";")[0].trim().toLowerCase() === STATUS_IN_BODY);
}

/**
 * The status and the headers to add for an answer of `status` in compatibility mode: a 4xx becomes
 * 200 (other answers as they are). Shared by the routes and the portal server's early reads.
 */
export function statusInBodyAnswer(
  status: number,
  requested: boolean,
): { status: number; headers: Record<string, string> } {
  if (status < 400 || status > 499) return { status, headers: {} };
  // The HTTP status the error would have had, for logs and proxies that want it.
  const headers: Record<string, string> = { "x-error-status": String(status) };
  if (requested) headers["preference-applied"] = STATUS_IN_BODY;
  return { status: 200, headers };
}

/** The answer with a 4xx status turned into 200, the envelope unchanged (other answers as they are). */
export function withStatusInBody(res: Response, requested: boolean): Response {
  const answer = statusInBodyAnswer(res.status, requested);
  if (answer.status === res.status) return res;
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value);
  return new Response(res.body, { status: answer.status, headers });
}

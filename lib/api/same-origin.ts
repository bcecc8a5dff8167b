import "server-only";
// CSRF: a browser sends the session cookie with any site's request, so a state-changing request
// that a cookie authenticates must come from the portal's own pages: Sec-Fetch-Site
// same-origin, or an Origin whose host is the portal's. Its body must be JSON, a type another
// site cannot send without a CORS preflight (a form or text/plain body can be). API keys travel
// in a header no other site can set, so API-key requests are not checked.
import { ApiError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { env, siteEnv } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Hosts a same-origin request names: the Host it was sent to (the forwarded one behind trusted proxies) and NEXTAUTH_URL's. */
function portalHosts(req: Request & { nextUrl?: URL }): Set<string> {
  const hosts = new Set<string>();
  const add = (host: string | null | undefined) => host && hosts.add(host.trim().toLowerCase());
  add(req.headers.get("host"));
  if (env().TRUSTED_PROXY_COUNT > 0) add(req.headers.get("x-forwarded-host")?.split(",").at(-1));
  add(req.nextUrl?.host ?? new URL(req.url).host);
  const configured = siteEnv().NEXTAUTH_URL;
  if (configured) {
    try {
      add(new URL(configured).host);
    } catch {
      // an unparsable NEXTAUTH_URL names no host
    }
  }
  return hosts;
}

export function assertSameOriginWrite(req: Request, caller: Caller | null): void {
  if (!caller || caller.kind !== "user" || SAFE_METHODS.has(req.method)) return;
  const site = req.headers.get("sec-fetch-site");
  if (site === "same-origin") return;
  const origin = req.headers.get("origin");
  let originHost: string | null = null;
  try {
    originHost = origin && origin !== "null" ? new URL(origin).host.toLowerCase() : null;
  } catch {
    originHost = null;
  }
  const crossSite = site !== null && site !== "none";
  if (crossSite || !originHost || !portalHosts(req).has(originHost)) {
    throw new ApiError("FORBIDDEN", "A signed-in change must come from the portal's own pages (same-origin Origin); integrations use an API key.", [
      { path: "Origin", code: "cross_origin", message: origin ? `${origin} is not this portal` : "The request has no Origin header" },
    ]);
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** A cookie-authenticated body must say it is JSON; other types are refused before parsing. */
export function assertJsonBody(req: Request, caller: Caller | null): void {
  if (!caller || caller.kind !== "user") return;
  const type = req.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type.trim())) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as JSON with Content-Type: application/json.", [
      { path: "Content-Type", code: "unsupported_media_type", message: type ? `${type} is not JSON` : "No Content-Type" },
    ]);
  }
}

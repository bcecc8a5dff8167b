import "server-only";
// CSRF: a browser sends the session cookie with any site's request, so a state-changing request
// that a cookie authenticates must come from the portal's own pages: Sec-Fetch-Site
// same-origin, or an Origin whose scheme and host are the portal's. Its body must be JSON, a type another
// site cannot send without a CORS preflight (a form or text/plain body can be). API keys travel
// in a header no other site can set, so API-key requests are not checked.
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { env, siteEnv } from "@/lib/env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Origins (scheme://host) a same-origin request names: the URL it was sent to (the forwarded host and
 * scheme behind trusted proxies) and NEXTAUTH_URL's. The scheme counts: http://portal is another
 * origin than https://portal (a page on plain HTTP is open to anyone on the network path).
 */
function portalOrigins(req: Request & { nextUrl?: URL }): Set<string> {
  const origins = new Set<string>();
  const url = req.nextUrl ?? new URL(req.url);
  const trusted = env().TRUSTED_PROXY_COUNT > 0;
  const forwardedProto = trusted
    ? req.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase()
    : undefined;
  const scheme = forwardedProto === "https" || forwardedProto === "http" ? `${forwardedProto}:` : url.protocol;
  const add = (host: string | null | undefined) => host && origins.add(`${scheme}//${host.trim().toLowerCase()}`);
  add(req.headers.get("host"));
  if (trusted) add(req.headers.get("x-forwarded-host")?.split(",").at(-1));
  add(url.host);
  const configured = siteEnv().NEXTAUTH_URL;
  if (configured) {
    try {
      origins.add(new URL(configured).origin.toLowerCase());
    } catch {
      // an unparsable NEXTAUTH_URL names no origin
    }
  }
  return origins;
}

/**
 * Why a request is not from the portal's own pages (its Origin, in words), or null when it is.
 * `originFirst`: an Origin the request names decides even beside `Sec-Fetch-Site: same-origin`
 * (no browser sends that pair; Next.js answers a server action's mismatched Origin with a 500).
 */
export function crossOriginReason(req: Request, options: { originFirst?: boolean } = {}): string | null {
  return crossOriginWords(req, options)?.text ?? null;
}

/** crossOriginReason's words, kept for the caller's language (decision 120). */
function crossOriginWords(req: Request, { originFirst = false } = {}): Worded | null {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  if (site === "same-origin" && !(originFirst && origin !== null)) return null;
  let originValue: string | null = null;
  try {
    originValue = origin && origin !== "null" ? new URL(origin).origin.toLowerCase() : null;
  } catch {
    originValue = null;
  }
  const crossSite = site !== null && site !== "none" && site !== "same-origin";
  if (crossSite || !originValue || originValue === "null" || !portalOrigins(req).has(originValue)) {
    return origin
      ? refusal("refusals.request.notThisPortal", { origin: origin.slice(0, 200) })
      : refusal("refusals.request.noOrigin");
  }
  return null;
}

/** Whether a page request changes something (a server action's POST): only safe methods may come from elsewhere. */
export function isWriteMethod(method: string): boolean {
  return !SAFE_METHODS.has(method);
}

export function assertSameOriginWrite(req: Request, caller: Caller | null): void {
  if (!caller || caller.kind !== "user" || SAFE_METHODS.has(req.method)) return;
  const reason = crossOriginWords(req);
  if (reason) {
    throw new ApiError("FORBIDDEN", refusal("refusals.request.crossOrigin"), [
      fieldError("Origin", "cross_origin", reason),
    ]);
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** A cookie-authenticated body must say it is JSON; other types are refused before parsing. */
export function assertJsonBody(req: Request, caller: Caller | null): void {
  if (!caller || caller.kind !== "user") return;
  const type = req.headers.get("content-type") ?? "";
  if (!JSON_TYPE.test(type.trim())) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", refusal("refusals.request.sendJson"), [
      fieldError(
        "Content-Type",
        "unsupported_media_type",
        type ? refusal("refusals.request.notJsonType", { type }) : refusal("refusals.request.noContentType"),
      ),
    ]);
  }
}

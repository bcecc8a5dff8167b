// Every page request passes here: security headers with a fresh CSP nonce, a write (server action)
// only from the portal's own pages, and the session check
// before anything renders (signed in, within its time limits, user enabled at the session's
// version), which also finds a database outage early and answers it with a plain 503 page. The
// session's "last seen" moves forward here, so a page in use stays signed in. The API answers for
// itself (session or API key, with the error envelope); /api-docs sets its own CSP.
import { encode } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { authCookies, sessionCookieName } from "@/lib/auth/cookies";
import { crossOriginReason, isWriteMethod } from "@/lib/api/same-origin";
import { crossOriginRefusedPage, RETRY_AFTER_SECONDS, serviceUnavailablePage } from "@/lib/auth/outage-page";
import { contentSecurityPolicy, newNonce, pageSecurityHeaders } from "@/lib/auth/page-headers";
import { readSessionToken } from "@/lib/auth/session-checks";
import {
  remainingSessionSeconds,
  SEEN_REFRESH_SECONDS,
  servedOverHttps,
  sessionTimeout,
} from "@/lib/auth/session-policy";
import { sessionStands } from "@/lib/auth/session-state";
import { env } from "@/lib/env";

/** Pages anyone may open: sign-in, and consignees' tracking (/track, /track/l/{token} from a share link). */
const PUBLIC_PAGES = ["/signin", "/track"];
const PUBLIC_PREFIXES = ["/track/"];
const isPublicPage = (path: string) => PUBLIC_PAGES.includes(path) || PUBLIC_PREFIXES.some((p) => path.startsWith(p));

function withHeaders(res: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

function toSignIn(req: NextRequest, clearCookie: boolean): NextResponse {
  const url = new URL("/signin", req.nextUrl.origin);
  const back = req.nextUrl.pathname + req.nextUrl.search;
  if (back !== "/") url.searchParams.set("callbackUrl", back);
  const res = NextResponse.redirect(url);
  if (clearCookie) res.cookies.delete(sessionCookieName());
  return res;
}

export async function proxy(req: NextRequest): Promise<NextResponse> {
  const https = servedOverHttps(req.headers);
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === "development", https });
  const headers = pageSecurityHeaders(csp, https);

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const pass = () => NextResponse.next({ request: { headers: requestHeaders } });

  // A page takes a write only as a server action, and only from the portal's own pages (CSRF):
  // refused here with a plain 403, not left to Next.js's own check, which answers a 500.
  if (isWriteMethod(req.method)) {
    const reason = crossOriginReason(req, { originFirst: true });
    if (reason) {
      console.warn(`[proxy] ${req.method} ${req.nextUrl.pathname} refused: ${reason}`);
      return withHeaders(
        new NextResponse(crossOriginRefusedPage(), {
          status: 403,
          headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
        }),
        headers,
      );
    }
  }

  if (isPublicPage(req.nextUrl.pathname)) return withHeaders(pass(), headers);

  // A server action checks its caller itself (requireActionCaller) and answers an ended session as
  // UNAUTHORIZED, which the page turns into its sign-in dialog with the work kept
  // (lib/auth/session-watch.ts); a redirect here would reach the page as an unreadable answer.
  const serverAction = req.method === "POST" && req.headers.has("next-action");
  const ended = (clearCookie: boolean) => withHeaders(serverAction ? pass() : toSignIn(req, clearCookie), headers);
  const token = await readSessionToken(req);
  if (!token || sessionTimeout(token)) return ended(token !== null);
  try {
    if (!(await sessionStands(token.uid, token.sv, { fresh: true, sid: token.sid }))) return ended(true);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("[proxy] database unavailable:", error);
    return withHeaders(
      new NextResponse(serviceUnavailablePage(), {
        status: 503,
        headers: {
          "content-type": "text/html; charset=utf-8",
          "retry-after": String(RETRY_AFTER_SECONDS),
          "cache-control": "no-store",
        },
      }),
      headers,
    );
  }

  const res = pass();
  const now = Math.floor(Date.now() / 1000);
  if (now - (token.seenAt ?? 0) >= SEEN_REFRESH_SECONDS) {
    const maxAge = remainingSessionSeconds(token, now);
    const value = await encode({ token: { ...token, seenAt: now }, secret: env().NEXTAUTH_SECRET ?? "", maxAge });
    const cookie = authCookies(https).sessionToken;
    if (cookie) res.cookies.set(cookie.name, value, { ...cookie.options, maxAge });
  }
  return withHeaders(res, headers);
}

export const config = {
  // Pages only: not the API, Next's assets, or files with an extension (icons, fonts).
  matcher: ["/((?!api/|api-docs|_next/|favicon\\.ico|.*\\.(?:png|svg|ico|webp|woff2?|webmanifest|txt|xml)$).*)"],
};

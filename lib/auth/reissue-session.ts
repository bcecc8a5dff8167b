import "server-only";
// Re-issues the caller's own session cookie at a new session version. After endUserSessions bumped
// the version (a password change), every session of the user is stale, this one too; the same
// token at the new version keeps this one, with its sign-in time (the 12-hour limit still counts
// from the real sign-in). For server actions and route handlers, which may set cookies.
import { encode } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { authCookies } from "@/lib/auth/cookies";
import { readSessionToken } from "@/lib/auth/session-checks";
import { remainingSessionSeconds, servedOverHttps } from "@/lib/auth/session-policy";
import { env } from "@/lib/env";

export async function reissueSessionAt(sessionVersion: number): Promise<void> {
  const [h, c] = [await headers(), await cookies()];
  const token = await readSessionToken({ headers: h, cookies: c });
  if (!token) return;
  const now = Math.floor(Date.now() / 1000);
  const maxAge = remainingSessionSeconds(token, now);
  const value = await encode({
    token: { ...token, sv: sessionVersion, seenAt: now },
    secret: env().NEXTAUTH_SECRET ?? "",
    maxAge,
  });
  const cookie = authCookies(servedOverHttps(h)).sessionToken;
  if (cookie) c.set(cookie.name, value, { ...cookie.options, maxAge });
}

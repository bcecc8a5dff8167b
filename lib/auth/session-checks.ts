import "server-only";
// Reading a request's session and deciding whether it still stands: the token is genuine, within
// its time limits (session-policy.ts), and its user is enabled at the session's version
// (session-state.ts). Pages (proxy.ts, requirePageCaller), server actions and /api all use it.
import { getToken, type JWT } from "next-auth/jwt";
import { isDatabaseUnavailable } from "@/lib/core/errors";
import { sessionCookieName } from "@/lib/auth/cookies";
import { endSession } from "@/lib/auth/end-sessions";
import { sessionTimeout } from "@/lib/auth/session-policy";
import { sessionStands } from "@/lib/auth/session-state";
import { env } from "@/lib/env";

type CookieSource = { getAll(): { name: string; value: string }[] };

/** The request's session token when genuine (signature, expiry), without the other checks. */
export async function readSessionToken(request: { headers: Headers; cookies: CookieSource }): Promise<JWT | null> {
  const token = await getToken({
    req: request as never,
    secret: env().NEXTAUTH_SECRET,
    cookieName: sessionCookieName(),
  });
  return token?.uid ? token : null;
}

/**
 * The request's session when it still stands, else null. A database outage is thrown (answered
 * 503), never taken for a signed-out user. `fresh` reads the user's row even if cached.
 */
export async function readLiveSession(
  request: { headers: Headers; cookies: CookieSource },
  options: { fresh?: boolean } = {},
): Promise<JWT | null> {
  const token = await readSessionToken(request);
  if (!token || sessionTimeout(token)) return null;
  return (await sessionStands(token.uid, token.sv, { ...options, sid: token.sid })) ? token : null;
}

/** For next-auth's session read: during an outage the session is kept (not signed out). */
export async function sessionStandsUnlessOutage(token: JWT): Promise<boolean> {
  try {
    return await sessionStands(token.uid, token.sv, { sid: token.sid });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return true;
    throw error;
  }
}

/** Sign-out's record of the ended session; the cookie is cleared even if the database is away. */
export async function endThisSessionQuietly(token: JWT): Promise<void> {
  try {
    await endSession(token);
  } catch (error) {
    console.error("[auth] could not end a session of user", token.uid, error);
  }
}

import "server-only";
// The one door: pages, server actions and route handlers all learn who is calling here, so a
// role check is written once. A request carries a session cookie (portal users) or an API key
// (integrators and the operator's automation). A session counts only while it stands
// (session-checks.ts: time limits, user enabled, session version current).
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import type { JWT } from "next-auth/jwt";
import { ApiError } from "@/lib/core/errors";
import { findApiKey } from "@/lib/auth/api-key";
import type { Caller, Role } from "@/lib/auth/caller";
import { readLiveSession } from "@/lib/auth/session-checks";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { refusal } from "@/lib/i18n/sentences";

type CookieSource = { getAll(): { name: string; value: string }[] };

function callerFromToken(token: JWT, ip: string): Caller {
  return {
    kind: "user",
    id: token.uid,
    role: token.role,
    agentId: token.agentId ?? null,
    lineId: token.lineId ?? null,
    name: token.name ?? token.email ?? `user ${token.uid}`,
    ip,
  };
}

/** The caller of a request: API key first (a bad key is 401, never a fallback to the cookie), then the session. */
export async function resolveCaller(request: { headers: Headers; cookies: CookieSource }): Promise<Caller | null> {
  const ip = clientIp(request.headers, env().TRUSTED_PROXY_COUNT);
  const authorization = request.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw new ApiError("UNAUTHORIZED", refusal("refusals.auth.bearerFormat"));
    const key = await findApiKey(match[1], ip);
    if (!key) throw new ApiError("UNAUTHORIZED", refusal("refusals.auth.badKey"));
    return {
      kind: "apiKey",
      id: key.id,
      role: key.role,
      agentId: key.agentId,
      lineId: null,
      name: key.name,
      ip,
      ...(key.statusInBody ? { statusInBody: true } : {}),
    };
  }
  const token = await readLiveSession(request);
  return token ? callerFromToken(token, ip) : null;
}

/** The signed-in user of the page or server action being rendered, or null. */
export async function currentCaller(): Promise<Caller | null> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const token = await readLiveSession({ headers: h, cookies: c });
  return token ? callerFromToken(token, clientIp(h, env().TRUSTED_PROXY_COUNT)) : null;
}

/**
 * For pages and layouts: the signed-in caller, sent to sign-in when there is none. A page of
 * another role answers 404, as if it did not exist (admins may open every page).
 */
export async function requirePageCaller(roles?: readonly Role[]): Promise<Caller> {
  const caller = await currentCaller();
  if (!caller) redirect("/signin");
  if (roles && caller.role !== "ADMIN" && !roles.includes(caller.role)) notFound();
  return caller;
}

/** For server actions: the caller, or an ApiError the action turns into its error result. */
export async function requireActionCaller(roles?: readonly Role[]): Promise<Caller> {
  const caller = await currentCaller();
  if (!caller) throw new ApiError("UNAUTHORIZED", refusal("refusals.auth.sessionEnded"));
  if (roles && caller.role !== "ADMIN" && !roles.includes(caller.role))
    throw new ApiError("FORBIDDEN", refusal("refusals.auth.roleMayNotDo"));
  return caller;
}

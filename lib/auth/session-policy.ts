// How long a portal session lives (ASVS 3.3): 12 hours from sign-in for everyone, and 30 minutes
// without a request for line staff and admins, whose sessions can do more. Pure, so the proxy,
// the door (current-caller.ts) and next-auth's callbacks apply the same rule.
import type { Role } from "@/lib/generated/prisma/enums";
import { configuredForHttps } from "@/lib/env";

export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const STAFF_IDLE_SECONDS = 30 * 60;
/** A session's "last seen" is written back at most this often (each write re-issues the cookie). */
export const SEEN_REFRESH_SECONDS = 60;

/** What the session token carries besides the user's identity. */
export interface SessionClock {
  role: Role;
  /** sign-in time, seconds since the epoch */
  authAt?: number;
  /** last request seen, seconds since the epoch */
  seenAt?: number;
}

export function idleLimitSeconds(role: Role): number {
  return role === "AGENT" ? SESSION_ABSOLUTE_SECONDS : STAFF_IDLE_SECONDS;
}

/** Why a session has ended by time, or null while it lives. A token without clocks is from before them: ended. */
export function sessionTimeout(
  token: SessionClock,
  nowSeconds = Math.floor(Date.now() / 1000),
): "absolute" | "idle" | null {
  if (typeof token.authAt !== "number" || typeof token.seenAt !== "number") return "absolute";
  if (nowSeconds - token.authAt >= SESSION_ABSOLUTE_SECONDS) return "absolute";
  if (nowSeconds - token.seenAt >= idleLimitSeconds(token.role)) return "idle";
  return null;
}

/** The cookie's lifetime: never past the absolute limit. */
export function remainingSessionSeconds(token: SessionClock, nowSeconds = Math.floor(Date.now() / 1000)): number {
  return Math.max(0, (token.authAt ?? nowSeconds) + SESSION_ABSOLUTE_SECONDS - nowSeconds);
}

/**
 * Served over TLS: NEXTAUTH_URL is https, or a proxy in front says so (X-Forwarded-Proto). A
 * client can only claim https this way, which makes its own cookies Secure: never a weakening.
 */
export function servedOverHttps(headers: Headers): boolean {
  if (configuredForHttps()) return true;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

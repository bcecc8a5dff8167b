// next-auth's cookies. Names are fixed (the "__Secure-"/"__Host-" prefixes when NEXTAUTH_URL is
// https), so every reader finds the session; the Secure flag follows the request
// (servedOverHttps), so a portal behind a TLS proxy sets Secure cookies even when NEXTAUTH_URL
// says http.
import type { CookiesOptions } from "next-auth";
import { configuredForHttps } from "@/lib/env";

export function sessionCookieName(): string {
  return `${configuredForHttps() ? "__Secure-" : ""}next-auth.session-token`;
}

export function authCookies(secure: boolean): Partial<CookiesOptions> {
  const prefix = configuredForHttps() ? "__Secure-" : "";
  const options = { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secure || configuredForHttps() };
  return {
    sessionToken: { name: sessionCookieName(), options },
    callbackUrl: { name: `${prefix}next-auth.callback-url`, options },
    csrfToken: { name: `${prefix ? "__Host-" : ""}next-auth.csrf-token`, options },
  };
}

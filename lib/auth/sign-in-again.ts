// Signing in again from a page whose session has ended (components/session-ended-dialog.tsx), as
// next-auth's own client does it (its CSRF token, then a form post to its credentials callback,
// which sets the new session cookie), without shipping next-auth's client library on every page.
import { readJson } from "@/lib/core/read-json";
import { z } from "zod";
const csrfAnswer = z.object({ csrfToken: z.string() });
/** next-auth's answer names where it would send the browser (a refusal names its error there). */
const callbackAnswer = z.object({ url: z.string().optional() });

export type SignInAgainResult = "signed in" | "wrong" | "rate limited" | "unavailable";

export async function signInAgain(email: string, password: string): Promise<SignInAgainResult> {
  try {
    const csrf = await fetch("/api/auth/csrf", { headers: { accept: "application/json" } });
    if (!csrf.ok) return "unavailable";
    const token = await readJson(csrf, csrfAnswer);
    if (!token) return "unavailable";
    const { csrfToken } = token;
    const res = await fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, email, password, callbackUrl: window.location.href, json: "true" }),
    });
    // next-auth answers where it would send the browser; a refusal names its error there.
    const url = (await readJson(res, callbackAnswer))?.url;
    const error = url ? new URL(url, window.location.origin).searchParams.get("error") : "Unknown";
    if (res.ok && !error) return "signed in";
    if (error === "RateLimited" || res.status === 429) return "rate limited";
    if (error === "ServiceUnavailable" || res.status === 503) return "unavailable";
    return "wrong";
  } catch {
    return "unavailable";
  }
}

/** A refused sign-in: the key of its words in the sign-in catalogue (signin.failure.…), never the server's text. */
export type SignInFailure = "wrong" | "rateLimited" | "unavailable";
export const SIGN_IN_AGAIN_FAILURE: Record<Exclude<SignInAgainResult, "signed in">, SignInFailure> = {
  wrong: "wrong",
  "rate limited": "rateLimited",
  unavailable: "unavailable",
};

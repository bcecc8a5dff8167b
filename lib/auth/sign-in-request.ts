import "server-only";
// POST /api/auth/callback/credentials around next-auth: the brute-force limits before it, and
// answers that never carry a database's error text. Refusals are the API's error envelope plus
// the `url` next-auth's client reads its error from ("/signin?error=RateLimited").
import type { NextRequest } from "next/server";
import { ApiError, isDatabaseUnavailable } from "@/lib/core/errors";
import { SIGN_IN_UNAVAILABLE } from "@/lib/auth/options";
import { beginSignInAttempt, signInSucceeded } from "@/lib/auth/sign-in-limits";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/net/client-ip";
import { RateLimitedError } from "@/lib/rate-limit/rate-limited-error";
import { readJson } from "@/lib/core/read-json";
import { z } from "zod";
import { propertyOf } from "@/lib/core/narrow";
import { refusal as worded, wordingFor } from "@/lib/i18n/sentences";
import { localeOfApiRequest } from "@/lib/i18n/answer-language";

export const SIGN_IN_RATE_LIMITED = "RateLimited";

async function readEmail(req: NextRequest): Promise<string> {
  const text = await req.clone().text();
  if (req.headers.get("content-type")?.includes("application/json")) {
    try {
      const email = propertyOf(JSON.parse(text), "email");
      return typeof email === "string" ? email : "";
    } catch {
      return "";
    }
  }
  return new URLSearchParams(text).get("email") ?? "";
}

function refusal(req: NextRequest, error: ApiError, signInError: string): Response {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  };
  if (error instanceof RateLimitedError) headers["retry-after"] = String(error.retryAfterSeconds);
  if (error.code === "UNAVAILABLE") headers["retry-after"] = "5";
  const url = new URL(`/signin?error=${signInError}`, req.nextUrl.origin).toString();
  // in the caller's language, as every other answer (decision 120)
  const envelope = error.toEnvelope(wordingFor(localeOfApiRequest(req.headers)));
  return new Response(JSON.stringify({ ...envelope, url }), { status: error.httpStatus, headers });
}

function unavailable(req: NextRequest): Response {
  return refusal(req, new ApiError("UNAVAILABLE", worded("refusals.auth.signInUnavailable")), SIGN_IN_UNAVAILABLE);
}

/** The error next-auth put in its answer's URL (Location, or `url` of a JSON answer), or null. */
async function nextAuthError(res: Response): Promise<string | null> {
  let url = res.headers.get("location");
  if (!url && res.headers.get("content-type")?.includes("application/json")) {
    url = (await readJson(res.clone(), z.object({ url: z.string() })))?.url ?? null;
  }
  if (!url) return res.ok ? null : "Unknown";
  return new URL(url, "http://x").searchParams.get("error");
}

export async function signInWithLimits(req: NextRequest, signIn: () => Promise<Response>): Promise<Response> {
  const email = await readEmail(req);
  const ip = clientIp(req.headers, env().TRUSTED_PROXY_COUNT);
  try {
    await beginSignInAttempt(email, ip);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return refusal(
        req,
        new RateLimitedError(error.retryAfterSeconds, worded("refusals.auth.tooManySignIns")),
        SIGN_IN_RATE_LIMITED,
      );
    }
    console.error("[auth] sign-in limits unavailable:", error);
    return unavailable(req);
  }
  const res = await signIn();
  const error = await nextAuthError(res);
  if (error === SIGN_IN_UNAVAILABLE || error === "SignInFailed") return unavailable(req);
  if (error === null) {
    await signInSucceeded(email, ip).catch((e: unknown) => {
      if (!isDatabaseUnavailable(e)) console.error("[auth] could not clear sign-in attempts:", e);
    });
  }
  return res;
}

// GET/POST /api/auth/* — next-auth (sign-in, session, sign-out); sign-in goes through the
// brute-force limits (lib/auth/sign-in-request.ts). Options per request: Secure cookies over https.
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptionsFor } from "@/lib/auth/options";
import { signInWithLimits } from "@/lib/auth/sign-in-request";

type Context = { params: Promise<{ nextauth: string[] }> };

function nextAuth(req: NextRequest, context: Context): Promise<Response> {
  return NextAuth(req, context, authOptionsFor(req.headers));
}

export function GET(req: NextRequest, context: Context): Promise<Response> {
  return nextAuth(req, context);
}

export async function POST(req: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  if (nextauth?.[0] === "callback" && nextauth[1] === "credentials")
    return signInWithLimits(req, () => nextAuth(req, context));
  return nextAuth(req, context);
}

import "server-only";
// Where links the portal hands out point: the configured public address (PORTAL_URL, then
// NEXTAUTH_URL), else the address the request came to.
import { headers } from "next/headers";
import { env } from "@/lib/env";

export function publicOrigin(requestOrigin: string): string {
  return env().PORTAL_URL ?? env().NEXTAUTH_URL ?? requestOrigin;
}

/** For pages and server actions: the public origin, else the one the page was requested at (its Host). */
export async function pageOrigin(): Promise<string> {
  const h = await headers();
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return publicOrigin(`${proto}://${h.get("host") ?? "localhost"}`);
}

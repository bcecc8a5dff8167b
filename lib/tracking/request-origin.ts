import "server-only";
// Where links the portal hands out point: the configured public address (PORTAL_URL, then
// NEXTAUTH_URL), else the address the request came to.
import { env } from "@/lib/env";

export function publicOrigin(requestOrigin: string): string {
  return env().PORTAL_URL ?? env().NEXTAUTH_URL ?? requestOrigin;
}

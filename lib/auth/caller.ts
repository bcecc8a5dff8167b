// Who is calling: a signed-in user (session cookie) or an integrator/admin (API key).
import type { Role } from "@/lib/generated/prisma/enums";

export type Caller = {
  kind: "user" | "apiKey";
  /** user id or API key id */
  id: number;
  role: Role;
  /** the agent whose bookings the caller may act on (AGENT role) */
  agentId: number | null;
  /** the shipping line a staff user works for (STAFF role) */
  lineId: number | null;
  name: string;
  /** client IP address, as resolved by lib/net/client-ip.ts */
  ip: string;
  /** an API key the operator set to answer domain errors with HTTP 200 and status 1 (lib/api/status-in-body.ts) */
  statusInBody?: boolean;
};

export type { Role };
export const ROLES = ["AGENT", "STAFF", "ADMIN"] as const satisfies readonly Role[];

/** Idempotency keys, revisions and logs refer to the caller by this. */
export function callerKey(caller: Pick<Caller, "kind" | "id">): string {
  return `${caller.kind === "user" ? "user" : "apikey"}:${caller.id}`;
}

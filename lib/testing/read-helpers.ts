// Helpers of the read-operation tests: a GET with the agent's API key, a signed session cookie,
// and the exact key sets of the spec's tables.
import { encode } from "next-auth/jwt";
import { callRoute, type CallOptions } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

type Handler = Parameters<typeof callRoute>[0];

export async function getJson<T = unknown>(handler: Handler, url: string, options: Omit<CallOptions, "url"> = {}) {
  return callRoute<T>(handler, { apiKey: TEST_API_KEYS.agent, ...options, url });
}

/** A session cookie as next-auth would set it after sign-in (of a user at sessionVersion `sv`, 0 unless bumped). */
export async function sessionCookie(claims: {
  uid: number;
  role: "AGENT" | "STAFF" | "ADMIN";
  agentId?: number | null;
  lineId?: number | null;
  sv?: number;
}) {
  const now = Math.floor(Date.now() / 1000);
  const token = await encode({
    secret: process.env.NEXTAUTH_SECRET!,
    token: {
      name: "Session user",
      email: "session@quayside.test",
      agentId: null,
      lineId: null,
      orgName: null,
      sv: 0,
      authAt: now,
      seenAt: now,
      ...claims,
    },
  });
  return `next-auth.session-token=${token}`;
}

/** Property names of the spec's tables, as the camelCase responses carry them. */
export const SPEC_KEYS = {
  schedulePort: ["continent", "country", "name"],
  scheduleVoyage: ["maxUnitHeight", "maxUnitWeight", "maxUnitWidth", "vessel", "visits", "voyage"],
  scheduleVisit: ["arrival", "canDischarge", "canLoad", "cutOff", "departure", "port", "portId", "terminal"],
  vessel: ["cargoCapacity", "flag", "maxDeckHeight", "maxDeckWidth", "maxRampWeight", "name", "speed", "yearBuilt"],
  unitModel: ["description", "height", "id", "length", "make", "model", "type", "weight", "width"],
  port: ["code", "country", "latitude", "longitude", "name"],
} as const;

export const keysOf = (o: object) => Object.keys(o).sort();
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

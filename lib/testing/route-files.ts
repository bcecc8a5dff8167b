// The route files under app/api and the handlers they export, for tests that walk every route.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Operation } from "@/lib/api/operation";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Not the API's own operations: the catch-all's 404 envelope, and next-auth. */
const NOT_OPERATIONS = new Set(["[...path]", "auth/[...nextauth]"]);
const ROOT = path.resolve(import.meta.dirname, "../../app/api");

export type RouteHandler = ((req: import("next/server").NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) & { operation?: Operation };

export interface ServedRoute {
  /** "GET /api/items/{id}/milestones", as operationKey writes it. */
  key: string;
  handler: RouteHandler;
}

/** Every exported handler of every route file under app/api (but the catch-all and next-auth). */
export async function servedRoutes(): Promise<ServedRoute[]> {
  const files = readdirSync(ROOT, { recursive: true, encoding: "utf8" })
    .filter((entry) => path.basename(entry) === "route.ts")
    .map((entry) => path.dirname(entry).split(path.sep).join("/"))
    .filter((route) => !NOT_OPERATIONS.has(route))
    .sort();
  const out: ServedRoute[] = [];
  for (const route of files) {
    const exported = (await import(/* @vite-ignore */ path.join(ROOT, route, "route.ts"))) as Record<string, RouteHandler | undefined>;
    const pathname = `/api/${route}`.replace(/\[(\w+)\]/g, "{$1}").toLowerCase();
    for (const method of METHODS) {
      const handler = exported[method];
      if (handler) out.push({ key: `${method} ${pathname}`, handler });
    }
  }
  return out;
}

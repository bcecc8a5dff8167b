// The route files under app (the API's under app/api, the portal's elsewhere) and the handlers
// they export, for tests that walk every route.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Operation } from "@/lib/core/operation";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Not the API's own operations: the catch-all's 404 envelope, and next-auth. */
const NOT_OPERATIONS = new Set(["[...path]", "auth/[...nextauth]"]);
const APP = path.resolve(import.meta.dirname, "../../app");

export type RouteHandler = ((
  req: import("next/server").NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>) & { operation?: Operation };

export interface ServedRoute {
  /** "GET /api/items/{id}/milestones", as operationKey writes it. */
  key: string;
  handler: RouteHandler;
}

/** Every exported handler of every route file under app/api (but the catch-all and next-auth). */
export function servedRoutes(): Promise<ServedRoute[]> {
  return routesUnder("api", (route) => !NOT_OPERATIONS.has(route));
}

/** Files the portal serves as they are (the API reference's page and its assets): no caller, no envelope. */
const PLAIN_PORTAL_ROUTES = new Set(["api-docs", "api-docs/assets/[file]"]);

/** Every exported handler of the portal's route files under app but outside app/api (but the plain ones). */
export function portalRoutes(): Promise<ServedRoute[]> {
  return routesUnder("", (route) => !route.startsWith("api/") && !PLAIN_PORTAL_ROUTES.has(route));
}

async function routesUnder(folder: string, keep: (route: string) => boolean): Promise<ServedRoute[]> {
  const root = path.join(APP, folder);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => path.basename(entry) === "route.ts")
    .map((entry) => path.dirname(entry).split(path.sep).join("/"))
    .filter(keep)
    .sort();
  const out: ServedRoute[] = [];
  for (const route of files) {
    const exported = (await import(/* @vite-ignore */ path.join(root, route, "route.ts"))) as Record<
      string,
      RouteHandler | undefined
    >;
    // Route groups "(name)" are not in the URL.
    const segments = [folder, ...route.split("/")].filter((s) => s && !/^\(.*\)$/.test(s));
    const pathname = `/${segments.join("/")}`.replace(/\[(\w+)\]/g, "{$1}").toLowerCase();
    for (const method of METHODS) {
      const handler = exported[method];
      if (handler) out.push({ key: `${method} ${pathname}`, handler });
    }
  }
  return out;
}

// Which methods each /api path takes, from the one list of operations (lib/api/operations, which
// a test keeps equal to the route files): the server answers a method a path does not take with
// the 405 envelope and Allow, where Next would send an empty 405. next-auth's paths answer for themselves.
import { OPERATIONS } from "@/lib/api/operations";

let table: { pattern: RegExp; path: string; methods: Set<string> }[] | undefined;

function routes() {
  if (table) return table;
  const byPath = new Map<string, { path: string; methods: Set<string> }>();
  for (const op of OPERATIONS) {
    const source =
      "^" +
      op.path
        .toLowerCase()
        .replace(/[.]/g, "\\.")
        .replace(/\{\w+\}/g, "[^/]+") +
      "/?$";
    const entry = byPath.get(source) ?? { path: op.path, methods: new Set<string>() };
    entry.methods.add(op.method.toUpperCase());
    byPath.set(source, entry);
  }
  table = [...byPath].map(([source, { path, methods }]) => {
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    return { pattern: new RegExp(source, "i"), path, methods };
  });
  return table;
}

/** The methods the path takes (for Allow), or null for a path that is not an operation's. */
export function allowedMethods(pathname: string): string[] | null {
  const match = routes().find((r) => r.pattern.test(pathname));
  return match ? [...match.methods].sort() : null;
}

/** The operation's path template for a request path (`/api/bookings/{id}`), or null: the metrics' route label. */
export function operationPath(pathname: string): string | null {
  return routes().find((r) => r.pattern.test(pathname))?.path ?? null;
}

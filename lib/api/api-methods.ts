// Which methods each /api path takes, from the one list of operations (lib/api/operations, which
// a test keeps equal to the route files): the server answers a method a path does not take with
// the 405 envelope and Allow, where Next would send an empty 405. next-auth's paths answer for themselves.
import { OPERATIONS } from "@/lib/api/operations";

let table: { pattern: RegExp; methods: Set<string> }[] | undefined;

function routes() {
  if (table) return table;
  const byPath = new Map<string, Set<string>>();
  for (const op of OPERATIONS) {
    const source = "^" + op.path.toLowerCase().replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+") + "/?$";
    const methods = byPath.get(source) ?? new Set<string>();
    methods.add(op.method.toUpperCase());
    byPath.set(source, methods);
  }
  table = [...byPath].map(([source, methods]) => {
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    return { pattern: new RegExp(source, "i"), methods };
  });
  return table;
}

/** The methods the path takes (for Allow), or null for a path that is not an operation's. */
export function allowedMethods(pathname: string): string[] | null {
  const match = routes().find((r) => r.pattern.test(pathname));
  return match ? [...match.methods].sort() : null;
}

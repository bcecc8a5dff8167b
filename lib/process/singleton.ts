// One value per process, whatever copy of a module asks for it. Next.js bundles a module into
// each of its bundles (the routes, next-auth's handler, the instrumentation hook) and the portal
// server (run by tsx) loads its own copies beside them: a module-level `const` would be one per
// copy (two caches, two pools, two listeners). The value lives on globalThis under a
// process-wide symbol (`Symbol.for("quayside.<name>")`), made on first use. Dev reloads keep it too.

type Holder = Record<symbol, unknown>;
const holder = globalThis as unknown as Holder;

const keyOf = (name: string) => Symbol.for(`quayside.${name}`);

/** The process's value under `name`, made by `create` on first use. */
export function singleton<T>(name: string, create: () => T): T {
  const key = keyOf(name);
  if (!(key in holder)) holder[key] = create();
  return holder[key] as T;
}

/** The process's value under `name` if something made it already, else undefined (nothing is made). */
export function existingSingleton<T>(name: string): T | undefined {
  return holder[keyOf(name)] as T | undefined;
}

/** Puts `value` in place of the process's value under `name` and answers the one it replaced (tests: a database that is gone). */
export function replaceSingleton<T>(name: string, value: T): T | undefined {
  const key = keyOf(name);
  const before = holder[key] as T | undefined;
  holder[key] = value;
  return before;
}

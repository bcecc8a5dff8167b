// One value per process, whatever copy of a module asks for it. Next.js bundles a module into
// each of its bundles (the routes, next-auth's handler, the instrumentation hook) and the portal
// server (run by tsx) loads its own copies beside them: a module-level `const` would be one per
// copy (two caches, two pools, two listeners). The value lives on globalThis under a
// process-wide symbol (`Symbol.for("quayside.<name>")`), made on first use. Dev reloads keep it too.

const keyOf = (name: string) => Symbol.for(`quayside.${name}`);

/** The process's value under `name`, made by `create` on first use. */
export function singleton<T>(name: string, create: () => T): T {
  const key = keyOf(name);
  if (!Reflect.has(globalThis, key)) Reflect.set(globalThis, key, create());
  // One name, one kind of value: every caller of a name asks for the type its `create` makes.
  return Reflect.get(globalThis, key) as T;
}

/** The process's value under `name` if something made it already, else undefined (nothing is made). */
export function existingSingleton<T>(name: string): T | undefined {
  return Reflect.get(globalThis, keyOf(name)) as T | undefined;
}

/** Puts `value` in place of the process's value under `name` and answers the one it replaced (tests: a database that is gone). */
export function replaceSingleton<T>(name: string, value: T): T | undefined {
  const key = keyOf(name);
  const before = Reflect.get(globalThis, key) as T | undefined;
  Reflect.set(globalThis, key, value);
  return before;
}

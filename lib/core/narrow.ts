// Typed views of plain JavaScript values, so callers narrow with a guard instead of an `as` cast:
// the one place where a key list or a record built from keys is given its type (issue 34).

/** A plain object (not null, not an array): its properties can be read as unknowns. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The message of a thrown value (an Error's, or the value as text). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The keys of a record written out in the code (a literal's keys are exactly its type's keys). */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record) as K[];
}

/** The keys of a literal record as a non-empty tuple, for `z.enum`. */
export function enumKeysOf<K extends string>(record: Readonly<Record<K, unknown>>): [K, ...K[]] {
  return Object.keys(record) as [K, ...K[]];
}

/** A record with one entry per key, each made by `value`. */
export function recordOf<K extends PropertyKey, V>(
  keys: readonly K[],
  value: (key: K, index: number) => V,
): Record<K, V> {
  return Object.fromEntries(keys.map((key, index) => [key, value(key, index)])) as Record<K, V>;
}

/** Whether `value` is one of `options` (a typed `includes`). */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (options as readonly string[]).includes(value);
}

/**
 * A stored text column that only ever holds one of `options` (its only writers write those):
 * checked on the way out instead of cast, so a stray value fails here, by name, not further on.
 */
export function storedOneOf<T extends string>(options: readonly T[], value: string, column: string): T {
  if (isOneOf(options, value)) return value;
  throw new Error(`${column} holds "${value}", which is none of ${options.join(", ")}.`);
}

/** A property of any value, or undefined (for walking an error's `code`, `cause`, `meta`…). */
export function propertyOf(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

/** A shallow copy of `record` without `keys` (a row to copy into a new one, say). */
export function omit<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...record };
  for (const key of keys) Reflect.deleteProperty(copy, key);
  return copy;
}

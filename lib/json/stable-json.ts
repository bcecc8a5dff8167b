// JSON text that is the same for the same value whatever the order of its objects' keys.
import { isRecord } from "@/lib/core/narrow";

/** JSON with object keys sorted: jsonb reorders keys, so compare (or hash) through this. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (isRecord(v)) {
      return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

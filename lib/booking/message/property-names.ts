// Case-insensitive property names (DESIGN.md: like an ASP.NET Core binder, `TitleState` =
// `Titlestate`, `year` = `Year`): renames the keys of a JSON value onto the spelling of a zod
// object schema, walking nested objects and arrays, before the schema parses it. Browser-safe.
import type { z } from "zod";
import type { Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";

export interface NameIssue {
  path: PropertyKey[];
  message: Worded;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
};

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The object or array schema under wrappers (optional, nullable, default, pipe's input, …). */
function unwrap(schema: z.ZodType): z.ZodType {
  for (let s = schema, depth = 0; depth < 20; depth++) {
    const def = defOf(s);
    if (def.type === "object" || def.type === "array") return s;
    const next = def.innerType ?? def.in ?? def.getter?.();
    if (!next) return s;
    s = next;
  }
  return schema;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Returns `value` with every property renamed to the schema's spelling (unknown properties are
 * kept as they are, for the schema to ignore). Two properties that differ only in case are an issue.
 */
export function canonicalizePropertyNames(schema: z.ZodType, value: unknown): { value: unknown; issues: NameIssue[] } {
  const issues: NameIssue[] = [];
  const walk = (s: z.ZodType, v: unknown, path: PropertyKey[]): unknown => {
    const target = unwrap(s);
    const def = defOf(target);
    if (def.type === "array" && Array.isArray(v) && def.element) {
      return v.map((entry, i) => walk(def.element!, entry, [...path, i]));
    }
    if (def.type === "object" && isPlainObject(v) && def.shape) {
      const byLower = new Map(Object.keys(def.shape).map((k) => [k.toLowerCase(), k]));
      const out: Record<string, unknown> = {};
      const from: Record<string, string> = {};
      for (const [key, entry] of Object.entries(v)) {
        const canonical = byLower.get(key.toLowerCase()) ?? key;
        if (canonical in from) {
          issues.push({
            path: [...path, canonical],
            message: refusal("refusals.booking.sameField", { first: from[canonical], second: key }),
          });
          continue;
        }
        from[canonical] = key;
        const child = def.shape[canonical];
        out[canonical] = child ? walk(child, entry, [...path, canonical]) : entry;
      }
      return out;
    }
    return v;
  };
  return { value: walk(schema, value, []), issues };
}

// Case-insensitive property names (DESIGN.md: like an ASP.NET Core binder, `TitleState` =
// `Titlestate`, `year` = `Year`): renames the keys of a JSON value onto the spelling of a zod
// object schema, walking nested objects and arrays, before the schema parses it. Browser-safe.
import { z } from "zod";
import { propertyOf } from "@/lib/core/narrow";
import type { Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";

export interface NameIssue {
  path: PropertyKey[];
  message: Worded;
}

/** The schema a wrapper (optional, nullable, default, pipe's input, lazy, …) wraps, if `s` is one. */
function wrapped(s: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = s._zod.def;
  const inner =
    propertyOf(def, "innerType") ?? propertyOf(def, "in") ?? (s instanceof z.ZodLazy ? s.unwrap() : undefined);
  return inner instanceof z.core.$ZodType ? inner : undefined;
}

/** The object or array schema under wrappers. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  for (let s = schema, depth = 0; depth < 20; depth++) {
    if (s instanceof z.ZodObject || s instanceof z.ZodArray) return s;
    const next = wrapped(s);
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
  const walk = (s: z.core.$ZodType, v: unknown, path: PropertyKey[]): unknown => {
    const target = unwrap(s);
    if (target instanceof z.ZodArray && Array.isArray(v)) {
      const element = target.element;
      return v.map((entry, i) => walk(element, entry, [...path, i]));
    }
    if (target instanceof z.ZodObject && isPlainObject(v)) {
      const shape = target.shape;
      const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
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
        const child = shape[canonical];
        out[canonical] = child ? walk(child, entry, [...path, canonical]) : entry;
      }
      return out;
    }
    return v;
  };
  return { value: walk(schema, value, []), issues };
}

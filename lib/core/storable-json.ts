// Input PostgreSQL cannot store, refused at the edge as a 400 instead of failing deep inside a
// query as a 500: text holds no NUL character (error 22021), jsonb no lone UTF-16 surrogate,
// and nothing a client sends needs more nesting than MAX_JSON_DEPTH (a deep free-form object
// would otherwise exhaust the stack of every recursive walk that follows: hashing, canonical names).
import { fieldError, type FieldError, type Worded } from "@/lib/core/errors";

export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null. */
export function unstorableText(text: string): FieldError["code"] | null {
  if (text.includes("\u0000")) return "nul_character";
  if (LONE_SURROGATE.test(text)) return "lone_surrogate";
  return null;
}

/**
 * Why a value cannot be stored, with its catalogue key (lib/core imports no catalogue;
 * lib/i18n/sentences.test.ts checks each key renders this very English).
 */
export const STORABLE_WORDS = {
  nul_character: {
    text: "Text may not contain the NUL character (\\u0000).",
    said: { key: "refusals.request.nulCharacter" },
  },
  lone_surrogate: {
    text: "Text may not contain a lone UTF-16 surrogate; send valid Unicode.",
    said: { key: "refusals.request.loneSurrogate" },
  },
  too_deep: {
    text: `JSON may nest at most ${MAX_JSON_DEPTH} levels.`,
    said: { key: "refusals.request.tooDeep", values: { levels: MAX_JSON_DEPTH } },
  },
  other: { text: "This value cannot be stored.", said: { key: "refusals.request.cannotStore" } },
} as const satisfies Record<string, Worded>;

/** Why a value with this code cannot be stored, worded (decision 120). */
export function unstorableWords(code: string): Worded {
  return code === "nul_character" || code === "lone_surrogate" || code === "too_deep"
    ? STORABLE_WORDS[code]
    : STORABLE_WORDS.other;
}

/** The first problem in a parsed JSON value (walked without recursion), or null. */
export function findUnstorableJson(value: unknown): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      const code = unstorableText(v);
      if (code) return fieldError(path, code, unstorableWords(code));
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return fieldError(path, "too_deep", STORABLE_WORDS.too_deep);
    if (Array.isArray(v)) {
      v.forEach((child, i) => stack.push({ value: child, path: `${path}[${i}]`, depth: depth + 1 }));
    } else {
      for (const [key, child] of Object.entries(v)) {
        const keyCode = unstorableText(key);
        const childPath = path ? `${path}.${key}` : key;
        if (keyCode) return fieldError(childPath, keyCode, unstorableWords(keyCode));
        stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return null;
}

export function describeUnstorable(code: string): string {
  return unstorableWords(code).text;
}

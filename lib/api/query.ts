// GET parameters: names are case-insensitive ("pol=" = "Pol="), as on the original .NET service.
import { z } from "zod";
import { ApiError, fieldError } from "@/lib/core/errors";
import { unstorableText, unstorableWords } from "@/lib/core/storable-json";
import { refusal } from "@/lib/i18n/sentences";

/**
 * Maps each query parameter onto the schema's spelling of its name; empty values count as absent.
 * A parameter given twice (`?Pol=a&Pol=b`, or `pol=` beside `Pol=`) is a 400: every parameter
 * takes one value, and silently using one of them would answer a question the caller did not ask.
 */
export function queryToObject(shape: Record<string, unknown>, params: URLSearchParams): Record<string, string> {
  const canonical = new Map(Object.keys(shape).map((name) => [name.toLowerCase(), name]));
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of params) {
    const key = canonical.get(name.toLowerCase());
    if (!key) continue;
    if (seen.has(key)) {
      throw new ApiError("BAD_REQUEST", refusal("refusals.request.queryTwice", { name: key }), [
        fieldError(key, "repeated_parameter", refusal("refusals.request.givenTwice")),
      ]);
    }
    seen.add(key);
    if (value.trim() === "") continue;
    const problem = unstorableText(value);
    if (problem)
      throw new ApiError("BAD_REQUEST", refusal("refusals.request.badQuery"), [
        fieldError(key, problem, unstorableWords(problem)),
      ]);
    out[key] = value.trim();
  }
  return out;
}

export function parseQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.infer<S> {
  return schema.parse(queryToObject(schema.shape, params));
}

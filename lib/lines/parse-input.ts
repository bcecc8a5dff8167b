// Console inputs are parsed into the API's envelope (VALIDATION_FAILED with a path per field),
// so a form, a test or a future route sees the same errors.
import type { z } from "zod";
import { ApiError, saidOf, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = zodIssuesToFieldErrors(parsed.error);
  if (errors.length !== 1) throw new ApiError("VALIDATION_FAILED", refusal("refusals.lines.someFieldsInvalid"), errors);
  // One field: its message is the refusal's, with what it was made from.
  const [only] = errors;
  const said = saidOf(only);
  throw new ApiError("VALIDATION_FAILED", said ? { text: only.message, said } : only.message, errors);
}

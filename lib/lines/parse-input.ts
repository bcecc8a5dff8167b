// Console inputs are parsed into the API's envelope (VALIDATION_FAILED with a path per field),
// so a form, a test or a future route sees the same errors.
import type { z } from "zod";
import { ApiError, zodIssuesToFieldErrors } from "@/lib/core/errors";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = zodIssuesToFieldErrors(parsed.error);
  throw new ApiError(
    "VALIDATION_FAILED",
    errors.length === 1 ? errors[0].message : "Some fields are not valid.",
    errors,
  );
}

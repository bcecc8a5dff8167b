// Two operators creating the same agent code or user email at once: the database's unique index
// refuses the second, which is then answered like the look-up before it would have (409), not 500.
import { ApiError, fieldError, type FieldError, type Worded } from "@/lib/core/errors";
import { propertyOf } from "@/lib/core/narrow";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = propertyOf(e, "code");
    if (code === "P2002" || code === "23505") return true;
    e = propertyOf(e, "cause");
  }
  return false;
}

export async function refuseDuplicates<T>(
  work: () => Promise<T>,
  message: Worded,
  field: FieldError["path"],
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("NOT_ALLOWED", message, [fieldError(field, "taken", message)]);
    throw error;
  }
}

// A unique index refused a row (two people adding the same name at once, or a name already taken).
import { propertyOf } from "@/lib/core/narrow";
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const code = propertyOf(e, "code");
    if (code === "P2002" || code === "23505" || propertyOf(propertyOf(e, "meta"), "code") === "23505") return true;
    e = propertyOf(e, "cause");
  }
  return false;
}

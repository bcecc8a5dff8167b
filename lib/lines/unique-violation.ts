// A unique index refused a row (two people adding the same name at once, or a name already taken).
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; meta?: { code?: unknown }; cause?: unknown };
    if (err.code === "P2002" || err.code === "23505" || err.meta?.code === "23505") return true;
    e = err.cause;
  }
  return false;
}

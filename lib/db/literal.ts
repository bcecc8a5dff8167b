// Case-insensitive equality that matches text literally. Prisma turns `equals` with
// `mode: "insensitive"` into ILIKE without escaping, so a name of "%" or "_" matched any row
// (found by fuzzing: Pol "%" saved on Zeebrugge). Every name-or-code look-up goes through this.

/** The text with LIKE's wildcards and escape character escaped (ILIKE's default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A Prisma string filter: equal to `text`, case aside, wildcards taken literally. */
export function equalsIgnoringCase(text: string): { equals: string; mode: "insensitive" } {
  return { equals: escapeLike(text), mode: "insensitive" };
}

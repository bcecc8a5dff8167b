// Strong ETags of the reads: one per (read, query in normal form, reference-data version, and —
// for reads that leave finished voyages out — the next moment a voyage finishes). An encoded
// body is another representation of the same answer, so it carries the tag with "-br"/"-gzip".
import { createHash } from "node:crypto";

export type ContentCoding = "br" | "gzip" | "identity";

/** The tag of an answer, without quotes and without coding. */
export function answerTag(key: string, version: bigint, horizon: string): string {
  const hash = createHash("sha256").update(`${key}\n${horizon}`).digest("base64url").slice(0, 22);
  return `${version}-${hash}`;
}

/** The ETag header of that answer in one content coding. */
export function etagHeader(tag: string, coding: ContentCoding): string {
  return coding === "identity" ? `"${tag}"` : `"${tag}-${coding}"`;
}

/**
 * Whether If-None-Match names this answer, in any coding (RFC 9110 13.1.2 compares weakly:
 * W/ is ignored; "*" matches any current answer).
 */
export function ifNoneMatchHits(header: string | null | undefined, tag: string): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const item = part.trim();
    if (item === "*") return true;
    const quoted = /^(?:W\/)?"([^"]*)"$/.exec(item);
    if (!quoted) continue;
    const bare = quoted[1].replace(/-(?:br|gzip)$/, "");
    if (bare === tag) return true;
  }
  return false;
}

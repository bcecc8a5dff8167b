import "server-only";
// Numbers per line for each kind of paper: "NRL-TD-000042". One counter row per line and kind,
// bumped by an upsert, so two transactions never take the same number (the second waits for the
// first's row lock).
import type { Tx } from "@/lib/db/prisma";

export type PaperKind = "SI" | "TD" | "INV" | "CN";

export async function nextPaperNumber(tx: Tx, line: { id: number; code: string }, kind: PaperKind): Promise<string> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentCounter" ("lineId", kind, last) VALUES (${line.id}, ${kind}, 1)
    ON CONFLICT ("lineId", kind) DO UPDATE SET last = "DocumentCounter".last + 1
    RETURNING last`;
  return `${line.code}-${kind}-${String(row.last).padStart(6, "0")}`;
}

/** A number as typed in a URL (any case, spaces around): as stored. */
export const normalNumber = (text: string) => text.trim().toUpperCase();

/** "NRL-TD-000001.pdf" asks for the PDF of NRL-TD-000001 (a path segment cannot be split in the route's folder name). */
export function asPdfRequest(segment: string): { number: string; pdf: boolean } {
  const pdf = /\.pdf$/i.test(segment);
  return { number: pdf ? segment.slice(0, -4) : segment, pdf };
}

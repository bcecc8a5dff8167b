// The files of booking items, sub units and sub items: rows to insert, whether the stored ones
// already are what the message sends, and ids of the rows that own them.
import type { JsonCell } from "@/lib/db/json";
import type { FileKind } from "@/lib/generated/prisma/enums";
import { revisionValue } from "@/lib/booking/message/booking-fields";
import type { FileToWrite, SentItem } from "@/lib/booking/save/plan-items";
import type { StoredFile } from "@/lib/booking/message/stored-booking";

export type FileOwner = { itemId: number } | { subUnitId: number } | { subItemId: number };

export function fileRows(files: FileToWrite[], owner: FileOwner) {
  // Checked by the save (lib/booking/rules/file-references.ts): Id names an uploaded file of the booking's agent.
  return files.map(({ kind, file }) => ({
    kind,
    extId: BigInt(file.Id ?? 0),
    fileId: file.Id || null,
    name: file.Name ?? null,
    url: file.Url ?? null,
    ...owner,
  }));
}
export type FileRow = ReturnType<typeof fileRows>[number];

export function sameFiles(stored: StoredFile[], kinds: FileKind[], wanted: FileToWrite[]): boolean {
  const key = (kind: string, id: bigint | number, name: string | null | undefined, url: string | null | undefined) =>
    `${kind}|${id}|${name ?? ""}|${url ?? ""}`;
  const a = stored
    .filter((f) => kinds.includes(f.kind))
    .map((f) => key(f.kind, f.extId, f.name, f.url))
    .sort();
  const b = wanted.map(({ kind, file }) => key(kind, BigInt(file.Id ?? 0), file.Name, file.Url)).sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** The item's id: stored, or given by the INSERT of new items. */
export function itemIdOf(p: SentItem): number {
  const id = p.stored?.id ?? p.newId;
  if (id === undefined) throw new Error(`Item RelativeId ${p.relativeId} has no id yet`);
  return id;
}

/** The revision's value of a replaced customs paper. */
export function paperValue(files: StoredFile[]): JsonCell {
  return files.length ? revisionValue(files[0].name ?? String(files[0].extId)) : null;
}

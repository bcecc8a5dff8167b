import "server-only";
// Writing a save's planned items: new ones in one INSERT, stored ones only where something
// changed, then files, sub units and sub items. Every change is added to the revision's list.
import type { Tx } from "@/lib/db/prisma";
import { diffColumns, ITEM_FIELDS, type Change } from "@/lib/booking/message/booking-fields";
import { insertRows } from "@/lib/booking/save/insert-rows";
import { itemStatusName } from "@/lib/booking/rules/item-state";
import { fileRows, itemIdOf, sameFiles, type FileRow } from "@/lib/booking/save/item-files";
import type { ItemColumns, PlannedItem, SentItem } from "@/lib/booking/save/plan-items";
import { writeChildren } from "@/lib/booking/save/write-children";
import { blockOwnerName } from "@/lib/booking/rules/block-owner";

/** Item columns the revision names by their API names (the rest come from ITEM_FIELDS). */
const ITEM_NAMED = [
  ["RelativeId", "relativeId"],
  ["IsCanceled", "isCanceled"],
  ["Status", "state"],
  ["Description", "description"],
  ["SerialType", "serialType"],
  ["SerialNumber", "serialNumber"],
  ["Type", "type"],
  ["Client", "clientPartyId"],
  ["HsCode", "hsCode"],
  ["BatteryDeclared", "batteryDeclared"],
] as const satisfies readonly (readonly [string, keyof ItemColumns])[];
/** Columns that change no API field by themselves but must be written when they differ. */
const TECHNICAL = [
  "unitModelId",
  "chassis",
  "serialLast6",
  "chassisExceptionId",
  "priceMinor",
  "priceSource",
  "priceKey",
  "blockedByLine",
] as const satisfies readonly (keyof ItemColumns)[];

export async function writeItems(tx: Tx, bookingId: number, planned: PlannedItem[], changes: Change[]): Promise<void> {
  const sent = planned.filter((p): p is SentItem => p.kind === "sent");
  // RelativeIds may be swapped among sent items: park the changing ones first (unique per booking).
  const moving = sent.filter((p) => p.stored && p.stored.relativeId !== p.relativeId).map((p) => p.stored!.id);
  if (moving.length) await tx.$executeRaw`UPDATE "BookingItem" SET "relativeId" = -id WHERE id = ANY(${moving}::int[])`;

  const fresh = sent.filter((p) => !p.stored);
  if (fresh.length) {
    const now = new Date();
    const rows = await insertRows<{ id: number; relativeId: number }>(
      tx,
      "BookingItem",
      fresh.map((p) => p.data),
      { bookingId, createdAt: now, updatedAt: now },
      ["id", "relativeId"],
    );
    const idByRelative = new Map(rows.map((r) => [r.relativeId, r.id]));
    for (const p of fresh) {
      p.newId = idByRelative.get(p.relativeId);
      changes.push({ path: `Items[Id=${p.newId}]`, from: null, to: `added (RelativeId ${p.relativeId})` });
    }
  }

  const files: FileRow[] = fresh.flatMap((p) => fileRows(p.files, { itemId: itemIdOf(p) }));
  for (const p of planned) {
    if (p.kind === "left-out") await updateLeftOutItem(tx, p, changes);
    else if (p.stored) files.push(...(await updateSentItem(tx, p, changes)));
  }
  files.push(...(await writeChildren(tx, sent, changes)));
  if (files.length) await tx.bookingFile.createMany({ data: files });
}

/** Only a booking cancel or a draft's approval touches an item the message leaves out. */
async function updateLeftOutItem(
  tx: Tx,
  p: Extract<PlannedItem, { kind: "left-out" }>,
  changes: Change[],
): Promise<void> {
  const prefix = `Items[Id=${p.stored.id}].`;
  const canceling = p.isCanceled !== p.stored.isCanceled;
  const approving = p.state !== p.stored.state;
  if (!canceling && !approving) return;
  await tx.bookingItem.update({
    where: { id: p.stored.id },
    data: { ...(canceling ? { isCanceled: p.isCanceled } : {}), ...(approving ? { state: p.state } : {}) },
  });
  if (canceling) changes.push({ path: `${prefix}IsCanceled`, from: p.stored.isCanceled, to: p.isCanceled });
  if (approving)
    changes.push({ path: `${prefix}Status`, from: itemStatusName(p.stored.state), to: itemStatusName(p.state) });
}

/** Updates a stored item where it changed; returns the file rows to insert. */
async function updateSentItem(tx: Tx, p: SentItem, changes: Change[]): Promise<FileRow[]> {
  const stored = p.stored!;
  const prefix = `Items[Id=${stored.id}].`;
  const itemChanges: Change[] = [];
  diffColumns(prefix, ITEM_FIELDS, stored, p.data, itemChanges);
  for (const [api, column] of ITEM_NAMED) {
    const from = column === "state" ? itemStatusName(stored.state) : (stored[column] ?? null);
    const to = column === "state" ? itemStatusName(p.data.state) : (p.data[column] ?? null);
    if (from !== to && !(column === "relativeId" && stored.relativeId === p.relativeId))
      itemChanges.push({ path: `${prefix}${api}`, from, to });
  }
  // Who holds the unit: the history says whether the line or the agent set (or released) a block.
  const byLine = p.data.blockedByLine ?? false;
  if (stored.block !== !!p.data.block || (stored.block && stored.blockedByLine !== byLine))
    itemChanges.push({
      path: `${prefix}BlockedBy`,
      from: stored.block ? blockOwnerName(stored.blockedByLine) : null,
      to: p.data.block ? blockOwnerName(byLine) : null,
    });
  const techChanged = TECHNICAL.some((c) => (stored[c] ?? null) !== (p.data[c] ?? null));
  if (itemChanges.length || techChanged || stored.relativeId !== p.relativeId) {
    await tx.bookingItem.update({ where: { id: stored.id }, data: p.data });
  }
  changes.push(...itemChanges);
  if (sameFiles(stored.files, p.replaceKinds, p.files)) return [];
  await tx.bookingFile.deleteMany({ where: { itemId: stored.id, kind: { in: p.replaceKinds } } });
  changes.push({
    path: `${prefix}Files`,
    from: stored.files.filter((f) => p.replaceKinds.includes(f.kind)).length,
    to: `${p.files.length} file(s)`,
  });
  return fileRows(p.files, { itemId: stored.id });
}

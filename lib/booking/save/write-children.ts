import "server-only";
// Writing the sub units and sub items of a save's sent items (one table at a time, same steps):
// park moved RelativeIds, insert new entries, update changed ones, replace customs papers.
import type { Tx } from "@/lib/db/prisma";
import {
  diffColumns,
  SUB_ITEM_FIELDS,
  SUB_UNIT_FIELDS,
  type Change,
  type FieldMap,
} from "@/lib/booking/message/booking-fields";
import {
  isPresentFile,
  type FileToWrite,
  type PlannedChild,
  type SentItem,
  type SubItemColumns,
  type SubUnitColumns,
} from "@/lib/booking/save/plan-items";
import type { StoredFile, StoredSubItem, StoredSubUnit } from "@/lib/booking/message/stored-booking";
import { fileRows, itemIdOf, paperValue, sameFiles, type FileOwner, type FileRow } from "@/lib/booking/save/item-files";

type Created = { id: number; itemId: number; relativeId: number };
const created = { id: true, itemId: true, relativeId: true } as const;

interface ChildTable<S, C> {
  name: "SubUnits" | "SubItems";
  map: FieldMap;
  of: (p: SentItem) => PlannedChild<S, C>[];
  owner: (id: number) => FileOwner;
  park: (tx: Tx, ids: number[]) => Promise<unknown>;
  create: (tx: Tx, rows: (C & { itemId: number })[]) => Promise<Created[]>;
  update: (tx: Tx, id: number, data: C) => Promise<unknown>;
}

const SUB_UNITS: ChildTable<StoredSubUnit, SubUnitColumns> = {
  name: "SubUnits",
  map: SUB_UNIT_FIELDS,
  of: (p) => p.subUnits,
  owner: (subUnitId) => ({ subUnitId }),
  park: (tx, ids) => tx.$executeRaw`UPDATE "BookingSubUnit" SET "relativeId" = -id WHERE id = ANY(${ids}::int[])`,
  create: (tx, data) => tx.bookingSubUnit.createManyAndReturn({ data, select: created }),
  update: (tx, id, data) => tx.bookingSubUnit.update({ where: { id }, data }),
};

const SUB_ITEMS: ChildTable<StoredSubItem, SubItemColumns> = {
  name: "SubItems",
  map: SUB_ITEM_FIELDS,
  of: (p) => p.subItems,
  owner: (subItemId) => ({ subItemId }),
  park: (tx, ids) => tx.$executeRaw`UPDATE "BookingSubItem" SET "relativeId" = -id WHERE id = ANY(${ids}::int[])`,
  create: (tx, data) => tx.bookingSubItem.createManyAndReturn({ data, select: created }),
  update: (tx, id, data) => tx.bookingSubItem.update({ where: { id }, data }),
};

/** Writes both tables; returns the file rows (customs papers) to insert. */
export async function writeChildren(tx: Tx, sent: SentItem[], changes: Change[]): Promise<FileRow[]> {
  return [...(await writeTable(tx, SUB_UNITS, sent, changes)), ...(await writeTable(tx, SUB_ITEMS, sent, changes))];
}

type StoredChild = { id: number; relativeId: number; isCanceled: boolean; files: StoredFile[] };

async function writeTable<S extends StoredChild, C extends Readonly<Record<string, unknown>>>(
  tx: Tx,
  table: ChildTable<S, C>,
  sent: SentItem[],
  changes: Change[],
): Promise<FileRow[]> {
  const children = sent.flatMap((p) => table.of(p).map((c) => ({ p, c })));
  const moving = children.flatMap(({ c }) => (c.stored && c.stored.relativeId !== c.relativeId ? [c.stored.id] : []));
  if (moving.length) await table.park(tx, moving);

  const files: FileRow[] = [];
  const fresh = children.filter(({ c }) => !c.stored);
  if (fresh.length) {
    const rows = await table.create(
      tx,
      fresh.map(({ p, c }) => ({ ...c.data, itemId: itemIdOf(p) })),
    );
    const idOf = new Map(rows.map((r) => [`${r.itemId}:${r.relativeId}`, r.id]));
    for (const { p, c } of fresh) {
      const id = idOf.get(`${itemIdOf(p)}:${c.relativeId}`)!;
      c.newId = id;
      if (p.stored)
        changes.push({
          path: `Items[Id=${p.stored.id}].${table.name}[Id=${id}]`,
          from: null,
          to: `added (RelativeId ${c.relativeId})`,
        });
      if (isPresentFile(c.paper.file))
        files.push(...fileRows([{ kind: "PAPER_FOR_CUSTOMS", file: c.paper.file }], table.owner(id)));
    }
  }

  for (const { p, c } of children) {
    if (!c.stored || !p.stored) continue;
    const stored = c.stored;
    const prefix = `Items[Id=${p.stored.id}].${table.name}[Id=${stored.id}].`;
    const childChanges: Change[] = [];
    diffColumns(prefix, table.map, stored, c.data, childChanges);
    if (stored.isCanceled !== c.isCanceled)
      childChanges.push({ path: `${prefix}IsCanceled`, from: stored.isCanceled, to: c.isCanceled });
    if (childChanges.length || stored.relativeId !== c.relativeId) await table.update(tx, stored.id, c.data);
    changes.push(...childChanges);
    if (!c.paper.replace) continue;
    const wanted: FileToWrite[] = isPresentFile(c.paper.file)
      ? [{ kind: "PAPER_FOR_CUSTOMS", file: c.paper.file }]
      : [];
    if (sameFiles(stored.files, ["PAPER_FOR_CUSTOMS"], wanted)) continue;
    const owner = table.owner(stored.id);
    await tx.bookingFile.deleteMany({ where: { ...owner, kind: "PAPER_FOR_CUSTOMS" } });
    files.push(...fileRows(wanted, owner));
    changes.push({
      path: `${prefix}PaperForCustoms`,
      from: paperValue(stored.files),
      to: wanted[0]?.file.Name ?? wanted[0]?.file.Id ?? null,
    });
  }
  return files;
}

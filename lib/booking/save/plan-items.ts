// Planning a save's items: which sent item is new and which updates a stored one (rule 3), the
// column data each will get, their files, sub units and sub items, and the stored items the
// message leaves out (they stay, but a booking cancel or a draft's approval reaches them).
import type { FileKind, ItemState } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  columnsOf,
  ITEM_FIELDS,
  SUB_ITEM_FIELDS,
  SUB_UNIT_FIELDS,
  type ColumnsOf,
  type FieldMap,
} from "@/lib/booking/message/booking-fields";
import {
  checkChildCancel,
  checkItemCancel,
  checkItemUpdate,
  checkLeftOutItemCancel,
  nextItemState,
} from "@/lib/booking/rules/item-rules";
import { parseIdText, type ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { ExtBooking, ExtBookingItem, ExtFile } from "@/lib/booking/message/save-schema";
import { defaultHsCode } from "@/lib/customs/customs-rules";
import type { SubUnitSpace } from "@/lib/voyage-space/revenue-tons";
import { cleanSerial, normalizeChassis, serialLast6 } from "@/lib/booking/units/serial";
import type { StoredBooking, StoredItem, StoredSubItem, StoredSubUnit } from "@/lib/booking/message/stored-booking";
import { refusal } from "@/lib/i18n/sentences";

export type ItemColumns = ColumnsOf<typeof ITEM_FIELDS> & {
  relativeId: number;
  state: ItemState;
  isCanceled: boolean;
  /** null: a quotation's unit named by its type alone (no make and model) */
  description: string | null;
  unitModelId: number | null;
  serialType: string | null;
  serialNumber: string | null;
  chassis: string | null;
  serialLast6: string | null;
  type: string | null;
  /** customs: sent, else the type's default (lib/customs/customs-rules.ts) */
  hsCode: string | null;
  /** the unit's battery is declared (UN 3171); kept when a save leaves the field out */
  batteryDeclared: boolean;
  clientPartyId: number | null;
  chassisExceptionId: number | null;
  /** the line set the Block (lib/booking/rules/block-owner.ts); never from the message */
  blockedByLine?: boolean;
  /** set by the save's pricing step (lib/pricing/price-booking.ts), never from the message */
  priceMinor?: number | null;
  priceLines?: Prisma.InputJsonValue | typeof Prisma.DbNull;
  priceSource?: string | null;
  priceKey?: string | null;
};
type ChildColumns<M extends FieldMap> = ColumnsOf<M> & { relativeId: number; isCanceled: boolean };
export type SubUnitColumns = ChildColumns<typeof SUB_UNIT_FIELDS>;
export type SubItemColumns = ChildColumns<typeof SUB_ITEM_FIELDS>;

export interface FileToWrite {
  kind: FileKind;
  file: ExtFile;
}

/** A sub unit or sub item of a sent item: new (stored null) or an update of a stored one. */
export interface PlannedChild<S, C> {
  index: number;
  stored: S | null;
  relativeId: number;
  isCanceled: boolean;
  data: C;
  /** replace the stored customs paper (always for a new entry) with `file` */
  paper: { replace: boolean; file: ExtFile | null };
  /** the id of a new entry, once written */
  newId?: number;
}
export type PlannedSubUnit = PlannedChild<StoredSubUnit, SubUnitColumns>;
export type PlannedSubItem = PlannedChild<StoredSubItem, SubItemColumns>;

/** An item the message sends: new (stored null) or an update of a stored one. */
export interface SentItem {
  kind: "sent";
  index: number;
  stored: StoredItem | null;
  relativeId: number;
  state: ItemState;
  isCanceled: boolean;
  data: ItemColumns;
  files: FileToWrite[];
  /** stored files of these kinds are replaced by `files` */
  replaceKinds: FileKind[];
  subUnits: PlannedSubUnit[];
  subItems: PlannedSubItem[];
  /** the id of a new item, once written */
  newId?: number;
}

/** A stored item the message leaves out. */
export interface LeftOutItem {
  kind: "left-out";
  stored: StoredItem;
  relativeId: number;
  state: ItemState;
  isCanceled: boolean;
}

export type PlannedItem = SentItem | LeftOutItem;

/** The sub units of a planned item as they will be after the save (the space and price they take). */
export function plannedSubUnits(p: PlannedItem): SubUnitSpace[] {
  if (p.kind === "left-out") return p.stored.subUnits;
  return p.subUnits.map((s) => ({
    relationType: s.data.relationType,
    weight: s.data.weight,
    isCanceled: s.isCanceled,
  }));
}

/** Omitted, "", "0" and 0 mean a new record; anything else must be a stored id. */
function sentId(value: string | number | null | undefined): { isNew: true } | { isNew: false; id: number | null } {
  const text = String(value ?? "").trim();
  if (text === "" || text === "0") return { isNew: true };
  return { isNew: false, id: parseIdText(text) };
}

/** An ExtFile that names a file: Id 0 (or null) with no Url is "no file" (lib/booking/rules/file-references.ts checks the rest). */
export function isPresentFile(file: ExtFile | null | undefined): file is ExtFile {
  return !!file && ((file.Id ?? 0) > 0 || !!file.Url);
}

export function planItems(
  message: ExtBooking,
  stored: StoredBooking | null,
  input: { refs: ResolvedReferences; draft: boolean; errors: RuleErrors },
): PlannedItem[] {
  const { errors, draft } = input;
  const cancelBooking = message.Header.IsCanceled;
  const storedItems = new Map((stored?.items ?? []).map((i) => [i.id, i]));
  const mentioned = new Set<number>();
  const planned: PlannedItem[] = [];

  if (cancelBooking && !stored)
    errors.add("NOT_ALLOWED", "Header.IsCanceled", "cancel_not_allowed", refusal("refusals.booking.newBookingCancel"));

  message.Items.forEach((item, i) => {
    const path = `Items[${i}]`;
    const ref = sentId(item.Id);
    let existing: StoredItem | null = null;
    if (!ref.isNew) {
      existing = ref.id ? (storedItems.get(ref.id) ?? null) : null;
      if (!existing) {
        errors.add(
          "NOT_FOUND",
          `${path}.Id`,
          "not_found",
          stored
            ? refusal("refusals.booking.noItemOnBooking", { booking: stored.bookingCode, id: String(item.Id) })
            : refusal("refusals.booking.noItemNewBooking", { id: String(item.Id) }),
        );
        return;
      }
      mentioned.add(existing.id);
      if (!checkItemUpdate(existing, item.Priority, path, errors)) return;
    }
    const cancel = item.IsCanceled || cancelBooking;
    if (cancel) checkItemCancel(existing, item.IsCanceled ? `${path}.IsCanceled` : "Header.IsCanceled", errors);
    // Quantity n > 1 is n identical units without serials of their own (the interface's Quantity).
    if (!cancel && (item.Quantity ?? 0) > 1 && item.SerialNumber?.trim())
      errors.add(
        "VALIDATION_FAILED",
        `${path}.Quantity`,
        "quantity_with_serial",
        refusal("refusals.booking.quantityWithSerial"),
      );
    planned.push(
      planSentItem(item, i, existing, { state: nextItemState(existing, draft), cancel, refs: input.refs, errors }),
    );
  });

  for (const item of stored?.items ?? []) {
    if (mentioned.has(item.id)) continue;
    if (cancelBooking) checkLeftOutItemCancel(item, errors);
    planned.push({
      kind: "left-out",
      stored: item,
      relativeId: item.relativeId,
      state: nextItemState(item, draft),
      isCanceled: item.isCanceled || cancelBooking,
    });
  }

  // New RelativeIds must not take those of stored items the message leaves out.
  const keptRelativeIds = new Map(planned.filter((p) => p.kind === "left-out").map((p) => [p.relativeId, p.stored.id]));
  for (const p of planned) {
    if (p.kind === "sent" && keptRelativeIds.has(p.relativeId)) {
      errors.add(
        "VALIDATION_FAILED",
        `Items[${p.index}].RelativeId`,
        "duplicate_relative_id",
        refusal("refusals.booking.relativeIdOfItem", {
          relativeId: p.relativeId,
          other: String(keptRelativeIds.get(p.relativeId)),
        }),
      );
    }
  }
  return planned;
}

function planSentItem(
  item: ExtBookingItem,
  i: number,
  existing: StoredItem | null,
  input: { state: ItemState; cancel: boolean; refs: ResolvedReferences; errors: RuleErrors },
): SentItem {
  const { refs, cancel } = input;
  const model = refs.models[i];
  // Stored as the unit carries it (no invisible characters, compatibility forms folded).
  const serial = item.SerialNumber ? cleanSerial(item.SerialNumber) : null;
  const chassis = serial ? normalizeChassis(serial) : null;
  const data: ItemColumns = Object.assign(columnsOf(ITEM_FIELDS, item), {
    relativeId: item.RelativeId,
    state: input.state,
    isCanceled: cancel,
    description: item.Description?.trim() ? item.Description : null,
    unitModelId: model?.id ?? null,
    serialType: item.SerialType ?? null,
    serialNumber: serial,
    chassis,
    serialLast6: chassis ? serialLast6(chassis) : null,
    type: item.Type ?? model?.type ?? null,
    // Not sent (the interface's read does not carry it): kept while the type stays, else the type's default.
    hsCode:
      item.HsCode?.trim() ||
      (existing?.hsCode && existing.type === (item.Type ?? model?.type ?? null) ? existing.hsCode : null) ||
      defaultHsCode(item.Type ?? model?.type ?? null),
    batteryDeclared: item.BatteryDeclared ?? existing?.batteryDeclared ?? false,
    clientPartyId: refs.itemClients[i],
    chassisExceptionId: existing?.chassisExceptionId ?? null,
  });
  const files: FileToWrite[] = [];
  const replaceKinds: FileKind[] = ["PHOTO", "INVOICE_PAPER"];
  const paperWanted = !existing || item.UpdatePaperForCustoms;
  if (paperWanted) replaceKinds.push("PAPER_FOR_CUSTOMS");
  if (paperWanted && isPresentFile(item.PaperForCustoms))
    files.push({ kind: "PAPER_FOR_CUSTOMS", file: item.PaperForCustoms });
  for (const photo of item.Photos) if (isPresentFile(photo)) files.push({ kind: "PHOTO", file: photo });
  if (isPresentFile(item.InvoicePaper)) files.push({ kind: "INVOICE_PAPER", file: item.InvoicePaper });

  const path = `Items[${i}]`;
  const childInput = { item: existing, itemCanceled: cancel, errors: input.errors };
  const subUnits = planChildren(item.SubUnits, existing?.subUnits ?? [], {
    ...childInput,
    path: `${path}.SubUnits`,
    map: SUB_UNIT_FIELDS,
    noun: "sub unit",
  });
  const subItems = planChildren(item.SubItems, existing?.subItems ?? [], {
    ...childInput,
    path: `${path}.SubItems`,
    map: SUB_ITEM_FIELDS,
    noun: "sub item",
  });
  return {
    kind: "sent",
    index: i,
    stored: existing,
    relativeId: item.RelativeId,
    state: input.state,
    isCanceled: cancel,
    data,
    files,
    replaceKinds,
    subUnits,
    subItems,
  };
}

type SentChild = {
  Id?: string | number | null;
  RelativeId: number;
  IsCanceled: boolean;
  UpdatePaperForCustoms: boolean;
  PaperForCustoms?: ExtFile | null;
};
type StoredChild = { id: number; relativeId: number; isCanceled: boolean };

function planChildren<S extends StoredChild, M extends FieldMap>(
  sent: SentChild[],
  storedList: S[],
  input: {
    path: string;
    map: M;
    noun: "sub unit" | "sub item";
    item: StoredItem | null;
    itemCanceled: boolean;
    errors: RuleErrors;
  },
): PlannedChild<S, ChildColumns<M>>[] {
  const { path, errors, noun } = input;
  const byId = new Map(storedList.map((c) => [c.id, c]));
  const mentioned = new Set<number>();
  const out: PlannedChild<S, ChildColumns<M>>[] = [];
  sent.forEach((child, j) => {
    const p = `${path}[${j}]`;
    const ref = sentId(child.Id);
    let existing: S | null = null;
    if (!ref.isNew) {
      existing = ref.id ? (byId.get(ref.id) ?? null) : null;
      if (!existing) {
        errors.add(
          "NOT_FOUND",
          `${p}.Id`,
          "not_found",
          refusal(noun === "sub unit" ? "refusals.booking.noSubUnit" : "refusals.booking.noSubItem", {
            id: String(child.Id),
          }),
        );
        return;
      }
      mentioned.add(existing.id);
      if (existing.isCanceled) {
        errors.add(
          "NOT_ALLOWED",
          `${p}.Id`,
          "canceled",
          refusal(noun === "sub unit" ? "refusals.booking.subUnitCanceled" : "refusals.booking.subItemCanceled", {
            id: existing.id,
          }),
        );
        return;
      }
    }
    if (child.IsCanceled) checkChildCancel(!!existing, input.item, p, errors);
    const isCanceled = child.IsCanceled || input.itemCanceled;
    out.push({
      index: j,
      stored: existing,
      relativeId: child.RelativeId,
      isCanceled,
      data: Object.assign(columnsOf(input.map, child), { relativeId: child.RelativeId, isCanceled }),
      paper: { replace: !existing || child.UpdatePaperForCustoms, file: child.PaperForCustoms ?? null },
    });
  });
  const kept = new Map(storedList.filter((c) => !mentioned.has(c.id)).map((c) => [c.relativeId, c.id]));
  for (const c of out) {
    if (kept.has(c.relativeId))
      errors.add(
        "VALIDATION_FAILED",
        `${path}[${c.index}].RelativeId`,
        "duplicate_relative_id",
        refusal("refusals.booking.relativeIdOfEntry", {
          relativeId: c.relativeId,
          other: String(kept.get(c.relativeId)),
        }),
      );
  }
  return out;
}

// Saves one booking message (create, or update by the ids returned earlier) under spec rules
// 1–5 and 9–13, in one transaction. Rules 6–8 were checked by the schema before this runs.
// TestOnly does everything, writes included, and rolls back.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { FileKind, ItemState } from "@/lib/generated/prisma/enums";
import { checkChassisRules, type ChassisCandidate } from "@/lib/booking/chassis-rules";
import { columnsOf, diffColumns, HEADER_FIELDS, ITEM_FIELDS, revisionValue, SUB_ITEM_FIELDS, SUB_UNIT_FIELDS, type Change, type FieldMap } from "@/lib/booking/booking-fields";
import { parseIdText, resolveReferences, type ResolvedReferences } from "@/lib/booking/resolve-references";
import { fail, RuleErrors } from "@/lib/booking/rule-errors";
import { canSeeBooking } from "@/lib/booking/visibility";
import {
  bookingWarnings,
  HEADER_PARTIES,
  type BookingSaveResponse,
  type ExtBooking,
  type ExtBookingItem,
  type ExtFile,
  type ItemStatus,
  type PartyRole,
} from "@/lib/booking/save-schema";
import { insertRows } from "@/lib/booking/insert-rows";
import { normalizeChassis, serialLast6 } from "@/lib/booking/serial";

export interface SaveBookingOptions {
  testOnly: boolean;
  /** runs inside the transaction just before a real save commits (the idempotency record) */
  beforeCommit?: (tx: Tx, response: BookingSaveResponse) => Promise<void>;
  now?: Date;
}

const STATUS_OF: Record<ItemState, ItemStatus> = { DRAFT: "Draft", APPROVED: "Approved", DELIVERED: "Delivered", LOADED: "Loaded", DISCHARGED: "Discharged" };
const PAST_DELIVERY: ReadonlySet<ItemState> = new Set(["DELIVERED", "LOADED", "DISCHARGED"]);
const PARTY_COLUMN: Record<PartyRole, string> = {
  Shipper: "shipperId",
  Exporter: "exporterId",
  Consignee: "consigneeId",
  Client: "clientId",
  IntermediateConsignee: "intermediateConsigneeId",
  Notify: "notifyId",
  Nvocc: "nvoccId",
  DestinationAgent: "destinationAgentId",
  Collector: "collectorId",
};

function loadBooking(tx: Tx, id: number) {
  return tx.booking.findUnique({
    where: { id },
    include: {
      pol: { select: { code: true } },
      pod: { select: { code: true } },
      terminal: { select: { code: true } },
      line: { select: { name: true } },
      items: {
        orderBy: { relativeId: "asc" },
        include: { files: true, subUnits: { include: { files: true } }, subItems: { include: { files: true } } },
      },
    },
  });
}
type StoredBooking = NonNullable<Awaited<ReturnType<typeof loadBooking>>>;
type StoredItem = StoredBooking["items"][number];
type StoredFile = StoredItem["files"][number];

/** Omitted, "", "0" and 0 mean a new record; anything else must be a stored id. */
function sentId(value: string | number | null | undefined): { isNew: true } | { isNew: false; id: number | null } {
  const text = String(value ?? "").trim();
  if (text === "" || text === "0") return { isNew: true };
  return { isNew: false, id: parseIdText(text) };
}

const isDraftStatus = (status: string | null | undefined) => status?.trim().toLowerCase() === "draft";

class TestOnlyRollback extends Error {
  constructor(readonly response: BookingSaveResponse) {
    super("TestOnly: roll back");
  }
}

function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const err = e as { code?: unknown; message?: unknown; cause?: unknown; meta?: { code?: unknown } };
    const codes = [err.code, err.meta?.code].map(String);
    if (codes.some((c) => c === "40P01" || c === "40001" || c === "P2034")) return true;
    if (typeof err.message === "string" && /deadlock detected|could not serialize access/i.test(err.message)) return true;
    e = err.cause;
  }
  return false;
}

function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: unknown; meta?: { code?: unknown } };
  return err?.code === "P2002" || err?.meta?.code === "23505";
}

/** Saves a validated booking message for the caller; throws ApiError for every refusal. */
export async function saveBooking(caller: Caller, booking: ExtBooking, options: SaveBookingOptions): Promise<BookingSaveResponse> {
  const now = options.now ?? new Date();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction((tx) => saveInTransaction(tx, caller, booking, options, now), { maxWait: 15_000, timeout: 60_000 });
    } catch (error) {
      if (error instanceof TestOnlyRollback) return error.response;
      // Deadlocks between lock orders, or two saves adding one address-book code: run again.
      if (attempt < 4 && (isRetryable(error) || isUniqueViolation(error))) continue;
      if ((error as { code?: unknown })?.code === "P2028") {
        throw new ApiError("UNAVAILABLE", "The service is busy. Try again shortly.");
      }
      throw error;
    }
  }
}

interface PlannedChild {
  index: number | null;
  existingId: number | null;
  relativeId: number;
  data: Record<string, unknown>;
  isCanceled: boolean;
  paper: { replace: boolean; file: ExtFile | null | undefined };
  stored?: { relativeId: number; isCanceled: boolean } & Record<string, unknown>;
}

interface PlannedItem {
  /** position in the message; null for stored items the message does not mention */
  index: number | null;
  stored: StoredItem | null;
  relativeId: number;
  state: ItemState;
  isCanceled: boolean;
  /** columns to write (mentioned items only) */
  data: Record<string, unknown> | null;
  files: { kind: FileKind; file: ExtFile }[] | null;
  /** files of these kinds are replaced */
  replaceKinds: FileKind[];
  subUnits: PlannedChild[];
  subItems: PlannedChild[];
}

async function saveInTransaction(tx: Tx, caller: Caller, message: ExtBooking, options: SaveBookingOptions, now: Date): Promise<BookingSaveResponse> {
  const h = message.Header;
  const errors = new RuleErrors();

  // ── who and which booking (rules 2 and 3) ──
  let stored: StoredBooking | null = null;
  if (h.Id > 0) {
    await tx.$queryRaw`SELECT id FROM "Booking" WHERE id = ${h.Id} FOR UPDATE`;
    stored = await loadBooking(tx, h.Id);
    if (!stored || !canSeeBooking(caller, stored)) fail("NOT_FOUND", "Header.Id", "not_found", `No booking with Id ${h.Id}.`);
  }
  let agentId: number;
  if (caller.role === "AGENT") {
    if (caller.agentId === null) fail("FORBIDDEN", "Header.AgentId", "agent_mismatch", "This caller acts for no agent.");
    if (h.AgentId !== 0 && h.AgentId !== caller.agentId) {
      fail("FORBIDDEN", "Header.AgentId", "agent_mismatch", `AgentId ${h.AgentId} is not yours; send your own (${caller.agentId}) or 0.`);
    }
    agentId = caller.agentId;
  } else if (stored) {
    if (h.AgentId !== 0 && h.AgentId !== stored.agentId) {
      fail("NOT_ALLOWED", "Header.AgentId", "agent_change_not_allowed", "A booking stays with the agent it was created for.");
    }
    agentId = stored.agentId;
  } else {
    if (h.AgentId === 0) fail("VALIDATION_FAILED", "Header.AgentId", "required", "Staff and admins name the booking's agent in AgentId.");
    const agent = await tx.agent.findUnique({ where: { id: h.AgentId }, select: { id: true } });
    if (!agent) fail("NOT_FOUND", "Header.AgentId", "not_found", `No agent with Id ${h.AgentId}.`);
    agentId = agent.id;
  }

  // ── rule 4: a canceled booking is not updated ──
  if (stored?.isCanceled) fail("NOT_ALLOWED", "Header.Id", "canceled", `Booking ${stored.bookingCode} is canceled; it cannot be updated.`);

  // ── rule 1: references ──
  const currentParties = stored ? (Object.fromEntries(HEADER_PARTIES.map((r) => [r, (stored as unknown as Record<string, number | null>)[PARTY_COLUMN[r]]])) as Record<PartyRole, number | null>) : undefined;
  const refs = await resolveReferences(tx, { agentId, booking: message, currentParties, errors });
  const lineId = refs.line?.id ?? refs.voyage?.lineId ?? stored?.lineId ?? (caller.role === "STAFF" ? caller.lineId : null);
  if (caller.role === "STAFF" && lineId !== caller.lineId) {
    errors.add("FORBIDDEN", refs.line ? "Header.Line" : "Header.BookingVoyage", "line_mismatch", "Staff save bookings of their own shipping line only.");
  }

  // ── items: rules 3, 4, 12, 13 ──
  const draft = isDraftStatus(h.Status);
  const cancelBooking = h.IsCanceled;
  const storedItems = new Map((stored?.items ?? []).map((i) => [i.id, i]));
  const mentioned = new Set<number>();
  const planned: PlannedItem[] = [];

  if (cancelBooking && !stored) errors.add("NOT_ALLOWED", "Header.IsCanceled", "cancel_not_allowed", "A booking that does not exist yet cannot be canceled.");

  message.Items.forEach((item, i) => {
    const path = `Items[${i}]`;
    const ref = sentId(item.Id);
    let existing: StoredItem | null = null;
    if (!ref.isNew) {
      existing = ref.id ? (storedItems.get(ref.id) ?? null) : null;
      if (!existing) {
        errors.add("NOT_FOUND", `${path}.Id`, "not_found", stored ? `Booking ${stored.bookingCode} has no item with Id ${item.Id}.` : `No item with Id ${item.Id}; a new booking has new items only (omit Id).`);
        return;
      }
      mentioned.add(existing.id);
      if (existing.isCanceled) {
        errors.add("NOT_ALLOWED", `${path}.Id`, "canceled", `Item ${existing.id} is canceled; it cannot be updated.`);
        return;
      }
      if (PAST_DELIVERY.has(existing.state) && (item.Priority ?? null) !== (existing.priority ?? null)) {
        errors.add("NOT_ALLOWED", `${path}.Priority`, "priority_locked", `Item ${existing.id} is ${STATUS_OF[existing.state]}; its priority changes through the shipping line.`);
      }
    }
    const cancel = item.IsCanceled || cancelBooking;
    if (cancel && (!existing || existing.state !== "APPROVED")) {
      const status = existing ? STATUS_OF[existing.state] : "new";
      errors.add(
        "NOT_ALLOWED",
        item.IsCanceled ? `${path}.IsCanceled` : "Header.IsCanceled",
        "cancel_not_allowed",
        existing ? `Item ${existing.id} is ${status}; only an Approved unit can be canceled.` : "A new item cannot be canceled.",
      );
    }
    const state: ItemState = existing ? (existing.state === "DRAFT" && !draft ? "APPROVED" : existing.state) : draft ? "DRAFT" : "APPROVED";
    planned.push(planItem(item, i, existing, state, cancel, refs, errors));
  });

  // Stored items the message leaves out stay as they are (a booking cancel cancels them too).
  for (const item of stored?.items ?? []) {
    if (mentioned.has(item.id)) continue;
    if (cancelBooking && !item.isCanceled && item.state !== "APPROVED") {
      errors.add("NOT_ALLOWED", "Header.IsCanceled", "cancel_not_allowed", `Item ${item.id} (RelativeId ${item.relativeId}) is ${STATUS_OF[item.state]}; only Approved units can be canceled.`);
    }
    planned.push({
      index: null,
      stored: item,
      relativeId: item.relativeId,
      state: item.state === "DRAFT" && !draft && !item.isCanceled ? "APPROVED" : item.state,
      isCanceled: item.isCanceled || cancelBooking,
      data: null,
      files: null,
      replaceKinds: [],
      subUnits: [],
      subItems: [],
    });
  }
  // New RelativeIds must not take those of stored items the message leaves out.
  const keptRelativeIds = new Map(planned.filter((p) => p.index === null).map((p) => [p.relativeId, p.stored!.id]));
  for (const p of planned) {
    if (p.index !== null && keptRelativeIds.has(p.relativeId)) {
      errors.add("VALIDATION_FAILED", `Items[${p.index}].RelativeId`, "duplicate_relative_id", `RelativeId ${p.relativeId} belongs to item ${keptRelativeIds.get(p.relativeId)} of this booking.`);
    }
  }

  // ── rule 5: Pol or terminal change only while every live unit is Approved ──
  // Drafts are not yet in the line's hands: DESIGN.md lets them be edited freely, so a Draft unit
  // does not block the change; a unit the terminal has received (Delivered or later) does.
  if (stored && refs.pol && refs.terminal && (refs.pol.id !== stored.polId || refs.terminal.id !== stored.terminalId)) {
    const what = refs.pol.id !== stored.polId ? "Pol" : "Terminal";
    const blocking = stored.items.filter((i) => !i.isCanceled && i.state !== "APPROVED" && i.state !== "DRAFT");
    if (blocking.length) {
      const list = blocking.slice(0, 10).map((i) => `${i.id} (${STATUS_OF[i.state]})`).join(", ");
      errors.add("NOT_ALLOWED", `Header.${what}`, `${what.toLowerCase()}_change_not_allowed`, `The ${what} changes only while every unit is Approved; not: item ${list}${blocking.length > 10 ? ", …" : ""}.`);
    }
  }

  // ── rules 9–11: chassis ──
  const polChanged = !!stored && !!refs.pol && refs.pol.id !== stored.polId;
  const candidates: ChassisCandidate[] = [];
  const candidateOf = new Map<PlannedItem, number>();
  for (const p of planned) {
    if (p.isCanceled) continue;
    const src = p.data ?? (p.stored as unknown as Record<string, unknown>);
    const chassis = src.chassis as string | null;
    const modelId = src.unitModelId as number | null;
    const serialType = src.serialType as "Vin" | "Serial" | null;
    if (!chassis || !modelId || !serialType) continue;
    const changed = !p.stored || polChanged || p.stored.isCanceled || p.stored.chassis !== chassis || p.stored.unitModelId !== modelId;
    candidateOf.set(p, candidates.length);
    candidates.push({
      path: p.index !== null ? `Items[${p.index}].SerialNumber` : "Header.Pol",
      itemId: p.stored?.id ?? null,
      modelId,
      serialType,
      chassis,
      last6: serialLast6(chassis),
      changed,
    });
  }
  if (refs.pol && !errors.has("FORBIDDEN")) {
    const exceptions = await checkChassisRules(tx, { bookingId: stored?.id ?? null, lineId, pol: refs.pol, candidates, errors, now });
    for (const [p, c] of candidateOf) {
      if (p.data && candidates[c].changed) p.data.chassisExceptionId = exceptions.get(c) ?? null;
    }
  }

  errors.throwIfAny();

  // ── write ──
  const pol = refs.pol!;
  const terminal = refs.terminal!;
  const header: Record<string, unknown> = {
    ...columnsOf(HEADER_FIELDS, h),
    status: h.Status?.trim() || stored?.status || (draft ? "draft" : "Approved"),
    isCanceled: cancelBooking,
    lineId,
    voyageId: refs.voyage?.id ?? null,
    bookingVoyage: refs.voyage?.number ?? null,
    polId: pol.id,
    podId: refs.pod?.id ?? null,
    terminalId: terminal.id,
    itemCount: planned.filter((p) => !p.isCanceled).length,
    ...Object.fromEntries(HEADER_PARTIES.map((role) => [PARTY_COLUMN[role], refs.parties[role]])),
  };
  const actor = { userId: caller.kind === "user" ? caller.id : null, apiKeyId: caller.kind === "apiKey" ? caller.id : null, actor: caller.name };

  let bookingId: number;
  let prefix: string;
  let number: number;
  let bookingCode: string;
  let version: number;
  const changes: Change[] = [];

  if (!stored) {
    const [agent] = await tx.$queryRaw<{ number: number; prefix: string }[]>`
      UPDATE "Agent" SET "nextBookingNumber" = "nextBookingNumber" + 1 WHERE id = ${agentId}
      RETURNING "nextBookingNumber" - 1 AS number, "bookingPrefix" AS prefix`;
    prefix = agent.prefix;
    number = agent.number;
    bookingCode = `${prefix}-${String(number).padStart(6, "0")}`;
    version = 1;
    const created = await tx.booking.create({
      data: { ...(header as Prisma.BookingUncheckedCreateInput), agentId, prefix, number, bookingCode, version },
      select: { id: true },
    });
    bookingId = created.id;
    changes.push({ path: "Booking", from: null, to: `created ${bookingCode} with ${planned.length} item(s)` });
  } else {
    bookingId = stored.id;
    prefix = stored.prefix;
    number = stored.number;
    bookingCode = stored.bookingCode;
    version = stored.version + 1;
    diffHeader(stored, header, refs, changes);
    await tx.booking.update({ where: { id: bookingId }, data: { ...(header as Prisma.BookingUncheckedUpdateInput), version } });
  }

  await writeItems(tx, bookingId, planned, changes);

  await tx.bookingRevision.create({ data: { bookingId, version, ...actor, changes: changes as unknown as Prisma.InputJsonValue } });

  const response: BookingSaveResponse = {
    status: 0,
    testOnly: options.testOnly,
    booking: {
      Id: options.testOnly && !stored ? null : bookingId,
      Prefix: prefix,
      Number: options.testOnly && !stored ? null : number,
      BookingCode: options.testOnly && !stored ? null : bookingCode,
      Status: header.status as string,
      IsCanceled: cancelBooking,
      Version: version,
      ItemCount: header.itemCount as number,
      Items: planned
        .map((p) => ({
          RelativeId: p.relativeId,
          Id: p.stored ? String(p.stored.id) : options.testOnly ? null : idText((p as PlannedItem & { newId?: number }).newId),
          IsCanceled: p.isCanceled,
          Status: STATUS_OF[p.state],
          SubUnits: childRefs(p, "subUnits", options.testOnly),
          SubItems: childRefs(p, "subItems", options.testOnly),
        }))
        .sort((a, b) => a.RelativeId - b.RelativeId),
    },
    warnings: bookingWarnings(message),
  };
  if (options.testOnly) throw new TestOnlyRollback(response);
  await options.beforeCommit?.(tx, response);
  return response;
}

function idText(id: number | undefined | null): string | null {
  return id == null ? null : String(id);
}

function childRefs(p: PlannedItem, key: "subUnits" | "subItems", testOnly: boolean) {
  const storedChildren = p.stored ? (key === "subUnits" ? p.stored.subUnits : p.stored.subItems) : [];
  const planned = p[key];
  const mentioned = new Set(planned.map((c) => c.existingId).filter((id): id is number => id !== null));
  const out = [
    ...planned.map((c) => ({ RelativeId: c.relativeId, Id: c.existingId !== null ? String(c.existingId) : testOnly ? null : idText((c as PlannedChild & { newId?: number }).newId), IsCanceled: c.isCanceled })),
    ...storedChildren.filter((c) => !mentioned.has(c.id)).map((c) => ({ RelativeId: c.relativeId, Id: String(c.id), IsCanceled: c.isCanceled })),
  ];
  return out.sort((a, b) => a.RelativeId - b.RelativeId);
}

function planItem(item: ExtBookingItem, i: number, existing: StoredItem | null, state: ItemState, cancel: boolean, refs: ResolvedReferences, errors: RuleErrors): PlannedItem {
  const model = refs.models[i];
  const serial = item.SerialNumber ? item.SerialNumber : null;
  const chassis = serial ? normalizeChassis(serial) : null;
  const data: Record<string, unknown> = {
    ...columnsOf(ITEM_FIELDS, item),
    relativeId: item.RelativeId,
    state,
    isCanceled: cancel,
    description: item.Description,
    unitModelId: model?.id ?? null,
    serialType: item.SerialType ?? null,
    serialNumber: serial,
    chassis,
    serialLast6: chassis ? serialLast6(chassis) : null,
    type: item.Type ?? model?.type ?? null,
    clientPartyId: refs.itemClients[i],
    chassisExceptionId: existing?.chassisExceptionId ?? null,
  };
  const files: { kind: FileKind; file: ExtFile }[] = [];
  const replaceKinds: FileKind[] = ["PHOTO", "INVOICE_PAPER"];
  const paperWanted = !existing || item.UpdatePaperForCustoms;
  if (paperWanted) replaceKinds.push("PAPER_FOR_CUSTOMS");
  if (paperWanted && present(item.PaperForCustoms)) files.push({ kind: "PAPER_FOR_CUSTOMS", file: item.PaperForCustoms! });
  for (const photo of item.Photos) if (present(photo)) files.push({ kind: "PHOTO", file: photo });
  if (present(item.InvoicePaper)) files.push({ kind: "INVOICE_PAPER", file: item.InvoicePaper! });

  const subUnits = planChildren(item.SubUnits, existing?.subUnits ?? [], `Items[${i}].SubUnits`, SUB_UNIT_FIELDS, existing, cancel, errors);
  const subItems = planChildren(item.SubItems, existing?.subItems ?? [], `Items[${i}].SubItems`, SUB_ITEM_FIELDS, existing, cancel, errors);
  return { index: i, stored: existing, relativeId: item.RelativeId, state, isCanceled: cancel, data, files, replaceKinds, subUnits, subItems };
}

/** An ExtFile that names something (Id 0 with no name and no URL is "no file"). */
function present(file: ExtFile | null | undefined): boolean {
  return !!file && (file.Id > 0 || !!file.Name || !!file.Url);
}

type StoredChild = { id: number; relativeId: number; isCanceled: boolean } & Record<string, unknown>;
type SentChild = { Id?: string | number | null; RelativeId: number; IsCanceled: boolean; UpdatePaperForCustoms: boolean; PaperForCustoms?: ExtFile | null } & Record<string, unknown>;

function planChildren(sent: SentChild[], storedList: StoredChild[], path: string, map: FieldMap, item: StoredItem | null, itemCanceled: boolean, errors: RuleErrors): PlannedChild[] {
  const byId = new Map(storedList.map((c) => [c.id, c]));
  const mentioned = new Set<number>();
  const out: PlannedChild[] = [];
  sent.forEach((child, j) => {
    const p = `${path}[${j}]`;
    const ref = sentId(child.Id);
    let existing: StoredChild | null = null;
    if (!ref.isNew) {
      existing = ref.id ? (byId.get(ref.id) ?? null) : null;
      if (!existing) {
        errors.add("NOT_FOUND", `${p}.Id`, "not_found", `No ${path.endsWith("SubUnits") ? "sub unit" : "sub item"} with Id ${child.Id} on this item.`);
        return;
      }
      mentioned.add(existing.id);
      if (existing.isCanceled) {
        errors.add("NOT_ALLOWED", `${p}.Id`, "canceled", `${path.endsWith("SubUnits") ? "Sub unit" : "Sub item"} ${existing.id} is canceled; it cannot be updated.`);
        return;
      }
    }
    if (child.IsCanceled && (!existing || !item || item.state !== "APPROVED")) {
      errors.add("NOT_ALLOWED", `${p}.IsCanceled`, "cancel_not_allowed", existing ? `Only parts of an Approved unit can be canceled (the unit is ${STATUS_OF[item!.state]}).` : "A new entry cannot be canceled.");
    }
    out.push({
      index: j,
      existingId: existing?.id ?? null,
      relativeId: child.RelativeId,
      data: { ...columnsOf(map, child), relativeId: child.RelativeId, isCanceled: child.IsCanceled || itemCanceled },
      isCanceled: child.IsCanceled || itemCanceled,
      paper: { replace: !existing || child.UpdatePaperForCustoms, file: child.PaperForCustoms },
      stored: existing ?? undefined,
    });
  });
  const kept = new Map(storedList.filter((c) => !mentioned.has(c.id)).map((c) => [c.relativeId, c.id]));
  for (const c of out) {
    if (kept.has(c.relativeId)) errors.add("VALIDATION_FAILED", `${path}[${c.index}].RelativeId`, "duplicate_relative_id", `RelativeId ${c.relativeId} belongs to entry ${kept.get(c.relativeId)} of this item.`);
  }
  return out;
}

function diffHeader(stored: StoredBooking, header: Record<string, unknown>, refs: ResolvedReferences, changes: Change[]) {
  const s = stored as unknown as Record<string, unknown>;
  diffColumns("Header.", HEADER_FIELDS, s, header, changes);
  const named: [string, unknown, unknown][] = [
    ["Status", stored.status, header.status],
    ["IsCanceled", stored.isCanceled, header.isCanceled],
    ["Pol", stored.pol.code, refs.pol?.code],
    ["Terminal", stored.terminal.code, refs.terminal?.code],
    ["Pod", stored.pod?.code ?? null, refs.pod?.code ?? null],
    ["Line", stored.line?.name ?? null, refs.line?.name ?? (header.lineId === stored.lineId ? (stored.line?.name ?? null) : null)],
    ["BookingVoyage", stored.bookingVoyage, header.bookingVoyage],
    ...HEADER_PARTIES.map((r): [string, unknown, unknown] => [r, s[PARTY_COLUMN[r]], header[PARTY_COLUMN[r]]]),
  ];
  for (const [path, from, to] of named) if ((from ?? null) !== (to ?? null)) changes.push({ path: `Header.${path}`, from: from ?? null, to: to ?? null });
}

const ITEM_NAMED: [string, string][] = [
  ["RelativeId", "relativeId"],
  ["IsCanceled", "isCanceled"],
  ["Status", "state"],
  ["Description", "description"],
  ["SerialType", "serialType"],
  ["SerialNumber", "serialNumber"],
  ["Type", "type"],
  ["Client", "clientPartyId"],
];

function fileRows(files: { kind: FileKind; file: ExtFile }[], owner: { itemId?: number; subUnitId?: number; subItemId?: number }) {
  return files.map(({ kind, file }) => ({ kind, extId: BigInt(file.Id), name: file.Name ?? null, url: file.Url ?? null, ...owner }));
}

function sameFiles(stored: StoredFile[], kinds: FileKind[], wanted: { kind: FileKind; file: ExtFile }[]): boolean {
  const key = (kind: string, id: bigint | number, name: string | null | undefined, url: string | null | undefined) => `${kind}|${id}|${name ?? ""}|${url ?? ""}`;
  const a = stored.filter((f) => kinds.includes(f.kind)).map((f) => key(f.kind, f.extId, f.name, f.url)).sort();
  const b = wanted.map(({ kind, file }) => key(kind, BigInt(file.Id), file.Name, file.Url)).sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

async function writeItems(tx: Tx, bookingId: number, planned: PlannedItem[], changes: Change[]): Promise<void> {
  // RelativeIds may be swapped among mentioned items: park the changing ones first (unique per booking).
  const moving = planned.filter((p) => p.stored && p.data && p.stored.relativeId !== p.relativeId).map((p) => p.stored!.id);
  if (moving.length) await tx.$executeRaw`UPDATE "BookingItem" SET "relativeId" = -id WHERE id = ANY(${moving}::int[])`;

  // New items: one INSERT.
  const fresh = planned.filter((p) => !p.stored && p.data);
  if (fresh.length) {
    const now = new Date();
    const rows = await insertRows<{ id: number; relativeId: number }>(tx, "BookingItem", fresh.map((p) => ({ ...p.data, bookingId, createdAt: now, updatedAt: now })), ["id", "relativeId"]);
    const idByRelative = new Map(rows.map((r) => [r.relativeId, r.id]));
    for (const p of fresh) (p as PlannedItem & { newId?: number }).newId = idByRelative.get(p.relativeId);
    for (const p of fresh) changes.push({ path: `Items[Id=${(p as PlannedItem & { newId?: number }).newId}]`, from: null, to: `added (RelativeId ${p.relativeId})` });
  }

  // Mentioned stored items: update what changed.
  for (const p of planned) {
    if (!p.stored) continue;
    const before = p.stored as unknown as Record<string, unknown>;
    const prefix = `Items[Id=${p.stored.id}].`;
    if (!p.data) {
      // Not mentioned: only a booking cancel or a draft's approval touches it.
      const data: Record<string, unknown> = {};
      if (p.isCanceled !== p.stored.isCanceled) data.isCanceled = p.isCanceled;
      if (p.state !== p.stored.state) data.state = p.state;
      if (Object.keys(data).length) {
        await tx.bookingItem.update({ where: { id: p.stored.id }, data });
        for (const [k, v] of Object.entries(data)) changes.push({ path: `${prefix}${k === "state" ? "Status" : "IsCanceled"}`, from: k === "state" ? STATUS_OF[p.stored.state] : p.stored.isCanceled, to: k === "state" ? STATUS_OF[v as ItemState] : v });
      }
      continue;
    }
    const itemChanges: Change[] = [];
    diffColumns(prefix, ITEM_FIELDS, before, p.data, itemChanges);
    for (const [api, column] of ITEM_NAMED) {
      const from = column === "state" ? STATUS_OF[p.stored.state] : (before[column] ?? null);
      const to = column === "state" ? STATUS_OF[p.data.state as ItemState] : (p.data[column] ?? null);
      if (from !== to && !(column === "relativeId" && p.stored.relativeId === p.relativeId)) itemChanges.push({ path: `${prefix}${api}`, from, to });
    }
    const techChanged = ["unitModelId", "chassis", "serialLast6", "chassisExceptionId"].some((c) => c in p.data! && (before[c] ?? null) !== (p.data![c] ?? null));
    if (itemChanges.length || techChanged || p.stored.relativeId !== p.relativeId) {
      await tx.bookingItem.update({ where: { id: p.stored.id }, data: p.data as Prisma.BookingItemUncheckedUpdateInput });
    }
    changes.push(...itemChanges);
    if (!sameFiles(p.stored.files, p.replaceKinds, p.files ?? [])) {
      await tx.bookingFile.deleteMany({ where: { itemId: p.stored.id, kind: { in: p.replaceKinds } } });
      changes.push({ path: `${prefix}Files`, from: p.stored.files.filter((f) => p.replaceKinds.includes(f.kind)).length, to: `${p.files?.length ?? 0} file(s)` });
    } else {
      p.files = [];
    }
  }

  // Files, sub units and sub items of every mentioned item.
  const itemIdOf = (p: PlannedItem) => p.stored?.id ?? (p as PlannedItem & { newId?: number }).newId!;
  const files = planned.filter((p) => p.files?.length).flatMap((p) => fileRows(p.files!, { itemId: itemIdOf(p) }));
  for (const key of ["subUnits", "subItems"] as const) {
    const map = key === "subUnits" ? SUB_UNIT_FIELDS : SUB_ITEM_FIELDS;
    const model = key === "subUnits" ? tx.bookingSubUnit : tx.bookingSubItem;
    const name = key === "subUnits" ? "SubUnits" : "SubItems";
    const children = planned.flatMap((p) => p[key].map((c) => ({ p, c })));
    const movingChildren = children.filter(({ c }) => c.stored && c.stored.relativeId !== c.relativeId).map(({ c }) => c.existingId!);
    if (movingChildren.length) {
      if (key === "subUnits") await tx.$executeRaw`UPDATE "BookingSubUnit" SET "relativeId" = -id WHERE id = ANY(${movingChildren}::int[])`;
      else await tx.$executeRaw`UPDATE "BookingSubItem" SET "relativeId" = -id WHERE id = ANY(${movingChildren}::int[])`;
    }
    const freshChildren = children.filter(({ c }) => !c.existingId);
    if (freshChildren.length) {
      const rows = await (model as typeof tx.bookingSubItem).createManyAndReturn({
        data: freshChildren.map(({ p, c }) => ({ ...(c.data as Prisma.BookingSubItemCreateManyInput), itemId: itemIdOf(p) })),
        select: { id: true, itemId: true, relativeId: true },
      });
      const idOf = new Map(rows.map((r) => [`${r.itemId}:${r.relativeId}`, r.id]));
      for (const { p, c } of freshChildren) {
        const id = idOf.get(`${itemIdOf(p)}:${c.relativeId}`)!;
        (c as PlannedChild & { newId?: number }).newId = id;
        if (p.stored) changes.push({ path: `Items[Id=${p.stored.id}].${name}[Id=${id}]`, from: null, to: `added (RelativeId ${c.relativeId})` });
        if (c.paper.file && present(c.paper.file)) files.push(...fileRows([{ kind: "PAPER_FOR_CUSTOMS", file: c.paper.file }], key === "subUnits" ? { subUnitId: id } : { subItemId: id }));
      }
    }
    for (const { p, c } of children) {
      if (!c.existingId || !c.stored) continue;
      const prefix = `Items[Id=${p.stored!.id}].${name}[Id=${c.existingId}].`;
      const childChanges: Change[] = [];
      diffColumns(prefix, map, c.stored, c.data, childChanges);
      if (c.stored.isCanceled !== c.isCanceled) childChanges.push({ path: `${prefix}IsCanceled`, from: c.stored.isCanceled, to: c.isCanceled });
      if (childChanges.length || c.stored.relativeId !== c.relativeId) {
        await (model as typeof tx.bookingSubItem).update({ where: { id: c.existingId }, data: c.data as Prisma.BookingSubItemUncheckedUpdateInput });
      }
      changes.push(...childChanges);
      if (c.paper.replace) {
        const storedFiles = (c.stored.files as StoredFile[] | undefined) ?? [];
        const wanted = c.paper.file && present(c.paper.file) ? [{ kind: "PAPER_FOR_CUSTOMS" as FileKind, file: c.paper.file }] : [];
        if (!sameFiles(storedFiles, ["PAPER_FOR_CUSTOMS"], wanted)) {
          const owner = key === "subUnits" ? { subUnitId: c.existingId } : { subItemId: c.existingId };
          await tx.bookingFile.deleteMany({ where: { ...owner, kind: "PAPER_FOR_CUSTOMS" } });
          files.push(...fileRows(wanted, owner));
          changes.push({ path: `${prefix}PaperForCustoms`, from: storedFiles.length ? revisionValue(storedFiles[0].name ?? String(storedFiles[0].extId)) : null, to: wanted[0]?.file.Name ?? wanted[0]?.file.Id ?? null });
        }
      }
    }
  }
  if (files.length) await tx.bookingFile.createMany({ data: files });
}

import "server-only";
// Line staff record milestones of items (DESIGN.md "Item states", "Item update feed"). Each one
// moves the item through the state table, and writes its item update record and the outbox rows
// for the agent's subscriptions in the same transaction: all of a call, or nothing.
import { ApiError, type FieldError, fieldError, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { applyMilestone, type ItemStatusName, itemStatusName } from "@/lib/booking/rules/item-state";
import { db, type Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ItemState, MilestoneType } from "@/lib/generated/prisma/enums";
import { itemUpdateRecord, isoDay, type ItemDates } from "@/lib/feed/item-update-record";
import {
  type ItemUpdateRecord,
  MILESTONE_TYPES,
  type MilestoneInput,
  milestoneInputSchema,
} from "@/lib/feed/milestone-schema";
import { zodIssuesToFieldErrors } from "@/lib/core/errors";
import { gaugeFlag } from "@/lib/feed/gate-check";
import { papersRefusal, requiredPapersAtGate } from "@/lib/destination-rules/check-destination-rules";
import { notifyMilestones } from "@/lib/notifications/events";
import { notifyReleasableItems } from "@/lib/papers/events";

export const MAX_MILESTONES_PER_CALL = 1000;

export interface MilestoneEntry {
  itemId: number;
  milestone: MilestoneInput;
}

export interface RecordedMilestone {
  itemId: number;
  milestoneId: number;
  status: ItemStatusName;
  record: ItemUpdateRecord;
}

/** An item as locked for the call, changed in memory entry by entry. */
interface LockedItem extends ItemDates {
  id: number;
  state: ItemState;
  isCanceled: boolean;
  bookingCanceled: boolean;
  serialNumber: string | null;
  clearanceDoc: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  block: boolean;
  blockReason: string | null;
  /** the voyage's unit limits: cm, cm, t */
  maxUnitHeight: number | null;
  maxUnitWidth: number | null;
  maxUnitWeight: number | null;
  agentId: number;
  lineId: number | null;
  /** the line's decision on the booking (lib/booking/decision) */
  confirmation: string | null;
  podId: number | null;
  /** the kinds of file the item has (PAPER_FOR_CUSTOMS, PHOTO, INVOICE_PAPER) */
  papers: string[];
  voyage: string | null;
  vessel: string | null;
}

/** A unit is gated in only when the line has confirmed its booking (a held change leaves it confirmed). */
const GATE_OPEN = new Set(["CONFIRMED", "PENDING_AMENDMENT"]);

/** The date field each milestone sets, and the one it may not precede. */
const DATE_FIELD: Record<MilestoneType, { sets: keyof ItemDates; notBefore: keyof ItemDates | null }> = {
  DELIVERED: { sets: "deliveredOn", notBefore: null },
  LOADED: { sets: "loadedOn", notBefore: "deliveredOn" },
  DISCHARGED: { sets: "dischargedOn", notBefore: "loadedOn" },
  CUSTOMS_CLEARED: { sets: "customsClearedOn", notBefore: "deliveredOn" },
};

type Planned = {
  entry: MilestoneEntry;
  type: MilestoneType;
  item: LockedItem;
  status: ItemStatusName;
  record: ItemUpdateRecord;
  gaugeFlag: string | null;
};

export async function recordMilestones(caller: Caller, entries: MilestoneEntry[]): Promise<RecordedMilestone[]> {
  if (caller.role !== "STAFF" && caller.role !== "ADMIN")
    throw new ApiError("FORBIDDEN", refusal("refusals.feed.staffOnly"));
  if (!entries.length)
    throw new ApiError("VALIDATION_FAILED", refusal("refusals.feed.noMilestones"), [
      fieldError("", "too_small", refusal("refusals.feed.sendOneMilestone")),
    ]);
  if (entries.length > MAX_MILESTONES_PER_CALL) {
    const tooMany = refusal("refusals.feed.tooManyMilestones", { max: MAX_MILESTONES_PER_CALL });
    throw new ApiError("VALIDATION_FAILED", tooMany, [fieldError("", "too_big", tooMany)]);
  }
  const parsed = validate(entries);
  return db().$transaction(async (tx) => {
    const items = await lockItems(tx, [...new Set(parsed.map((e) => e.itemId))]);
    const plan = await planMilestones(tx, caller, parsed, items);
    return writeMilestones(tx, caller, plan);
  });
}

function validate(entries: MilestoneEntry[]): MilestoneEntry[] {
  const errors: FieldError[] = [];
  const out = entries.map((entry, i) => {
    if (!Number.isSafeInteger(entry.itemId) || entry.itemId <= 0)
      errors.push(fieldError(`[${i}].itemId`, "invalid_type", refusal("refusals.feed.expectedItemId")));
    const result = milestoneInputSchema.safeParse(entry.milestone);
    if (!result.success) errors.push(...zodIssuesToFieldErrors(result.error, [i]));
    return result.success ? { itemId: entry.itemId, milestone: result.data } : entry;
  });
  if (errors.length) throw new ApiError("VALIDATION_FAILED", refusal("refusals.feed.milestoneNotValid"), errors);
  return out;
}

/** Locks the items (in id order, so two calls never wait on each other in a cycle). */
async function lockItems(tx: Tx, ids: number[]): Promise<Map<number, LockedItem>> {
  const rows = await tx.$queryRaw<LockedItem[]>`
    SELECT i.id, i.state::text AS state, i."isCanceled", b."isCanceled" AS "bookingCanceled", i."serialNumber", i."clearanceDoc",
           i.length, i.width, i.height, i.weight, i.block, i."blockReason",
           v."maxUnitHeight"::float8 AS "maxUnitHeight", v."maxUnitWidth"::float8 AS "maxUnitWidth", v."maxUnitWeight"::float8 AS "maxUnitWeight",
           i."deliveredOn", i."loadedOn", i."dischargedOn", i."customsClearedOn",
           b."agentId", b."lineId", b.confirmation::text AS confirmation, b."podId", v.number AS voyage, ve.name AS vessel,
           ARRAY(SELECT DISTINCT f.kind::text FROM "BookingFile" f WHERE f."itemId" = i.id) AS papers
      FROM "BookingItem" i
      JOIN "Booking" b ON b.id = i."bookingId"
      LEFT JOIN "Voyage" v ON v.id = b."voyageId"
      LEFT JOIN "Vessel" ve ON ve.id = v."vesselId"
     WHERE i.id IN (${Prisma.join(ids)})
     ORDER BY i.id
       FOR UPDATE OF i`;
  return new Map(rows.map((r) => [r.id, r]));
}

/** Applies the entries in order to the locked items; every refusal is reported at once. */
async function planMilestones(
  tx: Tx,
  caller: Caller,
  entries: MilestoneEntry[],
  items: Map<number, LockedItem>,
): Promise<Planned[]> {
  const earlier = await tx.itemMilestone.findMany({
    where: { itemId: { in: [...items.keys()] } },
    orderBy: { id: "asc" },
  });
  const latest = new Map<
    number,
    {
      length: number | null;
      width: number | null;
      height: number | null;
      weight: number | null;
      customsDocs: string | null;
    }
  >();
  const remember = (
    itemId: number,
    m: {
      length?: number | null;
      width?: number | null;
      height?: number | null;
      weight?: number | null;
      customsDocs?: string | null;
    },
  ) => {
    const prev = latest.get(itemId) ?? { length: null, width: null, height: null, weight: null, customsDocs: null };
    latest.set(itemId, {
      length: m.length ?? prev.length,
      width: m.width ?? prev.width,
      height: m.height ?? prev.height,
      weight: m.weight ?? prev.weight,
      customsDocs: m.customsDocs ?? prev.customsDocs,
    });
  };
  for (const m of earlier) remember(m.itemId, m);
  // The destination's papers before gate-in, as the line's rules say at this gate-in.
  const papersNeeded = await requiredPapersAtGate(
    tx,
    entries.flatMap((e) => {
      const item = items.get(e.itemId);
      return item && MILESTONE_TYPES[e.milestone.type] === "DELIVERED" ? [item] : [];
    }),
  );

  const notFound: FieldError[] = [];
  const refused: FieldError[] = [];
  const plan: Planned[] = [];
  entries.forEach((entry, i) => {
    const item = items.get(entry.itemId);
    if (!item || (caller.role === "STAFF" && item.lineId !== caller.lineId)) {
      notFound.push(
        fieldError(`[${i}].itemId`, "not_found", refusal("refusals.feed.noSuchItem", { id: entry.itemId })),
      );
      return;
    }
    const type = MILESTONE_TYPES[entry.milestone.type];
    const papers = type === "DELIVERED" ? papersRefusal(item.id, papersNeeded.get(item.id) ?? [], item.papers) : null;
    const why = refusalOf(item, type, entry.milestone.on) ?? papers;
    if (why) {
      refused.push(fieldError(`[${i}].type`, why.code, why.message));
      return;
    }
    const field = DATE_FIELD[type];
    item[field.sets] = new Date(`${entry.milestone.on}T00:00:00.000Z`);
    const moved = applyMilestone(type, { state: item.state, isCanceled: false });
    if (moved.ok) item.state = moved.state;
    remember(item.id, entry.milestone);
    const known = latest.get(item.id)!;
    const record = itemUpdateRecord({
      ...item,
      itemId: item.id,
      serial: item.serialNumber,
      location: entry.milestone.location ?? null,
      length: known.length ?? item.length,
      width: known.width ?? item.width,
      height: known.height ?? item.height,
      weight: known.weight ?? item.weight,
      customsDocs: known.customsDocs ?? item.clearanceDoc,
    });
    // The gate: a Delivered unit over the voyage's limits or off its booked measures is recorded, and flagged.
    const flag = type === "DELIVERED" ? gaugeFlag(entry.milestone, item, item) : null;
    plan.push({ entry, type, item, status: itemStatusName(item.state), record, gaugeFlag: flag });
  });
  if (notFound.length) throw new ApiError("NOT_FOUND", refusal("refusals.feed.itemMissing"), [...notFound, ...refused]);
  if (refused.length) throw new ApiError("NOT_ALLOWED", refusal("refusals.feed.stateMismatch"), refused);
  return plan;
}

/** Why the milestone does not fit the item ("Item 12: …"), or null. */
function refusalOf(
  item: LockedItem,
  type: MilestoneType,
  on: string,
): { code: string; message: Worded | string } | null {
  const id = item.id;
  const canceled = item.isCanceled || item.bookingCanceled;
  const field = DATE_FIELD[type];
  // Before the state check: a milestone already recorded (by this call, an earlier one, or one
  // that won a race for the item's lock) has also moved the item past the state it needs, and
  // "repeated" is what the sender has to hear, not "out of order".
  if (!canceled && item[field.sets])
    return {
      code: "repeated",
      message: refusal("refusals.feed.alreadyRecorded", { id, on: String(isoDay(item[field.sets])) }),
    };
  const state = applyMilestone(type, { state: item.state, isCanceled: canceled });
  if (!state.ok) {
    // The state table's reason, keyed here; should its English ever differ, its English is sent.
    const english = `Item ${id}: ${state.reason}`;
    const keyed = canceled
      ? refusal("refusals.feed.unitCanceled", { id })
      : refusal("refusals.feed.outOfOrder", { id, status: itemStatusName(item.state), milestone: type });
    return { code: canceled ? "canceled" : "out_of_order", message: keyed.text === english ? keyed : english };
  }
  if (type === "DELIVERED" && item.confirmation !== null && !GATE_OPEN.has(item.confirmation))
    return {
      code: "booking_not_confirmed",
      message: refusal("refusals.feed.notConfirmed", { id }),
    };
  if (type === "LOADED" && item.block) {
    return {
      code: "unit_blocked",
      message: item.blockReason?.trim()
        ? refusal("refusals.feed.unitBlockedBecause", { id, reason: item.blockReason.trim() })
        : refusal("refusals.feed.unitBlocked", { id }),
    };
  }
  const before = field.notBefore ? item[field.notBefore] : null;
  if (before && on < isoDay(before)!)
    return {
      code: "date_order",
      message: refusal("refusals.feed.dateBefore", {
        id,
        on,
        before: field.notBefore === "deliveredOn" ? "delivery" : "loading",
        date: String(isoDay(before)),
      }),
    };
  return null;
}

async function writeMilestones(tx: Tx, caller: Caller, plan: Planned[]): Promise<RecordedMilestone[]> {
  // Multi-row statements from one JSON parameter: Prisma's createManyAndReturn takes seconds for a thousand rows.
  const milestoneRows = JSON.stringify(
    plan.map(({ entry, type, gaugeFlag }) => ({
      itemId: entry.itemId,
      type,
      on: entry.milestone.on,
      location: entry.milestone.location ?? null,
      length: entry.milestone.length ?? null,
      width: entry.milestone.width ?? null,
      height: entry.milestone.height ?? null,
      weight: entry.milestone.weight ?? null,
      customsDocs: entry.milestone.customsDocs ?? null,
      gaugeFlag,
    })),
  );
  const milestones = await tx.$queryRaw<{ id: number; itemId: number; type: MilestoneType }[]>`
    INSERT INTO "ItemMilestone" ("itemId", type, "on", location, length, width, height, weight, "customsDocs", "gaugeFlag", "recordedById")
    SELECT m."itemId", m.type::"MilestoneType", m."on", m.location, m.length, m.width, m.height, m.weight, m."customsDocs", m."gaugeFlag", ${caller.kind === "user" ? caller.id : null}::int
      FROM jsonb_to_recordset(${milestoneRows}::jsonb) AS m("itemId" int, type text, "on" date, location text, length int, width int, height int, weight int, "customsDocs" text, "gaugeFlag" text)
    RETURNING id, "itemId", type::text AS type`;
  const milestoneId = new Map(milestones.map((m) => [`${m.itemId}:${m.type}`, m.id]));
  const finalItems = [...new Map(plan.map((p) => [p.item.id, p.item])).values()];
  const changes = JSON.stringify(
    finalItems.map((i) => ({
      id: i.id,
      state: i.state,
      d: isoDay(i.deliveredOn),
      l: isoDay(i.loadedOn),
      x: isoDay(i.dischargedOn),
      c: isoDay(i.customsClearedOn),
    })),
  );
  await tx.$executeRaw`
    UPDATE "BookingItem" b
       SET state = v.state::"ItemState", "deliveredOn" = v.d, "loadedOn" = v.l, "dischargedOn" = v.x, "customsClearedOn" = v.c, "updatedAt" = now()
      FROM jsonb_to_recordset(${changes}::jsonb) AS v(id int, state text, d date, l date, x date, c date)
     WHERE b.id = v.id`;
  const updateRows = JSON.stringify(
    plan.map((p) => ({
      itemId: p.item.id,
      agentId: p.item.agentId,
      milestoneId: milestoneId.get(`${p.item.id}:${p.type}`)!,
      record: p.record,
    })),
  );
  const updates = await tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "ItemUpdate" ("itemId", "agentId", "milestoneId", record)
    SELECT u."itemId", u."agentId", u."milestoneId", u.record FROM jsonb_to_recordset(${updateRows}::jsonb) AS u("itemId" int, "agentId" int, "milestoneId" int, record jsonb)
    RETURNING id`;
  // The outbox: one row per record and live subscription of the booking's agent (paused ones too; they catch up on resume).
  await tx.$executeRaw`
    INSERT INTO "FeedDelivery" ("subscriptionId", "itemUpdateId")
    SELECT s.id, u.id FROM "ItemUpdate" u JOIN "FeedSubscription" s ON s."agentId" = u."agentId" AND s."disabledAt" IS NULL
       AND 'item.updated' = ANY(s.events)
     WHERE u.id IN (${Prisma.join(updates.map((u) => u.id))})
     ORDER BY u.id, s.id`;
  // The people: one notification per booking and milestone type, to the agent's users.
  await notifyMilestones(
    tx,
    milestones.map((m) => m.id),
  );
  // Discharged and cleared units may complete a document's release (lib/papers/release.ts).
  const atDestination = plan.filter((p) => p.type === "DISCHARGED" || p.type === "CUSTOMS_CLEARED");
  if (atDestination.length)
    await notifyReleasableItems(
      tx,
      atDestination.map((p) => p.item.id),
      new Date(),
    );
  return plan.map((p) => ({
    itemId: p.item.id,
    milestoneId: milestoneId.get(`${p.item.id}:${p.type}`)!,
    status: p.status,
    record: p.record,
  }));
}

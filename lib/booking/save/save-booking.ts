import "server-only";
// Saves one booking message (create, or update by the ids returned earlier) under spec rules
// 1–5 and 9–13, in one transaction. Rules 6–8 were checked by the schema before this runs.
// TestOnly does everything, writes included, and rolls back.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { db, type Tx } from "@/lib/db/prisma";
import { authorizeSave } from "@/lib/booking/save/authorize-save";
import type { Change } from "@/lib/booking/message/booking-fields";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkChassisRules, type ChassisCandidate } from "@/lib/booking/rules/chassis-rules";
import { checkPolChange } from "@/lib/booking/rules/item-rules";
import { checkBlockOwner } from "@/lib/booking/rules/block-owner";
import { planItems, type PlannedItem } from "@/lib/booking/save/plan-items";
import { resolveReferences, type ResolvedReferences } from "@/lib/booking/save/resolve-references";
import { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { BookingSaveResponse, ExtBooking } from "@/lib/booking/message/save-schema";
import { saveResponse } from "@/lib/booking/save/save-response";
import { SERIAL_TYPES, serialLast6, type SerialType } from "@/lib/booking/units/serial";
import type { StoredBooking } from "@/lib/booking/message/stored-booking";
import { headerColumns, partiesOf, writeBooking, writeRevision } from "@/lib/booking/save/write-booking";
import { writeItems } from "@/lib/booking/save/write-items";
import { isDraftStatus } from "@/lib/booking/rules/item-state";
import { checkLineChanges } from "@/lib/booking/rules/line-change-rules";
import { checkDestinationRules } from "@/lib/booking/rules/destination-rules";
import { checkAcceptance } from "@/lib/acceptance/check-acceptance";
import { loadModelMeasures } from "@/lib/acceptance/model-measures";
import { inferLine } from "@/lib/acceptance/infer-line";
import { checkFileReferences } from "@/lib/booking/rules/file-references";
import { priceBooking, type BookingPricing } from "@/lib/pricing/price-booking";
import { markBeforeAmendment, settleConfirmation } from "@/lib/booking/decision/save-confirmation";
import { papersAfterSave } from "@/lib/papers/after-save";
import { refusal } from "@/lib/i18n/sentences";
import { propertyOf } from "@/lib/core/narrow";

export interface SaveBookingOptions {
  testOnly: boolean;
  /** runs inside the transaction just before a real save commits (the idempotency record) */
  beforeCommit?: (tx: Tx, response: BookingSaveResponse) => Promise<void>;
  now?: Date;
  /** the line confirms a held amendment: saved as its author, without a version check, in the decision's revision */
  amendment?: { decidedBy: Caller; changes: Change[] };
}

const MAX_ATTEMPTS = 4;
const TRANSACTION = { maxWait: 15_000, timeout: 60_000 };
/** The longest a save can run, every retry included: a claim on it older than this is stale. */
export const SAVE_TIME_LIMIT_MS = MAX_ATTEMPTS * (TRANSACTION.maxWait + TRANSACTION.timeout);

class TestOnlyRollback extends Error {
  constructor(readonly response: BookingSaveResponse) {
    super("TestOnly: roll back");
  }
}

function errorCodes(error: unknown): { codes: string[]; message: string; cause: unknown } {
  const message = propertyOf(error, "message");
  return {
    codes: [propertyOf(error, "code"), propertyOf(propertyOf(error, "meta"), "code")].map(String),
    message: typeof message === "string" ? message : "",
    cause: propertyOf(error, "cause"),
  };
}

/** Deadlocks between lock orders and serialization failures: the transaction may simply run again. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    const { codes, message, cause } = errorCodes(e);
    if (codes.some((c) => c === "40P01" || c === "40001" || c === "P2034")) return true;
    if (/deadlock detected|could not serialize access/i.test(message)) return true;
    e = cause;
  }
  return false;
}

/** Two saves adding one address-book code at once: the second runs again and finds the first's. */
function isUniqueViolation(error: unknown): boolean {
  const { codes } = errorCodes(error);
  return codes.includes("P2002") || codes.includes("23505");
}

/** Saves a validated booking message for the caller; throws ApiError for every refusal. */
export async function saveBooking(
  caller: Caller,
  booking: ExtBooking,
  options: SaveBookingOptions,
): Promise<BookingSaveResponse> {
  const now = options.now ?? new Date();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db().$transaction((tx) => saveInTransaction(tx, caller, booking, options, now), TRANSACTION);
    } catch (error) {
      if (error instanceof TestOnlyRollback) return error.response;
      if (attempt < MAX_ATTEMPTS && (isRetryable(error) || isUniqueViolation(error))) continue;
      if (errorCodes(error).codes.includes("P2028"))
        throw new ApiError("UNAVAILABLE", refusal("refusals.booking.busy"));
      throw error;
    }
  }
}

/** The save inside a transaction the caller holds (the line's decision applies a held amendment so). */
export const saveBookingInTransaction = (
  tx: Tx,
  caller: Caller,
  message: ExtBooking,
  options: SaveBookingOptions & { now: Date },
): Promise<BookingSaveResponse> => saveInTransaction(tx, caller, message, options, options.now);

async function saveInTransaction(
  tx: Tx,
  caller: Caller,
  message: ExtBooking,
  options: SaveBookingOptions,
  now: Date,
): Promise<BookingSaveResponse> {
  const h = message.Header;
  const errors = new RuleErrors();

  // Rules 2 and 3 (who, which booking), rule 4 for the booking, Header.Version.
  const { stored, agentId } = await authorizeSave(tx, caller, h);
  const savepoint = await markBeforeAmendment(tx, caller, stored, !!options.amendment);

  // Rule 1: references.
  const refs = await resolveReferences(tx, {
    agentId,
    booking: message,
    currentParties: stored ? partiesOf(stored) : undefined,
    errors,
  });
  // A quotation (RequestType 1) is checked like a booking but holds no space and no chassis;
  // saved with RequestType 2 it becomes a booking (lib/pricing/price-booking.ts keeps its prices).
  const requestType = requestTypeOf(h.RequestType ?? null, stored, errors);
  const quotation = requestType === 1;
  const acceptingQuote = !!stored && stored.requestType === 1 && !quotation;
  const draft = isDraftStatus(h.Status) && !quotation;
  let lineId =
    refs.line?.id ?? refs.voyage?.lineId ?? stored?.lineId ?? (caller.role === "STAFF" ? caller.lineId : null);
  // A booking (not a draft) that names no voyage must still reach one line's staff.
  const namesVoyage = !!h.VoyageId || !!h.BookingVoyage?.trim();
  if (!namesVoyage && !draft && !h.IsCanceled)
    lineId = await inferLine(tx, { lineId, pol: refs.pol, pod: refs.pod, podGiven: !!h.Pod?.trim(), now, errors });
  if (caller.role === "STAFF" && lineId !== caller.lineId) {
    errors.add(
      "FORBIDDEN",
      refs.line ? "Header.Line" : "Header.BookingVoyage",
      "line_mismatch",
      refusal("refusals.booking.staffOwnLine"),
    );
  }

  // Items: rules 3, 4, 12, 13; then rule 5 and rules 9–11 on the booking as it will be.
  const planned = planItems(message, stored, { refs, draft, errors });
  checkBlockOwner(caller, planned, errors);
  checkPolChange(stored, refs, errors);
  await checkFileReferences(tx, { agentId, message, planned, errors });
  await checkLineChanges(tx, { message, stored, refs, planned, errors });
  await checkDestinationRules(tx, { lineId, refs, stored, planned, errors, now });
  if (refs.pol && !errors.has("FORBIDDEN") && !quotation)
    await checkChassis(tx, { stored, refs, lineId, planned, errors, now, heldNothing: acceptingQuote });
  // Read once: acceptance and pricing both fill units' measures from their models.
  const models = await loadModelMeasures(tx, refs, stored);
  // The line's acceptance rules (sailing, cut-off, limits, stop sale, space) last: space is
  // counted under a lock on the voyage, held only by saves that pass everything else.
  if (!errors.has("FORBIDDEN"))
    await checkAcceptance(tx, {
      caller,
      message,
      stored,
      refs,
      planned,
      models,
      errors,
      now,
      quotation,
      storedHeldNothing: acceptingQuote || stored?.confirmation === "WAITLISTED",
    });
  // The waitlist: a booking refused only for space may wait for it, holding none.
  const waitlisted =
    !!h.Waitlist &&
    !quotation &&
    !draft &&
    // a new booking, a draft or quotation becoming one, or a waitlisted booking saved again
    (!stored || !stored.confirmation || stored.confirmation === "WAITLISTED") &&
    errors.onlyCode("voyage_full");
  if (waitlisted) errors.clear();
  errors.throwIfAny();

  // Prices: the tariff's, a quote's or staff's; a Price the client sent is not taken.
  const pricing = await priceBooking(tx, { stored, planned, refs, models, lineId, quotation, acceptingQuote, now });
  for (const [p, price] of pricing.items)
    if (p.kind === "sent")
      Object.assign(p.data, {
        ...price,
        priceLines: price.priceLines ?? Prisma.DbNull,
      });
  for (const p of planned)
    if (p.kind === "sent" && !pricing.items.has(p))
      p.data.price = p.stored?.price == null ? null : Number(String(p.stored.price));

  // Writes.
  const itemCount = planned.filter((p) => !p.isCanceled).length;
  const header = {
    ...headerColumns(message, { stored, refs, lineId, draft, itemCount }),
    ...pricing.header,
    requestType,
  };
  if (quotation) header.status = "Quotation";
  else if (header.status === "Quotation") header.status = "Approved";
  const changes: Change[] = [];
  const written = await writeBooking(tx, { stored, agentId, header, refs, plannedItems: planned.length }, changes);
  await writeItems(tx, written.id, planned, changes);
  const quoteNumber = await writeLeftOutPrices(tx, {
    written,
    planned,
    pricing,
    quotation,
    changes,
    testOnly: options.testOnly,
  });
  const settled = await settleConfirmation(tx, {
    caller,
    stored,
    bookingId: written.id,
    lineId,
    undecidable: draft || quotation,
    canceling: !!h.IsCanceled,
    changes,
    message,
    savepoint,
    applyingAmendment: !!options.amendment,
    waitlisted,
    now,
  });
  if (settled.held) {
    // Nothing of the change is written: the line decides it (lib/booking/decision/decide-booking.ts).
    const heldChanges = [{ path: "Confirmation.PendingAmendment", from: null, to: changes.map((c) => c.path) }];
    await writeRevision(tx, caller, written.id, settled.version, heldChanges);
  } else if (options.amendment) {
    await writeRevision(tx, options.amendment.decidedBy, written.id, written.version, [
      ...options.amendment.changes,
      ...changes,
    ]);
  } else await writeRevision(tx, caller, written.id, written.version, changes);
  // The papers of cancelled units, and the invoice of a line that invoices at confirmation.
  if (!settled.held) await papersAfterSave(tx, written.id, now);

  const response = saveResponse(message, {
    written: settled.held ? { ...written, version: settled.version } : written,
    created: !stored,
    // a held change creates nothing yet: its new units have no ids until the line confirms it
    testOnly: options.testOnly || settled.held,
    status: header.status,
    itemCount,
    planned,
    pricing: { ...pricing, quoteNumber },
    confirmation: settled.confirmation,
  });
  response.testOnly = options.testOnly;
  if (options.testOnly) throw new TestOnlyRollback(response);
  await options.beforeCommit?.(tx, response);
  return response;
}

const isSerialType = (value: string | null): value is SerialType => SERIAL_TYPES.some((t) => t === value);

/**
 * The save's RequestType: as sent, else the stored one (a quotation saved again without it stays a
 * quotation). A booking never turns back into a quotation.
 */
function requestTypeOf(sent: number | null, stored: StoredBooking | null, errors: RuleErrors): number | null {
  const storedType = stored?.requestType ?? null;
  if (sent === 1 && stored && storedType !== 1) {
    errors.add(
      "NOT_ALLOWED",
      "Header.RequestType",
      "booking_not_quotation",
      refusal("refusals.booking.notQuotationAgain", { booking: stored.bookingCode }),
    );
    return storedType;
  }
  return sent ?? storedType;
}

/**
 * Prices of stored items the message leaves out (writeItems writes the sent ones), and a new
 * quotation's number. Returns the quote number.
 */
async function writeLeftOutPrices(
  tx: Tx,
  input: {
    written: { id: number; bookingCode: string };
    planned: PlannedItem[];
    pricing: BookingPricing;
    quotation: boolean;
    changes: Change[];
    testOnly: boolean;
  },
): Promise<string | null> {
  for (const [p, price] of input.pricing.items) {
    if (
      p.kind !== "left-out" ||
      (p.stored.priceMinor === price.priceMinor &&
        p.stored.priceKey === price.priceKey &&
        p.stored.priceSource === price.priceSource)
    )
      continue;
    await tx.bookingItem.update({
      where: { id: p.stored.id },
      data: { ...price, priceLines: price.priceLines ?? Prisma.DbNull },
    });
    const from = p.stored.price == null ? null : Number(String(p.stored.price));
    if (from !== price.price) input.changes.push({ path: `Items[Id=${p.stored.id}].Price`, from, to: price.price });
  }
  if (input.pricing.quoteNumber || !input.quotation) return input.pricing.quoteNumber;
  const quoteNumber = `Q-${input.written.bookingCode}`;
  await tx.booking.update({ where: { id: input.written.id }, data: { quoteNumber } });
  return input.testOnly && !input.pricing.quoteNumber ? null : quoteNumber;
}

/** Rules 9–11 for every live unit; a staff exception found for a unit is written with it. */
async function checkChassis(
  tx: Tx,
  input: {
    stored: StoredBooking | null;
    refs: ResolvedReferences;
    lineId: number | null;
    planned: PlannedItem[];
    errors: RuleErrors;
    now: Date;
    heldNothing: boolean;
  },
): Promise<void> {
  const { stored, refs, planned } = input;
  const pol = refs.pol!;
  const polChanged = !!stored && pol.id !== stored.polId;
  const candidates: ChassisCandidate[] = [];
  const candidateOf = new Map<PlannedItem, number>();
  for (const p of planned) {
    if (p.isCanceled) continue;
    const unit = p.kind === "sent" ? p.data : p.stored;
    const { chassis, unitModelId: modelId, serialType } = unit;
    if (!chassis || !modelId || !isSerialType(serialType)) continue;
    // A quotation held no chassis: each of its units is checked when it becomes a booking.
    const changed =
      !p.stored ||
      input.heldNothing ||
      polChanged ||
      p.stored.isCanceled ||
      p.stored.chassis !== chassis ||
      p.stored.unitModelId !== modelId;
    candidateOf.set(p, candidates.length);
    candidates.push({
      path: p.kind === "sent" ? `Items[${p.index}].SerialNumber` : "Header.Pol",
      itemId: p.stored?.id ?? null,
      modelId,
      serialType,
      chassis,
      last6: serialLast6(chassis),
      changed,
    });
  }
  const exceptions = await checkChassisRules(tx, {
    bookingId: stored?.id ?? null,
    lineId: input.lineId,
    pol,
    candidates,
    errors: input.errors,
    now: input.now,
  });
  for (const [p, c] of candidateOf) {
    if (p.kind === "sent" && candidates[c].changed) p.data.chassisExceptionId = exceptions.get(c) ?? null;
  }
}

import type { z } from "zod";
import "server-only";
// Shipping instructions (DESIGN.md; DCSA eDocumentation 3.0): the agent says which units of a
// confirmed booking go on which document, its kind, freight payment and parties; each
// instruction makes one transport document, drafted at once. Changed before the agent approves
// the draft, it makes the next draft revision with what changed. The line's instruction cut-off
// (siCutOffHours after the Pol's departure, port time) binds agents; staff may accept late ones.
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { ApiError, fieldError, type FieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { jsonCellOf, type Change } from "@/lib/db/json";
import { db, type Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { portInstant } from "@/lib/time/port-time";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { nextPaperNumber, normalNumber } from "@/lib/papers/numbers";
import { documentParty, wrongState } from "@/lib/papers/load";
import { notifyDocument } from "@/lib/papers/events";
import {
  DOCUMENT_STATE_NAME,
  instructionBodySchema,
  instructionState,
  KIND_OF_NAME,
  PAYMENT_OF_NAME,
  type InstructionBody,
  type InstructionResponse,
} from "@/lib/papers/schemas";

const TRANSACTION = { maxWait: 15_000, timeout: 60_000 };
const PARTY = { select: { code: true, name: true, firstName: true, lastName: true, address: true } } as const;

interface LockedBooking {
  id: number;
  agentId: number;
  lineId: number | null;
  bookingCode: string;
  isCanceled: boolean;
  confirmation: string | null;
  voyageId: number | null;
  polId: number;
}

async function lockBooking(tx: Tx, caller: Caller, bookingId: number): Promise<LockedBooking & { lineId: number }> {
  const [b] = await tx.$queryRaw<LockedBooking[]>`
    SELECT id, "agentId", "lineId", "bookingCode", "isCanceled", confirmation::text AS confirmation, "voyageId", "polId"
      FROM "Booking" WHERE id = ${bookingId} FOR UPDATE`;
  if (!b || !canSeeBooking(caller, b))
    throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchBooking", { id: bookingId }));
  if (b.isCanceled || b.lineId === null || (b.confirmation !== "CONFIRMED" && b.confirmation !== "PENDING_AMENDMENT"))
    throw new ApiError("NOT_ALLOWED", refusal("refusals.papers.notConfirmed", { booking: b.bookingCode }), [
      fieldError("bookingId", "wrong_state", refusal("refusals.papers.forConfirmedBooking")),
    ]);
  return { ...b, lineId: b.lineId };
}

/** The instruction cut-off of the booking's Pol call, as an instant, with its port-time text; null when the booking names no voyage. */
async function instructionCutOff(tx: Tx, b: LockedBooking, hours: number): Promise<{ at: Date; text: string } | null> {
  if (b.voyageId === null) return null;
  const visit = await tx.visit.findFirst({
    where: { voyageId: b.voyageId, portId: b.polId, canLoad: true },
    orderBy: { sequence: "asc" },
    include: { port: { select: { timeZone: true } } },
  });
  if (!visit) return null;
  const wall = new Date(visit.departure.getTime() + hours * 3_600_000);
  return {
    at: portInstant(formatLocalDateTime(wall), visit.port.timeZone),
    text: formatLocalDateTime(wall).replace("T", " ").slice(0, 16),
  };
}

async function checkCutOff(
  tx: Tx,
  caller: Caller,
  b: LockedBooking,
  body: InstructionBody,
  now: Date,
): Promise<boolean> {
  const line = await tx.shippingLine.findUniqueOrThrow({ where: { id: b.lineId! }, select: { siCutOffHours: true } });
  const cutOff = await instructionCutOff(tx, b, line.siCutOffHours);
  if (!cutOff || now <= cutOff.at) return false;
  const staff = caller.role === "STAFF" || caller.role === "ADMIN";
  if (staff && body.acceptLate) return true;
  throw new ApiError(
    "NOT_ALLOWED",
    refusal("refusals.papers.cutOffPassed", { booking: b.bookingCode, time: cutOff.text }),
    [
      fieldError(
        "",
        "si_cut_off_passed",
        refusal(staff ? "refusals.papers.cutOffPassedStaff" : "refusals.papers.cutOffPassedAgent", {
          time: cutOff.text,
        }),
      ),
    ],
  );
}

/** The units of the instruction: as listed (each a live, approved unit of the booking), or every live one not on a live document. */
async function resolveUnits(
  tx: Tx,
  b: LockedBooking,
  body: InstructionBody,
  documentId: number | null,
): Promise<number[]> {
  const live = await tx.bookingItem.findMany({
    where: { bookingId: b.id, isCanceled: false, state: { not: "DRAFT" } },
    select: {
      id: true,
      documentUnits: {
        where: { liveItemId: { not: null } },
        select: { documentId: true, document: { select: { number: true } } },
      },
    },
    orderBy: { id: "asc" },
  });
  const byId = new Map(live.map((i) => [i.id, i]));
  const onOther = (i: (typeof live)[number]) => i.documentUnits.find((u) => u.documentId !== documentId);
  if (!body.items) {
    const free = live.filter((i) => !onOther(i)).map((i) => i.id);
    if (!free.length)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.papers.everyUnitOnDocument"), [
        fieldError("items", "unit_on_live_document", refusal("refusals.papers.noUnitLeft")),
      ]);
    return free;
  }
  const notFound: FieldError[] = [];
  const taken: FieldError[] = [];
  const ids = [...new Set(body.items)];
  body.items.forEach((id, n) => {
    const item = byId.get(id);
    if (!item)
      notFound.push(
        fieldError(`items[${n}]`, "not_found", refusal("refusals.papers.notLiveUnit", { id, booking: b.bookingCode })),
      );
    else if (onOther(item))
      taken.push(
        fieldError(
          `items[${n}]`,
          "unit_on_live_document",
          refusal("refusals.papers.unitOnDocument", { id, document: onOther(item)!.document.number }),
        ),
      );
  });
  if (notFound.length) throw new ApiError("VALIDATION_FAILED", refusal("refusals.papers.unitNotOfBooking"), notFound);
  if (taken.length) throw new ApiError("NOT_ALLOWED", refusal("refusals.papers.unitOnOtherDocument"), taken);
  return ids;
}

/** Columns of the instruction from the body (parties defaulting to the booking's). */
async function instructionColumns(tx: Tx, b: LockedBooking, body: InstructionBody) {
  const booking = await tx.booking.findUniqueOrThrow({
    where: { id: b.id },
    select: { consignee: PARTY, notify: PARTY },
  });
  const bl = body.documentKind === "BillOfLading";
  const consignee = body.toOrder ? null : (body.consignee ?? documentParty(booking.consignee));
  const notify = body.notify ?? documentParty(booking.notify);
  return {
    documentKind: KIND_OF_NAME[body.documentKind],
    originals: bl ? (body.originals ?? 3) : 0,
    freightPayment: PAYMENT_OF_NAME[body.freightPayment],
    consignee: consignee ? consignee : Prisma.DbNull,
    toOrder: !!body.toOrder,
    notify: notify ? notify : Prisma.DbNull,
    marksAndNumbers: body.marksAndNumbers || null,
    remarks: body.remarks || null,
  };
}

/** A unit already on another live document that raced us to the unique live-item index. */
async function linkUnits(tx: Tx, documentId: number, itemIds: number[]): Promise<void> {
  try {
    await tx.$executeRaw`SAVEPOINT link_units`;
    for (const itemId of itemIds)
      await tx.transportDocumentItem.upsert({
        where: { documentId_itemId: { documentId, itemId } },
        create: { documentId, itemId, liveItemId: itemId },
        update: { liveItemId: itemId },
      });
    await tx.$executeRaw`RELEASE SAVEPOINT link_units`;
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")
      throw new ApiError("NOT_ALLOWED", refusal("refusals.papers.unitOnOtherDocument"), [
        fieldError("items", "unit_on_live_document", refusal("refusals.papers.unitTakenMeanwhile")),
      ]);
    throw e;
  }
}

const userIdOf = (caller: Caller) => (caller.kind === "user" ? caller.id : null);

/** POST /api/bookings/{id}/shipping-instructions → 201: the instruction and its draft document. */
export async function submitInstructions(
  caller: Caller,
  bookingId: number,
  body: z.output<typeof instructionBodySchema>,
  now = new Date(),
): Promise<InstructionResponse> {
  return db().$transaction(async (tx) => {
    const b = await lockBooking(tx, caller, bookingId);
    const late = await checkCutOff(tx, caller, b, body, now);
    const itemIds = await resolveUnits(tx, b, body, null);
    const line = await tx.shippingLine.findUniqueOrThrow({ where: { id: b.lineId }, select: { id: true, code: true } });
    const columns = await instructionColumns(tx, b, body);
    const si = await tx.shippingInstruction.create({
      data: {
        ...columns,
        number: await nextPaperNumber(tx, line, "SI"),
        bookingId: b.id,
        lineId: b.lineId,
        agentId: b.agentId,
        late,
      },
    });
    const doc = await tx.transportDocument.create({
      data: {
        number: await nextPaperNumber(tx, line, "TD"),
        instructionId: si.id,
        bookingId: b.id,
        lineId: b.lineId,
        agentId: b.agentId,
        kind: columns.documentKind,
      },
    });
    await linkUnits(tx, doc.id, itemIds);
    await tx.transportDocumentRevision.create({
      data: {
        documentId: doc.id,
        revision: 1,
        event: "drafted",
        actor: caller.name,
        changes: [
          { path: "instruction", from: null, to: si.number },
          ...(late ? [{ path: "late", from: null, to: true }] : []),
        ],
      },
    });
    await notifyDocument(tx, doc.id, "drafted", userIdOf(caller), now);
    return {
      number: si.number,
      state: "Received",
      late,
      transportDocument: { number: doc.number, state: "Draft", revision: 1 },
    };
  }, TRANSACTION);
}

/** What changed between the stored instruction (and its units) and the new one, field by field. */
function instructionChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  unitsBefore: number[],
  unitsAfter: number[],
): Change[] {
  const out: Change[] = [];
  const norm = (v: unknown) =>
    v === Prisma.DbNull || v === undefined ? null : jsonCellOf(v, "An instruction's column");
  for (const key of Object.keys(after)) {
    const [from, to] = [norm(before[key]), norm(after[key])];
    if (JSON.stringify(from) !== JSON.stringify(to)) out.push({ path: key, from, to });
  }
  const [a, z] = [unitsBefore.join(","), unitsAfter.join(",")];
  if (a !== z) out.push({ path: "items", from: unitsBefore, to: unitsAfter });
  return out;
}

/**
 * PUT /api/shipping-instructions/{number}: the agent changes its instructions while the document is
 * a draft; the document is drafted again (the next revision) with what changed. After approval: 409.
 */
export async function reviseInstructions(
  caller: Caller,
  number: string,
  body: z.output<typeof instructionBodySchema>,
  now = new Date(),
): Promise<InstructionResponse> {
  return db().$transaction(async (tx) => {
    const found = await tx.shippingInstruction.findUnique({
      where: { number: normalNumber(number) },
      select: { bookingId: true },
    });
    if (!found)
      throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchInstruction", { number: normalNumber(number) }));
    const b = await lockBooking(tx, caller, found.bookingId);
    const si = await tx.shippingInstruction.findUniqueOrThrow({
      where: { number: normalNumber(number) },
      include: { document: true },
    });
    const doc = si.document!;
    if (doc.state !== "DRAFT")
      throw wrongState(
        doc,
        "changed",
        refusal("refusals.papers.instructionsFrozen", { number: doc.number, state: DOCUMENT_STATE_NAME[doc.state] }),
      );
    const late = await checkCutOff(tx, caller, b, body, now);
    const itemIds = await resolveUnits(tx, b, body, doc.id);
    const columns = await instructionColumns(tx, b, body);
    const unitsBefore = (
      await tx.transportDocumentItem.findMany({
        where: { documentId: doc.id, liveItemId: { not: null } },
        orderBy: { itemId: "asc" },
      })
    ).map((u) => u.itemId);
    const changes = instructionChanges(
      si,
      columns,
      unitsBefore,
      [...itemIds].sort((x, y) => x - y),
    );
    if (!changes.length) return receipt(si.number, si.late, doc.number, "Draft", doc.revision);
    await tx.shippingInstruction.update({ where: { id: si.id }, data: { ...columns, late: si.late || late } });
    await tx.transportDocumentItem.updateMany({
      where: { documentId: doc.id, itemId: { notIn: itemIds } },
      data: { liveItemId: null },
    });
    await linkUnits(tx, doc.id, itemIds);
    const revision = doc.revision + 1;
    await tx.transportDocument.update({ where: { id: doc.id }, data: { revision, kind: columns.documentKind } });
    await tx.transportDocumentRevision.create({
      data: {
        documentId: doc.id,
        revision,
        event: "revised",
        actor: caller.name,
        changes: changes,
      },
    });
    await notifyDocument(tx, doc.id, "revised", userIdOf(caller), now);
    return receipt(si.number, si.late || late, doc.number, "Draft", revision);
  }, TRANSACTION);
}

function receipt(
  number: string,
  late: boolean,
  documentNumber: string,
  state: "Draft",
  revision: number,
): InstructionResponse {
  return {
    number,
    state: instructionState(state),
    late,
    transportDocument: { number: documentNumber, state, revision },
  };
}

import type { z } from "zod";
import "server-only";
// The transport document's states (docs/decisions: transport document states; DCSA
// eDocumentation 3.0): Draft → Approved (the agent) → Issued (the line's staff, once every unit is
// Loaded; shipped on board = the latest Loaded date) → Surrendered (a bill of lading's originals
// returned, or telex release); Void (staff, with a reason) from any state before Surrendered.
// Each move locks the document's row first, so of two at once the second sees the first's state
// and is refused 409 `wrong_state`.
import type { Caller } from "@/lib/auth/caller";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Change } from "@/lib/db/json";
import { db, type Tx } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TransportDocumentState } from "@/lib/generated/prisma/enums";
import {
  documentView,
  isoDay,
  lockDocument,
  requireLineSide,
  wrongState,
  type LockedDocument,
} from "@/lib/papers/load";
import { createInvoice } from "@/lib/papers/invoices";
import { notifyDocument, notifyIfReleasable, type DocumentEvent } from "@/lib/papers/events";
import { findVisibleDocument } from "@/lib/papers/release";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { storedParty, surrenderBodySchema, voidBodySchema, type TransportDocumentView } from "@/lib/papers/schemas";

const TRANSACTION = { maxWait: 15_000, timeout: 60_000 };
const userIdOf = (caller: Caller) => (caller.kind === "user" ? caller.id : null);

async function move(
  tx: Tx,
  caller: Caller,
  d: LockedDocument,
  to: TransportDocumentState,
  event: DocumentEvent,
  data: Prisma.TransportDocumentUpdateInput,
  changes: Change[],
  now: Date,
): Promise<TransportDocumentView> {
  await tx.transportDocument.update({ where: { id: d.id }, data: { ...data, state: to } });
  await tx.transportDocumentRevision.create({
    data: {
      documentId: d.id,
      revision: d.revision,
      event,
      actor: caller.name,
      changes: [{ path: "state", from: d.state, to }, ...changes],
    },
  });
  await notifyDocument(tx, d.id, event, userIdOf(caller), now);
  return documentView(tx, d.id);
}

/** POST …/approve: the agent approves the draft (admins on its behalf). */
export function approveDocument(caller: Caller, number: string, now = new Date()): Promise<TransportDocumentView> {
  return db().$transaction(async (tx) => {
    const d = await lockDocument(tx, caller, number);
    if (caller.role === "STAFF") throw new ApiError("FORBIDDEN", refusal("refusals.papers.agentApproves"));
    if (d.state !== "DRAFT") throw wrongState(d, "approved");
    return move(tx, caller, d, "APPROVED", "approved", { approvedAt: now }, [], now);
  }, TRANSACTION);
}

/** POST …/issue: staff issue an approved document once every unit on it is Loaded, and invoice it (the line's default). */
export function issueDocument(caller: Caller, number: string, now = new Date()): Promise<TransportDocumentView> {
  return db().$transaction(async (tx) => {
    const d = await lockDocument(tx, caller, number);
    requireLineSide(caller, d, "issue");
    if (d.state !== "APPROVED")
      throw wrongState(
        d,
        "issued",
        d.state === "DRAFT" ? refusal("refusals.papers.draftFirst", { number: d.number }) : undefined,
      );
    const units = await tx.transportDocumentItem.findMany({
      where: { documentId: d.id, liveItemId: { not: null } },
      include: { item: { select: { id: true, serialNumber: true, relativeId: true, state: true, loadedOn: true } } },
      orderBy: { itemId: "asc" },
    });
    const notLoaded = units.filter(
      (u) => !u.item.loadedOn || (u.item.state !== "LOADED" && u.item.state !== "DISCHARGED"),
    );
    if (notLoaded.length || !units.length)
      throw new ApiError(
        "NOT_ALLOWED",
        refusal("refusals.papers.issuedWhenLoaded", { number: d.number }),
        notLoaded.map((u) =>
          fieldError(
            `units[${u.item.id}]`,
            "not_loaded",
            u.item.serialNumber != null
              ? refusal("refusals.papers.serialNotLoaded", { serial: u.item.serialNumber })
              : refusal("refusals.papers.unitNotLoaded", { unit: u.item.relativeId }),
          ),
        ),
      );
    const shippedOnBoard = new Date(Math.max(...units.map((u) => u.item.loadedOn!.getTime())));
    const booking = await tx.booking.findUniqueOrThrow({
      where: { id: d.bookingId },
      select: { pol: { select: { name: true, code: true } }, line: { select: { invoiceAt: true } } },
    });
    const view = await move(
      tx,
      caller,
      d,
      "ISSUED",
      "issued",
      { issuedAt: now, shippedOnBoardDate: shippedOnBoard, placeOfIssue: booking.pol.name },
      [{ path: "shippedOnBoardDate", from: null, to: isoDay(shippedOnBoard) }],
      now,
    );
    if (booking.line?.invoiceAt !== "CONFIRMATION") {
      const si = await tx.shippingInstruction.findUniqueOrThrow({ where: { id: d.instructionId } });
      await createInvoice(
        tx,
        {
          bookingId: d.bookingId,
          documentId: d.id,
          itemIds: units.map((u) => u.item.id),
          freightPayment: si.freightPayment,
          consignee: si.toOrder ? null : storedParty(si.consignee),
        },
        now,
      );
      return documentView(tx, d.id);
    }
    return view;
  }, TRANSACTION);
}

/** POST …/surrender: a bill of lading's originals are returned (or telex release); a waybill is never surrendered. */
export function surrenderDocument(
  caller: Caller,
  number: string,
  body: z.output<typeof surrenderBodySchema>,
  now = new Date(),
): Promise<TransportDocumentView> {
  return db().$transaction(async (tx) => {
    const d = await lockDocument(tx, caller, number);
    requireLineSide(caller, d, "surrender");
    if (d.kind === "SEA_WAYBILL")
      throw wrongState(d, "surrendered", refusal("refusals.papers.waybillNoOriginals", { number: d.number }));
    if (d.state !== "ISSUED") throw wrongState(d, "surrendered");
    const view = await move(
      tx,
      caller,
      d,
      "SURRENDERED",
      "surrendered",
      { surrenderedAt: now, surrenderKind: body.kind },
      [{ path: "surrenderKind", from: null, to: body.kind }],
      now,
    );
    await notifyIfReleasable(tx, [d.id], now);
    return view;
  }, TRANSACTION);
}

/** POST …/void: staff void a document (before its surrender), with a reason; its units are free for another. */
export function voidDocument(
  caller: Caller,
  number: string,
  body: z.output<typeof voidBodySchema>,
  now = new Date(),
): Promise<TransportDocumentView> {
  return db().$transaction(async (tx) => {
    const d = await lockDocument(tx, caller, number);
    requireLineSide(caller, d, "void");
    if (d.state === "VOID" || d.state === "SURRENDERED") throw wrongState(d, "voided");
    await tx.transportDocumentItem.updateMany({ where: { documentId: d.id }, data: { liveItemId: null } });
    return move(
      tx,
      caller,
      d,
      "VOID",
      "voided",
      { voidedAt: now, voidReason: body.reason },
      [{ path: "voidReason", from: null, to: body.reason }],
      now,
    );
  }, TRANSACTION);
}

/** GET /api/transport-documents/{number}. */
export async function getDocument(caller: Caller, number: string): Promise<TransportDocumentView> {
  const tx = db();
  const d = await findVisibleDocument(tx, caller, number);
  return documentView(tx, d.id);
}

/** GET /api/bookings/{id}/transport-documents: every document of a booking, newest first. */
export async function listBookingDocuments(caller: Caller, bookingId: number): Promise<TransportDocumentView[]> {
  const tx = db();
  const b = await tx.booking.findUnique({ where: { id: bookingId }, select: { agentId: true, lineId: true } });
  if (!b || !canSeeBooking(caller, b))
    throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchBooking", { id: bookingId }));
  const docs = await tx.transportDocument.findMany({
    where: { bookingId },
    orderBy: { id: "asc" },
    select: { id: true },
  });
  const out: TransportDocumentView[] = [];
  for (const d of docs) out.push(await documentView(tx, d.id));
  return out;
}

import "server-only";
// Release at destination (DESIGN.md "Release at destination"): a document's units may go to the
// consignee only when every unit is Discharged and CustomsCleared, a Collect invoice is paid and a
// bill of lading is Surrendered (a waybill needs no surrender). Each missing condition is one
// reason, so staff at the Pod see everything that blocks each unit at once.
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { ApiError } from "@/lib/core/errors";
import { db, type Tx } from "@/lib/db/prisma";
import { normalNumber } from "@/lib/papers/numbers";
import { openMinor } from "@/lib/papers/invoice-view";
import { formatMoney } from "@/lib/pricing/money";
import { DOCUMENT_STATE_NAME, type ReleaseReason, type ReleaseStatus } from "@/lib/papers/schemas";

export async function releaseReasons(tx: Tx, documentId: number): Promise<ReleaseReason[]> {
  const d = await tx.transportDocument.findUniqueOrThrow({
    where: { id: documentId },
    include: {
      instruction: { select: { freightPayment: true } },
      items: { where: { liveItemId: { not: null } }, orderBy: { itemId: "asc" }, include: { item: true } },
      invoices: true,
    },
  });
  const reasons: ReleaseReason[] = [];
  if (d.state !== "ISSUED" && d.state !== "SURRENDERED")
    reasons.push({
      path: "state",
      code: "not_issued",
      message: `The document is ${DOCUMENT_STATE_NAME[d.state]}: only an issued document releases units.`,
    });
  d.items.forEach(({ item }) => {
    const unit = item.serialNumber ?? `unit ${item.relativeId}`;
    const path = `units[${item.id}]`;
    if (item.state !== "DISCHARGED")
      reasons.push({ path: `${path}.state`, code: "not_discharged", message: `${unit} is not discharged yet.` });
    if (!item.customsClearedOn)
      reasons.push({
        path: `${path}.customsClearedOn`,
        code: "not_cleared",
        message: `${unit} is not cleared by customs yet.`,
      });
  });
  if (d.instruction.freightPayment === "COLLECT") {
    // A collect document's invoice: its own, or the booking's invoice at confirmation.
    const invoices = d.invoices.length
      ? d.invoices
      : await tx.invoice.findMany({ where: { bookingId: d.bookingId, transportDocumentId: null } });
    for (const i of invoices) {
      const open = openMinor(i);
      if (open > 0n)
        reasons.push({
          path: "invoice",
          code: "collect_unpaid",
          message: `Invoice ${i.number} (freight collect) has ${formatMoney(open, i.currency)} open.`,
        });
    }
  }
  if (d.kind === "BILL_OF_LADING" && d.state !== "SURRENDERED")
    reasons.push({
      path: "state",
      code: "not_surrendered",
      message: "The bill of lading is not surrendered: the originals must be returned (or a telex release given).",
    });
  return reasons;
}

export async function findVisibleDocument(tx: Tx, caller: Caller, number: string) {
  const d = await tx.transportDocument.findUnique({ where: { number: normalNumber(number) } });
  if (!d || !canSeeBooking(caller, d))
    throw new ApiError("NOT_FOUND", `No transport document ${normalNumber(number)}.`);
  return d;
}

/** GET /api/transport-documents/{number}/release: whether the units may be released, and every reason not. */
export async function releaseStatus(caller: Caller, number: string): Promise<ReleaseStatus> {
  const tx = db() as unknown as Tx;
  const d = await findVisibleDocument(tx, caller, number);
  const reasons = await releaseReasons(tx, d.id);
  return { number: d.number, releasable: reasons.length === 0, reasons };
}

/** The document's id when it is releasable; else 409 `not_releasable`, listing each reason. */
export async function requireReleasable(caller: Caller, number: string): Promise<number> {
  const tx = db() as unknown as Tx;
  const d = await findVisibleDocument(tx, caller, number);
  const reasons = await releaseReasons(tx, d.id);
  if (reasons.length)
    throw new ApiError(
      "NOT_ALLOWED",
      `The units of ${d.number} cannot be released yet.`,
      reasons.map((r) => ({ path: r.path, code: "not_releasable", message: r.message })),
    );
  return d.id;
}

/** Staff at the Pod: the line's issued documents with what blocks each (open ones first), at most 200. */
export async function releaseBoard(caller: Caller): Promise<ReleaseStatus[]> {
  if (caller.role !== "STAFF" && caller.role !== "ADMIN") throw new ApiError("FORBIDDEN", "For line staff.");
  const docs = await db().transportDocument.findMany({
    where: {
      state: { in: ["ISSUED", "SURRENDERED"] },
      ...(caller.role === "STAFF" ? { lineId: caller.lineId ?? -1 } : {}),
    },
    orderBy: { id: "desc" },
    take: 200,
    select: { id: true, number: true },
  });
  const out: ReleaseStatus[] = [];
  for (const d of docs) {
    const reasons = await releaseReasons(db() as unknown as Tx, d.id);
    out.push({ number: d.number, releasable: !reasons.length, reasons });
  }
  return out;
}

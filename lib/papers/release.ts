import "server-only";
// Release at destination (DESIGN.md "Release at destination"): a document's units may go to the
// consignee only when every unit is Discharged and CustomsCleared, a Collect invoice is paid and a
// bill of lading is Surrendered (a waybill needs no surrender). Each missing condition is one
// reason, so staff at the Pod see everything that blocks each unit at once.
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { ApiError, fieldError, saidOf, type Worded } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db, type Tx } from "@/lib/db/prisma";
import { normalNumber } from "@/lib/papers/numbers";
import { openMinor } from "@/lib/papers/invoice-view";
import { formatMoney } from "@/lib/pricing/money";
import { DOCUMENT_STATE_NAME, type ReleaseReason, type ReleaseStatus } from "@/lib/papers/schemas";

/** A reason with its wording kept beside it (the refusal of a release renders it in the caller's language). */
const reason = (path: string, code: ReleaseReason["code"], words: Worded): ReleaseReason =>
  Object.assign(fieldError(path, code, words), { code });

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
    reasons.push(
      reason("state", "not_issued", refusal("refusals.papers.notIssued", { state: DOCUMENT_STATE_NAME[d.state] })),
    );
  d.items.forEach(({ item }) => {
    const serial = item.serialNumber;
    const path = `units[${item.id}]`;
    if (item.state !== "DISCHARGED")
      reasons.push(
        reason(
          `${path}.state`,
          "not_discharged",
          serial != null
            ? refusal("refusals.papers.serialNotDischarged", { serial })
            : refusal("refusals.papers.unitNotDischarged", { unit: item.relativeId }),
        ),
      );
    if (!item.customsClearedOn)
      reasons.push(
        reason(
          `${path}.customsClearedOn`,
          "not_cleared",
          serial != null
            ? refusal("refusals.papers.serialNotCleared", { serial })
            : refusal("refusals.papers.unitNotCleared", { unit: item.relativeId }),
        ),
      );
  });
  if (d.instruction.freightPayment === "COLLECT") {
    // A collect document's invoice: its own, or the booking's invoice at confirmation.
    const invoices = d.invoices.length
      ? d.invoices
      : await tx.invoice.findMany({ where: { bookingId: d.bookingId, transportDocumentId: null } });
    for (const i of invoices) {
      const open = openMinor(i);
      if (open > 0n)
        reasons.push(
          reason(
            "invoice",
            "collect_unpaid",
            refusal("refusals.papers.collectUnpaid", { number: i.number, amount: formatMoney(open, i.currency) }),
          ),
        );
    }
  }
  if (d.kind === "BILL_OF_LADING" && d.state !== "SURRENDERED")
    reasons.push(reason("state", "not_surrendered", refusal("refusals.papers.notSurrendered")));
  return reasons;
}

export async function findVisibleDocument(tx: Tx, caller: Caller, number: string) {
  const d = await tx.transportDocument.findUnique({ where: { number: normalNumber(number) } });
  if (!d || !canSeeBooking(caller, d))
    throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchDocument", { number: normalNumber(number) }));
  return d;
}

/** GET /api/transport-documents/{number}/release: whether the units may be released, and every reason not. */
export async function releaseStatus(caller: Caller, number: string): Promise<ReleaseStatus> {
  const tx = db();
  const d = await findVisibleDocument(tx, caller, number);
  const reasons = await releaseReasons(tx, d.id);
  return { number: d.number, releasable: reasons.length === 0, reasons };
}

/** The document's id when it is releasable; else 409 `not_releasable`, listing each reason. */
export async function requireReleasable(caller: Caller, number: string): Promise<number> {
  const tx = db();
  const d = await findVisibleDocument(tx, caller, number);
  const reasons = await releaseReasons(tx, d.id);
  if (reasons.length)
    throw new ApiError(
      "NOT_ALLOWED",
      refusal("refusals.papers.notReleasable", { number: d.number }),
      reasons.map((r) => {
        const said = saidOf(r);
        return fieldError(r.path, "not_releasable", said ? { text: r.message, said } : r.message);
      }),
    );
  return d.id;
}

/** Staff at the Pod: the line's issued documents with what blocks each (open ones first), at most 200. */
export async function releaseBoard(caller: Caller): Promise<ReleaseStatus[]> {
  if (caller.role !== "STAFF" && caller.role !== "ADMIN")
    throw new ApiError("FORBIDDEN", refusal("refusals.papers.lineStaffOnly"));
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
    const reasons = await releaseReasons(db(), d.id);
    out.push({ number: d.number, releasable: !reasons.length, reasons });
  }
  return out;
}

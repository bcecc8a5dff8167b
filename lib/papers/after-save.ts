import "server-only";
// What a booking's save (or the line's decision) means for its papers, in the same transaction:
// a cancelled unit leaves its live document (drafted again; a document left with no unit is void)
// and, when it was invoiced, gets a credit note; a booking confirmed on a line that invoices at
// confirmation gets its invoice. One cheap query decides whether there is anything to do, so
// saves of bookings without papers pay almost nothing.
import type { Tx } from "@/lib/db/prisma";
import { nextPaperNumber } from "@/lib/papers/numbers";
import { invoiceAtConfirmation, polToday } from "@/lib/papers/invoices";
import { notifyCreditNote, notifyDocument } from "@/lib/papers/events";
import type { StoredLine } from "@/lib/papers/invoice-view";

export async function papersAfterSave(tx: Tx, bookingId: number, now: Date): Promise<void> {
  const [todo] = await tx.$queryRaw<{ onDocument: boolean; invoiced: boolean; invoiceAtConfirmation: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "TransportDocumentItem" t JOIN "BookingItem" i ON i.id = t."liveItemId"
                    WHERE i."bookingId" = ${bookingId} AND (i."isCanceled" OR b."isCanceled")) AS "onDocument",
           EXISTS (SELECT 1 FROM "InvoiceLine" l JOIN "BookingItem" i ON i.id = l."itemId"
                    WHERE i."bookingId" = ${bookingId} AND (i."isCanceled" OR b."isCanceled")
                      AND NOT EXISTS (SELECT 1 FROM "CreditNote" c WHERE c."invoiceId" = l."invoiceId" AND c."itemId" = i.id)) AS invoiced,
           (l."invoiceAt" = 'CONFIRMATION') AS "invoiceAtConfirmation"
      FROM "Booking" b LEFT JOIN "ShippingLine" l ON l.id = b."lineId" WHERE b.id = ${bookingId}`;
  if (!todo) return;
  if (todo.onDocument) await dropCancelledUnits(tx, bookingId, now);
  if (todo.invoiced) await creditCancelledUnits(tx, bookingId, now);
  if (todo.invoiceAtConfirmation) await invoiceAtConfirmation(tx, bookingId, now);
}

async function dropCancelledUnits(tx: Tx, bookingId: number, now: Date): Promise<void> {
  const links = await tx.transportDocumentItem.findMany({
    where: {
      liveItemId: { not: null },
      item: { bookingId, OR: [{ isCanceled: true }, { booking: { isCanceled: true } }] },
    },
    include: { document: true },
  });
  const byDoc = new Map<number, number[]>();
  for (const l of links) byDoc.set(l.documentId, [...(byDoc.get(l.documentId) ?? []), l.itemId]);
  for (const [documentId, itemIds] of byDoc) {
    await tx.transportDocumentItem.updateMany({
      where: { documentId, itemId: { in: itemIds } },
      data: { liveItemId: null },
    });
    const d = links.find((l) => l.documentId === documentId)!.document;
    const left = await tx.transportDocumentItem.count({ where: { documentId, liveItemId: { not: null } } });
    const revision = d.revision + 1;
    const changes = [{ path: "items", from: itemIds, to: null }];
    if (!left) {
      await tx.transportDocument.update({
        where: { id: documentId },
        data: { state: "VOID", voidedAt: now, voidReason: "Every unit on it was cancelled.", revision },
      });
      await tx.transportDocumentRevision.create({
        data: { documentId, revision, event: "voided", actor: "Quayside", changes },
      });
      await notifyDocument(tx, documentId, "voided", null, now);
    } else {
      // A cancelled unit changes the draft: the agent approves the new revision again.
      await tx.transportDocument.update({
        where: { id: documentId },
        data: { state: "DRAFT", revision, approvedAt: null },
      });
      await tx.transportDocumentRevision.create({
        data: { documentId, revision, event: "revised", actor: "Quayside", changes },
      });
      await notifyDocument(tx, documentId, "revised", null, now);
    }
  }
}

/** A credit note per invoice and cancelled unit: the unit's invoiced lines, credited. */
async function creditCancelledUnits(tx: Tx, bookingId: number, now: Date): Promise<void> {
  const lines = await tx.invoiceLine.findMany({
    where: { item: { bookingId, OR: [{ isCanceled: true }, { booking: { isCanceled: true } }] } },
    include: {
      invoice: {
        include: {
          line: { select: { id: true, code: true } },
          booking: { select: { pol: { select: { timeZone: true } } } },
        },
      },
    },
    orderBy: { position: "asc" },
  });
  const groups = new Map<string, typeof lines>();
  for (const l of lines)
    groups.set(`${l.invoiceId}:${l.itemId}`, [...(groups.get(`${l.invoiceId}:${l.itemId}`) ?? []), l]);
  for (const group of groups.values()) {
    const { invoice, itemId } = group[0];
    if (await tx.creditNote.count({ where: { invoiceId: invoice.id, itemId: itemId! } })) continue;
    const amount = group.reduce((sum, l) => sum + l.amountMinor, 0n);
    const stored: StoredLine[] = group.map((l) => ({
      code: l.code,
      name: l.description,
      amountMinor: Number(l.amountMinor),
    }));
    const note = await tx.creditNote.create({
      data: {
        number: await nextPaperNumber(tx, invoice.line, "CN"),
        invoiceId: invoice.id,
        itemId: itemId!,
        amountMinor: amount,
        reason: "The unit was cancelled after it was invoiced.",
        lines: stored,
        issuedOn: polToday(invoice.booking.pol.timeZone, now),
      },
    });
    // Read again: two units of one invoice cancelled in one save are credited one after the other.
    const fresh = await tx.invoice.findUniqueOrThrow({ where: { id: invoice.id } });
    const credited = fresh.creditedMinor + amount;
    const settled = fresh.totalMinor - credited - fresh.paidMinor <= 0n;
    const after = await tx.invoice.update({
      where: { id: invoice.id },
      data: { creditedMinor: credited, paidAt: settled ? (fresh.paidAt ?? now) : null },
    });
    await notifyCreditNote(tx, note, after, now);
  }
}

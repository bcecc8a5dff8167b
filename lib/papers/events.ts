import "server-only";
// What the papers' changes tell people, in the change's own transaction (the outbox rule): the
// agent's users hear of documents drafted, issued and surrendered, invoices issued and paid, and
// units releasable; the line's staff of instructions received and units ready for release.
// Integrators whose subscription asks for "transport-document.state" or "invoice.state" receive
// posts through the feed's workers (lib/feed/booking-events.ts), as the line's decisions do.
import type { Tx } from "@/lib/db/prisma";
import type { Invoice } from "@/lib/generated/prisma/client";
import { bookingLink } from "@/lib/notifications/events";
import { inLanguages, writeNotifications, type NotificationEvent } from "@/lib/notifications/write-notifications";
import { formatMoney } from "@/lib/pricing/money";
import { DOCUMENT_STATE_NAME, KIND_NAME, type PaperEvent } from "@/lib/papers/schemas";
import { releaseReasons } from "@/lib/papers/release";
import { queueBookingEvent } from "@/lib/booking/decision/confirmation-events";

export type DocumentEvent = "drafted" | "revised" | "approved" | "issued" | "surrendered" | "voided";

/** A document changed state (or was drafted again): who should hear of it does, and integrators get a post. */
export async function notifyDocument(
  tx: Tx,
  documentId: number,
  event: DocumentEvent,
  exceptUserId: number | null,
  now: Date,
): Promise<void> {
  const d = await tx.transportDocument.findUniqueOrThrow({
    where: { id: documentId },
    include: { booking: { select: { bookingCode: true } } },
  });
  const code = d.booking.bookingCode;
  const text = inLanguages((t) => {
    const args = { code, kind: KIND_NAME[d.kind], number: d.number, event };
    return { title: t("events.document.title", args), body: t(`events.document.${event}`, args) };
  });
  const events: NotificationEvent[] = [];
  if (event !== "approved")
    events.push({
      kind: "DOCUMENT_UPDATE",
      eventKey: `document:${d.id}:${event}:${d.revision}`,
      audience: { agentId: d.agentId },
      exceptUserId,
      bookingId: d.bookingId,
      ...text,
      link: bookingLink(d.bookingId),
    });
  if (event === "drafted" || event === "revised" || event === "approved")
    events.push({
      kind: "INSTRUCTIONS_RECEIVED",
      eventKey: `document:${d.id}:${event}:${d.revision}`,
      audience: { lineId: d.lineId },
      exceptUserId,
      bookingId: d.bookingId,
      ...text,
      link: bookingLink(d.bookingId),
    });
  await writeNotifications(tx, events, now);
  await queueBookingEvent<PaperEvent>(
    tx,
    d.agentId,
    {
      type: "transport-document.state",
      number: d.number,
      bookingId: d.bookingId,
      bookingCode: code,
      state: DOCUMENT_STATE_NAME[d.state],
      revision: d.revision,
      event,
      at: now.toISOString(),
    },
    now,
  );
}

/** An invoice issued or paid in full. */
export async function notifyInvoice(tx: Tx, invoice: Invoice, event: "issued" | "paid", now: Date): Promise<void> {
  const b = await tx.booking.findUniqueOrThrow({ where: { id: invoice.bookingId }, select: { bookingCode: true } });
  await writeNotifications(
    tx,
    [
      {
        kind: "INVOICE_UPDATE",
        eventKey: `invoice:${invoice.id}:${event}`,
        audience: { agentId: invoice.agentId },
        bookingId: invoice.bookingId,
        ...inLanguages((t, locale) => {
          const args = {
            code: b.bookingCode,
            number: invoice.number,
            total: formatMoney(invoice.totalMinor, invoice.currency, locale),
            due: invoice.dueOn.toISOString().slice(0, 10),
          };
          return event === "issued"
            ? { title: t("events.invoice.issuedTitle", args), body: t("events.invoice.issued", args) }
            : { title: t("events.invoice.paidTitle", args), body: t("events.invoice.paid", args) };
        }),
        link: "/invoices",
      },
    ],
    now,
  );
  await queueBookingEvent<PaperEvent>(
    tx,
    invoice.agentId,
    {
      type: "invoice.state",
      number: invoice.number,
      bookingId: invoice.bookingId,
      bookingCode: b.bookingCode,
      state: event === "paid" ? "Paid" : "Open",
      event,
      at: now.toISOString(),
    },
    now,
  );
}

/** A credit note issued to the agent. */
export async function notifyCreditNote(
  tx: Tx,
  note: { id: number; number: string; amountMinor: bigint },
  invoice: Invoice,
  now: Date,
): Promise<void> {
  await writeNotifications(
    tx,
    [
      {
        kind: "INVOICE_UPDATE",
        eventKey: `credit-note:${note.id}`,
        audience: { agentId: invoice.agentId },
        bookingId: invoice.bookingId,
        ...inLanguages((t, locale) => ({
          title: t("events.invoice.creditTitle", { number: note.number }),
          body: t("events.invoice.credit", {
            number: note.number,
            total: formatMoney(note.amountMinor, invoice.currency, locale),
            invoice: invoice.number,
          }),
        })),
        link: "/invoices",
      },
    ],
    now,
  );
}

/**
 * Documents (of these ids) that are now releasable: the agent's users and the line's staff hear of
 * it once per document (the event key is the document's).
 */
export async function notifyIfReleasable(tx: Tx, documentIds: number[], now: Date): Promise<void> {
  for (const id of [...new Set(documentIds)]) {
    const reasons = await releaseReasons(tx, id);
    if (reasons.length) continue;
    const d = await tx.transportDocument.findUniqueOrThrow({
      where: { id },
      include: {
        booking: { select: { bookingCode: true } },
        items: { where: { liveItemId: { not: null } }, select: { id: true } },
      },
    });
    const args = {
      number: d.number,
      code: d.booking.bookingCode,
      count: d.items.length,
      n: String(d.items.length),
    };
    const base = {
      eventKey: `releasable:${d.id}`,
      bookingId: d.bookingId,
      ...inLanguages((t) => ({
        title: t("events.releasable.title", args),
        body: t("events.releasable.body", args),
      })),
    };
    await writeNotifications(
      tx,
      [
        { ...base, kind: "UNITS_RELEASABLE", audience: { agentId: d.agentId }, link: bookingLink(d.bookingId) },
        { ...base, kind: "RELEASE_READY", audience: { lineId: d.lineId }, link: "/release" },
      ],
      now,
    );
  }
}

/** After milestones: the live documents of these items that became releasable. */
export async function notifyReleasableItems(tx: Tx, itemIds: number[], now: Date): Promise<void> {
  if (!itemIds.length) return;
  const docs = await tx.transportDocumentItem.findMany({
    where: { liveItemId: { in: itemIds } },
    select: { documentId: true },
  });
  await notifyIfReleasable(
    tx,
    docs.map((d) => d.documentId),
    now,
  );
}

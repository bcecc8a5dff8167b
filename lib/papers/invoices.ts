import type { z } from "zod";
import "server-only";
// Invoices (DESIGN.md "Invoices"): made with the transport document's issue (or, where the line
// invoices at confirmation, with the booking's), from the booking's prices — each unit's freight
// and surcharges, then the per-booking charges once per booking — in the booking's currency,
// payer by the freight payment, due by the header's PaymentDays. Staff record payments, part
// payments too; what is open is the total less credit notes and payments.
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking, visibleBookings } from "@/lib/booking/rules/visibility";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db, type Tx } from "@/lib/db/prisma";
import type { FreightPayment } from "@/lib/generated/prisma/enums";
import { Prisma } from "@/lib/generated/prisma/client";
import { currencyDecimals } from "@/lib/pricing/money";
import { wallClockAt } from "@/lib/time/local-datetime";
import { nextPaperNumber, normalNumber } from "@/lib/papers/numbers";
import { documentParty, requireLineSide } from "@/lib/papers/load";
import { INVOICE_INCLUDE, invoiceView, isoDate, openMinor } from "@/lib/papers/invoice-view";
import { storedPriceLines } from "@/lib/pricing/price-units";
import { notifyInvoice, notifyIfReleasable } from "@/lib/papers/events";
import { paymentBodySchema, type DocumentParty, type InvoiceView } from "@/lib/papers/schemas";

const PARTY = { select: { code: true, name: true, firstName: true, lastName: true, address: true } } as const;

/** Today at the booking's Pol, as a date: invoices are dated as people there read them. */
export function polToday(timeZone: string, now: Date): Date {
  return new Date(`${isoDate(wallClockAt(now, timeZone))}T00:00:00Z`);
}

export interface InvoiceSubject {
  bookingId: number;
  /** null: the booking's invoice at confirmation */
  documentId: number | null;
  itemIds: number[];
  freightPayment: FreightPayment;
  /** the document's consignee (collect) when it names one */
  consignee: DocumentParty | null;
}

/**
 * Writes the invoice of `subject` in the caller's transaction and answers its id. Every unit must
 * be priced: an unpriced unit is 409 `unit_not_priced` (staff price it first).
 */
export async function createInvoice(tx: Tx, subject: InvoiceSubject, now: Date): Promise<number> {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: subject.bookingId },
    include: {
      line: { select: { id: true, code: true } },
      pol: { select: { timeZone: true } },
      client: PARTY,
      shipper: PARTY,
      consignee: PARTY,
      notify: PARTY,
    },
  });
  const items = await tx.bookingItem.findMany({ where: { id: { in: subject.itemIds } }, orderBy: { id: "asc" } });
  const unpriced = items.filter((i) => i.priceMinor === null);
  if (unpriced.length || !b.priceCurrency || !b.line)
    throw new ApiError(
      "NOT_ALLOWED",
      refusal("refusals.papers.unpriced"),
      unpriced.map((i) =>
        fieldError(
          `items[${i.id}]`,
          "unit_not_priced",
          refusal("refusals.papers.unitNotPriced", { unit: i.serialNumber ?? i.id }),
        ),
      ),
    );
  const lines: { itemId: number | null; code: string; description: string; amountMinor: bigint }[] = [];
  for (const i of items) {
    const parts = (storedPriceLines(i.priceLines) ?? []).filter((l) => l.amountMinor !== 0);
    const unit = i.serialNumber ?? `unit ${i.relativeId}`;
    if (!parts.length)
      lines.push({
        itemId: i.id,
        code: "FREIGHT",
        description: `${unit}: Freight`,
        amountMinor: BigInt(i.priceMinor!),
      });
    for (const p of parts)
      lines.push({ itemId: i.id, code: p.code, description: `${unit}: ${p.name}`, amountMinor: BigInt(p.amountMinor) });
  }
  // The per-booking charges (documentation, …) go on the booking's first invoice only.
  const charged = await tx.invoiceLine.count({ where: { itemId: null, invoice: { bookingId: b.id } } });
  if (!charged)
    for (const c of storedPriceLines(b.bookingCharges) ?? [])
      lines.push({ itemId: null, code: c.code, description: c.name, amountMinor: BigInt(c.amountMinor) });
  const total = lines.reduce((sum, l) => sum + l.amountMinor, 0n);
  const payer =
    subject.freightPayment === "PREPAID"
      ? documentParty(b.client ?? b.shipper)
      : (subject.consignee ?? documentParty(b.consignee ?? b.notify));
  const issuedOn = polToday(b.pol.timeZone, now);
  const dueOn = new Date(issuedOn.getTime() + (b.paymentDays ?? 0) * 86_400_000);
  const invoice = await tx.invoice.create({
    data: {
      number: await nextPaperNumber(tx, b.line, "INV"),
      lineId: b.line.id,
      agentId: b.agentId,
      bookingId: b.id,
      transportDocumentId: subject.documentId,
      currency: b.priceCurrency,
      totalMinor: total,
      freightPayment: subject.freightPayment,
      payer: payer ?? { name: "To order" },
      issuedOn,
      dueOn,
      paidAt: total === 0n ? now : null,
      lines: { create: lines.map((l, position) => ({ ...l, position })) },
    },
  });
  await notifyInvoice(tx, invoice, "issued", now);
  return invoice.id;
}

/** The line invoices at confirmation: the booking's invoice, once, when it is confirmed and priced. */
export async function invoiceAtConfirmation(tx: Tx, bookingId: number, now: Date): Promise<void> {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { confirmation: true, isCanceled: true, priceOnRequest: true, line: { select: { invoiceAt: true } } },
  });
  if (!b || b.isCanceled || b.confirmation !== "CONFIRMED" || b.priceOnRequest || b.line?.invoiceAt !== "CONFIRMATION")
    return;
  if (await tx.invoice.count({ where: { bookingId } })) return;
  const items = await tx.bookingItem.findMany({ where: { bookingId, isCanceled: false }, select: { id: true } });
  if (!items.length) return;
  await createInvoice(
    tx,
    { bookingId, documentId: null, itemIds: items.map((i) => i.id), freightPayment: "PREPAID", consignee: null },
    now,
  );
}

async function findInvoice(tx: Tx, caller: Caller, number: string, lock = false) {
  const key = normalNumber(number);
  if (lock) await tx.$queryRaw`SELECT id FROM "Invoice" WHERE number = ${key} FOR UPDATE`;
  const i = await tx.invoice.findUnique({ where: { number: key }, include: INVOICE_INCLUDE });
  if (!i || !canSeeBooking(caller, i))
    throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchInvoice", { number: normalNumber(number) }));
  return i;
}

export async function getInvoice(caller: Caller, number: string): Promise<InvoiceView> {
  return invoiceView(await findInvoice(db(), caller, number));
}

/** The invoices the caller may see: an agent's own, a line's (staff), all (admins); `open` keeps those with something to pay. */
export async function listInvoices(
  caller: Caller,
  query: { open?: boolean; bookingId?: number },
): Promise<InvoiceView[]> {
  const where: Prisma.InvoiceWhereInput = {
    booking: visibleBookings(caller),
    ...(query.open ? { paidAt: null } : {}),
    ...(query.bookingId ? { bookingId: query.bookingId } : {}),
  };
  const rows = await db().invoice.findMany({ where, include: INVOICE_INCLUDE, orderBy: { id: "desc" }, take: 500 });
  return rows.map(invoiceView);
}

/** POST /api/invoices/{number}/payments: staff record a payment (part payments too). */
/**
 * A payment's amount in minor units, exactly; null when it has more decimals than the currency.
 * Not capped as a unit's price is (parseAmount): a payment may exceed any one price.
 */
function paymentMinor(amount: number, decimals: number): bigint | null {
  const [whole, fraction = ""] = String(amount).split(".");
  if (!/^\d+$/.test(whole) || fraction.length > decimals) return null;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

export async function recordPayment(
  caller: Caller,
  number: string,
  body: z.output<typeof paymentBodySchema>,
  now = new Date(),
): Promise<InvoiceView> {
  return db().$transaction(async (tx) => {
    const inv = await findInvoice(tx, caller, number, true);
    requireLineSide(caller, inv, "payments");
    const open = openMinor(inv);
    if (open === 0n)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.papers.invoicePaid", { number: inv.number }), [
        fieldError("amount", "wrong_state", refusal("refusals.papers.nothingOpen")),
      ]);
    const decimals = currencyDecimals(inv.currency) ?? 2;
    const minor = paymentMinor(body.amount, decimals);
    if (minor === null || minor <= 0n)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.papers.paymentDecimals", { decimals }), [
        fieldError(
          "amount",
          "invalid_amount",
          refusal("refusals.papers.paymentDecimalsIn", { decimals, currency: inv.currency }),
        ),
      ]);
    if (minor > open)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.papers.overpaid"), [
        fieldError(
          "amount",
          "exceeds_open_amount",
          refusal("refusals.papers.openAtMost", { open: invoiceView(inv).open, currency: inv.currency }),
        ),
      ]);
    const paid = inv.paidMinor + BigInt(minor);
    const settled = openMinor({ ...inv, paidMinor: paid }) === 0n;
    await tx.payment.create({
      data: {
        invoiceId: inv.id,
        amountMinor: BigInt(minor),
        on: new Date(`${body.on}T00:00:00Z`),
        reference: body.reference,
        recordedBy: caller.name,
      },
    });
    const after = await tx.invoice.update({
      where: { id: inv.id },
      data: { paidMinor: paid, paidAt: settled ? now : null },
    });
    if (settled) {
      await notifyInvoice(tx, after, "paid", now);
      if (after.transportDocumentId) await notifyIfReleasable(tx, [after.transportDocumentId], now);
    }
    return invoiceView(await findInvoice(tx, caller, number));
  });
}

/** GET /api/credit-notes/{number}: as the invoice lists it, with the invoice's number and currency. */
export async function getCreditNote(caller: Caller, number: string) {
  const note = await db().creditNote.findUnique({
    where: { number: normalNumber(number) },
    include: { invoice: { include: INVOICE_INCLUDE } },
  });
  if (!note || !canSeeBooking(caller, note.invoice))
    throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchCreditNote", { number: normalNumber(number) }));
  const view = invoiceView(note.invoice);
  return {
    ...view.creditNotes.find((c) => c.number === note.number)!,
    invoice: view.number,
    currency: view.currency,
    invoiceView: view,
  };
}

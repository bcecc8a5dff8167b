import "server-only";
// An invoice's rows as the API answers them: amounts in the currency's major units (decimal, as
// the save's prices), computed from integer minor units, so the lines add up to the total exactly.
import { minorToNumber } from "@/lib/pricing/money";
import { storedPriceLines, type PriceLine } from "@/lib/pricing/price-units";
import type { Invoice, InvoiceLine, Payment, CreditNote } from "@/lib/generated/prisma/client";
import { PAYMENT_NAME, storedParty, type DocumentParty, type InvoiceView } from "@/lib/papers/schemas";

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** What is still to pay: the total less credit notes and payments (never below zero). */
export function openMinor(i: Pick<Invoice, "totalMinor" | "paidMinor" | "creditedMinor">): bigint {
  const open = i.totalMinor - i.creditedMinor - i.paidMinor;
  return open > 0n ? open : 0n;
}

export function invoiceRef(i: Invoice) {
  return {
    number: i.number,
    currency: i.currency,
    total: minorToNumber(i.totalMinor, i.currency),
    open: minorToNumber(openMinor(i), i.currency),
    dueOn: isoDate(i.dueOn),
  };
}

/** An invoice's payer (jsonb, always written from a DocumentParty: lib/papers/invoices.ts). */
function payerOf(value: unknown): DocumentParty {
  const party = storedParty(value);
  if (!party) throw new Error("Invoice.payer holds no party.");
  return party;
}

/** A credit note's line as stored: a price line (lib/pricing/price-units.ts). */
export type StoredLine = PriceLine;

export function invoiceView(
  i: Invoice & {
    lines: InvoiceLine[];
    payments: Payment[];
    creditNotes: CreditNote[];
    booking: { bookingCode: string };
    document: { number: string } | null;
  },
): InvoiceView {
  const money = (minor: bigint | number) => minorToNumber(minor, i.currency);
  return {
    number: i.number,
    bookingId: i.bookingId,
    bookingCode: i.booking.bookingCode,
    transportDocument: i.document?.number ?? null,
    currency: i.currency,
    total: money(i.totalMinor),
    paid: money(i.paidMinor),
    credited: money(i.creditedMinor),
    open: money(openMinor(i)),
    status: openMinor(i) === 0n ? "Paid" : "Open",
    freightPayment: PAYMENT_NAME[i.freightPayment],
    payer: payerOf(i.payer),
    issuedOn: isoDate(i.issuedOn),
    dueOn: isoDate(i.dueOn),
    lines: i.lines
      .sort((a, b) => a.position - b.position)
      .map((l) => ({ itemId: l.itemId, code: l.code, description: l.description, amount: money(l.amountMinor) })),
    payments: i.payments.map((p) => ({
      amount: money(p.amountMinor),
      on: isoDate(p.on),
      reference: p.reference,
      recordedBy: p.recordedBy,
    })),
    creditNotes: i.creditNotes.map((c) => ({
      number: c.number,
      itemId: c.itemId,
      amount: money(c.amountMinor),
      reason: c.reason,
      issuedOn: isoDate(c.issuedOn),
      lines: (storedPriceLines(c.lines) ?? []).map((l) => ({
        itemId: c.itemId,
        code: l.code,
        description: l.name,
        amount: money(l.amountMinor),
      })),
    })),
  };
}

export const INVOICE_INCLUDE = {
  lines: true,
  payments: { orderBy: { id: "asc" } },
  creditNotes: { orderBy: { id: "asc" } },
  booking: { select: { bookingCode: true } },
  document: { select: { number: true } },
} as const;

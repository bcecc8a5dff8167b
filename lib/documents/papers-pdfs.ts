import "server-only";
// The papers as a carrier prints them (lib/documents/layout): the bill of lading or sea waybill
// with every standard box (DRAFT across it until issued, VOID once void, NON-NEGOTIABLE on a
// waybill), the invoice and credit note whose lines add up to their totals, and the delivery order.
// Each is drawn from the same view the API answers, plus the line's letterhead and the ports' zones.
import { db } from "@/lib/db/prisma";
import { count, day, fixed, instantAt, money, renderDocument, type Row } from "@/lib/documents/layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { lineLetterhead } from "@/lib/documents/letterhead";
import { currencyDecimals, parseAmount } from "@/lib/pricing/money";
import { INVOICE_INCLUDE, invoiceView } from "@/lib/papers/invoice-view";
import { type DocumentParty, type InvoiceView, type TransportDocumentView } from "@/lib/papers/schemas";

const partyText = (p: DocumentParty | null, fallback = "—") =>
  p ? [p.name, p.address].filter(Boolean).join("\n") : fallback;
/** An amount of the API (major units) back in minor units, exactly (through its decimal text). */
const minor = (amount: number, currency: string) =>
  parseAmount(Math.abs(amount).toFixed(currencyDecimals(currency) ?? 2), currencyDecimals(currency) ?? 2)! *
  Math.sign(amount || 1);
const kg = (n: number | null, locale: Locale) => (n === null ? "—" : count(n, locale));
const m3 = (n: number | null, locale: Locale) =>
  n === null ? "—" : locale === "en" ? n.toFixed(3) : fixed(n, 3, locale);

async function context(bookingId: number) {
  const b = await db().booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      lineId: true,
      agent: { select: { name: true } },
      terminal: { select: { name: true } },
      pol: { select: { name: true, timeZone: true } },
      pod: { select: { name: true, timeZone: true } },
      referenceNumber: true,
    },
  });
  return { ...b, letterhead: await lineLetterhead(b.lineId!) };
}

/** The words of a paper in `locale`: its own (documents.papers, documents.common) and the shared enumerations. */
function wordsOf(locale: Locale) {
  return { t: translator(locale, "documents"), common: translator(locale, "common") };
}

const printed = (timeZone: string, t: ReturnType<typeof translator<"documents">>, locale: Locale) =>
  t("papers.printed", { at: instantAt(new Date(), timeZone, locale) });

/** The bill of lading or sea waybill. */
export async function transportDocumentPdf(v: TransportDocumentView, locale: Locale = "en"): Promise<Buffer> {
  const { t, common } = wordsOf(locale);
  const c = await context(v.bookingId);
  const waybill = v.kind === "SeaWaybill";
  const invoice = v.invoice ? await invoiceOf(v.invoice.number) : null;
  const draft = v.state === "Draft" || v.state === "Approved";
  const watermark = v.state === "Void" ? t("papers.void") : draft ? t("papers.draft") : null;
  const title = waybill ? t("papers.waybillTitle") : t("papers.billTitle");
  const freight = common(`freightPayment.${v.freightPayment}`);
  return renderDocument(
    {
      title,
      letterhead: c.letterhead,
      reference: [
        [waybill ? t("papers.waybillNo") : t("papers.billNo"), v.number],
        [t("common.booking"), v.bookingCode],
        [
          t("papers.status"),
          draft
            ? t("papers.draftStatus", { revision: String(v.revision), state: v.state, raw: v.state.toLowerCase() })
            : common(`documentState.${v.state}`),
        ],
      ],
      watermark,
      footer: printed(c.pol.timeZone, t, locale),
      locale,
    },
    (d) => {
      if (waybill)
        d.paragraph(t("papers.nonNegotiable"), {
          size: 9,
        });
      d.boxes([
        [
          { label: t("common.shipper"), value: partyText(v.shipper), span: 2 },
          { label: waybill ? t("papers.waybillNumber") : t("papers.billNumber"), value: v.number, emphasis: true },
        ],
        [
          { label: t("common.consignee"), value: v.toOrder ? t("papers.toOrder") : partyText(v.consignee), span: 2 },
          {
            label: t("papers.exportReferences"),
            value: [v.bookingCode, c.referenceNumber, v.instruction.number].filter(Boolean).join("\n"),
          },
        ],
        [
          { label: t("common.notifyParty"), value: partyText(v.notify), span: 2 },
          { label: t("papers.forwardingAgent"), value: c.agent.name },
        ],
        [
          { label: t("papers.placeOfReceipt"), value: `${c.terminal.name}, ${c.pol.name}` },
          { label: t("common.vessel"), value: v.vessel },
          { label: t("common.voyage"), value: v.voyage },
          { label: t("common.portOfLoading"), value: v.pol },
        ],
        [
          { label: t("common.portOfDischarge"), value: v.pod },
          { label: t("papers.placeOfDelivery"), value: c.pod?.name ?? v.pod },
          {
            label: t("papers.freightPayableAt"),
            value:
              v.freightPayment === "Prepaid"
                ? t("papers.prepaidAt", { place: c.pol.name })
                : t("papers.collectAt", { place: c.pod?.name ?? t("papers.destination") }),
          },
          {
            label: t("papers.originals"),
            value: waybill ? t("papers.noOriginals") : t("papers.originalsCount", { n: String(v.originals) }),
          },
        ],
      ]);
      d.boxes([[{ label: t("papers.marks"), value: v.marksAndNumbers ?? t("papers.asPerVin") }]]);
      d.section(t("papers.particulars"));
      const weight = v.units.reduce((s, u) => s + (u.weight ?? 0), 0);
      const volume = v.units.reduce((s, u) => s + (u.volume ?? 0), 0);
      const rows: Row[] = v.units.map((u, i) => ({
        cells: [String(i + 1), u.serialNumber ?? "—", u.description ?? "—", kg(u.weight, locale), m3(u.volume, locale)],
      }));
      rows.push({
        cells: [
          "",
          t("papers.units", { count: v.units.length, n: count(v.units.length, locale) }),
          t("common.total"),
          kg(weight, locale),
          m3(volume, locale),
        ],
        kind: "total",
      });
      d.table(
        [
          { header: t("papers.no"), width: 0.5 },
          { header: t("papers.vinSerial"), width: 2.2 },
          { header: t("papers.goods"), width: 3 },
          { header: t("papers.grossWeight"), width: 1.3, align: "right" },
          { header: t("papers.measurement"), width: 1.3, align: "right" },
        ],
        rows,
      );
      d.section(t("papers.charges"));
      if (invoice) {
        d.table(
          [
            { header: t("papers.charge"), width: 5 },
            { header: freight, width: 1.5, align: "right" },
          ],
          [
            ...invoice.lines.map((l) => ({
              cells: [l.description, money(minor(l.amount, invoice.currency), invoice.currency, locale)],
            })),
            {
              cells: [
                t("papers.invoiceTotal", { number: invoice.number }),
                money(minor(invoice.total, invoice.currency), invoice.currency, locale),
              ],
              kind: "total" as const,
            },
          ],
        );
      } else
        d.paragraph(t("papers.freightAsArranged", { payment: v.freightPayment, raw: v.freightPayment.toLowerCase() }));
      d.boxes([
        [
          {
            label: t("papers.placeDateOfIssue"),
            value: v.issuedAt
              ? `${v.placeOfIssue ?? c.pol.name}, ${day(v.issuedAt.slice(0, 10), locale)}`
              : t("papers.notIssued"),
          },
          {
            label: t("papers.shippedOnBoard"),
            value: v.shippedOnBoardDate ? day(v.shippedOnBoardDate, locale) : t("papers.notLoaded"),
          },
          { label: t("papers.freight"), value: freight },
        ],
      ]);
      if (v.remarks) d.boxes([[{ label: t("papers.remarks"), value: v.remarks }]]);
      if (v.state === "Void") d.paragraph(t("papers.voidReason", { reason: v.voidReason ?? "" }), { size: 9 });
      d.paragraph(waybill ? t("papers.waybillClause") : t("papers.billClause", { originals: String(v.originals) }), {
        size: 7.5,
        muted: true,
      });
      d.paragraph(t("papers.forCarrier", { name: c.letterhead.name }), { size: 9 });
    },
  );
}

/** The document's invoice (its reader may see the document, so the invoice too). */
async function invoiceOf(number: string): Promise<InvoiceView> {
  return invoiceView(await db().invoice.findUniqueOrThrow({ where: { number }, include: INVOICE_INCLUDE }));
}

/** The invoice: lines that add up to the total, payments and credits, what is open. */
export async function invoicePdf(v: InvoiceView, locale: Locale = "en"): Promise<Buffer> {
  const { t, common } = wordsOf(locale);
  const c = await context(v.bookingId);
  const m = (amount: number) => money(minor(amount, v.currency), v.currency, locale);
  return renderDocument(
    {
      title: t("papers.invoiceTitle"),
      letterhead: c.letterhead,
      reference: [
        [t("papers.invoiceNo"), v.number],
        [t("common.date"), day(v.issuedOn, locale)],
        [t("papers.due"), day(v.dueOn, locale)],
      ],
      watermark: v.status === "Paid" ? t("papers.paid") : null,
      footer: printed(c.pol.timeZone, t, locale),
      locale,
    },
    (d) => {
      d.boxes([
        [
          { label: t("papers.billTo"), value: partyText(v.payer), span: 2 },
          { label: t("papers.invoiceNumber"), value: v.number, emphasis: true },
        ],
        [
          { label: t("common.booking"), value: v.bookingCode },
          { label: t("papers.transportDocument"), value: v.transportDocument ?? t("papers.invoicedAtConfirmation") },
          { label: t("papers.freight"), value: common(`freightPayment.${v.freightPayment}`) },
          { label: t("papers.agent"), value: c.agent.name },
        ],
        [
          { label: t("papers.dateOfInvoice"), value: day(v.issuedOn, locale) },
          { label: t("papers.dueDate"), value: day(v.dueOn, locale) },
          { label: t("papers.currency"), value: v.currency },
        ],
      ]);
      d.section(t("papers.invoiceCharges"));
      d.table(
        [
          { header: t("papers.no"), width: 0.5 },
          { header: t("papers.description"), width: 5 },
          { header: t("papers.code"), width: 1.2 },
          { header: t("common.amount"), width: 1.6, align: "right" },
        ],
        v.lines.map((l, i) => ({ cells: [String(i + 1), l.description, l.code, m(l.amount)] })),
      );
      d.totals([
        { label: t("papers.linesTotal"), value: m(v.total) },
        ...v.creditNotes.map((n) => ({
          label: t("papers.creditNote", { number: n.number }),
          value: `-${m(n.amount)}`,
        })),
        ...v.payments.map((p) => ({
          label: t("papers.paidOn", { date: day(p.on, locale), reference: p.reference }),
          value: `-${m(p.amount)}`,
        })),
        { label: v.status === "Paid" ? t("papers.paidInFull") : t("papers.amountDue"), value: m(v.open), grand: true },
      ]);
      if (v.status === "Open")
        d.paragraph(t("papers.pleasePay", { date: day(v.dueOn, locale), number: v.number }), { size: 9 });
    },
  );
}

/** A credit note: the cancelled unit's invoiced lines, credited. */
export async function creditNotePdf(
  note: InvoiceView["creditNotes"][number] & { invoice: string; currency: string },
  invoice: InvoiceView,
  locale: Locale = "en",
): Promise<Buffer> {
  const { t } = wordsOf(locale);
  const c = await context(invoice.bookingId);
  const m = (amount: number) => money(minor(amount, note.currency), note.currency, locale);
  return renderDocument(
    {
      title: t("papers.creditTitle"),
      letterhead: c.letterhead,
      reference: [
        [t("papers.creditNo"), note.number],
        [t("common.date"), day(note.issuedOn, locale)],
        [t("papers.invoice"), note.invoice],
      ],
      footer: printed(c.pol.timeZone, t, locale),
      locale,
    },
    (d) => {
      d.boxes([
        [
          { label: t("papers.creditTo"), value: partyText(invoice.payer), span: 2 },
          { label: t("papers.creditNumber"), value: note.number, emphasis: true },
        ],
        [
          { label: t("papers.invoiceCredited"), value: note.invoice },
          { label: t("common.booking"), value: invoice.bookingCode },
          { label: t("papers.reason"), value: note.reason, span: 2 },
        ],
      ]);
      d.table(
        [
          { header: t("papers.description"), width: 5 },
          { header: t("papers.code"), width: 1.2 },
          { header: t("papers.credited"), width: 1.6, align: "right" },
        ],
        note.lines.map((l) => ({ cells: [l.description, l.code, m(l.amount)] })),
      );
      d.totals([{ label: t("papers.totalCredited"), value: m(note.amount), grand: true }]);
    },
  );
}

/** The delivery order: the consignee may take the units at the Pod (made only once every condition holds). */
export async function deliveryOrderPdf(v: TransportDocumentView, locale: Locale = "en"): Promise<Buffer> {
  const { t, common } = wordsOf(locale);
  const c = await context(v.bookingId);
  const tz = c.pod?.timeZone ?? c.pol.timeZone;
  return renderDocument(
    {
      title: t("papers.deliveryTitle"),
      letterhead: c.letterhead,
      reference: [
        [v.kind === "SeaWaybill" ? t("papers.waybillNo") : t("papers.billNo"), v.number],
        [t("common.booking"), v.bookingCode],
        [t("common.date"), instantAt(new Date(), tz, locale)],
      ],
      footer: printed(tz, t, locale),
      locale,
    },
    (d) => {
      d.paragraph(c.pod ? t("papers.toTerminal", { port: c.pod.name }) : t("papers.toTerminalPod"), { size: 9 });
      d.paragraph(v.kind === "BillOfLading" ? t("papers.billSurrendered") : t("papers.waybillNamesConsignee"), {
        size: 9,
      });
      if (v.freightPayment === "Collect") d.paragraph(t("papers.collectPaid"), { size: 9 });
      d.boxes([
        [
          {
            label: t("papers.deliverTo"),
            value: v.toOrder ? t("papers.holder") : partyText(v.consignee),
            span: 2,
          },
          {
            label: t("papers.transportDocument"),
            value: t("papers.documentState", { number: v.number, state: common(`documentState.${v.state}`) }),
            emphasis: true,
          },
        ],
        [
          { label: t("common.vessel"), value: v.vessel },
          { label: t("common.voyage"), value: v.voyage },
          { label: t("common.portOfDischarge"), value: v.pod },
          { label: t("common.notifyParty"), value: partyText(v.notify) },
        ],
      ]);
      d.table(
        [
          { header: t("papers.no"), width: 0.5 },
          { header: t("papers.vinSerial"), width: 2.2 },
          { header: t("papers.description"), width: 2.8 },
          { header: t("papers.discharged"), width: 1.4 },
          { header: t("papers.customsCleared"), width: 1.4 },
        ],
        v.units.map((u, i) => ({
          cells: [
            String(i + 1),
            u.serialNumber ?? "—",
            u.description ?? "—",
            day(u.dischargedOn, locale),
            day(u.customsClearedOn, locale),
          ],
        })),
      );
      d.paragraph(t("papers.forCarrier", { name: c.letterhead.name }), { size: 9 });
    },
  );
}

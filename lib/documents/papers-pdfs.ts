import "server-only";
// The papers as a carrier prints them (lib/documents/layout): the bill of lading or sea waybill
// with every standard box (DRAFT across it until issued, VOID once void, NON-NEGOTIABLE on a
// waybill), the invoice and credit note whose lines add up to their totals, and the delivery order.
// Each is drawn from the same view the API answers, plus the line's letterhead and the ports' zones.
import { db } from "@/lib/db/prisma";
import { count, day, instantAt, money, renderDocument, type Row } from "@/lib/documents/layout";
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
const kg = (n: number | null) => (n === null ? "—" : count(n));
const m3 = (n: number | null) => (n === null ? "—" : n.toFixed(3));

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

const printed = (timeZone: string) => `Printed ${instantAt(new Date(), timeZone)} by Quayside`;

/** The bill of lading or sea waybill. */
export async function transportDocumentPdf(v: TransportDocumentView): Promise<Buffer> {
  const c = await context(v.bookingId);
  const waybill = v.kind === "SeaWaybill";
  const invoice = v.invoice ? await invoiceOf(v.invoice.number) : null;
  const watermark = v.state === "Void" ? "VOID" : v.state === "Draft" || v.state === "Approved" ? "DRAFT" : null;
  const title = waybill ? "Sea waybill - non-negotiable" : "Bill of lading";
  return renderDocument(
    {
      title,
      letterhead: c.letterhead,
      reference: [
        [waybill ? "Waybill No." : "B/L No.", v.number],
        ["Booking", v.bookingCode],
        ["Status", watermark === "DRAFT" ? `DRAFT, revision ${v.revision} (${v.state.toLowerCase()})` : v.state],
      ],
      watermark,
      footer: printed(c.pol.timeZone),
    },
    (d) => {
      if (waybill)
        d.paragraph("NON-NEGOTIABLE. Delivery is made to the named consignee without surrender of an original.", {
          size: 9,
        });
      d.boxes([
        [
          { label: "Shipper", value: partyText(v.shipper), span: 2 },
          { label: waybill ? "Waybill number" : "Bill of lading number", value: v.number, emphasis: true },
        ],
        [
          { label: "Consignee", value: v.toOrder ? "TO ORDER" : partyText(v.consignee), span: 2 },
          {
            label: "Export references",
            value: [v.bookingCode, c.referenceNumber, v.instruction.number].filter(Boolean).join("\n"),
          },
        ],
        [
          { label: "Notify party", value: partyText(v.notify), span: 2 },
          { label: "Forwarding agent", value: c.agent.name },
        ],
        [
          { label: "Place of receipt", value: `${c.terminal.name}, ${c.pol.name}` },
          { label: "Vessel", value: v.vessel },
          { label: "Voyage", value: v.voyage },
          { label: "Port of loading", value: v.pol },
        ],
        [
          { label: "Port of discharge", value: v.pod },
          { label: "Place of delivery", value: c.pod?.name ?? v.pod },
          {
            label: "Freight payable at",
            value:
              v.freightPayment === "Prepaid" ? `${c.pol.name} (prepaid)` : `${c.pod?.name ?? "destination"} (collect)`,
          },
          {
            label: "Number of originals",
            value: waybill
              ? "None (waybill)"
              : `${v.originals} (${["zero", "one", "two", "three", "four", "five", "six"][v.originals] ?? v.originals})`,
          },
        ],
      ]);
      d.boxes([[{ label: "Marks and numbers", value: v.marksAndNumbers ?? "As per VIN" }]]);
      d.section("Particulars furnished by the shipper: description of goods");
      const weight = v.units.reduce((s, u) => s + (u.weight ?? 0), 0);
      const volume = v.units.reduce((s, u) => s + (u.volume ?? 0), 0);
      const rows: Row[] = v.units.map((u, i) => ({
        cells: [String(i + 1), u.serialNumber ?? "—", u.description ?? "—", kg(u.weight), m3(u.volume)],
      }));
      rows.push({
        cells: [
          "",
          `${count(v.units.length)} ${v.units.length === 1 ? "unit" : "units"}`,
          "Total",
          kg(weight),
          m3(volume),
        ],
        kind: "total",
      });
      d.table(
        [
          { header: "No.", width: 0.5 },
          { header: "VIN / serial", width: 2.2 },
          { header: "Description of goods", width: 3 },
          { header: "Gross weight kg", width: 1.3, align: "right" },
          { header: "Measurement m3", width: 1.3, align: "right" },
        ],
        rows,
      );
      d.section("Freight and charges");
      if (invoice) {
        d.table(
          [
            { header: "Charge", width: 5 },
            { header: v.freightPayment, width: 1.5, align: "right" },
          ],
          [
            ...invoice.lines.map((l) => ({
              cells: [l.description, money(minor(l.amount, invoice.currency), invoice.currency)],
            })),
            {
              cells: [
                `Total (invoice ${invoice.number})`,
                money(minor(invoice.total, invoice.currency), invoice.currency),
              ],
              kind: "total" as const,
            },
          ],
        );
      } else
        d.paragraph(`Freight ${v.freightPayment.toLowerCase()}, as arranged; invoiced when the document is issued.`);
      d.boxes([
        [
          {
            label: "Place and date of issue",
            value: v.issuedAt ? `${v.placeOfIssue ?? c.pol.name}, ${day(v.issuedAt.slice(0, 10))}` : "Not issued",
          },
          { label: "Shipped on board", value: v.shippedOnBoardDate ? day(v.shippedOnBoardDate) : "Not yet loaded" },
          { label: "Freight", value: v.freightPayment },
        ],
      ]);
      if (v.remarks) d.boxes([[{ label: "Remarks", value: v.remarks }]]);
      if (v.state === "Void") d.paragraph(`VOID: ${v.voidReason ?? ""}`, { size: 9 });
      d.paragraph(
        waybill
          ? "SHIPPED on board in apparent good order and condition, unless otherwise stated, the units described above, for carriage to the port of discharge and delivery to the consignee named above on proof of identity. This waybill is not a document of title."
          : `SHIPPED on board in apparent good order and condition, unless otherwise stated, the units described above, to be delivered at the port of discharge to the consignee or order on surrender of one original bill of lading duly endorsed; the others to stand void. In witness whereof ${v.originals} original bills of lading have been signed.`,
        { size: 7.5, muted: true },
      );
      d.paragraph(`For the carrier: ${c.letterhead.name}`, { size: 9 });
    },
  );
}

/** The document's invoice (its reader may see the document, so the invoice too). */
async function invoiceOf(number: string): Promise<InvoiceView> {
  return invoiceView(await db().invoice.findUniqueOrThrow({ where: { number }, include: INVOICE_INCLUDE }));
}

/** The invoice: lines that add up to the total, payments and credits, what is open. */
export async function invoicePdf(v: InvoiceView): Promise<Buffer> {
  const c = await context(v.bookingId);
  const m = (amount: number) => money(minor(amount, v.currency), v.currency);
  return renderDocument(
    {
      title: "Invoice",
      letterhead: c.letterhead,
      reference: [
        ["Invoice No.", v.number],
        ["Date", day(v.issuedOn)],
        ["Due", day(v.dueOn)],
      ],
      watermark: v.status === "Paid" ? "PAID" : null,
      footer: printed(c.pol.timeZone),
    },
    (d) => {
      d.boxes([
        [
          { label: "Bill to", value: partyText(v.payer), span: 2 },
          { label: "Invoice number", value: v.number, emphasis: true },
        ],
        [
          { label: "Booking", value: v.bookingCode },
          { label: "Transport document", value: v.transportDocument ?? "Invoiced at confirmation" },
          { label: "Freight", value: v.freightPayment },
          { label: "Agent", value: c.agent.name },
        ],
        [
          { label: "Date of invoice", value: day(v.issuedOn) },
          { label: "Due date", value: day(v.dueOn) },
          { label: "Currency", value: v.currency },
        ],
      ]);
      d.section("Charges");
      d.table(
        [
          { header: "No.", width: 0.5 },
          { header: "Description", width: 5 },
          { header: "Code", width: 1.2 },
          { header: "Amount", width: 1.6, align: "right" },
        ],
        v.lines.map((l, i) => ({ cells: [String(i + 1), l.description, l.code, m(l.amount)] })),
      );
      d.totals([
        { label: "Total of the lines above", value: m(v.total) },
        ...v.creditNotes.map((n) => ({ label: `Credit note ${n.number}`, value: `-${m(n.amount)}` })),
        ...v.payments.map((p) => ({ label: `Paid ${day(p.on)} (${p.reference})`, value: `-${m(p.amount)}` })),
        { label: v.status === "Paid" ? "Paid in full" : "Amount due", value: m(v.open), grand: true },
      ]);
      if (v.status === "Open") d.paragraph(`Please pay by ${day(v.dueOn)} quoting invoice ${v.number}.`, { size: 9 });
    },
  );
}

/** A credit note: the cancelled unit's invoiced lines, credited. */
export async function creditNotePdf(
  note: InvoiceView["creditNotes"][number] & { invoice: string; currency: string },
  invoice: InvoiceView,
): Promise<Buffer> {
  const c = await context(invoice.bookingId);
  const m = (amount: number) => money(minor(amount, note.currency), note.currency);
  return renderDocument(
    {
      title: "Credit note",
      letterhead: c.letterhead,
      reference: [
        ["Credit note No.", note.number],
        ["Date", day(note.issuedOn)],
        ["Invoice", note.invoice],
      ],
      footer: printed(c.pol.timeZone),
    },
    (d) => {
      d.boxes([
        [
          { label: "Credit to", value: partyText(invoice.payer), span: 2 },
          { label: "Credit note number", value: note.number, emphasis: true },
        ],
        [
          { label: "Invoice credited", value: note.invoice },
          { label: "Booking", value: invoice.bookingCode },
          { label: "Reason", value: note.reason, span: 2 },
        ],
      ]);
      d.table(
        [
          { header: "Description", width: 5 },
          { header: "Code", width: 1.2 },
          { header: "Credited", width: 1.6, align: "right" },
        ],
        note.lines.map((l) => ({ cells: [l.description, l.code, m(l.amount)] })),
      );
      d.totals([{ label: "Total credited", value: m(note.amount), grand: true }]);
    },
  );
}

/** The delivery order: the consignee may take the units at the Pod (made only once every condition holds). */
export async function deliveryOrderPdf(v: TransportDocumentView): Promise<Buffer> {
  const c = await context(v.bookingId);
  const tz = c.pod?.timeZone ?? c.pol.timeZone;
  return renderDocument(
    {
      title: "Delivery order",
      letterhead: c.letterhead,
      reference: [
        [v.kind === "SeaWaybill" ? "Waybill No." : "B/L No.", v.number],
        ["Booking", v.bookingCode],
        ["Date", instantAt(new Date(), tz)],
      ],
      footer: printed(tz),
    },
    (d) => {
      d.paragraph(
        `To the terminal at ${c.pod?.name ?? "the port of discharge"}: please deliver the units below to the party named.`,
        { size: 9 },
      );
      d.paragraph(
        v.kind === "BillOfLading"
          ? "The bill of lading is surrendered."
          : "The sea waybill names the consignee: no original is needed.",
        { size: 9 },
      );
      if (v.freightPayment === "Collect") d.paragraph("The freight collect is paid.", { size: 9 });
      d.boxes([
        [
          {
            label: "Deliver to",
            value: v.toOrder ? "The holder of the endorsed bill of lading" : partyText(v.consignee),
            span: 2,
          },
          { label: "Transport document", value: `${v.number} (${v.state})`, emphasis: true },
        ],
        [
          { label: "Vessel", value: v.vessel },
          { label: "Voyage", value: v.voyage },
          { label: "Port of discharge", value: v.pod },
          { label: "Notify party", value: partyText(v.notify) },
        ],
      ]);
      d.table(
        [
          { header: "No.", width: 0.5 },
          { header: "VIN / serial", width: 2.2 },
          { header: "Description", width: 2.8 },
          { header: "Discharged", width: 1.4 },
          { header: "Customs cleared", width: 1.4 },
        ],
        v.units.map((u, i) => ({
          cells: [
            String(i + 1),
            u.serialNumber ?? "—",
            u.description ?? "—",
            day(u.dischargedOn),
            day(u.customsClearedOn),
          ],
        })),
      );
      d.paragraph(`For the carrier: ${c.letterhead.name}`, { size: 9 });
    },
  );
}

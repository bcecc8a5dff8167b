import "server-only";
// The booking confirmation and the dock receipts (docs/portal/documents.md): PDFs of a booking
// for whoever may see it (404 otherwise), from the booking page's own data.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { getBookingDetail, type BookingDetail } from "@/lib/booking/read/booking-detail";
import { db } from "@/lib/db/prisma";
import { itemMilliRt, unitMeasures, toRt } from "@/lib/voyage-space/revenue-tons";
import { itemQrText } from "@/lib/documents/item-qr";
import {
  count,
  day,
  drawCode128,
  drawQr,
  instantAt,
  money,
  portTime,
  renderDocument,
  type Box,
  type CarrierDocument,
  type Letterhead,
  type Row,
} from "@/lib/documents/layout";
import { lineLetterhead } from "@/lib/documents/letterhead";
import { storedPriceLines, type PriceLine } from "@/lib/pricing/price-units";
import { todayAt } from "@/lib/time/port-time";

interface UnitExtra {
  makeModel: string | null;
  priceMinor: number | null;
  currency: string | null;
  /** FREIGHT first, then each surcharge; a price set by hand without lines is one line */
  priceLines: PriceLine[];
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  rt: number;
}

interface Loaded {
  detail: BookingDetail;
  extra: Map<number, UnitExtra>;
  price: { currency: string | null; totalMinor: number | null; charges: PriceLine[] };
  letterhead: Letterhead;
}

/** A unit's price lines as shown: its stored lines when they make its price, else its price as one line. */
function unitLines(priceMinor: number | null, stored: unknown): PriceLine[] {
  if (priceMinor === null) return [];
  const lines = storedPriceLines(stored) ?? [];
  return lines.reduce((sum, l) => sum + l.amountMinor, 0) === priceMinor
    ? lines
    : [{ code: "PRICE", name: "Freight, price agreed with the line", amountMinor: priceMinor }];
}

async function loadBooking(caller: Caller, id: number): Promise<Loaded> {
  const detail = await getBookingDetail(id, caller);
  if (!detail) throw new ApiError("NOT_FOUND", `Booking ${id} was not found.`);
  const rows = await db().bookingItem.findMany({
    where: { bookingId: id },
    select: {
      id: true,
      length: true,
      width: true,
      height: true,
      weight: true,
      quantity: true,
      subUnits: { select: { relationType: true, weight: true, isCanceled: true } },
      priceMinor: true,
      priceLines: true,
      currency: true,
      unitModel: { select: { make: true, model: true, length: true, width: true, height: true, weight: true } },
    },
  });
  const booking = await db().booking.findUniqueOrThrow({
    where: { id },
    select: {
      priceCurrency: true,
      priceTotalMinor: true,
      bookingCharges: true,
      lineId: true,
      line: { select: { name: true } },
    },
  });
  const extra = new Map<number, UnitExtra>(
    rows.map((r) => {
      const m = unitMeasures(r, r.unitModel && { ...r.unitModel, weight: Number(r.unitModel.weight) });
      return [
        r.id,
        {
          makeModel: r.unitModel ? `${r.unitModel.make} ${r.unitModel.model}` : null,
          priceMinor: r.priceMinor,
          currency: r.currency,
          priceLines: unitLines(r.priceMinor, r.priceLines),
          ...m,
          // the item's whole space: Quantity units and its attached sub units
          rt: toRt(itemMilliRt(m, r, r.subUnits)),
        },
      ];
    }),
  );
  return {
    detail,
    extra,
    price: {
      currency: booking.priceCurrency,
      totalMinor: booking.priceTotalMinor === null ? null : Number(booking.priceTotalMinor),
      charges: storedPriceLines(booking.bookingCharges) ?? [],
    },
    letterhead: booking.lineId
      ? await lineLetterhead(booking.lineId)
      : { name: booking.line?.name ?? detail.sailing.line ?? "Quayside" },
  };
}

const dims = (u: UnitExtra) => (u.length && u.width && u.height ? `${u.length} x ${u.width} x ${u.height}` : "—");
const kg = (n: number | null) => (n === null ? "—" : count(n));
const rt = (n: number) => n.toLocaleString("en-GB", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** "Acme Auto Export (ACME)\nRue de la Loi 1, Brussels\nphone · e-mail" of the booking's party in `role`. */
function party(d: BookingDetail, role: string): string | null {
  const p = d.parties.find((x) => x.role === role);
  if (!p) return null;
  return [p.code ? `${p.name} (${p.code})` : p.name, p.address, p.contact].filter(Boolean).join("\n");
}

/** What a document prints at its foot: when it was made, on the Pol's clock. */
const printed = (d: BookingDetail) =>
  `Printed ${instantAt(new Date(), d.sailing.pol.timeZone)} by Quayside. Times are local at each port.`;

/** The sailing's boxes: vessel, voyage, Pol with terminal, cut-off and departure in Pol time, Pod. */
function sailingBoxes(d: BookingDetail): Box[][] {
  const s = d.sailing;
  const polZone = s.pol.timeZone;
  return [
    [
      { label: "Vessel", value: s.vessel, span: 0.8 },
      { label: "Voyage", value: s.voyage, span: 0.8 },
      {
        label: "Port of loading",
        value: `${s.pol.name} (${s.pol.code})\n${/terminal/i.test(s.terminal) ? s.terminal : `Terminal ${s.terminal}`}`,
        span: 1.6,
      },
      { label: "Port of discharge", value: s.pod ? `${s.pod.name} (${s.pod.code})` : null, span: 1.6 },
    ],
    [
      { label: "Cargo cut-off at the terminal", value: portTime(s.cutOff, polZone) },
      { label: "Departure", value: portTime(s.departure, polZone) },
      { label: "Arrival", value: s.pod ? portTime(s.arrival, s.pod.timeZone) : null },
    ],
  ];
}

/** One row per charge (freight and each surcharge summed over the units, then the booking's charges). */
export function chargeRows(
  units: UnitExtra[],
  bookingCharges: PriceLine[],
): { name: string; basis: string; amountMinor: number }[] {
  const byCharge = new Map<string, { name: string; units: number; amountMinor: number }>();
  for (const u of units)
    for (const l of u.priceLines) {
      const key = `${l.code}\u0000${l.name}`;
      const row = byCharge.get(key) ?? { name: l.name, units: 0, amountMinor: 0 };
      row.units++;
      row.amountMinor += l.amountMinor;
      byCharge.set(key, row);
    }
  return [
    ...[...byCharge.values()].map((r) => ({
      name: r.name,
      basis: r.units === 1 ? "1 unit" : `${r.units} units`,
      amountMinor: r.amountMinor,
    })),
    ...bookingCharges.map((c) => ({ name: c.name, basis: "per booking", amountMinor: c.amountMinor })),
  ];
}

export async function bookingConfirmationPdf(caller: Caller, id: number): Promise<{ bytes: Buffer; fileName: string }> {
  const { detail: d, extra, price, letterhead } = await loadBooking(caller, id);
  const units = d.items.filter((i) => !i.isCanceled);
  const currency = price.currency;
  const bytes = await renderDocument(
    {
      title: "Booking confirmation",
      letterhead,
      reference: [
        ["Booking", d.bookingCode],
        ["Date", day(todayAt(d.sailing.pol.timeZone))],
      ],
      watermark: d.isCanceled ? "CANCELLED" : null,
      footer: printed(d),
    },
    (doc) => {
      doc.boxes([
        [
          { label: "Shipper", value: party(d, "Shipper"), span: 2 },
          { label: "Booking number", value: d.bookingCode, emphasis: true },
          { label: "Status", value: d.status },
        ],
        [
          { label: "Consignee", value: party(d, "Consignee"), span: 2 },
          { label: "Booking agent", value: d.agent },
          { label: "Agent's reference", value: d.referenceNumber },
        ],
        [
          { label: "Notify party", value: party(d, "Notify"), span: 2 },
          { label: "Client", value: party(d, "Client"), span: 2 },
        ],
        ...sailingBoxes(d),
      ]);
      const others = d.parties.filter((p) => !["Shipper", "Consignee", "Notify", "Client"].includes(p.role));
      if (others.length)
        doc.boxes([others.map((p) => ({ label: p.role, value: [p.name, p.address].filter(Boolean).join("\n") }))]);

      doc.section(`Units (${units.length})`);
      let totalWeight = 0;
      let totalRt = 0;
      let unitsMinor = 0;
      const rows: Row[] = units.map((item) => {
        const u = extra.get(item.id)!;
        totalWeight += u.weight ?? 0;
        totalRt += u.rt;
        unitsMinor += u.priceMinor ?? 0;
        const within = [
          ...item.subUnits
            .filter((x) => !x.isCanceled)
            .map(
              (s) =>
                `+ sub unit ${s.relativeId}: ${[s.relationType, s.description].filter(Boolean).join(" ")}${s.weight ? `, ${s.weight} kg` : ""}`,
            ),
          ...item.subItems
            .filter((x) => !x.isCanceled)
            .map((s) => `+ sub item ${s.relativeId}: ${s.description ?? ""}`),
        ];
        return {
          cells: [
            String(item.relativeId),
            [u.makeModel ?? item.description ?? "Unit", ...within].join("\n"),
            item.serialNumber ? `${item.serialType === "Serial" ? "Serial " : ""}${item.serialNumber}` : null,
            dims(u),
            kg(u.weight),
            rt(u.rt),
            u.priceMinor === null ? (price.totalMinor === null ? "" : "on request") : money(u.priceMinor, currency),
          ],
        };
      });
      rows.push({
        cells: [
          "",
          units.length === 1 ? "1 unit" : `${units.length} units`,
          "",
          "",
          count(totalWeight),
          rt(totalRt),
          price.totalMinor === null ? "" : money(unitsMinor, currency),
        ],
        kind: "total",
      });
      doc.table(
        [
          { header: "No.", width: 0.45 },
          { header: "Make / model", width: 2.4 },
          { header: "VIN / serial", width: 2.1 },
          { header: "L x W x H cm", width: 1.45 },
          { header: "Weight kg", width: 0.95, align: "right" },
          { header: "RT", width: 0.8, align: "right" },
          { header: "Amount", width: 1.35, align: "right" },
        ],
        rows,
      );

      doc.section("Freight and charges");
      if (price.totalMinor === null) {
        doc.paragraph("Not priced yet: the line sends the price when it has priced the units.", { muted: true });
        return;
      }
      const charges = chargeRows(
        units.map((i) => extra.get(i.id)!),
        price.charges,
      );
      const sum = charges.reduce((a, c) => a + c.amountMinor, 0);
      doc.table(
        [
          { header: "Charge", width: 4 },
          { header: "Basis", width: 1.5 },
          { header: "Amount", width: 1.5, align: "right" },
        ],
        charges.map((c) => ({ cells: [c.name, c.basis, money(c.amountMinor, currency)] })),
      );
      const onRequest = units.filter((i) => extra.get(i.id)!.priceMinor === null).length;
      doc.totals([
        { label: "Units", value: money(unitsMinor, currency) },
        ...price.charges.map((c) => ({ label: `${c.name} (per booking)`, value: money(c.amountMinor, currency) })),
        { label: "Total", value: money(sum, currency), grand: true },
      ]);
      if (onRequest)
        doc.paragraph(
          onRequest === 1
            ? "One unit is priced on request: the total leaves it out until the line prices it."
            : `${onRequest} units are priced on request: the total leaves them out until the line prices them.`,
          { muted: true },
        );
    },
  );
  return { bytes, fileName: `confirmation-${d.bookingCode}.pdf` };
}

function drawReceipt(
  doc: CarrierDocument,
  d: BookingDetail,
  item: BookingDetail["items"][number],
  u: UnitExtra,
  of: number,
): void {
  doc.boxes([
    [
      { label: "Booking number", value: d.bookingCode, emphasis: true },
      { label: "Unit", value: `${item.relativeId} of ${of}`, emphasis: true },
      { label: "Booking agent", value: d.agent, span: 2 },
    ],
    [
      { label: "Shipper", value: party(d, "Shipper"), span: 2 },
      { label: "Consignee", value: party(d, "Consignee"), span: 2 },
    ],
    ...sailingBoxes(d),
    [
      { label: "Make / model", value: u.makeModel ?? item.description, span: 2 },
      { label: item.serialType === "Serial" ? "Serial" : "VIN", value: item.serialNumber, span: 2 },
    ],
    [
      { label: "Dimensions L x W x H cm", value: dims(u) },
      { label: "Gross weight kg", value: kg(u.weight) },
      { label: "Revenue tons", value: rt(u.rt) },
      { label: "Item id", value: String(item.id) },
    ],
  ]);
  doc.section("For the terminal's gate");
  const height = 175;
  doc.ensureSpace(height + 10);
  const top = doc.y;
  const pdf = doc.doc;
  pdf.rect(doc.left, top, doc.width, height).lineWidth(0.6).strokeColor("#333333").stroke();
  if (item.serialNumber) {
    pdf.font("Helvetica-Bold").fontSize(6.5).fillColor("#555555");
    pdf.text("VIN (CODE 128)", doc.left + 12, top + 8, { lineBreak: false });
    drawCode128(pdf, item.serialNumber, doc.left + 12, top + 22, 320, 70);
  }
  pdf.font("Helvetica-Bold").fontSize(6.5).fillColor("#555555");
  pdf.text("UNIT (QR)", doc.right - 150, top + 8, { lineBreak: false });
  drawQr(pdf, itemQrText(item.id), doc.right - 150, top + 20, 130);
  pdf.font("Helvetica").fontSize(8).fillColor("#111111");
  pdf.text(itemQrText(item.id), doc.right - 150, top + 152, { width: 130, align: "center" });
  doc.y = top + height + 10;
  doc.section("Received at the terminal");
  doc.boxes([
    [
      { label: "Date and time received", value: "", minHeight: 44 },
      { label: "Condition, keys, remarks", value: "", span: 2, minHeight: 44 },
      { label: "Terminal's signature and stamp", value: "", minHeight: 44 },
    ],
  ]);
}

export async function dockReceiptsPdf(
  caller: Caller,
  id: number,
  itemId?: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { detail: d, extra, letterhead } = await loadBooking(caller, id);
  const live = d.items.filter((i) => !i.isCanceled);
  const items = itemId === undefined ? live : d.items.filter((i) => i.id === itemId);
  if (itemId !== undefined && !items.length) throw new ApiError("NOT_FOUND", `Booking ${id} has no item ${itemId}.`);
  const bytes = await renderDocument(
    {
      title: "Dock receipt",
      letterhead,
      reference: [
        ["Booking", d.bookingCode],
        ["Date", day(todayAt(d.sailing.pol.timeZone))],
      ],
      watermark: items.length === 1 && items[0].isCanceled ? "CANCELLED" : null,
      footer: printed(d),
    },
    (doc) => {
      for (const [k, item] of items.entries()) {
        if (k > 0) doc.newPage({ letterhead: true });
        drawReceipt(doc, d, item, extra.get(item.id)!, live.length);
      }
      if (!items.length) doc.paragraph(`Booking ${d.bookingCode} has no unit to receive.`);
    },
  );
  return {
    bytes,
    fileName:
      itemId === undefined
        ? `dock-receipts-${d.bookingCode}.pdf`
        : `dock-receipt-${d.bookingCode}-${items[0].relativeId}.pdf`,
  };
}

import "server-only";
// The booking confirmation and the dock receipts (docs/portal/documents.md): PDFs of a booking
// for whoever may see it (404 otherwise), from the booking page's own data.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { getBookingDetail, type BookingDetail } from "@/lib/booking/read/booking-detail";
import { db } from "@/lib/db/prisma";
import { itemMilliRt, unitMeasures, toRt } from "@/lib/voyage-space/revenue-tons";
import { itemQrText } from "@/lib/documents/item-qr";
import {
  count,
  day,
  drawCode128,
  fixed,
  drawQr,
  instantAt,
  latin,
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
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

type DocumentsT = ReturnType<typeof translator<"documents">>;

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
function unitLines(priceMinor: number | null, stored: unknown, t: DocumentsT): PriceLine[] {
  if (priceMinor === null) return [];
  const lines = storedPriceLines(stored) ?? [];
  return lines.reduce((sum, l) => sum + l.amountMinor, 0) === priceMinor
    ? lines
    : [{ code: "PRICE", name: t("common.agreedPrice"), amountMinor: priceMinor }];
}

async function loadBooking(caller: Caller, id: number, t: DocumentsT): Promise<Loaded> {
  const detail = await getBookingDetail(id, caller);
  if (!detail) throw new ApiError("NOT_FOUND", refusal("refusals.documents.noSuchBooking", { id }));
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
          priceLines: unitLines(r.priceMinor, r.priceLines, t),
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
const kg = (n: number | null, locale: Locale) => (n === null ? "—" : count(n, locale));
const rt = (n: number, locale: Locale) => fixed(n, 3, locale);

/** "Acme Auto Export (ACME)\nRue de la Loi 1, Brussels\nphone · e-mail" of the booking's party in `role`. */
function party(d: BookingDetail, role: string): string | null {
  const p = d.parties.find((x) => x.role === role);
  if (!p) return null;
  return [p.code ? `${p.name} (${p.code})` : p.name, p.address, p.contact].filter(Boolean).join("\n");
}

/** What a document prints at its foot: when it was made, on the Pol's clock. */
const printed = (d: BookingDetail, t: DocumentsT, locale: Locale) =>
  t("common.printed", { at: instantAt(new Date(), d.sailing.pol.timeZone, locale) });

/** The sailing's boxes: vessel, voyage, Pol with terminal, cut-off and departure in Pol time, Pod. */
function sailingBoxes(d: BookingDetail, t: DocumentsT, locale: Locale): Box[][] {
  const s = d.sailing;
  const polZone = s.pol.timeZone;
  return [
    [
      { label: t("common.vessel"), value: s.vessel, span: 0.8 },
      { label: t("common.voyage"), value: s.voyage, span: 0.8 },
      {
        label: t("common.portOfLoading"),
        value: `${s.pol.name} (${s.pol.code})\n${/terminal/i.test(s.terminal) ? s.terminal : t("common.terminal", { terminal: s.terminal })}`,
        span: 1.6,
      },
      { label: t("common.portOfDischarge"), value: s.pod ? `${s.pod.name} (${s.pod.code})` : null, span: 1.6 },
    ],
    [
      { label: t("common.cutOff"), value: portTime(s.cutOff, polZone, locale) },
      { label: t("common.departure"), value: portTime(s.departure, polZone, locale) },
      { label: t("common.arrival"), value: s.pod ? portTime(s.arrival, s.pod.timeZone, locale) : null },
    ],
  ];
}

/** One row per charge (freight and each surcharge summed over the units, then the booking's charges). */
export function chargeRows(
  units: UnitExtra[],
  bookingCharges: PriceLine[],
  locale: Locale = "en",
): { name: string; basis: string; amountMinor: number }[] {
  const t = translator(locale, "documents");
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
      basis: t("common.units", { count: r.units }),
      amountMinor: r.amountMinor,
    })),
    ...bookingCharges.map((c) => ({ name: c.name, basis: t("confirmation.perBooking"), amountMinor: c.amountMinor })),
  ];
}

export async function bookingConfirmationPdf(
  caller: Caller,
  id: number,
  locale: Locale = "en",
): Promise<{ bytes: Buffer; fileName: string }> {
  const t = translator(locale, "documents");
  const { detail: d, extra, price, letterhead } = await loadBooking(caller, id, t);
  const units = d.items.filter((i) => !i.isCanceled);
  const currency = price.currency;
  const bytes = await renderDocument(
    {
      title: t("confirmation.title"),
      letterhead,
      reference: [
        [t("common.booking"), d.bookingCode],
        [t("common.date"), day(todayAt(d.sailing.pol.timeZone), locale)],
      ],
      watermark: d.isCanceled ? t("common.cancelled") : null,
      footer: printed(d, t, locale),
      locale,
    },
    (doc) => {
      doc.boxes([
        [
          { label: t("common.shipper"), value: party(d, "Shipper"), span: 2 },
          { label: t("common.bookingNumber"), value: d.bookingCode, emphasis: true },
          { label: t("common.status"), value: d.status },
        ],
        [
          { label: t("common.consignee"), value: party(d, "Consignee"), span: 2 },
          { label: t("common.bookingAgent"), value: d.agent },
          { label: t("common.agentReference"), value: d.referenceNumber },
        ],
        [
          { label: t("common.notifyParty"), value: party(d, "Notify"), span: 2 },
          { label: t("common.client"), value: party(d, "Client"), span: 2 },
        ],
        ...sailingBoxes(d, t, locale),
      ]);
      const others = d.parties.filter((p) => !["Shipper", "Consignee", "Notify", "Client"].includes(p.role));
      if (others.length)
        doc.boxes([others.map((p) => ({ label: p.role, value: [p.name, p.address].filter(Boolean).join("\n") }))]);

      doc.section(t("confirmation.unitsSection", { count: String(units.length) }));
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
            .map((s) => {
              const sub = {
                id: String(s.relativeId),
                description: [s.relationType, s.description].filter(Boolean).join(" "),
              };
              return s.weight
                ? t("confirmation.subUnitWeight", { ...sub, weight: String(s.weight) })
                : t("confirmation.subUnit", sub);
            }),
          ...item.subItems
            .filter((x) => !x.isCanceled)
            .map((s) => t("confirmation.subItem", { id: String(s.relativeId), description: s.description ?? "" })),
        ];
        return {
          cells: [
            String(item.relativeId),
            [u.makeModel ?? item.description ?? t("common.unit"), ...within].join("\n"),
            item.serialNumber
              ? item.serialType === "Serial"
                ? t("confirmation.serial", { serial: item.serialNumber })
                : item.serialNumber
              : null,
            dims(u),
            kg(u.weight, locale),
            rt(u.rt, locale),
            u.priceMinor === null
              ? price.totalMinor === null
                ? ""
                : t("confirmation.onRequest")
              : money(u.priceMinor, currency, locale),
          ],
        };
      });
      rows.push({
        cells: [
          "",
          t("common.units", { count: units.length }),
          "",
          "",
          count(totalWeight, locale),
          rt(totalRt, locale),
          price.totalMinor === null ? "" : money(unitsMinor, currency, locale),
        ],
        kind: "total",
      });
      doc.table(
        [
          { header: t("confirmation.no"), width: 0.45 },
          { header: t("common.makeModel"), width: 2.4 },
          { header: t("confirmation.vinSerial"), width: 2.1 },
          { header: t("confirmation.dimensions"), width: 1.45 },
          { header: t("confirmation.weightKg"), width: 0.95, align: "right" },
          { header: t("confirmation.rt"), width: 0.8, align: "right" },
          { header: t("common.amount"), width: 1.35, align: "right" },
        ],
        rows,
      );

      doc.section(t("confirmation.charges"));
      if (price.totalMinor === null) {
        doc.paragraph(t("confirmation.notPriced"), { muted: true });
        return;
      }
      const charges = chargeRows(
        units.map((i) => extra.get(i.id)!),
        price.charges,
        locale,
      );
      const sum = charges.reduce((a, c) => a + c.amountMinor, 0);
      doc.table(
        [
          { header: t("confirmation.charge"), width: 4 },
          { header: t("confirmation.basis"), width: 1.5 },
          { header: t("common.amount"), width: 1.5, align: "right" },
        ],
        charges.map((c) => ({ cells: [c.name, c.basis, money(c.amountMinor, currency, locale)] })),
      );
      const onRequest = units.filter((i) => extra.get(i.id)!.priceMinor === null).length;
      doc.totals([
        { label: t("confirmation.unitsTotal"), value: money(unitsMinor, currency, locale) },
        ...price.charges.map((c) => ({
          label: t("confirmation.perBookingCharge", { name: c.name }),
          value: money(c.amountMinor, currency, locale),
        })),
        { label: t("common.total"), value: money(sum, currency, locale), grand: true },
      ]);
      if (onRequest) doc.paragraph(t("confirmation.onRequestNote", { count: onRequest }), { muted: true });
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
  t: DocumentsT,
  locale: Locale,
): void {
  doc.boxes([
    [
      { label: t("common.bookingNumber"), value: d.bookingCode, emphasis: true },
      {
        label: t("common.unit"),
        value: t("dockReceipt.unitOf", { unit: String(item.relativeId), of: String(of) }),
        emphasis: true,
      },
      { label: t("common.bookingAgent"), value: d.agent, span: 2 },
    ],
    [
      { label: t("common.shipper"), value: party(d, "Shipper"), span: 2 },
      { label: t("common.consignee"), value: party(d, "Consignee"), span: 2 },
    ],
    ...sailingBoxes(d, t, locale),
    [
      { label: t("common.makeModel"), value: u.makeModel ?? item.description, span: 2 },
      {
        label: item.serialType === "Serial" ? t("dockReceipt.serial") : t("dockReceipt.vin"),
        value: item.serialNumber,
        span: 2,
      },
    ],
    [
      { label: t("dockReceipt.dimensions"), value: dims(u) },
      { label: t("dockReceipt.grossWeight"), value: kg(u.weight, locale) },
      { label: t("dockReceipt.revenueTons"), value: rt(u.rt, locale) },
      { label: t("dockReceipt.itemId"), value: String(item.id) },
    ],
  ]);
  doc.section(t("dockReceipt.gate"));
  const height = 175;
  doc.ensureSpace(height + 10);
  const top = doc.y;
  const pdf = doc.doc;
  pdf.rect(doc.left, top, doc.width, height).lineWidth(0.6).strokeColor("#333333").stroke();
  if (item.serialNumber) {
    pdf.font("Helvetica-Bold").fontSize(6.5).fillColor("#555555");
    pdf.text(latin(t("dockReceipt.vinCode")), doc.left + 12, top + 8, { lineBreak: false });
    drawCode128(pdf, item.serialNumber, doc.left + 12, top + 22, 320, 70);
  }
  pdf.font("Helvetica-Bold").fontSize(6.5).fillColor("#555555");
  pdf.text(latin(t("dockReceipt.unitQr")), doc.right - 150, top + 8, { lineBreak: false });
  drawQr(pdf, itemQrText(item.id), doc.right - 150, top + 20, 130);
  pdf.font("Helvetica").fontSize(8).fillColor("#111111");
  pdf.text(itemQrText(item.id), doc.right - 150, top + 152, { width: 130, align: "center" });
  doc.y = top + height + 10;
  doc.section(t("dockReceipt.received"));
  doc.boxes([
    [
      { label: t("dockReceipt.receivedAt"), value: "", minHeight: 44 },
      { label: t("dockReceipt.condition"), value: "", span: 2, minHeight: 44 },
      { label: t("dockReceipt.signature"), value: "", minHeight: 44 },
    ],
  ]);
}

export async function dockReceiptsPdf(
  caller: Caller,
  id: number,
  itemId?: number,
  locale: Locale = "en",
): Promise<{ bytes: Buffer; fileName: string }> {
  const t = translator(locale, "documents");
  const { detail: d, extra, letterhead } = await loadBooking(caller, id, t);
  const live = d.items.filter((i) => !i.isCanceled);
  const items = itemId === undefined ? live : d.items.filter((i) => i.id === itemId);
  if (itemId !== undefined && !items.length)
    throw new ApiError("NOT_FOUND", refusal("refusals.documents.noSuchItem", { id, item: itemId }));
  const bytes = await renderDocument(
    {
      title: t("dockReceipt.title"),
      letterhead,
      reference: [
        [t("common.booking"), d.bookingCode],
        [t("common.date"), day(todayAt(d.sailing.pol.timeZone), locale)],
      ],
      watermark: items.length === 1 && items[0].isCanceled ? t("common.cancelled") : null,
      footer: printed(d, t, locale),
      locale,
    },
    (doc) => {
      for (const [k, item] of items.entries()) {
        if (k > 0) doc.newPage({ letterhead: true });
        drawReceipt(doc, d, item, extra.get(item.id)!, live.length, t, locale);
      }
      if (!items.length) doc.paragraph(t("dockReceipt.noUnit", { code: d.bookingCode }));
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

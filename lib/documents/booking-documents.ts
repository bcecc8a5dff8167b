import "server-only";
// The booking confirmation and the dock receipts (docs/portal/documents.md): PDFs of a booking
// for whoever may see it (404 otherwise), from the booking page's own data.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { getBookingDetail, type BookingDetail } from "@/lib/booking/read/booking-detail";
import { db } from "@/lib/db/prisma";
import { itemMilliRt, unitMeasures, toRt } from "@/lib/voyage-space/revenue-tons";
import { itemQrText } from "@/lib/documents/item-qr";
import { drawCode128, drawQr, fields, heading, latin, renderPdf, type Pdf } from "@/lib/documents/pdf";

interface UnitExtra {
  makeModel: string | null;
  priceMinor: number | null;
  currency: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  rt: number;
}

async function loadBooking(
  caller: Caller,
  id: number,
): Promise<{
  detail: BookingDetail;
  extra: Map<number, UnitExtra>;
  price: { currency: string | null; totalMinor: number | null };
}> {
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
      currency: true,
      unitModel: { select: { make: true, model: true, length: true, width: true, height: true, weight: true } },
    },
  });
  const booking = await db().booking.findUniqueOrThrow({
    where: { id },
    select: { priceCurrency: true, priceTotalMinor: true },
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
    },
  };
}

const money = (minor: number | null, currency: string | null) =>
  minor === null ? null : `${(minor / 100).toFixed(2)} ${currency ?? ""}`.trim();
const dims = (u: UnitExtra) => (u.length && u.width && u.height ? `${u.length} x ${u.width} x ${u.height} cm` : "—");

function sailingFields(doc: Pdf, d: BookingDetail): void {
  const s = d.sailing;
  fields(doc, [
    ["Booking code", d.bookingCode],
    ["Line", s.line],
    ["Vessel", s.vessel],
    ["Voyage", s.voyage],
    ["Port of loading", `${s.pol.name} (${s.pol.code}), terminal ${s.terminal}`],
    ["Cut-off", s.cutOff ? `${s.cutOff.replace("T", " ")} port time` : null],
    ["Departure", s.departure?.replace("T", " ")],
    ["Port of discharge", s.pod ? `${s.pod.name} (${s.pod.code})` : null],
  ]);
}

export async function bookingConfirmationPdf(caller: Caller, id: number): Promise<{ bytes: Buffer; fileName: string }> {
  const { detail: d, extra, price } = await loadBooking(caller, id);
  const units = d.items.filter((i) => !i.isCanceled);
  const bytes = await renderPdf(`Booking confirmation ${d.bookingCode}`, (doc) => {
    heading(doc, `Booking confirmation ${d.bookingCode}`, 18);
    fields(doc, [
      ["Agent", latin(d.agent)],
      ["Status", d.status],
      ["Reference", latin(d.referenceNumber)],
    ]);
    doc.moveDown(0.5);
    sailingFields(doc, d);
    doc.moveDown(0.5);
    heading(doc, "Parties", 12);
    for (const p of d.parties)
      fields(doc, [[p.role, latin([p.name, p.code && `(${p.code})`, p.address].filter(Boolean).join(" "))]]);
    doc.moveDown(0.5);
    heading(doc, `Units (${units.length})`, 12);
    let totalWeight = 0;
    let totalRt = 0;
    for (const item of units) {
      const u = extra.get(item.id)!;
      totalWeight += u.weight ?? 0;
      totalRt += u.rt;
      doc
        .font("Helvetica-Bold")
        .fontSize(10)
        .text(`${item.relativeId}. ${latin(u.makeModel ?? item.description ?? "Unit")}`, { continued: true });
      doc
        .font("Helvetica")
        .text(
          `   ${item.serialType ?? "VIN"} ${item.serialNumber ?? "—"}   ${dims(u)}   ${u.weight ?? "—"} kg   ${u.rt.toFixed(3)} RT${u.priceMinor !== null ? `   ${money(u.priceMinor, u.currency ?? price.currency)}` : ""}`,
        );
      for (const s of item.subUnits.filter((x) => !x.isCanceled))
        doc
          .fontSize(9)
          .text(
            `      sub unit ${s.relativeId}: ${latin(s.relationType ?? "")} ${latin(s.description ?? "")}${s.weight ? `, ${s.weight} kg` : ""}`,
          );
      for (const s of item.subItems.filter((x) => !x.isCanceled))
        doc.fontSize(9).text(`      sub item ${s.relativeId}: ${latin(s.description ?? "")}`);
    }
    doc.moveDown(0.5);
    heading(doc, "Totals", 12);
    fields(doc, [
      ["Units", String(units.length)],
      ["Weight", `${totalWeight} kg`],
      ["Revenue tons", `${totalRt.toFixed(3)} RT`],
      ["Price", price.totalMinor !== null ? money(price.totalMinor, price.currency) : "not priced yet"],
    ]);
  });
  return { bytes, fileName: `confirmation-${d.bookingCode}.pdf` };
}

function drawReceipt(doc: Pdf, d: BookingDetail, item: BookingDetail["items"][number], u: UnitExtra): void {
  heading(doc, `Dock receipt ${d.bookingCode} / unit ${item.relativeId}`, 18);
  sailingFields(doc, d);
  doc.moveDown(0.5);
  fields(doc, [
    ["Unit", latin(u.makeModel ?? item.description)],
    [item.serialType === "Serial" ? "Serial" : "VIN", item.serialNumber],
    ["Dimensions", dims(u)],
    ["Weight", u.weight ? `${u.weight} kg` : null],
    ["Item id", String(item.id)],
  ]);
  doc.moveDown(1);
  const top = doc.y;
  if (item.serialNumber) drawCode128(doc, item.serialNumber, 40, top, 300, 60);
  drawQr(doc, itemQrText(item.id), 400, top, 130);
  doc
    .font("Helvetica")
    .fontSize(8)
    .text(itemQrText(item.id), 400, top + 135, { width: 130, align: "center" });
}

export async function dockReceiptsPdf(
  caller: Caller,
  id: number,
  itemId?: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const { detail: d, extra } = await loadBooking(caller, id);
  const items = itemId === undefined ? d.items.filter((i) => !i.isCanceled) : d.items.filter((i) => i.id === itemId);
  if (itemId !== undefined && !items.length) throw new ApiError("NOT_FOUND", `Booking ${id} has no item ${itemId}.`);
  const bytes = await renderPdf(`Dock receipts ${d.bookingCode}`, (doc) => {
    for (const [k, item] of items.entries()) {
      if (k > 0) doc.addPage();
      drawReceipt(doc, d, item, extra.get(item.id)!);
    }
    if (!items.length) doc.font("Helvetica").fontSize(12).text(`Booking ${d.bookingCode} has no unit to receive.`);
  });
  return {
    bytes,
    fileName:
      itemId === undefined
        ? `dock-receipts-${d.bookingCode}.pdf`
        : `dock-receipt-${d.bookingCode}-${items[0].relativeId}.pdf`,
  };
}

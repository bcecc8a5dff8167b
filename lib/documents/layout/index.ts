// The look of every document Quayside makes for a line (booking confirmation, dock receipt,
// manifest; bill of lading, invoice, delivery order): a carrier's paper, not a text dump.
//
//   import { renderDocument, portTime, money } from "@/lib/documents/layout";
//   import { lineLetterhead } from "@/lib/documents/letterhead";
//
//   const bytes = await renderDocument(
//     {
//       title: "Bill of lading",                        // top right, in capitals; the PDF's title
//       letterhead: await lineLetterhead(lineId),       // name, address, logo (else the name in type)
//       reference: [["B/L No.", "NRL-BL-000123"], ["Date", day(issuedOn)]],
//       watermark: draft ? "DRAFT" : null,              // across every page, and stamped under the title
//       footer: `Printed ${instantAt(new Date(), pol.timeZone)}`, // left of "Page N of M"
//       landscape: false,
//     },
//     (d) => {
//       d.boxes([
//         [{ label: "Shipper", value: shipper, span: 2 }, { label: "Booking", value: code }],
//         [{ label: "Vessel", value: vessel }, { label: "Voyage", value: voyage }, { label: "Pol", value: pol }],
//       ]);
//       d.section("Particulars furnished by the shipper");
//       d.table(
//         [{ header: "VIN", width: 3 }, { header: "Weight kg", width: 1, align: "right" }],
//         [{ cells: ["WVW…", "1,500"] }, { cells: ["Total", "1,500"], kind: "total" }],
//       );
//       d.totals([{ label: "Freight", value: money(120000, "EUR") }, { label: "Total", value: money(123500, "EUR"), grand: true }]);
//     },
//   );
//
// The document (`CarrierDocument`, the `d` above) draws downwards from `d.y` and starts a new page,
// with a short header, whenever a piece would not fit; a table repeats its header row there. After
// `draw`, every page gets the watermark and "Page N of M". pdftotext reads the diagonal word letter by
// letter: a test finds the stamp instead (a line holding only "DRAFT" on page 1, and " · DRAFT" at the
// end of later pages' header). lib/documents/layout/layout.test.ts shows a test of a document. For anything else, `d.doc` is the pdfkit
// document (call `d.ensureSpace(h)` first, draw at `d.left`..`d.right` from `d.y`, then move `d.y`);
// barcodes: `drawCode128`, `drawQr`. Text goes through `latin` (the standard fonts are WinAnsi).
// Times: `portTime` for a port's wall clock (the API's DateTime) with its zone, `instantAt` for an
// instant on a port's clock, `day` for a date; amounts: `money(minor, currency)` → "EUR 1,234.50".
export {
  CarrierDocument,
  renderDocument,
  readableImage,
  type Box,
  type Column,
  type DocumentSpec,
  type Letterhead,
  type Row,
  type TotalLine,
} from "@/lib/documents/layout/carrier-document";
export { count, day, fixed, instantAt, money, portTime } from "@/lib/documents/layout/format";
export { drawCode128, drawQr, latin, pdfResponse } from "@/lib/documents/pdf";

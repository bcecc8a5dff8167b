import "server-only";
// Small helpers over pdfkit (A4, the standard Helvetica fonts, text that pdftotext reads back)
// and bwip-js (Code 128 and QR as PNG images): every produced document is made with these.
import PDFDocument from "pdfkit";
import bwipjs from "bwip-js/node";

export type Pdf = InstanceType<typeof PDFDocument>;

/** Writes a document with `draw` and answers its bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: title, Producer: "Quayside", Creator: "Quayside" },
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return Promise.resolve(draw(doc)).then(() => {
    doc.end();
    return done;
  });
}

export function code128Png(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: "code128",
    text,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: "center",
    paddingwidth: 10,
    paddingheight: 6,
    backgroundcolor: "FFFFFF",
  });
}

export function qrPng(text: string): Promise<Buffer> {
  // A module is 2 units here: padding 8 is the 4-module quiet zone a QR code needs (ISO/IEC 18004).
  return bwipjs.toBuffer({
    bcid: "qrcode",
    text,
    scale: 5,
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: "FFFFFF",
  });
}

/** A heading, then "label: value" lines. */
export function heading(doc: Pdf, text: string, size = 16): void {
  doc.font("Helvetica-Bold").fontSize(size).text(text);
  doc.moveDown(0.3);
}

export function fields(doc: Pdf, rows: [string, string | null | undefined][]): void {
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, { continued: true });
    doc.font("Helvetica").text(value?.toString() || "—");
  }
}

/** PDF text is WinAnsi with the standard fonts: characters outside it would print as junk. */
export function latin(text: string | null | undefined): string {
  return (text ?? "").replace(/[^\x20-\x7e\u00a0-\u00ff\n]/g, "?");
}

export const pdfResponse = (bytes: Buffer, fileName: string) =>
  new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "content-length": String(bytes.length),
    },
  });

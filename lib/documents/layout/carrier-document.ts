import "server-only";
// The carrier's document on pdfkit (see ./index.ts for the API and how to use it): the letterhead
// on the first page and a short header on the others, boxed labelled fields, tables whose header row
// repeats on each page, a totals block, a diagonal watermark and "Page N of M" footers (pdfkit's
// bufferPages: the footers are written once every page exists). Text is drawn at explicit places,
// and space is checked before each piece, so pdfkit never adds a page behind our back.
import PDFDocument from "pdfkit";
import { latin, type Pdf } from "@/lib/documents/pdf";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

/** The line as its papers name it: name, postal address (lines), and the logo it uploaded. */
export interface Letterhead {
  name: string;
  /** lines of the postal address (and phone, e-mail) as the line wrote them */
  address?: string | null;
  /** a PNG or JPEG the line uploaded; none: the name is set in type */
  logo?: { data: Buffer; contentType: string } | null;
}

export interface DocumentSpec {
  /** "Booking confirmation", "Bill of lading": printed in capitals at the top right and in the PDF's info */
  title: string;
  letterhead: Letterhead;
  /** label and value pairs printed under the title (booking number, date), the first also on later pages */
  reference?: [label: string, value: string][];
  /** a word across every page: "DRAFT", "NON-NEGOTIABLE", "CANCELLED" */
  watermark?: string | null;
  /** small text at the foot of every page, left of "Page N of M" (when printed, by whom) */
  footer?: string | null;
  landscape?: boolean;
  /** the document's language ("en" when not given): its own words ("Page N of M") */
  locale?: Locale;
}

/** One labelled box; `span` is its share of the row (1 by default). */
export interface Box {
  label: string;
  value: string | null | undefined;
  span?: number;
  /** larger, bold value (a B/L number, a total) */
  emphasis?: boolean;
  /** room to write by hand (a signature, a date received): the box is at least this tall */
  minHeight?: number;
}

export interface Column {
  header: string;
  /** share of the table's width */
  width: number;
  align?: "left" | "right" | "center";
}

export interface Row {
  cells: (string | number | null | undefined)[];
  /** group: a caption across the table (cells[0]); subtotal and total: bold, ruled above */
  kind?: "group" | "subtotal" | "total";
}

/** A line of a totals block: label and amount; the last one given `grand` is printed bold and boxed. */
export interface TotalLine {
  label: string;
  value: string;
  grand?: boolean;
}

const INK = "#111111";
const MUTED = "#555555";
const ACCENT = "#1f3a5f";
const RULE = "#9aa3ad";
const SHADE = "#eef1f5";
const GROUP = "#dfe5ee";
const STAMP = "#b3261e";

const MARGIN = 36;
const FOOTER_BAND = 46;
const CELL_PAD = 4;

/** A value as printed: "—" for none; "" stays blank (a total row's empty cells). */
const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? "—" : latin(String(value));

/** A page being written: the drawing methods move `y` down and start a new page when one is full. */
export class CarrierDocument {
  readonly doc: Pdf;
  readonly spec: DocumentSpec;
  /** current vertical position (points from the top) */
  y = MARGIN;
  private logoImage: PDFKit.Mixins.OpenedImage | undefined;

  constructor(doc: Pdf, spec: DocumentSpec) {
    this.doc = doc;
    this.spec = spec;
  }

  get left(): number {
    return MARGIN;
  }
  get right(): number {
    return this.doc.page.width - MARGIN;
  }
  get width(): number {
    return this.right - this.left;
  }
  /** the lowest y content may reach on a page */
  get bottom(): number {
    return this.doc.page.height - FOOTER_BAND;
  }

  /** A new page with the short header (line, title, first reference), or the whole letterhead (a receipt a page). */
  newPage(options: { letterhead?: boolean } = {}): void {
    this.doc.addPage();
    this.y = MARGIN;
    if (options.letterhead) this.letterhead();
    else this.continuationHeader();
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  /** Vertical space. */
  gap(points = 8): void {
    this.y += points;
  }

  /** The letterhead: logo (or the name set in type) and address left, the title and references right. */
  letterhead(): void {
    const { doc, spec } = this;
    const lh = spec.letterhead;
    const top = MARGIN;
    let leftY = top;
    const leftWidth = this.width * 0.5;
    let logoDrawn = false;
    if (lh.logo) {
      try {
        // opened once per document: pdfkit embeds a Buffer again on each call, an opened image once
        this.logoImage ??= doc.openImage(lh.logo.data);
        doc.image(this.logoImage, this.left, top, { fit: [170, 52] });
        leftY = top + 56;
        logoDrawn = true;
      } catch {
        // a logo pdfkit cannot read (stored before a check changed): the name in type instead
      }
    }
    if (logoDrawn) {
      doc.font("Helvetica-Bold").fontSize(9).fillColor(INK);
      doc.text(latin(lh.name), this.left, leftY, { width: leftWidth });
      leftY = doc.y + 1;
    } else {
      doc.font("Helvetica-Bold").fontSize(18).fillColor(ACCENT);
      doc.text(latin(lh.name), this.left, leftY, { width: leftWidth });
      leftY = doc.y + 2;
    }
    if (lh.address?.trim()) {
      doc.font("Helvetica").fontSize(8).fillColor(MUTED);
      doc.text(latin(lh.address.trim()), this.left, leftY, { width: leftWidth, lineGap: 0.5 });
      leftY = doc.y;
    }

    const rightX = this.left + leftWidth + 10;
    const rightWidth = this.right - rightX;
    doc.font("Helvetica-Bold").fontSize(15).fillColor(ACCENT);
    doc.text(latin(spec.title.toUpperCase()), rightX, top, { width: rightWidth, align: "right" });
    let rightY = doc.y + 4;
    for (const [label, value] of spec.reference ?? []) {
      doc.font("Helvetica").fontSize(8).fillColor(MUTED);
      const labelText = `${latin(label)}  `;
      const valueWidth = doc.font("Helvetica-Bold").fontSize(10).widthOfString(text(value));
      doc.font("Helvetica").fontSize(8);
      const labelWidth = doc.widthOfString(labelText);
      doc.text(labelText, this.right - valueWidth - labelWidth, rightY + 1.5, { lineBreak: false });
      doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
      doc.text(text(value), this.right - valueWidth, rightY, { lineBreak: false });
      rightY += 13;
    }
    if (spec.watermark) {
      // the watermark's word also as a stamp under the title: what a reader (and pdftotext) sees first
      const word = latin(spec.watermark.toUpperCase());
      doc.font("Helvetica-Bold").fontSize(10);
      const w = doc.widthOfString(word, { characterSpacing: 1 }) + 12;
      doc
        .rect(this.right - w, rightY + 2, w, 17)
        .lineWidth(1.2)
        .strokeColor(STAMP)
        .stroke();
      doc.fillColor(STAMP).text(word, this.right - w + 6, rightY + 6.5, { lineBreak: false, characterSpacing: 1 });
      rightY += 22;
    }
    this.y = Math.max(leftY, rightY) + 6;
    doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(1.5).strokeColor(ACCENT).stroke();
    this.y += 10;
    doc.fillColor(INK);
  }

  private continuationHeader(): void {
    const { doc, spec } = this;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(ACCENT);
    doc.text(latin(spec.letterhead.name), this.left, this.y, { width: this.width / 2, lineBreak: false });
    const first = spec.reference?.[0];
    const right = [spec.title, first && `${first[0]} ${first[1]}`, spec.watermark?.toUpperCase()]
      .filter(Boolean)
      .join(" · ");
    doc.font("Helvetica").fontSize(9).fillColor(MUTED);
    doc.text(latin(right), this.left + this.width / 2, this.y, {
      width: this.width / 2,
      align: "right",
      lineBreak: false,
    });
    this.y += 14;
    doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.8).strokeColor(ACCENT).stroke();
    this.y += 10;
    doc.fillColor(INK);
  }

  /** A small heading bar over what follows. */
  section(title: string): void {
    this.ensureSpace(40);
    const { doc } = this;
    doc.font("Helvetica-Bold").fontSize(9).fillColor(ACCENT);
    doc.text(latin(title.toUpperCase()), this.left, this.y, {
      width: this.width,
      lineBreak: false,
      characterSpacing: 0.4,
    });
    this.y += 12;
    doc.fillColor(INK);
  }

  /** A paragraph of running text (conditions, remarks). */
  paragraph(value: string, options: { size?: number; muted?: boolean } = {}): void {
    const { doc } = this;
    doc.font("Helvetica").fontSize(options.size ?? 8.5);
    const height = doc.heightOfString(latin(value), { width: this.width });
    this.ensureSpace(height + 4);
    doc.fillColor(options.muted ? MUTED : INK).text(latin(value), this.left, this.y, { width: this.width });
    this.y += height + 4;
    doc.fillColor(INK);
  }

  /** Rows of labelled boxes, as on a bill of lading: each row fills the width, boxes share it by `span`. */
  boxes(rows: Box[][]): void {
    const { doc } = this;
    for (const row of rows) {
      const spans = row.reduce((sum, b) => sum + (b.span ?? 1), 0);
      const widths = row.map((b) => (this.width * (b.span ?? 1)) / spans);
      const heights = row.map((b, i) => {
        doc.font("Helvetica-Bold").fontSize(b.emphasis ? 12 : 9);
        return doc.heightOfString(text(b.value), { width: widths[i] - 2 * CELL_PAD, lineGap: 0.5 });
      });
      const height = Math.max(28, ...row.map((b) => b.minHeight ?? 0), 13 + Math.max(...heights) + CELL_PAD);
      this.ensureSpace(height);
      let x = this.left;
      row.forEach((b, i) => {
        const w = widths[i];
        doc.rect(x, this.y, w, height).lineWidth(0.6).strokeColor("#333333").stroke();
        doc.font("Helvetica-Bold").fontSize(6.5).fillColor(MUTED);
        doc.text(latin(b.label.toUpperCase()), x + CELL_PAD, this.y + 3, {
          width: w - 2 * CELL_PAD,
          lineBreak: false,
          characterSpacing: 0.3,
        });
        doc
          .font(b.emphasis ? "Helvetica-Bold" : "Helvetica")
          .fontSize(b.emphasis ? 12 : 9)
          .fillColor(INK);
        doc.text(text(b.value), x + CELL_PAD, this.y + 12, { width: w - 2 * CELL_PAD, lineGap: 0.5 });
        x += w;
      });
      this.y += height;
    }
    this.y += 8;
  }

  /**
   * A table: a shaded header row (repeated at the top of each page it runs onto), the body rows
   * (zebra-shaded, wrapped within their column), group captions and bold (sub)total rows.
   */
  table(columns: Column[], rows: Row[], options: { fontSize?: number } = {}): void {
    const { doc } = this;
    const size = options.fontSize ?? 8;
    const share = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (this.width * c.width) / share);
    const xs = widths.map((_, i) => this.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

    const headerHeight = (() => {
      doc.font("Helvetica-Bold").fontSize(size - 0.5);
      return (
        Math.max(...columns.map((c, i) => doc.heightOfString(latin(c.header), { width: widths[i] - 2 * CELL_PAD }))) + 8
      );
    })();
    const drawHeader = () => {
      doc.rect(this.left, this.y, this.width, headerHeight).fill(ACCENT);
      doc
        .font("Helvetica-Bold")
        .fontSize(size - 0.5)
        .fillColor("#ffffff");
      columns.forEach((c, i) =>
        doc.text(latin(c.header), xs[i] + CELL_PAD, this.y + 4, {
          width: widths[i] - 2 * CELL_PAD,
          align: c.align ?? "left",
        }),
      );
      this.y += headerHeight;
      doc.fillColor(INK);
    };

    this.ensureSpace(headerHeight + 3 * (size + 6));
    drawHeader();
    let zebra = false;
    for (const row of rows) {
      const bold = row.kind !== undefined;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(row.kind === "group" ? size + 0.5 : size);
      const height =
        row.kind === "group"
          ? doc.heightOfString(text(row.cells[0]), { width: this.width - 2 * CELL_PAD }) + 7
          : Math.max(...row.cells.map((c, i) => doc.heightOfString(text(c), { width: widths[i] - 2 * CELL_PAD }))) + 6;
      // a group caption keeps at least one row with it
      if (this.y + height + (row.kind === "group" ? size + 8 : 0) > this.bottom) {
        this.newPage();
        drawHeader();
        zebra = false;
      }
      if (row.kind === "group") {
        doc.rect(this.left, this.y, this.width, height).fill(GROUP);
        doc
          .font("Helvetica-Bold")
          .fontSize(size + 0.5)
          .fillColor(ACCENT);
        doc.text(text(row.cells[0]), this.left + CELL_PAD, this.y + 4, { width: this.width - 2 * CELL_PAD });
        zebra = false;
      } else {
        if (row.kind) {
          doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.9).strokeColor(INK).stroke();
        } else if (zebra) {
          doc.rect(this.left, this.y, this.width, height).fill(SHADE);
        }
        doc
          .font(bold ? "Helvetica-Bold" : "Helvetica")
          .fontSize(size)
          .fillColor(INK);
        row.cells.forEach((c, i) =>
          doc.text(text(c), xs[i] + CELL_PAD, this.y + 3, {
            width: widths[i] - 2 * CELL_PAD,
            align: columns[i]?.align ?? "left",
          }),
        );
        zebra = !zebra;
      }
      this.y += height;
      doc.moveTo(this.left, this.y).lineTo(this.right, this.y).lineWidth(0.4).strokeColor(RULE).stroke();
    }
    doc.fillColor(INK);
    this.y += 10;
  }

  /** A block of label and amount lines at the right, the grand total boxed: the sum the lines above add up to. */
  totals(lines: TotalLine[]): void {
    const { doc } = this;
    const width = 250;
    const x = this.right - width;
    this.ensureSpace(lines.length * 15 + 10);
    for (const line of lines) {
      const h = line.grand ? 20 : 14;
      if (line.grand) {
        doc.rect(x, this.y, width, h).lineWidth(1).fillAndStroke(SHADE, INK);
      }
      doc
        .font(line.grand ? "Helvetica-Bold" : "Helvetica")
        .fontSize(line.grand ? 10 : 8.5)
        .fillColor(INK);
      const ty = this.y + (line.grand ? 5 : 2);
      doc.text(latin(line.label), x + CELL_PAD, ty, { width: width * 0.55, lineBreak: false });
      doc.text(latin(line.value), x + width * 0.4, ty, {
        width: width * 0.6 - CELL_PAD,
        align: "right",
        lineBreak: false,
      });
      this.y += h + (line.grand ? 2 : 0);
    }
    this.y += 8;
  }

  /** Watermark and "Page N of M" on every page, once they all exist. */
  finish(): void {
    const { doc, spec } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const page = doc.page;
      const keep = page.margins.bottom;
      page.margins.bottom = 0;
      if (spec.watermark) {
        const cx = page.width / 2;
        const cy = page.height / 2;
        doc.save();
        doc.rotate(-35, { origin: [cx, cy] });
        doc.font("Helvetica-Bold").fontSize(spec.watermark.length > 8 ? 64 : 110);
        doc.fillColor("#9aa3ad").fillOpacity(0.3);
        const h = doc.currentLineHeight();
        doc.text(latin(spec.watermark), cx - page.width, cy - h / 2, {
          width: page.width * 2,
          align: "center",
          lineBreak: false,
        });
        doc.restore();
      }
      const y = page.height - FOOTER_BAND + 16;
      doc
        .moveTo(MARGIN, y - 5)
        .lineTo(page.width - MARGIN, y - 5)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.font("Helvetica").fontSize(7.5).fillColor(MUTED).fillOpacity(1);
      if (spec.footer)
        doc.text(latin(spec.footer), MARGIN, y, { width: page.width - 2 * MARGIN - 90, lineBreak: false });
      const pageOf = translator(spec.locale ?? "en", "documents")("layout.pageOf", {
        page: i - range.start + 1,
        pages: range.count,
      });
      doc.text(latin(pageOf), page.width - MARGIN - 90, y, {
        width: 90,
        align: "right",
        lineBreak: false,
      });
      page.margins.bottom = keep;
    }
  }
}

/**
 * Writes a document: the letterhead, then `draw`, then the watermark and page numbers on every page.
 * Answers the PDF's bytes.
 */
export function renderDocument(
  spec: DocumentSpec,
  draw: (d: CarrierDocument) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: spec.landscape ? "landscape" : "portrait",
    margin: MARGIN,
    bufferPages: true,
    info: { Title: latin(spec.title), Author: latin(spec.letterhead.name), Producer: "Quayside", Creator: "Quayside" },
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const page = new CarrierDocument(doc, spec);
  page.letterhead();
  return Promise.resolve(draw(page)).then(() => {
    page.finish();
    doc.end();
    return done;
  });
}

/** Whether pdfkit can place `data` as an image (the check a logo passes before it is kept). */
export function readableImage(data: Buffer): boolean {
  try {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.openImage(data);
    return true;
  } catch {
    return false;
  }
}

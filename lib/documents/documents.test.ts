// The produced documents on the test database, read back as a person or a scanner would: the
// PDF's text through poppler's pdftotext, the dock receipt rendered by pdftoppm and its barcodes
// decoded with ZBar; access as the booking's (404 to others); the manifest as PDF and CSV.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { GET as confirmation } from "@/app/api/bookings/[id]/confirmation.pdf/route";
import { GET as receipts } from "@/app/api/bookings/[id]/dock-receipts.pdf/route";
import { GET as receipt } from "@/app/api/bookings/[id]/items/[itemId]/dock-receipt.pdf/route";
import { GET as manifestPdf } from "@/app/api/voyages/[voyage]/manifest.pdf/route";
import { GET as manifestCsv } from "@/app/api/voyages/[voyage]/manifest.csv/route";
import { PUT as letterheadRoute } from "@/app/api/lines/[code]/letterhead/route";
import { db } from "@/lib/db/prisma";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { callRoute } from "@/lib/testing/call-route";
import { checkExchange } from "@/lib/testing/openapi-traffic";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { bookingInput } from "@/lib/booking/test-helpers";
import { itemQrText } from "@/lib/documents/item-qr";
import { manifestPdf as renderManifest, type ManifestRow } from "@/lib/documents/voyage-manifest";

/** QUAYSIDE_DOCUMENT_SAMPLES=<dir> keeps the documents made here (for the pictures in docs/portal). */
function keepSample(name: string, pdf: Buffer): void {
  const dir = process.env.QUAYSIDE_DOCUMENT_SAMPLES;
  if (dir) writeFileSync(path.join(dir, `${name}.pdf`), pdf);
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function fetchDoc(
  handler: Handler,
  url: string,
  params: Record<string, string>,
  who: { apiKey?: string; cookie?: string },
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers({ [PEER_IP_HEADER]: "127.0.0.1", ...extraHeaders });
  if (who.cookie) headers.set("cookie", who.cookie);
  else headers.set("authorization", `Bearer ${who.apiKey}`);
  const res = await handler(new NextRequest(new URL(url, "http://localhost"), { headers }), {
    params: Promise.resolve(params),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const [status, responseHeaders] = [res.status, res.headers];
  checkExchange({
    method: "GET",
    url,
    requestHeaders: headers,
    status,
    responseHeaders,
    responseBody: bytes.toString(),
  });
  return { status: res.status, type: res.headers.get("content-type"), bytes };
}

const work = mkdtempSync(path.join(tmpdir(), "qs-docs-"));
let n = 0;
function pdfText(pdf: Buffer): string {
  const file = path.join(work, `${++n}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

/** `pdfimages -list` of the PDF's first page: the images it places. */
function pdfImages(pdf: Buffer): string {
  const file = path.join(work, `${++n}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdfimages", ["-list", "-f", "1", "-l", "1", file], { encoding: "utf8" });
}

/**
 * Renders the PDF's first page as a scanner sees it (pdftoppm, 150 dpi grey) and decodes the barcode
 * of `symbology` on it with ZBar's zbarimg. (ZXing's JavaScript port failed on 1 in 40 of these QR
 * codes, which ZBar and phone scanners read: a test of the page, not of one decoder's weak spot.)
 */
function decodePage(pdf: Buffer, symbology: "code128" | "qrcode"): string {
  const file = path.join(work, `${++n}.pdf`);
  writeFileSync(file, pdf);
  const image = path.join(work, `page${n}`);
  execFileSync("pdftoppm", ["-r", "150", "-gray", "-singlefile", "-f", "1", "-l", "1", file, image]);
  return execFileSync("zbarimg", ["--quiet", "--raw", "-Sdisable", `-S${symbology}.enable`, `${image}.pgm`], {
    encoding: "utf8",
  }).trim();
}

let voyage: { id: number; number: string };
let staff: { nrl: string; acc: string };
let booking: { Id: number; BookingCode: string; Items: { Id: number; RelativeId: number }[] };
let vins: string[];

beforeAll(async () => {
  const cookieOf = async (email: string) => {
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    return sessionCookie({ uid: user.id, role: "STAFF", lineId: user.lineId });
  };
  staff = { nrl: await cookieOf(TEST_USERS.staffNrl), acc: await cookieOf(TEST_USERS.staffAcc) };
  voyage = await openNrlVoyage();
  // the line's letterhead as its staff set it: every document prints it
  const letterhead = await callRoute(letterheadRoute, {
    method: "PUT",
    url: "/api/lines/NRL/letterhead",
    params: { code: "NRL" },
    headers: { cookie: staff.nrl, "sec-fetch-site": "same-origin" },
    body: {
      name: "Nordic Ro-Ro Lines AS",
      address: "Havnegata 1, 0150 Oslo, Norway\n+47 22 00 00 00 · bookings@nordic-roro.example",
      logo: { data: readFileSync(path.join(import.meta.dirname, "testdata/nordic-logo.png")).toString("base64") },
    },
  });
  expect(letterhead.status, JSON.stringify(letterhead.body)).toBe(200);
  const message = bookingInput({ items: 3, header: { BookingVoyage: voyage.number, Status: "Approved" } });
  message.Items[1] = { ...message.Items[1], Length: 480, Width: 190, Height: 170, Weight: 2100 };
  vins = message.Items.map((i) => i.SerialNumber!);
  const saved = await callRoute<{ booking: typeof booking }>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  booking = { ...saved.body.booking, Items: saved.body.booking.Items.map((i) => ({ ...i, Id: Number(i.Id) })) };
});

/** Amounts as the documents print them ("EUR 1,234.50") in minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);

describe("booking confirmation", () => {
  it("holds the letterhead, the booking code, the sailing in port time, every VIN and totals that add up", async () => {
    const res = await fetchDoc(
      confirmation,
      `/api/bookings/${booking.Id}/confirmation.pdf`,
      { id: String(booking.Id) },
      { apiKey: TEST_API_KEYS.agent },
    );
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    const text = pdfText(res.bytes);
    keepSample("confirmation", res.bytes);
    const line = await db().booking.findUniqueOrThrow({
      where: { id: booking.Id },
      select: { line: { select: { name: true } }, priceTotalMinor: true, bookingCharges: true, priceCurrency: true },
    });
    expect(text).toContain(line.line!.name);
    expect(text).toContain("Nordic Ro-Ro Lines AS");
    expect(text).toContain("Havnegata 1, 0150 Oslo, Norway");
    expect(text).toContain("BOOKING CONFIRMATION");
    expect(pdfImages(res.bytes)).toMatch(/\b800\s+240\b/); // the logo
    expect(text).toMatch(new RegExp(`Booking\\s+${booking.BookingCode}`));
    expect(text).toContain(voyage.number);
    expect(text).toMatch(/Zeebrugge \(BEZEE\)/);
    expect(text).toMatch(/ICO Terminal/);
    // the cut-off as people read it, in the port's zone; no ISO wall clock anywhere
    expect(text).toMatch(/\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \((CET|CEST), UTC\+\d\)/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    for (const vin of vins) expect(text).toContain(vin);
    // the second unit's own measures (480 × 190 × 170 cm = 15.504 m³ > 2.1 t); the others take the catalogue model's (500 × 198 × 190 cm, 2500 kg)
    expect(text).toMatch(/480 x 190 x 170\s+2,100\s+15\.504\s+EUR [\d,]+\.\d{2}/);
    expect(text).toMatch(/3 units\s+7,100\s+53\.124\s+EUR [\d,]+\.\d{2}/);
    expect(text).toContain("Page 1 of 1");

    // every charge is a line, the per-booking documentation charge too, and they add up to the total shown
    const charges = text.slice(text.indexOf("FREIGHT AND CHARGES"));
    const chargeLines = charges.split("\n").filter((l) => /(\d+ units?|per booking)\s+EUR [\d,]+\.\d{2}\s*$/.test(l));
    expect(chargeLines.some((l) => /Documentation.*per booking\s+EUR 35\.00/.test(l))).toBe(true);
    expect(chargeLines.length).toBeGreaterThanOrEqual(2);
    const total = /Total\s+(EUR [\d,]+\.\d{2})/.exec(charges)?.[1];
    expect(total).toBeDefined();
    const sum = chargeLines.reduce((a, l) => a + minorOf(/EUR [\d,]+\.\d{2}\s*$/.exec(l)![0]), 0);
    expect(sum).toBe(minorOf(total!));
    expect(minorOf(total!)).toBe(Number(line.priceTotalMinor));
    // the units' amounts add up to the units' subtotal
    const unitAmounts = text
      .split("\n")
      .filter((l) => vins.some((v) => l.includes(v)))
      .map((l) => minorOf(/EUR [\d,]+\.\d{2}\s*$/.exec(l)![0]));
    const unitsTotal = /3 units\s+7,100\s+53\.124\s+(EUR [\d,]+\.\d{2})/.exec(text)![1];
    expect(unitAmounts.reduce((a, b) => a + b, 0)).toBe(minorOf(unitsTotal));
  });

  it("is the booking's: 404 to another agent and to staff of another line, 200 to the line's staff", async () => {
    const url = `/api/bookings/${booking.Id}/confirmation.pdf`;
    const params = { id: String(booking.Id) };
    expect((await fetchDoc(confirmation, url, params, { apiKey: TEST_API_KEYS.otherAgent })).status).toBe(404);
    expect((await fetchDoc(confirmation, url, params, { cookie: staff.acc })).status).toBe(404);
    expect((await fetchDoc(confirmation, url, params, { cookie: staff.nrl })).status).toBe(200);
  });
});

describe("booking confirmation in French", () => {
  it("is written in the request's language: French words, dates and amounts; the codes as they are", async () => {
    const url = `/api/bookings/${booking.Id}/confirmation.pdf`;
    const params = { id: String(booking.Id) };
    // the browser's language (Accept-Language) and the portal's locale cookie both choose French
    const byHeader = await fetchDoc(
      confirmation,
      url,
      params,
      { apiKey: TEST_API_KEYS.agent },
      {
        "accept-language": "fr-FR,fr;q=0.9,en;q=0.5",
      },
    );
    const byCookie = await fetchDoc(confirmation, url, params, { cookie: `${staff.nrl}; quayside-locale=fr` });
    expect(byHeader.status).toBe(200);
    expect(byCookie.status).toBe(200);
    keepSample("confirmation-fr", byHeader.bytes);
    for (const res of [byHeader, byCookie]) {
      const text = pdfText(res.bytes);
      expect(text).toContain("CONFIRMATION DE RÉSERVATION");
      expect(text).toMatch(new RegExp(`Réservation\\s+${booking.BookingCode}`));
      expect(text).toContain("N° DE RÉSERVATION");
      expect(text).toContain("CHARGEUR");
      expect(text).toContain("PORT DE CHARGEMENT");
      expect(text).toContain("DATE LIMITE DE DÉPÔT AU TERMINAL");
      expect(text).toContain("Zeebrugge (BEZEE)");
      for (const vin of vins) expect(text).toContain(vin);
      // French dates ("mar. 24 nov. 2026, 14:00") and amounts ("1 234,50 EUR", no-break spaces)
      expect(text).toMatch(/\b(lun|mar|mer|jeu|ven|sam|dim)\. \d{1,2} \S+ \d{4}, \d{2}:\d{2} \((CET|CEST), UTC\+\d\)/);
      expect(text).toMatch(/480 x 190 x 170\s+2\s?100\s+15,504\s+[\d\s]+,\d{2}\sEUR/);
      expect(text).toMatch(/3 unités\s+7\s?100\s+53,124/);
      expect(text).toContain("FRET ET FRAIS");
      expect(text).toMatch(/Documentation.*par réservation\s+35,00\sEUR/);
      expect(text).toMatch(/Total\s+[\d\s]+,\d{2}\sEUR/);
      expect(text).toContain("Page 1 sur 1");
      expect(text).toMatch(/Imprimé le .* par Quayside\./);
      expect(text).not.toMatch(/Booking confirmation|Port of loading|Page 1 of 1|EUR \d/i);
      expect(text).toContain("RÉFÉRENCE DE L’AGENT"); // the typographic apostrophe prints (WinAnsi)
    }
  });

  it("stays English without a French cookie or header, and the English is unchanged", async () => {
    const res = await fetchDoc(
      confirmation,
      `/api/bookings/${booking.Id}/confirmation.pdf`,
      { id: String(booking.Id) },
      { apiKey: TEST_API_KEYS.agent },
      { "accept-language": "de-DE,de;q=0.9" },
    );
    const text = pdfText(res.bytes);
    expect(text).toContain("BOOKING CONFIRMATION");
    expect(text).toContain("Page 1 of 1");
  });
});

describe("dock receipts", () => {
  it("prints the VIN as a Code 128 barcode and the item id as a QR code that decode back", async () => {
    const item = booking.Items[0];
    const res = await fetchDoc(
      receipt,
      `/api/bookings/${booking.Id}/items/${item.Id}/dock-receipt.pdf`,
      { id: String(booking.Id), itemId: String(item.Id) },
      { apiKey: TEST_API_KEYS.agent },
    );
    expect(res.status).toBe(200);
    const text = pdfText(res.bytes);
    keepSample("dock-receipt", res.bytes);
    expect(text).toContain("DOCK RECEIPT");
    expect(text).toContain(booking.BookingCode);
    expect(text).toContain(vins[0]);
    expect(text).toMatch(/1 of 3/);
    expect(text).toContain("Page 1 of 1");
    expect(decodePage(res.bytes, "code128")).toBe(vins[0]);
    expect(decodePage(res.bytes, "qrcode")).toBe(itemQrText(item.Id));
  });

  it("all of a booking's receipts: a page per unit; an item of another booking is 404", async () => {
    const all = await fetchDoc(
      receipts,
      `/api/bookings/${booking.Id}/dock-receipts.pdf`,
      { id: String(booking.Id) },
      { apiKey: TEST_API_KEYS.agent },
    );
    expect(all.status).toBe(200);
    const pages = pdfText(all.bytes)
      .split("\f")
      .filter((p) => p.trim());
    expect(pages).toHaveLength(3);
    vins.forEach((vin, k) => expect(pages[k]).toContain(vin));
    pages.forEach((page, k) => expect(page).toContain(`Page ${k + 1} of 3`));
    const other = await db().bookingItem.findFirstOrThrow({
      where: { bookingId: { not: booking.Id } },
      select: { id: true },
    });
    expect(
      (
        await fetchDoc(
          receipt,
          "/x",
          { id: String(booking.Id), itemId: String(other.id) },
          { apiKey: TEST_API_KEYS.agent },
        )
      ).status,
    ).toBe(404);
  });
});

describe("voyage manifest", () => {
  it("lists the booking's units under BEZEE > NGLOS with the leg's totals, as PDF and CSV, to the line's staff", async () => {
    const pdf = await fetchDoc(
      manifestPdf,
      `/api/voyages/${voyage.number}/manifest.pdf`,
      { voyage: voyage.number },
      { cookie: staff.nrl },
    );
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    keepSample("manifest", pdf.bytes);
    expect(text).toContain("CARGO MANIFEST");
    expect(text).toContain("Havnegata 1, 0150 Oslo, Norway");
    expect(text).toMatch(new RegExp(`Voyage\\s+${voyage.number}`));
    for (const vin of vins) expect(text).toContain(vin);
    expect(text).toMatch(/BEZEE Zeebrugge > NGLOS Lagos, departs \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(CET/);
    expect(text).toMatch(/BEZEE > NGLOS\s+\d+ units/);

    const csv = await fetchDoc(
      manifestCsv,
      `/api/voyages/${voyage.id}/manifest.csv`,
      { voyage: String(voyage.id) },
      { cookie: staff.nrl },
    );
    expect(csv.status).toBe(200);
    const lines = csv.bytes.toString("utf8").trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "Pol,Pod,BookingCode,ItemId,VIN,MakeModel,LengthCm,WidthCm,HeightCm,WeightKg,RT,Shipper,Consignee,Quantity,AttachedSubUnits",
    );
    const mine = lines.filter((l) => l.includes(booking.BookingCode));
    expect(mine).toHaveLength(3);
    expect(mine.find((l) => l.includes(vins[1]))).toMatch(/^BEZEE,NGLOS,.*,480,190,170,2100,15\.504,/);
  });

  it("is 404 to staff of another line and 403 to agents", async () => {
    expect((await fetchDoc(manifestCsv, "/x", { voyage: voyage.number }, { cookie: staff.acc })).status).toBe(404);
    expect((await fetchDoc(manifestCsv, "/x", { voyage: voyage.number }, { apiKey: TEST_API_KEYS.agent })).status).toBe(
      403,
    );
  });
});

describe("a long manifest", () => {
  it("runs onto pages numbered N of M, the table's header on each, the units and totals all there", async () => {
    const line = await db().voyage.findUniqueOrThrow({ where: { id: voyage.id }, select: { lineId: true } });
    const rows: ManifestRow[] = Array.from({ length: 250 }, (_, i) => ({
      pol: "BEZEE",
      polName: "Zeebrugge",
      pod: i < 200 ? "NGLOS" : "GHTEM",
      podName: i < 200 ? "Lagos" : "Tema",
      bookingCode: `NRL${String(1000 + Math.floor(i / 10))}`,
      itemId: i + 1,
      serialNumber: `WVWZZZ1KZ8W${100000 + i}`,
      makeModel: ["Toyota Land Cruiser", "Volkswagen Amarok", "Hyundai Tucson"][i % 3],
      length: 500,
      width: 198,
      height: 190,
      weight: 2500,
      milliRt: 18810,
      quantity: 1,
      attachedSubUnits: 0,
      attachedWeight: 0,
      shipper: i % 4 ? "Acme Auto Export" : "Eurocar Exports BV",
      consignee: i < 200 ? "Lagos Motors Ltd" : "Tema Auto Imports",
    }));
    const bytes = await renderManifest({
      voyage: {
        id: voyage.id,
        number: voyage.number,
        line: "NRL",
        lineId: line.lineId,
        vessel: "Nordic Fornax",
        timeZone: "Europe/Brussels",
        departures: { BEZEE: { at: "2026-12-01T18:00:00", timeZone: "Europe/Brussels" } },
      },
      rows,
      legs: [
        { pol: "BEZEE", pod: "NGLOS", units: 200, weight: 500000, rt: 3762 },
        { pol: "BEZEE", pod: "GHTEM", units: 50, weight: 125000, rt: 940.5 },
      ],
    });
    keepSample("manifest-250", bytes);
    const pages = pdfText(bytes)
      .split("\f")
      .filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, k) => {
      expect(page).toContain(`Page ${k + 1} of ${pages.length}`);
      if (k < pages.length - 1) expect(page).toMatch(/Booking\s+VIN \/ serial\s+Make \/ model/);
    });
    const all = pages.join("\n");
    for (const r of rows) expect(all).toContain(r.serialNumber!);
    expect(all).toMatch(/BEZEE > NGLOS\s+200 units\s+500,000\s+3,762\.000/);
    expect(all).toMatch(/Voyage total\s+250\s+625,000\s+4,702\.500/);
  });
});

process.on("exit", () => rmSync(work, { recursive: true, force: true }));

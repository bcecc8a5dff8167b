// After the quay on PostgreSQL (DESIGN.md "Shipping instructions, transport documents, invoices,
// release"): a booking split on two documents (a bill of lading, freight collect, and a sea
// waybill, prepaid); instructions → draft → revision → approve → issue only once every unit is
// Loaded (two staff at once: one wins) → invoice → part payments → surrender → release; 409s for
// every move the state does not allow, 404 for another agent, the instruction cut-off, void, a
// credit note when an invoiced unit is cancelled; every PDF read back with pdftotext. On a
// database of its own: the file changes the line's settings.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as siRoute } from "@/app/api/bookings/[id]/shipping-instructions/route";
import { PUT as reviseRoute } from "@/app/api/shipping-instructions/[number]/route";
import { GET as bookingDocsRoute } from "@/app/api/bookings/[id]/transport-documents/route";
import { GET as docRoute } from "@/app/api/transport-documents/[number]/route";
import { POST as approveRoute } from "@/app/api/transport-documents/[number]/approve/route";
import { POST as issueRoute } from "@/app/api/transport-documents/[number]/issue/route";
import { POST as surrenderRoute } from "@/app/api/transport-documents/[number]/surrender/route";
import { GET as releaseRoute } from "@/app/api/transport-documents/[number]/release/route";
import { GET as releasePdfRoute } from "@/app/api/transport-documents/[number]/release.pdf/route";
import { GET as invoicesRoute } from "@/app/api/invoices/route";
import { GET as invoiceRoute } from "@/app/api/invoices/[number]/route";
import { POST as paymentRoute } from "@/app/api/invoices/[number]/payments/route";
import { GET as creditNoteRoute } from "@/app/api/credit-notes/[number]/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { issueDocument, surrenderDocument, voidDocument } from "@/lib/papers/transitions";
import { recordPayment } from "@/lib/papers/invoices";
import type { InstructionResponse, InvoiceView, ReleaseStatus, TransportDocumentView } from "@/lib/papers/schemas";
import { instructionBodySchema, surrenderBodySchema } from "@/lib/papers/schemas";

type Envelope = { code: string; message: string; errors: { path: string; code: string; message: string }[] };
type Handler = Parameters<typeof callRoute>[0];

let ownDatabase: TestDatabase;
let staff: Caller;
let admin: Caller;
let voyage: { id: number; number: string };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const agentKey = TEST_API_KEYS.agent;
const otherKey = TEST_API_KEYS.otherAgent;

function instruct(bookingId: number, body: unknown, apiKey: string = agentKey) {
  return callRoute<InstructionResponse & Envelope>(siRoute, {
    url: `/api/bookings/${bookingId}/shipping-instructions`,
    apiKey,
    params: { id: String(bookingId) },
    body,
  });
}
function get<T>(handler: Handler, url: string, params: Record<string, string>, apiKey: string = agentKey) {
  return callRoute<T & Envelope>(handler, { url, apiKey, params });
}
function post<T>(
  handler: Handler,
  url: string,
  params: Record<string, string>,
  body: unknown = {},
  apiKey: string = agentKey,
) {
  return callRoute<T & Envelope>(handler, { url, apiKey, params, body, method: "POST" });
}
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code: string; errors: { code: string }[] }) => ({ code: e.code, errors: e.errors.map((x) => x.code) }),
  );

const work = mkdtempSync(path.join(tmpdir(), "qs-papers-"));
let files = 0;
/** GETs a PDF route (bytes, not text) and reads it back as pdftotext does. */
async function pdfText(
  handler: Handler,
  url: string,
  params: Record<string, string>,
  apiKey: string = agentKey,
  extraHeaders: Record<string, string> = {},
) {
  const headers = new Headers({
    [PEER_IP_HEADER]: "127.0.0.1",
    authorization: `Bearer ${apiKey}`,
    ...extraHeaders,
  });
  const res = await handler(new NextRequest(new URL(url, "http://localhost"), { headers }), {
    params: Promise.resolve(params),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, text: bytes.toString(), type: res.headers.get("content-type") };
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const file = path.join(work, `${++files}.pdf`);
  writeFileSync(file, bytes);
  // PAPERS_PDF_DIR=<dir> keeps each PDF there by its URL (the docs' screenshots are made from them).
  if (process.env.PAPERS_PDF_DIR)
    writeFileSync(path.join(process.env.PAPERS_PDF_DIR, `${url.split("/").slice(2).join("_")}`), bytes);
  return {
    status: 200,
    text: execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }),
    type: "application/pdf",
  };
}

async function milestone(
  itemIds: number[],
  type: "Delivered" | "Loaded" | "Discharged" | "CustomsCleared",
  on: string,
) {
  await recordMilestones(
    staff,
    itemIds.map((itemId) => ({ itemId, milestone: { type, on } })),
  );
}

// the test receivers listen on 127.0.0.1
process.env.FEED_ALLOW_PRIVATE_URLS = "1";

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const callers = await testCallers();
  staff = callers.staffNrl;
  admin = callers.admin;
  voyage = await openNrlVoyage();
});
afterAll(async () => {
  await ownDatabase?.drop();
});

describe("the chain: instructions to release, a booking split on two documents", () => {
  let booking: Awaited<ReturnType<typeof createBooking>>;
  let bl: InstructionResponse;
  let waybill: InstructionResponse;

  it("instructions for part of a booking draft a document; a unit is on at most one live document", async () => {
    booking = await createBooking({ items: 3, voyage: voyage.number });
    const [a, b, c] = booking.itemIds;
    const res = await instruct(booking.id, {
      documentKind: "BillOfLading",
      freightPayment: "Collect",
      items: [a, b],
      consignee: { name: "Lagos Motors Ltd", address: "12 Marina Road\nLagos\nNigeria" },
      notify: { name: "Apapa Clearing Co" },
      marksAndNumbers: "LAGOS MOTORS / NOS 1-2",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bl = res.body;
    expect(bl).toMatchObject({ state: "Received", late: false, transportDocument: { state: "Draft", revision: 1 } });
    expect(bl.number).toMatch(/^NRL-SI-\d{6}$/);
    expect(bl.transportDocument.number).toMatch(/^NRL-TD-\d{6}$/);

    const taken = await instruct(booking.id, { documentKind: "SeaWaybill", freightPayment: "Prepaid", items: [b, c] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual([expect.objectContaining({ path: "items[0]", code: "unit_on_live_document" })]);

    // Left out, `items` is every live unit not yet on a live document: c only.
    const second = await instruct(booking.id, { documentKind: "SeaWaybill", freightPayment: "Prepaid" });
    expect(second.status).toBe(201);
    waybill = second.body;
    const docs = await get<{ documents: TransportDocumentView[] }>(
      bookingDocsRoute,
      `/api/bookings/${booking.id}/transport-documents`,
      { id: String(booking.id) },
    );
    expect(docs.body.documents.map((d) => [d.kind, d.units.map((u) => u.itemId)])).toEqual([
      ["BillOfLading", [a, b]],
      ["SeaWaybill", [c]],
    ]);
    expect(docs.body.documents[0]).toMatchObject({
      freightPayment: "Collect",
      originals: 3,
      consignee: { name: "Lagos Motors Ltd" },
      notify: { name: "Apapa Clearing Co" },
      shippedOnBoardDate: null,
      invoice: null,
    });
    // The staff of the line hear of it.
    expect(
      await db().notification.count({ where: { kind: "INSTRUCTIONS_RECEIVED", bookingId: booking.id } }),
    ).toBeGreaterThan(0);
  });

  it("another agent gets 404 on each document, instruction and invoice path", async () => {
    const n = bl.transportDocument.number;
    expect((await get(docRoute, `/api/transport-documents/${n}`, { number: n }, otherKey)).status).toBe(404);
    // The portal server lower-cases API paths (the interface's routes are case-insensitive): the
    // answer names the number as it is printed, not as the path carried it.
    const missing = await get<Envelope>(invoiceRoute, "/api/invoices/nrl-inv-999999", { number: "nrl-inv-999999" });
    expect(missing.body.message).toBe("No invoice NRL-INV-999999.");
    expect(
      (await post(approveRoute, `/api/transport-documents/${n}/approve`, { number: n }, {}, otherKey)).status,
    ).toBe(404);
    expect((await get(releaseRoute, `/api/transport-documents/${n}/release`, { number: n }, otherKey)).status).toBe(
      404,
    );
    expect(
      (await instruct(booking.id, { documentKind: "SeaWaybill", freightPayment: "Prepaid" }, otherKey)).status,
    ).toBe(404);
    const revise = await callRoute<Envelope>(reviseRoute, {
      url: `/api/shipping-instructions/${bl.number}`,
      method: "PUT",
      apiKey: otherKey,
      params: { number: bl.number },
      body: { documentKind: "SeaWaybill", freightPayment: "Prepaid" },
    });
    expect(revise.status).toBe(404);
  });

  it("a changed instruction before approval makes a new draft revision with what changed", async () => {
    const [a, b] = booking.itemIds;
    const res = await callRoute<InstructionResponse & Envelope>(reviseRoute, {
      url: `/api/shipping-instructions/${bl.number}`,
      method: "PUT",
      apiKey: agentKey,
      params: { number: bl.number },
      body: {
        documentKind: "BillOfLading",
        originals: 2,
        freightPayment: "Collect",
        items: [a, b],
        consignee: { name: "Lagos Motors Ltd", address: "12 Marina Road\nLagos\nNigeria" },
        notify: { name: "Apapa Clearing Co" },
        marksAndNumbers: "LAGOS MOTORS / NOS 1-2",
        remarks: "Keys in the glovebox",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transportDocument).toMatchObject({ state: "Draft", revision: 2 });
    const doc = await get<TransportDocumentView>(docRoute, `/api/transport-documents/${bl.transportDocument.number}`, {
      number: bl.transportDocument.number,
    });
    expect(doc.body.history.at(-1)).toMatchObject({
      revision: 2,
      event: "revised",
      changes: expect.arrayContaining([
        { path: "originals", from: 3, to: 2 },
        { path: "remarks", from: null, to: "Keys in the glovebox" },
      ]),
    });
  });

  it("approve, then issue only once every unit is Loaded; disallowed moves are 409 wrong_state", async () => {
    const n = bl.transportDocument.number;
    expect(await refusal(issueDocument(staff, n))).toEqual({ code: "NOT_ALLOWED", errors: ["wrong_state"] });
    const approved = await post<TransportDocumentView>(approveRoute, `/api/transport-documents/${n}/approve`, {
      number: n,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe("Approved");
    const again = await post(approveRoute, `/api/transport-documents/${n}/approve`, { number: n });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe("wrong_state");
    const late = await callRoute<Envelope>(reviseRoute, {
      url: `/api/shipping-instructions/${bl.number}`,
      method: "PUT",
      apiKey: agentKey,
      params: { number: bl.number },
      body: { documentKind: "SeaWaybill", freightPayment: "Prepaid" },
    });
    expect(late.status).toBe(409);
    expect(late.body.errors[0].code).toBe("wrong_state");
    // An agent cannot issue (403); staff cannot before the units are loaded (409, each unit named).
    expect((await post(issueRoute, `/api/transport-documents/${n}/issue`, { number: n })).status).toBe(403);
    expect(await refusal(issueDocument(staff, n))).toEqual({
      code: "NOT_ALLOWED",
      errors: ["not_loaded", "not_loaded"],
    });

    const [a, b] = booking.itemIds;
    await milestone([a, b], "Delivered", day(-4));
    await milestone([a], "Loaded", day(-3));
    expect(await refusal(issueDocument(staff, n))).toEqual({ code: "NOT_ALLOWED", errors: ["not_loaded"] });
    await milestone([b], "Loaded", day(-2));

    // Two staff issue at once: one wins, the other is told the document is issued.
    const results = await Promise.allSettled([issueDocument(staff, n), issueDocument(admin, n)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "NOT_ALLOWED", errors: [{ code: "wrong_state" }] });
    const doc = await get<TransportDocumentView>(docRoute, `/api/transport-documents/${n}`, { number: n });
    expect(doc.body).toMatchObject({
      state: "Issued",
      shippedOnBoardDate: day(-2),
      instruction: { state: "Completed" },
    });
    expect(doc.body.invoice).not.toBeNull();
    expect(await db().invoice.count({ where: { transportDocumentId: { not: null }, bookingId: booking.id } })).toBe(1);
  });

  it("the invoice: lines from the booking's prices that add up, payer by the freight payment, due by PaymentDays", async () => {
    const doc = await get<TransportDocumentView>(docRoute, `/api/transport-documents/${bl.transportDocument.number}`, {
      number: bl.transportDocument.number,
    });
    const number = doc.body.invoice!.number;
    const inv = await get<InvoiceView>(invoiceRoute, `/api/invoices/${number}`, { number });
    expect(inv.status).toBe(200);
    const stored = await db().booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(inv.body).toMatchObject({
      currency: stored.priceCurrency,
      freightPayment: "Collect",
      payer: { name: "Lagos Motors Ltd" },
      transportDocument: bl.transportDocument.number,
      paid: 0,
      status: "Open",
    });
    const cents = inv.body.lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);
    expect(cents).toBe(Math.round(inv.body.total * 100));
    // Both units' freight, and the per-booking charges (documentation) once.
    const [a, b] = booking.itemIds;
    expect(new Set(inv.body.lines.map((l) => l.itemId))).toEqual(
      new Set([a, b, ...(stored.bookingCharges ? [null] : [])]),
    );
    const items = await db().bookingItem.findMany({ where: { id: { in: [a, b] } } });
    const charges = ((stored.bookingCharges ?? []) as { amountMinor: number }[]).reduce((s, c) => s + c.amountMinor, 0);
    expect(cents).toBe(items.reduce((s, i) => s + (i.priceMinor ?? 0), 0) + charges);
    const due = new Date(new Date(`${inv.body.issuedOn}T00:00:00Z`).getTime() + (stored.paymentDays ?? 0) * 86_400_000);
    expect(inv.body.dueOn).toBe(due.toISOString().slice(0, 10));
    // Another agent: 404; the agent's list shows it as open.
    expect((await get(invoiceRoute, `/api/invoices/${number}`, { number }, otherKey)).status).toBe(404);
    const open = await get<{ invoices: InvoiceView[] }>(invoicesRoute, "/api/invoices?open=true", {});
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.invoices.map((i) => i.number)).toContain(number);
    const others = await get<{ invoices: InvoiceView[] }>(invoicesRoute, "/api/invoices", {}, otherKey);
    expect(others.body.invoices.map((i) => i.number)).not.toContain(number);
  });

  it("release waits for discharge, customs, the collect payment and the surrender, listing every reason", async () => {
    const n = bl.transportDocument.number;
    const status = await get<ReleaseStatus>(releaseRoute, `/api/transport-documents/${n}/release`, { number: n });
    expect(status.body.releasable).toBe(false);
    expect(status.body.reasons.map((r) => r.code).sort()).toEqual(
      ["collect_unpaid", "not_cleared", "not_cleared", "not_discharged", "not_discharged", "not_surrendered"].sort(),
    );
    const refused = await get(releasePdfRoute, `/api/transport-documents/${n}/release.pdf`, { number: n });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toHaveLength(6);
    expect(new Set(refused.body.errors.map((e) => e.code))).toEqual(new Set(["not_releasable"]));

    const [a, b] = booking.itemIds;
    await milestone([a, b], "Discharged", day(-1));
    await milestone([a, b], "CustomsCleared", day(0));
    const invoiceNumber = (await db().invoice.findFirstOrThrow({ where: { document: { number: n } } })).number;
    // Part payments: the agent may not record one; more than is open is refused; the rest settles it.
    const byAgent = await post(
      paymentRoute,
      `/api/invoices/${invoiceNumber}/payments`,
      { number: invoiceNumber },
      {
        amount: 1,
        on: day(0),
        reference: "X",
      },
    );
    expect(byAgent.status).toBe(403);
    const part = await recordPayment(staff, invoiceNumber, { amount: 100.5, on: day(0), reference: "SWIFT 1" });
    expect(part).toMatchObject({ paid: 100.5, status: "Open" });
    expect(
      await refusal(recordPayment(staff, invoiceNumber, { amount: part.open + 1, on: day(0), reference: "SWIFT 2" })),
    ).toEqual({
      code: "VALIDATION_FAILED",
      errors: ["exceeds_open_amount"],
    });
    // past what a unit's price may be (2^31 − 1 minor units), still "more than is open", not "decimals"
    expect(
      await refusal(recordPayment(staff, invoiceNumber, { amount: 1e9, on: day(0), reference: "SWIFT 3" })),
    ).toEqual({ code: "VALIDATION_FAILED", errors: ["exceeds_open_amount"] });
    expect(
      await refusal(recordPayment(staff, invoiceNumber, { amount: 1.005, on: day(0), reference: "SWIFT 4" })),
    ).toEqual({ code: "VALIDATION_FAILED", errors: ["invalid_amount"] });
    const rest = await post<InvoiceView>(
      paymentRoute,
      `/api/invoices/${invoiceNumber}/payments`,
      { number: invoiceNumber },
      { amount: part.open, on: day(0), reference: "SWIFT 2" },
      TEST_API_KEYS.admin,
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ status: "Paid", open: 0 });
    expect(await refusal(recordPayment(staff, invoiceNumber, { amount: 1, on: day(0), reference: "again" }))).toEqual({
      code: "NOT_ALLOWED",
      errors: ["wrong_state"],
    });
    const left = await get<ReleaseStatus>(releaseRoute, `/api/transport-documents/${n}/release`, { number: n });
    expect(left.body.reasons.map((r) => r.code)).toEqual(["not_surrendered"]);

    // Surrender: the waybill has none (409); the bill's originals come back.
    expect(
      await refusal(surrenderDocument(staff, waybill.transportDocument.number, surrenderBodySchema.parse({}))),
    ).toEqual({
      code: "NOT_ALLOWED",
      errors: ["wrong_state"],
    });
    const surrendered = await post<TransportDocumentView>(
      surrenderRoute,
      `/api/transport-documents/${n}/surrender`,
      { number: n },
      { kind: "originals" },
      TEST_API_KEYS.admin,
    );
    expect(surrendered.body).toMatchObject({ state: "Surrendered", surrenderKind: "originals" });
    expect(await refusal(surrenderDocument(staff, n, surrenderBodySchema.parse({})))).toEqual({
      code: "NOT_ALLOWED",
      errors: ["wrong_state"],
    });
    expect(await refusal(voidDocument(staff, n, { reason: "late" }))).toEqual({
      code: "NOT_ALLOWED",
      errors: ["wrong_state"],
    });

    const order = await pdfText(releasePdfRoute, `/api/transport-documents/${n}/release.pdf`, { number: n });
    expect(order.status).toBe(200);
    expect(order.text).toContain("DELIVERY ORDER");
    expect(order.text).toContain("Lagos Motors Ltd");
    for (const vin of booking.message.Items.slice(0, 2).map((i) => i.SerialNumber!)) expect(order.text).toContain(vin);
    expect(order.text).toMatch(/Page 1 of 1/);
    // Everyone concerned heard: drafted, issued, surrendered; invoice issued and paid; releasable.
    const kinds = await db().notification.findMany({
      where: { bookingId: booking.id },
      select: { kind: true, title: true },
    });
    for (const k of ["DOCUMENT_UPDATE", "INVOICE_UPDATE", "UNITS_RELEASABLE", "RELEASE_READY"])
      expect(kinds.map((x) => x.kind)).toContain(k);
    // At most once per user, though several changes (payment, surrender, milestones) could have said so.
    const told = await db().notification.findMany({ where: { bookingId: booking.id, kind: "UNITS_RELEASABLE" } });
    expect(new Set(told.map((t) => t.userId)).size).toBe(told.length);
  });

  it("the PDFs carry every box's value: DRAFT until issued, NON-NEGOTIABLE on a waybill", async () => {
    const n = bl.transportDocument.number;
    const doc = (await get<TransportDocumentView>(docRoute, `/api/transport-documents/${n}`, { number: n })).body;
    const pdf = await pdfText(docRoute, `/api/transport-documents/${n}.pdf`, { number: `${n}.pdf` });
    expect(pdf.status).toBe(200);
    const flat = pdf.text.replace(/\s+/g, " ");
    for (const value of [
      "BILL OF LADING",
      n,
      doc.shipper!.name,
      "Lagos Motors Ltd",
      "12 Marina Road",
      "Apapa Clearing Co",
      doc.vessel!,
      doc.voyage!,
      doc.pol,
      doc.pod!,
      "LAGOS MOTORS / NOS 1-2",
      ...doc.units.map((u) => u.serialNumber!),
      ...doc.units.map((u) => u.weight!.toLocaleString("en-GB")),
      "Collect",
      "2 (two)",
      "Keys in the glovebox",
      doc.invoice!.number,
    ])
      expect(flat, value).toContain(value);
    expect(flat).toContain("SHIPPED ON BOARD");
    expect(flat).toMatch(/PLACE AND DATE OF ISSUE/);
    expect(flat).not.toContain("DRAFT");

    const w = waybill.transportDocument.number;
    const draft = await pdfText(docRoute, `/api/transport-documents/${w}.pdf`, { number: `${w}.pdf` });
    expect(draft.text).toContain("DRAFT");
    expect(draft.text).toContain("NON-NEGOTIABLE");

    const inv = (
      await get<InvoiceView>(invoiceRoute, `/api/invoices/${doc.invoice!.number}`, { number: doc.invoice!.number })
    ).body;
    const invPdf = await pdfText(invoiceRoute, `/api/invoices/${inv.number}.pdf`, { number: `${inv.number}.pdf` });
    const invFlat = invPdf.text.replace(/\s+/g, " ");
    for (const value of [
      inv.number,
      "Lagos Motors Ltd",
      inv.bookingCode,
      n,
      "SWIFT 1",
      "Paid in full",
      ...inv.lines.map((l) => l.description),
    ])
      expect(invFlat, value).toContain(value);
    const fmt = (x: number) =>
      `${inv.currency} ${x.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    for (const l of inv.lines) expect(invFlat).toContain(fmt(l.amount));
    expect(invFlat).toContain(fmt(inv.total));

    // in French when the request asks for it (Accept-Language): the words, the amounts, the codes as they are
    const french = { "accept-language": "fr" };
    const frBl = await pdfText(docRoute, `/api/transport-documents/${n}.pdf`, { number: `${n}.pdf` }, agentKey, french);
    const frBlFlat = frBl.text.replace(/\s+/g, " ");
    for (const value of [
      "CONNAISSEMENT",
      n,
      "Lagos Motors Ltd",
      "Port dû",
      "2 (deux)",
      "EMBARQUÉ À BORD",
      "Page 1 sur",
    ])
      expect(frBlFlat, value).toContain(value);
    expect(frBlFlat).not.toContain("BILL OF LADING");
    const frInv = await pdfText(
      invoiceRoute,
      `/api/invoices/${inv.number}.pdf`,
      { number: `${inv.number}.pdf` },
      agentKey,
      french,
    );
    const frInvFlat = frInv.text.replace(/\s+/g, " ");
    for (const value of ["FACTURE", inv.number, "Payée intégralement", "PAYÉE"])
      expect(frInvFlat, value).toContain(value);
    const frFmt = (x: number) =>
      `${x.toLocaleString("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/g, " ")} ${inv.currency}`;
    expect(frInvFlat).toContain(frFmt(inv.total));
  });
});

describe("races and other lines", () => {
  it("subscriptions that ask for transport-document.state get a post per change; others none", async () => {
    const { createSubscription } = await import("@/lib/feed/subscriptions");
    const acmeUser = (await testCallers()).acmeUser;
    const { startReceiver } = await import("@/lib/feed/test-helpers");
    const [r1, r2] = [await startReceiver(), await startReceiver()];
    const asking = await createSubscription(acmeUser, { url: r1.url, events: ["transport-document.state"] });
    const notAsking = await createSubscription(acmeUser, { url: r2.url });
    await Promise.all([r1.close(), r2.close()]);
    const booking = await createBooking({ items: 1, voyage: voyage.number });
    const si = await instruct(booking.id, { documentKind: "SeaWaybill", freightPayment: "Prepaid" });
    const events = await db().bookingEvent.findMany({
      where: { subscriptionId: { in: [asking.id, notAsking.id] } },
      select: { subscriptionId: true, body: true },
    });
    expect(events).toEqual([
      {
        subscriptionId: asking.id,
        body: expect.objectContaining({
          type: "transport-document.state",
          number: si.body.transportDocument.number,
          state: "Draft",
          event: "drafted",
        }),
      },
    ]);
  });

  it("two instructions for the same unit at once: one wins, the other is told the unit is taken", async () => {
    const booking = await createBooking({ items: 1, voyage: voyage.number });
    const { submitInstructions } = await import("@/lib/papers/instructions");
    const agent = (await testCallers()).acmeUser;
    const body = { documentKind: "SeaWaybill", freightPayment: "Prepaid", items: booking.itemIds };
    const results = await Promise.allSettled([
      submitInstructions(agent, booking.id, instructionBodySchema.parse(body)),
      submitInstructions(agent, booking.id, instructionBodySchema.parse(body)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "NOT_ALLOWED", errors: [{ code: "unit_on_live_document" }] });
    // Staff of another line see nothing of it.
    const { getDocument } = await import("@/lib/papers/transitions");
    const won = (results.find((r) => r.status === "fulfilled") as PromiseFulfilledResult<InstructionResponse>).value;
    const staffAcc = (await testCallers()).staffAcc;
    expect(await refusal(getDocument(staffAcc, won.transportDocument.number))).toEqual({
      code: "NOT_FOUND",
      errors: [],
    });
    expect(await refusal(issueDocument(staffAcc, won.transportDocument.number))).toEqual({
      code: "NOT_FOUND",
      errors: [],
    });
  });
});

describe("the line's settings", () => {
  it("the instruction cut-off binds agents; staff accept late instructions", async () => {
    const booking = await createBooking({ items: 1, voyage: voyage.number });
    const line = await db().shippingLine.findUniqueOrThrow({ where: { code: "NRL" } });
    await db().shippingLine.update({ where: { id: line.id }, data: { siCutOffHours: -24 * 365 } });
    try {
      const res = await instruct(booking.id, { documentKind: "SeaWaybill", freightPayment: "Prepaid" });
      expect(res.status).toBe(409);
      expect(res.body.errors[0].code).toBe("si_cut_off_passed");
      const { submitInstructions } = await import("@/lib/papers/instructions");
      const late = await submitInstructions(staff, booking.id, {
        documentKind: "SeaWaybill",
        freightPayment: "Prepaid",
        acceptLate: true,
      });
      expect(late.late).toBe(true);
      // Void frees the units for other instructions.
      await voidDocument(staff, late.transportDocument.number, { reason: "Wrong consignee" });
      const again = await submitInstructions(staff, booking.id, {
        documentKind: "SeaWaybill",
        freightPayment: "Prepaid",
        acceptLate: true,
      });
      expect(again.transportDocument.state).toBe("Draft");
    } finally {
      await db().shippingLine.update({ where: { id: line.id }, data: { siCutOffHours: 48 } });
    }
  });

  it("a line that invoices at confirmation: a cancelled invoiced unit gets a credit note", async () => {
    const line = await db().shippingLine.findUniqueOrThrow({ where: { code: "NRL" } });
    await db().shippingLine.update({ where: { id: line.id }, data: { invoiceAt: "CONFIRMATION" } });
    try {
      const booking = await createBooking({ items: 2, voyage: voyage.number });
      const invoice = await db().invoice.findFirstOrThrow({ where: { bookingId: booking.id } });
      expect(invoice.transportDocumentId).toBeNull();
      // The unit is on a draft too: cancelling it drops it from the draft (a new revision).
      const si = await instruct(booking.id, { documentKind: "SeaWaybill", freightPayment: "Prepaid" });
      expect(si.status).toBe(201);
      const read = await callRoute<{ booking: { Header: Record<string, unknown>; Items: Record<string, unknown>[] } }>(
        bookingRoute,
        {
          url: `/api/bookings/${booking.id}`,
          apiKey: agentKey,
          params: { id: String(booking.id) },
        },
      );
      const message = read.body.booking;
      message.Items[1].IsCanceled = true;
      const saved = await callRoute<Envelope>(saveRoute, {
        url: "/api/booking/save",
        apiKey: agentKey,
        body: { booking: { ...message, TestOnly: false } },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const notes = await db().creditNote.findMany({ where: { invoiceId: invoice.id } });
      expect(notes).toHaveLength(1);
      expect(notes[0].itemId).toBe(booking.itemIds[1]);
      const inv = await get<InvoiceView>(invoiceRoute, `/api/invoices/${invoice.number}`, { number: invoice.number });
      const unitCents = inv.body.lines
        .filter((l) => l.itemId === booking.itemIds[1])
        .reduce((s, l) => s + Math.round(l.amount * 100), 0);
      expect(Math.round(inv.body.credited * 100)).toBe(unitCents);
      expect(Math.round(inv.body.open * 100)).toBe(Math.round(inv.body.total * 100) - unitCents);
      const note = await pdfText(creditNoteRoute, `/api/credit-notes/${notes[0].number}.pdf`, {
        number: `${notes[0].number}.pdf`,
      });
      expect(note.text).toContain("CREDIT NOTE");
      expect(note.text).toContain(invoice.number);
      expect(
        (await get(creditNoteRoute, `/api/credit-notes/${notes[0].number}`, { number: notes[0].number }, otherKey))
          .status,
      ).toBe(404);
      const doc = await get<TransportDocumentView>(
        docRoute,
        `/api/transport-documents/${si.body.transportDocument.number}`,
        {
          number: si.body.transportDocument.number,
        },
      );
      expect(doc.body).toMatchObject({ state: "Draft", revision: 2 });
      expect(doc.body.units.map((u) => u.itemId)).toEqual([booking.itemIds[0]]);
    } finally {
      await db().shippingLine.update({ where: { id: line.id }, data: { invoiceAt: "DOCUMENT_ISSUE" } });
    }
  });
});

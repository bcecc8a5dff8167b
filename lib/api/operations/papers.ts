// After the quay (DESIGN.md "Shipping instructions, transport documents, invoices, release";
// docs/integrators/papers.md): shipping instructions, transport documents, invoices, payments
// and release at destination. Listed with the rest in ./index.ts.
import { z } from "zod";
import { defineOperation, ID_PARAMS } from "@/lib/core/operation";
import {
  DOCUMENT_PARAMS,
  creditNoteSchema,
  documentListSchema,
  instructionBodySchema,
  instructionResponseSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceSchema,
  paymentBodySchema,
  releaseStatusSchema,
  surrenderBodySchema,
  transportDocumentSchema,
  voidBodySchema,
} from "@/lib/papers/schemas";

const READERS = ["AGENT", "STAFF", "ADMIN"] as const;
const LINE_SIDE = ["STAFF", "ADMIN"] as const;
const NUMBER_PARAMS = z.object({
  number: z
    .string()
    .min(1)
    .max(40)
    .meta({ description: "The paper's number (e.g. NRL-INV-000001); `.pdf` appended gives the PDF" }),
});
const WRONG_STATE =
  "`wrong_state`: the document's state does not allow this move (of two at once, one wins and the other gets this)";

export const submitInstructionsOperation = defineOperation({
  method: "post",
  path: "/api/bookings/{id}/shipping-instructions",
  operationId: "submitShippingInstructions",
  tag: "Papers",
  summary: "Send shipping instructions for units of a booking",
  description: [
    "The agent (or the line's staff, an admin) says which units of a confirmed booking go on one transport document: its kind (a bill of lading with its originals, 3 by default, or a sea waybill), freight Prepaid or Collect, the consignee (or `toOrder`) and notify party (the booking's when left out), marks and remarks. A draft document is made at once and answered with its number.",
    "Several instructions split a booking; a unit is on at most one live document (`unit_on_live_document`, 409). `items` left out: every live unit not yet on a live document.",
    "The line's instruction cut-off (48 h after the Pol's departure by default, port time) binds agents: after it, 409 `si_cut_off_passed`; staff accept late instructions with `acceptLate: true`.",
  ].join("\n"),
  access: READERS,
  params: ID_PARAMS,
  body: instructionBodySchema,
  response: instructionResponseSchema,
  successStatus: 201,
  responseDescription: "The instruction and its draft transport document",
  errors: ["BAD_REQUEST", "NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED"],
  errorText: {
    NOT_ALLOWED:
      "`si_cut_off_passed`; `unit_on_live_document` (a unit is on another live document); `wrong_state` (the booking is not confirmed, or canceled)",
    VALIDATION_FAILED: "A field is not valid, or an item id is not a live unit of the booking (`not_found`)",
  },
});

export const reviseInstructionsOperation = defineOperation({
  method: "put",
  path: "/api/shipping-instructions/{number}",
  operationId: "reviseShippingInstructions",
  tag: "Papers",
  summary: "Change shipping instructions before the draft is approved",
  description:
    "The whole instruction again, as sent to POST …/shipping-instructions. While its document is a Draft, it is drafted again: the next revision, with what changed in its history. Once approved (or later): 409 `wrong_state`. The cut-off binds as when sending.",
  access: READERS,
  params: NUMBER_PARAMS,
  body: instructionBodySchema,
  response: instructionResponseSchema,
  responseDescription: "The instruction and its document's new revision",
  errors: ["BAD_REQUEST", "NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED"],
  errorText: { NOT_ALLOWED: `${WRONG_STATE}; \`si_cut_off_passed\`; \`unit_on_live_document\`` },
});

export const listBookingDocumentsOperation = defineOperation({
  method: "get",
  path: "/api/bookings/{id}/transport-documents",
  operationId: "listBookingTransportDocuments",
  tag: "Papers",
  summary: "A booking's transport documents",
  description:
    "Every transport document of the booking (void ones too), oldest first. 404 for a booking the caller may not see.",
  access: READERS,
  params: ID_PARAMS,
  response: documentListSchema,
  responseDescription: "The documents",
  errors: ["NOT_FOUND"],
});

export const getDocumentOperation = defineOperation({
  method: "get",
  path: "/api/transport-documents/{number}",
  operationId: "getTransportDocument",
  tag: "Papers",
  summary: "A transport document (JSON, or PDF with .pdf)",
  description:
    "The bill of lading or sea waybill: its state, revision and history, parties, vessel and voyage, ports, units (VIN, description, weight, measurement, milestones), the invoice that goes with it and, once issued, `shippedOnBoardDate` (the latest Loaded date of its units). `/api/transport-documents/{number}.pdf` answers the document as a carrier prints it: every standard box, DRAFT across it until issued, NON-NEGOTIABLE on a waybill. 404 to whoever may not see its booking.",
  access: READERS,
  params: DOCUMENT_PARAMS,
  response: transportDocumentSchema,
  responseContent: ["application/json", "application/pdf"],
  responseDescription: "The document",
  errors: ["NOT_FOUND"],
});

/** A move of a transport document; its body's schema types the route's parsed body. */
function move<B extends z.ZodType | undefined = undefined>(
  name: string,
  path: string,
  summary: string,
  description: string,
  extra: { body?: B; notAllowed?: string } = {},
) {
  return defineOperation({
    method: "post",
    path: `/api/transport-documents/{number}/${path}`,
    operationId: name,
    tag: "Papers",
    summary,
    description,
    access: path === "approve" ? (["AGENT", "ADMIN"] as const) : LINE_SIDE,
    params: DOCUMENT_PARAMS,
    body: extra.body,
    response: transportDocumentSchema,
    responseDescription: "The document after the move",
    errors: ["BAD_REQUEST", "NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED"],
    errorText: { NOT_ALLOWED: extra.notAllowed ?? WRONG_STATE },
  });
}

export const approveDocumentOperation = move(
  "approveTransportDocument",
  "approve",
  "Approve a draft transport document",
  "The agent approves the draft (Draft → Approved). Any other state: 409 `wrong_state`.",
);
export const issueDocumentOperation = move(
  "issueTransportDocument",
  "issue",
  "Issue a transport document",
  "Staff of the line issue an approved document once every unit on it is Loaded (else 409 `not_loaded`, each unit named): `shippedOnBoardDate` is the latest Loaded date, the place of issue the Pol. Its invoice is issued with it (where the line invoices at confirmation, the booking's invoice stands). An unpriced unit: 409 `unit_not_priced`.",
  { notAllowed: `${WRONG_STATE}; \`not_loaded\`; \`unit_not_priced\`` },
);
export const surrenderDocumentOperation = move(
  "surrenderTransportDocument",
  "surrender",
  "Record a bill of lading's surrender",
  "Staff record that the originals were returned at destination (`kind: originals`) or that the line releases on the shipper's surrender at origin (`telex`): Issued → Surrendered. A sea waybill is never surrendered: 409 `wrong_state`.",
  { body: surrenderBodySchema },
);
export const voidDocumentOperation = move(
  "voidTransportDocument",
  "void",
  "Void a transport document",
  "Staff void a document (Draft, Approved or Issued) with a `reason`; its units are free for another instruction. A surrendered or void document: 409 `wrong_state`.",
  { body: voidBodySchema },
);

export const releaseStatusOperation = defineOperation({
  method: "get",
  path: "/api/transport-documents/{number}/release",
  operationId: "getReleaseStatus",
  tag: "Papers",
  summary: "Whether a document's units may be released at destination",
  description:
    "Every reason that blocks the release, each with its code: `not_issued`, `not_discharged` and `not_cleared` (per unit), `collect_unpaid`, `not_surrendered` (a bill of lading; a waybill needs none).",
  access: READERS,
  params: DOCUMENT_PARAMS,
  response: releaseStatusSchema,
  responseDescription: "Releasable or not, and why",
  errors: ["NOT_FOUND"],
});

export const deliveryOrderOperation = defineOperation({
  method: "get",
  path: "/api/transport-documents/{number}/release.pdf",
  operationId: "getDeliveryOrder",
  tag: "Papers",
  summary: "The delivery order (PDF)",
  description:
    "Only when every unit is Discharged and CustomsCleared, a Collect invoice is paid and a bill of lading is Surrendered; else 409 NOT_ALLOWED, one `not_releasable` error per reason (as GET …/release lists them).",
  access: READERS,
  params: DOCUMENT_PARAMS,
  response: z.string().meta({ description: "application/pdf" }),
  responseContent: "application/pdf",
  responseDescription: "The delivery order",
  errors: ["NOT_FOUND", "NOT_ALLOWED"],
  errorText: { NOT_ALLOWED: "`not_releasable`: one error per reason, at its path" },
});

export const listInvoicesOperation = defineOperation({
  method: "get",
  path: "/api/invoices",
  operationId: "listInvoices",
  tag: "Papers",
  summary: "Invoices: an agent's own, a line's for its staff",
  description:
    "Newest first, at most 500. `open=true` keeps those with an amount still to pay; `bookingId` those of one booking.",
  access: READERS,
  query: invoiceListQuerySchema,
  response: invoiceListSchema,
  responseDescription: "The invoices",
  errors: ["BAD_REQUEST"],
});

export const getInvoiceOperation = defineOperation({
  method: "get",
  path: "/api/invoices/{number}",
  operationId: "getInvoice",
  tag: "Papers",
  summary: "An invoice (JSON, or PDF with .pdf)",
  description:
    "Number, dates (issued, due by the booking's PaymentDays), payer (Prepaid: the agent's client; Collect: the consignee), lines from the booking's prices and charges (each unit's freight and surcharges, the per-booking charges on the booking's first invoice) that add up to `total`, payments, credit notes and what is `open`. Amounts are decimals in the currency's major units, as the save's prices. `.pdf` answers the printed invoice.",
  access: READERS,
  params: NUMBER_PARAMS,
  response: invoiceSchema,
  responseContent: ["application/json", "application/pdf"],
  responseDescription: "The invoice",
  errors: ["NOT_FOUND"],
});

export const recordPaymentOperation = defineOperation({
  method: "post",
  path: "/api/invoices/{number}/payments",
  operationId: "recordPayment",
  tag: "Papers",
  summary: "Record a payment of an invoice",
  description:
    "Staff of the line record a payment (part payments too) with its date and reference. More than what is open: 422 `exceeds_open_amount`; an invoice already paid: 409 `wrong_state`.",
  access: LINE_SIDE,
  params: NUMBER_PARAMS,
  body: paymentBodySchema,
  response: invoiceSchema,
  responseDescription: "The invoice after the payment",
  errors: ["BAD_REQUEST", "NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED"],
});

export const getCreditNoteOperation = defineOperation({
  method: "get",
  path: "/api/credit-notes/{number}",
  operationId: "getCreditNote",
  tag: "Papers",
  summary: "A credit note (JSON, or PDF with .pdf)",
  description:
    "Made when a unit that was invoiced is cancelled: the unit's invoiced lines, credited against the invoice (whose `open` falls by as much).",
  access: READERS,
  params: NUMBER_PARAMS,
  response: creditNoteSchema.extend({ invoice: z.string(), currency: z.string() }),
  responseContent: ["application/json", "application/pdf"],
  responseDescription: "The credit note",
  errors: ["NOT_FOUND"],
});

export const PAPER_OPERATIONS = [
  submitInstructionsOperation,
  reviseInstructionsOperation,
  listBookingDocumentsOperation,
  getDocumentOperation,
  approveDocumentOperation,
  issueDocumentOperation,
  surrenderDocumentOperation,
  voidDocumentOperation,
  releaseStatusOperation,
  deliveryOrderOperation,
  listInvoicesOperation,
  getInvoiceOperation,
  recordPaymentOperation,
  getCreditNoteOperation,
] as const;

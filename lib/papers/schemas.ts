// After the quay (DESIGN.md "Shipping instructions, transport documents, invoices, release";
// anchor DCSA eDocumentation 3.0): the bodies and answers of the papers' operations. Free of
// server imports: the booking page's forms, the client and the OpenAPI document read these too.
import { z } from "zod";
import { isRecord } from "@/lib/core/narrow";
import { changeSchema } from "@/lib/db/json";
import { checkWords, issueWords, wordsOf } from "@/lib/i18n/sentences";
import type { DocumentKind, FreightPayment, TransportDocumentState } from "@/lib/generated/prisma/enums";

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

export const DOCUMENT_KINDS = ["BillOfLading", "SeaWaybill"] as const;
export type DocumentKindName = (typeof DOCUMENT_KINDS)[number];
export const KIND_NAME: Record<DocumentKind, DocumentKindName> = {
  BILL_OF_LADING: "BillOfLading",
  SEA_WAYBILL: "SeaWaybill",
};
export const KIND_OF_NAME: Record<DocumentKindName, DocumentKind> = {
  BillOfLading: "BILL_OF_LADING",
  SeaWaybill: "SEA_WAYBILL",
};
export const KIND_LABEL: Record<DocumentKindName, string> = {
  BillOfLading: "Bill of lading",
  SeaWaybill: "Sea waybill",
};

export const FREIGHT_PAYMENTS = ["Prepaid", "Collect"] as const;
export type FreightPaymentName = (typeof FREIGHT_PAYMENTS)[number];
export const PAYMENT_NAME: Record<FreightPayment, FreightPaymentName> = { PREPAID: "Prepaid", COLLECT: "Collect" };
export const PAYMENT_OF_NAME: Record<FreightPaymentName, FreightPayment> = { Prepaid: "PREPAID", Collect: "COLLECT" };

export const DOCUMENT_STATES = ["Draft", "Approved", "Issued", "Surrendered", "Void"] as const;
export type DocumentStateName = (typeof DOCUMENT_STATES)[number];
export const DOCUMENT_STATE_NAME: Record<TransportDocumentState, DocumentStateName> = {
  DRAFT: "Draft",
  APPROVED: "Approved",
  ISSUED: "Issued",
  SURRENDERED: "Surrendered",
  VOID: "Void",
};

/** Instruction states: Received while its document is a draft or approved, Completed once issued, Void with it. */
export const INSTRUCTION_STATES = ["Received", "Completed", "Void"] as const;
export type InstructionStateName = (typeof INSTRUCTION_STATES)[number];
export function instructionState(document: DocumentStateName): InstructionStateName {
  if (document === "Void") return "Void";
  return document === "Issued" || document === "Surrendered" ? "Completed" : "Received";
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: wordsOf("refusals.papers.required") })
    .max(max, { error: wordsOf("validation.atMostChars", { max }) });

export const partySchema = z
  .object({
    name: text(200).meta({ description: "As printed on the document" }),
    address: z
      .string()
      .trim()
      .max(500, { error: wordsOf("validation.atMostChars", { max: 500 }) })
      .optional()
      .meta({
        description: "Street, city and country; lines separated by new lines",
      }),
  })
  .meta({ id: "DocumentParty" });
export type DocumentParty = z.infer<typeof partySchema>;

function isDocumentParty(value: unknown): value is DocumentParty {
  return (
    isRecord(value) &&
    typeof value.name === "string" &&
    (value.address === undefined || typeof value.address === "string")
  );
}

/** A party read back from its jsonb column (written from a DocumentParty), or null when there is none. */
export const storedParty = (value: unknown): DocumentParty | null => (isDocumentParty(value) ? value : null);

export const instructionBodySchema = z
  .object({
    documentKind: z.enum(DOCUMENT_KINDS).meta({ description: "A bill of lading (with originals) or a sea waybill" }),
    originals: z
      .number()
      .int({ error: wordsOf("refusals.papers.wholeNumber") })
      .min(1, { error: wordsOf("refusals.papers.atLeast", { min: 1 }) })
      .max(6, { error: wordsOf("refusals.papers.atMost", { max: 6 }) })
      .optional()
      .meta({ description: "Originals of a bill of lading (3 when left out); a waybill has none" }),
    freightPayment: z.enum(FREIGHT_PAYMENTS).meta({
      description: "Prepaid: the agent's client pays at origin; Collect: the consignee pays at destination",
    }),
    consignee: partySchema.optional().meta({ description: "Left out: the booking's consignee" }),
    toOrder: z.boolean().optional().meta({
      description: "A bill of lading made out to order (negotiable): no named consignee. Not on a waybill",
    }),
    notify: partySchema.optional().meta({ description: "Left out: the booking's notify party" }),
    items: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1, { error: wordsOf("refusals.papers.atLeastOneUnit") })
      .max(1000, { error: wordsOf("refusals.papers.atMostUnits", { max: 1000 }) })
      .optional()
      .meta({
        description:
          "Item ids of the booking's units on this document; left out: every live unit not yet on a live document",
      }),
    marksAndNumbers: z
      .string()
      .trim()
      .max(2000, { error: wordsOf("validation.atMostChars", { max: 2000 }) })
      .optional(),
    remarks: z
      .string()
      .trim()
      .max(2000, { error: wordsOf("validation.atMostChars", { max: 2000 }) })
      .optional(),
    acceptLate: z.boolean().optional().meta({
      description: "Staff only: accept instructions after the line's instruction cut-off",
    }),
  })
  .superRefine((b, ctx) => {
    if (b.documentKind === "SeaWaybill" && b.toOrder)
      ctx.addIssue({ code: "custom", path: ["toOrder"], ...issueWords("custom", "refusals.papers.waybillToOrder") });
    if (b.documentKind === "SeaWaybill" && b.originals !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["originals"],
        ...issueWords("custom", "refusals.papers.waybillNoOriginalsField"),
      });
    if (b.toOrder && b.consignee)
      ctx.addIssue({
        code: "custom",
        path: ["consignee"],
        ...issueWords("custom", "refusals.papers.toOrderNoConsignee"),
      });
  })
  .meta({ id: "ShippingInstructionInput" });
export type InstructionBody = z.infer<typeof instructionBodySchema>;
export type InstructionInput = z.input<typeof instructionBodySchema>;

export const documentRefSchema = z.object({
  number: z.string(),
  state: z.enum(DOCUMENT_STATES),
});

export const instructionResponseSchema = z
  .object({
    number: z.string(),
    state: z.enum(INSTRUCTION_STATES),
    late: z.boolean().meta({ description: "Sent after the line's instruction cut-off, accepted by staff" }),
    transportDocument: documentRefSchema.extend({ revision: z.number().int() }),
  })
  .meta({ id: "ShippingInstructionReceipt" });
export type InstructionResponse = z.infer<typeof instructionResponseSchema>;

const amount = z.number().meta({ description: "Decimal, in the currency's major units (as the save's prices)" });

export const invoiceRefSchema = z.object({
  number: z.string(),
  currency: z.string(),
  total: amount,
  open: amount,
  dueOn: z.string().meta({ description: "YYYY-MM-DD" }),
});

export const documentUnitSchema = z.object({
  itemId: z.number().int(),
  serialNumber: z.string().nullable(),
  description: z.string().nullable(),
  weight: z.number().nullable().meta({ description: "kg" }),
  volume: z.number().nullable().meta({ description: "m³" }),
  state: z.string().meta({ description: "The unit's state: Approved, Delivered, Loaded, Discharged" }),
  loadedOn: z.string().nullable(),
  dischargedOn: z.string().nullable(),
  customsClearedOn: z.string().nullable(),
});

export const documentHistorySchema = z.object({
  revision: z.number().int(),
  event: z.string().meta({ description: "drafted, revised, approved, issued, surrendered, voided" }),
  actor: z.string(),
  at: z.string().meta({ description: "UTC instant, ISO 8601" }),
  changes: z.array(changeSchema),
});

export const transportDocumentSchema = z
  .object({
    number: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    state: z.enum(DOCUMENT_STATES),
    revision: z.number().int(),
    bookingId: z.number().int(),
    bookingCode: z.string(),
    instruction: z.object({ number: z.string(), state: z.enum(INSTRUCTION_STATES), late: z.boolean() }),
    freightPayment: z.enum(FREIGHT_PAYMENTS),
    originals: z.number().int(),
    shipper: partySchema.nullable(),
    consignee: partySchema.nullable(),
    toOrder: z.boolean(),
    notify: partySchema.nullable(),
    vessel: z.string().nullable(),
    voyage: z.string().nullable(),
    pol: z.string(),
    pod: z.string().nullable(),
    marksAndNumbers: z.string().nullable(),
    remarks: z.string().nullable(),
    units: z.array(documentUnitSchema),
    shippedOnBoardDate: z.string().nullable().meta({ description: "YYYY-MM-DD, the latest Loaded date; once issued" }),
    placeOfIssue: z.string().nullable(),
    issuedAt: z.string().nullable(),
    surrenderedAt: z.string().nullable(),
    surrenderKind: z.string().nullable(),
    voidReason: z.string().nullable(),
    invoice: invoiceRefSchema.nullable(),
    history: z.array(documentHistorySchema),
  })
  .meta({ id: "TransportDocument" });
export type TransportDocumentView = z.infer<typeof transportDocumentSchema>;

export const documentListSchema = z.object({ documents: z.array(transportDocumentSchema) });

export const voidBodySchema = z.object({ reason: text(500) }).meta({ id: "VoidTransportDocument" });
export const SURRENDER_KINDS = ["originals", "telex"] as const;
export const surrenderBodySchema = z
  .object({
    kind: z.enum(SURRENDER_KINDS).default("originals").meta({
      description:
        "originals: the full set returned at destination; telex: released by the line on the shipper's surrender at origin",
    }),
  })
  .meta({ id: "SurrenderTransportDocument" });
export const issueBodySchema = z.object({}).optional();

export const invoiceLineSchema = z.object({
  itemId: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  amount,
});

export const paymentSchema = z.object({
  amount,
  on: z.string(),
  reference: z.string(),
  recordedBy: z.string(),
});

export const creditNoteSchema = z.object({
  number: z.string(),
  itemId: z.number().int(),
  amount,
  reason: z.string(),
  issuedOn: z.string(),
  lines: z.array(invoiceLineSchema),
});

export const invoiceSchema = z
  .object({
    number: z.string(),
    bookingId: z.number().int(),
    bookingCode: z.string(),
    transportDocument: z
      .string()
      .nullable()
      .meta({ description: "The document's number; null for an invoice at confirmation" }),
    currency: z.string(),
    total: amount,
    paid: amount,
    credited: amount,
    open: amount.meta({ description: "total − credited − paid" }),
    status: z.enum(["Open", "Paid"]),
    freightPayment: z.enum(FREIGHT_PAYMENTS),
    payer: partySchema,
    issuedOn: z.string(),
    dueOn: z.string(),
    lines: z.array(invoiceLineSchema),
    payments: z.array(paymentSchema),
    creditNotes: z.array(creditNoteSchema),
  })
  .meta({ id: "Invoice" });
export type InvoiceView = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  open: z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .optional()
    .meta({ description: "true: only invoices with an amount still open" }),
  bookingId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });

export const paymentBodySchema = z
  .object({
    amount: z
      .number()
      .positive({ error: wordsOf("refusals.papers.moreThanZero") })
      .max(1e10)
      .meta({ description: "In the invoice's currency, major units" }),
    on: z
      .string()
      .refine(isCalendarDate, checkWords("custom", "refusals.papers.dateFormat"))
      .meta({ description: "YYYY-MM-DD" }),
    reference: text(100),
  })
  .meta({ id: "PaymentInput" });

/** Why a document's units may not be released yet: one entry per reason. */
export const releaseReasonSchema = z.object({
  path: z.string(),
  code: z.enum(["not_issued", "not_discharged", "not_cleared", "collect_unpaid", "not_surrendered"]),
  message: z.string(),
});
export type ReleaseReason = z.infer<typeof releaseReasonSchema>;
export const releaseStatusSchema = z
  .object({ number: z.string(), releasable: z.boolean(), reasons: z.array(releaseReasonSchema) })
  .meta({ id: "ReleaseStatus" });
export type ReleaseStatus = z.infer<typeof releaseStatusSchema>;

export const DOCUMENT_PARAMS = z.object({
  number: z
    .string()
    .min(1)
    .max(40)
    .meta({ description: "The document's number (e.g. NRL-TD-000001); `.pdf` appended gives the PDF" }),
});

/** Subscriptions' events of the papers (beside "item.updated" and "booking.confirmation"). */
export const PAPER_EVENTS = ["transport-document.state", "invoice.state"] as const;

/** The body of a papers post (OpenAPI component PaperEvent). */
export const paperEventSchema = z
  .discriminatedUnion("type", [
    z.object({
      type: z.literal("transport-document.state"),
      number: z.string(),
      bookingId: z.number().int(),
      bookingCode: z.string(),
      state: z.enum(DOCUMENT_STATES),
      revision: z.number().int(),
      event: z.enum(["drafted", "revised", "approved", "issued", "surrendered", "voided"]),
      at: z.string().meta({ description: "UTC instant, ISO 8601" }),
    }),
    z.object({
      type: z.literal("invoice.state"),
      number: z.string(),
      bookingId: z.number().int(),
      bookingCode: z.string(),
      state: z.enum(["Open", "Paid"]),
      event: z.enum(["issued", "paid"]),
      at: z.string().meta({ description: "UTC instant, ISO 8601" }),
    }),
  ])
  .meta({ id: "PaperEvent" });
export type PaperEvent = z.infer<typeof paperEventSchema>;

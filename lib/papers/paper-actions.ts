"use server";
// The portal's papers buttons and forms (the booking page, Invoices, Release at destination): the
// same domain functions, access rules and bodies as the papers' API operations.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction, fromOperation } from "@/lib/actions/define-action";
import {
  approveDocumentOperation,
  issueDocumentOperation,
  recordPaymentOperation,
  reviseInstructionsOperation,
  submitInstructionsOperation,
  surrenderDocumentOperation,
  voidDocumentOperation,
} from "@/lib/api/operations/papers";
import { recordIdSchema } from "@/lib/core/operation";
import { reviseInstructions, submitInstructions } from "@/lib/papers/instructions";
import { recordPayment } from "@/lib/papers/invoices";
import { approveDocument, issueDocument, surrenderDocument, voidDocument } from "@/lib/papers/transitions";
import { DOCUMENT_STATE_NAME, surrenderBodySchema, voidBodySchema } from "@/lib/papers/schemas";

const numberSchema = z.string().min(1).max(40);
const refresh = (bookingId: number) => {
  revalidatePath(`/bookings/${bookingId}`);
  revalidatePath("/invoices");
  revalidatePath("/release");
};

const submitRule = fromOperation(submitInstructionsOperation);
export const submitInstructionsAction = defineAction(
  { ...submitRule, input: [recordIdSchema, submitRule.body] },
  async (caller, bookingId, input) => {
    const receipt = await submitInstructions(caller, bookingId, input);
    refresh(bookingId);
    return `Instructions ${receipt.number} received: draft ${receipt.transportDocument.number} is below for you to check.`;
  },
);

const reviseRule = fromOperation(reviseInstructionsOperation);
export const reviseInstructionsAction = defineAction(
  { ...reviseRule, input: [numberSchema, reviseRule.body] },
  async (caller, number, input) => {
    const receipt = await reviseInstructions(caller, number, input);
    revalidatePath("/bookings");
    return `Draft ${receipt.transportDocument.number} is now revision ${receipt.transportDocument.revision}: check it again.`;
  },
);

export const approveDocumentAction = defineAction(
  { ...fromOperation(approveDocumentOperation), input: [numberSchema] },
  async (caller, number) => {
    const doc = await approveDocument(caller, number);
    refresh(doc.bookingId);
    return `${doc.number} is approved: the line issues it once every unit on it is loaded.`;
  },
);

export const issueDocumentAction = defineAction(
  { ...fromOperation(issueDocumentOperation), input: [numberSchema] },
  async (caller, number) => {
    const doc = await issueDocument(caller, number);
    refresh(doc.bookingId);
    return doc.invoice
      ? `${doc.number} is issued; invoice ${doc.invoice.number} goes with it.`
      : `${doc.number} is issued.`;
  },
);

const surrenderRule = fromOperation(surrenderDocumentOperation);
export const surrenderDocumentAction = defineAction(
  { access: surrenderRule.access, operation: surrenderRule.operation, input: [numberSchema, surrenderBodySchema] },
  async (caller, number, input) => {
    const doc = await surrenderDocument(caller, number, input);
    refresh(doc.bookingId);
    return `${doc.number} is ${DOCUMENT_STATE_NAME.SURRENDERED.toLowerCase()}.`;
  },
);

const voidRule = fromOperation(voidDocumentOperation);
export const voidDocumentAction = defineAction(
  { access: voidRule.access, operation: voidRule.operation, input: [numberSchema, voidBodySchema] },
  async (caller, number, input) => {
    const doc = await voidDocument(caller, number, input);
    refresh(doc.bookingId);
    return `${doc.number} is void: its units may go on other instructions.`;
  },
);

const paymentRule = fromOperation(recordPaymentOperation);
export const recordPaymentAction = defineAction(
  { ...paymentRule, input: [numberSchema, paymentRule.body] },
  async (caller, number, input) => {
    const invoice = await recordPayment(caller, number, input);
    refresh(invoice.bookingId);
    return invoice.status === "Paid"
      ? `Invoice ${invoice.number} is paid in full.`
      : `Payment recorded: ${invoice.open} ${invoice.currency} is still open on ${invoice.number}.`;
  },
);

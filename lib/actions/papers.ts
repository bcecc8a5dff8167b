"use server";
// The portal's papers buttons and forms (the booking page, Invoices, Release at destination): the
// same domain functions, access rules and bodies as the papers' API operations.
import { revalidatePath } from "next/cache";
import { getLocale, getTranslations } from "next-intl/server";
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
import { surrenderBodySchema, voidBodySchema } from "@/lib/papers/schemas";

const numberSchema = z.string().min(1).max(40);
const refresh = (bookingId: number) => {
  revalidatePath(`/bookings/${bookingId}`);
  revalidatePath("/invoices");
  revalidatePath("/release");
};
/** What each action did, in the page's language (the outcome line under the buttons). */
const said = () => getTranslations("papers.outcome");

const submitRule = fromOperation(submitInstructionsOperation);
export const submitInstructionsAction = defineAction(
  { ...submitRule, input: [recordIdSchema, submitRule.body] },
  async (caller, bookingId, input) => {
    const receipt = await submitInstructions(caller, bookingId, input);
    refresh(bookingId);
    return (await said())("received", { number: receipt.number, document: receipt.transportDocument.number });
  },
);

const reviseRule = fromOperation(reviseInstructionsOperation);
export const reviseInstructionsAction = defineAction(
  { ...reviseRule, input: [numberSchema, reviseRule.body] },
  async (caller, number, input) => {
    const receipt = await reviseInstructions(caller, number, input);
    revalidatePath("/bookings");
    return (await said())("revised", {
      document: receipt.transportDocument.number,
      revision: receipt.transportDocument.revision,
    });
  },
);

export const approveDocumentAction = defineAction(
  { ...fromOperation(approveDocumentOperation), input: [numberSchema] },
  async (caller, number) => {
    const doc = await approveDocument(caller, number);
    refresh(doc.bookingId);
    return (await said())("approved", { number: doc.number });
  },
);

export const issueDocumentAction = defineAction(
  { ...fromOperation(issueDocumentOperation), input: [numberSchema] },
  async (caller, number) => {
    const doc = await issueDocument(caller, number);
    refresh(doc.bookingId);
    const t = await said();
    return doc.invoice
      ? t("issuedWithInvoice", { number: doc.number, invoice: doc.invoice.number })
      : t("issued", { number: doc.number });
  },
);

const surrenderRule = fromOperation(surrenderDocumentOperation);
export const surrenderDocumentAction = defineAction(
  { access: surrenderRule.access, operation: surrenderRule.operation, input: [numberSchema, surrenderBodySchema] },
  async (caller, number, input) => {
    const doc = await surrenderDocument(caller, number, input);
    refresh(doc.bookingId);
    return (await said())("surrendered", { number: doc.number });
  },
);

const voidRule = fromOperation(voidDocumentOperation);
export const voidDocumentAction = defineAction(
  { access: voidRule.access, operation: voidRule.operation, input: [numberSchema, voidBodySchema] },
  async (caller, number, input) => {
    const doc = await voidDocument(caller, number, input);
    refresh(doc.bookingId);
    return (await said())("voided", { number: doc.number });
  },
);

const paymentRule = fromOperation(recordPaymentOperation);
export const recordPaymentAction = defineAction(
  { ...paymentRule, input: [numberSchema, paymentRule.body] },
  async (caller, number, input) => {
    const invoice = await recordPayment(caller, number, input);
    refresh(invoice.bookingId);
    const t = await said();
    return invoice.status === "Paid"
      ? t("paid", { number: invoice.number })
      : t("stillOpen", {
          // English as before ("1181.25"); French with its decimal comma ("1 181,25")
          open:
            (await getLocale()) === "fr" ? new Intl.NumberFormat("fr-FR").format(invoice.open) : String(invoice.open),
          currency: invoice.currency,
          number: invoice.number,
        });
  },
);

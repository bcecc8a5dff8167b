// POST /api/invoices/{number}/payments — staff record a payment (part payments too)
import { handle, jsonResponse } from "@/lib/api/handler";
import { recordPaymentOperation } from "@/lib/api/operations/papers";
import { recordPayment } from "@/lib/papers/invoices";

export const POST = handle(recordPaymentOperation, async ({ caller, params, body }) =>
  jsonResponse(await recordPayment(caller, params.number, body)),
);

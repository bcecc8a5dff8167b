// GET /api/invoices — the caller's invoices (an agent's own, a line's for its staff), open ones on request
import { handle, jsonResponse } from "@/lib/api/handler";
import { listInvoicesOperation } from "@/lib/api/operations/papers";
import { listInvoices } from "@/lib/papers/invoices";

export const GET = handle(listInvoicesOperation, async ({ caller, query }) =>
  jsonResponse({ invoices: await listInvoices(caller, query) }),
);

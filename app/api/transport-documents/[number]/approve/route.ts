// POST /api/transport-documents/{number}/approve — the agent approves the draft
import { handle, jsonResponse } from "@/lib/api/handler";
import { approveDocumentOperation } from "@/lib/api/operations/papers";
import { approveDocument } from "@/lib/papers/transitions";

export const POST = handle(approveDocumentOperation, async ({ caller, params }) =>
  jsonResponse(await approveDocument(caller, params.number)),
);

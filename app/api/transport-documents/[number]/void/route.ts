// POST /api/transport-documents/{number}/void — staff void it with a reason
import { handle, jsonResponse } from "@/lib/api/handler";
import { voidDocumentOperation } from "@/lib/api/operations/papers";
import { voidDocument } from "@/lib/papers/transitions";

export const POST = handle(voidDocumentOperation, async ({ caller, params, body }) =>
  jsonResponse(await voidDocument(caller, params.number, body)),
);

// POST /api/transport-documents/{number}/surrender — staff record the originals returned or telex release
import { handle, jsonResponse } from "@/lib/api/handler";
import { surrenderDocumentOperation } from "@/lib/api/operations/papers";
import { surrenderDocument } from "@/lib/papers/transitions";

export const POST = handle(surrenderDocumentOperation, async ({ caller, params, body }) =>
  jsonResponse(await surrenderDocument(caller, params.number, body)),
);

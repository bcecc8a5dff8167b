// POST /api/transport-documents/{number}/issue — staff issue it once every unit is Loaded
import { handle, jsonResponse } from "@/lib/api/handler";
import { issueDocumentOperation } from "@/lib/api/operations/papers";
import { issueDocument } from "@/lib/papers/transitions";

export const POST = handle(issueDocumentOperation, async ({ caller, params }) =>
  jsonResponse(await issueDocument(caller, params.number)),
);

// GET /api/files/{id} — an uploaded file's bytes, streamed, to whoever may see it (404 otherwise)
import { handle } from "@/lib/api/handler";
import { getFileOperation } from "@/lib/api/operations/documents";
import { fileResponse, getFileForCaller } from "@/lib/files/read-file";

export const GET = handle(getFileOperation, async ({ caller, params, query }) =>
  fileResponse(await getFileForCaller(caller, params.id), query.download !== undefined),
);

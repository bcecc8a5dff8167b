// POST /api/files — upload one file (streamed into PostgreSQL), answered as the ExtFile for a save
import { handle, jsonResponse } from "@/lib/api/handler";
import { uploadFileOperation } from "@/lib/api/operations/documents";
import { uploadFile } from "@/lib/files/upload-file";

export const POST = handle(uploadFileOperation, async ({ caller, req, query }) =>
  jsonResponse(await uploadFile(caller, req, query), 201),
);

// GET /api/transport-documents/{number}/release — whether its units may be released at destination, and every reason not
import { handle, jsonResponse } from "@/lib/api/handler";
import { releaseStatusOperation } from "@/lib/api/operations/papers";
import { releaseStatus } from "@/lib/papers/release";

export const GET = handle(releaseStatusOperation, async ({ caller, params }) =>
  jsonResponse(await releaseStatus(caller, params.number)),
);

// GET/PUT /api/lines/{code}/letterhead — the name, address and logo the line's documents print
import { handle } from "@/lib/api/handler";
import { getLetterheadOperation, updateLetterheadOperation } from "@/lib/api/operations/documents";
import { getLetterhead, updateLetterhead } from "@/lib/letterhead/letterhead";

export const GET = handle(getLetterheadOperation, async ({ caller, params }) => getLetterhead(caller, params.code));

export const PUT = handle(updateLetterheadOperation, async ({ caller, params, body }) =>
  updateLetterhead(caller, params.code, body),
);

// PUT /api/shipping-instructions/{number} — changed instructions before approval: the next draft revision
import { handle, jsonResponse } from "@/lib/api/handler";
import { reviseInstructionsOperation } from "@/lib/api/operations/papers";
import { reviseInstructions } from "@/lib/papers/instructions";

export const PUT = handle(reviseInstructionsOperation, async ({ caller, params, body }) =>
  jsonResponse(await reviseInstructions(caller, params.number, body)),
);

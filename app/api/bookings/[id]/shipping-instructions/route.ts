// POST /api/bookings/{id}/shipping-instructions — the agent's instructions for units of a booking; drafts their document
import { handle, jsonResponse } from "@/lib/api/handler";
import { submitInstructionsOperation } from "@/lib/api/operations/papers";
import { submitInstructions } from "@/lib/papers/instructions";

export const POST = handle(submitInstructionsOperation, async ({ caller, params, body }) =>
  jsonResponse(await submitInstructions(caller, params.id, body), 201),
);

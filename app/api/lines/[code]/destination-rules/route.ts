// PUT /api/lines/{code}/destination-rules — the line's staff replace its destination rules
import { handle } from "@/lib/api/handler";
import { replaceDestinationRulesOperation } from "@/lib/api/operations/will-it-ship";
import { replaceDestinationRules } from "@/lib/destination-rules/destination-rules";

export const PUT = handle(replaceDestinationRulesOperation, async ({ caller, params, body }) =>
  replaceDestinationRules(caller, params.code, body),
);

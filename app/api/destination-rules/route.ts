// GET /api/destination-rules — the lines' destination rules, for whoever may book
import { handle } from "@/lib/api/handler";
import { listDestinationRulesOperation } from "@/lib/api/operations/will-it-ship";
import { listDestinationRules } from "@/lib/destination-rules/destination-rules";

export const GET = handle(listDestinationRulesOperation, async ({ query }) => listDestinationRules(query));

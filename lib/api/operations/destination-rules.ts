// A line's destination rules (docs/integrators/destination-rules.md): readable by whoever may
// book, replaced by the line's staff. Listed with the rest in ./index.ts.
import { defineOperation } from "@/lib/core/operation";
import {
  destinationRulesQuerySchema,
  destinationRulesSchema,
  LINE_CODE_PARAMS,
  replaceDestinationRulesBodySchema,
} from "@/lib/destination-rules/schema";

export const listDestinationRulesOperation = defineOperation({
  method: "get",
  path: "/api/destination-rules",
  operationId: "listDestinationRules",
  tag: "Acceptance",
  summary: "Destination rules of the lines",
  description: [
    "The rules lines keep per Pod country (ISO 3166 alpha-2) or per Pod (UN/LOCODE): `maxAgeYears` (this year minus an item's `Year` may not exceed it: `too_old`), `nonRunners` (`refuse`: items with `Mobility` `NonRunner` are refused: `non_runner_refused`), `batteryDeclaration` (electric and hybrid units declare their battery, UN 3171) and `requiredPapers` (each unit needs them before gate-in: `papers_missing`).",
    "`line` (name or code) narrows to one line; `pod` (name or UN/LOCODE) to the rules that apply there: the Pod's own and its country's. Where both exist, the Pod's fields win; papers and the battery declaration add up.",
  ].join("\n"),
  access: ["AGENT", "STAFF", "ADMIN"],
  query: destinationRulesQuerySchema,
  response: destinationRulesSchema,
  responseDescription: "The rules, by line, then country, then Pod",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const replaceDestinationRulesOperation = defineOperation({
  method: "put",
  path: "/api/lines/{code}/destination-rules",
  operationId: "replaceDestinationRules",
  tag: "Acceptance",
  summary: "Replace a line's destination rules",
  description:
    "The line's rules become exactly these (an empty list removes them all). Each rule names either `country` or `pod` (by name or UN/LOCODE), once. A change applies to saves and gate-ins after it: bookings already saved are not judged again until a unit is added or changed, or the Pod changes.",
  access: ["STAFF", "ADMIN"],
  params: LINE_CODE_PARAMS,
  body: replaceDestinationRulesBodySchema,
  response: destinationRulesSchema,
  responseDescription: "The line's rules as stored",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
  errorText: { NOT_FOUND: "No such line, or another line than the caller's." },
});

export const DESTINATION_RULE_OPERATIONS = [listDestinationRulesOperation, replaceDestinationRulesOperation];

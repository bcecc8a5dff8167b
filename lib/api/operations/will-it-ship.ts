// Will it ship? A line's destination rules (readable by whoever may book, replaced by the line's
// staff) and the sailing search that judges units against them and the rest of the save's checks
// (docs/integrators/will-it-ship.md). Listed with the rest in ./index.ts.
import { defineOperation } from "@/lib/core/operation";
import {
  destinationRulesQuerySchema,
  destinationRulesSchema,
  LINE_CODE_PARAMS,
  replaceDestinationRulesBodySchema,
} from "@/lib/destination-rules/schema";
import { sailingSearchBodySchema, sailingSearchResultSchema } from "@/lib/sailing-search/schema";

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

export const searchSailingsOperation = defineOperation({
  method: "post",
  path: "/api/sailings/search",
  operationId: "searchSailings",
  tag: "Schedules",
  summary: "Will it ship? Sailings for these units",
  description: [
    "The sailings from `pol` to `pod` (names or UN/LOCODEs) departing in the 8 weeks from `from` (default today), soonest first, that the caller can still book (agents: before the cut-off at the Pol; staff: before departure).",
    "For each, `fits` says whether the booking save would take every unit on it: the same checks, run by the same code (calls, cut-off, unit limits, stop sale, space on every leg from the Pol to the Pod, the line's destination rules). Each `refusals` entry is the save's refusal code and message, with `unit` the index of the unit in `units` it is about (null: the lot). `price` is the lot's price from the line's tariff, as the save would set it; null when a unit is priced on request.",
    "Nothing is held: a sailing that fits may be full by the time the booking is saved.",
  ].join("\n"),
  access: ["AGENT", "STAFF", "ADMIN"],
  body: sailingSearchBodySchema,
  response: sailingSearchResultSchema,
  responseDescription: "The sailings, soonest first",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
  errorText: { NOT_FOUND: "`pol` or `pod` names no port." },
});

export const SAILING_SEARCH_OPERATIONS = [searchSailingsOperation];

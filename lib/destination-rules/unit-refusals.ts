// What a destination rule refuses of the units of a booking, in the save's words: the save's step
// (lib/booking/rules/destination-rules.ts, through check-destination-rules.ts) and the booking
// form, which shows them as the units are typed. Pure: no server imports.
import type { Worded } from "@/lib/core/errors";
import type { DestinationRule } from "@/lib/destination-rules/schema";
import { refusal, sentenceHere, type SentenceKey, type SentenceValues } from "@/lib/i18n/sentences";

/** The terms of a rule that the save judges a unit by. */
export interface RuleTerms {
  maxAgeYears: number | null;
  nonRunners: "accept" | "refuse";
  batteryDeclaration: boolean;
}

/** The rule that applies at one Pod from the rules read for it (its own over its country's, field by field). */
export function mergeRuleViews(rules: readonly DestinationRule[]): (RuleTerms & { requiredPapers: string[] }) | null {
  if (!rules.length) return null;
  const out: RuleTerms & { requiredPapers: string[] } = {
    maxAgeYears: null,
    nonRunners: "accept",
    batteryDeclaration: false,
    requiredPapers: [],
  };
  for (const r of [...rules.filter((x) => !x.pod), ...rules.filter((x) => !!x.pod)]) {
    if (r.maxAgeYears !== null) out.maxAgeYears = r.maxAgeYears;
    // the read shows an unset field as "accept": a refusal anywhere stands (the hint errs strict)
    if (r.nonRunners === "refuse") out.nonRunners = "refuse";
    out.batteryDeclaration = out.batteryDeclaration || r.batteryDeclaration;
    out.requiredPapers = [...new Set([...out.requiredPapers, ...r.requiredPapers])];
  }
  return out;
}

export interface RuleUnit {
  /** Items[i] */
  path: string;
  /** 1-based, as a person counts them */
  number: number;
  year: number | null;
  mobility: string | null;
  /** its catalogue model runs on a lithium battery (lib/catalogue/powertrain.ts) */
  battery?: boolean;
  /** the agent declared that battery (the item's BatteryDeclared) */
  batteryDeclared?: boolean;
}

export interface DestinationRefusal {
  path: string;
  code: "too_old" | "non_runner_refused" | "battery_declaration_missing";
  /** in the language of the place it is made (the page's; English on the server) */
  message: string;
  /** the English and its key, for the save's refusal (rendered in the caller's language at the edge) */
  words: Worded;
}

const refused = (path: string, code: DestinationRefusal["code"], key: SentenceKey, values: SentenceValues) => ({
  path,
  code,
  message: sentenceHere(key, values),
  words: refusal(key, values),
});

/** Each rule a unit breaks, in the save's words. Pure. */
export function destinationRefusals(
  rule: RuleTerms,
  pod: { name: string },
  units: RuleUnit[],
  now: Date,
): DestinationRefusal[] {
  const out: DestinationRefusal[] = [];
  const thisYear = now.getUTCFullYear();
  for (const u of units) {
    if (rule.maxAgeYears !== null && u.year !== null && thisYear - u.year > rule.maxAgeYears)
      out.push(
        refused(`${u.path}.Year`, "too_old", "refusals.destinationRules.tooOld", {
          number: u.number,
          year: u.year,
          max: rule.maxAgeYears,
          pod: pod.name,
        }),
      );
    if (rule.nonRunners === "refuse" && u.mobility === "NonRunner")
      out.push(
        refused(`${u.path}.Mobility`, "non_runner_refused", "refusals.destinationRules.nonRunner", {
          number: u.number,
          pod: pod.name,
        }),
      );
    if (rule.batteryDeclaration && u.battery && !u.batteryDeclared)
      out.push(
        refused(
          `${u.path}.BatteryDeclared`,
          "battery_declaration_missing",
          "refusals.destinationRules.batteryUndeclared",
          {
            number: u.number,
            pod: pod.name,
          },
        ),
      );
  }
  return out;
}

// What a destination rule refuses of the units of a booking, in the save's words: the save's step
// (lib/booking/rules/destination-rules.ts, through check-destination-rules.ts) and the booking
// form, which shows them as the units are typed. Pure: no server imports.
import type { DestinationRule } from "@/lib/destination-rules/schema";

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
  message: string;
}

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
      out.push({
        path: `${u.path}.Year`,
        code: "too_old",
        message: `Unit ${u.number} is from ${u.year}: the line takes units no older than ${rule.maxAgeYears} years to ${pod.name}.`,
      });
    if (rule.nonRunners === "refuse" && u.mobility === "NonRunner")
      out.push({
        path: `${u.path}.Mobility`,
        code: "non_runner_refused",
        message: `Unit ${u.number} is a non-runner: the line takes no non-runners to ${pod.name}.`,
      });
    if (rule.batteryDeclaration && u.battery && !u.batteryDeclared)
      out.push({
        path: `${u.path}.BatteryDeclared`,
        code: "battery_declaration_missing",
        message: `Unit ${u.number} is electric or hybrid: the line takes such units to ${pod.name} only with their lithium battery declared (UN 3171).`,
      });
  }
  return out;
}

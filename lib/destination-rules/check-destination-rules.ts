import "server-only";
// What the destination rules refuse: a unit too old for the Pod (`too_old` at Items[i].Year), a
// non-runner where the line refuses them (`non_runner_refused` at Items[i].Mobility), an electric
// or hybrid unit whose battery is not declared where the rule asks for it
// (`battery_declaration_missing` at Items[i].BatteryDeclared) — asked by
// the booking save (lib/booking/rules/destination-rules.ts) and the sailing search alike — and,
// at the gate, a unit without a paper the rule requires (`papers_missing`).
import type { Tx } from "@/lib/db/prisma";
import { effectiveRule, type EffectiveRule } from "@/lib/destination-rules/destination-rules";
import { PAPER_WORDS, type RequiredPaper } from "@/lib/destination-rules/schema";

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
  rule: EffectiveRule,
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

/** The file kind each required paper is stored as. */
const PAPER_KIND: Record<RequiredPaper, string> = {
  PaperForCustoms: "PAPER_FOR_CUSTOMS",
  InvoicePaper: "INVOICE_PAPER",
  Photos: "PHOTO",
};

/** The papers each unit at the gate needs under its line's rule for its Pod (units without a rule: none). */
export async function requiredPapersAtGate(
  tx: Tx,
  items: { id: number; lineId: number | null; podId: number | null }[],
): Promise<Map<number, RequiredPaper[]>> {
  const out = new Map<number, RequiredPaper[]>();
  const rules = new Map<string, EffectiveRule | null>();
  for (const item of items) {
    if (!item.lineId || !item.podId) continue;
    const key = `${item.lineId}:${item.podId}`;
    if (!rules.has(key)) rules.set(key, await effectiveRule(tx, item.lineId, item.podId));
    const papers = rules.get(key)?.requiredPapers ?? [];
    if (papers.length) out.set(item.id, papers);
  }
  return out;
}

/** `papers_missing`, naming each paper the unit lacks; null when it has them all. */
export function papersRefusal(
  required: RequiredPaper[],
  kinds: string[],
): { code: "papers_missing"; message: string } | null {
  const missing = required.filter((p) => !kinds.includes(PAPER_KIND[p]));
  if (!missing.length) return null;
  const names = missing.map((p) => PAPER_WORDS[p]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return {
    code: "papers_missing",
    message: `The line needs ${list} before this unit is gated in (missing: ${missing.join(", ")}).`,
  };
}

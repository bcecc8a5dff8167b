import "server-only";
// What the destination rules refuse: a unit too old for the Pod (`too_old` at Items[i].Year), a
// non-runner where the line refuses them (`non_runner_refused` at Items[i].Mobility), an electric
// or hybrid unit whose battery is not declared where the rule asks for it
// (`battery_declaration_missing` at Items[i].BatteryDeclared) — asked by
// the booking save (lib/booking/rules/destination-rules.ts) and the sailing search alike — and,
// at the gate, a unit without a paper the rule requires (`papers_missing`).
import type { Tx } from "@/lib/db/prisma";
import { effectiveRule, type EffectiveRule } from "@/lib/destination-rules/destination-rules";
import type { Worded } from "@/lib/core/errors";
import type { RequiredPaper } from "@/lib/destination-rules/schema";
import { refusal } from "@/lib/i18n/sentences";

export { destinationRefusals, type DestinationRefusal, type RuleUnit } from "@/lib/destination-rules/unit-refusals";

/** The file kind each required paper is stored as. */
export const PAPER_KIND: Record<RequiredPaper, string> = {
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

/**
 * `papers_missing` for the item, naming each paper the unit lacks (joined in the caller's language:
 * "the invoice and photos", « la facture et les photos »); null when it has them all.
 */
export function papersRefusal(
  itemId: number,
  required: RequiredPaper[],
  kinds: string[],
): { code: "papers_missing"; message: Worded } | null {
  const missing = required.filter((p) => !kinds.includes(PAPER_KIND[p]));
  if (!missing.length) return null;
  return {
    code: "papers_missing",
    message: refusal(
      "refusals.feed.papersMissing",
      { id: itemId, missing: missing.join(", ") },
      { papers: missing.map((p) => `refusals.destinationRules.paper.${p}` as const) },
    ),
  };
}

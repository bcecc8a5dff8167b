// A line's destination rules (DESIGN.md "Destination rules and customs data"): per Pod country
// (ISO 3166 alpha-2) or per Pod (name or UN/LOCODE), the oldest unit it takes, whether it takes
// non-runners, whether electric and hybrid units declare their battery (UN 3171), and the papers
// a unit needs before gate-in. One schema for the API, the console's editor and the tests.
// Browser-safe.
import { z } from "zod";
import { checkWords, wordsOf } from "@/lib/i18n/sentences";

export const NON_RUNNER_POLICIES = ["accept", "refuse"] as const;
/** The interface's file fields of an item. */
export const REQUIRED_PAPERS = ["PaperForCustoms", "InvoicePaper", "Photos"] as const;
export type RequiredPaper = (typeof REQUIRED_PAPERS)[number];

/** A paper's line in the booking page's checklist, attached or missing: whole phrases, for the catalogues. */
export const PAPER_CHECK_WORDS: Record<RequiredPaper, { attached: string; missing: string }> = {
  PaperForCustoms: { attached: "Paper for customs: attached", missing: "Paper for customs: missing" },
  InvoicePaper: { attached: "Invoice: attached", missing: "Invoice: missing" },
  Photos: { attached: "Photos: attached", missing: "Photos: missing" },
};

/** A Pod named by name or UN/LOCODE (a fresh schema for each field, each with its own words). */
const podRef = (meta: { description: string; example?: string }) =>
  z.string().trim().min(2).max(100).optional().meta(meta);

export const destinationRuleInputSchema = z
  .object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: wordsOf("refusals.destinationRules.countryCode") })
      .transform((c) => c.toUpperCase())
      .optional()
      .meta({ description: "Pod country, ISO 3166 alpha-2", example: "NG" }),
    pod: podRef({ description: "One Pod, by name or UN/LOCODE (answered as its UN/LOCODE)", example: "NGLOS" }),
    maxAgeYears: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .meta({ description: "The oldest unit taken: this year minus the item's Year may not exceed it" }),
    nonRunners: z
      .enum(NON_RUNNER_POLICIES)
      .optional()
      .meta({ description: "refuse: items with Mobility NonRunner are refused (default accept)" }),
    batteryDeclaration: z
      .boolean()
      .optional()
      .meta({ description: "Electric and hybrid units must declare their battery (UN 3171)" }),
    requiredPapers: z
      .array(z.enum(REQUIRED_PAPERS))
      .max(REQUIRED_PAPERS.length)
      .optional()
      .meta({ description: "Papers each unit needs before gate-in" }),
  })
  .strict()
  .refine(
    (r) => (r.country === undefined) !== (r.pod === undefined),
    checkWords("country_or_pod", "refusals.destinationRules.countryOrPod"),
  );
export type DestinationRuleInput = z.output<typeof destinationRuleInputSchema>;

export const replaceDestinationRulesBodySchema = z
  .object({ rules: z.array(destinationRuleInputSchema).max(500) })
  .strict()
  .meta({ id: "DestinationRulesReplace" });

export const destinationRuleSchema = z
  .object({
    line: z.string().meta({ description: "The line's code", example: "NRL" }),
    country: z.string().nullable(),
    pod: z.string().nullable().meta({ description: "UN/LOCODE" }),
    maxAgeYears: z.number().int().nullable(),
    nonRunners: z.enum(NON_RUNNER_POLICIES),
    batteryDeclaration: z.boolean(),
    requiredPapers: z.array(z.enum(REQUIRED_PAPERS)),
  })
  .meta({ id: "DestinationRule" });
export type DestinationRule = z.infer<typeof destinationRuleSchema>;

export const destinationRulesSchema = z
  .object({ rules: z.array(destinationRuleSchema) })
  .meta({ id: "DestinationRules" });
export type DestinationRules = z.infer<typeof destinationRulesSchema>;

export const destinationRulesQuerySchema = z.object({
  line: z.string().trim().min(1).max(100).optional().meta({ description: "The line, by name or code" }),
  pod: podRef({ description: "A Pod by name or UN/LOCODE: its own rules and its country's" }),
});

export const LINE_CODE_PARAMS = z.object({
  code: z.string().min(1).max(10).meta({ description: "The line's code", example: "NRL" }),
});

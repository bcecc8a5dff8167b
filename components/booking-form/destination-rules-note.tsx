"use client";
// The line's rules for the Pod, shown on the Items step as the units are typed: what the rule
// asks (age, non-runners, battery declaration, papers before gate-in) and each unit that breaks it
// now, in the words the save would refuse it with (lib/destination-rules/unit-refusals.ts).
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import { apiGet } from "@/lib/hooks/api-get";
import { destinationRulesSchema, REQUIRED_PAPERS } from "@/lib/destination-rules/schema";
import { isOneOf } from "@/lib/core/narrow";
import { destinationRefusals, mergeRuleViews } from "@/lib/destination-rules/unit-refusals";

export function DestinationRulesNote() {
  const t = useTranslations("bookingForm.destinationRules");
  const [line, pod, items] = useWatch<BookingFormValues>({ name: ["Header.Line", "Header.Pod", "Items"] }) as [
    string | null,
    string | null,
    BookingFormValues["Items"] | undefined,
  ];
  const wanted = { line: line?.trim() || undefined, pod: pod?.trim() || undefined };
  const rules = useQuery({
    queryKey: ["destination-rules", wanted],
    queryFn: ({ signal }) => apiGet("/api/destination-rules", wanted, destinationRulesSchema, signal),
    enabled: Boolean(wanted.line && wanted.pod && wanted.pod.length >= 2),
    staleTime: 5 * 60_000,
  });
  const rule = rules.data ? mergeRuleViews(rules.data.rules) : null;
  if (!rule || !wanted.pod) return null;
  const place = { name: wanted.pod };
  const terms = [
    rule.maxAgeYears !== null ? t("maxAge", { years: rule.maxAgeYears }) : null,
    rule.nonRunners === "refuse" ? t("noNonRunners") : null,
    rule.batteryDeclaration ? t("battery") : null,
    rule.requiredPapers.length
      ? t("papers", {
          papers: rule.requiredPapers.map((p) => (isOneOf(REQUIRED_PAPERS, p) ? t(`paper.${p}`) : p)).join(", "),
        })
      : null,
  ].filter((term): term is string => term !== null);
  const problems = destinationRefusals(
    rule,
    place,
    (items ?? []).flatMap((item, i) =>
      item && !item.IsCanceled
        ? [
            {
              path: `Items[${i}]`,
              number: i + 1,
              year: typeof item.Year === "number" ? item.Year : null,
              mobility: typeof item.Mobility === "string" ? item.Mobility : null,
            },
          ]
        : [],
    ),
    new Date(),
  );
  if (!terms.length) return null;
  return (
    <section
      aria-label={t("label")}
      className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
    >
      <p>
        {t.rich("rules", {
          pod: wanted.pod,
          terms: terms.join("; "),
          strong: (chunks) => <span className="font-medium">{chunks}</span>,
        })}
      </p>
      {problems.length ? (
        <ul className="mt-1 list-disc pl-5 font-medium text-amber-900" aria-live="polite">
          {problems.map((p) => (
            <li key={`${p.path}:${p.code}`}>{p.message}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

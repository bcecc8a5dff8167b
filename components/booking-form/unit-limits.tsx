"use client";
// The item row's check of a unit against the chosen voyage's limits, as it is typed: a measure the
// item leaves out comes from its catalogue model (found by its description, as the save finds it).
// A flag, not a block: the line may accept an out-of-gauge unit; the save refuses it otherwise.
import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import { useFormSailing } from "@/components/booking-form/use-form-sailing";
import { useUnitModels } from "@/components/booking-form/use-unit-models";
import { unitMeasures } from "@/lib/voyage-space/revenue-tons";
import { unitLimitProblems, type LimitProblem } from "@/lib/acceptance/unit-limits";
import { formatDecimal } from "@/components/format-number";

/** A unit over a limit, and whether the measure came from its catalogue model. */
export type UnitLimitProblem = LimitProblem & { fromCatalogue: boolean };

const num = (v: unknown) =>
  v === null || v === undefined || v === "" || !Number.isFinite(Number(v)) ? null : Number(v);

export function useUnitLimitProblems(index: number): UnitLimitProblem[] {
  const { voyage } = useFormSailing();
  const [height, width, weight, description] = useWatch<BookingFormValues>({
    name: [`Items.${index}.Height`, `Items.${index}.Width`, `Items.${index}.Weight`, `Items.${index}.Description`],
  }) as unknown[];
  const limits = voyage?.limits;
  const hasLimits = Boolean(
    limits && (limits.maxUnitHeight !== null || limits.maxUnitWidth !== null || limits.maxUnitWeight !== null),
  );
  const own = { height: num(height), width: num(width), weight: num(weight) };
  const leftOut = own.height === null || own.width === null || own.weight === null;
  const text = typeof description === "string" ? description.trim() : "";
  const models = useUnitModels(hasLimits && leftOut ? text : "");
  if (!limits || !hasLimits) return [];
  const model = models.data?.find((m) => m.description.toLowerCase() === text.toLowerCase()) ?? null;
  const measures = unitMeasures(
    { ...own, length: null },
    model ? { height: model.height, width: model.width, weight: model.weight, length: model.length } : null,
  );
  const fromCatalogue = new Set(
    (["height", "width", "weight"] as const).filter((k) => own[k] === null && measures[k] !== null),
  );
  return unitLimitProblems(measures, limits, fromCatalogue).map((p) => ({
    ...p,
    fromCatalogue: fromCatalogue.has(p.field === "Height" ? "height" : p.field === "Width" ? "width" : "weight"),
  }));
}

export const limitHintId = (index: number, field: LimitProblem["field"]) => `f-Items-${index}-${field}-limit`;

/** The flag under a measure's field. */
export function LimitHint({ index, problem }: { index: number; problem: UnitLimitProblem | undefined }) {
  const t = useTranslations("bookingForm.limits");
  const locale = useLocale();
  if (!problem) return null;
  // English as the save words it ("3500 kg"); French with its grouping ("3 500 kg")
  const n = (v: number) => (locale === "fr" ? formatDecimal(v, locale) : String(v));
  const values = {
    value: n(problem.value),
    limit: n(problem.limit),
    source: problem.fromCatalogue ? "model" : "own",
  };
  return (
    <p
      id={limitHintId(index, problem.field)}
      className="mt-1 text-xs font-medium text-red-700"
      data-testid="unit-limit"
    >
      <span aria-hidden="true">⚠ </span>
      {problem.field === "Weight"
        ? t("overWeight", { ...values, limitKg: n(problem.limit * 1000) })
        : t(problem.field === "Height" ? "overHeight" : "overWidth", values)}{" "}
      {t("mayRefuse")}
    </p>
  );
}

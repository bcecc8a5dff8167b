"use client";
// Line and ScheduleCategory pickers shared by the vessel and port pages (values are the names the API takes).
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { labelClass, Select } from "@/components/ui/field";
import { categoriesFor, type ScheduleOptions } from "@/lib/schedule/service-options";

export function LinePicker({
  options,
  value,
  onChange,
  className,
}: {
  options: ScheduleOptions;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const t = useTranslations("reference.filters");
  return (
    <label className={clsx(labelClass, className)}>
      {t("line")}
      <Select value={value} onChange={(e) => onChange(e.target.value)} className="mt-1">
        <option value="">{t("allLines")}</option>
        {options.lines.map((line) => (
          <option key={line.code} value={line.name}>
            {line.name}
          </option>
        ))}
      </Select>
    </label>
  );
}

export function CategoryPicker({
  options,
  line,
  value,
  onChange,
  className,
}: {
  options: ScheduleOptions;
  line: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const t = useTranslations("reference.filters");
  const categories = categoriesFor(options, line);
  return (
    <label className={clsx(labelClass, className)}>
      {t("category")}
      <Select value={value} onChange={(e) => onChange(e.target.value)} className="mt-1">
        <option value="">{t("allCategories")}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
        {value && !categories.includes(value) ? <option value={value}>{value}</option> : null}
      </Select>
    </label>
  );
}

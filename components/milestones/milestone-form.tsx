"use client";
// One milestone (type, date, place, measures, customs documents) for the selected units,
// checked by the same schema the API uses before it is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { labelClass, Input, Select, Field } from "@/components/ui/field";
import { MILESTONE_NAMES, milestoneInputSchema, type MilestoneInput } from "@/lib/feed/milestone-schema";

const today = () => new Date().toISOString().slice(0, 10);
const optionalNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
const optionalText = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

interface Props {
  count: number;
  pending: boolean;
  /** resolves true when recorded */
  onSubmit: (milestone: MilestoneInput) => Promise<boolean>;
}

export function MilestoneForm({ count, pending, onSubmit }: Props) {
  const t = useTranslations("line.milestoneForm");
  const tc = useTranslations("common");
  const form = useForm<z.input<typeof milestoneInputSchema>, unknown, MilestoneInput>({
    resolver: zodResolver(milestoneInputSchema),
    defaultValues: { type: "Delivered", on: today() },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "type" });
  const field = (name: "location" | "customsDocs", label: string) => (
    <Field id={`milestone-${name}`} label={label}>
      <Input
        id={`milestone-${name}`}
        {...form.register(name, { setValueAs: optionalText })}
        aria-invalid={errors[name] ? true : undefined}
      />
      {errors[name] ? <p className="mt-0.5 text-xs text-red-700">{errors[name]?.message}</p> : null}
    </Field>
  );
  const measure = (name: "length" | "width" | "height" | "weight", label: string) => (
    <Field id={`milestone-${name}`} label={label}>
      <Input
        id={`milestone-${name}`}
        type="number"
        inputMode="numeric"
        min={1}
        {...form.register(name, { setValueAs: optionalNumber })}
        aria-invalid={errors[name] ? true : undefined}
      />
      {errors[name] ? <p className="mt-0.5 text-xs text-red-700">{errors[name]?.message}</p> : null}
    </Field>
  );

  return (
    <form
      onSubmit={form.handleSubmit(async (milestone) => {
        // Type, date and place often repeat for the next units; measures and documents do not.
        if (await onSubmit(milestone))
          for (const name of ["length", "width", "height", "weight", "customsDocs"] as const)
            form.setValue(name, undefined);
      })}
      noValidate
      aria-label={t("formLabel")}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <Field id="milestone-type" label={t("milestone")}>
          <Select id="milestone-type" {...form.register("type")}>
            {MILESTONE_NAMES.map((name) => (
              <option key={name} value={name}>
                {tc(`milestone.${name}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="milestone-on" label={t("date")}>
          <Input id="milestone-on" type="date" {...form.register("on")} aria-invalid={errors.on ? true : undefined} />
          {errors.on ? <p className="mt-0.5 text-xs text-red-700">{errors.on.message}</p> : null}
        </Field>
      </div>
      {field("location", t("location"))}
      <fieldset>
        <legend className={labelClass}>{t("measured")}</legend>
        <div className="mt-1 grid grid-cols-4 gap-2">
          {measure("length", t("length"))}
          {measure("width", t("width"))}
          {measure("height", t("height"))}
          {measure("weight", t("weight"))}
        </div>
      </fieldset>
      {field("customsDocs", type === "CustomsCleared" ? t("customsDocs") : t("customsDocsOptional"))}
      <Button type="submit" className="w-full justify-center disabled:opacity-50" disabled={pending || count === 0}>
        {pending
          ? t("recording")
          : count === 0
            ? t("selectUnits")
            : t("record", { milestone: tc(`milestone.${type ?? "Delivered"}`), count })}
      </Button>
    </form>
  );
}

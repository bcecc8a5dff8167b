"use client";
// The operator's catalogue editor: add or edit a unit model, and retire or restore one.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { retireUnitModelAction, saveUnitModelAction } from "@/lib/actions/lines";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { RecordForm, useRecordSave, type FieldSpec } from "@/components/lines/form-field";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { UNIT_MODEL_TYPES, unitModelInputSchema, type UnitModelInput } from "@/lib/lines/schemas";

const FIELDS: FieldSpec<Exclude<keyof UnitModelInput, "type">>[] = [
  { name: "make" },
  { name: "model" },
  { name: "description" },
  { name: "length", numeric: "integer" },
  { name: "width", numeric: "integer" },
  { name: "height", numeric: "integer" },
  { name: "weight", numeric: "integer" },
];

export function UnitModelForm({ modelId, initial }: { modelId: number | null; initial: UnitModelInput }) {
  const id = useId();
  const t = useTranslations("line.unitModelForm");
  const tc = useTranslations("common");
  const form = useForm<UnitModelInput>({ resolver: zodResolver(unitModelInputSchema), defaultValues: initial });
  const save = useRecordSave((v: UnitModelInput) => saveUnitModelAction(modelId, v), Boolean(modelId), form, {
    saved: t("saved"),
    added: t("added"),
  });
  const { errors } = form.formState;
  return (
    <RecordForm
      id={id}
      label={modelId ? t("editForm") : t("addForm")}
      onSubmit={form.handleSubmit((v) => save.submit(v))}
      grid="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      before={
        <Field id={`${id}-type`} label={t("type")}>
          <Select id={`${id}-type`} {...form.register("type")}>
            {UNIT_MODEL_TYPES.map((type) => (
              <option key={type} value={type}>
                {type} · {tc(`unitType.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
      }
      fields={FIELDS}
      field={(name) => ({
        label: t(`field.${name}`),
        message: errors[name]?.message ?? save.fieldError(name),
        className: name === "description" ? "sm:col-span-2" : undefined,
        registration: form.register(name),
      })}
      save={save}
      editing={Boolean(modelId)}
      submitLabel={modelId ? t("save") : t("add")}
      doneHref="/line/unit-models"
    />
  );
}

export function RetireButton({ modelId, name, retired }: { modelId: number; name: string; retired: boolean }) {
  const t = useTranslations("line.unitModelForm");
  const tc = useTranslations("common");
  const toggle = useLineAction(
    (r: boolean) => retireUnitModelAction(modelId, r),
    (d) => (d.retired ? t("retiredOutcome", { name }) : t("offeredOutcome", { name })),
  );
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => toggle.submit(!retired)}
        disabled={toggle.pending}
        className="px-2 py-0.5 text-xs"
        aria-label={retired ? t("restoreLabel", { name }) : t("retireLabel", { name })}
      >
        {toggle.pending ? tc("action.saving") : retired ? t("restore") : t("retire")}
      </Button>
      <OutcomeMessage outcome={toggle.outcome?.ok ? null : toggle.outcome} />
    </div>
  );
}

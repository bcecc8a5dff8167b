"use client";
// The operator's catalogue editor: add or edit a unit model, and retire or restore one.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { retireUnitModelAction, saveUnitModelAction } from "@/lib/lines/actions";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { FormField, SaveRow, type FieldSpec } from "@/components/lines/form-field";
import { useLineAction } from "@/components/lines/use-line-action";
import { secondaryButtonClass } from "@/components/ui/button";
import { labelClass, Select } from "@/components/ui/field";
import { UNIT_MODEL_TYPES, unitModelInputSchema, type UnitModelInput } from "@/lib/lines/schemas";

const TYPE_NAMES: Record<(typeof UNIT_MODEL_TYPES)[number], string> = {
  C: "Car",
  V: "Van",
  B: "Big van",
  T: "Truck",
  U: "Unit",
  M: "Motorcycle",
  E: "Equipment",
  K: "Container",
};
const FIELDS: FieldSpec<Exclude<keyof UnitModelInput, "type">>[] = [
  { name: "make", label: "Make" },
  { name: "model", label: "Model" },
  { name: "description", label: "Description" },
  { name: "length", label: "Length (cm, optional)", numeric: "integer" },
  { name: "width", label: "Width (cm, optional)", numeric: "integer" },
  { name: "height", label: "Height (cm, optional)", numeric: "integer" },
  { name: "weight", label: "Weight (kg)", numeric: "integer" },
];

export function UnitModelForm({ modelId, initial }: { modelId: number | null; initial: UnitModelInput }) {
  const id = useId();
  const form = useForm<UnitModelInput>({ resolver: zodResolver(unitModelInputSchema), defaultValues: initial });
  const save = useLineAction(
    (v: UnitModelInput) => saveUnitModelAction(modelId, v),
    () => {
      if (modelId) return "Saved.";
      form.reset();
      return "Unit model added.";
    },
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={modelId ? "Edit unit model" : "Add a unit model"}
      onSubmit={form.handleSubmit((v) => save.submit(v))}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-type`} className={labelClass}>
            Type
          </label>
          <Select id={`${id}-type`} {...form.register("type")}>
            {UNIT_MODEL_TYPES.map((t) => (
              <option key={t} value={t}>
                {t} · {TYPE_NAMES[t]}
              </option>
            ))}
          </Select>
        </div>
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            id={`${id}-${f.name}`}
            label={f.label}
            numeric={f.numeric}
            message={errors[f.name]?.message ?? save.fieldError(f.name)}
            className={f.name === "description" ? "sm:col-span-2" : undefined}
            registration={form.register(f.name)}
          />
        ))}
      </div>
      <SaveRow
        pending={save.pending}
        editing={Boolean(modelId)}
        noun="unit model"
        doneHref="/line/unit-models"
        outcome={save.outcome}
      />
    </form>
  );
}

export function RetireButton({ modelId, name, retired }: { modelId: number; name: string; retired: boolean }) {
  const toggle = useLineAction(
    (r: boolean) => retireUnitModelAction(modelId, r),
    (d) => (d.retired ? `${name} retired.` : `${name} offered again.`),
  );
  return (
    <div>
      <button
        type="button"
        onClick={() => toggle.submit(!retired)}
        disabled={toggle.pending}
        className={secondaryButtonClass + " px-2 py-0.5 text-xs"}
        aria-label={`${retired ? "Restore" : "Retire"} ${name}`}
      >
        {toggle.pending ? "Saving…" : retired ? "Restore" : "Retire"}
      </button>
      <OutcomeMessage outcome={toggle.outcome?.ok ? null : toggle.outcome} />
    </div>
  );
}

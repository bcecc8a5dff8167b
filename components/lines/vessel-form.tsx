"use client";
// Adds a vessel to the line, or edits one: the spec's particulars with their units.
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { saveVesselAction } from "@/lib/lines/actions";
import { FormField, SaveRow, type FieldSpec } from "@/components/lines/form-field";
import { useLineAction } from "@/components/lines/use-line-action";
import { labelClass, Select } from "@/components/ui/field";
import { vesselInputSchema, type VesselInput } from "@/lib/lines/schemas";

type Field = keyof VesselInput;
const FIELDS: FieldSpec<Field>[] = [
  { name: "name", label: "Name" },
  { name: "imo", label: "IMO number (7 digits, optional)" },
  { name: "yearBuilt", label: "Year built (optional)", numeric: "integer" },
  { name: "flag", label: "Flag" },
  { name: "cargoCapacity", label: "Cargo capacity (RT)", numeric: "decimal" },
  { name: "maxDeckHeight", label: "Max deck height (cm)", numeric: "decimal" },
  { name: "maxDeckWidth", label: "Max deck width (cm)", numeric: "decimal" },
  { name: "maxRampWeight", label: "Max ramp weight (t)", numeric: "decimal" },
  { name: "speed", label: "Speed (kn)", numeric: "decimal" },
];

export function VesselForm({
  vesselId,
  initial,
  lines,
}: {
  vesselId: number | null;
  initial: VesselInput;
  lines: { id: number; name: string }[] | null;
}) {
  const id = useId();
  const form = useForm<VesselInput & { lineId?: string }>({
    resolver: zodResolver(vesselInputSchema),
    defaultValues: { ...initial, lineId: "" },
  });
  const save = useLineAction(
    (v: VesselInput & { lineId: number | null }) => saveVesselAction(vesselId, v),
    () => {
      if (vesselId) return "Saved.";
      form.reset();
      return "Vessel added.";
    },
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={vesselId ? "Edit vessel" : "Add a vessel"}
      onSubmit={form.handleSubmit((v) => {
        save.submit({ ...v, lineId: Number(form.getValues("lineId")) || null });
      })}
      className="space-y-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {lines && !vesselId ? (
          <div>
            <label htmlFor={`${id}-line`} className={labelClass}>
              Shipping line
            </label>
            <Select id={`${id}-line`} {...form.register("lineId")}>
              <option value="">Choose…</option>
              {lines.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            id={`${id}-${f.name}`}
            label={f.label}
            numeric={f.numeric}
            message={errors[f.name]?.message ?? save.fieldError(f.name)}
            registration={form.register(f.name)}
          />
        ))}
      </div>
      <SaveRow
        pending={save.pending}
        editing={Boolean(vesselId)}
        noun="vessel"
        doneHref="/line/vessels"
        outcome={save.outcome}
      />
    </form>
  );
}

"use client";
// Adds a vessel to the line, or edits one: the spec's particulars with their units.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { saveVesselAction } from "@/lib/actions/lines";
import { RecordForm, useRecordSave, type FieldSpec } from "@/components/lines/form-field";
import { LineSelect } from "@/components/lines/line-select";
import { vesselInputSchema, type VesselInput } from "@/lib/lines/schemas";

type Field = keyof VesselInput;
const FIELDS: FieldSpec<Field>[] = [
  { name: "name" },
  { name: "imo" },
  { name: "yearBuilt", numeric: "integer" },
  { name: "flag" },
  { name: "cargoCapacity", numeric: "decimal" },
  { name: "maxDeckHeight", numeric: "decimal" },
  { name: "maxDeckWidth", numeric: "decimal" },
  { name: "maxRampWeight", numeric: "decimal" },
  { name: "speed", numeric: "decimal" },
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
  const t = useTranslations("line.vesselForm");
  const form = useForm<VesselInput & { lineId?: string }>({
    resolver: zodResolver(vesselInputSchema),
    defaultValues: { ...initial, lineId: "" },
  });
  const save = useRecordSave(
    (v: VesselInput & { lineId: number | null }) => saveVesselAction(vesselId, v),
    Boolean(vesselId),
    form,
    { saved: t("saved"), added: t("added") },
  );
  const { errors } = form.formState;
  return (
    <RecordForm
      id={id}
      label={vesselId ? t("editForm") : t("addForm")}
      onSubmit={form.handleSubmit((v) => {
        save.submit({ ...v, lineId: Number(form.getValues("lineId")) || null });
      })}
      grid="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      before={
        lines && !vesselId ? (
          <LineSelect
            id={`${id}-line`}
            label={t("line")}
            placeholder={t("choose")}
            lines={lines}
            {...form.register("lineId")}
          />
        ) : null
      }
      fields={FIELDS}
      field={(name) => ({
        label: t(`field.${name}`),
        message: errors[name]?.message ?? save.fieldError(name),
        registration: form.register(name),
      })}
      save={save}
      editing={Boolean(vesselId)}
      submitLabel={vesselId ? t("save") : t("add")}
      doneHref="/line/vessels"
    />
  );
}

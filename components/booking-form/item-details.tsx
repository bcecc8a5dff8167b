"use client";
// The details of one item: type and measures, customs (HS code, battery declaration), insured
// value, reference, transit, notes, and
// the nested editors of its sub units (Attached / STC) and sub items.
import { useTranslations } from "next-intl";
import { Textarea } from "@/components/ui/field";
import type { ReactNode } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { CheckboxField, ErrorText, SelectField, TextField } from "@/components/booking-form/fields";
import { PaperField, PhotosField } from "@/components/booking-form/file-fields";
import { LimitHint, limitHintId, useUnitLimitProblems } from "@/components/booking-form/unit-limits";
import { newSubItem, newSubUnit, nextRelativeId, type BookingFormValues } from "@/components/booking-form/form-model";
import { Button } from "@/components/ui/button";
import { RELATION_TYPES } from "@/lib/booking/message/save-schema";
import { SERIAL_TYPES } from "@/lib/booking/units/serial";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";

export function ItemDetails({ index, id }: { index: number; id: string }) {
  const t = useTranslations("bookingForm.details");
  const tc = useTranslations("common");
  const base = `Items.${index}`;
  const owner = t("ownerItem", { n: index + 1 });
  const insured = useWatch<BookingFormValues, `Items.${number}.Insured`>({ name: `Items.${index}.Insured` });
  const problems = useUnitLimitProblems(index);
  const problem = (field: "Height" | "Width" | "Weight") => problems.find((p) => p.field === field);
  const measure = (field: "Height" | "Width" | "Weight", label: string) => (
    <TextField
      name={`${base}.${field}`}
      label={label}
      type="number"
      describedBy={problem(field) ? limitHintId(index, field) : undefined}
      flagged={Boolean(problem(field))}
      hint={<LimitHint index={index} problem={problem(field)} />}
    />
  );
  return (
    <div id={id} className="mt-3 space-y-4 border-t border-slate-100 pt-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <SelectField
          name={`${base}.Type`}
          label={t("unitType")}
          choices={UNIT_TYPE_CODES.map((c) => [c, tc(`unitType.${c}`)])}
          allowEmpty={t("fromModel")}
        />
        <TextField name={`${base}.Length`} label={t("length")} type="number" />
        {measure("Width", t("width"))}
        {measure("Height", t("height"))}
        {measure("Weight", t("weight"))}
        <TextField name={`${base}.Reference`} label={t("reference")} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField name={`${base}.HsCode`} label={t("hsCode")} className="w-40" placeholder={t("hsCodePlaceholder")} />
        <CheckboxField name={`${base}.BatteryDeclared`} label={t("battery")} className="mb-2" />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <CheckboxField name={`${base}.Insured`} label={t("insured")} className="mb-2" />
        {insured ? (
          <>
            <TextField name={`${base}.VehicleValue`} label={t("value")} type="number" className="w-36" />
            <TextField name={`${base}.Currency`} label={t("currency")} className="w-24" placeholder="EUR" />
          </>
        ) : null}
      </div>
      <Transit base={base} />
      <NotesField name={`${base}.Notes`} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <PaperField
          name={`${base}.PaperForCustoms`}
          updateFlag={`${base}.UpdatePaperForCustoms`}
          label={t("customsPaper")}
          owner={owner}
        />
        <PaperField name={`${base}.InvoicePaper`} label={t("invoice")} owner={owner} />
        <PhotosField name={`${base}.Photos`} owner={owner} />
      </div>
      <SubUnits index={index} />
      <SubItems index={index} />
    </div>
  );
}

function NotesField({ name }: { name: string }) {
  const t = useTranslations("bookingForm.details");
  const { register } = useFormContext();
  const id = `f-${name.replace(/\./g, "-")}`;
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {t("notes")}
      </label>
      <Textarea
        id={id}
        rows={2}
        className="mt-1"
        {...register(name, { setValueAs: (v: unknown) => (v === "" ? null : v) })}
      />
      <ErrorText name={name} />
    </div>
  );
}

function Transit({ base }: { base: string }) {
  const t = useTranslations("bookingForm.details.transit");
  const { setValue } = useFormContext();
  const transit = useWatch({ name: `${base}.Transit` }) as object | null | undefined;
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm text-slate-700">
        {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
        <input
          type="checkbox"
          checked={Boolean(transit)}
          onChange={(e) =>
            setValue(`${base}.Transit`, e.target.checked ? { Description: "", Country: "", Pod: null } : null, {
              shouldDirty: true,
            })
          }
          className="h-4 w-4 rounded border-slate-300"
        />
        {t("toggle")}
      </label>
      {transit ? (
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          <TextField
            name={`${base}.Transit.Description`}
            label={t("description")}
            options={{ setValueAs: (v: unknown) => v ?? "" }}
          />
          <TextField
            name={`${base}.Transit.Country`}
            label={t("country")}
            options={{ setValueAs: (v: unknown) => v ?? "" }}
          />
          <TextField name={`${base}.Transit.Pod`} label={t("finalPort")} />
        </div>
      ) : null}
    </div>
  );
}

function SubUnits({ index }: { index: number }) {
  const t = useTranslations("bookingForm.details.subUnits");
  const te = useTranslations("bookingForm.enum");
  return (
    <NestedRows
      index={index}
      list="SubUnits"
      grid="grid grid-cols-2 gap-2 sm:grid-cols-[7rem_1fr_6rem_5rem_auto] sm:items-end"
      fresh={newSubUnit}
      fields={(base) => (
        <>
          <SelectField
            name={`${base}.RelationType`}
            label={t("relation")}
            choices={RELATION_TYPES.map((r) => [r, te(`relation.${r}`)])}
          />
          <TextField name={`${base}.Description`} label={t("makeAndModel")} />
          <SelectField
            name={`${base}.SerialType`}
            label={t("serialType")}
            choices={SERIAL_TYPES.map((s) => [s, te(`serialType.${s}`)])}
            allowEmpty="—"
          />
          <TextField name={`${base}.Year`} label={t("year")} type="number" />
        </>
      )}
      afterRemove={(base) => <ErrorText name={`${base}.RelativeId`} className="col-span-full" />}
    />
  );
}

function SubItems({ index }: { index: number }) {
  const t = useTranslations("bookingForm.details.subItems");
  const td = useTranslations("bookingForm.details");
  return (
    <NestedRows
      index={index}
      list="SubItems"
      grid="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      fresh={newSubItem}
      fields={(base) => (
        <>
          <TextField name={`${base}.Description`} label={t("description")} />
          <TextField name={`${base}.Notes`} label={td("notes")} />
        </>
      )}
    />
  );
}

/** The fieldset both nested lists share: a row a sub unit or sub item with its own fields, a
 *  Remove for rows not saved yet, its customs paper, and Add. */
function NestedRows({
  index,
  list,
  grid,
  fresh,
  fields: rowFields,
  afterRemove,
}: {
  index: number;
  list: "SubUnits" | "SubItems";
  /** the row's grid classes */
  grid: string;
  fresh: (relativeId: number) => object;
  /** the row's own fields, given the row's path */
  fields: (base: string) => ReactNode;
  afterRemove?: (base: string) => ReactNode;
}) {
  const { control, getValues } = useFormContext();
  const t = useTranslations(list === "SubUnits" ? "bookingForm.details.subUnits" : "bookingForm.details.subItems");
  const td = useTranslations("bookingForm.details");
  const { fields, append, remove } = useFieldArray({ control, name: `Items.${index}.${list}` });
  const n = index + 1;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{t("title", { n })}</legend>
      {fields.length === 0 ? <p className="text-xs text-slate-500">{t("none")}</p> : null}
      <div className="space-y-3">
        {fields.map((f, j) => {
          const base = `Items.${index}.${list}.${j}`;
          return (
            <div key={f.id} role="group" aria-label={t("label", { j: j + 1, n })} className={grid}>
              {rowFields(base)}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => remove(j)}
                aria-label={t("removeLabel", { j: j + 1, n })}
                hidden={Boolean(getValues(`${base}.Id`))}
              >
                {td("remove")}
              </Button>
              {afterRemove?.(base)}
              <div className="col-span-full">
                <PaperField
                  name={`${base}.PaperForCustoms`}
                  updateFlag={`${base}.UpdatePaperForCustoms`}
                  label={td("customsPaper")}
                  owner={t("owner", { j: j + 1, n })}
                />
              </div>
            </div>
          );
        })}
      </div>
      <Button
        variant="secondary"
        type="button"
        className="mt-2"
        onClick={() => append(fresh(nextRelativeId(getValues(`Items.${index}.${list}`))))}
      >
        {t("add")}
      </Button>
    </fieldset>
  );
}

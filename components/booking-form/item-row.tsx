"use client";
// One item of the items table: the fields an agent fills for every vehicle in one line, the rest
// (measures, value, transit, notes, sub units, sub items) in its details. Rendered only while in
// view (the table is virtualised); its inputs are registered, so typing re-renders no row.
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { useFormContext, useFormState, useWatch, get } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { labelClass, Input } from "@/components/ui/field";
import {
  comboboxInputProps,
  Listbox,
  optionsAnswer,
  useCombobox,
  useSearchText,
} from "@/components/booking-form/combobox";
import { ErrorText, inputId, SelectField, TextField, useFieldError } from "@/components/booking-form/fields";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import { ItemDetails } from "@/components/booking-form/item-details";
import { countRender } from "@/components/booking-form/render-count";
import { useUnitLimitProblems } from "@/components/booking-form/unit-limits";
import { useUnitModels } from "@/components/booking-form/use-unit-models";
import { isPlainEnter, useShortcutsOn } from "@/components/booking-form/shortcuts";
import type { UnitModel } from "@/lib/catalogue/unit-model-schema";
import { hasWrongCheckDigit, SERIAL_TYPES } from "@/lib/booking/units/serial";
import { makeFromVin } from "@/lib/booking/units/vin-wmi";
import { MOBILITIES, PRIORITIES } from "@/lib/booking/message/save-schema";

/** Fields kept in the details panel: an error in one opens it. */
const DETAIL_FIELDS = new Set([
  "Type",
  "Length",
  "Width",
  "Height",
  "Weight",
  "Insured",
  "HsCode",
  "BatteryDeclared",
  "VehicleValue",
  "Currency",
  "Reference",
  "Transit",
  "Notes",
  "SubUnits",
  "SubItems",
]);

export interface RowActions {
  duplicate: (index: number) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  /** Enter in a row's VIN: the next row's make and model (a new row after the last) */
  next: (index: number) => void;
}

const iconButton = { variant: "secondary", size: "sm", className: "disabled:opacity-40" } as const;

/** What a row and its footer are given. */
interface RowProps {
  index: number;
  count: number;
  stored: boolean;
  /** false on a stored booking: its units keep their order (Alt+↑/↓ then says so) */
  reorderable: boolean;
  actions: RowActions;
}

export const ItemRow = memo(function ItemRow({ index, count, stored, reorderable, actions }: RowProps) {
  countRender("row");
  const t = useTranslations("bookingForm.row");
  const te = useTranslations("bookingForm.enum");
  const n = index + 1;
  const base = `Items.${index}`;

  return (
    <div
      role="group"
      aria-label={t("label", { n })}
      data-item={index}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      onKeyDown={(e) => {
        if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
        e.preventDefault();
        const to = e.key === "ArrowUp" ? index - 1 : index + 1;
        if (to >= 0 && to < count) actions.move(index, to);
      }}
    >
      {/* make and model, then the VIN (the serial type after it: VIN unless changed), so a unit is two fields apart */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 md:grid-cols-[4rem_minmax(12rem,2fr)_minmax(11rem,1.5fr)_6.5rem_5rem_6.5rem_7.5rem]">
        <div className="col-span-2 flex items-center justify-between md:col-span-1 md:block">
          <span className="text-sm font-semibold tabular-nums text-slate-500">{n}</span>
          <StoredState index={index} stored={stored} />
        </div>
        <DescriptionInput index={index} className="col-span-2 md:col-span-1" />
        <SerialInput index={index} onNext={actions.next} />
        <SelectField
          name={`${base}.SerialType`}
          label={t("serialType")}
          choices={SERIAL_TYPES.map((s) => [s, te(`serialType.${s}`)])}
          allowEmpty="—"
        />
        <TextField name={`${base}.Year`} label={t("year")} type="number" inputClassName="tabular-nums" />
        <SelectField
          name={`${base}.Priority`}
          label={t("priority")}
          choices={PRIORITIES.map((p) => [p, te(`priority.${p}`)])}
          allowEmpty="—"
        />
        <SelectField
          name={`${base}.Mobility`}
          label={t("mobility")}
          choices={MOBILITIES.map((m) => [m, te(`mobility.${m}`)])}
          allowEmpty="—"
        />
      </div>
      <ErrorText name={`${base}.Id`} />
      <ErrorText name={`${base}.RelativeId`} />
      <ErrorText name={`${base}.IsCanceled`} />
      <RowFooter index={index} count={count} stored={stored} reorderable={reorderable} actions={actions} />
    </div>
  );
});

/**
 * The row's actions and details. It alone follows the row's errors (an error in a details field
 * opens them), so a keystroke in the row re-renders this footer, not the row's fields.
 */
function RowFooter({ index, count, stored, reorderable, actions }: RowProps) {
  countRender("row-footer");
  const t = useTranslations("bookingForm.row");
  const [opened, setOpen] = useState(false);
  const { errors } = useFormState<BookingFormValues>({ name: `Items.${index}` });
  const rowErrors = get(errors, `Items.${index}`) as Record<string, unknown> | undefined;
  const detailError = rowErrors ? Object.keys(rowErrors).some((k) => DETAIL_FIELDS.has(k)) : false;
  // a unit over the voyage's limits opens the details too, where the flag sits at its measure
  const overLimit = useUnitLimitProblems(index).length > 0;
  const open = opened || detailError || overLimit;
  const n = index + 1;
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button
          {...iconButton}
          aria-expanded={open}
          aria-controls={`item-${index}-details`}
          onClick={() => setOpen(!open)}
        >
          {open ? t("hideDetails") : t("showDetails")}
        </Button>
        <span className="flex-1" />
        <Button {...iconButton} onClick={() => actions.duplicate(index)} aria-label={t("duplicateLabel", { n })}>
          {t("duplicate")}
        </Button>
        {reorderable ? (
          <>
            <Button
              {...iconButton}
              onClick={() => actions.move(index, index - 1)}
              disabled={index === 0}
              aria-label={t("moveUp", { n })}
              title="Alt+↑"
            >
              ↑
            </Button>
            <Button
              {...iconButton}
              onClick={() => actions.move(index, index + 1)}
              disabled={index === count - 1}
              aria-label={t("moveDown", { n })}
              title="Alt+↓"
            >
              ↓
            </Button>
          </>
        ) : null}
        {stored ? null : (
          <Button
            {...iconButton}
            className={clsx(iconButton.className, "text-red-700")}
            onClick={() => actions.remove(index)}
            aria-label={t("removeLabel", { n })}
          >
            {t("remove")}
          </Button>
        )}
      </div>
      {open ? <ItemDetails index={index} id={`item-${index}-details`} /> : null}
    </>
  );
}

/** A stored item cannot be removed from the message (the save would leave it as it is): it is canceled instead. */
function StoredState({ index, stored }: { index: number; stored: boolean }) {
  const t = useTranslations("bookingForm.row");
  const { register } = useFormContext<BookingFormValues>();
  if (!stored) return null;
  return (
    <label className="mt-1 flex items-center gap-1 whitespace-nowrap text-xs text-slate-600">
      {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
      <input type="checkbox" className="h-3.5 w-3.5" {...register(`Items.${index}.IsCanceled`)} />
      {t("cancelItem")}
    </label>
  );
}

/** Description with the catalogue: typing searches unit models; picking one fills description, type and measures. */
function DescriptionInput({ index, className }: { index: number; className?: string }) {
  const t = useTranslations("bookingForm.row");
  const name = `Items.${index}.Description` as const;
  const { register, setValue } = useFormContext<BookingFormValues>();
  const error = useFieldError(name);
  const typing = useSearchText(200);
  const search = typing.query;
  const models = useUnitModels(search);
  const options = (search.length >= 2 ? models.data : undefined)?.slice(0, 8) ?? [];
  const current = optionsAnswer(typing, models, search.length >= 2);
  const pick = (m: UnitModel) => {
    const opts = { shouldDirty: true, shouldValidate: true };
    setValue(name, m.description, opts);
    setValue(`Items.${index}.Type`, m.type, opts);
    setValue(`Items.${index}.Length`, m.length, opts);
    setValue(`Items.${index}.Width`, m.width, opts);
    setValue(`Items.${index}.Height`, m.height, opts);
    setValue(`Items.${index}.Weight`, m.weight, opts);
    typing.setText("");
  };
  const box = useCombobox(options, pick, { current, settle: typing.settle });
  const field = register(name);
  const id = inputId(name);
  return (
    <div className={clsx("relative", className)}>
      <label htmlFor={id} className={labelClass}>
        {t("makeAndModel")}
      </label>
      <Input
        id={id}
        autoComplete="off"
        placeholder={t("makePlaceholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx("mt-1", error && "border-red-500")}
        {...field}
        {...comboboxInputProps(id, box, options.length)}
        onChange={(e) => {
          void field.onChange(e);
          typing.setText(e.target.value);
          box.onInput();
        }}
        onBlur={(e) => {
          void field.onBlur(e);
          box.setOpen(false);
        }}
        onKeyDown={box.onKeyDown}
      />
      {box.open && search.length >= 2 ? (
        <Listbox
          id={id}
          label={t("unitModels")}
          options={options}
          active={box.active}
          stale={!current}
          status={models.isFetching ? t("searchingCatalogue") : t("noModel")}
          onPick={(m) => {
            pick(m);
            box.setOpen(false);
          }}
          render={(m) => (
            <>
              <span className="font-medium">{m.description}</span>
              <span className="ml-2 text-xs text-slate-600">
                {m.type} ·{" "}
                {[m.length, m.width, m.height].every((v) => v != null)
                  ? `${m.length}×${m.width}×${m.height} cm · `
                  : ""}
                {m.weight} kg
              </span>
            </>
          )}
        />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Serial number, checked as typed (rules 7–8, by the schema); a VIN's check digit and maker as hints only. */
function SerialInput({ index, onNext }: { index: number; onNext: (index: number) => void }) {
  const t = useTranslations("bookingForm.row");
  const shortcuts = useShortcutsOn();
  return (
    <TextField
      name={`Items.${index}.SerialNumber`}
      label={t("serial")}
      inputClassName="font-mono"
      hint={<SerialHint index={index} />}
      keyShortcuts={shortcuts ? "Enter" : undefined}
      onKeyDown={(e) => {
        if (!shortcuts || !isPlainEnter(e)) return;
        e.preventDefault();
        onNext(index);
      }}
    />
  );
}

function SerialHint({ index }: { index: number }) {
  const [type, serial, description] = useWatch<BookingFormValues>({
    name: [`Items.${index}.SerialType`, `Items.${index}.SerialNumber`, `Items.${index}.Description`],
  }) as (string | null)[];
  const t = useTranslations("bookingForm.row.vinHint");
  const { setValue } = useFormContext<BookingFormValues>();
  if (type !== "Vin" || !serial) return null;
  const make = makeFromVin(serial);
  const wrongDigit = hasWrongCheckDigit(serial);
  if (!make && !wrongDigit) return null;
  const hasMake = make && (description ?? "").toLowerCase().includes(make.toLowerCase());
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      {wrongDigit ? <p className="text-amber-700">{t("checkDigit")}</p> : null}
      {make && !hasMake ? (
        <p className="text-slate-600">
          {t("looksLike", { make })}{" "}
          <Button
            variant="inline"
            className="underline"
            onClick={() =>
              setValue(`Items.${index}.Description`, `${make} ${description ?? ""}`.trim(), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          >
            {t("use", { make })}
          </Button>
        </p>
      ) : null}
    </div>
  );
}

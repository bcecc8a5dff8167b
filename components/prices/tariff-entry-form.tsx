"use client";
// One line of the tariff, added or edited: the file's columns as fields, checked by the same row
// rules as an import (the server's message lands at its column).
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { SaveRow } from "@/components/lines/form-field";
import { useLineAction } from "@/components/lines/use-line-action";
import { Field, fieldClass, fieldErrorId } from "@/components/ui/field";
import { saveTariffEntryAction } from "@/lib/actions/pricing";
import type { TariffCsvColumn } from "@/lib/pricing/tariff-csv";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";
import { keysOf } from "@/lib/core/narrow";

type Cells = Record<TariffCsvColumn, string>;

/** The form's fields, in the file's column order (their labels are in the catalogue, line.tariffForm.label). */
const COLUMNS: Record<TariffCsvColumn, true> = {
  Kind: true,
  Code: true,
  Name: true,
  Pol: true,
  Pod: true,
  Category: true,
  UnitType: true,
  Basis: true,
  Amount: true,
  Currency: true,
  ValidFrom: true,
  ValidUntil: true,
};
const DATES = new Set<TariffCsvColumn>(["ValidFrom", "ValidUntil"]);

export function TariffEntryForm({
  entryId,
  lineId,
  initial,
}: {
  entryId: number | null;
  lineId: number | null;
  initial: Cells;
}) {
  const id = useId();
  const t = useTranslations("line.tariffForm");
  const tc = useTranslations("common");
  const choicesOf: Partial<Record<TariffCsvColumn, [string, string][]>> = {
    Kind: [
      ["Rate", t("kind.rate")],
      ["Surcharge", t("kind.surcharge")],
    ],
    Basis: [
      ["Unit", t("basis.unit")],
      ["Rt", t("basis.rt")],
      ["Percent", t("basis.percent")],
      ["Booking", t("basis.booking")],
    ],
    UnitType: [
      ["", t("everyType")],
      ...UNIT_TYPE_CODES.map((c): [string, string] => [c, t("unitType", { name: tc(`unitType.${c}`), code: c })]),
    ],
  };
  const [cells, setCells] = useState<Cells>(initial);
  const save = useLineAction(
    (input: { id: number | null; lineId: number | null; cells: Cells }) => saveTariffEntryAction(input),
    () => {
      if (entryId) return t("saved");
      setCells(initial);
      return t("added");
    },
  );
  return (
    <form
      noValidate
      aria-label={entryId ? t("editForm") : t("addForm")}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.submit({ id: entryId, lineId, cells });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {keysOf(COLUMNS).map((column) => {
          const fieldId = `${id}-${column}`;
          const error = save.fieldError(column);
          const common = {
            id: fieldId,
            className: fieldClass,
            value: cells[column],
            onChange: (e: { target: { value: string } }) => setCells((c) => ({ ...c, [column]: e.target.value })),
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? fieldErrorId(fieldId) : undefined,
          };
          const choices = choicesOf[column];
          return (
            <Field key={column} id={fieldId} label={t(`label.${column}`)} error={error}>
              {choices ? (
                <select
                  {...common}
                  value={
                    choices.some(([v]) => v.toLowerCase() === cells[column].toLowerCase())
                      ? choices.find(([v]) => v.toLowerCase() === cells[column].toLowerCase())![0]
                      : cells[column]
                  }
                >
                  {choices.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={DATES.has(column) ? "date" : "text"}
                  inputMode={column === "Amount" ? "decimal" : undefined}
                />
              )}
            </Field>
          );
        })}
      </div>
      <SaveRow
        pending={save.pending}
        editing={Boolean(entryId)}
        submitLabel={entryId ? t("save") : t("add")}
        doneHref={lineId ? `/line/tariff?line=${lineId}` : "/line/tariff"}
        outcome={save.outcome}
      />
    </form>
  );
}

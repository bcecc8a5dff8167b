"use client";
// One line of the tariff, added or edited: the file's columns as fields, checked by the same row
// rules as an import (the server's message lands at its column).
import { useId, useState } from "react";
import { SaveRow } from "@/components/lines/form-field";
import { useLineAction } from "@/components/lines/use-line-action";
import { Field, fieldClass, fieldErrorId } from "@/components/ui/field";
import { saveTariffEntryAction } from "@/lib/pricing/price-actions";
import type { TariffCsvColumn } from "@/lib/pricing/tariff-csv";
import { UNIT_TYPE_CODES, UNIT_TYPES } from "@/lib/schedule/enums";
import { keysOf } from "@/lib/core/narrow";

type Cells = Record<TariffCsvColumn, string>;

const LABELS: Record<TariffCsvColumn, string> = {
  Kind: "Kind",
  Code: "Code (FREIGHT, BAF, THC…)",
  Name: "Name",
  Pol: "Pol (UN/LOCODE)",
  Pod: "Pod (UN/LOCODE)",
  Category: "Trade (schedule category)",
  UnitType: "Unit type",
  Basis: "Basis",
  Amount: "Amount",
  Currency: "Currency",
  ValidFrom: "Valid from",
  ValidUntil: "Valid until (optional)",
};
const CHOICES: Partial<Record<TariffCsvColumn, [string, string][]>> = {
  Kind: [
    ["Rate", "Rate (freight)"],
    ["Surcharge", "Surcharge"],
  ],
  Basis: [
    ["Unit", "Per unit"],
    ["Rt", "Per revenue ton (rates)"],
    ["Percent", "Percent of freight (surcharges)"],
    ["Booking", "Per booking (surcharges)"],
  ],
  UnitType: [
    ["", "Every type (surcharges)"],
    ...UNIT_TYPE_CODES.map((c): [string, string] => [c, `${UNIT_TYPES[c]} (${c})`]),
  ],
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
  const [cells, setCells] = useState<Cells>(initial);
  const save = useLineAction(
    (input: { id: number | null; lineId: number | null; cells: Cells }) => saveTariffEntryAction(input),
    () => {
      if (entryId) return "Saved.";
      setCells(initial);
      return "Tariff line added.";
    },
  );
  return (
    <form
      noValidate
      aria-label={entryId ? "Edit a tariff line" : "Add a tariff line"}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.submit({ id: entryId, lineId, cells });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {keysOf(LABELS).map((column) => {
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
          const choices = CHOICES[column];
          return (
            <Field key={column} id={fieldId} label={LABELS[column]} error={error}>
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
        noun="tariff line"
        doneHref={lineId ? `/line/tariff?line=${lineId}` : "/line/tariff"}
        outcome={save.outcome}
      />
    </form>
  );
}

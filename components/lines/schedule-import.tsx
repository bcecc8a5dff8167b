"use client";
// A season's schedule as CSV: every bad row is listed (line and column as a spreadsheet shows
// them) and nothing is imported until the whole file is right.
import { useId, useState } from "react";
import { importScheduleAction } from "@/lib/lines/actions";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { CsvFileField, labelClass, Select } from "@/components/ui/field";

export function ScheduleImport({
  template,
  lines,
}: {
  template: string;
  lines: { id: number; name: string }[] | null;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [lineId, setLineId] = useState("");
  const upload = useLineAction(
    (input: { text: string; lineId: number | null }) => importScheduleAction(input),
    (d) =>
      `Imported ${d.voyages} voyage${d.voyages === 1 ? "" : "s"} with ${d.calls} calls from ${file?.name ?? "the file"}.`,
  );
  return (
    <form
      noValidate
      aria-label="Import a schedule"
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (file) upload.submit({ text: await file.text(), lineId: lineId ? Number(lineId) : null });
      }}
    >
      <p className="text-sm text-slate-600">
        One row per port call, a voyage&apos;s calls in rotation order. Columns: Voyage, Vessel (one of your
        line&apos;s), ScheduleCategory, SailingRoute, Port (name or UN/LOCODE), Terminal (optional), Arrival, Departure,
        CutOff (optional; port time, YYYY-MM-DDTHH:MM), CanLoad, CanDischarge (yes/no). Every voyage must be new.{" "}
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
          download="schedule-template.csv"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Download the template
        </a>
      </p>
      {lines ? (
        <div>
          <label htmlFor={`${id}-line`} className={labelClass}>
            Shipping line
          </label>
          <Select id={`${id}-line`} value={lineId} onChange={(e) => setLineId(e.target.value)}>
            <option value="">Choose…</option>
            {lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <CsvFileField id={`${id}-file`} label="CSV file" onFile={setFile} />
      <Button type="submit" disabled={!file || upload.pending}>
        {upload.pending ? "Importing…" : "Import"}
      </Button>
      <OutcomeMessage outcome={upload.outcome} />
    </form>
  );
}

"use client";
// A season's schedule as CSV: every bad row is listed (line and column as a spreadsheet shows
// them) and nothing is imported until the whole file is right.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { importScheduleAction } from "@/lib/actions/lines";
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
  const t = useTranslations("line.scheduleImport");
  const [file, setFile] = useState<File | null>(null);
  const [lineId, setLineId] = useState("");
  const upload = useLineAction(
    (input: { text: string; lineId: number | null }) => importScheduleAction(input),
    (d) =>
      file
        ? t("imported", { voyages: d.voyages, calls: d.calls, file: file.name })
        : t("importedNoName", { voyages: d.voyages, calls: d.calls }),
  );
  return (
    <form
      noValidate
      aria-label={t("formLabel")}
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (file) upload.submit({ text: await file.text(), lineId: lineId ? Number(lineId) : null });
      }}
    >
      <p className="text-sm text-slate-600">
        {t("help")}{" "}
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
          download="schedule-template.csv"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t("template")}
        </a>
      </p>
      {lines ? (
        <div>
          <label htmlFor={`${id}-line`} className={labelClass}>
            {t("line")}
          </label>
          <Select id={`${id}-line`} value={lineId} onChange={(e) => setLineId(e.target.value)}>
            <option value="">{t("choose")}</option>
            {lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <CsvFileField id={`${id}-file`} label={t("file")} onFile={setFile} />
      <Button type="submit" disabled={!file || upload.pending}>
        {upload.pending ? t("importing") : t("import")}
      </Button>
      <OutcomeMessage outcome={upload.outcome} />
    </form>
  );
}

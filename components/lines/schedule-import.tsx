"use client";
// A season's schedule as CSV: every bad row is listed (line and column as a spreadsheet shows
// them) and nothing is imported until the whole file is right.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { importScheduleAction } from "@/lib/actions/lines";
import { CsvImportForm } from "@/components/lines/csv-import-form";
import { LineSelect } from "@/components/lines/line-select";

export function ScheduleImport({
  template,
  lines,
}: {
  template: string;
  lines: { id: number; name: string }[] | null;
}) {
  const t = useTranslations("line.scheduleImport");
  const [lineId, setLineId] = useState("");
  return (
    <CsvImportForm
      label={t("formLabel")}
      help={
        <>
          {t("help")}{" "}
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
            download="schedule-template.csv"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t("template")}
          </a>
        </>
      }
      fileLabel={t("file")}
      submitLabel={t("import")}
      pendingLabel={t("importing")}
      send={(text) => importScheduleAction({ text, lineId: lineId ? Number(lineId) : null })}
      done={(d, file) =>
        file
          ? t("imported", { voyages: d.voyages, calls: d.calls, file: file.name })
          : t("importedNoName", { voyages: d.voyages, calls: d.calls })
      }
    >
      {(id) =>
        lines ? (
          <LineSelect
            id={`${id}-line`}
            label={t("line")}
            placeholder={t("choose")}
            lines={lines}
            value={lineId}
            onChange={(e) => setLineId(e.target.value)}
          />
        ) : null
      }
    </CsvImportForm>
  );
}

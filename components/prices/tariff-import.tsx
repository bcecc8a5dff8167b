"use client";
// The line's whole tariff from CSV: every bad row is listed (row and column as a spreadsheet shows
// them) and nothing changes until the whole file is right; then it replaces the tariff.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "@/components/ui/field";
import { importTariffAction } from "@/lib/actions/pricing";

export function TariffImport({ lineId, columns }: { lineId: number | null; columns: readonly string[] }) {
  const id = useId();
  const t = useTranslations("line.tariffImport");
  const [file, setFile] = useState<File | null>(null);
  const upload = useLineAction(
    (input: { csv: string; lineId: number | null }) => importTariffAction(input),
    (d) =>
      file
        ? t("imported", { rates: d.rates, surcharges: d.surcharges, file: file.name })
        : t("importedNoName", { rates: d.rates, surcharges: d.surcharges }),
  );
  return (
    <form
      noValidate
      aria-label={t("formLabel")}
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (file) upload.submit({ csv: await file.text(), lineId });
      }}
    >
      <p className="text-sm text-slate-600">
        {t.rich("help", {
          columns: columns.join(", "),
          // The CSV's column names are the file's own words, the same in every language.
          code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
        })}
      </p>
      <CsvFileField id={`${id}-file`} label={t("file")} onFile={setFile} />
      <Button type="submit" disabled={!file || upload.pending}>
        {upload.pending ? t("importing") : t("submit")}
      </Button>
      <OutcomeMessage outcome={upload.outcome} />
    </form>
  );
}

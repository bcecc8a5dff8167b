"use client";
// The line's whole tariff from CSV: every bad row is listed (row and column as a spreadsheet shows
// them) and nothing changes until the whole file is right; then it replaces the tariff.
import { useTranslations } from "next-intl";
import { CsvImportForm } from "@/components/lines/csv-import-form";
import { importTariffAction } from "@/lib/actions/pricing";

export function TariffImport({ lineId, columns }: { lineId: number | null; columns: readonly string[] }) {
  const t = useTranslations("line.tariffImport");
  return (
    <CsvImportForm
      label={t("formLabel")}
      help={t.rich("help", {
        columns: columns.join(", "),
        // The CSV's column names are the file's own words, the same in every language.
        code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
      })}
      fileLabel={t("file")}
      submitLabel={t("submit")}
      pendingLabel={t("importing")}
      send={(csv) => importTariffAction({ csv, lineId })}
      done={(d, file) =>
        file
          ? t("imported", { rates: d.rates, surcharges: d.surcharges, file: file.name })
          : t("importedNoName", { rates: d.rates, surcharges: d.surcharges })
      }
    />
  );
}

"use client";
// The line's whole tariff from CSV: every bad row is listed (row and column as a spreadsheet shows
// them) and nothing changes until the whole file is right; then it replaces the tariff.
import { useId, useState } from "react";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "@/components/ui/field";
import { importTariffAction } from "@/lib/pricing/price-actions";

export function TariffImport({ lineId, columns }: { lineId: number | null; columns: readonly string[] }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useLineAction(
    (input: { csv: string; lineId: number | null }) => importTariffAction(input),
    (d) =>
      `Imported ${d.rates} rate${d.rates === 1 ? "" : "s"} and ${d.surcharges} surcharge${d.surcharges === 1 ? "" : "s"} from ${file?.name ?? "the file"}: the tariff is replaced.`,
  );
  return (
    <form
      noValidate
      aria-label="Import a tariff"
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (file) upload.submit({ csv: await file.text(), lineId });
      }}
    >
      <p className="text-sm text-slate-600">
        One row per rate or surcharge; columns {columns.join(", ")}. The file replaces the whole tariff; prices already
        given to bookings and valid quotes stay as they are.
      </p>
      <CsvFileField id={`${id}-file`} label="Tariff CSV file" onFile={setFile} />
      <Button type="submit" disabled={!file || upload.pending}>
        {upload.pending ? "Importing…" : "Import and replace the tariff"}
      </Button>
      <OutcomeMessage outcome={upload.outcome} />
    </form>
  );
}

"use client";
// Import of items from CSV or XLSX: rows go through the save's item schema (lib/booking/units/item-import);
// bad rows are listed with their errors in the columns they name, good rows are added.
import clsx from "clsx";
import type { AddUnitsPanelProps } from "@/components/booking-form/vin-list-panel";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FileInput, labelClass } from "@/components/ui/field";
import { unknownModelsAction } from "@/lib/actions/booking/form";
import {
  importItems,
  withUnknownModels,
  ITEM_IMPORT_COLUMNS,
  itemTemplateCsv,
  itemTemplateXlsx,
  parseCsv,
  parseXlsx,
  type ImportResult,
} from "@/lib/booking/units/item-import";
import type { FormItem } from "@/components/booking-form/form-model";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

function download(name: string, data: BlobPart, type: string) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = Object.assign(document.createElement("a"), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ImportPanel({ room, onAdd: onImport, onClose }: AddUnitsPanelProps) {
  const t = useTranslations("bookingForm.import");
  const [result, setResult] = useState<ImportResult | null>(null);
  const [fileName, setFileName] = useState("");
  const [busy, setBusy] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    setFileName(file.name);
    try {
      const table = /\.xlsx$/i.test(file.name)
        ? await parseXlsx(await file.arrayBuffer())
        : parseCsv(await file.text());
      const parsed = importItems(table, room);
      // what the save's rule 1 would refuse, found now: makes and models the catalogue lacks
      const names = [...new Set(parsed.good.map((row) => row.item.Description ?? "").filter(Boolean))];
      const unknown = names.length ? await unknownModelsAction(names) : { ok: true as const, data: [] };
      setResult(unknown.ok ? withUnknownModels(parsed, unknown.data) : parsed);
    } catch {
      setResult({
        good: [],
        bad: [],
        unknownColumns: [],
        fileError: t("unreadable"),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="import-title" className="rounded-lg border border-brand-100 bg-brand-50/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="import-title" className="text-sm font-semibold">
            {t("title")}
          </h3>
          <p className="text-xs text-slate-600">{t("hint", { room })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => download("quayside-items-template.csv", itemTemplateCsv(), "text/csv")}
          >
            {t("templateCsv")}
          </Button>
          <Button
            variant="secondary"
            onClick={async () =>
              download(
                "quayside-items-template.xlsx",
                await itemTemplateXlsx(),
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
              )
            }
          >
            {t("templateExcel")}
          </Button>
        </div>
      </div>
      <label className={clsx(labelClass, "mt-3")}>
        {t("file")}
        <FileInput
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void read(file);
          }}
        />
      </label>
      {busy ? <p className="mt-3 text-sm text-slate-600">{t("reading", { name: fileName })}</p> : null}
      {result && !busy ? <ImportOutcome result={result} onImport={onImport} /> : null}
      <div className="mt-3">
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
    </section>
  );
}

function ImportOutcome({
  result,
  onImport,
}: {
  result: ImportResult;
  onImport: (items: FormItem[]) => { added: number; replaced: number };
}) {
  const t = useTranslations("bookingForm.import");
  const [done, setDone] = useState<{ added: number; replaced: number } | null>(null);
  if (result.fileError) {
    return (
      <p role="alert" className="mt-3 text-sm font-medium text-red-700">
        {result.fileError}
      </p>
    );
  }
  const used = ITEM_IMPORT_COLUMNS.filter((c) => result.bad.some((r) => r.values[c] !== undefined));
  return (
    <div className="mt-3 space-y-3" role="status">
      <p className="text-sm">
        {t.rich(result.bad.length ? "readyAndBad" : "ready", {
          count: result.good.length,
          bad: result.bad.length,
          strong: (chunks) => <strong>{chunks}</strong>,
          red: (chunks) => <strong className="text-red-700">{chunks}</strong>,
        })}
        {result.unknownColumns.length ? ` ${t("ignored", { list: result.unknownColumns.join(", ") })}` : ""}
      </p>
      {result.bad.length ? (
        <div className="rounded border border-red-200 bg-white">
          <ScrollX region label={t("badRows")}>
            <Table look="compact" caption={t("badRows")}>
              <TableHead className="bg-red-50">
                <Tr>
                  <Th>{t("line")}</Th>
                  {used.map((c) => (
                    <Th key={c}>{c}</Th>
                  ))}
                </Tr>
              </TableHead>
              <TableBody className="divide-red-100 border-t border-red-100 align-top">
                {result.bad.map((row) => (
                  <Tr key={row.line}>
                    <Th scope="row" className="font-mono">
                      {row.line}
                    </Th>
                    {used.map((c) => {
                      const errors = row.errors.filter((e) => e.column === c);
                      return (
                        <Td key={c} className={clsx(errors.length && "bg-red-50")}>
                          <span className="font-mono">{row.values[c] || "—"}</span>
                          {errors.map((e, i) => (
                            <span key={i} className="block font-medium text-red-700">
                              {e.message}
                            </span>
                          ))}
                        </Td>
                      );
                    })}
                  </Tr>
                ))}
                {result.bad.some((r) => r.errors.some((e) => e.column === "")) ? (
                  <Tr>
                    <Td colSpan={used.length + 1} className="text-red-700">
                      {result.bad
                        .flatMap((r) =>
                          r.errors
                            .filter((e) => e.column === "")
                            .map((e) => t("lineError", { line: r.line, message: e.message })),
                        )
                        .join(" ")}
                    </Td>
                  </Tr>
                ) : null}
              </TableBody>
            </Table>
          </ScrollX>
        </div>
      ) : null}
      {result.good.length ? (
        <Button disabled={done !== null} onClick={() => setDone(onImport(result.good.map((r) => r.item)))}>
          {done ? doneText(t, done) : t("add", { count: result.good.length })}
        </Button>
      ) : null}
    </div>
  );
}

/** "3 items added, 1 replaced (same VIN)": what an import added and replaced. */
function doneText(
  t: ReturnType<typeof useTranslations<"bookingForm.import">>,
  done: { added: number; replaced: number },
) {
  if (done.added && done.replaced) return t("doneBoth", { added: done.added, replaced: done.replaced });
  if (done.added) return t("doneAdded", { added: done.added });
  return done.replaced ? t("doneReplaced", { replaced: done.replaced }) : "";
}

"use client";
// A terminal's gate-in or loading list as CSV: every bad row is listed and nothing is recorded
// until the whole file is right; then all rows are recorded in one call.
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { uploadMilestoneCsvAction } from "@/lib/feed/milestone-actions";
import { Button } from "@/components/ui/button";
import { labelClass, Select } from "@/components/ui/field";
import { MILESTONE_LABEL } from "@/components/milestones/milestone-form";
import { MILESTONE_NAMES, type MilestoneName } from "@/lib/feed/milestone-schema";
import type { FieldError } from "@/lib/core/errors";
import { isOneOf } from "@/lib/core/narrow";

/** "row 3.Serial" → "Row 3 · Serial" */
function where(path: string): string {
  const m = /^row (\d+)(?:\.(\w+))?$/.exec(path);
  return m ? `Row ${m[1]}${m[2] ? ` · ${m[2]}` : ""}` : path;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string; errors: FieldError[] };

export function CsvUpload({ voyageId, template }: { voyageId: number; template: string }) {
  const router = useRouter();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [defaultType, setDefaultType] = useState<MilestoneName | "">("Delivered");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, startTransition] = useTransition();

  function upload() {
    if (!file) return;
    startTransition(async () => {
      const text = await file.text();
      const result = await uploadMilestoneCsvAction({ voyageId, text, defaultType: defaultType || null });
      if (result.ok) {
        setOutcome({
          ok: true,
          text: `Recorded ${result.data.recorded} milestone${result.data.recorded === 1 ? "" : "s"} from ${file.name}.`,
        });
        router.refresh();
      } else setOutcome({ ok: false, text: result.message, errors: result.errors });
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Columns: ItemId or Serial (VIN), Milestone, Date (YYYY-MM-DD), Location, Length, Width, Height, Weight,
        CustomsDocs. Other columns are ignored.{" "}
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
          download="milestones-template.csv"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Download the template
        </a>
      </p>
      <div>
        <label htmlFor={`${id}-type`} className={labelClass}>
          Milestone of rows without one
        </label>
        <Select
          id={`${id}-type`}
          value={defaultType}
          onChange={(e) => setDefaultType(isOneOf(MILESTONE_NAMES, e.target.value) ? e.target.value : "")}
        >
          {MILESTONE_NAMES.map((name) => (
            <option key={name} value={name}>
              {MILESTONE_LABEL[name]}
              {name === "Delivered" ? " — a gate-in list" : name === "Loaded" ? " — a loading list" : ""}
            </option>
          ))}
          <option value="">None: every row names its milestone</option>
        </Select>
      </div>
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          CSV file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setOutcome(null);
          }}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-100"
        />
      </div>
      <Button
        variant="secondary"
        type="button"
        onClick={upload}
        disabled={!file || pending}
        className="w-full justify-center disabled:opacity-50"
      >
        {pending ? "Uploading…" : "Upload and record"}
      </Button>
      {outcome?.ok ? (
        <p role="status" className="rounded border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {outcome.text}
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{outcome.text}</p>
          {outcome.errors.length ? (
            <ul className="mt-1 max-h-64 list-none space-y-0.5 overflow-y-auto">
              {outcome.errors.map((e, i) => (
                <li key={i}>
                  {e.path ? <span className="font-medium">{where(e.path)}: </span> : null}
                  {e.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

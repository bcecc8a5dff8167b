"use client";
// A terminal's gate-in or loading list as CSV: every bad row is listed and nothing is recorded
// until the whole file is right; then all rows are recorded in one call.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { uploadMilestoneCsvAction } from "@/lib/actions/feed/milestone";
import { FieldErrorItems } from "@/components/lines/affected-bookings-prompt";
import { Button } from "@/components/ui/button";
import { CsvFileField, Field, Select } from "@/components/ui/field";
import { MILESTONE_NAMES, type MilestoneName } from "@/lib/feed/milestone-schema";
import type { FieldError } from "@/lib/core/errors";
import { isOneOf } from "@/lib/core/narrow";

type Outcome = { ok: true; text: string } | { ok: false; text: string; errors: FieldError[] };

export function CsvUpload({ voyageId, template }: { voyageId: number; template: string }) {
  const router = useRouter();
  const t = useTranslations("line.csvUpload");
  const tc = useTranslations("common");
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
          text: t("recorded", { count: result.data.recorded, file: file.name }),
        });
        router.refresh();
      } else setOutcome({ ok: false, text: result.message, errors: result.errors });
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {t("help")}{" "}
        <a
          href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
          download="milestones-template.csv"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t("template")}
        </a>
      </p>
      <Field id={`${id}-type`} label={t("defaultType")}>
        <Select
          id={`${id}-type`}
          value={defaultType}
          onChange={(e) => setDefaultType(isOneOf(MILESTONE_NAMES, e.target.value) ? e.target.value : "")}
        >
          {MILESTONE_NAMES.map((name) => (
            <option key={name} value={name}>
              {tc(`milestone.${name}`)}
              {name === "Delivered" ? ` — ${t("gateInList")}` : name === "Loaded" ? ` — ${t("loadingList")}` : ""}
            </option>
          ))}
          <option value="">{t("none")}</option>
        </Select>
      </Field>
      <CsvFileField
        id={`${id}-file`}
        label={t("file")}
        onFile={(chosen) => {
          setFile(chosen);
          setOutcome(null);
        }}
      />
      <Button
        variant="secondary"
        type="button"
        onClick={upload}
        disabled={!file || pending}
        className="w-full justify-center disabled:opacity-50"
      >
        {pending ? t("uploading") : t("submit")}
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
              <FieldErrorItems errors={outcome.errors} />
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

"use client";
// The console's CSV imports (a season's schedule, a line's tariff): the help, any fields the
// import wants beside the file, the file, the button and what came of it. The server checks the
// whole file and lists every bad row; nothing changes until the whole file is right.
import { useId, useState, type ReactNode } from "react";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { CsvFileField } from "@/components/ui/field";
import type { ActionResult } from "@/lib/actions/action-result";

export function CsvImportForm<T>({
  label,
  help,
  fileLabel,
  submitLabel,
  pendingLabel,
  send,
  done,
  children,
}: {
  label: string;
  help: ReactNode;
  fileLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** sends the file's text */
  send: (text: string) => Promise<ActionResult<T>>;
  /** the message of an import made (`file` as it was chosen) */
  done: (data: T, file: File | null) => string;
  /** fields before the file; `id` prefixes their ids */
  children?: (id: string) => ReactNode;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useLineAction(
    (text: string) => send(text),
    (d) => done(d, file),
  );
  return (
    <form
      noValidate
      aria-label={label}
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (file) upload.submit(await file.text());
      }}
    >
      <p className="text-sm text-slate-600">{help}</p>
      {children?.(id)}
      <CsvFileField id={`${id}-file`} label={fileLabel} onFile={setFile} />
      <Button type="submit" disabled={!file || upload.pending}>
        {upload.pending ? pendingLabel : submitLabel}
      </Button>
      <OutcomeMessage outcome={upload.outcome} />
    </form>
  );
}

"use client";
// The bookings a schedule change would touch, with the choice to go ahead (their agents get a
// notice on each booking) or to leave the schedule as it is. Focus moves here when it appears.
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { AffectedPrompt, Outcome } from "@/components/lines/use-line-action";
import type { FieldError } from "@/lib/core/errors";

export function AffectedBookingsPrompt({
  prompt,
  pending,
  onConfirm,
  onDismiss,
}: {
  prompt: AffectedPrompt;
  pending: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const t = useTranslations();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [prompt]);
  return (
    <div
      role="group"
      aria-labelledby="affected-heading"
      className="mt-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id="affected-heading" ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t("line.affected.title")}
      </h3>
      <p className="mt-1">{prompt.message}</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label={t("line.affected.list")}>
        {prompt.bookings.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* raw <button>: amber, the colour of this warning panel; no Button variant has it */}
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="inline-flex items-center rounded bg-amber-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-800 disabled:opacity-60"
        >
          {pending ? t("common.action.saving") : t("line.affected.confirm")}
        </button>
        <Button variant="secondary" type="button" onClick={onDismiss} disabled={pending}>
          {t("line.affected.keep")}
        </Button>
      </div>
    </div>
  );
}

/** What came of the last try: a status line, or the error with its field errors. */
export function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  if (outcome.ok)
    return (
      <p role="status" className="mt-2 text-sm text-emerald-800">
        {outcome.text}
      </p>
    );
  const listed = outcome.errors.filter((e) => e.message !== outcome.text);
  return (
    <div role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
      <p>{outcome.text}</p>
      {listed.length ? (
        <ul className="mt-1 list-disc pl-5">
          <FieldErrorItems errors={listed} />
        </ul>
      ) : null}
    </div>
  );
}

/** "row 3.Port" → "Row 3 · Port" (worded by `row`, the page's language); other paths as they are. */
/** A refused try's field errors as list items: where (a file's row and column) and what. */
export function FieldErrorItems({ errors }: { errors: FieldError[] }) {
  const t = useTranslations("line.outcome");
  return (
    <>
      {errors.map((e, i) => (
        <li key={`${e.path}-${i}`}>
          {e.path ? (
            <span className="font-medium">
              {t("where", {
                where: where(e.path, (row, column) => (column ? t("rowColumn", { row, column }) : t("row", { row }))),
              })}
            </span>
          ) : null}
          {e.message}
        </li>
      ))}
    </>
  );
}

export function where(
  path: string,
  row: (row: string, column: string | undefined) => string = (n, column) => `Row ${n}${column ? ` · ${column}` : ""}`,
): string {
  const m = /^row (\d+)(?:\.(\w+))?$/.exec(path);
  return m ? row(m[1], m[2]) : path;
}

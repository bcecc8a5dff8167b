// The pieces of the lines' console forms: one labelled input, with its error under it (react-hook-form's
// registration passed through; the message from the client schema or from the server's answer).
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction, type Outcome } from "@/components/lines/use-line-action";
import type { ActionResult } from "@/lib/actions/action-result";
import { Button, secondaryButtonClass } from "@/components/ui/button";
import { Field, fieldErrorId, Input } from "@/components/ui/field";

export interface FieldSpec<Name extends string> {
  name: Name;
  /** a number field: "decimal" takes fractions, "integer" whole numbers */
  numeric?: "decimal" | "integer";
}

export function FormField({
  id,
  label,
  numeric,
  message,
  className,
  registration,
}: {
  id: string;
  label: string;
  numeric?: "decimal" | "integer";
  message?: string;
  className?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} error={message} className={className}>
      <Input
        id={id}
        type={numeric ? "number" : "text"}
        inputMode={numeric === "decimal" ? "decimal" : numeric ? "numeric" : undefined}
        step={numeric === "decimal" ? "0.01" : undefined}
        {...registration}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? fieldErrorId(id) : undefined}
      />
    </Field>
  );
}

/** The submit button ("Add …" or "Save …"), a way back when editing, and the outcome of the last try. */
export function SaveRow({
  pending,
  editing,
  submitLabel,
  doneHref,
  outcome,
}: {
  pending: boolean;
  editing: boolean;
  /** the whole button text: "Add vessel", "Save vessel" */
  submitLabel: string;
  doneHref: string;
  outcome: Outcome | null;
}) {
  const t = useTranslations();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("common.action.saving") : submitLabel}
        </Button>
        {editing ? (
          <Link href={doneHref} className={secondaryButtonClass}>
            {t("line.form.done")}
          </Link>
        ) : null}
      </div>
      <OutcomeMessage outcome={outcome} />
    </>
  );
}

/**
 * The add-or-edit form of a console record (a vessel, a unit model): the form's own first fields,
 * an input per spec with its error, then SaveRow.
 */
export function RecordForm<Name extends string>({
  id,
  label,
  onSubmit,
  grid,
  before,
  fields,
  field,
  save,
  editing,
  submitLabel,
  doneHref,
}: {
  /** prefixes the inputs' ids */
  id: string;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** the fields' grid classes */
  grid: string;
  before?: ReactNode;
  fields: FieldSpec<Name>[];
  field: (name: Name) => {
    label: string;
    message?: string;
    className?: string;
    registration: UseFormRegisterReturn;
  };
  save: { pending: boolean; outcome: Outcome | null };
  editing: boolean;
  submitLabel: string;
  doneHref: string;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} className="space-y-3">
      <div className={grid}>
        {before}
        {fields.map((f) => {
          const { label: fieldLabel, message, className, registration } = field(f.name);
          return (
            <FormField
              key={f.name}
              id={`${id}-${f.name}`}
              label={fieldLabel}
              numeric={f.numeric}
              message={message}
              className={className}
              registration={registration}
            />
          );
        })}
      </div>
      <SaveRow
        pending={save.pending}
        editing={editing}
        submitLabel={submitLabel}
        doneHref={doneHref}
        outcome={save.outcome}
      />
    </form>
  );
}

/** The save of a RecordForm: "Saved" when editing; a new record's form is cleared and says "Added". */
export function useRecordSave<I, T>(
  run: (input: I) => Promise<ActionResult<T>>,
  editing: boolean,
  form: { reset: () => void },
  words: { saved: string; added: string },
) {
  return useLineAction(run, () => {
    if (editing) return words.saved;
    form.reset();
    return words.added;
  });
}

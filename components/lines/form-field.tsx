// The pieces of the lines' console forms: one labelled input, with its error under it (react-hook-form's
// registration passed through; the message from the client schema or from the server's answer).
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import type { Outcome } from "@/components/lines/use-line-action";
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

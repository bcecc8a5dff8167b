"use client";
// Inputs of the booking form: registered (uncontrolled, so a keystroke re-renders nothing but
// what shows that field's error), labelled, and tied to their error message for screen readers.
import clsx from "clsx";
import type { KeyboardEvent, ReactNode } from "react";
import { get, useFormContext, useFormState, type FieldPath, type RegisterOptions } from "react-hook-form";
import { labelClass, Input, Select } from "@/components/ui/field";
import type { BookingFormValues } from "@/components/booking-form/form-model";

// Field names are built from prefixes (`Items.3.SubUnits.0`) as text; react-hook-form's path type
// is the form's, so a name is checked against it where it meets the library (formPath).
type Name = string;
const formPath = (name: Name) => name as FieldPath<BookingFormValues>;

/** "" (an empty input) is null in the message; numbers are numbers. */
export const asNumber = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
export const asText = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const inputId = (name: Name) => `f-${name.replace(/\./g, "-")}`;
const errorId = (name: Name) => `${inputId(name)}-error`;

export function useFieldError(name: Name): string | undefined {
  const { errors } = useFormState<BookingFormValues>({ name: formPath(name), exact: true });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === "string" ? error.message : undefined;
}

export function ErrorText({ name, className }: { name: Name; className?: string }) {
  const message = useFieldError(name);
  return message ? (
    <p id={errorId(name)} className={clsx("mt-1 text-xs font-medium text-red-700", className)}>
      {message}
    </p>
  ) : null;
}

interface FieldProps {
  name: Name;
  label: ReactNode;
  className?: string;
  hint?: ReactNode;
  /** label shown to screen readers only (dense table rows) */
  srLabel?: boolean;
}

function Frame({
  name,
  label,
  className,
  hint,
  srLabel,
  error,
  children,
}: FieldProps & { error?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={inputId(name)} className={clsx(labelClass, srLabel && "sr-only")}>
        {label}
      </label>
      {children}
      {hint}
      {error ? (
        <p id={errorId(name)} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalidClass = "border-red-500 focus:border-red-600 focus:ring-red-100";

export function TextField({
  options,
  type = "text",
  inputClassName,
  describedBy,
  flagged = false,
  onKeyDown,
  keyShortcuts,
  ...props
}: FieldProps & { options?: RegisterOptions; type?: string; inputClassName?: string } & {
  autoComplete?: string;
  placeholder?: string;
  describedBy?: string;
  flagged?: boolean;
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  keyShortcuts?: string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(props.name);
  return (
    <Frame {...props} error={error}>
      <Input
        id={inputId(props.name)}
        type={type}
        autoComplete={props.autoComplete ?? "off"}
        placeholder={props.placeholder}
        aria-invalid={error || flagged ? true : undefined}
        aria-describedby={[error ? errorId(props.name) : null, describedBy].filter(Boolean).join(" ") || undefined}
        className={clsx(!props.srLabel && "mt-1", (error || flagged) && invalidClass, inputClassName)}
        onKeyDown={onKeyDown}
        aria-keyshortcuts={keyShortcuts}
        {...register(props.name, { setValueAs: type === "number" ? asNumber : asText, ...options })}
      />
    </Frame>
  );
}

export function SelectField({
  choices,
  allowEmpty,
  ...props
}: FieldProps & { choices: readonly (string | [string, string])[]; allowEmpty?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(props.name);
  return (
    <Frame {...props} error={error}>
      <Select
        id={inputId(props.name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(props.name) : undefined}
        className={clsx(!props.srLabel && "mt-1", error && invalidClass)}
        {...register(props.name, { setValueAs: asText })}
      >
        {allowEmpty !== undefined ? <option value="">{allowEmpty}</option> : null}
        {choices.map((c) => {
          const [value, text] = Array.isArray(c) ? c : [c, c];
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
    </Frame>
  );
}

export function CheckboxField({ name, label, className }: { name: Name; label: ReactNode; className?: string }) {
  const { register } = useFormContext();
  return (
    <label className={clsx("inline-flex items-center gap-2 text-sm text-slate-700", className)}>
      {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
        {...register(name)}
      />
      {label}
    </label>
  );
}

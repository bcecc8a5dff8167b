// A labelled form control with its error under it: the label names the control by id, and the
// control points at the error (aria-describedby) when there is one.
import { cn } from "@/components/ui/class-names";
import type { ComponentProps, ReactNode } from "react";
// In a browser, zod's own words (a wrong type, too short) follow the page's language (decision 120).
import "@/lib/i18n/sentences";

export const fieldClass =
  "block w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100";
/**
 * A port's wall-clock date and time typed as "2026-11-24 14:00": 24-hour and unambiguous in every
 * browser. A native datetime-local input follows the browser's own locale, not the page's lang
 * (Chromium in en-US shows "11/24/2026, 02:00 PM" under <html lang="en-GB">), so it is not used.
 * The schemas take a "T" in place of the space too (lib/time/local-datetime.ts).
 */
export const wallClockInputProps = {
  type: "text",
  placeholder: "YYYY-MM-DD HH:MM",
  autoComplete: "off",
  spellCheck: false,
  maxLength: 19,
} as const;

/** "2026-11-24T14:00:00" → "2026-11-24 14:00", as the wall-clock field shows it. */
export const wallClockInputValue = (wire: string | null | undefined) =>
  wire ? wire.slice(0, 16).replace("T", " ") : "";

export const labelClass = "block text-xs font-medium text-slate-600";

/** A text-like input in the portal's field look (a checkbox or radio stays a raw <input>). */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, className)} {...props} />;
}

/** A value a form sends without showing it. */
export function HiddenInput(props: Omit<ComponentProps<"input">, "type">) {
  return <input type="hidden" {...props} />;
}

/** A file picker in the portal's look: its button drawn as a secondary button. */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      className={cn(
        "mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-700 hover:file:bg-slate-100",
        className,
      )}
      {...props}
    />
  );
}

/** A text area in the portal's field look (several lines: an address, a reason, a list of VINs). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, className)} {...props} />;
}

/** A select in the portal's field look. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClass, className)} {...props} />;
}

/** The id of a field's error message, for the control's aria-describedby. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** `children`: the control, with `id` (and, when `error` is set, aria-describedby={fieldErrorId(id)}). */
export function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className="mt-0.5 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled CSV file picker: hands the chosen file (or null) to `onFile`. */
export function CsvFileField({
  id,
  label,
  onFile,
}: {
  id: string;
  label: ReactNode;
  onFile: (file: File | null) => void;
}) {
  return (
    <Field id={id} label={label}>
      <FileInput id={id} accept=".csv,text/csv" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
    </Field>
  );
}

// One labelled input of the lines' console forms, with its error under it (react-hook-form's
// registration passed through; the message from the client schema or from the server's answer).
import type { UseFormRegisterReturn } from "react-hook-form";
import { fieldClass, labelClass } from "@/components/states";

export interface FieldSpec<Name extends string> {
  name: Name;
  label: string;
  /** a number field: "decimal" takes fractions, "integer" whole numbers */
  numeric?: "decimal" | "integer";
}

export function FormField({ id, label, numeric, message, className, registration }: { id: string; label: string; numeric?: "decimal" | "integer"; message?: string; className?: string; registration: UseFormRegisterReturn }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        className={fieldClass}
        type={numeric ? "number" : "text"}
        inputMode={numeric === "decimal" ? "decimal" : numeric ? "numeric" : undefined}
        step={numeric === "decimal" ? "0.01" : undefined}
        {...registration}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

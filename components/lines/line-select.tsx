"use client";
// The line an admin chooses for what the console adds (a vessel, an imported schedule): staff
// have one line and are not asked.
import type { ComponentProps } from "react";
import { Field, Select } from "@/components/ui/field";

export function LineSelect({
  id,
  label,
  placeholder,
  lines,
  ...select
}: Omit<ComponentProps<typeof Select>, "id" | "children"> & {
  id: string;
  label: string;
  /** the empty choice's words */
  placeholder: string;
  lines: { id: number; name: string }[];
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} {...select}>
        <option value="">{placeholder}</option>
        {lines.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

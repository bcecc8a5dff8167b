"use client";
// Search-as-you-type list for an input (address book, unit-model catalogue): arrow keys move,
// Enter picks, Escape closes; the input keeps focus (aria-activedescendant), as WAI-ARIA's
// combobox pattern has it.
import clsx from "clsx";
import { useState, type KeyboardEvent, type ReactNode } from "react";

export function useCombobox<T>(options: readonly T[], onPick: (option: T) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
    } else if (e.key === "Enter" && open && options[active]) {
      e.preventDefault();
      onPick(options[active]);
      setOpen(false);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  return { open, setOpen, active: Math.min(active, Math.max(0, options.length - 1)), setActive, onKeyDown };
}

export function comboboxInputProps(id: string, state: { open: boolean; active: number }, count: number) {
  return {
    role: "combobox" as const,
    "aria-expanded": state.open,
    "aria-controls": `${id}-list`,
    "aria-autocomplete": "list" as const,
    "aria-activedescendant": state.open && count > 0 ? `${id}-opt-${state.active}` : undefined,
  };
}

export function Listbox<T>({
  id, label, options, active, onPick, render, status,
}: {
  id: string;
  label: string;
  options: readonly T[];
  active: number;
  onPick: (option: T) => void;
  render: (option: T) => ReactNode;
  /** shown instead of options: "Searching…", "No match" */
  status?: string;
}) {
  return (
    <ul id={`${id}-list`} role="listbox" aria-label={label} className="absolute left-0 right-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg">
      {status && options.length === 0 ? <li className="px-3 py-2 text-slate-500">{status}</li> : null}
      {options.map((option, i) => (
        <li
          key={i}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          className={clsx("cursor-pointer px-3 py-1.5", i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50")}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(option)}
        >
          {render(option)}
        </li>
      ))}
    </ul>
  );
}

"use client";
// Search-as-you-type list for an input (address book, unit-model catalogue): arrow keys move,
// Enter picks, Escape closes; the input keeps focus (aria-activedescendant), as WAI-ARIA's
// combobox pattern has it.
import clsx from "clsx";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * The text of a search box and the query it has settled on: after a pause in typing, or at once
 * when Enter asks for it (settle). Both comboboxes search through this, so Enter never acts on
 * options that answer an older text.
 */
export function useSearchText(delay = 200) {
  const [text, setText] = useState("");
  const typed = text.trim();
  const [query, setQuery] = useState(typed);
  useEffect(() => {
    if (query === typed) return;
    const timer = setTimeout(() => setQuery(typed), delay);
    return () => clearTimeout(timer);
  }, [typed, query, delay]);
  return { text, setText, typed, query, settle: () => setQuery(typed) };
}

/**
 * Whether the options shown answer the text now in the box: the query has caught up with the
 * text, and the answer is that query's own (not react-query's placeholder of the previous one).
 */
export function optionsAnswer(
  search: { typed: string; query: string },
  result: { isPlaceholderData: boolean; isPending: boolean },
  enabled = true,
) {
  return search.query === search.typed && (!enabled || (!result.isPlaceholderData && !result.isPending));
}

const ALWAYS_CURRENT = { current: true, settle: () => {} };

/**
 * Arrow keys, Enter and Escape of a combobox. `current` says whether `options` answer the text in
 * the box now; when Enter comes first (a fast typist, a barcode wedge), the pick waits for them:
 * `settle` asks for that answer at once, and the first option of the answer is picked.
 */
export function useCombobox<T>(
  options: readonly T[],
  onPick: (option: T) => void,
  sync: { current: boolean; settle: () => void } = ALWAYS_CURRENT,
) {
  const { current, settle } = sync;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const shownActive = Math.min(active, Math.max(0, options.length - 1));
  const latestPick = useRef(onPick);
  useEffect(() => {
    latestPick.current = onPick;
  });
  useEffect(() => {
    if (!waiting || !current) return;
    // The answer to the text typed before Enter is here: act on it as Enter would have (with no
    // match the list stays open and says so).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the pick waits for the query's answer, an outside event
    setWaiting(false);
    const option = options[shownActive];
    if (option) {
      setOpen(false);
      latestPick.current(option);
    }
  }, [waiting, current, options, shownActive]);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Ctrl/⌘/Alt+Enter belong to the page (the form's next step), not to the list
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey || e.altKey)) return;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!current) return; // the list is about to change under the arrow
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => (options.length ? (a + step + options.length) % options.length : 0));
    } else if (e.key === "Enter" && (open || waiting) && !current) {
      e.preventDefault();
      setWaiting(true);
      settle();
    } else if (e.key === "Enter" && open && options[shownActive]) {
      e.preventDefault();
      onPick(options[shownActive]);
      setOpen(false);
    } else if (e.key === "Escape" && (open || waiting)) {
      e.preventDefault();
      setWaiting(false);
      setOpen(false);
    }
  };
  /** The text changed: the list opens on its first option, and a waiting Enter is for another text. */
  const onInput = () => {
    setOpen(true);
    setActive(0);
    setWaiting(false);
  };
  return { open, setOpen, active: shownActive, setActive, onKeyDown, onInput, waiting };
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
  id,
  label,
  options,
  active,
  onPick,
  render,
  status,
  stale = false,
}: {
  id: string;
  label: string;
  options: readonly T[];
  active: number;
  onPick: (option: T) => void;
  render: (option: T) => ReactNode;
  /** shown instead of options: "Searching…", "No match" */
  status?: string;
  /** the options answer an older text: shown dimmed until the new answer arrives */
  stale?: boolean;
}) {
  return (
    <ul
      id={`${id}-list`}
      role="listbox"
      aria-label={label}
      aria-busy={stale || undefined}
      className={clsx(
        stale && "opacity-60",
        "absolute left-0 right-0 top-full z-30 mt-1 max-h-64 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg",
      )}
    >
      {status && options.length === 0 ? <li className="px-3 py-2 text-slate-500">{status}</li> : null}
      {options.map((option, i) => (
        <li
          key={i}
          id={`${id}-opt-${i}`}
          role="option"
          aria-selected={i === active}
          className={clsx(
            "cursor-pointer px-3 py-1.5",
            i === active ? "bg-brand-50 text-brand-900" : "hover:bg-slate-50",
          )}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(option)}
        >
          {render(option)}
        </li>
      ))}
    </ul>
  );
}

"use client";
// The booking form's keyboard shortcuts: Ctrl+Enter (⌘+Enter) goes to the next step, or saves on
// the Review step; Enter in an item's VIN adds the next unit. Every one uses a modifier or acts
// only in the focused field (WCAG 2.1.4), all can be turned off (kept in localStorage), and the
// "Keyboard shortcuts" dialog lists them.
import { useRef, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

const KEY = "quayside.booking-form.shortcuts";
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
};
const read = () => {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;
  }
};

/** Whether the shortcuts are on (they are unless turned off in the dialog). */
export function useShortcutsOn(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}

function setShortcutsOn(on: boolean) {
  try {
    if (on) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, "off");
  } catch {
    // private mode without storage: the choice lasts until the page closes
  }
  for (const l of listeners) l();
}

/** Ctrl+Enter or ⌘+Enter, nothing else held. */
export const isStepShortcut = (e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}) => e.key === "Enter" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && !e.isComposing;

/** A plain Enter (no modifier, not while an input method composes). */
export const isPlainEnter = (e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}) => e.key === "Enter" && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && !e.isComposing;

export const SHORTCUTS: [keys: string, what: string][] = [
  ["Ctrl+Enter (⌘+Enter on a Mac)", "Next step; on Review and save, save the booking"],
  [
    "Enter in an item's Serial number / VIN",
    "Add the next unit (or go to the next row) and put focus on its make and model",
  ],
  ["↓ ↑, Enter, Escape in a search box", "Move in the suggestions, pick one, close them"],
  ["Alt+↑ / Alt+↓ in an item", "Move the item up or down"],
];

export function ShortcutsHelp() {
  const ref = useRef<HTMLDialogElement>(null);
  const on = useShortcutsOn();
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        Keyboard shortcuts
      </Button>
      <Dialog ref={ref} aria-labelledby="shortcuts-title" className="w-[min(36rem,calc(100vw-2rem))]">
        <div className="space-y-3 p-4">
          <h2 id="shortcuts-title" className="text-base font-semibold">
            Keyboard shortcuts
          </h2>
          <Table look="plain" caption="Shortcuts of the booking form">
            <TableHead>
              <Tr>
                <Th>Keys</Th>
                <Th>What they do</Th>
              </Tr>
            </TableHead>
            <TableBody className="border-t border-slate-100 align-top">
              {SHORTCUTS.map(([keys, what]) => (
                <Tr key={keys}>
                  <Td className="font-medium">{keys}</Td>
                  <Td>{what}</Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-slate-600">
            Each step puts focus on its first field. An item&apos;s list of VINs can be pasted under{" "}
            <strong>Paste a VIN list</strong> on the Items step.
          </p>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={on}
              onChange={(e) => setShortcutsOn(e.target.checked)}
            />
            Use the shortcuts (Ctrl+Enter, Enter in a VIN)
          </label>
          <div className="flex justify-end">
            <Button onClick={() => ref.current?.close()}>Close</Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

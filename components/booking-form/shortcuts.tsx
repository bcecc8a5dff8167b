"use client";
// The booking form's keyboard shortcuts: Ctrl+Enter (⌘+Enter) goes to the next step, or saves on
// the Review step; Enter in an item's VIN adds the next unit. Every one uses a modifier or acts
// only in the focused field (WCAG 2.1.4), all can be turned off (kept in localStorage), and the
// "Keyboard shortcuts" dialog lists them.
import { useTranslations } from "next-intl";
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

/** What the shortcuts read of a key press (a keyboard event, of React or the DOM). */
interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

/** Ctrl+Enter or ⌘+Enter, nothing else held. */
export const isStepShortcut = (e: KeyPress) =>
  e.key === "Enter" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && !e.isComposing;

/** A plain Enter (no modifier, not while an input method composes). */
export const isPlainEnter = (e: KeyPress) =>
  e.key === "Enter" && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && !e.isComposing;

/** The shortcuts the dialog lists (keys of bookingForm.shortcuts.list). */
export const SHORTCUTS = ["step", "vin", "search", "move"] as const;

export function ShortcutsHelp() {
  const t = useTranslations("bookingForm.shortcuts");
  const tc = useTranslations("common");
  const ref = useRef<HTMLDialogElement>(null);
  const on = useShortcutsOn();
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => ref.current?.showModal()}>
        {t("title")}
      </Button>
      <Dialog ref={ref} aria-labelledby="shortcuts-title" className="w-[min(36rem,calc(100vw-2rem))]">
        <div className="space-y-3 p-4">
          <h2 id="shortcuts-title" className="text-base font-semibold">
            {t("title")}
          </h2>
          <Table look="plain" caption={t("caption")}>
            <TableHead>
              <Tr>
                <Th>{t("keys")}</Th>
                <Th>{t("what")}</Th>
              </Tr>
            </TableHead>
            <TableBody className="border-t border-slate-100 align-top">
              {SHORTCUTS.map((s) => (
                <Tr key={s}>
                  <Td className="font-medium">{t(`list.${s}.keys`)}</Td>
                  <Td>{t(`list.${s}.what`)}</Td>
                </Tr>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-slate-600">{t.rich("note", { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          <label className="inline-flex items-center gap-2 text-sm">
            {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={on}
              onChange={(e) => setShortcutsOn(e.target.checked)}
            />
            {t("use")}
          </label>
          <div className="flex justify-end">
            <Button onClick={() => ref.current?.close()}>{tc("action.close")}</Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

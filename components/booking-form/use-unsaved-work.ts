"use client";
// Unsaved work: kept in localStorage as it is typed (so a reload loses nothing), and a leave
// (reload, close, or a link in the portal) asks first while there is some.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BookingFormValues } from "@/components/booking-form/form-model";

export function useUnsavedWork(key: string, methods: UseFormReturn<BookingFormValues>) {
  const leaveQuestion = useTranslations("bookingForm.unsaved")("leave");
  const dirty = useRef(false);
  /** true while the form is reset by this hook: that is no change of the user's */
  const resetting = useRef(false);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);

  // Restore once, then keep every change (debounced: a 250-item booking is a few hundred kB).
  useEffect(() => {
    // After the first paint: the server rendered the form without the browser's storage.
    const restore = setTimeout(() => {
      try {
        const raw = localStorage.getItem(key);
        if (!raw) return;
        const saved = JSON.parse(raw) as { savedAt: string; values: BookingFormValues };
        resetting.current = true;
        methods.reset(saved.values, { keepDefaultValues: true });
        resetting.current = false;
        dirty.current = true;
        setRestoredAt(saved.savedAt);
      } catch {
        localStorage.removeItem(key);
      }
    }, 0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      timer = undefined;
      try {
        localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values: methods.getValues() }));
      } catch {
        // Storage full or disabled: the leave question still protects the work.
      }
    };
    // A reload or a closed tab right after a keystroke must not lose it: write what is pending now.
    const flush = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    };
    const subscription = methods.watch(() => {
      if (resetting.current) return;
      dirty.current = true;
      clearTimeout(timer);
      timer = setTimeout(write, 400);
    });
    window.addEventListener("pagehide", flush);
    window.addEventListener("beforeunload", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("beforeunload", flush);
      clearTimeout(restore);
      clearTimeout(timer);
    };
  }, [key, methods]);

  useEffect(() => {
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    // Next's links navigate on the client, with no beforeunload: ask on the click, before React sees it.
    const click = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!dirty.current || !link || link.getAttribute("target") === "_blank" || link.hasAttribute("download")) return;
      if (!window.confirm(leaveQuestion)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [leaveQuestion]);

  /** After a save: nothing is unsaved any more. */
  const clear = useCallback(() => {
    dirty.current = false;
    localStorage.removeItem(key);
    setRestoredAt(null);
  }, [key]);

  /** Throw the restored work away and start again from `values`. */
  const discard = useCallback(
    (values: BookingFormValues) => {
      clear();
      resetting.current = true;
      methods.reset(values);
      resetting.current = false;
    },
    [clear, methods],
  );

  return { restoredAt, clear, discard };
}

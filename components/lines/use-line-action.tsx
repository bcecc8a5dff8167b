"use client";
// Runs a console action that may touch live bookings: the first try goes without confirmation;
// when the server lists affected bookings (NOT_ALLOWED, code "affected_booking") the page shows
// them and the same change again with confirm: true, only if the user says so.
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import type { FieldError } from "@/lib/core/errors";
import type { ActionResult } from "@/lib/actions/action-result";

export interface AffectedPrompt {
  message: string;
  bookings: string[];
}

export type Outcome = { ok: true; text: string } | { ok: false; text: string; errors: FieldError[] };

export function useLineAction<I, T>(
  run: (input: I, confirm: boolean) => Promise<ActionResult<T>>,
  done: (data: T) => string,
) {
  const router = useRouter();
  // the input of the last try, sent again as it was when the user confirms
  const input = useRef<I | null>(null);
  const [pending, startTransition] = useTransition();
  const [prompt, setPrompt] = useState<AffectedPrompt | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const go = (confirm: boolean) =>
    startTransition(async () => {
      setOutcome(null);
      const result = await run(input.current as I, confirm);
      if (result.ok) {
        setPrompt(null);
        setOutcome({ ok: true, text: done(result.data) });
        router.refresh();
        return;
      }
      const affected = result.errors.filter((e) => e.code === "affected_booking");
      if (result.code === "NOT_ALLOWED" && affected.length && !confirm) {
        setPrompt({ message: result.message, bookings: affected.map((e) => e.message) });
        return;
      }
      setPrompt(null);
      setOutcome({ ok: false, text: result.message, errors: result.errors });
    });

  return {
    pending,
    prompt,
    outcome,
    submit: (value: I) => {
      input.current = value;
      go(false);
    },
    confirm: () => go(true),
    dismiss: () => setPrompt(null),
    /** The server's message for one field of the last refused try. */
    fieldError: (path: string) =>
      outcome && !outcome.ok ? outcome.errors.find((e) => e.path === path)?.message : undefined,
  };
}

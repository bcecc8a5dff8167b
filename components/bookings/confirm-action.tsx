"use client";
// A destructive action of the booking page: a button that, when a rule forbids the action, stays
// reachable by keyboard but inert and says why next to it; otherwise it asks in a modal dialog
// first, then runs the server action and reports what happened.
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, useTransition } from "react";
import { failureText, type ActionResult } from "@/lib/actions/action-result";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

const dangerClass =
  "inline-flex items-center gap-1.5 rounded border px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600";

export function ConfirmAction({
  label,
  title,
  body,
  confirmLabel,
  refusal,
  action,
  size = "md",
}: {
  label: string;
  title: string;
  body: string;
  confirmLabel: string;
  /** why the action is not possible now; the button is inert and this is shown */
  refusal: string | null;
  action: () => Promise<ActionResult<string>>;
  size?: "sm" | "md";
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [result, setResult] = useState<ActionResult<string> | null>(null);
  const [isPending, startTransition] = useTransition();
  const reasonId = useId();
  const titleId = useId();
  const t = useTranslations("bookings");

  const confirm = () =>
    startTransition(async () => {
      const outcome = await action();
      setResult(outcome);
      dialog.current?.close();
    });

  return (
    <div className={clsx("flex flex-col items-start gap-1 print:hidden", size === "sm" && "text-xs")}>
      {/* raw <button>: stays focusable when refused (aria-disabled, greyed), a look no Button variant has */}
      <button
        type="button"
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={() => {
          if (refusal) return;
          setResult(null);
          dialog.current?.showModal();
        }}
        className={clsx(
          dangerClass,
          size === "sm" && "px-2 py-0.5 text-xs",
          refusal
            ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
            : "border-red-300 bg-white text-red-700 hover:bg-red-50",
        )}
      >
        {label}
      </button>
      {refusal ? (
        <p id={reasonId} className="max-w-xs text-xs text-slate-600">
          {refusal}
        </p>
      ) : null}
      {result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={clsx("max-w-xs text-xs", result.ok ? "text-emerald-700" : "text-red-700")}
        >
          {result.ok ? result.data : failureText(result)}
        </p>
      ) : null}
      <Dialog ref={dialog} aria-labelledby={titleId}>
        <div className="space-y-3 p-5">
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          <p className="text-slate-600">{body}</p>
          <div className="flex justify-end gap-2 pt-2">
            <Button
              variant="secondary"
              autoFocus
              onClick={() => dialog.current?.close()}
              className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              {t("confirmAction.keep")}
            </Button>
            <Button
              variant="dangerSolid"
              onClick={confirm}
              disabled={isPending}
              className="disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              {isPending ? t("confirmAction.working") : confirmLabel}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}

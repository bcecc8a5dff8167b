"use client";
// Line staff allow a unit's chassis to be booked again at this Pol (rule 11), with a reason.
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { failureText, type ActionResult } from "@/lib/actions/action-result";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";

export function ChassisExceptionForm({
  chassis,
  pol,
  action,
}: {
  chassis: string;
  pol: string;
  action: (reason: string) => Promise<ActionResult<string>>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();
  const id = useId();
  const t = useTranslations("bookings");
  const tc = useTranslations("common");

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)} className="px-2 py-0.5 text-xs">
        {t("chassis.open")}
      </Button>
    );
  }
  return (
    <form
      className="w-full max-w-md space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        startTransition(async () => {
          const result = await action(reason);
          if (result.ok) setOpen(false);
          else setError(failureText(result));
        });
      }}
    >
      <p className="text-xs text-slate-600">
        {t.rich("chassis.explain", {
          chassis,
          pol,
          code: (chunks) => <span className="font-mono">{chunks}</span>,
        })}
      </p>
      <label htmlFor={`${id}-reason`} className="block text-xs font-medium text-slate-700">
        {t("chassis.reason")}
      </label>
      <Textarea
        id={`${id}-reason`}
        autoFocus
        required
        maxLength={500}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          disabled={isPending}
          className="disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {isPending ? tc("action.saving") : t("chassis.allow")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)} className="px-2 py-0.5 text-xs">
          {tc("action.close")}
        </Button>
      </div>
    </form>
  );
}

"use client";
// Ends a tariff line: it stays valid up to and including the day chosen (today unless changed).
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { endTariffEntryAction } from "@/lib/actions/pricing";

export function EndEntryForm({ entryId, label, today }: { entryId: number; label: string; today: string }) {
  const id = useId();
  const t = useTranslations("line.endEntry");
  const [lastDay, setLastDay] = useState(today);
  const end = useLineAction(
    (input: { id: number; lastDay: string }) => endTariffEntryAction(input),
    (d) => t("done", { day: d.validUntil }),
  );
  // folded behind "End…" so each row of a long tariff stays one line
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
        {t("end")}
        <span className="sr-only"> {label}</span>…
      </summary>
      <form
        noValidate
        aria-label={t("formLabel", { label })}
        className="mt-1 flex flex-wrap items-center gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          end.submit({ id: entryId, lastDay });
        }}
      >
        <label htmlFor={`${id}-day`} className="sr-only">
          {t("lastDay", { label })}
        </label>
        <Input
          id={`${id}-day`}
          type="date"
          className="w-36"
          value={lastDay}
          onChange={(e) => setLastDay(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={end.pending}>
          {t("submit")}
        </Button>
        <OutcomeMessage outcome={end.outcome} />
      </form>
    </details>
  );
}

"use client";
// Prices one unit by hand from the on-request queue: the unit's total, the currency (the
// booking's, when it has one) and why; it lands in the booking's history with who and why.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { OutcomeMessage } from "@/components/lines/affected-bookings-prompt";
import { useLineAction } from "@/components/lines/use-line-action";
import { Button } from "@/components/ui/button";
import { Field, fieldErrorId, Input } from "@/components/ui/field";
import { formatAmount } from "@/lib/pricing/money";
import { setItemPriceAction } from "@/lib/actions/pricing";
import { useAnnouncePriced } from "@/components/prices/priced-notices";

export function PriceItemForm({ itemId, label, currency }: { itemId: number; label: string; currency: string }) {
  const id = useId();
  const t = useTranslations("line.priceItem");
  const tc = useTranslations("common");
  const [values, setValues] = useState({ amount: "", currency, reason: "" });
  const announce = useAnnouncePriced();
  const price = useLineAction(
    (input: typeof values) => setItemPriceAction(itemId, input),
    (d) => {
      const text = t("done", { label, total: formatAmount(d.total, d.currency) });
      announce(text);
      return text;
    },
  );
  const field = (name: keyof typeof values, text: string, className: string, inputMode?: "decimal") => {
    const fieldId = `${id}-${name}`;
    const error = price.fieldError(name);
    return (
      <Field id={fieldId} label={text} error={error} className={className}>
        <Input
          id={fieldId}
          value={values[name]}
          inputMode={inputMode}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(fieldId) : undefined}
        />
      </Field>
    );
  };
  return (
    <form
      noValidate
      aria-label={t("formLabel", { label })}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        price.submit(values);
      }}
    >
      {field("amount", t("amount"), "w-28", "decimal")}
      {field("currency", t("currency"), "w-20")}
      {field("reason", t("reason"), "min-w-48 flex-1")}
      <Button type="submit" disabled={price.pending}>
        {price.pending ? tc("action.saving") : t("submit")}
      </Button>
      <div className="w-full">
        <OutcomeMessage outcome={price.outcome} />
      </div>
    </form>
  );
}

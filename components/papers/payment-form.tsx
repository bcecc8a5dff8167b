"use client";
// Staff record a payment of an invoice (part payments too), as POST /api/invoices/{number}/payments.
import { useId, useState, useTransition } from "react";
import { SaidLine } from "@/components/said-line";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { labelClass, Field, Input } from "@/components/ui/field";
import { failureText } from "@/lib/actions/action-result";
import { recordPaymentAction } from "@/lib/actions/papers";

export function PaymentForm({ number, open, currency }: { number: string; open: number; currency: string }) {
  const t = useTranslations("papers.payment");
  const id = useId();
  const router = useRouter();
  const [amount, setAmount] = useState(String(open));
  const [on, setOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [reference, setReference] = useState("");
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    start(async () => {
      const result = await recordPaymentAction(number, { amount: Number(amount), on, reference: reference.trim() });
      if (result.ok) {
        // A settled invoice leaves the list of open ones: the page says what was recorded.
        setSaid({ ok: true, text: result.data });
        setReference("");
        router.replace(`/invoices?recorded=${encodeURIComponent(number)}`);
        router.refresh();
      } else setSaid({ ok: false, text: failureText(result) });
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t("label", { number })}>
      <div>
        <label htmlFor={`${id}-amount`} className={labelClass}>
          {t("amount", { currency })}
        </label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          className="w-28"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </div>
      <Field id={`${id}-on`} label={t("paidOn")}>
        <Input id={`${id}-on`} type="date" className="w-40" value={on} onChange={(e) => setOn(e.target.value)} />
      </Field>
      <Field id={`${id}-ref`} label={t("reference")}>
        <Input id={`${id}-ref`} className="w-36" value={reference} onChange={(e) => setReference(e.target.value)} />
      </Field>
      <Button type="submit" disabled={pending || !reference.trim()}>
        {pending ? t("recording") : t("submit")}
      </Button>
      <SaidLine said={said} className="w-full" />
    </form>
  );
}

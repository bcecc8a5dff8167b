"use client";
// My time zone: the one the daily digest is sent in (the notification preferences set the same).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SubmitRow, type FormOutcome } from "@/components/account/submit-row";
import { Field, fieldErrorId } from "@/components/ui/field";
import { TimeZoneSelect } from "@/components/ui/time-zone-select";
import { failureText } from "@/lib/actions/action-result";
import { setTimeZoneAction } from "@/lib/actions/account";
import { accountTimeZoneSchema, type AccountTimeZoneInput } from "@/lib/account/schemas";

export function TimeZoneForm({ initial, zones }: { initial: string; zones: string[] }) {
  const form = useForm<AccountTimeZoneInput>({
    resolver: zodResolver(accountTimeZoneSchema),
    defaultValues: { timeZone: initial },
  });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const t = useTranslations("account.timeZone");
  const error = form.formState.errors.timeZone?.message;

  async function submit(values: AccountTimeZoneInput) {
    setOutcome(null);
    const result = await setTimeZoneAction(values);
    if (result.ok) {
      form.reset({ timeZone: result.data.timeZone });
      setOutcome({ ok: true, text: t("saved", { zone: result.data.timeZone }) });
    } else setOutcome({ ok: false, text: failureText(result) });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-3" aria-label={t("form")}>
      <Field id="timeZone" label={t("field")} error={error}>
        <TimeZoneSelect
          id="timeZone"
          zones={zones}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId("timeZone") : undefined}
          {...form.register("timeZone")}
        />
      </Field>
      <SubmitRow label={t("submit")} pending={form.formState.isSubmitting} outcome={outcome} />
    </form>
  );
}

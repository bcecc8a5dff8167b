"use client";
// Change my password: the current one, the new one twice. On success every other session of the
// user has ended and this one goes on (the action re-issued its cookie).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SubmitRow, type FormOutcome } from "@/components/account/submit-row";
import { Field, fieldClass, fieldErrorId } from "@/components/ui/field";
import { failureText } from "@/lib/actions/action-result";
import { changePasswordAction } from "@/lib/actions/account";
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordInput } from "@/lib/account/schemas";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const t = useTranslations("account.password");
  const errors = form.formState.errors;

  async function submit(values: ChangePasswordInput) {
    setOutcome(null);
    const result = await changePasswordAction(values);
    if (result.ok) {
      form.reset();
      setOutcome({ ok: true, text: t("changed") });
      return;
    }
    // Field errors (a wrong current password) go to their field; the rest is said under the button.
    let placed = false;
    for (const e of result.errors) {
      const name = FIELDS.find((f) => f === e.path);
      if (name) {
        form.setError(name, { message: e.message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    setOutcome({ ok: false, text: placed ? result.message : failureText(result) });
  }

  const input = (name: (typeof FIELDS)[number], autoComplete: string) => ({
    id: name,
    type: "password",
    autoComplete,
    className: fieldClass,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? fieldErrorId(name) : undefined,
    ...form.register(name),
  });

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-3" aria-label={t("form")}>
      <Field id="currentPassword" label={t("current")} error={errors.currentPassword?.message}>
        <input {...input("currentPassword", "current-password")} />
      </Field>
      <Field id="newPassword" label={t("new", { min: PASSWORD_MIN })} error={errors.newPassword?.message}>
        <input {...input("newPassword", "new-password")} />
      </Field>
      <Field id="confirmPassword" label={t("again")} error={errors.confirmPassword?.message}>
        <input {...input("confirmPassword", "new-password")} />
      </Field>
      <SubmitRow
        label={t("submit")}
        pendingLabel={t("pending")}
        pending={form.formState.isSubmitting}
        outcome={outcome}
      />
    </form>
  );
}

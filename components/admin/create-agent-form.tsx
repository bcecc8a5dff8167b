"use client";
// Issue a new agent; on success its page opens (to add keys, the allow list and users).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { createAgentAction } from "@/lib/actions/admin";
import { FormError, fieldError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Input, Field } from "@/components/ui/field";
import type { ActionFailure } from "@/lib/actions/action-result";

export function CreateAgentForm() {
  const router = useRouter();
  const t = useTranslations("admin.createAgent");
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(form: FormData) {
    const input = {
      code: String(form.get("code") ?? ""),
      name: String(form.get("name") ?? ""),
      bookingPrefix: String(form.get("bookingPrefix") ?? "").trim() || undefined,
    };
    startTransition(async () => {
      const result = await createAgentAction(input);
      if (!result.ok) return setFailure(result);
      setFailure(null);
      router.push(`/admin/agents/${result.data.id}`);
    });
  }

  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>, help?: string) => {
    const error = fieldError(failure, name);
    return (
      <Field id={`agent-${name}`} label={label} className="min-w-0 flex-1 basis-40">
        <Input
          id={`agent-${name}`}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={help || error ? `agent-${name}-help` : undefined}
          {...props}
        />
        {error ? (
          <p id={`agent-${name}-help`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : help ? (
          <p id={`agent-${name}-help`} className="mt-1 text-xs text-slate-500">
            {help}
          </p>
        ) : null}
      </Field>
    );
  };

  return (
    <form action={submit} className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        {field(
          "code",
          t("code"),
          { required: true, maxLength: 10, placeholder: "ACME", autoCapitalize: "characters" },
          t("codeHelp"),
        )}
        {field("name", t("name"), { required: true, maxLength: 100, placeholder: t("namePlaceholder") })}
        {field("bookingPrefix", t("prefix"), { maxLength: 6, placeholder: t("prefixPlaceholder") }, t("prefixHelp"))}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("creating") : t("create")}
      </Button>
      <FormError failure={failure} fieldsInline />
    </form>
  );
}

"use client";
// My language: the portal's pages, the user's e-mails and the papers they download. Saved on the
// user and on this browser; the page comes back in the chosen language.
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { SubmitRow, type FormOutcome } from "@/components/account/submit-row";
import { Field, Select } from "@/components/ui/field";
import { failureText } from "@/lib/actions/action-result";
import { setLocaleAction } from "@/lib/actions/account";
import { accountLocaleSchema, type AccountLocaleInput } from "@/lib/account/schemas";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";

export function LanguageForm({ initial }: { initial: Locale | null }) {
  const t = useTranslations("account.language");
  const router = useRouter();
  const locale = useLocale();
  const form = useForm<AccountLocaleInput>({
    resolver: zodResolver(accountLocaleSchema),
    defaultValues: { locale: initial ?? "browser" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  // What was saved, worded at render: after the page comes back in the new language, so does this.
  const [saved, setSaved] = useState<Locale | "browser" | null>(null);
  const outcome: FormOutcome | null = failure
    ? { ok: false, text: failure }
    : saved
      ? { ok: true, text: t("saved", { language: saved === "browser" ? t("browser") : LOCALE_NAMES[saved] }) }
      : null;

  async function submit(values: AccountLocaleInput) {
    setFailure(null);
    setSaved(null);
    const result = await setLocaleAction(values);
    if (!result.ok) {
      setFailure(failureText(result));
      return;
    }
    form.reset({ locale: result.data.locale ?? "browser" });
    setSaved(result.data.locale ?? "browser");
    // The whole page (header, this form) renders again in the new language.
    if (result.data.locale !== locale) router.refresh();
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-3" aria-label={t("title")}>
      <Field id="locale" label={t("field")}>
        <Select id="locale" {...form.register("locale")}>
          <option value="browser">{t("browser")}</option>
          {LOCALES.map((code) => (
            // Each language is named in itself, so a reader finds theirs whatever the page's language.
            <option key={code} value={code} lang={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitRow label={t("submit")} pending={form.formState.isSubmitting} outcome={outcome} />
    </form>
  );
}

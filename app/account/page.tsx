// /account — the signed-in person's own account, for every role: who they are, their password,
// their sessions, their language and their time zone.
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { LanguageForm } from "@/components/account/language-form";
import { SignOutEverywhere } from "@/components/account/sign-out-everywhere";
import { TimeZoneForm } from "@/components/account/time-zone-form";
import { PageHeader, Panel } from "@/components/states";
import { getAccount } from "@/lib/account/account";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { timeZoneChoices } from "@/lib/time/time-zone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function AccountPage() {
  const account = await getAccount(await requirePageCaller());
  const [t, tc] = await Promise.all([getTranslations("account"), getTranslations("common")]);
  const details: [string, string][] = [
    [t("details.name"), account.name],
    [t("details.email"), account.email],
    [t("details.role"), tc(`role.${account.role}`)],
    ...(account.org
      ? [
          [account.org.kind === "agent" ? t("details.agent") : t("details.line"), account.org.name] satisfies [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="space-y-4">
        <Panel label={t("details.label")} className="p-4">
          <h2 className="mb-2 text-base font-semibold">{t("details.title")}</h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-0.5 text-sm sm:grid-cols-[max-content_1fr] sm:gap-y-2">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-600">{term}</dt>
                <dd className="mb-2 text-slate-900 [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            {account.role === "AGENT" ? t("details.changedByLead") : t("details.changedByOperator")}
          </p>
        </Panel>
        <Panel label={t("password.label")} className="p-4">
          <h2 className="mb-1 text-base font-semibold">{t("password.title")}</h2>
          <p className="mb-3 text-sm text-slate-600">{t("password.intro")}</p>
          <ChangePasswordForm />
        </Panel>
        <Panel label={t("sessions.label")} className="p-4">
          <h2 className="mb-1 text-base font-semibold">{t("sessions.title")}</h2>
          <p className="mb-3 text-sm text-slate-600">{t("sessions.intro")}</p>
          <SignOutEverywhere />
        </Panel>
        <Panel label={t("language.label")} className="p-4">
          <h2 className="mb-1 text-base font-semibold">{t("language.title")}</h2>
          <p className="mb-3 text-sm text-slate-600">{t("language.intro")}</p>
          <LanguageForm initial={account.locale} />
        </Panel>
        <Panel label={t("timeZone.label")} className="p-4">
          <h2 className="mb-1 text-base font-semibold">{t("timeZone.title")}</h2>
          <p className="mb-3 text-sm text-slate-600">
            {t.rich("timeZone.intro", {
              link: (chunks) => (
                <Link href="/notifications/preferences" className="text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <TimeZoneForm initial={account.timeZone} zones={timeZoneChoices(account.timeZone)} />
        </Panel>
      </div>
    </main>
  );
}

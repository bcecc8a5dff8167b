import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/states";
import { PreferencesForm } from "@/components/notifications/preferences-form";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getPreferences } from "@/lib/notifications/inbox";
import { timeZoneChoices } from "@/lib/time/time-zone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications.preferences");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function NotificationPreferencesPage() {
  const caller = await requirePageCaller();
  const prefs = await getPreferences(caller);
  const t = await getTranslations("notifications.preferences");
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Link href="/notifications" className="text-sm text-brand-700 underline">
            {t("back")}
          </Link>
        }
      />
      <PreferencesForm initial={prefs} zones={timeZoneChoices(prefs.timeZone)} />
    </main>
  );
}

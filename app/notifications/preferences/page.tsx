import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsShell } from "@/components/notifications/notifications-shell";
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
    <NotificationsShell
      title={t("title")}
      subtitle={t("subtitle")}
      other={{ href: "/notifications", label: t("back") }}
    >
      <PreferencesForm initial={prefs} zones={timeZoneChoices(prefs.timeZone)} />
    </NotificationsShell>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationsShell } from "@/components/notifications/notifications-shell";
import { NotificationsView } from "@/components/notifications/notifications-view";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { kindsFor } from "@/lib/notifications/kinds";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notifications.page");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function NotificationsPage() {
  const caller = await requirePageCaller();
  const t = await getTranslations("notifications.page");
  return (
    <NotificationsShell
      title={t("title")}
      subtitle={t("subtitle")}
      other={{ href: "/notifications/preferences", label: t("preferences") }}
    >
      <NotificationsView kinds={kindsFor(caller.role)} />
    </NotificationsShell>
  );
}

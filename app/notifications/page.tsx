import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/states";
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
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        actions={
          <Link href="/notifications/preferences" className="text-sm text-brand-700 underline">
            {t("preferences")}
          </Link>
        }
      />
      <NotificationsView kinds={kindsFor(caller.role)} />
    </main>
  );
}

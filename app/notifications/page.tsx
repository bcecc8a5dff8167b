import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/states";
import { NotificationsView } from "@/components/notifications/notifications-view";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { kindsFor } from "@/lib/notifications/kinds";

export const metadata: Metadata = { title: "Notifications" };
export const dynamic = "force-dynamic";

export default async function NotificationsPage() {
  const caller = await requirePageCaller();
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title="Notifications"
        subtitle="What happened to your bookings"
        actions={
          <Link href="/notifications/preferences" className="text-sm text-brand-700 underline">
            Preferences
          </Link>
        }
      />
      <NotificationsView kinds={kindsFor(caller.role)} />
    </main>
  );
}

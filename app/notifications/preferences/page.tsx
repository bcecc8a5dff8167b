import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/states";
import { PreferencesForm } from "@/components/notifications/preferences-form";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getPreferences } from "@/lib/notifications/inbox";
import { timeZoneChoices } from "@/lib/time/time-zone";

export const metadata: Metadata = { title: "Notification preferences" };
export const dynamic = "force-dynamic";

export default async function NotificationPreferencesPage() {
  const caller = await requirePageCaller();
  const prefs = await getPreferences(caller);
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        title="Notification preferences"
        subtitle="Per event: in the portal, by e-mail at once, in a daily digest, or off"
        actions={
          <Link href="/notifications" className="text-sm text-brand-700 underline">
            Notifications
          </Link>
        }
      />
      <PreferencesForm initial={prefs} zones={timeZoneChoices(prefs.timeZone)} />
    </main>
  );
}

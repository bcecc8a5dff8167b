import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { ScheduleImport } from "@/components/lines/schedule-import";
import { PageHeader, Panel } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import { scheduleCsvTemplate } from "@/lib/lines/schedule-csv";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("import.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function ImportSchedulePage() {
  const caller = await requirePageCaller(["STAFF"]);
  const t = await getTranslations("line");
  // admins choose the line; staff import into their own
  const lines =
    caller.role === "ADMIN"
      ? await db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } })
      : null;
  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader title={t("consoleTitle")} subtitle={t("import.subtitle")} />
      <ConsoleTabs current="/line/import" isAdmin={caller.role === "ADMIN"} />
      <Panel label={t("import.panel")} className="p-4">
        <ScheduleImport template={scheduleCsvTemplate()} lines={lines} />
      </Panel>
    </main>
  );
}

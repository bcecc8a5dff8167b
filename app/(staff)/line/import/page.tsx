import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsolePage } from "@/components/lines/console-page";
import { ScheduleImport } from "@/components/lines/schedule-import";
import { Panel } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { lineChoices } from "@/lib/lines/access";
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
  const lines = await lineChoices(caller);
  return (
    <ConsolePage width="max-w-screen-lg" subtitle={t("import.subtitle")} current="/line/import" caller={caller}>
      <Panel label={t("import.panel")} className="p-4">
        <ScheduleImport template={scheduleCsvTemplate()} lines={lines} />
      </Panel>
    </ConsolePage>
  );
}

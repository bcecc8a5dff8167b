import type { Metadata } from "next";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { ScheduleImport } from "@/components/lines/schedule-import";
import { PageHeader, Panel } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import { scheduleCsvTemplate } from "@/lib/lines/schedule-csv";

export const metadata: Metadata = { title: "Line console · Import schedule" };
export const dynamic = "force-dynamic";

export default async function ImportSchedulePage() {
  const caller = await requirePageCaller(["STAFF"]);
  // admins choose the line; staff import into their own
  const lines =
    caller.role === "ADMIN"
      ? await db().shippingLine.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } })
      : null;
  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader title="Line console" subtitle="Import a season's schedule from CSV" />
      <ConsoleTabs current="/line/import" isAdmin={caller.role === "ADMIN"} />
      <Panel label="Import" className="p-4">
        <ScheduleImport template={scheduleCsvTemplate()} lines={lines} />
      </Panel>
    </main>
  );
}

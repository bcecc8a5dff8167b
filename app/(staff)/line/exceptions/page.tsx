import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsolePage } from "@/components/lines/console-page";
import { ExceptionsTable } from "@/components/lines/exceptions-table";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listExceptionQueue } from "@/lib/acceptance/exceptions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("exceptions.metaTitle") };
}
export const dynamic = "force-dynamic";

// The queue of acceptance exceptions granted on the line's bookings, newest first.
export default async function LineExceptionsPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const exceptions = await listExceptionQueue(caller);
  const t = await getTranslations("line.exceptions");
  return (
    <ConsolePage title={t("title")} subtitle={t("subtitle")} current="/line/exceptions" caller={caller}>
      <ExceptionsTable exceptions={exceptions} />
    </ConsolePage>
  );
}

// /line/destination-rules — the line's destination rules (max age, non-runners, battery
// declaration, papers before gate-in) as a table staff edit and save as a whole.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsolePage } from "@/components/lines/console-page";
import { DestinationRulesEditor } from "@/components/lines/destination-rules-editor";
import { EmptyState } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import { listDestinationRules } from "@/lib/destination-rules/destination-rules";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("destinationRules.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function DestinationRulesPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const t = await getTranslations("line");
  const line = caller.lineId
    ? await db().shippingLine.findUnique({ where: { id: caller.lineId }, select: { code: true, name: true } })
    : null;
  return (
    <ConsolePage subtitle={t("destinationRules.subtitle")} current="/line/destination-rules" caller={caller}>
      {line ? (
        <DestinationRulesEditor line={line} initial={(await listDestinationRules({ line: line.code })).rules} />
      ) : (
        <EmptyState title={t("destinationRules.signIn")} />
      )}
    </ConsolePage>
  );
}

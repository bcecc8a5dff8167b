// /line/destination-rules — the line's destination rules (max age, non-runners, battery
// declaration, papers before gate-in) as a table staff edit and save as a whole.
import type { Metadata } from "next";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { DestinationRulesEditor } from "@/components/lines/destination-rules-editor";
import { EmptyState, PageHeader } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import { listDestinationRules } from "@/lib/destination-rules/destination-rules";

export const metadata: Metadata = { title: "Line console · Destination rules" };
export const dynamic = "force-dynamic";

export default async function DestinationRulesPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const line = caller.lineId
    ? await db().shippingLine.findUnique({ where: { id: caller.lineId }, select: { code: true, name: true } })
    : null;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Line console"
        subtitle="What each destination refuses: a unit's age, non-runners, a missing battery declaration, papers missing at the gate. A change applies to saves and gate-ins after it."
      />
      <ConsoleTabs current="/line/destination-rules" isAdmin={caller.role === "ADMIN"} />
      {line ? (
        <DestinationRulesEditor line={line} initial={(await listDestinationRules({ line: line.code })).rules} />
      ) : (
        <EmptyState title="Sign in as a line's staff member to keep its destination rules." />
      )}
    </main>
  );
}

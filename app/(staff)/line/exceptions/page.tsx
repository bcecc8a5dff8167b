import type { Metadata } from "next";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { ExceptionsTable } from "@/components/lines/exceptions-table";
import { PageHeader } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { listExceptionQueue } from "@/lib/acceptance/exceptions";

export const metadata: Metadata = { title: "Line console · Exceptions" };
export const dynamic = "force-dynamic";

// The queue of acceptance exceptions granted on the line's bookings, newest first.
export default async function LineExceptionsPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const exceptions = await listExceptionQueue(caller);
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="Exceptions"
        subtitle="Late units and out-of-gauge units your line accepted, each with who granted it and why"
      />
      <ConsoleTabs current="/line/exceptions" isAdmin={caller.role === "ADMIN"} />
      <ExceptionsTable exceptions={exceptions} />
    </main>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { CallCard } from "@/components/lines/call-card";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { AddVoyageForm, CancelVoyageForm } from "@/components/lines/voyage-actions";
import { ExceptionsTable } from "@/components/lines/exceptions-table";
import { VoyageSpacePanel } from "@/components/lines/voyage-space-panel";
import { VoyageDocuments } from "@/components/documents/document-links";
import { db } from "@/lib/db/prisma";
import { listExceptionQueue } from "@/lib/acceptance/exceptions";
import { getVoyageSpace } from "@/lib/voyage-space/voyage-space";
import { PageHeader, Panel } from "@/components/states";
import { ApiError } from "@/lib/core/errors";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getVoyageEditor } from "@/lib/lines/line-voyages";
import { formatLocalDateTime, parseLocalDateTime } from "@/lib/time/local-datetime";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("voyage.metaTitle") };
}
export const dynamic = "force-dynamic";

/** The next voyage of a weekly service: a week after this one's first arrival. */
const weekLater = (text: string) =>
  formatLocalDateTime(new Date(parseLocalDateTime(text)!.getTime() + 7 * 86_400_000)).slice(0, 16);

export default async function LineVoyagePage({ params }: { params: Promise<{ id: string }> }) {
  const caller = await requirePageCaller(["STAFF"]);
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const voyage = await getVoyageEditor(caller, id).catch((error) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const editable = !voyage.cancelled;
  const space = await getVoyageSpace(db(), voyage.id);
  const exceptions = await listExceptionQueue(caller, { voyageId: voyage.id });
  const t = await getTranslations("line.voyage");
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title={t("title", { number: voyage.number })}
        subtitle={t("subtitle", {
          line: voyage.line,
          vessel: voyage.vessel,
          service: voyage.service,
          count: voyage.bookings,
        })}
        actions={
          <Link
            href={`/schedules?Voyage=${encodeURIComponent(voyage.number)}&Line=${encodeURIComponent(voyage.line)}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {t("asAgents")}
          </Link>
        }
      />
      <ConsoleTabs current="/line" isAdmin={caller.role === "ADMIN"} />
      {voyage.cancelled ? (
        <p role="status" className="mb-4 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {voyage.cancelReason ? t("cancelledWithReason", { reason: voyage.cancelReason }) : t("cancelled")}
        </p>
      ) : null}
      {space ? <VoyageSpacePanel space={space} editable={editable} /> : null}
      <div className="mb-6">
        <VoyageDocuments voyageId={voyage.id} />
      </div>
      <section aria-labelledby="exceptions-heading" className="mb-6">
        <h2 id="exceptions-heading" className="mb-2 text-lg font-semibold">
          {t("exceptionsHeading")}
        </h2>
        <ExceptionsTable exceptions={exceptions} showVoyage={false} />
      </section>
      <section aria-labelledby="calls-heading">
        <h2 id="calls-heading" className="mb-2 text-lg font-semibold">
          {t("callsHeading")}
        </h2>
        <ol className="space-y-3">
          {voyage.calls.map((c, i) => (
            <CallCard key={c.id} call={c} editable={editable} last={i === voyage.calls.length - 1} />
          ))}
        </ol>
      </section>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Panel label={t("addPanel")} className="p-4">
          <h2 className="mb-2 text-lg font-semibold">{t("addHeading")}</h2>
          <AddVoyageForm
            sourceVoyageId={voyage.id}
            sourceNumber={voyage.number}
            vessels={voyage.vessels}
            suggestedArrival={weekLater(voyage.calls[0]?.arrival ?? "2030-01-01T00:00")}
          />
        </Panel>
        {editable ? (
          <Panel label={t("cancelPanel")} className="p-4">
            <h2 className="mb-2 text-lg font-semibold">{t("cancelHeading")}</h2>
            <CancelVoyageForm voyageId={voyage.id} number={voyage.number} bookings={voyage.bookings} />
          </Panel>
        ) : null}
      </div>
    </main>
  );
}

// Release at destination, for the line's staff at the Pod: each issued document with what still
// blocks its units (discharge, customs, a collect invoice, the surrender), and its delivery order
// once nothing does (docs/portal/papers.md).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader, Panel } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { releaseBoard } from "@/lib/papers/release";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("papers.release");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function ReleasePage() {
  const caller = await requirePageCaller(["STAFF"]);
  const t = await getTranslations("papers.release");
  const board = await releaseBoard(caller);
  const blocked = board.filter((d) => !d.releasable);
  const ready = board.filter((d) => d.releasable);
  return (
    <main className="mx-auto max-w-screen-2xl space-y-4 px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Panel label={t("waitingLabel")} className="p-4">
        <h2 className="text-base font-semibold">{t("waiting", { count: blocked.length })}</h2>
        {blocked.length ? (
          <ul className="mt-2 space-y-3">
            {blocked.map((d) => (
              <li key={d.number}>
                <span className="font-mono font-medium">{d.number}</span>
                <ul className="ml-5 list-disc text-sm text-slate-700">
                  {d.reasons.map((r) => (
                    <li key={`${r.path}-${r.code}`}>{r.message}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t("nothingWaits")}</p>
        )}
      </Panel>
      <Panel label={t("readyLabel")} className="p-4">
        <h2 className="text-base font-semibold">{t("ready", { count: ready.length })}</h2>
        {ready.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {ready.map((d) => (
              <li key={d.number}>
                <a
                  className="font-mono font-medium text-brand-700 underline underline-offset-2"
                  href={`/api/transport-documents/${d.number}/release.pdf`}
                >
                  {t("deliveryOrder", { number: d.number })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">{t("noneReady")}</p>
        )}
      </Panel>
    </main>
  );
}

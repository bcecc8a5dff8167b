import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { QuoteForm } from "@/components/prices/quote-form";
import { PageHeader, Panel } from "@/components/states";
import { chosenSailing, type PageQuery } from "@/lib/booking/form/chosen-sailing";
import { quoteModels } from "@/lib/booking/quote/booking-quote";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookingForm.quotePage");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

export default async function NewQuotePage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const t = await getTranslations("bookingForm.quotePage");
  const sailing = await chosenSailing(await searchParams);
  const voyage = sailing.voyage;
  const models = voyage ? await quoteModels() : [];
  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      {voyage ? (
        <Panel label={t("panel")} className="p-4">
          <p className="mb-3 text-sm text-slate-700">
            {t.rich("voyage", {
              voyage: voyage.voyage,
              vessel: voyage.vessel,
              line: voyage.line,
              strong: (chunks) => <span className="font-medium">{chunks}</span>,
            })}
          </p>
          <QuoteForm voyage={voyage} pol={sailing.pol} pod={sailing.pod} models={models} />
        </Panel>
      ) : (
        <Panel label={t("noSailing")} className="p-4 text-sm">
          <p>
            {t.rich("howTo", {
              link: (chunks) => (
                <Link href="/schedules" className="font-medium text-brand-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
              strong: (chunks) => <span className="font-medium">{chunks}</span>,
            })}
          </p>
        </Panel>
      )}
    </main>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { QuoteForm } from "@/components/prices/quote-form";
import { PageHeader, Panel } from "@/components/states";
import { chosenSailing, type PageQuery } from "@/lib/booking/form/chosen-sailing";
import { quoteModels } from "@/lib/booking/quote/booking-quote";

export const metadata: Metadata = { title: "Get a quote" };
export const dynamic = "force-dynamic";

export default async function NewQuotePage({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const sailing = await chosenSailing(await searchParams);
  const voyage = sailing.voyage;
  const models = voyage ? await quoteModels() : [];
  return (
    <main className="mx-auto max-w-screen-lg px-4 py-6">
      <PageHeader
        title="Get a quote"
        subtitle="Unit types and counts on a sailing: the line's prices at once, binding until the quote's validity ends."
      />
      {voyage ? (
        <Panel label="Quote request" className="p-4">
          <p className="mb-3 text-sm text-slate-700">
            Voyage <span className="font-medium">{voyage.voyage}</span> · {voyage.vessel} · {voyage.line}
          </p>
          <QuoteForm voyage={voyage} pol={sailing.pol} pod={sailing.pod} models={models} />
        </Panel>
      ) : (
        <Panel label="No sailing chosen" className="p-4 text-sm">
          <p>
            A quote is for a sailing: open{" "}
            <Link href="/schedules" className="font-medium text-brand-700 underline underline-offset-2">
              Schedules
            </Link>
            , open a voyage and follow <span className="font-medium">Get a quote</span>.
          </p>
        </Panel>
      )}
    </main>
  );
}

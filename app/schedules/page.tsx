import { CanQuoteProvider } from "@/components/schedules/book-sailing";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ScheduleBrowser, type InitialSchedule } from "@/components/schedules/schedule-browser";
import { PageHeader } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getRotation } from "@/lib/schedule/get-rotation";
import { listPortZones } from "@/lib/schedule/port-zones";
import { rotationQuerySchema } from "@/lib/schedule/rotation-schema";
import { listScheduleOptions } from "@/lib/schedule/schedule-options";
import { readScheduleUrl, rotationParamsFor } from "@/lib/schedule/schedule-view";
import { describeVoyages } from "@/lib/schedule/voyage-services";
import { todayAt } from "@/lib/time/port-time";
import "./print.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("reference.schedule");
  return { title: t("title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SchedulesPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller();
  const t = await getTranslations("reference.schedule");
  const query = await searchParams;
  const url = readScheduleUrl((key) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  });
  const [options, ports] = await Promise.all([listScheduleOptions(), listPortZones()]);
  // "today" at the Pol when one is chosen (its departures are its wall-clock times), else UTC's
  const polZone = ports.find(
    (p) => p.code.toLowerCase() === url.Pol.toLowerCase() || p.name.toLowerCase() === url.Pol.toLowerCase(),
  )?.timeZone;
  const renderedAt = new Date();
  const today = todayAt(polZone, renderedAt);
  const initial = await firstResults(rotationParamsFor(url, today));

  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <a
        href="#results"
        className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow"
      >
        {t("skip")}
      </a>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Suspense>
        <CanQuoteProvider value={caller.role === "AGENT"}>
          <ScheduleBrowser
            options={options}
            ports={ports}
            today={today}
            renderedAt={renderedAt.toISOString()}
            initial={initial}
            userKey={`user-${caller.id}`}
          />
        </CanQuoteProvider>
      </Suspense>
    </main>
  );
}

/** The first answer, rendered on the server: no wait for the page's JavaScript and a session check. */
async function firstResults(params: Record<string, string>): Promise<InitialSchedule | null> {
  const parsed = rotationQuerySchema.safeParse(params);
  // a bad value is left to the browser, which shows the API's own message for it
  if (!parsed.success) return null;
  const rotation = await getRotation(parsed.data);
  const services = await describeVoyages(rotation.voyages.map((v) => ({ voyage: v.voyage, vessel: v.vessel })));
  return { params: JSON.stringify(params), rotation, services };
}

import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { BookingFilters } from "@/components/bookings/booking-filters";
import { BookingsTable } from "@/components/bookings/bookings-table";
import { ListUrlProvider, PendingResults } from "@/components/bookings/use-list-url";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { buttonClass, secondaryButtonClass } from "@/components/ui/button";
import { requirePageCaller } from "@/lib/auth/current-caller";
import type { Role } from "@/lib/auth/caller";
import { ignoredListEntries } from "@/lib/booking/read/booking-list-notices";
import { bookingListSearch, isFiltered, parseBookingListQuery } from "@/lib/booking/read/booking-list-query";
import { listBookingPorts, listBookings, viewerScopeName } from "@/lib/booking/read/list-bookings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookings");
  return { title: t("list.title") };
}
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function BookingsPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller();
  const params = await searchParams;
  const query = parseBookingListQuery(params);
  const ignored = ignoredListEntries(params, query);
  const [data, ports, scope] = [
    await listBookings(caller, query, undefined, await getLocale()),
    await listBookingPorts(caller),
    await viewerScopeName(caller),
  ];
  const exportSearch = bookingListSearch({ ...query, page: undefined });
  const t = await getTranslations("bookings");
  const subtitle =
    caller.role === "ADMIN"
      ? t("list.subtitleAdmin")
      : caller.role === "STAFF"
        ? scope
          ? t("list.subtitleStaff", { scope })
          : t("list.subtitleStaffOwn")
        : scope
          ? t("list.subtitleAgent", { scope })
          : t("list.subtitleAgentOwn");

  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title={t("list.title")}
        subtitle={subtitle}
        actions={
          <Link href="/schedules" className={buttonClass}>
            {t("list.findSailing")}
          </Link>
        }
      />
      <Suspense>
        <ListUrlProvider>
          <BookingFilters
            pols={ports.pols}
            pods={ports.pods}
            exportHref={`/bookings/export${exportSearch ? `?${exportSearch}` : ""}`}
          />
          {ignored.length ? (
            <div
              role="status"
              className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 print:hidden"
            >
              <p className="font-medium">{t("list.ignoredTitle")}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {ignored.map(({ key, value, choices }) => (
                  <li key={key}>
                    {t.rich(`ignored.${key}`, {
                      value,
                      choices,
                      // the URL's own words (status=approved), the same in every language
                      code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div id="results" tabIndex={-1} className="scroll-mt-24">
            <PendingResults>
              <Panel label={t("list.title")}>
                {data.total > 0 ? (
                  <BookingsTable
                    data={data}
                    query={query}
                    showAgent={caller.role !== "AGENT"}
                    canBookQuotes={caller.role === "AGENT"}
                  />
                ) : isFiltered(query) ? (
                  <EmptyState
                    title={t("list.noMatchTitle")}
                    action={
                      <Link href="/bookings" className={secondaryButtonClass}>
                        {t("list.clearAll")}
                      </Link>
                    }
                  >
                    <NoMatchText role={caller.role} scope={scope} />
                  </EmptyState>
                ) : (
                  <NoBookings role={caller.role} scope={scope} />
                )}
              </Panel>
            </PendingResults>
          </div>
        </ListUrlProvider>
      </Suspense>
    </main>
  );
}

function NoMatchText({ role, scope }: { role: Role; scope: string | null }) {
  const t = useTranslations("bookings");
  if (role === "AGENT") return t("list.noMatchAgent");
  if (role === "STAFF") return scope ? t("list.noMatchStaff", { scope }) : t("list.noMatchStaffOwn");
  return t("list.noMatchAdmin");
}

/** The empty list, in the words of the person looking at it. */
function NoBookings({ role, scope }: { role: Role; scope: string | null }) {
  const t = useTranslations("bookings");
  if (role === "AGENT") {
    return (
      <EmptyState
        title={t("list.emptyAgentTitle")}
        action={
          <Link href="/schedules" className={buttonClass}>
            {t("list.findSailing")}
          </Link>
        }
      >
        {t("list.emptyAgent")}
      </EmptyState>
    );
  }
  if (role === "STAFF") {
    return (
      <EmptyState title={scope ? t("list.emptyStaffTitle", { scope }) : t("list.emptyStaffTitleOwn")}>
        {t("list.emptyStaff")}
      </EmptyState>
    );
  }
  return <EmptyState title={t("list.emptyAdminTitle")}>{t("list.emptyAdmin")}</EmptyState>;
}

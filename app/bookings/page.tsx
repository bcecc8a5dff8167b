import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { BookingFilters } from "@/components/bookings/booking-filters";
import { BookingsTable } from "@/components/bookings/bookings-table";
import { ListUrlProvider, PendingResults } from "@/components/bookings/use-list-url";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { buttonClass, secondaryButtonClass } from "@/components/ui/button";
import { requirePageCaller } from "@/lib/auth/current-caller";
import type { Role } from "@/lib/auth/caller";
import { ignoredListValues } from "@/lib/booking/read/booking-list-notices";
import { bookingListSearch, isFiltered, parseBookingListQuery } from "@/lib/booking/read/booking-list-query";
import { listBookingPorts, listBookings, viewerScopeName } from "@/lib/booking/read/list-bookings";

export const metadata: Metadata = { title: "Bookings" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function BookingsPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller();
  const params = await searchParams;
  const query = parseBookingListQuery(params);
  const ignored = ignoredListValues(params, query);
  const [data, ports, scope] = [
    await listBookings(caller, query),
    await listBookingPorts(caller),
    await viewerScopeName(caller),
  ];
  const exportSearch = bookingListSearch({ ...query, page: undefined });
  const subtitle =
    caller.role === "ADMIN"
      ? "Bookings of every agent"
      : caller.role === "STAFF"
        ? `Bookings on ${scope ?? "your line"}`
        : `Bookings of ${scope ?? "your agency"}`;

  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader
        title="Bookings"
        subtitle={subtitle}
        actions={
          <Link href="/schedules" className={buttonClass}>
            Find a sailing to book
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
              <p className="font-medium">Part of this link could not be used</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {ignored.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div id="results" tabIndex={-1} className="scroll-mt-24">
            <PendingResults>
              <Panel label="Bookings">
                {data.total > 0 ? (
                  <BookingsTable
                    data={data}
                    query={query}
                    showAgent={caller.role !== "AGENT"}
                    canBookQuotes={caller.role === "AGENT"}
                  />
                ) : isFiltered(query) ? (
                  <EmptyState
                    title="No bookings match"
                    action={
                      <Link href="/bookings" className={secondaryButtonClass}>
                        Clear search and filters
                      </Link>
                    }
                  >
                    {noMatchText(caller.role, scope)}
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

function noMatchText(role: Role, scope: string | null): string {
  if (role === "AGENT")
    return "None of your bookings matches this search. Search looks at booking codes, your references and the VINs or serials of units.";
  if (role === "STAFF")
    return `No booking on ${scope ?? "your line"} matches this search. Search looks at booking codes, agents' references and the VINs or serials of units.`;
  return "No booking of any agent matches this search.";
}

/** The empty list, in the words of the person looking at it. */
function NoBookings({ role, scope }: { role: Role; scope: string | null }) {
  if (role === "AGENT") {
    return (
      <EmptyState
        title="You have no bookings yet"
        action={
          <Link href="/schedules" className={buttonClass}>
            Find a sailing to book
          </Link>
        }
      >
        Find a voyage on the schedule and book on it. Bookings your own systems send through the API appear here too.
      </EmptyState>
    );
  }
  if (role === "STAFF") {
    return (
      <EmptyState title={`No agent has booked on ${scope ?? "your line"} yet`}>
        Bookings that agents make on your line&apos;s voyages appear here as they are saved.
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No bookings yet">
      Bookings of every agent on every line appear here as they are saved.
    </EmptyState>
  );
}

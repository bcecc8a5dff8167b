import type { Metadata } from "next";
import { BookingForm } from "@/components/booking-form/booking-form";
import { emptyBooking } from "@/components/booking-form/form-model";
import { PageHeader } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { chosenSailing, firstParam as first } from "@/lib/booking/chosen-sailing";
import { resolveSailing } from "@/lib/schedule/sailing-lookup";

export const metadata: Metadata = { title: "New booking" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["AGENT", "STAFF"]);
  const q = await searchParams;
  const sailing = await chosenSailing(q);
  // A link that names a sailing the schedule does not have says what is wrong (the form then lets one choose).
  const problems = first(q.voyage)
    ? (
        await resolveSailing({
          line: first(q.line),
          voyage: first(q.voyage),
          pol: first(q.pol),
          terminal: first(q.terminal),
          pod: first(q.pod),
        })
      ).problems
    : [];
  const initialValues = emptyBooking({
    line: sailing.voyage?.line,
    voyage: sailing.voyage?.voyage,
    pol: sailing.pol,
    terminal: sailing.terminal,
    pod: sailing.pod,
  });
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="New booking"
        subtitle="Sailing, parties and items; checked by the line's rules before it is saved."
      />
      {problems.length > 0 ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-medium">This sailing does not fit together</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <BookingForm
        initialValues={initialValues}
        initialVoyage={sailing.voyage}
        version={null}
        canUseAddressBook={caller.role === "AGENT"}
        storageKey={`quayside.booking-form.new.${caller.kind}.${caller.id}`}
      />
    </main>
  );
}

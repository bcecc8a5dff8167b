import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { BookingForm } from "@/components/booking-form/booking-form";
import { emptyBooking, itemsOfSearchUnits } from "@/components/booking-form/form-model";
import { parseUnitsParam } from "@/lib/sailing-search/schema";
import { PageHeader } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { chosenSailing, firstParam as first } from "@/lib/booking/form/chosen-sailing";
import { bookAgainDefaults } from "@/lib/booking/form/book-again";
import { formVoyageOf, sailingChoiceProblems } from "@/lib/booking/form/form-sailing";
import { formatWallClock } from "@/lib/time/format";
import { formatAmount } from "@/lib/pricing/money";
import { quoteToBook, type QuoteToBook } from "@/lib/booking/quote/booking-quote";

export const metadata: Metadata = { title: "New booking" };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function NewBookingPage({ searchParams }: { searchParams: SearchParams }) {
  const caller = await requirePageCaller(["AGENT", "STAFF"]);
  const q = await searchParams;
  // "Book this quote" (?quote=<quotation id>): the quotation itself, to be saved as a booking.
  if (first(q.quote) !== undefined) {
    const quoteId = Number(first(q.quote));
    const quote = Number.isSafeInteger(quoteId) && quoteId > 0 ? await quoteToBook(caller, quoteId) : null;
    if (!quote) notFound();
    if (quote.kind === "booked") redirect(`/bookings/${quote.id}`);
    return (
      <BookQuotePage
        quote={quote}
        quoteId={quoteId}
        storageKey={`${caller.kind}.${caller.id}`}
        canUseAddressBook={caller.role === "AGENT"}
      />
    );
  }
  const sailing = await chosenSailing(q);
  // A link that names a sailing the schedule does not have says what is wrong (the form then lets one choose).
  const problems = first(q.voyage)
    ? await sailingChoiceProblems({
        line: first(q.line),
        voyage: first(q.voyage),
        pol: first(q.pol),
        terminal: first(q.terminal),
        pod: first(q.pod),
      })
    : [];
  // "Book again" (?again=<booking id>): that booking's line, lane and parties, a sailing to choose.
  const againId = Number(first(q.again));
  const again =
    Number.isSafeInteger(againId) && againId > 0 && !sailing.voyage ? await bookAgainDefaults(againId, caller) : null;
  const base = emptyBooking(
    again
      ? { line: again.line, pol: again.pol, terminal: again.terminal, pod: again.pod }
      : {
          line: sailing.voyage?.line,
          voyage: sailing.voyage?.voyage,
          pol: sailing.pol,
          terminal: sailing.terminal,
          pod: sailing.pod,
        },
  );
  // "Book this sailing" from Find a sailing (?units=…): the units searched with, one item row each.
  const searched = again ? null : parseUnitsParam(first(q.units));
  const initialValues = again
    ? { ...base, Header: { ...base.Header, ...again.parties } }
    : searched
      ? { ...base, Items: itemsOfSearchUnits(searched) }
      : base;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title="New booking"
        subtitle={
          again
            ? `Booking again from ${again.bookingCode}: its lane and parties are filled in; choose a sailing and add the units.`
            : searched
              ? "The sailing and the units you searched with are filled in: add their VINs and the parties, then book."
              : "Sailing, parties and items; checked by the line's rules before it is saved."
        }
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
        // Unsaved work of another new booking must not replace what "Book again" filled in.
        // Nor what Find a sailing filled in (a key per sailing and units searched with).
        storageKey={`quayside.booking-form.new${again ? `.again-${againId}` : searched ? `.search-${keyOf(`${first(q.voyage)}:${first(q.units)}`)}` : ""}.${caller.kind}.${caller.id}`}
      />
    </main>
  );
}

/** A short stable key of a text (FNV-1a), for the unsaved work of one search's booking. */
function keyOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

async function BookQuotePage({
  quote,
  quoteId,
  storageKey,
  canUseAddressBook,
}: {
  quote: Extract<QuoteToBook, { kind: "quotation" }>;
  quoteId: number;
  storageKey: string;
  canUseAddressBook: boolean;
}) {
  const { Number: number, Total: total, Currency: currency, ValidUntil: validUntil } = quote.quote;
  const header = quote.message.Header;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title={`Book quote ${number ?? quote.bookingCode}`}
        subtitle="Its sailing, units and parties are filled in: add the VINs, name the cargo's parties, then book it."
      />
      <p role="note" className="mb-4 rounded-md border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-950">
        Quoted{" "}
        <span className="font-semibold tabular-nums">
          {total === null ? "on request" : currency ? formatAmount(total, currency) : total}
        </span>
        {validUntil ? (
          <>
            , valid until <span className="font-medium">{formatWallClock(validUntil)}</span> ({header.Pol} time)
          </>
        ) : null}
        .{" "}
        {quote.expired
          ? "The quote has expired: booked now, it is priced at the line's tariff of today."
          : "The units keep their quoted prices while their type and size stay the same."}{" "}
        It takes space on the sailing only once booked.
      </p>
      <BookingForm
        initialValues={quote.message}
        initialVoyage={await formVoyageOf(header)}
        version={quote.version}
        canUseAddressBook={canUseAddressBook}
        // Unsaved work of this quote's booking only (not of another new booking).
        storageKey={`quayside.booking-form.quote-${quoteId}.${storageKey}`}
        bookingQuote
      />
    </main>
  );
}

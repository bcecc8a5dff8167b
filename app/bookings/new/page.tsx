import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound, redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { formatAmount } from "@/lib/pricing/money";
import { BookingForm } from "@/components/booking-form/booking-form";
import { emptyBooking, itemsOfSearchUnits } from "@/components/booking-form/form-model";
import { parseUnitsParam } from "@/lib/sailing-search/schema";
import { PageHeader } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { chosenSailing, firstParam as first } from "@/lib/booking/form/chosen-sailing";
import { bookAgainDefaults } from "@/lib/booking/form/book-again";
import { formVoyageOf, sailingChoiceProblems } from "@/lib/booking/form/form-sailing";
import { formatWallClock } from "@/lib/time/format";
import { quoteToBook, type QuoteToBook } from "@/lib/booking/quote/booking-quote";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("bookingForm.newPage");
  return { title: t("title") };
}
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
  const t = await getTranslations("bookingForm.newPage");
  const initialValues = again
    ? { ...base, Header: { ...base.Header, ...again.parties } }
    : searched
      ? { ...base, Items: itemsOfSearchUnits(searched) }
      : base;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader
        title={t("title")}
        subtitle={
          again ? t("subtitleAgain", { code: again.bookingCode }) : searched ? t("subtitleSearched") : t("subtitle")
        }
      />
      {problems.length > 0 ? (
        <div
          role="alert"
          className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-medium">{t("problems")}</p>
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
  const t = await getTranslations("bookingForm.quoteBooking");
  const locale = await getLocale();
  const amount = total === null ? t("onRequest") : currency ? formatAmount(total, currency, locale) : String(total);
  const strong = (chunks: ReactNode) => <span className="font-semibold tabular-nums">{chunks}</span>;
  return (
    <main className="mx-auto max-w-screen-xl px-4 py-6">
      <PageHeader title={t("title", { number: number ?? quote.bookingCode })} subtitle={t("subtitle")} />
      <p role="note" className="mb-4 rounded-md border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-teal-950">
        {validUntil
          ? t.rich("quotedUntil", {
              amount,
              until: formatWallClock(validUntil, { locale }),
              port: header.Pol ?? "",
              strong,
              date: (chunks) => <span className="font-medium">{chunks}</span>,
            })
          : t.rich("quoted", { amount, strong })}{" "}
        {quote.expired ? t("expired") : t("kept")} {t("spaceOnceBooked")}
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

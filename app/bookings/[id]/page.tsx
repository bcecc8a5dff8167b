import type { Metadata } from "next";
import { LineDecision } from "@/components/bookings/line-decision";
import {
  decideBookingAction,
  rollBookingAction,
  withdrawAmendmentAction,
} from "@/lib/booking/decision/decision-actions";
import { RollOver } from "@/components/bookings/roll-over";
import { laterSailings } from "@/lib/booking/decision/roll-booking";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  allowChassisExceptionAction,
  cancelBookingAction,
  cancelItemAction,
  grantAcceptanceExceptionAction,
} from "@/lib/booking/form/booking-page-actions";
import { AcceptanceExceptionForm } from "@/components/bookings/acceptance-exception-form";
import {
  CustomsPanel,
  HistoryPanel,
  PapersChecklistPanel,
  PartiesPanel,
  SailingPanel,
} from "@/components/bookings/booking-sections";
import { papersChecklistOfBooking } from "@/lib/destination-rules/papers-checklist";
import { customsDataOfBooking } from "@/lib/customs/ens-data-set";
import { BookingUnits, type UnitActions } from "@/components/bookings/booking-units";
import { ConfirmAction } from "@/components/bookings/confirm-action";
import { formatInstant, formatWallClock } from "@/lib/time/format";
import { formatAmount } from "@/lib/pricing/money";
import { ItemTimeline } from "@/components/feed/item-timeline";
import { ConfirmationBadge, StatusBadge } from "@/components/bookings/status-badge";
import { buttonClass, secondaryButtonClass } from "@/components/ui/button";
import { viewerTimeZone } from "@/lib/account/account";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getBookingDetail } from "@/lib/booking/read/booking-detail";
import { ScheduleNotices } from "@/components/bookings/schedule-notices";
import { SavedNotice } from "@/components/bookings/saved-notice";
import { bookQuoteHref, QuotePanel } from "@/components/prices/quote-panel";
import { BookingDocuments } from "@/components/documents/document-links";
import { ShareLinks } from "@/components/tracking/share-links";
import { BookingPapers } from "@/components/papers/booking-papers";
import { getBookingPrices } from "@/lib/booking/quote/booking-quote";

export const dynamic = "force-dynamic";

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return { title: `Booking ${id}` };
}

export default async function BookingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const caller = await requirePageCaller();
  const { id } = await params;
  // Not a booking the caller may see answers as if it did not exist (rule 2).
  const booking = /^\d{1,10}$/.test(id) ? await getBookingDetail(Number(id), caller) : null;
  if (!booking) notFound();
  const query = await searchParams;
  // The form lands here after a save (?saved=new|updated): say so, and what comes next.
  const saved = query.saved;
  // The line dashboard's "Decide" opens the exception form with its kind (?exception=OutOfGauge).
  const exceptionKind = query.exception === "OutOfGauge" || query.exception === "LateUnit" ? query.exception : null;

  const actions: UnitActions = {
    cancel: (itemId) => cancelItemAction.bind(null, booking.id, itemId),
    allowException:
      caller.role === "AGENT" ? undefined : (itemId) => allowChassisExceptionAction.bind(null, booking.id, itemId),
  };
  const liveUnits = booking.items.filter((i) => !i.isCanceled).length;
  // The line rolls a booking that holds space on a sailing (its staff, admins): the later sailings to offer.
  const rollable =
    booking.decisionRefusal === null &&
    !booking.isCanceled &&
    liveUnits > 0 &&
    ["Received", "Confirmed", "PendingUpdate"].includes(booking.confirmation?.State ?? "") &&
    booking.sailing.voyage !== null;
  // the later sailings, the prices, and the viewer's clock for instants (created, history, notices): My account's time zone
  const [rollSailings, prices, timeZone] = await Promise.all([
    rollable ? laterSailings(booking.id) : [],
    getBookingPrices(booking.id),
    viewerTimeZone(caller),
  ]);
  // A quotation reads as a quote: its number, validity and total first, "Book this quote" as the main
  // action, "Withdraw quote" for cancel, and no unit states (nothing is booked yet).
  const quote = prices.isQuotation;
  const canBookQuote = caller.role !== "STAFF";
  // the customs data the line files for the EU entry summary (not for quotes, drafts or cancelled bookings)
  const customs = quote || booking.isDraft || booking.isCanceled ? null : await customsDataOfBooking(booking.id);
  // each unit's papers the destination rule requires before gate-in (not for quotes or cancelled bookings)
  const papers = quote || booking.isCanceled ? null : await papersChecklistOfBooking(booking.id);
  const quotePanel = (
    <QuotePanel
      prices={prices}
      polCode={booking.sailing.pol.code}
      canBook={canBookQuote}
      isCanceled={booking.isCanceled}
    />
  );

  return (
    <main className="mx-auto max-w-screen-2xl space-y-4 px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm print:hidden">
        <Link href="/bookings" className="text-brand-700 hover:underline">
          ← Bookings
        </Link>
      </nav>
      {saved === "new" || saved === "updated" ? <SavedNotice booking={booking} kind={saved} /> : null}
      {(saved === "booked" || saved === "booked-repriced") && !prices.isQuotation ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950 print:hidden"
        >
          Booked: {booking.bookingCode} is a booking now
          {saved === "booked"
            ? ", at the quoted prices."
            : ". The quote had expired, so it is priced at the line's tariff of today."}
        </p>
      ) : null}
      {saved === "quote" && prices.isQuotation ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950 print:hidden"
        >
          Quote {prices.quote.Number} is saved: its prices are below. It holds no space until you book it.
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-xl font-semibold tracking-tight">
            {quote ? (
              <span>
                Quote <span className="font-mono">{prices.quote.Number ?? booking.bookingCode}</span>
              </span>
            ) : (
              <span className="font-mono">{booking.bookingCode}</span>
            )}
            <StatusBadge status={booking.isCanceled && quote ? "Withdrawn" : booking.status} className="text-sm" />
            {booking.confirmation && !booking.isCanceled ? (
              <ConfirmationBadge state={booking.confirmation.State} className="text-sm" />
            ) : null}
          </h1>
          {quote ? (
            <p className="mt-1 text-sm text-slate-700">
              {prices.quote.ValidUntil ? (
                <>
                  Valid until {formatWallClock(prices.quote.ValidUntil)} ({booking.sailing.pol.name} time)
                </>
              ) : null}
              {prices.quote.Total !== null && prices.quote.Currency ? (
                <>
                  {" · "}total <strong>{formatAmount(prices.quote.Total, prices.quote.Currency)}</strong>
                </>
              ) : null}
              {" · "}holds no space until booked · booking code <span className="font-mono">{booking.bookingCode}</span>
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">
            {booking.agent}
            {booking.referenceNumber ? (
              <>
                {" "}
                · reference <span className="font-medium text-slate-800">{booking.referenceNumber}</span>
              </>
            ) : null}
            {" · "}created {formatInstant(booking.createdAt, timeZone)} · version {booking.version}
          </p>
          {booking.rolledFrom ? (
            <p className="mt-1 text-sm text-slate-700">
              Rolled from{" "}
              <Link href={`/bookings/${booking.rolledFrom.id}`} className="font-mono text-brand-700 hover:underline">
                {booking.rolledFrom.bookingCode}
              </Link>{" "}
              by the line.
            </p>
          ) : null}
          {booking.rolledTo.length ? (
            <p className="mt-1 text-sm text-slate-700">
              Units rolled by the line to{" "}
              {booking.rolledTo.map((r, k) => (
                <span key={r.id}>
                  {k ? ", " : null}
                  <Link href={`/bookings/${r.id}`} className="font-mono text-brand-700 hover:underline">
                    {r.bookingCode}
                  </Link>
                </span>
              ))}
              .
            </p>
          ) : null}
          {booking.description || booking.note ? (
            <p className="mt-1 max-w-3xl text-sm text-slate-700">
              {[booking.description, booking.note].filter(Boolean).join(" — ")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-2 print:hidden">
          {quote && canBookQuote && !booking.isCanceled ? (
            <Link href={bookQuoteHref(booking.id)} className={buttonClass}>
              Book this quote
            </Link>
          ) : null}
          {booking.isCanceled ? (
            <span className="flex flex-col items-start gap-1">
              <span
                aria-disabled="true"
                aria-describedby="edit-refusal"
                className={`${buttonClass} cursor-not-allowed opacity-50`}
              >
                {quote ? "Edit quote" : "Edit booking"}
              </span>
              <span id="edit-refusal" className="text-xs text-slate-600">
                {quote ? "A withdrawn quote cannot be changed." : "A canceled booking cannot be changed."}
              </span>
            </span>
          ) : (
            <Link href={`/bookings/${booking.id}/edit`} className={quote ? secondaryButtonClass : buttonClass}>
              {quote ? "Edit quote" : "Edit booking"}
            </Link>
          )}
          {caller.role === "ADMIN" || booking.isDraft || quote ? null : (
            <Link href={`/bookings/new?again=${booking.id}`} className={secondaryButtonClass}>
              Book again
            </Link>
          )}
          {rollable ? (
            <RollOver
              bookingCode={booking.bookingCode}
              polName={booking.sailing.pol.name}
              podName={booking.sailing.pod?.name ?? "its port of discharge"}
              sailings={rollSailings.map((s) => ({
                number: s.number,
                label: `${s.number} · ${s.vessel} · leaves ${booking.sailing.pol.name} ${formatWallClock(s.departure)}`,
              }))}
              units={booking.items.flatMap((i) =>
                i.isCanceled || i.status === "Loaded" || i.status === "Discharged"
                  ? []
                  : [{ id: i.id, label: `Unit ${i.relativeId}${i.serialNumber ? ` · ${i.serialNumber}` : ""}` }],
              )}
              action={rollBookingAction.bind(null, booking.id)}
            />
          ) : null}
          {quote ? (
            <ConfirmAction
              label="Withdraw quote"
              title={`Withdraw quote ${prices.quote.Number ?? booking.bookingCode}?`}
              body="The quote stays in your list as withdrawn and can no longer be booked. This cannot be undone."
              confirmLabel="Withdraw quote"
              refusal={booking.cancelRefusal}
              action={cancelBookingAction.bind(null, booking.id)}
            />
          ) : (
            <ConfirmAction
              label="Cancel booking"
              title={`Cancel booking ${booking.bookingCode}?`}
              body={`All ${liveUnits} unit${liveUnits === 1 ? "" : "s"} of this booking will be canceled and will not sail. This cannot be undone.`}
              confirmLabel="Cancel booking"
              refusal={booking.cancelRefusal}
              action={cancelBookingAction.bind(null, booking.id)}
            />
          )}
        </div>
      </header>
      {booking.scheduleNotices.length && !booking.isCanceled ? (
        <ScheduleNotices notices={booking.scheduleNotices} timeZone={timeZone} />
      ) : null}

      {booking.confirmation && !booking.isCanceled ? (
        <LineDecision
          confirmation={booking.confirmation}
          canDecide={booking.decisionRefusal === null}
          decidedAtText={
            booking.confirmation.DecidedAt ? formatInstant(new Date(booking.confirmation.DecidedAt), timeZone) : null
          }
          action={decideBookingAction.bind(null, booking.id)}
          withdraw={caller.role === "AGENT" ? withdrawAmendmentAction.bind(null, booking.id) : undefined}
        />
      ) : null}
      {quote ? quotePanel : null}
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <SailingPanel sailing={booking.sailing} />
        <PartiesPanel parties={booking.parties} />
      </div>
      {customs ? <CustomsPanel customs={customs} /> : null}
      {papers ? <PapersChecklistPanel checklist={papers} editHref={`/bookings/${booking.id}/edit`} /> : null}
      {quote ? null : quotePanel}
      <BookingDocuments
        bookingId={booking.id}
        status={booking.status}
        isCanceled={booking.isCanceled}
        isDraft={booking.isDraft}
        liveUnits={liveUnits}
      />
      {booking.confirmation && !quote ? (
        <BookingPapers
          bookingId={booking.id}
          caller={caller}
          timeZone={timeZone}
          units={booking.items.flatMap((i) =>
            i.isCanceled || i.status === "Draft"
              ? []
              : [{ id: i.id, label: `Unit ${i.relativeId} · ${i.serialNumber ?? ""}` }],
          )}
          parties={{
            consignee: booking.parties.find((p) => p.role === "Consignee")?.name ?? "",
            notify: booking.parties.find((p) => p.role === "Notify")?.name ?? "",
          }}
          lineOfBooking={booking.decisionRefusal === null}
          canInstruct={
            !booking.isCanceled &&
            (booking.confirmation.State === "Confirmed" || booking.confirmation.State === "PendingAmendment")
          }
        />
      ) : null}
      {quote || booking.isDraft ? null : <ShareLinks bookingId={booking.id} caller={caller} timeZone={timeZone} />}
      {booking.acceptanceExceptionRefusal === null && !booking.isDraft && booking.status !== "Quotation" ? (
        <AcceptanceExceptionForm
          initialKind={exceptionKind}
          units={booking.items.flatMap((i) =>
            i.isCanceled || !i.serialNumber
              ? []
              : [
                  {
                    serialNumber: i.serialNumber,
                    label: `Unit ${i.relativeId} · ${i.serialNumber}${i.description ? ` · ${i.description}` : ""}`,
                    offGauge: Boolean(i.gaugeFlag),
                  },
                ],
          )}
          action={grantAcceptanceExceptionAction.bind(null, booking.id)}
        />
      ) : null}
      <BookingUnits booking={booking} actions={actions} timeZone={timeZone} />
      <ItemTimeline bookingId={booking.id} caller={caller} timeZone={timeZone} />
      <HistoryPanel revisions={booking.revisions} exceptions={booking.acceptanceExceptions} timeZone={timeZone} />
    </main>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  allowChassisExceptionAction,
  cancelBookingAction,
  cancelItemAction,
  grantAcceptanceExceptionAction,
} from "@/lib/booking/booking-page-actions";
import { AcceptanceExceptionForm } from "@/components/bookings/acceptance-exception-form";
import { HistoryPanel, PartiesPanel, SailingPanel } from "@/components/bookings/booking-sections";
import { BookingUnits, type UnitActions } from "@/components/bookings/booking-units";
import { ConfirmAction } from "@/components/bookings/confirm-action";
import { formatInstant } from "@/lib/time/format";
import { ItemTimeline } from "@/components/feed/item-timeline";
import { StatusBadge } from "@/components/bookings/status-badge";
import { buttonClass, secondaryButtonClass } from "@/components/ui/button";
import { viewerTimeZone } from "@/lib/account/account";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { getBookingDetail } from "@/lib/booking/booking-detail";
import { ScheduleNotices } from "@/components/bookings/schedule-notices";
import { SavedNotice } from "@/components/bookings/saved-notice";
import { QuotePanel } from "@/components/prices/quote-panel";
import { BookingDocuments } from "@/components/documents/document-links";
import { getBookingPrices } from "@/lib/pricing/booking-quote";

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
  const prices = await getBookingPrices(booking.id);
  // instants (created, history, notices) on the viewer's clock: My account's time zone
  const timeZone = await viewerTimeZone(caller);

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
            <span className="font-mono">{booking.bookingCode}</span>
            <StatusBadge status={booking.status} className="text-sm" />
          </h1>
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
          {booking.description || booking.note ? (
            <p className="mt-1 max-w-3xl text-sm text-slate-700">
              {[booking.description, booking.note].filter(Boolean).join(" — ")}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-start gap-2 print:hidden">
          {booking.isCanceled ? (
            <span className="flex flex-col items-start gap-1">
              <span
                aria-disabled="true"
                aria-describedby="edit-refusal"
                className={`${buttonClass} cursor-not-allowed opacity-50`}
              >
                Edit booking
              </span>
              <span id="edit-refusal" className="text-xs text-slate-600">
                A canceled booking cannot be changed.
              </span>
            </span>
          ) : (
            <Link href={`/bookings/${booking.id}/edit`} className={buttonClass}>
              Edit booking
            </Link>
          )}
          {caller.role === "ADMIN" || booking.isDraft ? null : (
            <Link href={`/bookings/new?again=${booking.id}`} className={secondaryButtonClass}>
              Book again
            </Link>
          )}
          <ConfirmAction
            label="Cancel booking"
            title={`Cancel booking ${booking.bookingCode}?`}
            body={`All ${liveUnits} unit${liveUnits === 1 ? "" : "s"} of this booking will be canceled and will not sail. This cannot be undone.`}
            confirmLabel="Cancel booking"
            refusal={booking.cancelRefusal}
            action={cancelBookingAction.bind(null, booking.id)}
          />
        </div>
      </header>
      {booking.scheduleNotices.length && !booking.isCanceled ? (
        <ScheduleNotices notices={booking.scheduleNotices} timeZone={timeZone} />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <SailingPanel sailing={booking.sailing} />
        <PartiesPanel parties={booking.parties} />
      </div>
      <QuotePanel
        prices={prices}
        polCode={booking.sailing.pol.code}
        canBook={caller.role !== "STAFF"}
        isCanceled={booking.isCanceled}
      />
      <BookingDocuments
        bookingId={booking.id}
        status={booking.status}
        isCanceled={booking.isCanceled}
        isDraft={booking.isDraft}
        liveUnits={liveUnits}
      />
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

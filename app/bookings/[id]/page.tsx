import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LineDecision } from "@/components/bookings/line-decision";
import { decideBookingAction, rollBookingAction, withdrawAmendmentAction } from "@/lib/actions/booking/decision";
import { RollOver } from "@/components/bookings/roll-over";
import { laterSailings } from "@/lib/booking/decision/roll-booking";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  allowChassisExceptionAction,
  cancelBookingAction,
  cancelItemAction,
  grantAcceptanceExceptionAction,
} from "@/lib/actions/booking/booking-page";
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
import { fieldLabel, type RevisionWords } from "@/lib/booking/read/revision-words";
import englishBookings from "@/lib/i18n/messages/en/bookings.json";
import { ScheduleNotices } from "@/components/bookings/schedule-notices";
import { SavedNotice } from "@/components/bookings/saved-notice";
import { bookQuoteHref, QuotePanel } from "@/components/prices/quote-panel";
import { BookingDocuments } from "@/components/documents/document-links";
import { ShareLinks } from "@/components/tracking/share-links";
import { BookingPapers } from "@/components/papers/booking-papers";
import { getBookingPrices } from "@/lib/booking/quote/booking-quote";

export const dynamic = "force-dynamic";

/** A field whose label the catalogue has (others keep the API name in words). */
const isHistoryField = (field: string): field is keyof typeof englishBookings.history.field =>
  Object.hasOwn(englishBookings.history.field, field);

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations("bookings");
  return { title: t("page.metaTitle", { id }) };
}

export default async function BookingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const caller = await requirePageCaller();
  const { id } = await params;
  const [t, locale] = await Promise.all([getTranslations("bookings"), getLocale()]);
  // The history's words in the page's language (lib/booking/read/revision-words.ts).
  const words: RevisionWords = {
    booking: t("history.change.booking"),
    unit: (n) => t("history.change.unit", { n }),
    unitById: (itemId) => t("history.change.unitById", { id: itemId }),
    subUnit: (unit, position) => t("history.change.subUnit", { unit, position }),
    subItem: (unit, position) => t("history.change.subItem", { unit, position }),
    byId: (childId) => t("history.change.byId", { id: childId }),
    field: (field) => (isHistoryField(field) ? t(`history.field.${field}`) : fieldLabel(field)),
    quoted: (text) => t("history.change.quoted", { text }),
    none: t("history.change.none"),
    yes: t("history.change.yes"),
    no: t("history.change.no"),
    addressBookEntry: (entryId) => t("history.change.addressBookEntry", { id: entryId }),
    canceled: t("history.change.canceled"),
    uncanceled: t("history.change.uncanceled"),
    created: t("history.change.created"),
    added: t("history.change.added"),
    removed: t("history.change.removed"),
    changed: (label, from, to) => t("history.change.changed", { label, from, to }),
    set: (label, value) => t("history.change.set", { label, value }),
    cleared: (label, was) => t("history.change.cleared", { label, was }),
    rolledBy: (reason) => t("history.change.rolledBy", { reason }),
    filesReplaced: (now) => t("history.change.filesReplaced", { now }),
    createdWith: (code, count) => t("history.change.createdWith", { code, count }),
    createdRolled: (code, count, from) => t("history.change.createdRolled", { code, count, from }),
    rolledTo: (code, voyage) => t("history.change.rolledTo", { code, voyage }),
  };
  // Not a booking the caller may see answers as if it did not exist (rule 2).
  const booking = /^\d{1,10}$/.test(id) ? await getBookingDetail(Number(id), caller, words, locale) : null;
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
      <nav aria-label={t("page.breadcrumb")} className="text-sm print:hidden">
        <Link href="/bookings" className="text-brand-700 hover:underline">
          {t("page.back")}
        </Link>
      </nav>
      {saved === "new" || saved === "updated" ? <SavedNotice booking={booking} kind={saved} /> : null}
      {(saved === "booked" || saved === "booked-repriced") && !prices.isQuotation ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950 print:hidden"
        >
          {saved === "booked"
            ? t("page.bookedQuoted", { code: booking.bookingCode })
            : t("page.bookedRepriced", { code: booking.bookingCode })}
        </p>
      ) : null}
      {saved === "quote" && prices.isQuotation ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950 print:hidden"
        >
          {t("page.quoteSaved", { number: prices.quote.Number ?? "" })}
        </p>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 text-xl font-semibold tracking-tight">
            {quote ? (
              <span>
                {t.rich("page.quoteHeading", {
                  number: prices.quote.Number ?? booking.bookingCode,
                  code: (chunks) => <span className="font-mono">{chunks}</span>,
                })}
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
                  {t("page.validUntil", {
                    date: formatWallClock(prices.quote.ValidUntil, { locale }),
                    port: booking.sailing.pol.name,
                  })}
                </>
              ) : null}
              {prices.quote.Total !== null && prices.quote.Currency ? (
                <>
                  {" · "}
                  {t.rich("page.total", {
                    amount: formatAmount(prices.quote.Total, prices.quote.Currency, locale),
                    strong: (chunks) => <strong>{chunks}</strong>,
                  })}
                </>
              ) : null}
              {" · "}
              {t.rich("page.holdsNoSpace", {
                bookingCode: booking.bookingCode,
                code: (chunks) => <span className="font-mono">{chunks}</span>,
              })}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600">
            {booking.agent}
            {booking.referenceNumber ? (
              <>
                {" · "}
                {t.rich("page.reference", {
                  reference: booking.referenceNumber,
                  ref: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
                })}
              </>
            ) : null}
            {" · "}
            {t("page.createdVersion", {
              date: formatInstant(booking.createdAt, timeZone, locale),
              version: booking.version,
            })}
          </p>
          {booking.rolledFrom ? (
            <p className="mt-1 text-sm text-slate-700">
              {t.rich("page.rolledFrom", {
                code: booking.rolledFrom.bookingCode,
                link: (chunks) =>
                  booking.rolledFrom ? (
                    <Link
                      href={`/bookings/${booking.rolledFrom.id}`}
                      className="font-mono text-brand-700 hover:underline"
                    >
                      {chunks}
                    </Link>
                  ) : null,
              })}
            </p>
          ) : null}
          {booking.rolledTo.length ? (
            <p className="mt-1 text-sm text-slate-700">
              {t.rich("page.rolledTo", {
                links: () =>
                  booking.rolledTo.map((r, k) => (
                    <span key={r.id}>
                      {k ? ", " : null}
                      <Link href={`/bookings/${r.id}`} className="font-mono text-brand-700 hover:underline">
                        {r.bookingCode}
                      </Link>
                    </span>
                  )),
              })}
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
              {t("page.bookQuote")}
            </Link>
          ) : null}
          {booking.isCanceled ? (
            <span className="flex flex-col items-start gap-1">
              <span
                aria-disabled="true"
                aria-describedby="edit-refusal"
                className={`${buttonClass} cursor-not-allowed opacity-50`}
              >
                {quote ? t("page.editQuote") : t("page.editBooking")}
              </span>
              <span id="edit-refusal" className="text-xs text-slate-600">
                {quote ? t("page.quoteWithdrawnNoEdit") : t("page.canceledNoEdit")}
              </span>
            </span>
          ) : (
            <Link href={`/bookings/${booking.id}/edit`} className={quote ? secondaryButtonClass : buttonClass}>
              {quote ? t("page.editQuote") : t("page.editBooking")}
            </Link>
          )}
          {caller.role === "ADMIN" || booking.isDraft || quote ? null : (
            <Link href={`/bookings/new?again=${booking.id}`} className={secondaryButtonClass}>
              {t("page.bookAgain")}
            </Link>
          )}
          {rollable ? (
            <RollOver
              bookingCode={booking.bookingCode}
              polName={booking.sailing.pol.name}
              podName={booking.sailing.pod?.name ?? t("page.podFallback")}
              sailings={rollSailings.map((s) => ({
                number: s.number,
                label: t("page.rollSailing", {
                  number: s.number,
                  vessel: s.vessel,
                  port: booking.sailing.pol.name,
                  date: formatWallClock(s.departure, { locale }),
                }),
              }))}
              units={booking.items.flatMap((i) =>
                i.isCanceled || i.status === "Loaded" || i.status === "Discharged"
                  ? []
                  : [
                      {
                        id: i.id,
                        label: i.serialNumber
                          ? t("page.unitSerial", { n: i.relativeId, serial: i.serialNumber })
                          : t("page.unit", { n: i.relativeId }),
                      },
                    ],
              )}
              action={rollBookingAction.bind(null, booking.id)}
            />
          ) : null}
          {quote ? (
            <ConfirmAction
              label={t("page.withdrawQuote")}
              title={t("page.withdrawTitle", { number: prices.quote.Number ?? booking.bookingCode })}
              body={t("page.withdrawBody")}
              confirmLabel={t("page.withdrawQuote")}
              refusal={booking.cancelRefusal}
              action={cancelBookingAction.bind(null, booking.id)}
            />
          ) : (
            <ConfirmAction
              label={t("page.cancelBooking")}
              title={t("page.cancelTitle", { code: booking.bookingCode })}
              body={t("page.cancelBody", { count: liveUnits })}
              confirmLabel={t("page.cancelBooking")}
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
            booking.confirmation.DecidedAt
              ? formatInstant(new Date(booking.confirmation.DecidedAt), timeZone, locale)
              : null
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
              : [{ id: i.id, label: t("page.unitSerial", { n: i.relativeId, serial: i.serialNumber ?? "" }) }],
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
                    label: i.description
                      ? t("page.unitSerialDescription", {
                          n: i.relativeId,
                          serial: i.serialNumber,
                          description: i.description,
                        })
                      : t("page.unitSerial", { n: i.relativeId, serial: i.serialNumber }),
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

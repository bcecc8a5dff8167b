// The units of a booking: state, what they are, their sub units and sub items, and what may be
// done with each (cancel, with the reason when a rule forbids it; staff: a chassis exception).
// A few units are cards; a long booking is a table (components/bookings/unit-table.tsx) whose rows
// open to the same details, rendered here on the server.
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { formatDecimal } from "@/components/format-number";
import type { Locale } from "@/lib/i18n/locales";
import type { ActionResult } from "@/lib/actions/action-result";
import { ChassisExceptionForm } from "@/components/bookings/chassis-exception-form";
import { ConfirmAction } from "@/components/bookings/confirm-action";
import { formatDate, formatInstant } from "@/lib/time/format";
import { StatusBadge } from "@/components/bookings/status-badge";
import { serialLabel } from "@/components/bookings/serial-label";
import { UnitTable, type UnitRow } from "@/components/bookings/unit-table";
import { PAPER_KIND_KEY, UnitPapers } from "@/components/documents/unit-papers";
import type { BookingDetail, ItemView, PaperView } from "@/lib/booking/read/booking-detail";
import { measuresText } from "@/lib/voyage-space/revenue-tons";
import { isOneOf } from "@/lib/core/narrow";
import { MOBILITIES, PRIORITIES } from "@/lib/booking/message/save-schema";

export interface UnitActions {
  cancel: (itemId: number) => () => Promise<ActionResult<string>>;
  /** present for staff and admins */
  allowException?: (itemId: number) => (reason: string) => Promise<ActionResult<string>>;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** "450 × 180 × 190 cm · 2,500 kg" in the page's language (measuresText is the English). */
function measuresIn(m: ItemView["measures"], locale: Locale): string {
  if (locale !== "fr") return measuresText(m);
  const dims = [m.length, m.width, m.height];
  const size = dims.every((d) => d !== null && d !== undefined)
    ? `${dims.map((d) => formatDecimal(d, locale)).join(" × ")}\u00a0cm`
    : null;
  const weight = m.weight !== null && m.weight !== undefined ? `${formatDecimal(m.weight, locale)}\u00a0kg` : null;
  return [size, weight].filter(Boolean).join(" · ") || "—";
}

/** The English label of a milestone (booking-detail) → its key. */
const MILESTONE_KEY = {
  Delivered: "Delivered",
  Loaded: "Loaded",
  Discharged: "Discharged",
  "Customs cleared": "CustomsCleared",
} as const;
const milestoneKey = (label: string) => Object.entries(MILESTONE_KEY).find(([english]) => english === label)?.[1];

/** Dock receipts exist for a booking the line holds space for (docs/portal/documents.md). */
const receiptsFor = (b: BookingDetail) => !b.isCanceled && !b.isDraft && b.status !== "Quotation";

/** A sub unit's or sub item's customs paper, as a link after its description. */
function ChildPapers({ papers }: { papers: PaperView[] }) {
  const t = useTranslations("bookings");
  const text = (p: PaperView) =>
    t("unitPapers.kindName", { kind: t(`unitPapers.kind.${PAPER_KIND_KEY[p.kind]}`).toLowerCase(), name: p.name });
  return papers.map((p, i) =>
    p.url ? (
      <a key={i} href={p.url} className="text-brand-700 underline underline-offset-2">
        {text(p)}
      </a>
    ) : (
      <span key={i} className="text-slate-500">
        {text(p)}
      </span>
    ),
  );
}

/** What may be done to the unit as a whole: cancel it (or why not). */
function UnitCancel({ item, booking, actions }: { item: ItemView; booking: BookingDetail; actions: UnitActions }) {
  const t = useTranslations("bookings");
  const what = item.description ?? t("units.unit", { n: item.relativeId });
  return (
    <ConfirmAction
      size="sm"
      label={t("units.cancel", { n: item.relativeId })}
      title={t("units.cancelTitle", { n: item.relativeId, code: booking.bookingCode })}
      body={
        item.serialNumber
          ? t("units.cancelBodySerial", {
              what,
              serialLabel: serialLabel(item.serialType, t("units.serial")),
              serial: item.serialNumber,
            })
          : t("units.cancelBody", { what })
      }
      confirmLabel={t("units.cancel", { n: item.relativeId })}
      refusal={item.cancelRefusal}
      action={actions.cancel(item.id)}
    />
  );
}

/**
 * Everything the page knows of a unit below its name: facts, papers and photos, sub units and sub
 * items, holds and flags, the chassis exception. The card shows it under its heading; the long
 * booking's table when a row is opened (with the identity facts the row's columns show elsewhere).
 */
function UnitDetails({
  item,
  booking,
  actions,
  timeZone,
  withIdentity = false,
}: {
  item: ItemView;
  booking: BookingDetail;
  actions: UnitActions;
  timeZone: string;
  withIdentity?: boolean;
}) {
  const t = useTranslations("bookings");
  const locale = useLocale();
  // The interface's enumerations, in the words the form offers them with.
  const te = useTranslations("bookingForm.enum");
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4 lg:grid-cols-6">
        {withIdentity ? (
          <>
            <Fact label={serialLabel(item.serialType, t("units.serial"))}>
              <span className="break-all font-mono">{item.serialNumber ?? t("units.notGiven")}</span>
            </Fact>
            {item.reference ? <Fact label={t("units.reference")}>{item.reference}</Fact> : null}
            {item.year ? <Fact label={t("units.year")}>{item.year}</Fact> : null}
            {item.type ? <Fact label={t("units.type")}>{item.type}</Fact> : null}
          </>
        ) : null}
        <Fact label={t("units.priority")}>
          {isOneOf(PRIORITIES, item.priority) ? te(`priority.${item.priority}`) : "—"}
        </Fact>
        <Fact label={t("units.mobility")}>
          {isOneOf(MOBILITIES, item.mobility) ? te(`mobility.${item.mobility}`) : "—"}
        </Fact>
        <Fact label={t("units.measures")}>{measuresIn(item.measures, locale)}</Fact>
        <Fact label={t("units.milestones")}>
          {item.milestones.length
            ? item.milestones
                .map((m) => {
                  const key = milestoneKey(m.label);
                  return `${key ? t(`units.milestone.${key}`) : m.label} ${formatDate(m.on, locale)}`;
                })
                .join(" · ")
            : t("units.noMilestones")}
        </Fact>
        {item.notes ? <Fact label={t("units.notes")}>{item.notes}</Fact> : null}
        {receiptsFor(booking) && !item.isCanceled ? (
          <Fact label={t("units.dockReceipt")}>
            <a
              href={`/api/bookings/${booking.id}/items/${item.id}/dock-receipt.pdf`}
              className="text-brand-700 underline underline-offset-2"
            >
              {t.rich("units.dockReceiptLink", {
                n: item.relativeId,
                sr: (chunks) => <span className="sr-only">{chunks}</span>,
              })}
            </a>
          </Fact>
        ) : null}
      </dl>
      <UnitPapers papers={item.papers} owner={t("units.owner", { n: item.relativeId })} />
      {item.subUnits.length ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("units.subUnits")}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {item.subUnits.map((s) => (
              <li key={s.id} className={clsx("flex flex-wrap gap-x-2", s.isCanceled && "text-slate-500 line-through")}>
                <span className="text-slate-500">{s.relativeId}.</span>
                <span className="rounded bg-slate-100 px-1 text-xs leading-5 text-slate-700">
                  {s.relationType ?? "—"}
                </span>
                <span>{s.description ?? "—"}</span>
                {s.year ? <span className="text-slate-500">{s.year}</span> : null}
                {s.weight != null ? (
                  <span className="text-slate-500">
                    {t("units.weight", {
                      weight: locale === "fr" ? formatDecimal(s.weight, locale) : s.weight.toLocaleString("en"),
                    })}
                  </span>
                ) : null}
                <ChildPapers papers={s.papers} />
                {s.isCanceled ? <span className="sr-only">{t("units.canceledSr")}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.subItems.length ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("units.subItems")}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {item.subItems.map((s) => (
              <li key={s.id} className={clsx(s.isCanceled && "text-slate-500 line-through")}>
                <span className="text-slate-500">{s.relativeId}.</span> {s.description ?? "—"}
                {s.notes ? <span className="text-slate-500"> · {s.notes}</span> : null}
                <ChildPapers papers={s.papers} />
                {s.isCanceled ? <span className="sr-only"> {t("units.canceledSr")}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.blocked ? (
        <p className="mt-3 rounded border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-900">
          {item.blocked.byLine
            ? item.blocked.reason
              ? t("units.blockedByLineReason", { reason: item.blocked.reason })
              : t("units.blockedByLine")
            : item.blocked.reason
              ? t("units.heldReason", { reason: item.blocked.reason })
              : t("units.held")}
        </p>
      ) : null}
      {item.gaugeFlag && item.gaugeAccepted ? (
        <p className="mt-3 rounded border border-emerald-200 bg-emerald-50 px-2 py-1 text-xs text-emerald-900">
          {t("units.gaugeAccepted", {
            by: item.gaugeAccepted.by,
            reason: item.gaugeAccepted.reason,
            flag: item.gaugeFlag,
          })}
        </p>
      ) : item.gaugeFlag ? (
        <p className="mt-3 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-amber-900">
          {t("units.gaugeFlagged", { flag: item.gaugeFlag })}
        </p>
      ) : null}
      {item.chassisException ? (
        <p className="mt-3 rounded border border-sky-200 bg-sky-50 px-2 py-1 text-xs text-sky-900">
          {item.chassisException.createdBy
            ? t("units.chassisExceptionBy", {
                pol: booking.sailing.pol.name,
                reason: item.chassisException.reason,
                by: item.chassisException.createdBy,
                date: formatInstant(item.chassisException.createdAt, timeZone, locale),
              })
            : t("units.chassisException", { pol: booking.sailing.pol.name, reason: item.chassisException.reason })}
        </p>
      ) : actions.allowException && !item.exceptionRefusal && item.serialNumber ? (
        <div className="mt-3">
          <ChassisExceptionForm
            chassis={item.serialNumber.toUpperCase()}
            pol={booking.sailing.pol.name}
            action={actions.allowException(item.id)}
          />
        </div>
      ) : null}
    </>
  );
}

function Unit({
  item,
  booking,
  actions,
  timeZone,
}: {
  item: ItemView;
  booking: BookingDetail;
  actions: UnitActions;
  timeZone: string;
}) {
  const t = useTranslations("bookings");
  return (
    <li aria-labelledby={`unit-${item.id}`} className={clsx("px-4 py-4", item.isCanceled && "bg-slate-50/70")}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`unit-${item.id}`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            {t("units.unit", { n: item.relativeId })}
            {/* A canceled unit keeps its state underneath; what matters to people is that it is canceled. */}
            {/* a quotation's units are not booked: no state to show */}
            {booking.status === "Quotation" && !item.isCanceled ? null : (
              <StatusBadge status={item.isCanceled ? "Canceled" : item.status} />
            )}
            <span className={clsx("font-normal", item.isCanceled ? "text-slate-500 line-through" : "text-slate-700")}>
              {item.description ?? "—"}
            </span>
          </h3>
          <p className="mt-0.5 text-xs text-slate-600">
            {serialLabel(item.serialType, t("units.serial"))}{" "}
            <span className="font-mono text-slate-800">{item.serialNumber ?? t("units.notGiven")}</span>
            {item.reference ? t("units.referencePart", { reference: item.reference }) : ""}
            {item.year ? ` · ${item.year}` : ""}
            {item.type ? t("units.typePart", { type: item.type }) : ""}
          </p>
        </div>
        {booking.status === "Quotation" ? null : <UnitCancel item={item} booking={booking} actions={actions} />}
      </div>
      <UnitDetails item={item} booking={booking} actions={actions} timeZone={timeZone} />
    </li>
  );
}

/** "2 papers, 1 photo" of the unit and its parts; "—" for none. */
function papersLabel(item: ItemView, t: ReturnType<typeof useTranslations<"bookings">>): string {
  const all = [...item.papers, ...item.subUnits.flatMap((s) => s.papers), ...item.subItems.flatMap((s) => s.papers)];
  const photos = all.filter((p) => p.kind === "Photo").length;
  const papers = all.length - photos;
  const words = [
    papers ? t("units.papersCount", { count: papers }) : null,
    photos ? t("units.photosCount", { count: photos }) : null,
  ].filter(Boolean);
  return words.join(", ") || "—";
}

/**
 * Up to this many units the page shows each as a card, everything at once: a glance, no clicks.
 * Past it (a 250-unit booking was 56,546 px of cards) a searchable, virtualised table of one row a
 * unit, each opening to the card's details.
 */
export const CARDS_UP_TO = 20;

export function BookingUnits({
  booking,
  actions,
  timeZone,
}: {
  booking: BookingDetail;
  actions: UnitActions;
  /** the viewer's (My account), for when exceptions were allowed */
  timeZone: string;
}) {
  const live = booking.items.filter((i) => !i.isCanceled).length;
  const t = useTranslations("bookings");
  const locale = useLocale();
  return (
    <section
      aria-labelledby="units-heading"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-baseline justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="units-heading" className="text-sm font-semibold">
          {t("units.title")}
        </h2>
        <span className="text-xs text-slate-500">
          {t("units.live", { count: live })}
          {booking.items.length > live ? t("units.canceled", { count: booking.items.length - live }) : ""}
        </span>
      </header>
      {booking.items.length <= CARDS_UP_TO ? (
        <ul className="divide-y divide-slate-100">
          {booking.items.map((item) => (
            <Unit key={item.id} item={item} booking={booking} actions={actions} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <UnitTable
          units={booking.items.map((item): UnitRow => ({
            id: item.id,
            line: item.relativeId,
            serialType: item.serialType,
            serial: item.serialNumber,
            model: item.description,
            reference: item.reference,
            state: item.isCanceled ? "Canceled" : booking.status === "Quotation" ? "Quoted" : item.status,
            isCanceled: item.isCanceled,
            measures: measuresIn(item.measures, locale),
            papers: papersLabel(item, t),
            flag: item.blocked
              ? item.blocked.byLine
                ? t("units.flagBlocked")
                : t("units.flagHeld")
              : item.gaugeAccepted
                ? t("units.flagAccepted")
                : item.gaugeFlag
                  ? t("units.flagFlagged")
                  : null,
            flagTone: !item.blocked && item.gaugeAccepted ? "ok" : "warn",
            cancel:
              booking.status === "Quotation" ? null : <UnitCancel item={item} booking={booking} actions={actions} />,
            details: <UnitDetails item={item} booking={booking} actions={actions} timeZone={timeZone} withIdentity />,
          }))}
        />
      )}
    </section>
  );
}

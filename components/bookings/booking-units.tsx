// The units of a booking: state, what they are, their sub units and sub items, and what may be
// done with each (cancel, with the reason when a rule forbids it; staff: a chassis exception).
// A few units are cards; a long booking is a table (components/bookings/unit-table.tsx) whose rows
// open to the same details, rendered here on the server.
import clsx from "clsx";
import type { ActionResult } from "@/lib/actions/action-result";
import { ChassisExceptionForm } from "@/components/bookings/chassis-exception-form";
import { ConfirmAction } from "@/components/bookings/confirm-action";
import { formatDate, formatInstant } from "@/lib/time/format";
import { StatusBadge } from "@/components/bookings/status-badge";
import { serialLabel } from "@/components/bookings/serial-label";
import { UnitTable, type UnitRow } from "@/components/bookings/unit-table";
import { UnitPapers } from "@/components/documents/unit-papers";
import type { BookingDetail, ItemView, PaperView } from "@/lib/booking/read/booking-detail";
import { measuresText } from "@/lib/voyage-space/revenue-tons";

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

/** Dock receipts exist for a booking the line holds space for (docs/portal/documents.md). */
const receiptsFor = (b: BookingDetail) => !b.isCanceled && !b.isDraft && b.status !== "Quotation";

/** A sub unit's or sub item's customs paper, as a link after its description. */
function ChildPapers({ papers }: { papers: PaperView[] }) {
  return papers.map((p, i) =>
    p.url ? (
      <a key={i} href={p.url} className="text-brand-700 underline underline-offset-2">
        {p.kind.toLowerCase()}: {p.name}
      </a>
    ) : (
      <span key={i} className="text-slate-500">
        {p.kind.toLowerCase()}: {p.name}
      </span>
    ),
  );
}

/** What may be done to the unit as a whole: cancel it (or why not). */
function UnitCancel({ item, booking, actions }: { item: ItemView; booking: BookingDetail; actions: UnitActions }) {
  const name = `Unit ${item.relativeId}`;
  return (
    <ConfirmAction
      size="sm"
      label={`Cancel ${name.toLowerCase()}`}
      title={`Cancel ${name.toLowerCase()} of ${booking.bookingCode}?`}
      body={`${item.description ?? name}${item.serialNumber ? `, ${serialLabel(item.serialType)} ${item.serialNumber}` : ""}, will not sail with this booking. The rest of the booking stays. This cannot be undone.`}
      confirmLabel={`Cancel ${name.toLowerCase()}`}
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
  const name = `Unit ${item.relativeId}`;
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4 lg:grid-cols-6">
        {withIdentity ? (
          <>
            <Fact label={serialLabel(item.serialType)}>
              <span className="break-all font-mono">{item.serialNumber ?? "not given"}</span>
            </Fact>
            {item.reference ? <Fact label="Reference">{item.reference}</Fact> : null}
            {item.year ? <Fact label="Year">{item.year}</Fact> : null}
            {item.type ? <Fact label="Type">{item.type}</Fact> : null}
          </>
        ) : null}
        <Fact label="Priority">{item.priority ?? "—"}</Fact>
        <Fact label="Mobility">{item.mobility ?? "—"}</Fact>
        <Fact label="Size and weight">{measuresText(item.measures)}</Fact>
        <Fact label="Milestones">
          {item.milestones.length
            ? item.milestones.map((m) => `${m.label} ${formatDate(m.on)}`).join(" · ")
            : "none yet"}
        </Fact>
        {item.notes ? <Fact label="Notes">{item.notes}</Fact> : null}
        {receiptsFor(booking) && !item.isCanceled ? (
          <Fact label="Dock receipt">
            <a
              href={`/api/bookings/${booking.id}/items/${item.id}/dock-receipt.pdf`}
              className="text-brand-700 underline underline-offset-2"
            >
              <span className="sr-only">Dock receipt of {name.toLowerCase()}, </span>PDF
            </a>
          </Fact>
        ) : null}
      </dl>
      <UnitPapers papers={item.papers} owner={name.toLowerCase()} />
      {item.subUnits.length ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sub units</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {item.subUnits.map((s) => (
              <li key={s.id} className={clsx("flex flex-wrap gap-x-2", s.isCanceled && "text-slate-500 line-through")}>
                <span className="text-slate-500">{s.relativeId}.</span>
                <span className="rounded bg-slate-100 px-1 text-xs leading-5 text-slate-700">
                  {s.relationType ?? "—"}
                </span>
                <span>{s.description ?? "—"}</span>
                {s.year ? <span className="text-slate-500">{s.year}</span> : null}
                {s.weight != null ? <span className="text-slate-500">{s.weight.toLocaleString("en")} kg</span> : null}
                <ChildPapers papers={s.papers} />
                {s.isCanceled ? <span className="sr-only">(canceled)</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.subItems.length ? (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sub items</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {item.subItems.map((s) => (
              <li key={s.id} className={clsx(s.isCanceled && "text-slate-500 line-through")}>
                <span className="text-slate-500">{s.relativeId}.</span> {s.description ?? "—"}
                {s.notes ? <span className="text-slate-500"> · {s.notes}</span> : null}
                <ChildPapers papers={s.papers} />
                {s.isCanceled ? <span className="sr-only"> (canceled)</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {item.blocked ? (
        <p className="mt-3 rounded border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-900">
          {item.blocked.byLine
            ? item.blocked.reason
              ? `Blocked by the line: ${item.blocked.reason}. The unit is not loaded until the line unblocks it.`
              : "Blocked by the line. The unit is not loaded until the line unblocks it."
            : item.blocked.reason
              ? `Held by the agent: ${item.blocked.reason}. The unit is not loaded until it is unblocked.`
              : "Held by the agent. The unit is not loaded until it is unblocked."}
        </p>
      ) : null}
      {item.gaugeFlag && item.gaugeAccepted ? (
        <p className="mt-3 rounded border border-emerald-200 bg-emerald-50 px-2 py-1 text-xs text-emerald-900">
          Accepted by the line ({item.gaugeAccepted.by}: “{item.gaugeAccepted.reason}”). Measured at the gate:{" "}
          {item.gaugeFlag}
        </p>
      ) : item.gaugeFlag ? (
        <p className="mt-3 rounded border border-amber-200 bg-amber-50 px-2 py-1 text-xs text-amber-900">
          Flagged at the gate: {item.gaugeFlag}
        </p>
      ) : null}
      {item.chassisException ? (
        <p className="mt-3 rounded border border-sky-200 bg-sky-50 px-2 py-1 text-xs text-sky-900">
          Chassis exception at {booking.sailing.pol.name}: “{item.chassisException.reason}”
          {item.chassisException.createdBy
            ? ` (${item.chassisException.createdBy}, ${formatInstant(item.chassisException.createdAt, timeZone)})`
            : ""}
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
  const name = `Unit ${item.relativeId}`;
  return (
    <li aria-labelledby={`unit-${item.id}`} className={clsx("px-4 py-4", item.isCanceled && "bg-slate-50/70")}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`unit-${item.id}`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            {name}
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
            {serialLabel(item.serialType)}{" "}
            <span className="font-mono text-slate-800">{item.serialNumber ?? "not given"}</span>
            {item.reference ? ` · reference ${item.reference}` : ""}
            {item.year ? ` · ${item.year}` : ""}
            {item.type ? ` · type ${item.type}` : ""}
          </p>
        </div>
        {booking.status === "Quotation" ? null : <UnitCancel item={item} booking={booking} actions={actions} />}
      </div>
      <UnitDetails item={item} booking={booking} actions={actions} timeZone={timeZone} />
    </li>
  );
}

/** "2 papers, 1 photo" of the unit and its parts; "—" for none. */
function papersLabel(item: ItemView): string {
  const all = [...item.papers, ...item.subUnits.flatMap((s) => s.papers), ...item.subItems.flatMap((s) => s.papers)];
  const photos = all.filter((p) => p.kind === "Photo").length;
  const papers = all.length - photos;
  const words = [
    papers ? `${papers} paper${papers === 1 ? "" : "s"}` : null,
    photos ? `${photos} photo${photos === 1 ? "" : "s"}` : null,
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
  return (
    <section
      aria-labelledby="units-heading"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <header className="flex items-baseline justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="units-heading" className="text-sm font-semibold">
          Units
        </h2>
        <span className="text-xs text-slate-500">
          {live} live{booking.items.length > live ? ` · ${booking.items.length - live} canceled` : ""}
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
            measures: measuresText(item.measures),
            papers: papersLabel(item),
            flag: item.blocked
              ? item.blocked.byLine
                ? "Blocked by the line"
                : "Held"
              : item.gaugeAccepted
                ? "Accepted by the line"
                : item.gaugeFlag
                  ? "Flagged at the gate"
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

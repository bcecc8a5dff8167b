// The booking page's papers (docs/portal/papers.md): the agent's shipping instructions form, and
// each transport document with its state, units, history, PDFs, invoice and what blocks its
// release; the moves the viewer may make (the agent approves; the line's staff issue, record the
// surrender, void).
import { getLocale, getTranslations } from "next-intl/server";
import { Panel } from "@/components/states";
import { InstructionsForm, type InstructionUnit } from "@/components/papers/instructions-form";
import { DocumentMoves, type DocumentMove } from "@/components/papers/paper-button";
import type { Caller } from "@/lib/auth/caller";
import { listBookingDocuments } from "@/lib/papers/transitions";
import { releaseStatus } from "@/lib/papers/release";
import { reviseInstructionsAction, submitInstructionsAction } from "@/lib/actions/papers";
import type { TransportDocumentView } from "@/lib/papers/schemas";
import { formatDate, formatInstant } from "@/lib/time/format";
import { formatAmount } from "@/lib/pricing/money";

const STATE_CLASS: Record<TransportDocumentView["state"], string> = {
  Draft: "bg-amber-100 text-amber-950",
  Approved: "bg-sky-100 text-sky-950",
  Issued: "bg-emerald-100 text-emerald-950",
  Surrendered: "bg-emerald-200 text-emerald-950",
  Void: "bg-slate-200 text-slate-800",
};

/** The history's events the catalogue names (lib/papers/schemas.ts); another is shown as it is. */
const EVENTS = ["drafted", "revised", "approved", "issued", "surrendered", "voided"] as const;
const isEvent = (e: string): e is (typeof EVENTS)[number] => EVENTS.some((x) => x === e);

function movesFor(caller: Caller, d: TransportDocumentView, lineOfBooking: boolean): DocumentMove[] {
  const line = caller.role === "ADMIN" || (caller.role === "STAFF" && lineOfBooking);
  const moves: DocumentMove[] = [];
  if (d.state === "Draft" && caller.role !== "STAFF") moves.push("approve");
  if (line && d.state === "Approved") moves.push("issue");
  if (line && d.state === "Issued" && d.kind === "BillOfLading") moves.push("surrender-originals", "surrender-telex");
  if (line && d.state !== "Void" && d.state !== "Surrendered") moves.push("void");
  return moves;
}

export async function BookingPapers({
  bookingId,
  caller,
  timeZone,
  units,
  parties,
  lineOfBooking,
  canInstruct,
}: {
  bookingId: number;
  caller: Caller;
  timeZone: string;
  units: { id: number; label: string }[];
  parties: { consignee: string; notify: string };
  /** the caller is staff of the booking's line */
  lineOfBooking: boolean;
  /** a confirmed booking, not canceled */
  canInstruct: boolean;
}) {
  const [t, tc, locale] = await Promise.all([getTranslations("papers"), getTranslations("common"), getLocale()]);
  const docs = await listBookingDocuments(caller, bookingId);
  const live = new Map<number, string>();
  for (const d of docs) if (d.state !== "Void") for (const u of d.units) live.set(u.itemId, d.number);
  const formUnits: InstructionUnit[] = units.map((u) => ({ ...u, onDocument: live.get(u.id) ?? null }));
  const releases = new Map(
    await Promise.all(
      docs
        .filter((d) => d.state === "Issued" || d.state === "Surrendered")
        .map(async (d) => [d.number, await releaseStatus(caller, d.number)] as const),
    ),
  );
  return (
    <Panel label={t("booking.title")} className="space-y-4 p-4 print:hidden">
      <h2 className="text-base font-semibold">{t("booking.title")}</h2>
      {docs.length ? (
        <ul className="space-y-3">
          {docs.map((d) => {
            const release = releases.get(d.number);
            const kind = tc(`documentKind.${d.kind}`);
            return (
              <li
                key={d.number}
                className="rounded border border-slate-200 p-3"
                aria-label={t("booking.documentLabel", { kind, number: d.number })}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold">{d.number}</span>
                  <span className="text-sm text-slate-700">{kind}</span>
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[d.state]}`}>
                    {tc(`documentState.${d.state}`)}
                  </span>
                  <span className="text-xs text-slate-600">
                    {t("booking.meta", {
                      revision: d.revision,
                      instruction: d.instruction.number,
                      late: d.instruction.late ? "yes" : "no",
                      freight: t(`freight.${d.freightPayment}`),
                    })}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{t(`booking.stateHint.${d.state}`)}</p>
                <p className="mt-1 text-sm">
                  {t("booking.units", { count: d.units.length })}{" "}
                  <span className="font-mono break-all">
                    {d.units.map((u) => u.serialNumber ?? u.itemId).join(", ")}
                  </span>
                </p>
                {d.shippedOnBoardDate ? (
                  <p className="text-sm">
                    {t("booking.shippedOnBoard", { date: formatDate(d.shippedOnBoardDate, locale) })}
                  </p>
                ) : null}
                {d.voidReason ? <p className="text-sm">{t("booking.voided", { reason: d.voidReason })}</p> : null}
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                  <li>
                    <a
                      className="font-medium text-brand-700 underline underline-offset-2"
                      href={`/api/transport-documents/${d.number}.pdf`}
                    >
                      {t(`booking.download.${d.kind}`, {
                        draft: d.state === "Draft" || d.state === "Approved" ? "yes" : "no",
                      })}
                    </a>
                  </li>
                  {d.invoice ? (
                    <li>
                      <a
                        className="font-medium text-brand-700 underline underline-offset-2"
                        href={`/api/invoices/${d.invoice.number}.pdf`}
                      >
                        {t("booking.invoice", { number: d.invoice.number })}
                      </a>{" "}
                      <span className="text-slate-600">
                        {t("booking.invoiceAmounts", {
                          total: formatAmount(d.invoice.total, d.invoice.currency, locale),
                          open: formatAmount(d.invoice.open, d.invoice.currency, locale),
                          due: formatDate(d.invoice.dueOn, locale),
                        })}
                      </span>
                    </li>
                  ) : null}
                  {release?.releasable ? (
                    <li>
                      <a
                        className="font-medium text-brand-700 underline underline-offset-2"
                        href={`/api/transport-documents/${d.number}/release.pdf`}
                      >
                        {t("booking.deliveryOrder")}
                      </a>
                    </li>
                  ) : null}
                </ul>
                {release && !release.releasable ? (
                  <div className="mt-2 text-sm">
                    <p className="font-medium">{t("booking.notReleasable")}</p>
                    <ul className="ml-5 list-disc text-slate-700">
                      {release.reasons.map((r) => (
                        <li key={`${r.path}-${r.code}`}>{r.message}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-slate-700">{t("booking.history")}</summary>
                  <ol className="mt-1 space-y-1">
                    {d.history.map((h, i) => (
                      <li key={i}>
                        {t("booking.historyEntry", {
                          at: formatInstant(new Date(h.at), timeZone, locale),
                          event: isEvent(h.event) ? t(`booking.event.${h.event}`) : h.event,
                          revision: h.revision,
                          actor: h.actor,
                        })}
                        {h.changes.length ? (
                          <span className="text-slate-600">
                            {" "}
                            —{" "}
                            {h.changes
                              .map((c) => c.path)
                              .filter((p) => p !== "state")
                              .join(", ")}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </details>
                {d.state === "Draft" && canInstruct ? (
                  <details className="mt-2 rounded border border-slate-200 p-2">
                    <summary className="cursor-pointer text-sm font-medium text-brand-700">
                      {t("booking.change")}
                    </summary>
                    <div className="mt-2">
                      <InstructionsForm
                        units={units.map((u) => {
                          const on = live.get(u.id);
                          return { ...u, onDocument: on && on !== d.number ? on : null };
                        })}
                        defaults={parties}
                        canAcceptLate={lineOfBooking}
                        title={t("booking.changeTitle", { number: d.number })}
                        submitLabel={t("booking.changeSubmit")}
                        initial={{
                          documentKind: d.kind,
                          originals: d.originals,
                          freightPayment: d.freightPayment,
                          toOrder: d.toOrder,
                          consignee: d.consignee,
                          notify: d.notify,
                          marksAndNumbers: d.marksAndNumbers,
                          remarks: d.remarks,
                          items: d.units.map((u) => u.itemId),
                        }}
                        action={reviseInstructionsAction.bind(null, d.instruction.number)}
                      />
                    </div>
                  </details>
                ) : null}
                <div className="mt-3">
                  <DocumentMoves number={d.number} moves={movesFor(caller, d, lineOfBooking)} />
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("booking.none")}</p>
      )}
      {canInstruct ? (
        <InstructionsForm
          units={formUnits}
          defaults={parties}
          canAcceptLate={lineOfBooking}
          action={submitInstructionsAction.bind(null, bookingId)}
        />
      ) : null}
    </Panel>
  );
}

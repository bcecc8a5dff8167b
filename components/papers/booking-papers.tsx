// The booking page's papers (docs/portal/papers.md): the agent's shipping instructions form, and
// each transport document with its state, units, history, PDFs, invoice and what blocks its
// release; the moves the viewer may make (the agent approves; the line's staff issue, record the
// surrender, void).
import { Panel } from "@/components/states";
import { InstructionsForm, type InstructionUnit } from "@/components/papers/instructions-form";
import { DocumentMoves, type DocumentMove } from "@/components/papers/paper-button";
import type { Caller } from "@/lib/auth/caller";
import { listBookingDocuments } from "@/lib/papers/transitions";
import { releaseStatus } from "@/lib/papers/release";
import { reviseInstructionsAction, submitInstructionsAction } from "@/lib/papers/paper-actions";
import { KIND_LABEL, type TransportDocumentView } from "@/lib/papers/schemas";
import { formatDate, formatInstant } from "@/lib/time/format";
import { formatAmount } from "@/lib/pricing/money";

const STATE_CLASS: Record<TransportDocumentView["state"], string> = {
  Draft: "bg-amber-100 text-amber-950",
  Approved: "bg-sky-100 text-sky-950",
  Issued: "bg-emerald-100 text-emerald-950",
  Surrendered: "bg-emerald-200 text-emerald-950",
  Void: "bg-slate-200 text-slate-800",
};

const STATE_HINT: Record<TransportDocumentView["state"], string> = {
  Draft: "Check the draft: approve it, or change the instructions (the draft is made again).",
  Approved: "Approved: the line issues it once every unit on it is loaded.",
  Issued: "Issued by the line.",
  Surrendered: "Surrendered: the originals are back, or the line gave a telex release.",
  Void: "Void.",
};

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
    <Panel label="Shipping instructions and transport documents" className="space-y-4 p-4 print:hidden">
      <h2 className="text-base font-semibold">Shipping instructions and transport documents</h2>
      {docs.length ? (
        <ul className="space-y-3">
          {docs.map((d) => {
            const release = releases.get(d.number);
            return (
              <li
                key={d.number}
                className="rounded border border-slate-200 p-3"
                aria-label={`${KIND_LABEL[d.kind]} ${d.number}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono font-semibold">{d.number}</span>
                  <span className="text-sm text-slate-700">{KIND_LABEL[d.kind]}</span>
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[d.state]}`}>{d.state}</span>
                  <span className="text-xs text-slate-600">
                    revision {d.revision} · instructions {d.instruction.number}
                    {d.instruction.late ? " (accepted late)" : ""} · freight {d.freightPayment.toLowerCase()}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{STATE_HINT[d.state]}</p>
                <p className="mt-1 text-sm">
                  {d.units.length === 1 ? "1 unit" : `${d.units.length} units`}:{" "}
                  <span className="font-mono break-all">
                    {d.units.map((u) => u.serialNumber ?? u.itemId).join(", ")}
                  </span>
                </p>
                {d.shippedOnBoardDate ? (
                  <p className="text-sm">Shipped on board {formatDate(d.shippedOnBoardDate)}</p>
                ) : null}
                {d.voidReason ? <p className="text-sm">Voided: {d.voidReason}</p> : null}
                <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                  <li>
                    <a
                      className="font-medium text-brand-700 underline underline-offset-2"
                      href={`/api/transport-documents/${d.number}.pdf`}
                    >
                      Download {d.state === "Draft" || d.state === "Approved" ? "draft " : ""}
                      {KIND_LABEL[d.kind].toLowerCase()} (PDF)
                    </a>
                  </li>
                  {d.invoice ? (
                    <li>
                      <a
                        className="font-medium text-brand-700 underline underline-offset-2"
                        href={`/api/invoices/${d.invoice.number}.pdf`}
                      >
                        Invoice {d.invoice.number} (PDF)
                      </a>{" "}
                      <span className="text-slate-600">
                        {formatAmount(d.invoice.total, d.invoice.currency)}, open{" "}
                        {formatAmount(d.invoice.open, d.invoice.currency)}, due {formatDate(d.invoice.dueOn)}
                      </span>
                    </li>
                  ) : null}
                  {release?.releasable ? (
                    <li>
                      <a
                        className="font-medium text-brand-700 underline underline-offset-2"
                        href={`/api/transport-documents/${d.number}/release.pdf`}
                      >
                        Delivery order (PDF)
                      </a>
                    </li>
                  ) : null}
                </ul>
                {release && !release.releasable ? (
                  <div className="mt-2 text-sm">
                    <p className="font-medium">Not yet releasable at destination:</p>
                    <ul className="ml-5 list-disc text-slate-700">
                      {release.reasons.map((r) => (
                        <li key={`${r.path}-${r.code}`}>{r.message}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-slate-700">History</summary>
                  <ol className="mt-1 space-y-1">
                    {d.history.map((h, i) => (
                      <li key={i}>
                        {formatInstant(new Date(h.at), timeZone)}: {h.event} (revision {h.revision}) by {h.actor}
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
                      Change the instructions
                    </summary>
                    <div className="mt-2">
                      <InstructionsForm
                        units={units.map((u) => {
                          const on = live.get(u.id);
                          return { ...u, onDocument: on && on !== d.number ? on : null };
                        })}
                        defaults={parties}
                        canAcceptLate={lineOfBooking}
                        title={`Change the instructions of ${d.number}`}
                        submitLabel="Send changed instructions"
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
        <p className="text-sm text-slate-600">No shipping instructions yet.</p>
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

import "server-only";
// Reading papers for a caller: the document's row (locked when it is to change), its JSON view,
// and the parties as a document prints them. Who may see a document is who may see its booking
// (lib/booking/rules/visibility.ts): anyone else gets 404, as if it did not exist.
import type { Caller } from "@/lib/auth/caller";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { isRecord } from "@/lib/core/narrow";
import { refusal } from "@/lib/i18n/sentences";
import type { Tx } from "@/lib/db/prisma";
import type { TransportDocumentState } from "@/lib/generated/prisma/enums";
import { itemStatusName } from "@/lib/booking/rules/item-state";
import { unitMeasures } from "@/lib/voyage-space/revenue-tons";
import { normalNumber } from "@/lib/papers/numbers";
import { invoiceRef } from "@/lib/papers/invoice-view";
import {
  DOCUMENT_STATE_NAME,
  instructionState,
  KIND_NAME,
  PAYMENT_NAME,
  documentHistorySchema,
  storedParty,
  type DocumentParty,
  type TransportDocumentView,
} from "@/lib/papers/schemas";

export interface LockedDocument {
  id: number;
  number: string;
  state: TransportDocumentState;
  kind: "BILL_OF_LADING" | "SEA_WAYBILL";
  revision: number;
  bookingId: number;
  lineId: number;
  agentId: number;
  instructionId: number;
}

/** The document's row, locked FOR UPDATE: of two changes at once, the second sees the first's state. 404 for whoever may not see it. */
export async function lockDocument(tx: Tx, caller: Caller, number: string): Promise<LockedDocument> {
  const [d] = await tx.$queryRaw<LockedDocument[]>`
    SELECT id, number, state::text AS state, kind::text AS kind, revision, "bookingId", "lineId", "agentId", "instructionId"
      FROM "TransportDocument" WHERE number = ${normalNumber(number)} FOR UPDATE`;
  if (!d || !canSeeBooking(caller, d))
    throw new ApiError("NOT_FOUND", refusal("refusals.papers.noSuchDocument", { number: normalNumber(number) }));
  return d;
}

/** 409 `wrong_state`: the document's state does not allow `action`. */
export function wrongState(
  d: { number: string; state: TransportDocumentState },
  action: "approved" | "issued" | "surrendered" | "voided" | "changed",
  why?: Worded,
): ApiError {
  const state = DOCUMENT_STATE_NAME[d.state];
  return new ApiError(
    "NOT_ALLOWED",
    why ?? refusal("refusals.papers.wrongState", { number: d.number, state, action }),
    [fieldError("state", "wrong_state", refusal("refusals.papers.documentIs", { state }))],
  );
}

/** Staff of the document's line and admins make the line's moves; agents get 403. */
export function requireLineSide(
  caller: Caller,
  d: { lineId: number },
  what: "issue" | "payments" | "surrender" | "void",
): void {
  if (caller.role === "ADMIN") return;
  if (caller.role === "STAFF" && caller.lineId === d.lineId) return;
  throw new ApiError("FORBIDDEN", refusal(`refusals.papers.lineSide.${what}`));
}

export interface PartyRow {
  code: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  address: unknown;
}

/** An address-book party as a document prints it. */
export function documentParty(p: PartyRow | null): DocumentParty | null {
  if (!p) return null;
  const name = p.name || [p.firstName, p.lastName].filter(Boolean).join(" ") || p.code || "";
  const a = isRecord(p.address) ? p.address : {};
  const str = (k: string) => {
    const v = a[k];
    return typeof v === "string" && v ? v : null;
  };
  const cityLine = [str("PostalCode"), str("City")].filter(Boolean).join(" ");
  const lines = [str("Address1") ?? str("Street"), str("Address2"), cityLine || null, str("Region"), str("Country")];
  const address = lines.filter(Boolean).join("\n");
  return address ? { name, address } : { name };
}

export const isoDay = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);

const PARTY_SELECT = { select: { code: true, name: true, firstName: true, lastName: true, address: true } } as const;

/** Everything a document's JSON and PDF show. */
export async function documentView(tx: Tx, id: number): Promise<TransportDocumentView> {
  const d = await tx.transportDocument.findUniqueOrThrow({
    where: { id },
    include: {
      instruction: true,
      booking: {
        select: {
          id: true,
          bookingCode: true,
          podId: true,
          shipper: PARTY_SELECT,
          consignee: PARTY_SELECT,
          notify: PARTY_SELECT,
          pol: { select: { name: true, code: true } },
          pod: { select: { name: true, code: true } },
          voyage: { select: { number: true, vessel: { select: { name: true } } } },
        },
      },
      items: {
        where: { liveItemId: { not: null } },
        orderBy: { itemId: "asc" },
        include: {
          item: {
            include: {
              unitModel: { select: { make: true, model: true, length: true, width: true, height: true, weight: true } },
            },
          },
        },
      },
      revisions: { orderBy: { id: "asc" } },
    },
  });
  // A void document keeps the units it had: they are listed from its links, live or not.
  const links =
    d.state === "VOID"
      ? await tx.transportDocumentItem.findMany({
          where: { documentId: d.id },
          orderBy: { itemId: "asc" },
          include: {
            item: {
              include: {
                unitModel: {
                  select: { make: true, model: true, length: true, width: true, height: true, weight: true },
                },
              },
            },
          },
        })
      : d.items;
  const invoice = await tx.invoice.findFirst({
    where: { OR: [{ transportDocumentId: d.id }, { bookingId: d.bookingId, transportDocumentId: null }] },
    orderBy: { id: "asc" },
  });
  const b = d.booking;
  const state = DOCUMENT_STATE_NAME[d.state];
  const si = d.instruction;
  return {
    number: d.number,
    kind: KIND_NAME[d.kind],
    state,
    revision: d.revision,
    bookingId: b.id,
    bookingCode: b.bookingCode,
    instruction: { number: si.number, state: instructionState(state), late: si.late },
    freightPayment: PAYMENT_NAME[si.freightPayment],
    originals: si.originals,
    shipper: documentParty(b.shipper),
    consignee: si.toOrder ? null : storedParty(si.consignee),
    toOrder: si.toOrder,
    notify: storedParty(si.notify),
    vessel: b.voyage?.vessel.name ?? null,
    voyage: b.voyage?.number ?? null,
    pol: `${b.pol.name} (${b.pol.code})`,
    pod: b.pod ? `${b.pod.name} (${b.pod.code})` : null,
    marksAndNumbers: si.marksAndNumbers,
    remarks: si.remarks,
    units: links.map(({ item: i }) => {
      const m = unitMeasures(i, i.unitModel && { ...i.unitModel, weight: Number(i.unitModel.weight) });
      const volume = m.length && m.width && m.height ? Math.round((m.length * m.width * m.height) / 1000) / 1000 : null;
      return {
        itemId: i.id,
        serialNumber: i.serialNumber,
        description: i.bolDescription || (i.unitModel ? `${i.unitModel.make} ${i.unitModel.model}` : i.description),
        weight: m.weight,
        volume,
        state: itemStatusName(i.state),
        loadedOn: isoDay(i.loadedOn),
        dischargedOn: isoDay(i.dischargedOn),
        customsClearedOn: isoDay(i.customsClearedOn),
      };
    }),
    shippedOnBoardDate: isoDay(d.shippedOnBoardDate),
    placeOfIssue: d.placeOfIssue,
    issuedAt: d.issuedAt?.toISOString() ?? null,
    surrenderedAt: d.surrenderedAt?.toISOString() ?? null,
    surrenderKind: d.surrenderKind,
    voidReason: d.voidReason,
    invoice: invoice ? invoiceRef(invoice) : null,
    history: d.revisions.map((r) => ({
      revision: r.revision,
      event: r.event,
      actor: r.actor,
      at: r.createdAt.toISOString(),
      changes: documentHistorySchema.shape.changes.parse(r.changes ?? []),
    })),
  };
}

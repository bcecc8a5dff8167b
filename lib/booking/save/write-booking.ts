import "server-only";
// Writing a save's booking row: the header's columns, a booking number for a new booking, the
// version (every committed save counts one), and the header's changes for the revision.
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db/prisma";
import {
  columnsOf,
  diffColumns,
  HEADER_FIELDS,
  type Change,
  type ColumnsOf,
} from "@/lib/booking/message/booking-fields";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import { HEADER_PARTIES, type ExtBooking, type PartyRole } from "@/lib/booking/message/save-schema";
import { PARTY_COLUMN, type StoredBooking } from "@/lib/booking/message/stored-booking";
import { notifyRevision } from "@/lib/notifications/events";
import { recordOf } from "@/lib/core/narrow";

type PartyColumns = { [R in PartyRole as (typeof PARTY_COLUMN)[R]]: number | null };

export type HeaderColumns = ColumnsOf<typeof HEADER_FIELDS> &
  PartyColumns & {
    status: string;
    isCanceled: boolean;
    lineId: number | null;
    voyageId: number | null;
    bookingVoyage: string | null;
    polId: number;
    podId: number | null;
    terminalId: number;
    itemCount: number;
  };

/** The stored booking's parties, by role: an update reuses unchanged ad-hoc parties. */
export function partiesOf(stored: StoredBooking): Record<PartyRole, number | null> {
  return recordOf(HEADER_PARTIES, (role) => stored[PARTY_COLUMN[role]]);
}

export function headerColumns(
  message: ExtBooking,
  input: {
    stored: StoredBooking | null;
    refs: ResolvedReferences;
    lineId: number | null;
    draft: boolean;
    itemCount: number;
  },
): HeaderColumns {
  const { Header: h } = message;
  const { refs } = input;
  const parties = {} as PartyColumns;
  for (const role of HEADER_PARTIES) parties[PARTY_COLUMN[role]] = refs.parties[role];
  return {
    ...columnsOf(HEADER_FIELDS, h),
    status: h.Status?.trim() || input.stored?.status || (input.draft ? "draft" : "Approved"),
    isCanceled: h.IsCanceled,
    lineId: input.lineId,
    voyageId: refs.voyage?.id ?? null,
    bookingVoyage: refs.voyage?.number ?? null,
    polId: refs.pol!.id,
    podId: refs.pod?.id ?? null,
    terminalId: refs.terminal!.id,
    itemCount: input.itemCount,
    ...parties,
  };
}

export interface WrittenBooking {
  id: number;
  prefix: string;
  number: number;
  bookingCode: string;
  version: number;
}

/** Creates the booking (numbered from its agent's counter) or updates the stored one. */
export async function writeBooking(
  tx: Tx,
  input: {
    stored: StoredBooking | null;
    agentId: number;
    header: HeaderColumns;
    refs: ResolvedReferences;
    plannedItems: number;
  },
  changes: Change[],
): Promise<WrittenBooking> {
  const { stored, header } = input;
  if (stored) {
    const version = stored.version + 1;
    diffHeader(stored, header, input.refs, changes);
    await tx.booking.update({ where: { id: stored.id }, data: { ...header, version } });
    return { id: stored.id, prefix: stored.prefix, number: stored.number, bookingCode: stored.bookingCode, version };
  }
  const [agent] = await tx.$queryRaw<{ number: number; prefix: string }[]>`
    UPDATE "Agent" SET "nextBookingNumber" = "nextBookingNumber" + 1 WHERE id = ${input.agentId}
    RETURNING "nextBookingNumber" - 1 AS number, "bookingPrefix" AS prefix`;
  const bookingCode = `${agent.prefix}-${String(agent.number).padStart(6, "0")}`;
  const created = await tx.booking.create({
    data: { ...header, agentId: input.agentId, prefix: agent.prefix, number: agent.number, bookingCode, version: 1 },
    select: { id: true },
  });
  changes.push({ path: "Booking", from: null, to: `created ${bookingCode} with ${input.plannedItems} item(s)` });
  return { id: created.id, prefix: agent.prefix, number: agent.number, bookingCode, version: 1 };
}

function diffHeader(stored: StoredBooking, header: HeaderColumns, refs: ResolvedReferences, changes: Change[]) {
  diffColumns("Header.", HEADER_FIELDS, stored, header, changes);
  const named: [string, unknown, unknown][] = [
    ["Status", stored.status, header.status],
    ["IsCanceled", stored.isCanceled, header.isCanceled],
    ["Pol", stored.pol.code, refs.pol?.code],
    ["Terminal", stored.terminal.code, refs.terminal?.code],
    ["Pod", stored.pod?.code ?? null, refs.pod?.code ?? null],
    [
      "Line",
      stored.line?.name ?? null,
      refs.line?.name ?? (header.lineId === stored.lineId ? (stored.line?.name ?? null) : null),
    ],
    ["BookingVoyage", stored.bookingVoyage, header.bookingVoyage],
    ...HEADER_PARTIES.map((r): [string, unknown, unknown] => [r, stored[PARTY_COLUMN[r]], header[PARTY_COLUMN[r]]]),
  ];
  for (const [path, from, to] of named)
    if ((from ?? null) !== (to ?? null)) changes.push({ path: `Header.${path}`, from: from ?? null, to: to ?? null });
}

/** The revision of this save (tx, caller, booking id, version, changes), and who hears of it. */
export async function writeRevision(...revision: Parameters<typeof recordRevision>): Promise<void> {
  await recordRevision(...revision);
  // Who hears of it (a new booking, a change by someone else, a price set by hand), in this transaction.
  await notifyRevision(...revision);
}

/** A booking's revision in its history (who, which version, what changed), telling no one. */
export async function recordRevision(
  tx: Tx,
  caller: Caller,
  bookingId: number,
  version: number,
  changes: Change[],
): Promise<void> {
  const actor = {
    userId: caller.kind === "user" ? caller.id : null,
    apiKeyId: caller.kind === "apiKey" ? caller.id : null,
    actor: caller.name,
  };
  // Change values went through revisionValue: JSON values (scalars, or the JSON columns' objects).
  await tx.bookingRevision.create({
    data: { bookingId, version, ...actor, changes: changes },
  });
}

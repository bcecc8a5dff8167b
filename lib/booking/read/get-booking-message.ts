import "server-only";
// A stored booking as the save message (ExtBooking) that would write it: what the booking form
// edits and what an integrator may send back. Parties come back as references to the agent's
// address book (IsReferenceOnly true, with their details for display).
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import type { Party } from "@/lib/generated/prisma/client";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import {
  HEADER_FIELDS,
  ITEM_FIELDS,
  messageOf,
  SUB_ITEM_FIELDS,
  SUB_UNIT_FIELDS,
  type FieldMap,
} from "@/lib/booking/message/booking-fields";
import {
  HEADER_PARTIES,
  type ExtBookingInput,
  type ExtBookingParty,
  type ExtFile,
  type PartyRole,
} from "@/lib/booking/message/save-schema";
import { SERIAL_TYPES } from "@/lib/booking/units/serial";
import { visibleBookings } from "@/lib/booking/rules/visibility";
import {
  getBookingOrThrow,
  PARTY_COLUMN,
  type StoredBooking,
  type StoredFile,
} from "@/lib/booking/message/stored-booking";
import { quoteView } from "@/lib/pricing/price-booking";
import type { Quote } from "@/lib/pricing/quote-schema";
import { confirmationView } from "@/lib/booking/decision/confirmation";
import type { Confirmation } from "@/lib/booking/decision/confirmation-schema";
import { recordOf } from "@/lib/core/narrow";

export type BookingMessage = ExtBookingInput & {
  Header: { Id: number };
  Quote: Quote;
  Confirmation: Confirmation | null;
};

/** An address-book entry as the party message that refers to it (the booking form's search shows these too). */
export function partyReference(p: Party): ExtBookingParty {
  return {
    Id: String(p.id),
    Code: p.code,
    Name: p.name,
    FirstName: p.firstName,
    LastName: p.lastName,
    Type: p.type,
    IdentifierType: p.identifierType,
    IdentifierCode: p.identifierCode,
    Mobile: p.mobile,
    Phone: p.phone,
    Email: p.email,
    // Stored as sent, after the address schema accepted it.
    Address: (p.address as ExtBookingParty["Address"]) ?? null,
    IsReferenceOnly: true,
  };
}

function partyMessage(p: Party | undefined): ExtBookingParty | null {
  return p ? partyReference(p) : null;
}

/** A stored code as its enumeration value (the save wrote only these); null otherwise. */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((v) => v === value) ?? null;
}

const fileMessage = (f: StoredFile): ExtFile => ({ Id: Number(f.extId), Name: f.name, Url: f.url });
const fileOf = (files: StoredFile[], kind: StoredFile["kind"]) => {
  const f = files.find((x) => x.kind === kind);
  return f ? fileMessage(f) : null;
};

/** A sub unit or sub item as the message gives it: its own fields, then what both kinds have. */
const nestedMessage = (
  fields: FieldMap,
  s: { id: number; relativeId: number; isCanceled: boolean; files: StoredFile[] },
) => ({
  ...messageOf(fields, s),
  Id: String(s.id),
  RelativeId: s.relativeId,
  IsCanceled: s.isCanceled,
  PaperForCustoms: fileOf(s.files, "PAPER_FOR_CUSTOMS"),
});

/** The parties of the header and of every item, by id: one query. */
async function partiesOf(b: StoredBooking): Promise<Map<number, Party>> {
  const ids = [...HEADER_PARTIES.map((role) => b[PARTY_COLUMN[role]]), ...b.items.map((i) => i.clientPartyId)].filter(
    (id): id is number => id !== null,
  );
  const rows = ids.length ? await db().party.findMany({ where: { id: { in: [...new Set(ids)] } } }) : [];
  return new Map(rows.map((p) => [p.id, p]));
}

/**
 * The booking as a save message, with read-only fields filled; 404 when the caller may not see it.
 * `version: true` adds Header.Version, so a save of the message is refused if the booking changed
 * meanwhile; without it, a save of the message applies it as it stands (the last write wins).
 */
export async function getBookingMessage(
  id: number,
  caller: Caller,
  options: { version?: boolean } = {},
): Promise<BookingMessage> {
  const b = await getBookingOrThrow(db(), id, caller);
  const parties = await partiesOf(b);
  const party = (id: number | null) => partyMessage(id === null ? undefined : parties.get(id));
  const headerParties: Record<PartyRole, ExtBookingParty | null> = recordOf(HEADER_PARTIES, (role) =>
    party(b[PARTY_COLUMN[role]]),
  );
  return {
    Header: {
      ...messageOf(HEADER_FIELDS, b),
      Id: b.id,
      ...(options.version ? { Version: b.version } : {}),
      Status: b.status,
      VoyageId: b.voyageId,
      CreatedOn: formatLocalDateTime(b.createdOn),
      ItemCount: b.itemCount,
      Prefix: b.prefix,
      Number: b.number,
      IsCanceled: b.isCanceled,
      BookingCode: b.bookingCode,
      Pol: b.pol.code,
      Terminal: b.terminal.code,
      BookingVoyage: b.bookingVoyage,
      Pod: b.pod?.code ?? null,
      AgentId: b.agentId,
      Line: b.line?.name ?? null,
      ...headerParties,
    },
    Items: b.items.map((i) => ({
      ...messageOf(ITEM_FIELDS, i),
      Id: String(i.id),
      RelativeId: i.relativeId,
      IsCanceled: i.isCanceled,
      Description: i.description ?? "",
      SerialType: oneOf(SERIAL_TYPES, i.serialType),
      SerialNumber: i.serialNumber,
      Type: oneOf(UNIT_TYPE_CODES, i.type),
      Client: party(i.clientPartyId),
      PaperForCustoms: fileOf(i.files, "PAPER_FOR_CUSTOMS"),
      Photos: i.files.filter((f) => f.kind === "PHOTO").map(fileMessage),
      InvoicePaper: fileOf(i.files, "INVOICE_PAPER"),
      SubUnits: i.subUnits.map((s) => nestedMessage(SUB_UNIT_FIELDS, s)),
      SubItems: i.subItems.map((s) => nestedMessage(SUB_ITEM_FIELDS, s)),
    })),
    Quote: quoteView(
      b,
      b.items.filter((i) => !i.isCanceled),
    ),
    Confirmation: confirmationView(b),
  };
}

/** The booking's version when the caller may see it (null otherwise): enough to answer If-None-Match without reading the booking. */
export async function visibleBookingVersion(id: number, caller: Caller): Promise<number | null> {
  const row = await db().booking.findFirst({ where: { id, ...visibleBookings(caller) }, select: { version: true } });
  return row?.version ?? null;
}

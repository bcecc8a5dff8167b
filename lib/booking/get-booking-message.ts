// A stored booking as the save message (ExtBooking) that would write it: what the booking form
// edits and what an integrator may send back as an update "as it stands". Parties come back as
// references to the agent's address book (IsReferenceOnly true, with their details for display).
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db/prisma";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { HEADER_FIELDS, ITEM_FIELDS, messageOf, SUB_ITEM_FIELDS, SUB_UNIT_FIELDS } from "@/lib/booking/booking-fields";
import { canSeeBooking } from "@/lib/booking/visibility";
import type { ExtBookingInput, ExtBookingParty, ExtFile } from "@/lib/booking/save-schema";

type PartyRow = {
  id: number;
  code: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  type: string | null;
  identifierType: string | null;
  identifierCode: string | null;
  mobile: string | null;
  phone: string | null;
  email: string | null;
  address: unknown;
};

function partyMessage(p: PartyRow | null): ExtBookingParty | null {
  if (!p) return null;
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
    Address: (p.address as ExtBookingParty["Address"]) ?? null,
    IsReferenceOnly: true,
  };
}

type FileRow = { kind: string; extId: bigint; name: string | null; url: string | null };
const fileMessage = (f: FileRow): ExtFile => ({ Id: Number(f.extId), Name: f.name, Url: f.url });
const fileOf = (files: FileRow[], kind: string) => {
  const f = files.find((x) => x.kind === kind);
  return f ? fileMessage(f) : null;
};

/** The booking as a save message, with read-only fields filled; 404 when the caller may not see it. */
export async function getBookingMessage(id: number, caller: Caller): Promise<ExtBookingInput & { Header: { Id: number } }> {
  const party = true as const;
  const b = await db().booking.findUnique({
    where: { id },
    include: {
      pol: { select: { code: true } },
      pod: { select: { code: true } },
      terminal: { select: { code: true } },
      line: { select: { name: true } },
      shipper: party,
      exporter: party,
      consignee: party,
      client: party,
      intermediateConsignee: party,
      notify: party,
      nvocc: party,
      destinationAgent: party,
      collector: party,
      items: {
        orderBy: { relativeId: "asc" },
        include: {
          clientParty: true,
          files: { orderBy: { id: "asc" } },
          subUnits: { orderBy: { relativeId: "asc" }, include: { files: true } },
          subItems: { orderBy: { relativeId: "asc" }, include: { files: true } },
        },
      },
    },
  });
  if (!b || !canSeeBooking(caller, b)) throw new ApiError("NOT_FOUND", `No booking with Id ${id}.`);
  return {
    Header: {
      ...(messageOf(HEADER_FIELDS, b as unknown as Record<string, unknown>) as object),
      Id: b.id,
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
      Shipper: partyMessage(b.shipper),
      Exporter: partyMessage(b.exporter),
      Consignee: partyMessage(b.consignee),
      Client: partyMessage(b.client),
      IntermediateConsignee: partyMessage(b.intermediateConsignee),
      Notify: partyMessage(b.notify),
      Nvocc: partyMessage(b.nvocc),
      DestinationAgent: partyMessage(b.destinationAgent),
      Collector: partyMessage(b.collector),
    } as ExtBookingInput["Header"] & { Id: number },
    Items: b.items.map((i) => ({
      ...(messageOf(ITEM_FIELDS, i as unknown as Record<string, unknown>) as object),
      Id: String(i.id),
      RelativeId: i.relativeId,
      IsCanceled: i.isCanceled,
      Description: i.description ?? "",
      SerialType: i.serialType as "Vin" | "Serial" | null,
      SerialNumber: i.serialNumber,
      Type: i.type as never,
      Client: partyMessage(i.clientParty),
      PaperForCustoms: fileOf(i.files, "PAPER_FOR_CUSTOMS"),
      Photos: i.files.filter((f) => f.kind === "PHOTO").map(fileMessage),
      InvoicePaper: fileOf(i.files, "INVOICE_PAPER"),
      SubUnits: i.subUnits.map((s) => ({
        ...(messageOf(SUB_UNIT_FIELDS, s as unknown as Record<string, unknown>) as object),
        Id: String(s.id),
        RelativeId: s.relativeId,
        IsCanceled: s.isCanceled,
        PaperForCustoms: fileOf(s.files, "PAPER_FOR_CUSTOMS"),
      })),
      SubItems: i.subItems.map((s) => ({
        ...(messageOf(SUB_ITEM_FIELDS, s as unknown as Record<string, unknown>) as object),
        Id: String(s.id),
        RelativeId: s.relativeId,
        IsCanceled: s.isCanceled,
        PaperForCustoms: fileOf(s.files, "PAPER_FOR_CUSTOMS"),
      })),
    })) as ExtBookingInput["Items"],
  };
}

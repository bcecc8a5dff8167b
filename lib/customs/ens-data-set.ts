import "server-only";
// The customs data of bookings for the EU's entry summary (ICS2 ENS): per booking its shipper and
// consignee with their EORI numbers, its units with HS codes and gross weights, and each field that
// is still missing, in words. A voyage's data set is for its line's staff only
// (GET /api/voyages/{voyage}/ens, .csv); a booking's own list is on its page for whoever sees it.
import type { Caller } from "@/lib/auth/caller";
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { db } from "@/lib/db/prisma";
import { toCsv } from "@/lib/csv/csv";
import { defaultHsCode, eoriOf, needsEuFiling } from "@/lib/customs/customs-rules";
import { legSpan } from "@/lib/voyage-space/legs";
import { findLineVoyageOrThrow } from "@/lib/voyage-space/find-voyage";

export interface MissingCustomsField {
  /** where the data belongs, as the save message names it */
  path: string;
  code: "eori_missing" | "hs_code_missing" | "weight_missing";
  message: string;
}

export interface EnsUnit {
  itemId: number;
  relativeId: number;
  serialNumber: string | null;
  description: string | null;
  quantity: number;
  hsCode: string | null;
  /** the HS code is the unit type's default (none was given, or the one given is that default) */
  hsCodeFromType: boolean;
  grossWeightKg: number | null;
}

export interface EnsParty {
  name: string | null;
  eori: string | null;
}

export interface EnsBooking {
  bookingId: number;
  bookingCode: string;
  pol: string;
  pod: string | null;
  /** the Pod, or a call after the Pol up to it, is in the EU: the EORI numbers are required */
  euFiling: boolean;
  shipper: EnsParty;
  consignee: EnsParty;
  units: EnsUnit[];
  missing: MissingCustomsField[];
  complete: boolean;
}

export interface EnsDataSet {
  voyage: { id: number; number: string; line: string; vessel: string };
  bookings: EnsBooking[];
}

const partySelect = {
  name: true,
  firstName: true,
  lastName: true,
  code: true,
  identifierType: true,
  identifierCode: true,
};
const bookingSelect = {
  id: true,
  bookingCode: true,
  polId: true,
  podId: true,
  voyageId: true,
  pol: { select: { code: true, countryCode: true } },
  pod: { select: { code: true, countryCode: true } },
  shipper: { select: partySelect },
  consignee: { select: partySelect },
  items: {
    where: { isCanceled: false, state: { not: "DRAFT" } },
    orderBy: { relativeId: "asc" },
    select: {
      id: true,
      relativeId: true,
      serialNumber: true,
      description: true,
      quantity: true,
      type: true,
      hsCode: true,
      weight: true,
      unitModel: { select: { weight: true } },
    },
  },
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof loadBookings>>>[number];
type Call = { portId: number; canLoad: boolean; canDischarge: boolean; countryCode: string };

const loadBookings = (where: { voyageId: number } | { id: number }) =>
  db().booking.findMany({
    // bookings that hold their space (as the manifest lists them): no quotation, not declined or waitlisted
    where: {
      ...where,
      isCanceled: false,
      AND: [
        { OR: [{ requestType: null }, { requestType: { not: 1 } }] },
        { OR: [{ confirmation: null }, { confirmation: { notIn: ["DECLINED", "WAITLISTED"] } }] },
      ],
    },
    orderBy: { bookingCode: "asc" },
    select: bookingSelect,
  });

const loadCalls = async (voyageId: number): Promise<Call[]> =>
  (
    await db().visit.findMany({
      where: { voyageId },
      orderBy: { sequence: "asc" },
      select: { portId: true, canLoad: true, canDischarge: true, port: { select: { countryCode: true } } },
    })
  ).map((c) => ({ ...c, countryCode: c.port.countryCode }));

const nameOf = (p: Row["shipper"]): string | null =>
  p ? p.name?.trim() || [p.firstName, p.lastName].filter(Boolean).join(" ").trim() || p.code : null;

/** The countries of the calls after the Pol up to the Pod (the Pod's own included). */
function transitCountries(calls: readonly Call[], polId: number, podId: number | null): string[] {
  const span = legSpan(calls, polId, podId);
  return span ? calls.slice(span.from + 1, span.to + 2).map((c) => c.countryCode) : [];
}

function ensBooking(b: Row, calls: readonly Call[]): EnsBooking {
  const euFiling = needsEuFiling(b.pod?.countryCode ?? null, transitCountries(calls, b.polId, b.podId));
  const shipper = { name: nameOf(b.shipper), eori: eoriOf(b.shipper) };
  const consignee = { name: nameOf(b.consignee), eori: eoriOf(b.consignee) };
  const missing: MissingCustomsField[] = [];
  if (euFiling && !shipper.eori)
    missing.push({
      path: "Header.Shipper.IdentifierCode",
      code: "eori_missing",
      message: "The shipper's EORI number is missing (identifier type EORI).",
    });
  if (euFiling && !consignee.eori)
    missing.push({
      path: "Header.Consignee.IdentifierCode",
      code: "eori_missing",
      message: "The consignee's EORI number is missing (identifier type EORI).",
    });
  const units = b.items.map((i, k): EnsUnit => {
    const hsCode = i.hsCode ?? defaultHsCode(i.type);
    const grossWeightKg = i.weight ?? (i.unitModel ? Number(i.unitModel.weight) : null);
    if (!hsCode)
      missing.push({
        path: `Items[${k}].HsCode`,
        code: "hs_code_missing",
        message: `Unit ${i.relativeId} has no HS code.`,
      });
    if (!grossWeightKg)
      missing.push({
        path: `Items[${k}].Weight`,
        code: "weight_missing",
        message: `Unit ${i.relativeId} has no weight.`,
      });
    return {
      itemId: i.id,
      relativeId: i.relativeId,
      serialNumber: i.serialNumber,
      description: i.description,
      quantity: i.quantity && i.quantity > 1 ? i.quantity : 1,
      hsCode,
      hsCodeFromType: !!hsCode && hsCode === defaultHsCode(i.type),
      grossWeightKg,
    };
  });
  return {
    bookingId: b.id,
    bookingCode: b.bookingCode,
    pol: b.pol.code,
    pod: b.pod?.code ?? null,
    euFiling,
    shipper,
    consignee,
    units,
    missing,
    complete: missing.length === 0,
  };
}

/** The ENS data set of a voyage: its line's staff and admins; 404 to staff of another line. */
export async function getEnsDataSet(caller: Caller, ref: string, line?: string): Promise<EnsDataSet> {
  if (caller.role !== "STAFF" && caller.role !== "ADMIN")
    throw new ApiError("FORBIDDEN", refusal("refusals.customs.staffOnly"));
  const voyage = await findLineVoyageOrThrow(caller, ref, line, "refusals.customs.noSuchVoyage");
  const id = voyage.id;
  const [rows, calls] = await Promise.all([loadBookings({ voyageId: id }), loadCalls(id)]);
  return {
    voyage: { id: voyage.id, number: voyage.number, line: voyage.line.name, vessel: voyage.vessel.name },
    bookings: rows.filter((b) => b.items.length).map((b) => ensBooking(b, calls)),
  };
}

/** One booking's customs data, for its page (the caller has already been allowed to see it). */
export async function customsDataOfBooking(bookingId: number): Promise<EnsBooking | null> {
  const [row] = await loadBookings({ id: bookingId });
  if (!row) return null;
  return ensBooking(row, row.voyageId ? await loadCalls(row.voyageId) : []);
}

/** The data set as CSV: one row per unit, with the booking's parties and what it misses. */
export function ensCsv(set: EnsDataSet): string {
  return toCsv(
    [
      "BookingCode",
      "Pol",
      "Pod",
      "EuFiling",
      "Shipper",
      "ShipperEori",
      "Consignee",
      "ConsigneeEori",
      "ItemId",
      "VIN",
      "Description",
      "Quantity",
      "HsCode",
      "HsCodeFromType",
      "GrossWeightKg",
      "Missing",
    ],
    set.bookings.flatMap((b) =>
      b.units.map((u) => [
        b.bookingCode,
        b.pol,
        b.pod ?? "",
        b.euFiling ? "yes" : "no",
        b.shipper.name ?? "",
        b.shipper.eori ?? "",
        b.consignee.name ?? "",
        b.consignee.eori ?? "",
        u.itemId,
        u.serialNumber ?? "",
        u.description ?? "",
        u.quantity,
        u.hsCode ?? "",
        u.hsCodeFromType ? "yes" : "no",
        u.grossWeightKg ?? "",
        b.missing.map((m) => m.message).join(" "),
      ]),
    ),
  );
}

// The booking form's values are the save message itself (ExtBooking, as the schema takes it):
// no second model to keep in step. Helpers to start, fill and send one. Browser-safe.
import {
  HEADER_PARTIES,
  type ExtBookingInput,
  type ExtBookingItemInput,
  type ExtBookingParty,
} from "@/lib/booking/message/save-schema";
import { extBookingHeaderShape } from "@/lib/booking/message/save-schema";
import { isDraftStatus } from "@/lib/booking/rules/item-state";
import type { SearchUnit } from "@/lib/sailing-search/schema";

export type BookingFormValues = ExtBookingInput;
export type FormItem = ExtBookingItemInput;
export type FormSubUnit = NonNullable<FormItem["SubUnits"]>[number];
export type FormSubItem = NonNullable<FormItem["SubItems"]>[number];

export interface SailingDefaults {
  line?: string;
  voyage?: string;
  pol?: string;
  terminal?: string | null;
  pod?: string;
}

/** Every field an item row edits, empty, so a reset or an import leaves no stale value behind. */
export function newItem(relativeId: number, fill: Partial<FormItem> = {}): FormItem {
  return {
    Id: null,
    RelativeId: relativeId,
    IsCanceled: false,
    Reference: null,
    Description: "",
    SerialType: "Vin",
    SerialNumber: null,
    Year: null,
    Type: null,
    Length: null,
    Width: null,
    Height: null,
    Weight: null,
    Priority: "Used",
    Mobility: "Regular",
    Insured: false,
    HsCode: null,
    BatteryDeclared: false,
    VehicleValue: null,
    Currency: null,
    Notes: null,
    Transit: null,
    UpdatePaperForCustoms: false,
    PaperForCustoms: null,
    InvoicePaper: null,
    Photos: [],
    SubUnits: [],
    SubItems: [],
    ...fill,
  };
}

export const newSubUnit = (relativeId: number): FormSubUnit => ({
  Id: null,
  RelativeId: relativeId,
  IsCanceled: false,
  RelationType: "Attached",
  Description: null,
  SerialType: null,
  Year: null,
  Notes: null,
});
export const newSubItem = (relativeId: number): FormSubItem => ({
  Id: null,
  RelativeId: relativeId,
  IsCanceled: false,
  Description: null,
  Notes: null,
});

export function emptyBooking(sailing: SailingDefaults): BookingFormValues {
  return {
    Header: {
      Id: 0,
      Line: sailing.line ?? null,
      BookingVoyage: sailing.voyage ?? null,
      Pol: sailing.pol ?? "",
      Terminal: sailing.terminal ?? "",
      Pod: sailing.pod ?? null,
      ReferenceNumber: null,
      Note: null,
      ...Object.fromEntries(HEADER_PARTIES.map((role) => [role, null])),
    },
    Items: [newItem(1)],
  };
}

/**
 * The units of "Find a sailing" as the form's items, one row each: the model (or the type), the
 * measures, the year and the mobility as searched; VINs, values and papers are the agent's to add.
 */
export function itemsOfSearchUnits(units: readonly SearchUnit[]): FormItem[] {
  return units.map((u, i) =>
    newItem(i + 1, {
      Description: u.description ?? "",
      Type: u.type ?? null,
      Length: u.length,
      Width: u.width,
      Height: u.height,
      Weight: u.weight,
      Year: u.year ?? null,
      Mobility: u.mobility ?? "Regular",
      BatteryDeclared: u.batteryDeclared ?? false,
    }),
  );
}

/** The next free RelativeId of a list (items, or one item's sub units / sub items). */
export function nextRelativeId(list: readonly { RelativeId?: number | null }[] | null | undefined): number {
  return (list ?? []).reduce((max, x) => Math.max(max, Number(x?.RelativeId) || 0), 0) + 1;
}

/** Whether the header schema knows Header.Version yet (it arrives with optimistic concurrency). */
export const SCHEMA_HAS_VERSION = "Version" in extBookingHeaderShape;

/**
 * The request body. A new booking's items and their children are numbered in the order shown
 * (the table can be reordered); a stored booking keeps its RelativeIds, which its ids are tied to.
 */
export function saveRequest(
  values: BookingFormValues,
  options: { draft: boolean; testOnly: boolean; version: number | null; quotation?: boolean; waitlist?: boolean },
) {
  const { Header, Items } = values;
  const isNew = !Header.Id;
  const number = <T extends { RelativeId: number }>(list: T[] | undefined) =>
    (list ?? []).map((x, i) => (isNew ? { ...x, RelativeId: i + 1 } : x));
  const status = options.draft ? "Draft" : isDraftStatus(Header.Status) || !Header.Status ? "Approved" : Header.Status;
  const header: Record<string, unknown> = { ...Header, Status: status };
  if (SCHEMA_HAS_VERSION && options.version !== null) header.Version = options.version;
  // "Get a quote": the same message as a quotation (RequestType 1), priced and stored without holding space
  if (options.quotation) header.RequestType = 1;
  // "Join the waitlist" after a voyage_full refusal: stored Waitlisted, holding no space
  if (options.waitlist) header.Waitlist = true;
  return {
    Booking: {
      Header: header,
      Items: number(Items).map((item) => ({
        ...item,
        SubUnits: number(item.SubUnits),
        SubItems: number(item.SubItems),
      })),
    },
    TestOnly: options.testOnly,
  };
}

/** A short name of a party for summaries. */
export function partyLabel(
  party: Pick<ExtBookingParty, "Name" | "FirstName" | "LastName" | "Code"> | null | undefined,
): string {
  if (!party) return "";
  return party.Name?.trim() || [party.FirstName, party.LastName].filter(Boolean).join(" ") || party.Code || "";
}

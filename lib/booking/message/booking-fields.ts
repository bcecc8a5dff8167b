// How the message's plain fields map onto the columns of Booking, BookingItem, BookingSubUnit and
// BookingSubItem, both ways: data for writes, message fields for reads, and comparable values
// for "did it change" and the revision's list of changes.
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { changeSchema, jsonCellOf, type Change, type JsonCell } from "@/lib/db/json";
import { stableJson } from "@/lib/json/stable-json";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

type Kind = "text" | "upper" | "int" | "long" | "bool" | "dec2" | "dec3" | "json" | "date";
export type FieldMap = readonly (readonly [api: string, column: string, kind: Kind])[];

export const HEADER_FIELDS = [
  ["Request", "request", "json"],
  ["OwnerId", "ownerId", "long"],
  ["PolReference", "polReference", "json"],
  ["PodReference", "podReference", "json"],
  ["PaymentTerms", "paymentTerms", "int"],
  ["PaymentDays", "paymentDays", "int"],
  ["ShippingTerms", "shippingTerms", "text"],
  ["CargoType", "cargoType", "int"],
  ["TransportMode", "transportMode", "int"],
  ["RequestType", "requestType", "int"],
  ["EstimatedDeliveryOn", "estimatedDeliveryOn", "date"],
  ["PickupOn", "pickupOn", "date"],
  ["Note", "note", "text"],
  ["ReferenceNumber", "referenceNumber", "text"],
  ["Description", "description", "text"],
  ["OriginAddress", "originAddress", "json"],
  ["DestinationAddress", "destinationAddress", "json"],
  ["CustomsTemplateId", "customsTemplateId", "long"],
] as const satisfies FieldMap;

export const ITEM_FIELDS = [
  ["Reference", "reference", "text"],
  ["BolDescription", "bolDescription", "text"],
  ["Year", "year", "int"],
  ["Quantity", "quantity", "int"],
  ["Length", "length", "int"],
  ["Width", "width", "int"],
  ["Height", "height", "int"],
  ["Weight", "weight", "int"],
  ["HasCustomCbm", "hasCustomCbm", "bool"],
  ["BolCbm", "bolCbm", "dec3"],
  ["Priority", "priority", "text"],
  ["Block", "block", "bool"],
  ["BlockReason", "blockReason", "text"],
  ["Mobility", "mobility", "text"],
  ["Insured", "insured", "bool"],
  ["VehicleValue", "vehicleValue", "dec2"],
  ["Currency", "currency", "upper"],
  ["CountryOfOrigin", "countryOfOrigin", "text"],
  ["StateOfOrigin", "stateOfOrigin", "text"],
  ["TitleNumber", "titleNumber", "text"],
  ["TitleState", "titleState", "text"],
  ["Notes", "notes", "text"],
  ["CTN", "ctn", "text"],
  ["ClearanceDoc", "clearanceDoc", "text"],
  ["SealNumber", "sealNumber", "text"],
  ["PaymentMode", "paymentMode", "int"],
  ["IsClientManual", "isClientManual", "bool"],
  ["Transit", "transit", "json"],
  ["Price", "price", "dec2"],
  ["UrfId", "urfId", "int"],
  ["CommodityCategory", "commodityCategory", "text"],
  ["CommoditySubCategoryId", "commoditySubCategoryId", "long"],
  ["CommoditySubCategory", "commoditySubCategory", "text"],
  ["UpdatePaperForCustoms", "updatePaperForCustoms", "bool"],
] as const satisfies FieldMap;

export const SUB_UNIT_FIELDS = [
  ["RelationType", "relationType", "text"],
  ["Description", "description", "text"],
  ["BolDescription", "bolDescription", "text"],
  ["SerialType", "serialType", "text"],
  ["Weight", "weight", "int"],
  ["Year", "year", "int"],
  ["VehicleValue", "vehicleValue", "dec2"],
  ["Currency", "currency", "upper"],
  ["Notes", "notes", "text"],
  ["Transit", "transit", "json"],
  ["UpdatePaperForCustoms", "updatePaperForCustoms", "bool"],
] as const satisfies FieldMap;

export const SUB_ITEM_FIELDS = [
  ["Description", "description", "text"],
  ["Notes", "notes", "text"],
  ["UpdatePaperForCustoms", "updatePaperForCustoms", "bool"],
] as const satisfies FieldMap;

function round(n: number, places: number): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}

/** The column value to write for a message value. */
function toColumn(kind: Kind, value: unknown): unknown {
  switch (kind) {
    case "bool":
      return value === true;
    case "json":
      return value == null ? Prisma.DbNull : value;
    case "dec2":
      return value == null ? null : round(Number(value), 2);
    case "dec3":
      return value == null ? null : round(Number(value), 3);
    case "upper":
      return value == null ? null : String(value).toUpperCase();
    case "long":
      return value == null ? null : BigInt(Number(value));
    default:
      return value ?? null;
  }
}

/** The message value of a stored column (Decimal → number, timestamp → local date-time). */
function fromColumn(kind: Kind, value: unknown): unknown {
  if (value == null) return kind === "bool" ? false : null;
  switch (kind) {
    case "dec2":
    case "dec3":
      return Number(String(value));
    case "date":
      return value instanceof Date ? formatLocalDateTime(value) : value;
    case "long":
      return Number(value);
    default:
      return value;
  }
}

/** What each kind of field is as column data to write. */
interface ColumnValue {
  text: string | null;
  upper: string | null;
  int: number | null;
  /** the spec's `long` ids: bigint columns, up to Number.MAX_SAFE_INTEGER on the wire */
  long: bigint | null;
  bool: boolean;
  dec2: number | null;
  dec3: number | null;
  json: Prisma.InputJsonValue | typeof Prisma.DbNull;
  date: Date | null;
}
/** The column data of a field map, e.g. `ColumnsOf<typeof ITEM_FIELDS>` = `{ reference: string | null; … }`. */
export type ColumnsOf<M extends FieldMap> = { -readonly [F in M[number] as F[1]]: ColumnValue[F[2]] };

/** Built from the map itself (builderOf), so it has exactly the keys and kinds of ColumnsOf<M>. */
type ColumnBuilder = <M extends FieldMap>(source: object, convert: typeof toColumn) => ColumnsOf<M>;
const builders = new WeakMap<FieldMap, ColumnBuilder>();

/**
 * One object literal with the map's columns as its keys, compiled once per map. V8 makes such an
 * object in one step with its final shape; built key by key (and then spread, as callers extend
 * it) it became a slow dictionary object: ~0.1 ms per item, a quarter of a 250-item save's
 * JavaScript (npm run bench -- booking-save). The keys and names are the map's own constants.
 */
function builderOf(map: FieldMap): ColumnBuilder {
  let builder = builders.get(map);
  if (!builder) {
    const q = JSON.stringify;
    const body = map.map(([api, column, kind]) => `${q(column)}: convert(${q(kind)}, source[${q(api)}])`).join(",\n");
    // A compiled function is typed by what it is compiled from (the map): the one cast of this file.
    builder = new Function("source", "convert", `return {\n${body}\n};`) as ColumnBuilder;
    builders.set(map, builder);
  }
  return builder;
}

/**
 * Column data of the mapped fields of one message object. Extend it with Object.assign, not a
 * spread: `{ ...columnsOf(…), more }` costs as much again as building it.
 */
export function columnsOf<M extends FieldMap>(map: M, message: object): ColumnsOf<M> {
  return builderOf(map)<M>(message, toColumn);
}

/** Message fields of the mapped columns of one stored row. */
export function messageOf(map: FieldMap, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const source = row;
  const out: Record<string, unknown> = {};
  for (const [api, column, kind] of map) out[api] = fromColumn(kind, source[column]);
  return out;
}

/** A value comparable across a stored row and column data about to be written. */
export function comparable(value: unknown): unknown {
  if (value === Prisma.DbNull || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (value !== null && typeof value === "object" && "toFixed" in value && "d" in value) return Number(String(value)); // Decimal
  if (value !== null && typeof value === "object") return stableJson(value);
  return value;
}

export type { Change };

/** A revision's `changes` column read back (jsonb written from Change[]). */
export const storedChangesSchema = z.array(changeSchema);
export type StoredChange = z.infer<typeof storedChangesSchema>[number];

/** Changes between a stored row and the column data about to be written, named by API names. */
export function diffColumns(
  prefix: string,
  map: FieldMap,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  out: Change[],
): void {
  // Rows and column data of any map come here: their columns are read by the map's names.
  for (const [api, column] of map) {
    if (!(column in after)) continue;
    const a = comparable(before[column]);
    const b = comparable(after[column]);
    if (a !== b)
      out.push({ path: `${prefix}${api}`, from: revisionValue(before[column]), to: revisionValue(after[column]) });
  }
}

/** A value as the revision stores it (JSON-safe). */
export function revisionValue(value: unknown): JsonCell {
  if (value === Prisma.DbNull || value === undefined) return null;
  if (value instanceof Date) return formatLocalDateTime(value);
  if (typeof value === "bigint") return Number(value);
  if (value !== null && typeof value === "object" && "toFixed" in value && "d" in value) return Number(String(value));
  // What is left is a column's text, number or flag, or a jsonb column's value: JSON already.
  return jsonCellOf(value, "A revision's value");
}

// POST /api/booking/save: the message (spec ExtBookingSaveMessage and its tables) and the rules
// that need no database (spec rules 6–8). The single source for the route (safeParse), the
// OpenAPI document and the booking form (zodResolver): keep this module free of server imports.
import { z } from "zod";
import { HS_CODE_PATTERN } from "@/lib/customs/customs-rules";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";
import { localDateTimeSchema } from "@/lib/time/local-datetime";
import { hasWrongCheckDigit, SERIAL_TYPES, serialIssueWords } from "@/lib/booking/units/serial";
import { checkWords, issueWords, wordsOf } from "@/lib/i18n/sentences";
import { quoteSchema } from "@/lib/pricing/quote-schema";
import { confirmationSchema } from "@/lib/booking/decision/confirmation-schema";

export const MAX_ITEMS = 250;
/**
 * Limits that bound the work of one save (docs/integrators/booking-save.md, "Limits"): far above a real booking (a unit
 * carries a trailer or a few vehicles said to contain, some boxes of effects, a handful of
 * photos) and low enough that the heaviest save they allow stays well under 2 s and 200 MB
 * (`npm run bench -- heavy-save`). Per item, then for the booking as a whole.
 */
export const SAVE_LIMITS = {
  subUnitsPerItem: 20,
  subItemsPerItem: 50,
  photosPerItem: 20,
  /** sub units and sub items of all items together */
  partsPerBooking: 500,
  photosPerBooking: 500,
  /** nesting of a free-form object (Header.Request, PolReference, PodReference) */
  freeFormDepth: 8,
  /** a free-form object as JSON text */
  freeFormChars: 16_384,
} as const;
export const MIN_YEAR_EXCLUSIVE = 1900;
/** Registration year must be below this (spec: less than the current year plus 2). */
export const maxYearExclusive = (now: Date = new Date()) => now.getUTCFullYear() + 2;

const INT32_MAX = 2_147_483_647;
const text = (max = 500) => z.string().max(max, { error: wordsOf("validation.atMostChars", { max }) });
const optText = (max = 500) => text(max).nullish();
const id32 = z.number().int().min(0).max(INT32_MAX);
/** The spec's `long` ids: any whole number JSON carries exactly (up to 2^53 − 1: zod's int() bounds it, one error, not two). */
const long = z.number().int().min(0);
const count = z.number().int().min(0).max(INT32_MAX);
const flag = z.boolean().default(false);
/** Decimal(14, 2) columns: money. */
const money = z.number().min(0).max(999_999_999_999.99);
/** A unit's declared value: not negative, and below 100 million in any currency (1e20 is a typo, not a car). */
export const MAX_VEHICLE_VALUE = 100_000_000;
const vehicleValue = z
  .number()
  .min(0, { error: wordsOf("validation.notNegative") })
  .max(MAX_VEHICLE_VALUE, { error: wordsOf("validation.atMost", { max: MAX_VEHICLE_VALUE }) });
const localDateTime = localDateTimeSchema.nullish();

export const INVOICE_PAY_TERMS = { UponReceipt: 0, OnIssueDate: 1, OnSailingDate: 2 } as const;
export const CARGO_TYPES = { General: 1, Roro: 2, FCL: 3, LCL: 4, Bulk: 5 } as const;
export const TRANSPORT_MODES = CARGO_TYPES;
export const REQUEST_TYPES = { Quotation: 1, BookingRequest: 2 } as const;
export const PRIORITIES = ["Used", "New", "VIP", "Priority"] as const;
export const MOBILITIES = ["Regular", "NonRunner", "ForkLifted", "Other"] as const;
export const RELATION_TYPES = ["Attached", "STC"] as const;

function intEnum<T extends Record<string, number>>(values: T, name: string) {
  const allowed = Object.values(values);
  const listing = Object.entries(values)
    .map(([k, v]) => `${v} (${k})`)
    .join(", ");
  return (
    z
      .number()
      .int()
      // the same code as a string enumeration's value that is not allowed
      .refine((v) => allowed.includes(v), checkWords("invalid_value", "validation.oneOf", { name, values: listing }))
      .meta({ description: `${name}: ${listing}` })
  );
}

/** Values are matched case-insensitively ("vin" = "Vin"), like property names, and stored in their canonical spelling. */
function stringEnum<T extends readonly [string, ...string[]]>(values: T, name: string) {
  const canonical = (v: unknown) =>
    typeof v === "string" ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v;
  return z.preprocess(
    canonical,
    z.enum(values, { error: wordsOf("validation.oneOf", { name, values: values.join(", ") }) }),
  );
}

// ───────────────────────────── parts ─────────────────────────────

export const extBookingPartyAddressSchema = z
  .object({
    Address1: optText().meta({ description: "Street details" }),
    Address2: optText().meta({ description: "Apartment details" }),
    Country: optText(100),
    Region: optText(100),
    City: optText(100),
    Street: optText(),
    PostalCode: optText(20),
    Description: optText(),
    Longitude: z.number().min(-180).max(180).nullish(),
    Latitude: z.number().min(-90).max(90).nullish(),
    IsBolManual: flag.meta({ description: "Bill of lading is manual" }),
    Bol: optText(100).meta({ description: "Bill of lading number" }),
  })
  .meta({ id: "ExtBookingPartyAddress" });

/** Object shapes without their object-level rules (zod 4 refuses .pick/.omit/.partial on refined objects): the form picks from them. */
export const extBookingPartyShape = {
  Id: optText(20).meta({ description: "Id of an entry of the agent's address book (as returned)" }),
  Code: optText(50).meta({ description: "The agent's own code of the party, e.g. ACME-SHP" }),
  Name: optText(200),
  FirstName: optText(100),
  LastName: optText(100),
  Type: optText(50),
  IdentifierType: optText(50),
  IdentifierCode: optText(100),
  Mobile: optText(50),
  Phone: optText(50),
  Email: optText(200),
  Address: extBookingPartyAddressSchema.nullish(),
  IsReferenceOnly: flag.meta({
    description:
      "true: Id or Code names an entry of the agent's address book (NOT_FOUND otherwise); false: the party is given in full and stored in the address book (matched by Id or Code)",
  }),
};
export const extBookingPartySchema = z.object(extBookingPartyShape).meta({ id: "ExtBookingParty" });
export type ExtBookingParty = z.infer<typeof extBookingPartySchema>;

export const extFileSchema = z
  .object({
    Id: z
      .number()
      .int()
      .min(0)
      .nullish()
      .meta({ description: "The id POST /api/files answered; 0 or null with no Url: no file" }),
    Name: optText(300),
    Url: optText(2000).meta({ description: "Quayside's own /api/files/{Id} (or left out); any other URL is refused" }),
  })
  .meta({ id: "ExtFile" });
export type ExtFile = z.infer<typeof extFileSchema>;

export const extBookingTransitSchema = z
  .object({
    Description: text(),
    Country: text(100),
    Pod: optText(100),
  })
  .meta({ id: "ExtBookingTransit" });

/** Levels of objects and arrays in a JSON value (a scalar is 0), walked without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const quotationSchema = z
  .record(z.string(), z.unknown())
  .superRefine((value, ctx) => {
    if (jsonDepth(value) > SAVE_LIMITS.freeFormDepth) {
      ctx.addIssue({
        code: "custom",
        ...issueWords("too_deep", "validation.freeFormDepth", { levels: SAVE_LIMITS.freeFormDepth }),
      });
    } else if (JSON.stringify(value).length > SAVE_LIMITS.freeFormChars) {
      ctx.addIssue({
        code: "custom",
        ...issueWords("too_long", "validation.freeFormLength", { chars: SAVE_LIMITS.freeFormChars }),
      });
    }
  })
  .meta({
    description: `Free-form object (its fields are not shown in the spec); stored as sent. At most ${SAVE_LIMITS.freeFormDepth} levels deep and ${SAVE_LIMITS.freeFormChars} characters of JSON`,
  });

/** Omitted, null, "" and 0 all mean "no id yet": the record is new. */
const recordId = z
  .union([text(20), z.number().int().min(0)])
  .nullish()
  .meta({
    description: 'Id of a stored record, as returned by an earlier save; omit (or send "") to add a new one',
    example: "1042",
  });

/** A record's position in the sent message (items in the booking, sub units and sub items in their item). */
const relativeId = (meta: { description: string; example?: number }) =>
  z.number().int().min(0).max(INT32_MAX).meta(meta);

export const extBookingSubUnitShape = {
  Id: recordId,
  RelationType: stringEnum(RELATION_TYPES, "RelationType").nullish(),
  RelativeId: relativeId({ description: "Position in the sent object; unique within its item" }),
  IsCanceled: flag,
  Description: optText().meta({ description: "Vehicle make/model" }),
  BolDescription: optText(),
  SerialType: stringEnum(SERIAL_TYPES, "SerialType").nullish(),
  Weight: count.nullish(),
  Year: z
    .lazy(() => yearSchema)
    .nullish()
    .meta({ description: "Registration year (the spec spells it `year`; names are case-insensitive)" }),
  VehicleValue: vehicleValue.nullish(),
  Currency: optText(3),
  Notes: optText(4000),
  Transit: extBookingTransitSchema.nullish(),
  UpdatePaperForCustoms: flag,
  PaperForCustoms: extFileSchema.nullish(),
};
export const extBookingSubUnitSchema = z.object(extBookingSubUnitShape).meta({ id: "ExtBookingSubUnit" });

export const extBookingSubItemShape = {
  Id: recordId,
  RelativeId: relativeId({ description: "Position in the sent object; unique within its item" }),
  IsCanceled: flag,
  Description: optText().meta({ description: "Cargo description" }),
  Notes: optText(4000),
  UpdatePaperForCustoms: flag,
  PaperForCustoms: extFileSchema.nullish(),
};
export const extBookingSubItemSchema = z.object(extBookingSubItemShape).meta({ id: "ExtBookingSubItem" });

/** Header parties: the four required by rule 6 first. */
export const REQUIRED_PARTIES = ["Shipper", "Exporter", "Consignee", "Notify"] as const;
export const OPTIONAL_PARTIES = ["Client", "IntermediateConsignee", "Nvocc", "DestinationAgent", "Collector"] as const;
export const HEADER_PARTIES = [...REQUIRED_PARTIES, ...OPTIONAL_PARTIES] as const;
export type PartyRole = (typeof HEADER_PARTIES)[number];

/** A party object with nothing that identifies it (`{}` or only an empty address) counts as absent. */
export function isEmptyParty(party: ExtBookingParty | null | undefined): boolean {
  if (!party || typeof party !== "object") return !party;
  return ![party.Id, party.Code, party.Name, party.FirstName, party.LastName].some(
    (v) => v != null && String(v).trim() !== "",
  );
}

/** A text field that holds something (this runs even when the field failed its type: a number is no text). */
const filled = (v: unknown): boolean => typeof v === "string" && v.trim() !== "";

function checkParty(
  party: ExtBookingParty | null | undefined,
  required: boolean,
  path: PropertyKey[],
  ctx: z.RefinementCtx,
  name: string,
) {
  if (isEmptyParty(party)) {
    if (required) ctx.addIssue({ code: "custom", path, ...issueWords("required", "validation.required", { name }) });
    return;
  }
  const p = party!;
  if (p.IsReferenceOnly) {
    if (!filled(p.Id) && !filled(p.Code)) {
      ctx.addIssue({
        code: "custom",
        path: [...path, "Code"],
        ...issueWords("required", "validation.referenceParty"),
      });
    }
  } else if (!filled(p.Name) && !(filled(p.FirstName) && filled(p.LastName)) && !filled(p.Id) && !filled(p.Code)) {
    ctx.addIssue({
      code: "custom",
      path: [...path, "Name"],
      ...issueWords("required", "validation.fullParty"),
    });
  }
}

/** Runs even when other fields failed, so every violation is reported at once: be defensive. */
const always = { when: () => true };

function uniqueRelativeIds(list: { RelativeId: number }[], path: PropertyKey[], ctx: z.RefinementCtx) {
  if (!Array.isArray(list)) return;
  const seen = new Set<number>();
  list.forEach((entry, i) => {
    if (typeof entry?.RelativeId !== "number") return;
    if (seen.has(entry.RelativeId)) {
      ctx.addIssue({
        code: "custom",
        path: [...path, i, "RelativeId"],
        ...issueWords("duplicate_relative_id", "validation.relativeIdTwice", { relativeId: entry.RelativeId }),
      });
    }
    seen.add(entry.RelativeId);
  });
}

/** A party's own rule (a reference names its entry; a full party has a name), for the form's party editor too. */
export function refineParty(party: ExtBookingParty | null | undefined, ctx: z.RefinementCtx, name = "Party") {
  checkParty(party, false, [], ctx, name);
}

/** A party field: its content is checked here; whether it must be present, by its object (rule 6). */
const partyField = (name: string) =>
  extBookingPartySchema.nullish().superRefine((party, ctx) => refineParty(party, ctx, name), always);

const yearSchema = z
  .number()
  .int()
  .superRefine((year, ctx) => {
    const max = maxYearExclusive();
    if (year <= MIN_YEAR_EXCLUSIVE || year >= max) {
      ctx.addIssue({
        code: "custom",
        ...issueWords("year_out_of_range", "validation.yearRange", { from: MIN_YEAR_EXCLUSIVE + 1, to: max - 1 }),
      });
    }
  });

export const extBookingItemShape = {
  Id: recordId,
  RelativeId: relativeId({
    description: "Position of the item in the sent object; unique within the booking",
    example: 1,
  }),
  IsCanceled: flag.meta({ description: "true cancels the item; only an Approved item can be canceled (rule 13)" }),
  Reference: optText(100),
  Description: optText(200).meta({
    description:
      "Make and model: a catalogue unit model's description, or \"make model\". Required, except in a quotation (RequestType 1): a unit without one is quoted by its Type, at that type's typical size where its own measures are left out",
    example: "Toyota Land Cruiser",
  }),
  BolDescription: optText(),
  SerialType: stringEnum(SERIAL_TYPES, "SerialType").nullish().meta({ example: "Vin" }),
  SerialNumber: optText(100).meta({
    description: "VIN: 5–21 letters and digits without I, O, Q; Serial: 3–25 characters; no spaces",
    example: "JTMHV05J604123456",
  }),
  Year: yearSchema
    .nullish()
    .meta({ description: "Registration year: above 1900, below the current year + 2", example: 2021 }),
  Type: stringEnum(UNIT_TYPE_CODES, "Type").nullish().meta({ description: "Defaults to the unit model's type" }),
  Quantity: count.nullish(),
  Length: count.nullish(),
  Width: count.nullish(),
  Height: count.nullish(),
  Weight: count.nullish(),
  HasCustomCbm: flag,
  BolCbm: z.number().min(0).max(9_999_999.999).nullish(),
  Priority: stringEnum(PRIORITIES, "Priority").nullish(),
  Block: flag,
  BlockReason: optText(),
  Mobility: stringEnum(MOBILITIES, "Mobility").nullish(),
  Insured: flag,
  VehicleValue: vehicleValue.nullish(),
  Currency: optText(3),
  CountryOfOrigin: optText(100),
  StateOfOrigin: optText(100),
  TitleNumber: optText(100),
  TitleState: optText(100).meta({ description: "The spec's table spells it Titlestate; names are case-insensitive" }),
  Notes: optText(4000),
  CTN: optText(100).meta({ description: "Cargo Tracking Note" }),
  ClearanceDoc: optText(200),
  SealNumber: optText(100),
  PaymentMode: z.number().int().min(0).max(32767).nullish().meta({ description: "Collect or prepaid (numeric code)" }),
  Client: partyField("Client"),
  IsClientManual: flag,
  Transit: extBookingTransitSchema.nullish(),
  Price: money.nullish().meta({
    description:
      "Read-only: the item total (freight plus its surcharges) in the booking's currency, set by the line's tariff, a quote or the line's staff. A value sent here is ignored, never taken as the price; the answer's Items[].Price and Quote say what was set",
  }),
  UrfId: id32.nullish(),
  CommodityCategory: optText(100),
  CommoditySubCategoryId: long.nullish(),
  CommoditySubCategory: optText(100),
  HsCode: z
    .string()
    .trim()
    .regex(HS_CODE_PATTERN, { error: wordsOf("validation.hsCode") })
    .nullish()
    .meta({
      description:
        "Quayside's addition for customs (EU ICS2 entry summary): the unit's HS code, 6, 8 or 10 digits. Left out: the unit type's default (870323 for a car); see docs/integrators/customs.md",
      example: "870323",
    }),
  BatteryDeclared: z.boolean().nullish().meta({
    description:
      "Quayside's addition: true declares the lithium battery of an electric or hybrid unit (UN 3171), where the line's destination rule asks for it (battery_declaration_missing)",
  }),
  UpdatePaperForCustoms: flag.meta({
    description: "On update, PaperForCustoms replaces the stored paper only when this is true",
  }),
  PaperForCustoms: extFileSchema.nullish(),
  Photos: z
    .array(extFileSchema)
    .max(SAVE_LIMITS.photosPerItem, { error: wordsOf("validation.photosPerItem", { max: SAVE_LIMITS.photosPerItem }) })
    .default([]),
  InvoicePaper: extFileSchema.nullish(),
  SubUnits: z
    .array(extBookingSubUnitSchema)
    .max(SAVE_LIMITS.subUnitsPerItem, {
      error: wordsOf("validation.subUnitsPerItem", { max: SAVE_LIMITS.subUnitsPerItem }),
    })
    .default([]),
  SubItems: z
    .array(extBookingSubItemSchema)
    .max(SAVE_LIMITS.subItemsPerItem, {
      error: wordsOf("validation.subItemsPerItem", { max: SAVE_LIMITS.subItemsPerItem }),
    })
    .default([]),
};

type ItemForRules = Pick<
  z.infer<z.ZodObject<typeof extBookingItemShape>>,
  "SerialType" | "SerialNumber" | "Currency" | "SubUnits" | "SubItems"
>;

/** Rules 7–8 and the item's own consistency; runs after the fields, on whatever parsed (the form calls it too). */
export function refineItem(item: ItemForRules, ctx: z.RefinementCtx) {
  if (!item || typeof item !== "object") return;
  if (typeof item.SerialNumber === "string" && item.SerialNumber !== "") {
    if (!item.SerialType) {
      ctx.addIssue({
        code: "custom",
        path: ["SerialType"],
        ...issueWords("required", "validation.serialTypeRequired"),
      });
    }
    const type = SERIAL_TYPES.find((t) => t === item.SerialType) ?? "Serial";
    for (const issue of serialIssueWords(type, item.SerialNumber)) {
      ctx.addIssue({ code: "custom", path: ["SerialNumber"], ...issueWords(issue.code, issue.key, issue.values) });
    }
  }
  if (typeof item.Currency === "string" && item.Currency && !/^[A-Za-z]{3}$/.test(item.Currency)) {
    ctx.addIssue({
      code: "custom",
      path: ["Currency"],
      ...issueWords("invalid_currency", "validation.currency"),
    });
  }
  uniqueRelativeIds(item.SubUnits, ["SubUnits"], ctx);
  uniqueRelativeIds(item.SubItems, ["SubItems"], ctx);
}

export const extBookingItemSchema = z
  .object(extBookingItemShape)
  .superRefine(refineItem, always)
  .meta({ id: "ExtBookingItem" });
export type ExtBookingItem = z.infer<typeof extBookingItemSchema>;
export type ExtBookingItemInput = z.input<typeof extBookingItemSchema>;

/**
 * Rule 1's make and model: every unit of a booking names one; a quotation's unit may leave it out
 * and is then quoted by its Type (docs/integrators/prices.md), so it needs one.
 */
export function refineItemModel(
  item: { Description?: string | null; Type?: string | null } | undefined,
  quotation: boolean,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
) {
  if (!item || typeof item !== "object") return;
  // runs on a message with other issues too: a Description of another type is reported by its own check
  const description: unknown = item.Description;
  if (description != null && (typeof description !== "string" || description.trim())) return;
  if (!quotation)
    ctx.addIssue({
      code: "custom",
      path: [...path, "Description"],
      ...issueWords("required", "validation.descriptionRequired"),
    });
  else if (!item.Type)
    ctx.addIssue({
      code: "custom",
      path: [...path, "Type"],
      ...issueWords("required", "validation.typeRequired"),
    });
}

/** An item of a booking on its own (the form's row, an imported or pasted row): its make and model required. */
export const bookingItemSchema = extBookingItemSchema.superRefine(
  (item, ctx) => refineItemModel(item, false, ctx),
  always,
);

const requiredText = (name: string, max = 100) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? wordsOf("validation.requiredShort", { name })() : undefined),
    })
    .max(max, { error: wordsOf("validation.atMostChars", { max }) })
    .refine((s) => s.trim().length > 0, checkWords("required", "validation.required", { name }));

export const extBookingHeaderShape = {
  Id: long.default(0).meta({
    description: "0 (or omitted) creates a booking; the Id returned by an earlier save updates it",
    example: 0,
  }),
  Version: z.number().int().min(1).max(INT32_MAX).nullish().meta({
    description:
      "Optimistic concurrency on update: the version read (GET /api/bookings/{id}); another stored version is 409 version_conflict. Omitted: the last write wins",
  }),
  Request: quotationSchema.nullish().meta({
    description:
      'ExtBookingQuotation: the spec leaves its fields open; Quayside stores it as sent (your own quotation reference, e.g. {"Reference": "RFQ-77"}) and reads nothing from it. A quotation is asked with RequestType 1; its number, currency, total, ValidUntil and breakdown come back in the answer\'s `booking.Quote` (and in GET /api/bookings/{id})',
  }),
  OwnerId: long.nullish(),
  PolReference: quotationSchema
    .nullish()
    .meta({ description: "ExtQuotationPort (fields not shown in the spec); stored as sent" }),
  PodReference: quotationSchema
    .nullish()
    .meta({ description: "ExtQuotationPort (fields not shown in the spec); stored as sent" }),
  PaymentTerms: intEnum(INVOICE_PAY_TERMS, "PaymentTerms").nullish(),
  PaymentDays: z.number().int().min(0).max(3650).nullish(),
  ShippingTerms: optText(100),
  CargoType: intEnum(CARGO_TYPES, "CargoType").nullish(),
  TransportMode: intEnum(TRANSPORT_MODES, "TransportMode").nullish(),
  Status: optText(50).meta({
    description: 'Free string; "draft" (any case) keeps the items Draft, anything else approves them',
  }),
  RequestType: intEnum(REQUEST_TYPES, "RequestType").nullish().meta({
    description:
      "1 (Quotation): checked like a booking, priced, stored with Status \"Quotation\"; it holds no space and no chassis. 2 (BookingRequest) on a stored quotation's Id turns it into a booking at the quoted prices while the quote is valid (after ValidUntil at today's tariff, with a `quote_expired` warning). Omitted: a booking, or a stored quotation stays one. A booking cannot become a quotation (409 `booking_not_quotation`)",
  }),
  VoyageId: long.nullish(),
  EstimatedDeliveryOn: localDateTime,
  PickupOn: localDateTime,
  CreatedOn: localDateTime.meta({ description: "Read-only: set by the service" }),
  ItemCount: count.nullish().meta({ description: "Read-only: the number of items that are not canceled" }),
  Note: optText(4000),
  Prefix: optText(6).meta({ description: "Read-only: the agent's booking prefix" }),
  Number: long.nullish().meta({ description: "Read-only: assigned on create" }),
  IsCanceled: flag.meta({ description: "true cancels the booking and all its items (each must be Approved, rule 13)" }),
  Waitlist: flag.meta({
    description:
      "true: when the sailing is full (`voyage_full` its only refusal), the booking is stored as `Waitlisted` instead, holding no space; it is offered space in the order it came when space frees (docs/integrators/line-decision.md). Not stored",
  }),
  ReferenceNumber: optText(100),
  Description: optText(1000),
  BookingCode: optText(30).meta({ description: "Read-only: prefix and number, e.g. ACM-000123" }),
  Pol: requiredText("Pol").meta({ description: "Port of loading: name or UN/LOCODE", example: "BEZEE" }),
  Terminal: requiredText("Terminal").meta({ description: "Terminal at the Pol: name or code", example: "ICO" }),
  BookingVoyage: optText(20).meta({ description: "Voyage number", example: "NEWA2650" }),
  Pod: optText(100).meta({ description: "Port of discharge: name or UN/LOCODE", example: "NGLOS" }),
  AgentId: long.default(0).meta({
    description:
      "The caller's agent; 0 or omitted means the caller's own. Staff and admins name the booking's agent here on create.",
  }),
  Line: optText(100).meta({
    description: "Shipping line: name or code; defaults to the voyage's line",
    example: "Nordic Ro-Ro Lines",
  }),
  Shipper: partyField("Shipper"),
  Exporter: partyField("Exporter"),
  Consignee: partyField("Consignee"),
  Client: partyField("Client"),
  IntermediateConsignee: partyField("IntermediateConsignee"),
  Notify: partyField("Notify"),
  Nvocc: partyField("Nvocc"),
  DestinationAgent: partyField("DestinationAgent"),
  Collector: partyField("Collector"),
  OriginAddress: extBookingPartyAddressSchema.nullish(),
  DestinationAddress: extBookingPartyAddressSchema.nullish(),
  CustomsTemplateId: long.nullish(),
};

type HeaderForRules = Pick<z.infer<z.ZodObject<typeof extBookingHeaderShape>>, PartyRole | "Pol" | "Pod">;

/** Rule 6 (the four required parties) and Pod ≠ Pol; the form runs it on its Parties and Sailing steps too. */
export function refineHeader(header: HeaderForRules, ctx: z.RefinementCtx) {
  if (!header || typeof header !== "object") return;
  for (const role of REQUIRED_PARTIES) {
    if (isEmptyParty(header[role]))
      ctx.addIssue({ code: "custom", path: [role], ...issueWords("required", "validation.required", { name: role }) });
  }
  const { Pol, Pod } = header;
  if (
    typeof Pod === "string" &&
    typeof Pol === "string" &&
    Pod.trim() &&
    Pod.trim().toLowerCase() === Pol.trim().toLowerCase()
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["Pod"],
      ...issueWords("pol_equals_pod", "validation.polEqualsPod"),
    });
  }
}

export const extBookingHeaderSchema = z
  .object(extBookingHeaderShape)
  .superRefine(refineHeader, always)
  .meta({ id: "ExtBookingHeader" });
export type ExtBookingHeader = z.infer<typeof extBookingHeaderSchema>;

export const bookingShape = {
  Header: extBookingHeaderSchema,
  Items: z
    .array(extBookingItemSchema)
    .min(1, { error: wordsOf("validation.atLeastOneItem") })
    .max(MAX_ITEMS, { error: wordsOf("validation.atMostItems", { max: MAX_ITEMS }) }),
};

/** Booking-wide rules: each unit's make and model (but in a quotation); RelativeIds and Ids unique across items; the booking's totals of parts and photos. */
export function refineBooking(
  booking: { Header?: { RequestType?: number | null } | null; Items: ExtBookingItem[] },
  ctx: z.RefinementCtx,
) {
  if (!booking || typeof booking !== "object" || !Array.isArray(booking.Items)) return;
  const quotation = booking.Header?.RequestType === REQUEST_TYPES.Quotation;
  booking.Items.forEach((item, i) => refineItemModel(item, quotation, ctx, ["Items", i]));
  uniqueRelativeIds(booking.Items, ["Items"], ctx);
  // Runs on whatever parsed: an item may be broken, a list missing.
  const total = (field: "SubUnits" | "SubItems" | "Photos") =>
    booking.Items.reduce((n, item) => n + (Array.isArray(item?.[field]) ? item[field].length : 0), 0);
  const parts = total("SubUnits") + total("SubItems");
  if (parts > SAVE_LIMITS.partsPerBooking) {
    ctx.addIssue({
      code: "custom",
      path: ["Items"],
      ...issueWords("too_many_parts", "validation.tooManyParts", { max: SAVE_LIMITS.partsPerBooking, sent: parts }),
    });
  }
  const photos = total("Photos");
  if (photos > SAVE_LIMITS.photosPerBooking) {
    ctx.addIssue({
      code: "custom",
      path: ["Items"],
      ...issueWords("too_many_photos", "validation.tooManyPhotos", { max: SAVE_LIMITS.photosPerBooking, sent: photos }),
    });
  }
  const ids = new Set<string>();
  booking.Items.forEach((item, i) => {
    const id = item?.Id == null ? "" : String(item.Id);
    if (id === "" || id === "0") return;
    if (ids.has(id))
      ctx.addIssue({
        code: "custom",
        path: ["Items", i, "Id"],
        ...issueWords("duplicate_id", "validation.itemIdTwice", { id }),
      });
    ids.add(id);
  });
}

/** Header and items: what the booking form edits (spec ExtBooking). */
export const extBookingSchema = z.object(bookingShape).superRefine(refineBooking, always).meta({ id: "ExtBooking" });
export type ExtBooking = z.infer<typeof extBookingSchema>;
export type ExtBookingInput = z.input<typeof extBookingSchema>;

/**
 * The request body. Both forms of the spec are this one schema, because property names are
 * case-insensitive (lib/booking/message/property-names.ts): `{"booking": {"Header", "Items", "TestOnly"}}`
 * (the request example, spelled as here) and `{"Booking": {"Header", "Items"}, "TestOnly"}` (the
 * message table). TestOnly is true when either place says true.
 */
export const bookingSaveRequestSchema = z
  .object({
    booking: z
      .object({ ...bookingShape, TestOnly: flag.meta({ description: "Where the spec's request example puts it" }) })
      .superRefine(refineBooking, always)
      .meta({ id: "ExtBookingWithTestOnly" }),
    TestOnly: flag.meta({ description: "true: run every check, including the database look-ups, and commit nothing" }),
  })
  .meta({
    id: "ExtBookingSaveMessage",
    description:
      'Spelled as the interface\'s request example, `{"booking": {"Header", "Items", "TestOnly"}}`; its message table\'s `{"Booking": {…}, "TestOnly"}` is the same message, since property names are matched case-insensitively at every depth (`booking` = `Booking`, `titlestate` = `TitleState`).',
  });
export type BookingSaveRequest = z.infer<typeof bookingSaveRequestSchema>;

// ───────────────────────────── response ─────────────────────────────

export const ITEM_STATES = ["Draft", "Approved", "Delivered", "Loaded", "Discharged"] as const;
export type ItemStatus = (typeof ITEM_STATES)[number];

const idRef = z.object({ RelativeId: z.number().int(), Id: z.string().nullable(), IsCanceled: z.boolean() });

export const bookingWarningSchema = z.object({ path: z.string(), code: z.string(), message: z.string() });
export type BookingWarning = z.infer<typeof bookingWarningSchema>;

export const bookingSaveResponseSchema = z
  .object({
    status: z.literal(0),
    testOnly: z.boolean(),
    booking: z.object({
      Id: z.number().int().nullable().meta({ description: "null when TestOnly created nothing" }),
      Prefix: z.string(),
      Number: z.number().int().nullable(),
      BookingCode: z.string().nullable(),
      Status: z.string(),
      IsCanceled: z.boolean(),
      Version: z.number().int().meta({ description: "Counts committed saves of this booking" }),
      ItemCount: z.number().int(),
      Items: z.array(
        idRef.extend({
          Status: z.enum(ITEM_STATES),
          Price: z.number().nullable().meta({
            description:
              "The item total (freight plus its surcharges) in Quote.Currency; null: on request (no tariff for its lane or unit type) or cancelled",
          }),
          SubUnits: z.array(idRef),
          SubItems: z.array(idRef),
        }),
      ),
      Quote: quoteSchema,
      Confirmation: confirmationSchema.nullable(),
    }),
    warnings: z.array(bookingWarningSchema),
  })
  .meta({
    id: "BookingSaveResponse",
    description: "Every id of the booking by RelativeId, for later updates (rule 3)",
  });
export type BookingSaveResponse = z.infer<typeof bookingSaveResponseSchema>;

/** Warnings that never refuse a save: a 17-character VIN with a wrong check digit. */
export function bookingWarnings(booking: Pick<ExtBooking, "Items">): BookingWarning[] {
  const warnings: BookingWarning[] = [];
  booking.Items.forEach((item, i) => {
    if (item.SerialType === "Vin" && item.SerialNumber && hasWrongCheckDigit(item.SerialNumber)) {
      warnings.push({
        path: `Items[${i}].SerialNumber`,
        code: "vin_check_digit",
        message:
          "The VIN's check digit (position 9) does not match; only North American VINs carry one, so the save goes ahead.",
      });
    }
  });
  return warnings;
}

// Where a server error belongs in the booking form. The API names a field as
// `Items[3].SubUnits[0].SerialNumber` (lib/core/errors formatPath); react-hook-form names it
// `Items.3.SubUnits.0.SerialNumber`. The form sets each error on its field and opens the step
// that holds it. Browser-safe.

export const FORM_STEPS = ["sailing", "parties", "items", "review"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** Set on errors the form cannot pin to one field (path "" or a header field no step edits). */
export const FORM_ROOT = "root.server";

/** Header fields edited on the Sailing step. */
const SAILING_FIELDS = new Set(["Line", "BookingVoyage", "VoyageId", "Pol", "Terminal", "Pod", "ReferenceNumber"]);
/** Header fields edited on the Parties step (the nine parties and the two addresses). */
const PARTY_FIELDS = new Set([
  "Shipper",
  "Exporter",
  "Consignee",
  "Notify",
  "Client",
  "IntermediateConsignee",
  "Nvocc",
  "DestinationAgent",
  "Collector",
  "OriginAddress",
  "DestinationAddress",
]);

/** `Items[3].SubUnits[0].SerialNumber` → `Items.3.SubUnits.0.SerialNumber`; a leading `Booking.` is dropped; "" → FORM_ROOT. */
export function formFieldName(serverPath: string): string {
  const name = serverPath
    .trim()
    .replace(/^Booking(\.|$)/i, "")
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/^\./, "");
  return name === "" ? FORM_ROOT : name;
}

/** `Items.3.SubUnits.0.SerialNumber` → `Items[3].SubUnits[0].SerialNumber` (the inverse, for messages and tests). */
export function serverPathOf(fieldName: string): string {
  return fieldName.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The step whose page shows the field. */
export function stepOfField(fieldName: string): FormStep {
  const [head, second] = fieldName.split(".");
  if (head === "Items") return "items";
  if (head === "Header" && second !== undefined) {
    if (SAILING_FIELDS.has(second)) return "sailing";
    if (PARTY_FIELDS.has(second)) return "parties";
  }
  return "review";
}

/** The item a field belongs to (`Items.3.…` → 3), or null for header fields. */
export function itemIndexOf(fieldName: string): number | null {
  const match = /^Items\.(\d+)(\.|$)/.exec(fieldName);
  return match ? Number(match[1]) : null;
}

/** The first step (in the form's order) that holds one of these fields, or null for none. */
export function firstStepOf(fieldNames: readonly string[]): FormStep | null {
  const steps = new Set(fieldNames.map(stepOfField));
  return FORM_STEPS.find((s) => steps.has(s)) ?? null;
}

/** Header fields whose interface name a person would not say. */
const HEADER_WORDS: Record<string, string> = {
  BookingVoyage: "Voyage",
  VoyageId: "Voyage",
  Pol: "Port of loading",
  Pod: "Port of discharge",
  ReferenceNumber: "Your reference",
  IsCanceled: "Cancel",
  RequestType: "Quote or booking",
};

/** A server path for people: `Items[1].SubUnits[0].Year` → "Item 2 › sub unit 1 › Year"; `Header.Pol` → "Port of loading". */
export function describePath(serverPath: string): string {
  return serverPath
    .replace(/^Booking\./, "")
    .replace(/^Header\.([A-Za-z]+)/, (_, field: string) => HEADER_WORDS[field] ?? field)
    .replace(/^Header\.?/, "")
    .replace(/Items\[(\d+)\]/g, (_, i: string) => `Item ${Number(i) + 1}`)
    .replace(/SubUnits\[(\d+)\]/g, (_, i: string) => `sub unit ${Number(i) + 1}`)
    .replace(/SubItems\[(\d+)\]/g, (_, i: string) => `sub item ${Number(i) + 1}`)
    .split(".")
    .filter(Boolean)
    .join(" › ");
}

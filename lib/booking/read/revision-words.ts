// A stored revision's changes ({path, from, to}, API paths such as "Items[Id=12].Priority") in
// words a person reads: "Unit 2 · Priority: Used → VIP". Pure, so it is tested without a page.
import type { Change } from "@/lib/booking/message/booking-fields";

export interface RevisionContext {
  /** "Unit 2" for a stored item id; undefined when the item is unknown */
  itemLabel(itemId: number): string | undefined;
  /** an address-book entry's display name by id */
  partyName(partyId: number): string | undefined;
  /** a stored sub unit's or sub item's position (RelativeId) by id */
  childPosition?(kind: "SubUnits" | "SubItems", id: number): number | undefined;
}

export interface ChangeLine {
  /** what changed: "Booking", "Unit 2", "Unit 2 · sub unit 1" */
  subject: string;
  text: string;
}

const LABELS: Record<string, string> = {
  BolDescription: "B/L description",
  BolCbm: "B/L CBM",
  HasCustomCbm: "custom CBM",
  CTN: "CTN",
  UrfId: "URF id",
  IsClientManual: "client entered by hand",
  IsCanceled: "canceled",
  Pol: "port of loading",
  Pod: "port of discharge",
  BookingVoyage: "voyage",
  Nvocc: "NVOCC",
  PaperForCustoms: "paper for customs",
  UpdatePaperForCustoms: "update paper for customs",
  RelativeId: "position",
  Status: "status",
  Files: "files",
};
const PARTY_FIELDS = new Set([
  "Shipper",
  "Exporter",
  "Consignee",
  "Client",
  "IntermediateConsignee",
  "Notify",
  "Nvocc",
  "DestinationAgent",
  "Collector",
]);

/** "ReferenceNumber" → "reference number" */
export function fieldLabel(field: string): string {
  return LABELS[field] ?? field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return `“${value.length > 80 ? `${value.slice(0, 77)}…` : value}”`;
  if (typeof value === "number") return String(value);
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

const PATH = /^Items\[Id=(\d+)\](?:\.(SubUnits|SubItems)\[Id=(\d+)\])?(?:\.(\w+))?$/;

function fieldChange(field: string, from: unknown, to: unknown, ctx: RevisionContext): string {
  const label = fieldLabel(field);
  if (field === "IsCanceled") return to === true ? "canceled" : "un-canceled";
  if (PARTY_FIELDS.has(field)) {
    const name = (v: unknown) => (typeof v === "number" ? (ctx.partyName(v) ?? `address-book entry ${v}`) : "none");
    return `${label}: ${name(from)} → ${name(to)}`;
  }
  if (from === null || from === undefined || from === "") return `${label} set to ${valueText(to)}`;
  if (to === null || to === undefined || to === "") return `${label} cleared (was ${valueText(from)})`;
  return `${label}: ${valueText(from)} → ${valueText(to)}`;
}

export function describeChange(change: Change, ctx: RevisionContext): ChangeLine {
  const { path, from, to } = change;
  if (path === "Booking")
    return { subject: "Booking", text: typeof to === "string" ? to.replace(/item\(s\)/, "unit(s)") : "created" };
  if (path.startsWith("Header."))
    return { subject: "Booking", text: fieldChange(path.slice("Header.".length), from, to, ctx) };
  // roll-over (lib/booking/decision/roll-booking.ts): the line's reason
  if (path === "RollOver.Reason") return { subject: "Booking", text: `rolled by the line: ${valueText(to)}` };
  const m = PATH.exec(path);
  if (!m) return { subject: "Booking", text: `${path}: ${valueText(from)} → ${valueText(to)}` };
  const [, itemId, childKind, childId, field] = m;
  const unit = ctx.itemLabel(Number(itemId)) ?? `Unit (id ${itemId})`;
  const position = childKind
    ? ctx.childPosition?.(childKind === "SubUnits" ? "SubUnits" : "SubItems", Number(childId))
    : undefined;
  const subject = childKind
    ? `${unit} · ${childKind === "SubUnits" ? "sub unit" : "sub item"} ${position ?? `(id ${childId})`}`
    : unit;
  if (!field) {
    // a unit rolled to another booking: "Unit 2" (from) "rolled to ACM-000041 on voyage …" (to)
    if (typeof to === "string" && to.startsWith("rolled to "))
      return { subject: ctx.itemLabel(Number(itemId)) ?? (typeof from === "string" ? from : unit), text: to };
    return { subject, text: from === null ? "added" : "removed" };
  }
  if (field === "Files") return { subject, text: `files replaced: now ${typeof to === "string" ? to : valueText(to)}` };
  return { subject, text: fieldChange(field, from, to, ctx) };
}

/**
 * A revision's changes in one short phrase for a notification, without ids or API paths: "the
 * consignee, the priority of 2 units and 1 unit added" (at most five parts, then "and N more").
 */
export function changeSummary(changes: Change[]): string {
  // part → how many units it touches (0 for the booking's own fields)
  const parts = new Map<string, number>();
  const add = (part: string, unit: boolean) => parts.set(part, (parts.get(part) ?? 0) + (unit ? 1 : 0));
  for (const { path, from } of changes) {
    if (path === "Booking") continue;
    if (path.startsWith("Header.")) {
      add(`the ${fieldLabel(path.slice("Header.".length))}`, false);
      continue;
    }
    const m = PATH.exec(path);
    if (!m) add("other details", false);
    else if (m[2]) add(m[2] === "SubUnits" ? "sub units" : "sub items", false);
    else if (!m[4]) add(from === null ? "added" : "removed", true);
    else if (m[4] === "IsCanceled") add("canceled", true);
    else add(`unit's ${fieldLabel(m[4])}`, true);
  }
  const units = (n: number) => (n === 1 ? "1 unit" : `${n} units`);
  const words = [...parts].map(([part, n]) => {
    if (part === "added" || part === "removed" || part === "canceled") return `${units(n)} ${part}`;
    if (part.startsWith("unit's ")) return `the ${part.slice("unit's ".length)} of ${units(n)}`;
    return part;
  });
  if (!words.length) return "the booking";
  const shown = words.slice(0, 5);
  if (words.length > 5) return `${shown.join(", ")} and ${words.length - 5} more`;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

// A stored revision's changes ({path, from, to}, API paths such as "Items[Id=12].Priority") in
// words a person reads: "Unit 2 · Priority: Used → VIP". Pure, so it is tested without a page.
import type { StoredChange } from "@/lib/booking/message/booking-fields";

export interface RevisionContext {
  /** "Unit 2" for a stored item id; undefined when the item is unknown */
  itemLabel(itemId: number): string | undefined;
  /** an address-book entry's display name by id */
  partyName(partyId: number): string | undefined;
  /** a stored sub unit's or sub item's position (RelativeId) by id */
  childPosition?(kind: "SubUnits" | "SubItems", id: number): number | undefined;
}

/**
 * The words a change is told in: English here (the tests, notifications), another language from the
 * booking page's catalogue (bookings.history.change and bookings.history.field).
 */
export interface RevisionWords {
  booking: string;
  unit(n: number): string;
  unitById(id: string): string;
  subUnit(unit: string, position: string): string;
  subItem(unit: string, position: string): string;
  byId(id: string): string;
  /** a field's label: "reference number" */
  field(field: string): string;
  quoted(text: string): string;
  none: string;
  yes: string;
  no: string;
  addressBookEntry(id: number): string;
  canceled: string;
  uncanceled: string;
  created: string;
  added: string;
  removed: string;
  changed(label: string, from: string, to: string): string;
  set(label: string, value: string): string;
  cleared(label: string, was: string): string;
  rolledBy(reason: string): string;
  filesReplaced(now: string): string;
  createdWith(code: string, count: number): string;
  createdRolled(code: string, count: number, from: string): string;
  rolledTo(code: string, voyage: string): string;
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

export const ENGLISH_REVISION_WORDS: RevisionWords = {
  booking: "Booking",
  unit: (n) => `Unit ${n}`,
  unitById: (id) => `Unit (id ${id})`,
  subUnit: (unit, position) => `${unit} · sub unit ${position}`,
  subItem: (unit, position) => `${unit} · sub item ${position}`,
  byId: (id) => `(id ${id})`,
  field: fieldLabel,
  quoted: (text) => `“${text}”`,
  none: "none",
  yes: "yes",
  no: "no",
  addressBookEntry: (id) => `address-book entry ${id}`,
  canceled: "canceled",
  uncanceled: "un-canceled",
  created: "created",
  added: "added",
  removed: "removed",
  changed: (label, from, to) => `${label}: ${from} → ${to}`,
  set: (label, value) => `${label} set to ${value}`,
  cleared: (label, was) => `${label} cleared (was ${was})`,
  rolledBy: (reason) => `rolled by the line: ${reason}`,
  filesReplaced: (now) => `files replaced: now ${now}`,
  createdWith: (code, count) => `created ${code} with ${count} unit(s)`,
  createdRolled: (code, count, from) => `created ${code} with ${count} unit(s) rolled from ${from}`,
  rolledTo: (code, voyage) => `rolled to ${code} on voyage ${voyage}`,
};

function valueText(value: unknown, words: RevisionWords = ENGLISH_REVISION_WORDS): string {
  if (value === null || value === undefined || value === "") return words.none;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string") return words.quoted(value.length > 80 ? `${value.slice(0, 77)}…` : value);
  if (typeof value === "number") return String(value);
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

const PATH = /^Items\[Id=(\d+)\](?:\.(SubUnits|SubItems)\[Id=(\d+)\])?(?:\.(\w+))?$/;

function fieldChange(field: string, from: unknown, to: unknown, ctx: RevisionContext, words: RevisionWords): string {
  const label = words.field(field);
  if (field === "IsCanceled") return to === true ? words.canceled : words.uncanceled;
  if (PARTY_FIELDS.has(field)) {
    const name = (v: unknown) => (typeof v === "number" ? (ctx.partyName(v) ?? words.addressBookEntry(v)) : words.none);
    return words.changed(label, name(from), name(to));
  }
  if (from === null || from === undefined || from === "") return words.set(label, valueText(to, words));
  if (to === null || to === undefined || to === "") return words.cleared(label, valueText(from, words));
  return words.changed(label, valueText(from, words), valueText(to, words));
}

/** The stored sentence of a created booking ("created ACM-000001 with 2 item(s)[ rolled from …]") in `words`. */
function createdText(text: string, words: RevisionWords): string {
  const m = /^created (\S+) with (\d+) item\(s\)(?: rolled from (\S+))?$/.exec(text);
  if (!m) return text.replace(/item\(s\)/, "unit(s)");
  return m[3] ? words.createdRolled(m[1], Number(m[2]), m[3]) : words.createdWith(m[1], Number(m[2]));
}

export function describeChange(
  change: StoredChange,
  ctx: RevisionContext,
  words: RevisionWords = ENGLISH_REVISION_WORDS,
): ChangeLine {
  const { path, from, to } = change;
  if (path === "Booking")
    return { subject: words.booking, text: typeof to === "string" ? createdText(to, words) : words.created };
  if (path.startsWith("Header."))
    return { subject: words.booking, text: fieldChange(path.slice("Header.".length), from, to, ctx, words) };
  // roll-over (lib/booking/decision/roll-booking.ts): the line's reason
  if (path === "RollOver.Reason") return { subject: words.booking, text: words.rolledBy(valueText(to, words)) };
  const m = PATH.exec(path);
  if (!m) return { subject: words.booking, text: words.changed(path, valueText(from, words), valueText(to, words)) };
  const [, itemId, childKind, childId, field] = m;
  const unit = ctx.itemLabel(Number(itemId)) ?? words.unitById(itemId);
  const position = childKind
    ? ctx.childPosition?.(childKind === "SubUnits" ? "SubUnits" : "SubItems", Number(childId))
    : undefined;
  const at = position === undefined ? words.byId(childId) : String(position);
  const subject = childKind ? (childKind === "SubUnits" ? words.subUnit(unit, at) : words.subItem(unit, at)) : unit;
  if (!field) {
    // a unit rolled to another booking: "Unit 2" (from) "rolled to ACM-000041 on voyage …" (to)
    if (typeof to === "string" && to.startsWith("rolled to ")) {
      const rolled = /^rolled to (\S+) on voyage (\S+)$/.exec(to);
      return {
        subject: ctx.itemLabel(Number(itemId)) ?? (typeof from === "string" ? from : unit),
        text: rolled ? words.rolledTo(rolled[1], rolled[2]) : to,
      };
    }
    return { subject, text: from === null ? words.added : words.removed };
  }
  if (field === "Files")
    return { subject, text: words.filesReplaced(typeof to === "string" ? to : valueText(to, words)) };
  return { subject, text: fieldChange(field, from, to, ctx, words) };
}

/**
 * A revision's changes in one short phrase for a notification, without ids or API paths: "the
 * consignee, the priority of 2 units and 1 unit added" (at most five parts, then "and N more").
 */
export function changeSummary(changes: StoredChange[]): string {
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

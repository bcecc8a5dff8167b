import "server-only";
// Everything the booking page shows, for a caller who may see the booking (else null → 404):
// header, sailing, parties, units with their parts and what may be done with them, and the
// revision history in words.
import { confirmationView } from "@/lib/booking/decision/confirmation";
import type { Confirmation } from "@/lib/booking/decision/confirmation-schema";
import { decisionRefusal } from "@/lib/booking/decision/decide-booking";
import {
  acceptanceExceptionsOf,
  exceptionRefusalWords,
  type AcceptanceExceptionView,
} from "@/lib/acceptance/exceptions";
import type { Caller } from "@/lib/auth/caller";
import { storedChangesSchema, type StoredChange } from "@/lib/booking/message/booking-fields";
import { bookingCancelRefusal } from "@/lib/booking/form/cancel-booking";
import {
  chassisExceptionRefusal,
  chassisExceptionsFor,
  type ChassisExceptionView,
} from "@/lib/booking/rules/chassis-exception";
import { bookingStatusView, cancelRefusal, itemStatusName, type ItemStatusName } from "@/lib/booking/rules/item-state";
import {
  describeChange,
  ENGLISH_REVISION_WORDS,
  type ChangeLine,
  type RevisionWords,
} from "@/lib/booking/read/revision-words";
import type { PartyRole } from "@/lib/booking/message/save-schema";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { db } from "@/lib/db/prisma";
import { fileUrl } from "@/lib/files/file-schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { isRecord } from "@/lib/core/narrow";
import type { Worded } from "@/lib/core/errors";
import type { Locale } from "@/lib/i18n/locales";
import { refusal, wordedIn } from "@/lib/i18n/sentences";

const party = {
  select: {
    id: true,
    code: true,
    name: true,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    address: true,
  },
} as const;

/** A unit's papers and photos (ExtFiles), with the uploaded file's type to show images as images. */
const PAPERS = {
  orderBy: { id: "asc" },
  select: { kind: true, name: true, url: true, fileId: true, file: { select: { contentType: true } } },
} as const satisfies Prisma.BookingItem$filesArgs;

const DETAIL_INCLUDE = {
  agent: { select: { name: true } },
  rolledFrom: { select: { id: true, bookingCode: true } },
  rolledTo: { select: { id: true, bookingCode: true }, orderBy: { id: "asc" } },
  line: { select: { name: true } },
  pol: { select: { code: true, name: true, timeZone: true } },
  pod: { select: { id: true, code: true, name: true, timeZone: true } },
  terminal: { select: { code: true, name: true } },
  voyage: {
    select: {
      number: true,
      vessel: { select: { name: true } },
      visits: {
        orderBy: { sequence: "asc" },
        select: {
          sequence: true,
          portId: true,
          arrival: true,
          departure: true,
          cutOff: true,
          canLoad: true,
          canDischarge: true,
        },
      },
    },
  },
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
      unitModel: { select: { make: true, model: true } },
      // the last gate measurement flagged for staff, shown to the agent too
      milestones: {
        where: { gaugeFlag: { not: null } },
        orderBy: { id: "desc" },
        take: 1,
        select: { gaugeFlag: true },
      },
      files: PAPERS,
      subUnits: { orderBy: { relativeId: "asc" }, include: { files: PAPERS } },
      subItems: { orderBy: { relativeId: "asc" }, include: { files: PAPERS } },
    },
  },
  revisions: { orderBy: { version: "desc" } },
} as const satisfies Prisma.BookingInclude;

type Loaded = Prisma.BookingGetPayload<{ include: typeof DETAIL_INCLUDE }>;
type PartyRow = NonNullable<Loaded["shipper"]>;
type ItemRow = Loaded["items"][number];

export interface PartyView {
  role: PartyRole;
  name: string;
  code: string | null;
  contact: string | null;
  address: string | null;
}

export interface PaperView {
  kind: "Customs paper" | "Photo" | "Invoice";
  name: string;
  /** Quayside's own /api/files/{id}; null for an ExtFile saved without one (before uploads existed) */
  url: string | null;
  isImage: boolean;
}

export interface ItemView {
  id: number;
  relativeId: number;
  status: ItemStatusName;
  isCanceled: boolean;
  description: string | null;
  /** the unit's own reference (ExtBookingItem.Reference) */
  reference: string | null;
  type: string | null;
  serialType: string | null;
  serialNumber: string | null;
  year: number | null;
  priority: string | null;
  mobility: string | null;
  measures: { length: number | null; width: number | null; height: number | null; weight: number | null };
  notes: string | null;
  milestones: { label: string; on: string }[];
  cancelRefusal: string | null;
  chassisException: ChassisExceptionView | null;
  /** held (Block: true): not to be loaded until unblocked; `byLine`: the line set it, only the line clears it */
  blocked: { reason: string | null; byLine: boolean } | null;
  /** the gate flag is covered by an out-of-gauge exception the line granted: who and why */
  gaugeAccepted: { by: string; reason: string } | null;
  /** the gate measured the unit over the voyage's limits or off the booking */
  gaugeFlag: string | null;
  /** null when the caller may allow one; else why not (only shown to staff and admins) */
  exceptionRefusal: string | null;
  papers: PaperView[];
  subUnits: {
    id: number;
    relativeId: number;
    relationType: string | null;
    description: string | null;
    weight: number | null;
    year: number | null;
    isCanceled: boolean;
    papers: PaperView[];
  }[];
  subItems: {
    id: number;
    relativeId: number;
    description: string | null;
    notes: string | null;
    isCanceled: boolean;
    papers: PaperView[];
  }[];
}

export interface RevisionView {
  version: number;
  actor: string;
  createdAt: Date;
  lines: ChangeLine[];
}

export interface BookingDetail {
  id: number;
  bookingCode: string;
  status: string;
  isCanceled: boolean;
  isDraft: boolean;
  version: number;
  agent: string;
  referenceNumber: string | null;
  description: string | null;
  note: string | null;
  createdAt: Date;
  sailing: {
    line: string | null;
    voyage: string | null;
    vessel: string | null;
    pol: { code: string; name: string; timeZone: string };
    terminal: string;
    departure: string | null;
    cutOff: string | null;
    pod: { code: string; name: string; timeZone: string } | null;
    arrival: string | null;
  };
  parties: PartyView[];
  items: ItemView[];
  revisions: RevisionView[];
  /** acceptance exceptions the line granted (late unit, out of gauge): who, why, when; oldest first */
  acceptanceExceptions: AcceptanceExceptionView[];
  /** null when the caller may grant a late-unit or out-of-gauge exception here (the line's staff); else why not */
  acceptanceExceptionRefusal: string | null;
  cancelRefusal: string | null;
  /** schedule changes the line confirmed against this booking (lines' console), newest first */
  scheduleNotices: { message: string; createdAt: Date }[];
  /** the line's decision (null for drafts and quotations), with a held change's diff */
  confirmation: Confirmation | null;
  /** null when the caller decides for the line (its staff, admins); else why not */
  decisionRefusal: string | null;
  /** roll-over: the booking these units were rolled from, and the bookings units of this one were rolled to */
  rolledFrom: { id: number; bookingCode: string } | null;
  rolledTo: { id: number; bookingCode: string }[];
}

const viewerOf = (caller: Caller): "agent" | "line" => (caller.role === "AGENT" ? "agent" : "line");

/** The header's parties in the spec's order. */
function partiesOf(b: Loaded): [PartyRole, PartyRow | null][] {
  return [
    ["Shipper", b.shipper],
    ["Exporter", b.exporter],
    ["Consignee", b.consignee],
    ["Client", b.client],
    ["IntermediateConsignee", b.intermediateConsignee],
    ["Notify", b.notify],
    ["Nvocc", b.nvocc],
    ["DestinationAgent", b.destinationAgent],
    ["Collector", b.collector],
  ];
}

const partyName = (p: Pick<PartyRow, "name" | "firstName" | "lastName" | "code" | "id">) =>
  p.name || [p.firstName, p.lastName].filter(Boolean).join(" ") || p.code || `Entry ${p.id}`;

function addressText(address: unknown): string | null {
  if (!isRecord(address)) return null;
  const a = address;
  const parts = ["Address1", "Address2", "Street", "PostalCode", "City", "Region", "Country"]
    .map((k) => a[k])
    .filter((v): v is string => typeof v === "string" && v.trim() !== "");
  return parts.length ? parts.join(", ") : null;
}

function partyView(role: PartyRole, p: PartyRow): PartyView {
  return {
    role,
    name: partyName(p),
    code: p.code,
    contact: [p.email, p.phone].filter(Boolean).join(" · ") || null,
    address: addressText(p.address),
  };
}

function sailingOf(b: Loaded): BookingDetail["sailing"] {
  const visits = b.voyage?.visits ?? [];
  const from = visits.find((v) => v.portId === b.polId && v.canLoad);
  const to = b.pod
    ? visits.find((v) => v.portId === b.pod!.id && v.canDischarge && (!from || v.sequence > from.sequence))
    : undefined;
  const local = (d: Date | null | undefined) => (d ? formatLocalDateTime(d) : null);
  return {
    line: b.line?.name ?? null,
    voyage: b.voyage?.number ?? b.bookingVoyage ?? null,
    vessel: b.voyage?.vessel.name ?? null,
    pol: b.pol,
    terminal: b.terminal.name,
    departure: local(from?.departure),
    cutOff: local(from?.cutOff),
    pod: b.pod ? { code: b.pod.code, name: b.pod.name, timeZone: b.pod.timeZone } : null,
    arrival: local(to?.arrival),
  };
}

const PAPER_KINDS = { PAPER_FOR_CUSTOMS: "Customs paper", PHOTO: "Photo", INVOICE_PAPER: "Invoice" } as const;

function paperViews(files: ItemRow["files"]): PaperView[] {
  return files.map((f) => ({
    kind: PAPER_KINDS[f.kind],
    name: f.name || PAPER_KINDS[f.kind],
    url: f.fileId ? fileUrl(f.fileId) : null,
    // browsers show these inline; a HEIC photo is offered as a link
    isImage: /^image\/(jpeg|png|webp)$/.test(f.file?.contentType ?? ""),
  }));
}

/** A refusal in the page's language, or null. */
type Say = (worded: Worded | null | undefined) => string | null;

function itemView(
  i: ItemRow,
  caller: Caller,
  b: Loaded,
  exceptions: Map<number, ChassisExceptionView>,
  say: Say,
): ItemView {
  const milestones = (
    [
      ["Delivered", i.deliveredOn],
      ["Loaded", i.loadedOn],
      ["Discharged", i.dischargedOn],
      ["Customs cleared", i.customsClearedOn],
    ] as const
  ).flatMap(([label, on]) => (on ? [{ label, on: on.toISOString().slice(0, 10) }] : []));
  return {
    id: i.id,
    relativeId: i.relativeId,
    status: itemStatusName(i.state),
    isCanceled: i.isCanceled,
    description: i.unitModel ? `${i.unitModel.make} ${i.unitModel.model}` : i.description,
    reference: i.reference,
    type: i.type,
    serialType: i.serialType,
    serialNumber: i.serialNumber,
    year: i.year,
    priority: i.priority,
    mobility: i.mobility,
    measures: { length: i.length, width: i.width, height: i.height, weight: i.weight },
    notes: i.notes,
    milestones,
    cancelRefusal: say(
      b.isCanceled ? refusal("refusals.booking.isCanceled") : cancelRefusal(i.state, i.isCanceled, viewerOf(caller)),
    ),
    chassisException: exceptions.get(i.id) ?? null,
    blocked: i.block ? { reason: i.blockReason, byLine: i.blockedByLine } : null,
    gaugeAccepted: null,
    gaugeFlag: i.milestones[0]?.gaugeFlag ?? null,
    exceptionRefusal: say(chassisExceptionRefusal(caller, b, i)),
    papers: paperViews(i.files),
    subUnits: i.subUnits.map((s) => ({
      id: s.id,
      relativeId: s.relativeId,
      relationType: s.relationType,
      description: s.description,
      weight: s.weight,
      year: s.year,
      isCanceled: s.isCanceled,
      papers: paperViews(s.files),
    })),
    subItems: i.subItems.map((s) => ({
      id: s.id,
      relativeId: s.relativeId,
      description: s.description,
      notes: s.notes,
      isCanceled: s.isCanceled,
      papers: paperViews(s.files),
    })),
  };
}

async function revisionViews(b: Loaded, words: RevisionWords): Promise<RevisionView[]> {
  const changesOf = (r: Loaded["revisions"][number]): StoredChange[] => {
    const stored = storedChangesSchema.safeParse(r.changes);
    return stored.success ? stored.data : [];
  };
  // Party changes store address-book ids: name them.
  const partyIds = new Set<number>();
  for (const r of b.revisions)
    for (const c of changesOf(r))
      if (/^Header\.\w+$/.test(c.path)) for (const v of [c.from, c.to]) if (typeof v === "number") partyIds.add(v);
  const parties = new Map(
    (
      await db().party.findMany({
        where: { id: { in: [...partyIds] }, agentId: b.agentId },
        select: { id: true, name: true, firstName: true, lastName: true, code: true },
      })
    ).map((p) => [p.id, partyName(p)]),
  );
  const units = new Map(b.items.map((i) => [i.id, words.unit(i.relativeId)]));
  const children = new Map<string, number>(
    b.items.flatMap((i) => [
      ...i.subUnits.map((c) => [`SubUnits:${c.id}`, c.relativeId] as const),
      ...i.subItems.map((c) => [`SubItems:${c.id}`, c.relativeId] as const),
    ]),
  );
  const ctx = {
    itemLabel: (id: number) => units.get(id),
    partyName: (id: number) => parties.get(id),
    childPosition: (kind: string, id: number) => children.get(`${kind}:${id}`),
  };
  return b.revisions.map((r) => ({
    version: r.version,
    actor: r.actor,
    createdAt: r.createdAt,
    lines: changesOf(r).map((c) => describeChange(c, ctx, words)),
  }));
}

/**
 * The booking page's data; null when there is no such booking or the caller may not see it (rule 2).
 * `words`: the language the revisions' changes are told in (the page's); `locale`: the language of
 * the reasons a button is off.
 */
export async function getBookingDetail(
  id: number,
  caller: Caller,
  words: RevisionWords = ENGLISH_REVISION_WORDS,
  locale: Locale = "en",
): Promise<BookingDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const b = await db().booking.findUnique({ where: { id }, include: DETAIL_INCLUDE });
  if (!b || !canSeeBooking(caller, b)) return null;
  // The reads that follow the booking's row are independent: one round trip's wait, not four.
  const [exceptions, revisions, acceptanceExceptions, scheduleNotices] = await Promise.all([
    chassisExceptionsFor(b, b.items),
    revisionViews(b, words),
    acceptanceExceptionsOf(b.id),
    db().scheduleChangeNotice.findMany({
      where: { bookingId: b.id },
      orderBy: { id: "desc" },
      select: { message: true, messageFr: true, createdAt: true },
    }),
  ]);
  const say: Say = (worded) => (worded ? wordedIn(locale, worded) : null);
  const items = b.items.map((i) => itemView(i, caller, b, exceptions, say));
  // A unit flagged at the gate that an out-of-gauge exception of its sailing covers is accepted by the line.
  b.items.forEach((row, k) => {
    const granted = acceptanceExceptions.findLast(
      (x) =>
        x.kind === "OutOfGauge" &&
        x.voyage === b.voyage?.number &&
        (x.serialNumber === null || x.serialNumber === row.chassis),
    );
    if (granted && items[k].gaugeFlag) items[k].gaugeAccepted = { by: granted.createdBy, reason: granted.reason };
  });
  return {
    id: b.id,
    bookingCode: b.bookingCode,
    ...bookingStatusView(b),
    isCanceled: b.isCanceled,
    version: b.version,
    agent: b.agent.name,
    referenceNumber: b.referenceNumber,
    description: b.description,
    note: b.note,
    createdAt: b.createdAt,
    sailing: sailingOf(b),
    parties: partiesOf(b).flatMap(([role, p]) => (p ? [partyView(role, p)] : [])),
    items,
    revisions,
    acceptanceExceptions,
    acceptanceExceptionRefusal: say(exceptionRefusalWords(caller, b)),
    confirmation: confirmationView(b),
    decisionRefusal: say(decisionRefusal(caller, b)),
    cancelRefusal: say(bookingCancelRefusal(b, b.items, viewerOf(caller))),
    rolledFrom: b.rolledFrom,
    rolledTo: b.rolledTo,
    scheduleNotices: scheduleNotices.map((n) => ({
      message: (locale === "fr" && n.messageFr) || n.message,
      createdAt: n.createdAt,
    })),
  };
}

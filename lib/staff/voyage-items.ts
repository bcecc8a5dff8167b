import "server-only";
// Read-only look-ups for the staff milestone page: the voyages of the caller's line that carry
// booked units, and the booked, live units of one voyage (optionally at one Pol). Staff see
// their line, admins every line (rule 2, through visibleBookings); anyone else sees nothing.
import { db } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ItemState } from "@/lib/generated/prisma/enums";
import { type BookingViewer, visibleBookings } from "@/lib/booking/rules/visibility";
import { itemStatusName, type ItemStatusName } from "@/lib/booking/rules/item-state";

export interface StaffVoyage {
  id: number;
  number: string;
  vessel: string;
  line: string;
  /** first departure, YYYY-MM-DD */
  startsOn: string;
}

export interface VoyageItem {
  id: number;
  bookingId: number;
  bookingCode: string;
  agent: string;
  serialType: string | null;
  serial: string | null;
  model: string | null;
  state: ItemState;
  status: ItemStatusName;
  pol: string;
  terminal: string;
  /** held by the agent (Block: true): it cannot be recorded Loaded until unblocked */
  blocked: { reason: string | null } | null;
  /** the last gate measurement flagged for staff (over the voyage's limits or off the booking) */
  gaugeFlag: string | null;
  /** the unit's own uploaded papers and photos (shown on the booking's page) */
  papers: { customsPaper: boolean; invoice: boolean; photos: number };
}

export interface VoyageItems {
  voyage: StaffVoyage;
  /** UN/LOCODE and name of every Pol that has booked units on this voyage */
  pols: { code: string; name: string }[];
  items: VoyageItem[];
}

/** Booked units: approved or later (drafts are not in the line's hands), neither unit nor booking canceled. */
const BOOKED_ITEM: Prisma.BookingItemWhereInput = { isCanceled: false, state: { not: "DRAFT" } };

function liveBookings(viewer: BookingViewer): Prisma.BookingWhereInput {
  if (viewer.role === "AGENT") return { id: -1 };
  // Quotations hold no space: they are not cargo of the voyage.
  return {
    ...visibleBookings(viewer),
    isCanceled: false,
    OR: [{ requestType: null }, { requestType: { not: 1 } }],
    items: { some: BOOKED_ITEM },
  };
}

const voyageSelect = {
  id: true,
  number: true,
  startsAt: true,
  vessel: { select: { name: true } },
  line: { select: { name: true } },
} as const;
type VoyageRow = Prisma.VoyageGetPayload<{ select: typeof voyageSelect }>;

function toStaffVoyage(v: VoyageRow): StaffVoyage {
  return {
    id: v.id,
    number: v.number,
    vessel: v.vessel.name,
    line: v.line.name,
    startsOn: v.startsAt.toISOString().slice(0, 10),
  };
}

/** Voyages with at least one booked unit the viewer may see, by departure. */
export async function listStaffVoyages(viewer: BookingViewer): Promise<StaffVoyage[]> {
  const rows = await db().voyage.findMany({
    where: { bookings: { some: liveBookings(viewer) } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: 500,
    select: voyageSelect,
  });
  return rows.map(toStaffVoyage);
}

/** The booked units of a voyage, by booking and position; null when the viewer may not see the voyage. */
export async function listVoyageItems(
  viewer: BookingViewer,
  voyageId: number,
  options: { pol?: string } = {},
): Promise<VoyageItems | null> {
  const voyage = await db().voyage.findFirst({
    where: { id: voyageId, bookings: { some: liveBookings(viewer) } },
    select: voyageSelect,
  });
  if (!voyage) return null;
  const rows = await db().bookingItem.findMany({
    where: { ...BOOKED_ITEM, booking: { ...liveBookings(viewer), voyageId } },
    orderBy: [{ bookingId: "asc" }, { relativeId: "asc" }],
    take: 5000,
    select: {
      id: true,
      bookingId: true,
      serialType: true,
      serialNumber: true,
      description: true,
      state: true,
      block: true,
      blockReason: true,
      milestones: {
        where: { gaugeFlag: { not: null } },
        orderBy: { id: "desc" },
        take: 1,
        select: { gaugeFlag: true },
      },
      unitModel: { select: { make: true, model: true } },
      files: { select: { kind: true } },
      booking: {
        select: {
          bookingCode: true,
          agent: { select: { name: true } },
          pol: { select: { code: true, name: true } },
          terminal: { select: { name: true } },
        },
      },
    },
  });
  const pols = new Map<string, string>();
  for (const r of rows) pols.set(r.booking.pol.code, r.booking.pol.name);
  const polFilter = options.pol?.trim().toUpperCase();
  const items = rows
    .filter((r) => !polFilter || r.booking.pol.code === polFilter)
    .map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      bookingCode: r.booking.bookingCode,
      agent: r.booking.agent.name,
      serialType: r.serialType,
      serial: r.serialNumber,
      model: r.unitModel ? `${r.unitModel.make} ${r.unitModel.model}` : r.description,
      state: r.state,
      status: itemStatusName(r.state),
      pol: r.booking.pol.code,
      terminal: r.booking.terminal.name,
      blocked: r.block ? { reason: r.blockReason } : null,
      gaugeFlag: r.milestones[0]?.gaugeFlag ?? null,
      papers: {
        customsPaper: r.files.some((f) => f.kind === "PAPER_FOR_CUSTOMS"),
        invoice: r.files.some((f) => f.kind === "INVOICE_PAPER"),
        photos: r.files.filter((f) => f.kind === "PHOTO").length,
      },
    }));
  return {
    voyage: toStaffVoyage(voyage),
    pols: [...pols].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name)),
    items,
  };
}

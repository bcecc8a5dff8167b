import "server-only";
// What the console's schedule pages show: the voyages of the caller's line(s) in a date window,
// and one voyage with its calls and live bookings per call.
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { editableLineId, getLineVoyageOrThrow } from "@/lib/lines/access";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

const wall = (d: Date | null) => (d ? formatLocalDateTime(d).slice(0, 16) : "");

export interface LineVoyageRow {
  id: number;
  line: string;
  number: string;
  vessel: string;
  service: string;
  from: string;
  to: string;
  startsAt: string;
  endsAt: string;
  cancelled: boolean;
  bookings: number;
}

export async function listLineVoyages(
  caller: Caller,
  filter: { route?: string; number?: string; includePast?: boolean },
  take = 200,
): Promise<LineVoyageRow[]> {
  const lineId = editableLineId(caller);
  const rows = await db().voyage.findMany({
    where: {
      ...(lineId ? { lineId } : {}),
      ...(filter.route ? { sailingRoute: filter.route } : {}),
      ...(filter.number ? { number: { contains: filter.number.trim(), mode: "insensitive" } } : {}),
      ...(filter.includePast ? {} : { endsAt: { gte: new Date(Date.now() - 86_400_000) } }),
    },
    orderBy: [{ startsAt: "asc" }, { number: "asc" }],
    take,
    select: {
      id: true,
      number: true,
      sailingRoute: true,
      scheduleCategory: true,
      startsAt: true,
      endsAt: true,
      cancelledAt: true,
      line: { select: { code: true } },
      vessel: { select: { name: true } },
      visits: { orderBy: { sequence: "asc" }, select: { port: { select: { name: true } } } },
      _count: { select: { bookings: { where: { isCanceled: false } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    line: r.line.code,
    number: r.number,
    vessel: r.vessel.name,
    service: `${r.sailingRoute} · ${r.scheduleCategory}`,
    from: r.visits[0]?.port.name ?? "",
    to: r.visits[r.visits.length - 1]?.port.name ?? "",
    startsAt: wall(r.startsAt),
    endsAt: wall(r.endsAt),
    cancelled: !!r.cancelledAt,
    bookings: r._count.bookings,
  }));
}

export async function listLineServices(caller: Caller): Promise<{ route: string; category: string; line: string }[]> {
  const lineId = editableLineId(caller);
  const rows = await db().voyage.findMany({
    where: lineId ? { lineId } : {},
    distinct: ["lineId", "sailingRoute"],
    orderBy: [{ lineId: "asc" }, { sailingRoute: "asc" }],
    select: { sailingRoute: true, scheduleCategory: true, line: { select: { code: true } } },
  });
  return rows.map((r) => ({ route: r.sailingRoute, category: r.scheduleCategory, line: r.line.code }));
}

export interface VoyageCallRow {
  id: number;
  sequence: number;
  port: string;
  portCode: string;
  arrival: string;
  departure: string;
  cutOff: string;
  canLoad: boolean;
  canDischarge: boolean;
  /** live bookings loading / discharging here */
  loading: number;
  discharging: number;
}

export interface VoyageEditorData {
  id: number;
  line: string;
  lineId: number;
  number: string;
  vessel: string;
  service: string;
  cancelled: boolean;
  cancelReason: string | null;
  calls: VoyageCallRow[];
  vessels: { id: number; name: string }[];
  bookings: number;
}

export async function getVoyageEditor(caller: Caller, voyageId: number): Promise<VoyageEditorData> {
  const v = await getLineVoyageOrThrow(db(), caller, voyageId);
  const [line, vessel, counts, vessels] = await Promise.all([
    db().shippingLine.findUniqueOrThrow({ where: { id: v.lineId }, select: { code: true } }),
    db().vessel.findUniqueOrThrow({ where: { id: v.vesselId }, select: { name: true } }),
    db().booking.groupBy({ by: ["polId", "podId"], where: { voyageId, isCanceled: false }, _count: { _all: true } }),
    db().vessel.findMany({ where: { lineId: v.lineId }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  const count = (key: "polId" | "podId", portId: number) =>
    counts.filter((c) => c[key] === portId).reduce((n, c) => n + c._count._all, 0);
  return {
    id: v.id,
    line: line.code,
    lineId: v.lineId,
    number: v.number,
    vessel: vessel.name,
    service: `${v.sailingRoute} · ${v.scheduleCategory}`,
    cancelled: !!v.cancelledAt,
    cancelReason: v.cancelReason,
    calls: v.visits.map((c) => ({
      id: c.id,
      sequence: c.sequence,
      port: c.port.name,
      portCode: c.port.code,
      arrival: wall(c.arrival),
      departure: wall(c.departure),
      cutOff: wall(c.cutOff),
      canLoad: c.canLoad,
      canDischarge: c.canDischarge,
      loading: count("polId", c.portId),
      discharging: count("podId", c.portId),
    })),
    vessels,
    bookings: counts.reduce((n, c) => n + c._count._all, 0),
  };
}

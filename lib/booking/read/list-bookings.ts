import "server-only";
// The bookings a caller may see (rule 2: an agent's own, a line's for its staff, all for admins),
// searched, filtered, sorted and paged in one SQL statement, plus a count. Raw SQL because the
// departure (the voyage's call at the booking's Pol) is a join Prisma's query builder cannot sort by.
import { STATE_NAME, STATE_OF_NAME, type ConfirmationStateName } from "@/lib/booking/decision/confirmation-schema";
import type { ConfirmationState } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { BOOKINGS_PAGE_SIZE, type BookingListQuery, type BookingSort } from "@/lib/booking/read/booking-list-query";
import { normalizeChassis } from "@/lib/booking/units/serial";
import { type BookingViewer, visibleBookingsSql } from "@/lib/booking/rules/visibility";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";
import { bookingStatusView } from "@/lib/booking/rules/item-state";
import type { Locale } from "@/lib/i18n/locales";

export interface BookingListRow {
  id: number;
  bookingCode: string;
  /** "Canceled", "Draft", or the header's status (e.g. "Approved") */
  status: string;
  /** the line's decision; null for drafts and quotations */
  confirmation: ConfirmationStateName | null;
  isCanceled: boolean;
  isDraft: boolean;
  agent: string;
  line: string | null;
  voyage: string | null;
  vessel: string | null;
  pol: { code: string; name: string };
  terminal: string;
  pod: { code: string; name: string } | null;
  /** Pol-local wall-clock "YYYY-MM-DDTHH:MM:SS" of the voyage's departure from the Pol */
  departure: string | null;
  referenceNumber: string | null;
  /** units not canceled, and canceled ones */
  items: number;
  canceledItems: number;
  /** UTC instant */
  createdAt: Date;
  /** UTC instant of the last committed save (or cancel) of the booking */
  updatedAt: Date;
  /** the booking's version (Header.Version; the booking read's ETag) */
  version: number;
  /** the latest schedule change the line confirmed against this booking (lines' console), for the agent */
  scheduleNotice: string | null;
  /** what is priced of it, in minor units of its currency (lib/pricing); null: nothing priced yet */
  price: { currency: string; totalMinor: bigint } | null;
  /** some live unit has no price yet: the line prices it by hand */
  priceOnRequest: boolean;
  /** a quotation not yet booked: its number and how long its prices hold; null for a booking */
  quote: QuoteValidity | null;
}

export interface QuoteValidity {
  number: string | null;
  /** Pol-local wall clock "YYYY-MM-DDTHH:MM:SS" */
  validUntil: string | null;
  /** ValidUntil has passed: booking it now prices it at today's tariff */
  expired: boolean;
}

export interface BookingListPage {
  rows: BookingListRow[];
  total: number;
  page: number;
  pageSize: number;
}

export type Filters = Pick<
  BookingListQuery,
  "q" | "status" | "confirmation" | "voyage" | "pol" | "pod" | "dateBy" | "from" | "to"
>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000);

export function whereSql(viewer: BookingViewer, f: Filters): Prisma.Sql {
  const parts: Prisma.Sql[] = [visibleBookingsSql(viewer)];
  if (f.q) {
    const like = likePattern(f.q);
    const serial = likePattern(normalizeChassis(f.q.replace(/\s+/g, "")));
    parts.push(Prisma.sql`(b."bookingCode" ILIKE ${like} OR b."referenceNumber" ILIKE ${like}
      OR b.id IN (SELECT i."bookingId" FROM "BookingItem" i WHERE i.chassis LIKE ${serial}))`);
  }
  if (f.status === "canceled") parts.push(Prisma.sql`b."isCanceled"`);
  if (f.status === "draft") parts.push(Prisma.sql`NOT b."isCanceled" AND lower(b.status) = 'draft'`);
  if (f.status === "approved")
    parts.push(Prisma.sql`NOT b."isCanceled" AND lower(b.status) <> 'draft' AND b."requestType" IS DISTINCT FROM 1`);
  if (f.status === "quotation") parts.push(Prisma.sql`NOT b."isCanceled" AND b."requestType" = 1`);
  if (f.confirmation) parts.push(Prisma.sql`b.confirmation = ${STATE_OF_NAME[f.confirmation]}::"ConfirmationState"`);
  if (f.voyage)
    parts.push(
      Prisma.sql`coalesce(vo.number, b."bookingVoyage") ILIKE ${f.voyage.replace(/[\\%_]/g, (c) => `\\${c}`) + "%"}`,
    );
  if (f.pol) parts.push(Prisma.sql`pol.code = ${f.pol}`);
  if (f.pod) parts.push(Prisma.sql`pod.code = ${f.pod}`);
  // Creation is an instant (UTC); a departure is the Pol's wall-clock time: each compares in its own terms.
  const column = f.dateBy === "departure" ? Prisma.sql`dep.departure` : Prisma.sql`b."createdAt"`;
  if (f.from) parts.push(Prisma.sql`${column} >= ${new Date(`${f.from}T00:00:00Z`)}`);
  if (f.to) parts.push(Prisma.sql`${column} < ${nextDay(f.to)}`);
  return Prisma.join(parts, " AND ");
}

/** The tables a view filters and sorts on. The departure (the voyage's first loading call at the Pol) only when the view uses it. */
export function fromSql(withDeparture: boolean): Prisma.Sql {
  const departure = withDeparture
    ? Prisma.sql`LEFT JOIN (
        SELECT DISTINCT ON (v."voyageId", v."portId") v."voyageId", v."portId", v.departure
        FROM "Visit" v WHERE v."canLoad" ORDER BY v."voyageId", v."portId", v.sequence
      ) dep ON dep."voyageId" = b."voyageId" AND dep."portId" = b."polId"`
    : Prisma.empty;
  return Prisma.sql`
    FROM "Booking" b
    JOIN "Port" pol ON pol.id = b."polId"
    LEFT JOIN "Port" pod ON pod.id = b."podId"
    LEFT JOIN "Voyage" vo ON vo.id = b."voyageId"
    ${departure}`;
}

const usesDeparture = (q: Filters & { sort?: BookingSort }) =>
  q.sort === "departure" || (q.dateBy === "departure" && Boolean(q.from || q.to));

const LIVE_ITEMS = Prisma.sql`(SELECT count(*) FROM "BookingItem" i WHERE i."bookingId" = b.id AND NOT i."isCanceled")`;

const SORT_SQL: Record<BookingSort, Prisma.Sql> = {
  created: Prisma.sql`b."createdAt"`,
  departure: Prisma.sql`dep.departure`,
  code: Prisma.sql`b."bookingCode"`,
  reference: Prisma.sql`lower(b."referenceNumber")`,
  pol: Prisma.sql`pol.name`,
  pod: Prisma.sql`pod.name`,
  items: LIVE_ITEMS,
  status: Prisma.sql`CASE WHEN b."isCanceled" THEN 'canceled' ELSE lower(b.status) END`,
};

interface RawRow {
  id: number;
  bookingCode: string;
  status: string;
  confirmation: ConfirmationState | null;
  isCanceled: boolean;
  agent: string;
  line: string | null;
  voyage: string | null;
  vessel: string | null;
  polCode: string;
  polName: string;
  terminal: string;
  podCode: string | null;
  podName: string | null;
  departure: Date | null;
  referenceNumber: string | null;
  live: number;
  canceled: number;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  scheduleNotice: string | null;
  scheduleNoticeFr: string | null;
  requestType: number | null;
  priceCurrency: string | null;
  priceTotalMinor: bigint | null;
  priceOnRequest: boolean;
  quoteNumber: string | null;
  quoteValidUntil: Date | null;
  polTimeZone: string;
}

/** A quotation's validity as of `now` (its ValidUntil is a wall clock at the Pol, as stored). */
export function quoteValidity(
  r: Pick<RawRow, "requestType" | "quoteNumber" | "quoteValidUntil" | "polTimeZone">,
  now: Date,
): QuoteValidity | null {
  if (r.requestType !== 1) return null;
  return {
    number: r.quoteNumber,
    validUntil: r.quoteValidUntil ? formatLocalDateTime(r.quoteValidUntil) : null,
    expired: !!r.quoteValidUntil && instantOf(r.quoteValidUntil, r.polTimeZone).getTime() < now.getTime(),
  };
}

function toRow(r: RawRow, now: Date, locale: Locale): BookingListRow {
  return {
    id: r.id,
    bookingCode: r.bookingCode,
    ...bookingStatusView(r),
    confirmation: r.confirmation ? STATE_NAME[r.confirmation] : null,
    isCanceled: r.isCanceled,
    agent: r.agent,
    line: r.line,
    voyage: r.voyage,
    vessel: r.vessel,
    pol: { code: r.polCode, name: r.polName },
    terminal: r.terminal,
    pod: r.podCode && r.podName ? { code: r.podCode, name: r.podName } : null,
    departure: r.departure ? formatLocalDateTime(r.departure) : null,
    referenceNumber: r.referenceNumber,
    items: r.live,
    canceledItems: r.canceled,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    version: r.version,
    scheduleNotice: (locale === "fr" && r.scheduleNoticeFr) || r.scheduleNotice,
    price:
      r.priceCurrency && r.priceTotalMinor !== null
        ? { currency: r.priceCurrency, totalMinor: r.priceTotalMinor }
        : null,
    priceOnRequest: r.priceOnRequest,
    quote: r.isCanceled ? null : quoteValidity(r, now),
  };
}

/**
 * Two steps: the view's ids in order (only the columns it filters and sorts on), then what the
 * table shows for just those rows — so the per-row look-ups (departure, unit counts) run for one
 * page, not for every booking in the view.
 */
async function selectRows(
  viewer: BookingViewer,
  query: Omit<BookingListQuery, "page">,
  limit: number,
  offset: number,
  locale: Locale = "en",
): Promise<BookingListRow[]> {
  const direction = query.dir === "asc" ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  return rowsOfPage(
    Prisma.sql`
    SELECT b.id, row_number() OVER (ORDER BY b.k ${direction} NULLS LAST, b.id ${direction}) AS ord FROM (
      SELECT b.id, ${SORT_SQL[query.sort]} AS k ${fromSql(usesDeparture(query))}
      WHERE ${whereSql(viewer, query)}
      ORDER BY ${SORT_SQL[query.sort]} ${direction} NULLS LAST, b.id ${direction}
      LIMIT ${limit} OFFSET ${offset}
    ) b`,
    locale,
  );
}

/**
 * What the list shows of the bookings a page query selects (columns `id` and `ord`, the order);
 * `locale`: the language of the schedule notice (the page's; the API's is English).
 */
export async function rowsOfPage(pageSql: Prisma.Sql, locale: Locale = "en"): Promise<BookingListRow[]> {
  const rows = await db().$queryRaw<RawRow[]>`
    WITH page AS (${pageSql})
    SELECT b.id, b."bookingCode", b.status, b.confirmation::text AS confirmation, b."isCanceled", a.name AS agent, l.name AS line,
      coalesce(vo.number, b."bookingVoyage") AS voyage, ve.name AS vessel,
      pol.code AS "polCode", pol.name AS "polName", t.name AS terminal, pod.code AS "podCode", pod.name AS "podName",
      dep.departure, b."referenceNumber", ic.live, ic.canceled, b."createdAt", b."updatedAt", b.version,
      notice.message AS "scheduleNotice", notice."messageFr" AS "scheduleNoticeFr",
      b."requestType", b."priceCurrency", b."priceTotalMinor", b."priceOnRequest", b."quoteNumber", b."quoteValidUntil",
      pol."timeZone" AS "polTimeZone"
    FROM page
    JOIN "Booking" b ON b.id = page.id
    JOIN "Agent" a ON a.id = b."agentId"
    JOIN "Port" pol ON pol.id = b."polId"
    JOIN "Terminal" t ON t.id = b."terminalId"
    LEFT JOIN "Port" pod ON pod.id = b."podId"
    LEFT JOIN "ShippingLine" l ON l.id = b."lineId"
    LEFT JOIN "Voyage" vo ON vo.id = b."voyageId"
    LEFT JOIN "Vessel" ve ON ve.id = vo."vesselId"
    -- the latest schedule notice, in both languages, in one look-up
    LEFT JOIN LATERAL (
      SELECT n.message, n."messageFr" FROM "ScheduleChangeNotice" n WHERE n."bookingId" = b.id ORDER BY n.id DESC LIMIT 1
    ) notice ON true
    LEFT JOIN LATERAL (
      SELECT v.departure FROM "Visit" v
      WHERE v."voyageId" = b."voyageId" AND v."portId" = b."polId" AND v."canLoad"
      ORDER BY v.sequence LIMIT 1
    ) dep ON true
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE NOT i."isCanceled")::int AS live, count(*) FILTER (WHERE i."isCanceled")::int AS canceled
      FROM "BookingItem" i WHERE i."bookingId" = b.id
    ) ic ON true
    ORDER BY page.ord`;
  const now = new Date();
  return rows.map((r) => toRow(r, now, locale));
}

/**
 * One page of the caller's bookings in the view's order, with the number of bookings in the view;
 * `locale`: the page's language (of the schedule notices).
 */
export async function listBookings(
  viewer: BookingViewer,
  query: BookingListQuery,
  pageSize = BOOKINGS_PAGE_SIZE,
  locale: Locale = "en",
): Promise<BookingListPage> {
  const [{ total }] = await db().$queryRaw<
    { total: number }[]
  >`SELECT count(*)::int AS total ${fromSql(usesDeparture({ ...query, sort: undefined }))} WHERE ${whereSql(viewer, query)}`;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, lastPage);
  const rows = total === 0 ? [] : await selectRows(viewer, query, pageSize, (page - 1) * pageSize, locale);
  return { rows, total, page, pageSize };
}

/** Every booking of the view (for the CSV export), up to `max`. */
export function listBookingsForExport(
  viewer: BookingViewer,
  query: BookingListQuery,
  max: number,
): Promise<BookingListRow[]> {
  return selectRows(viewer, query, max, 0);
}

/** The Pols and Pods of the caller's bookings, for the filter bar. */
export async function listBookingPorts(
  viewer: BookingViewer,
): Promise<{ pols: { code: string; name: string }[]; pods: { code: string; name: string }[] }> {
  const rows = await db().$queryRaw<{ side: "pol" | "pod"; code: string; name: string }[]>`
    SELECT DISTINCT s.side, p.code, p.name
    FROM (SELECT 'pol' AS side, b."polId" AS "portId" FROM "Booking" b WHERE ${visibleBookingsSql(viewer)}
          UNION SELECT 'pod', b."podId" FROM "Booking" b WHERE ${visibleBookingsSql(viewer)} AND b."podId" IS NOT NULL) s
    JOIN "Port" p ON p.id = s."portId"
    ORDER BY p.name`;
  return {
    pols: rows.filter((r) => r.side === "pol").map(({ code, name }) => ({ code, name })),
    pods: rows.filter((r) => r.side === "pod").map(({ code, name }) => ({ code, name })),
  };
}

/** Whose bookings the viewer sees, by name: their agency or line (null for admins). */
export async function viewerScopeName(viewer: BookingViewer): Promise<string | null> {
  if (viewer.role === "AGENT" && viewer.agentId)
    return (await db().agent.findUnique({ where: { id: viewer.agentId }, select: { name: true } }))?.name ?? null;
  if (viewer.role === "STAFF" && viewer.lineId)
    return (await db().shippingLine.findUnique({ where: { id: viewer.lineId }, select: { name: true } }))?.name ?? null;
  return null;
}

import "server-only";
// Prices in the booking save (inside its transaction): every live item gets its Price from the
// line's tariff, unless it already has one for the same unit type and revenue tons on the same
// lane (a quote's price, a staff price, or the tariff's of an earlier save), so a tariff change
// never reprices what was agreed. A quotation is priced afresh on each save and gets a validity;
// accepting it after ValidUntil reprices everything at today's tariff, with a warning. An item
// without a rate is "on request" and never refused.
import type { Tx } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { plannedSubUnits, type PlannedItem } from "@/lib/booking/save/plan-items";
import type { ResolvedReferences } from "@/lib/booking/save/resolve-references";
import type { BookingWarning } from "@/lib/booking/message/save-schema";
import type { StoredBooking, StoredItem } from "@/lib/booking/message/stored-booking";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { instantOf } from "@/lib/time/port-time";
import { wallClockAt } from "@/lib/time/local-datetime";
import {
  ATTACHED_SUB_UNIT,
  subUnitMilliRt,
  travelsAsUnit,
  unitCount,
  unitMeasures,
  unitMilliRt,
  type UnitMeasures,
} from "@/lib/voyage-space/revenue-tons";
import { loadTariff } from "@/lib/pricing/line-tariff";
import type { TariffLine } from "@/lib/pricing/tariff";
import { typicalUnit } from "@/lib/pricing/quote-request-schema";
import { minorToNumber } from "@/lib/pricing/money";
import {
  priceKeys,
  priceUnits,
  storedPriceLines,
  totalMinor,
  type PriceLine,
  type UnitPrice,
} from "@/lib/pricing/price-units";
import type { Quote } from "@/lib/pricing/quote-schema";
import { storedOneOf } from "@/lib/core/narrow";

/** Days a quotation's prices hold (to the end of that day, Pol time). */
export const QUOTE_VALID_DAYS = 14;

export const PRICE_SOURCES = ["tariff", "quote", "staff"] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

export interface ItemPrice {
  price: number | null;
  priceMinor: number | null;
  priceLines: PriceLine[] | null;
  priceSource: PriceSource | null;
  priceKey: string;
}

export interface BookingPricing {
  header: {
    priceCurrency: string | null;
    priceTotalMinor: bigint | null;
    priceOnRequest: boolean;
    bookingCharges: PriceLine[] | typeof Prisma.DbNull;
    quoteValidUntil: Date | null;
    quotedAt: Date | null;
  };
  /** by planned item (live ones) */
  items: Map<PlannedItem, ItemPrice>;
  warnings: BookingWarning[];
  quoteNumber: string | null;
}

export interface PricingInput {
  stored: StoredBooking | null;
  planned: PlannedItem[];
  refs: ResolvedReferences;
  /** the catalogue measures of the booking's unit models (lib/acceptance/model-measures.ts) */
  models: Map<number, UnitMeasures>;
  lineId: number | null;
  quotation: boolean;
  acceptingQuote: boolean;
  now: Date;
  /** the line's tariff read beforehand (the sailing search reads it once per line) */
  tariff?: readonly TariffLine[];
}

const linesOf = (item: StoredItem): PriceLine[] | null => storedPriceLines(item.priceLines);

export async function priceBooking(tx: Tx, input: PricingInput): Promise<BookingPricing> {
  const { stored, planned, refs, lineId, now } = input;
  const pol = refs.pol!;
  const { timeZone } = pol;
  const expired =
    input.acceptingQuote &&
    !!stored?.quoteValidUntil &&
    instantOf(stored.quoteValidUntil, timeZone).getTime() < now.getTime();
  const sameLane =
    !!stored && stored.polId === pol.id && stored.podId === (refs.pod?.id ?? null) && stored.lineId === lineId;
  const keepStored = sameLane && !input.quotation && !expired;

  const live = planned.filter((p) => !p.isCanceled);
  const { models } = input;
  const facts = live.map((p) => {
    const unit = p.kind === "sent" ? p.data : p.stored;
    // A quotation's unit without a model: each measure it leaves out is its type's typical one.
    const sizeOf = unit.unitModelId ? models.get(unit.unitModelId) : typicalUnit(unit.type);
    const milliRt = unitMilliRt(unitMeasures(unit, sizeOf));
    const count = unitCount(unit.quantity);
    const attached = plannedSubUnits(p).filter(travelsAsUnit);
    // A price holds while what it was reckoned from holds: the type and the RT, or the type alone
    // for a per-unit rate (so a unit quoted without a model keeps its price once its model is named),
    // and the Quantity and attached sub units when there are any.
    const keys = priceKeys(unit.type, milliRt, count, attached.map(subUnitMilliRt));
    return { p, unitType: unit.type, milliRt, count, attached, ...keys };
  });

  const items = new Map<PlannedItem, ItemPrice>();
  const toPrice = facts.filter(({ p, key, anySize }) => {
    const before = p.stored;
    // Staff prices hold through a re-quote too: staff priced exactly this unit on this lane.
    const keeps = keepStored || (sameLane && before?.priceSource === "staff");
    const sameBasis = before?.priceKey === key || before?.priceKey === anySize;
    if (keeps && before && before.priceMinor !== null && sameBasis && !before.isCanceled) {
      const source =
        before.priceSource === "tariff" && stored!.quoteNumber
          ? "quote"
          : before.priceSource === null
            ? null
            : storedOneOf(PRICE_SOURCES, before.priceSource, "BookingItem.priceSource");
      items.set(p, {
        price: Number(String(before.price)),
        priceMinor: before.priceMinor,
        priceLines: linesOf(before),
        priceSource: source,
        priceKey: before.priceKey ?? key,
      });
      return false;
    }
    return true;
  });

  let bookingCharges: PriceLine[] = (keepStored && items.size && storedPriceLines(stored!.bookingCharges)) || [];
  let currency = items.size ? (stored?.priceCurrency ?? null) : null;
  if (toPrice.length && lineId !== null) {
    const tariff = input.tariff ?? (await loadTariff(tx, lineId));
    const scheduleCategory = refs.voyage?.scheduleCategory ?? null;
    const day = formatLocalDateTime(wallClockAt(now, timeZone)).slice(0, 10);
    const lane = { polId: pol.id, podId: refs.pod?.id ?? null, scheduleCategory };
    const priced = priceUnits(tariff, lane, toPrice, day);
    // Each attached sub unit is priced as a unit of its own (lib/voyage-space/revenue-tons.ts).
    const subFacts = toPrice.flatMap((f, i) =>
      f.attached.map((s) => ({ at: i, unitType: ATTACHED_SUB_UNIT.type, milliRt: subUnitMilliRt(s) })),
    );
    const subPriced = subFacts.length ? priceUnits(tariff, lane, subFacts, day).units : [];
    // One currency per booking: a tariff now in another currency than the kept prices prices nothing.
    const usable = priced.currency !== null && (currency === null || currency === priced.currency);
    toPrice.forEach((f, i) => {
      const subs = subPriced.filter((_, k) => subFacts[k].at === i);
      const lot = usable ? lotPrice(priced.units[i], f.count, subs) : null;
      const unit = lot?.price ?? null;
      items.set(
        f.p,
        unit
          ? {
              price: minorToNumber(unit.totalMinor, priced.currency!),
              priceMinor: unit.totalMinor,
              priceLines: unit.lines,
              priceSource: "tariff",
              priceKey: unit.perUnit ? f.anySize : f.key,
            }
          : { price: null, priceMinor: null, priceLines: null, priceSource: null, priceKey: f.key },
      );
    });
    if (usable && priced.units.some((u) => u !== null)) {
      currency = priced.currency;
      if (!bookingCharges.length) bookingCharges = priced.bookingCharges;
    }
  } else {
    for (const f of toPrice)
      items.set(f.p, { price: null, priceMinor: null, priceLines: null, priceSource: null, priceKey: f.key });
  }

  const prices = [...items.values()];
  const anyPriced = prices.some((x) => x.priceMinor !== null);
  const warnings: BookingWarning[] = expired
    ? [
        {
          path: "Header.RequestType",
          code: "quote_expired",
          message: `The quote was valid until ${formatLocalDateTime(stored!.quoteValidUntil!)} (${pol.code} time); the booking is priced at today's tariff.`,
        },
      ]
    : [];
  const validWall = input.quotation ? await quoteValidUntil(tx, input, wallClockAt(now, timeZone)) : null;
  return {
    header: {
      priceCurrency: anyPriced ? currency : null,
      priceTotalMinor: anyPriced
        ? totalMinor(
            prices.map((x) => (x.priceMinor === null ? null : { totalMinor: x.priceMinor })),
            bookingCharges,
          )
        : null,
      priceOnRequest: prices.some(
        (x) => x.priceMinor === null || !!x.priceLines?.some((l) => l.code === SUB_UNIT_ON_REQUEST),
      ),
      bookingCharges: anyPriced ? bookingCharges : Prisma.DbNull,
      quoteValidUntil: validWall ?? (input.quotation ? null : (stored?.quoteValidUntil ?? null)),
      quotedAt: input.quotation ? now : (stored?.quotedAt ?? null),
    },
    items,
    warnings,
    quoteNumber: stored?.quoteNumber ?? null,
  };
}

/** The price line of an attached sub unit without a rate: 0, and the booking's price is on request. */
const SUB_UNIT_ON_REQUEST = "SUB_UNIT_ON_REQUEST";

/**
 * An item's price: its unit's lines times its Quantity, then one line per attached sub unit (its
 * own freight and surcharges summed); null ("on request") when the unit itself has no rate. A sub
 * unit without a rate is a line of 0 that says so, and leaves the booking's price on request.
 */
function lotPrice(unit: UnitPrice | null, count: number, subs: (UnitPrice | null)[]): { price: UnitPrice } | null {
  if (!unit) return null;
  const lines: PriceLine[] = unit.lines.map((l) => ({ ...l, amountMinor: l.amountMinor * count }));
  subs.forEach((x, k) =>
    lines.push(
      x
        ? { code: "SUB_UNIT", name: `Attached sub unit ${k + 1}`, amountMinor: x.totalMinor }
        : { code: SUB_UNIT_ON_REQUEST, name: `Attached sub unit ${k + 1}: price on request`, amountMinor: 0 },
    ),
  );
  return {
    price: { totalMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0), lines, perUnit: unit.perUnit },
  };
}

/**
 * A quotation's validity: QUOTE_VALID_DAYS to the end of that day, but never past the sailing it
 * prices: its cut-off at the Pol (else its departure there). Wall clocks in Pol time, as stored.
 */
async function quoteValidUntil(tx: Tx, input: PricingInput, nowWall: Date): Promise<Date> {
  const days = endOfDayAfter(nowWall, QUOTE_VALID_DAYS);
  if (!input.refs.voyage) return days;
  const call = await tx.visit.findFirst({
    where: {
      voyageId: input.refs.voyage.id,
      portId: input.refs.pol!.id,
      canLoad: true,
      ...(input.refs.terminal ? { OR: [{ terminalId: input.refs.terminal.id }, { terminalId: null }] } : {}),
    },
    orderBy: { sequence: "asc" },
    select: { cutOff: true, departure: true },
  });
  const closes = call ? (call.cutOff ?? call.departure) : null;
  return closes && closes.getTime() < days.getTime() ? closes : days;
}

function endOfDayAfter(wall: Date, days: number): Date {
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, 23, 59, 59));
}

/** The Quote object of an answer or a read, from the booking's price columns and its live items. */
export function quoteView(
  booking: {
    priceCurrency: string | null;
    priceTotalMinor: bigint | null;
    priceOnRequest: boolean;
    bookingCharges: unknown;
    quoteNumber: string | null;
    quoteValidUntil: Date | null;
  },
  items: { relativeId: number; priceMinor: number | null; priceLines: unknown; priceSource: string | null }[],
): Quote {
  const currency = booking.priceCurrency;
  const money = (minor: number | bigint) => minorToNumber(minor, currency ?? "EUR");
  const charges = (lines: unknown) => storedPriceLines(lines) ?? [];
  return {
    Number: booking.quoteNumber,
    Currency: currency,
    Total: booking.priceTotalMinor === null ? null : money(booking.priceTotalMinor),
    OnRequest: booking.priceOnRequest,
    ValidUntil: booking.quoteValidUntil ? formatLocalDateTime(booking.quoteValidUntil) : null,
    Items: [...items]
      .sort((a, b) => a.relativeId - b.relativeId)
      .map((i) => {
        const lines = charges(i.priceLines);
        const freight = lines.find((l) => l.code === "FREIGHT");
        return {
          RelativeId: i.relativeId,
          Price: i.priceMinor === null ? null : money(i.priceMinor),
          Freight: freight ? money(freight.amountMinor) : null,
          Surcharges: lines
            .filter((l) => l !== freight)
            .map((l) => ({ Code: l.code, Name: l.name, Amount: money(l.amountMinor) })),
          Source: i.priceSource === null ? null : storedOneOf(PRICE_SOURCES, i.priceSource, "BookingItem.priceSource"),
        };
      }),
    Charges: charges(booking.bookingCharges).map((l) => ({ Code: l.code, Name: l.name, Amount: money(l.amountMinor) })),
  };
}

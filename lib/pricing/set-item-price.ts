import "server-only";
// Line staff price an item by hand: an "on request" item (no tariff for its lane or unit type),
// or a discount or special rate on a priced one. Kept in the booking's history with who and why;
// the booking's total is summed again and its version counts the change.
import type { z } from "zod";
import { setItemPriceBodySchema, type ItemPriceView, type OnRequestList } from "@/lib/pricing/set-item-price-schema";
import { ApiError, fieldError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canEditLine } from "@/lib/lines/access";
import { writeRevision } from "@/lib/booking/save/write-booking";
import {
  subUnitMilliRt,
  toRt,
  travelsAsUnit,
  unitCount,
  unitMeasures,
  unitMilliRt,
  type UnitMeasures,
} from "@/lib/voyage-space/revenue-tons";
import { currencyDecimals, MAX_CURRENCY_DECIMALS, minorToNumber, parseAmount } from "@/lib/pricing/money";
import { priceKeys, storedPriceLines, type PriceLine } from "@/lib/pricing/price-units";

export async function setItemPrice(
  caller: Caller,
  itemId: number,
  input: z.output<typeof setItemPriceBodySchema>,
): Promise<ItemPriceView> {
  if (caller.role !== "STAFF" && caller.role !== "ADMIN")
    throw new ApiError("FORBIDDEN", refusal("refusals.pricing.staffSetPrices"));
  return db().$transaction(async (tx) => {
    const found = await tx.bookingItem.findUnique({ where: { id: itemId }, select: { bookingId: true } });
    if (!found) throw new ApiError("NOT_FOUND", refusal("refusals.pricing.noSuchItem", { id: itemId }));
    await tx.$executeRaw`SELECT id FROM "Booking" WHERE id = ${found.bookingId} FOR UPDATE`;
    const booking = await tx.booking.findUniqueOrThrow({
      where: { id: found.bookingId },
      include: { items: { include: { unitModel: true, subUnits: true } } },
    });
    if (!canEditLine(caller, booking.lineId))
      throw new ApiError("NOT_FOUND", refusal("refusals.pricing.noSuchItem", { id: itemId }));
    const item = booking.items.find((i) => i.id === itemId)!;
    if (item.isCanceled || booking.isCanceled)
      throw new ApiError("NOT_ALLOWED", refusal("refusals.pricing.itemCanceled"), [
        fieldError("itemId", "canceled", refusal("refusals.pricing.canceledNotPriced")),
      ]);

    const currency = booking.priceCurrency ?? input.currency ?? null;
    if (!currency)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.pricing.nameCurrency"), [
        fieldError("currency", "required", refusal("refusals.pricing.currencyRequiredNoneYet")),
      ]);
    if (input.currency && input.currency !== currency)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.pricing.pricedIn", { currency }), [
        fieldError("currency", "currency_mismatch", refusal("refusals.pricing.oneCurrencyPerBooking", { currency })),
      ]);
    const decimals = currencyDecimals(currency);
    if (decimals === null || decimals > MAX_CURRENCY_DECIMALS)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.pricing.notPriceCurrency", { currency }), [
        fieldError("currency", "invalid_currency", refusal("refusals.pricing.priceCurrency")),
      ]);
    const minor = parseAmount(input.amount, decimals);
    if (minor === null)
      throw new ApiError("VALIDATION_FAILED", refusal("refusals.pricing.amountDecimals", { decimals }), [
        fieldError("amount", "invalid_amount", refusal("refusals.pricing.amountDecimalsShort", { decimals })),
      ]);

    const model = item.unitModel
      ? {
          length: item.unitModel.length,
          width: item.unitModel.width,
          height: item.unitModel.height,
          weight: Number(item.unitModel.weight),
        }
      : null;
    const priceKey = priceKeys(
      item.type,
      unitMilliRt(unitMeasures(item, model)),
      unitCount(item.quantity),
      item.subUnits.filter(travelsAsUnit).map(subUnitMilliRt),
    ).key;
    const lines: PriceLine[] = [
      { code: "FREIGHT", name: `Set by ${caller.name}: ${input.reason}`.slice(0, 200), amountMinor: minor },
    ];
    const price = minorToNumber(minor, currency);
    await tx.bookingItem.update({
      where: { id: itemId },
      data: {
        price,
        priceMinor: minor,
        priceLines: lines,
        priceSource: "staff",
        priceKey,
      },
    });

    const live = booking.items
      .filter((i) => !i.isCanceled)
      .map((i) => (i.id === itemId ? { ...i, priceMinor: minor } : i));
    const charges = storedPriceLines(booking.bookingCharges) ?? [];
    const total =
      live.reduce((sum, i) => sum + BigInt(i.priceMinor ?? 0), 0n) +
      charges.reduce((sum, c) => sum + BigInt(c.amountMinor), 0n);
    const onRequest = live.some((i) => i.priceMinor === null);
    const version = booking.version + 1;
    await tx.booking.update({
      where: { id: booking.id },
      data: { priceCurrency: currency, priceTotalMinor: total, priceOnRequest: onRequest, version },
    });
    const from = item.price === null ? null : Number(String(item.price));
    await writeRevision(tx, caller, booking.id, version, [
      { path: `Items[Id=${itemId}].Price`, from, to: price },
      { path: `Items[Id=${itemId}].PriceReason`, from: null, to: input.reason },
    ]);
    return {
      bookingId: booking.id,
      itemId,
      currency,
      price,
      total: minorToNumber(total, currency),
      onRequest,
      version,
    };
  });
}

/** Bookings and quotations of the caller's line (admins: all) with items still to be priced, oldest first. */
export async function listOnRequest(caller: Caller): Promise<OnRequestList> {
  if (caller.role !== "STAFF" && caller.role !== "ADMIN")
    throw new ApiError("FORBIDDEN", refusal("refusals.pricing.staffPrice"));
  const rows = await db().booking.findMany({
    where: {
      priceOnRequest: true,
      isCanceled: false,
      ...(caller.role === "STAFF" ? { lineId: caller.lineId ?? -1 } : {}),
    },
    orderBy: { id: "asc" },
    take: 500,
    include: {
      agent: { select: { name: true } },
      pol: { select: { code: true } },
      pod: { select: { code: true } },
      items: {
        where: { isCanceled: false, priceMinor: null },
        orderBy: { relativeId: "asc" },
        include: { unitModel: { select: { length: true, width: true, height: true, weight: true } } },
      },
    },
  });
  return {
    bookings: rows.map((b) => ({
      bookingId: b.id,
      bookingCode: b.bookingCode,
      status: b.status,
      agent: b.agent.name,
      pol: b.pol.code,
      pod: b.pod?.code ?? null,
      voyage: b.bookingVoyage,
      items: b.items.map((i) => ({
        itemId: i.id,
        relativeId: i.relativeId,
        description: i.description,
        unitType: i.type,
        // A pricer prices by size and weight: the unit's own, else its catalogue model's.
        ...measuresOf(i),
      })),
    })),
  };
}

function measuresOf(
  item: UnitMeasures & { unitModel: (Omit<UnitMeasures, "weight"> & { weight: Prisma.Decimal }) | null },
) {
  const model = item.unitModel && { ...item.unitModel, weight: item.unitModel.weight.toNumber() };
  const measures = unitMeasures(item, model);
  return { ...measures, revenueTons: toRt(unitMilliRt(measures)) };
}

import "server-only";
// The portal's quotes: asking for one from a sailing and unit counts (a RequestType 1 save), its
// prices as the booking page shows them, and "Book this quote" (the stored quotation in the
// booking form, saved again with RequestType 2). All through the booking save, so the rules, the tenant checks and the
// prices are the API's own (lib/pricing/price-booking.ts).
import { ApiError } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import type { Caller } from "@/lib/auth/caller";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { assertSaveAllowedFrom } from "@/lib/booking/save/save-booking-request";
import {
  extBookingSchema,
  REQUIRED_PARTIES,
  type BookingSaveResponse,
  type ExtBookingInput,
  type ExtBookingItemInput,
} from "@/lib/booking/message/save-schema";
import { db } from "@/lib/db/prisma";
import { quoteView } from "@/lib/pricing/price-booking";
import { portInstant } from "@/lib/time/port-time";
import type { Quote } from "@/lib/pricing/quote-schema";
import type { QuoteRequest } from "@/lib/pricing/quote-request-schema";
import type { QuoteModel } from "@/lib/pricing/quote-request-schema";
import { UNIT_TYPE_CODES } from "@/lib/schedule/enums";
import { storedOneOf } from "@/lib/core/narrow";

async function save(caller: Caller, message: ExtBookingInput): Promise<BookingSaveResponse> {
  await assertSaveAllowedFrom(caller);
  return saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
}

/**
 * A quotation for unit counts on a sailing. The save wants the four parties (rule 6): the quote
 * names the agent itself in each, to be changed in the booking once the cargo's parties are known,
 * through the agent's own address-book entry (Code = the agent's code), made once and reused: a new
 * name-only entry per quote filled the address book with look-alikes that had no address.
 */
export async function requestQuote(caller: Caller, input: QuoteRequest): Promise<BookingSaveResponse> {
  if (caller.agentId === null) throw new ApiError("FORBIDDEN", refusal("refusals.booking.quotesByAgents"));
  const agent = await db().agent.findUniqueOrThrow({
    where: { id: caller.agentId },
    select: { name: true, code: true },
  });
  const items: ExtBookingItemInput[] = [];
  for (const unit of input.units) {
    for (let k = 0; k < unit.count; k++) {
      items.push({
        RelativeId: items.length + 1,
        // no model: the save quotes the unit by its type (docs/integrators/prices.md)
        Description: unit.model || null,
        Type: unit.type,
        Length: unit.length ?? null,
        Width: unit.width ?? null,
        Height: unit.height ?? null,
        Weight: unit.weight ?? null,
      });
    }
  }
  const own = await db().party.findUnique({
    where: { agentId_code: { agentId: caller.agentId, code: agent.code } },
    select: { id: true },
  });
  const party = own ? { Code: agent.code, IsReferenceOnly: true } : { Code: agent.code, Name: agent.name };
  return save(caller, {
    Header: {
      Id: 0,
      AgentId: 0,
      RequestType: 1,
      Line: input.line,
      BookingVoyage: input.voyage,
      Pol: input.pol,
      Terminal: input.terminal,
      Pod: input.pod,
      ReferenceNumber: input.reference || null,
      ...Object.fromEntries(REQUIRED_PARTIES.map((role) => [role, party])),
    },
    Items: items,
  });
}

/** What "Book this quote" opens the booking form with (/bookings/new?quote=<id>). */
export type QuoteToBook =
  | {
      kind: "quotation";
      message: ExtBookingInput;
      quote: Quote;
      /** ValidUntil has passed: the save will price it at today's tariff (and warn) */
      expired: boolean;
      bookingCode: string;
      version: number | null;
    }
  /** booked meanwhile (or never a quote): its page, not a second booking */
  | { kind: "booked"; id: number };

/**
 * "Book this quote": the stored quotation as the booking form's values, saved by the form with its
 * Header.Id and RequestType 2 — the save an integrator sends (docs/integrators/prices.md), so the
 * rules, the space and the kept prices are the save's own. Header.Version makes a change made
 * meanwhile (a re-quote) a refusal, not a silent overwrite. Null when the caller may not see it.
 */
export async function quoteToBook(caller: Caller, bookingId: number): Promise<QuoteToBook | null> {
  const message = await getBookingMessage(bookingId, caller, { version: true }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!message) return null;
  if (message.Header.RequestType !== 1 || message.Header.IsCanceled) return { kind: "booked", id: bookingId };
  const { Quote: quote, Header: header } = message;
  const items = message.Items.filter((i) => !i.IsCanceled).map((i) => ({
    ...i,
    // a quote needs no VINs: the form's serial type of a new unit, for the VIN the agent adds now
    SerialType: i.SerialType ?? (i.SerialNumber ? null : ("Vin" as const)),
    SubUnits: (i.SubUnits ?? []).filter((s) => !s.IsCanceled),
    SubItems: (i.SubItems ?? []).filter((s) => !s.IsCanceled),
  }));
  const pol = await db().port.findUnique({ where: { code: header.Pol }, select: { timeZone: true } });
  const expired = !!quote.ValidUntil && !!pol && portInstant(quote.ValidUntil, pol.timeZone).getTime() < Date.now();
  return {
    kind: "quotation",
    message: { Header: { ...header, RequestType: 2, Status: "Approved" }, Items: items },
    quote,
    expired,
    bookingCode: header.BookingCode ?? String(bookingId),
    version: typeof header.Version === "number" ? header.Version : null,
  };
}

export interface BookingPrices {
  bookingId: number;
  quote: Quote;
  isQuotation: boolean;
  /** the live items' descriptions and types, by RelativeId, for the price table */
  items: Map<number, { description: string | null; type: string | null }>;
}

/** The prices of a booking the caller has already been allowed to see (booking-detail.ts checked). */
export async function getBookingPrices(bookingId: number): Promise<BookingPrices> {
  const b = await db().booking.findUniqueOrThrow({
    where: { id: bookingId },
    select: {
      requestType: true,
      priceCurrency: true,
      priceTotalMinor: true,
      priceOnRequest: true,
      bookingCharges: true,
      quoteNumber: true,
      quoteValidUntil: true,
      items: {
        where: { isCanceled: false },
        select: {
          relativeId: true,
          priceMinor: true,
          priceLines: true,
          priceSource: true,
          description: true,
          type: true,
        },
      },
    },
  });
  return {
    bookingId,
    quote: quoteView(b, b.items),
    isQuotation: b.requestType === 1,
    items: new Map(b.items.map((i) => [i.relativeId, { description: i.description, type: i.type }])),
  };
}

/** The catalogue's models still offered, by type and description, for the quote form. */
export async function quoteModels(): Promise<QuoteModel[]> {
  const rows = await db().unitModel.findMany({
    where: { retiredAt: null },
    orderBy: [{ type: "asc" }, { description: "asc" }],
    select: { description: true, type: true, length: true, width: true, height: true, weight: true },
  });
  return rows.map((r) => ({
    description: r.description,
    type: storedOneOf(UNIT_TYPE_CODES, r.type, "BookingItem.type"),
    length: r.length,
    width: r.width,
    height: r.height,
    weight: r.weight === null ? null : Number(r.weight),
  }));
}

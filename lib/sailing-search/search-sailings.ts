import "server-only";
// POST /api/sailings/search — "Will it ship?": the sailings of a lane over the next 8 weeks, soonest
// first, each judged by the booking save's own steps (planItems, the destination rules,
// checkAcceptance: calls, cut-off, limits, stop sale, space per leg) on the units as a booking of
// them would carry them, and priced by the save's pricing (priceBooking). Nothing is written; the
// space check's lock on a voyage is held only for that voyage's judgement.
import type { Caller } from "@/lib/auth/caller";
import { checkAcceptance } from "@/lib/acceptance/check-acceptance";
import { findFormSailings, type FormVoyage } from "@/lib/booking/form/form-sailing";
import { messageInWords } from "@/lib/booking/form/refusal-words";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { checkDestinationRules } from "@/lib/booking/rules/destination-rules";
import { RuleErrors } from "@/lib/booking/rules/rule-errors";
import { planItems } from "@/lib/booking/save/plan-items";
import type { PortRef, ResolvedReferences } from "@/lib/booking/save/resolve-references";
import { findUnitModelsByName, foldName } from "@/lib/catalogue/find-unit-models";
import { ApiError, type FieldError } from "@/lib/core/errors";
import { db, type Tx } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";
import { minorToNumber } from "@/lib/pricing/money";
import { priceBooking } from "@/lib/pricing/price-booking";
import { instantOf } from "@/lib/time/port-time";
import {
  SEARCH_WEEKS,
  type SailingSearchBody,
  type SailingSearchResult,
  type SearchUnit,
} from "@/lib/sailing-search/schema";

type Sailing = SailingSearchResult["sailings"][number];
const DAY_MS = 86_400_000;

async function portOrThrow(ref: string, path: string): Promise<PortRef> {
  const t = ref.trim();
  const select = { id: true, code: true, name: true, timeZone: true } as const;
  const port =
    (/^[A-Za-z]{2}[A-Za-z0-9]{3}$/.test(t)
      ? await db().port.findUnique({ where: { code: t.toUpperCase() }, select })
      : null) ??
    (await db().port.findFirst({ where: { name: equalsIgnoringCase(t) }, select, orderBy: { id: "asc" } }));
  if (!port)
    throw new ApiError("NOT_FOUND", `No port is named or coded "${ref}".`, [
      { path, code: "not_found", message: `No port is named or coded "${ref}".` },
    ]);
  return port;
}

/** The units as the items of a booking message (placeholder parties: the search resolves none). */
function messageOf(sailing: FormVoyage, pol: PortRef, pod: PortRef, terminal: string | null, units: SearchUnit[]) {
  const party = { IsReferenceOnly: true, Code: "SEARCH" };
  const input: ExtBookingInput = {
    Header: {
      Id: 0,
      AgentId: 0,
      RequestType: 1,
      IsCanceled: false,
      Line: sailing.lineCode,
      BookingVoyage: sailing.voyage,
      Pol: pol.code,
      Terminal: terminal ?? "-",
      Pod: pod.code,
      Shipper: party,
      Exporter: party,
      Consignee: party,
      Notify: party,
    },
    Items: units.map((u, i) => ({
      RelativeId: i + 1,
      Description: u.description ?? null,
      Type: u.type ?? null,
      Length: u.length,
      Width: u.width,
      Height: u.height,
      Weight: u.weight,
      Year: u.year ?? null,
      Mobility: u.mobility ?? null,
    })),
  };
  return extBookingSchema.parse(input);
}

export async function searchSailings(
  caller: Caller,
  body: SailingSearchBody,
  now = new Date(),
): Promise<SailingSearchResult> {
  const pol = await portOrThrow(body.pol, "pol");
  const pod = await portOrThrow(body.pod, "pod");
  const from = body.from ? Date.parse(`${body.from}T00:00:00Z`) : now.getTime() - DAY_MS;
  const until = from + SEARCH_WEEKS * 7 * DAY_MS;

  // Units named by model: found once in the catalogue; an unknown one is refused on every sailing.
  const named = body.units.flatMap((u) => (u.description ? [u.description] : []));
  const byName = named.length ? await findUnitModelsByName(db() as unknown as Tx, named) : new Map();
  const models = body.units.map((u) => (u.description ? (byName.get(foldName(u.description)) ?? null) : null));
  const unknown: Sailing["refusals"] = body.units.flatMap((u, i) =>
    u.description && !models[i]
      ? [{ code: "not_found", message: `No unit model in the catalogue is "${u.description}".`, unit: i }]
      : [],
  );

  const candidates = await findFormSailings(
    { pol: pol.code, pod: pod.code, openTo: caller.role === "AGENT" ? "AGENT" : "STAFF", now },
    40,
  );
  const out: Sailing[] = [];
  for (const sailing of candidates) {
    const polCall = sailing.visits.find((s) => s.canLoad && s.port === pol.code);
    const podCall = sailing.visits.find(
      (s) => s.canDischarge && s.port === pod.code && s.sequence > (polCall?.sequence ?? Infinity),
    );
    if (!polCall || !podCall) continue;
    const leaves = instantOf(new Date(`${polCall.departure}Z`), polCall.timeZone).getTime();
    if (leaves < from || leaves >= until) continue;
    const judged = await db().$transaction((tx) =>
      judge(tx, { caller, sailing, pol, pod, terminal: polCall.terminal, units: body.units, models, now }),
    );
    const refusals = [...unknown, ...judged.refusals];
    out.push({
      voyage: sailing.voyage,
      line: sailing.lineCode,
      vessel: sailing.vessel,
      departure: polCall.departure,
      cutOff: polCall.cutOff,
      arrival: podCall.arrival,
      fits: refusals.length === 0,
      price: judged.price,
      refusals,
    });
  }
  return { sailings: out };
}

/** One sailing, by the save's steps: its refusals (each with the unit it names) and the lot's price. */
async function judge(
  tx: Tx,
  input: {
    caller: Caller;
    sailing: FormVoyage;
    pol: PortRef;
    pod: PortRef;
    terminal: string | null;
    units: SearchUnit[];
    models: ResolvedReferences["models"];
    now: Date;
  },
): Promise<{ refusals: Sailing["refusals"]; price: Sailing["price"] }> {
  const { sailing, pol, pod, now } = input;
  const message = messageOf(sailing, pol, pod, input.terminal, input.units);
  const terminal = input.terminal
    ? await tx.terminal.findFirst({
        where: { portId: pol.id, code: input.terminal },
        select: { id: true, code: true, name: true },
      })
    : null;
  const lineId = (await tx.voyage.findUniqueOrThrow({ where: { id: sailing.voyageId }, select: { lineId: true } }))
    .lineId;
  const refs: ResolvedReferences = {
    pol,
    pod,
    terminal,
    line: { id: lineId, code: sailing.lineCode, name: sailing.line },
    voyage: { id: sailing.voyageId, number: sailing.voyage, lineId, scheduleCategory: sailing.scheduleCategory },
    models: input.models,
    parties: {} as ResolvedReferences["parties"],
    itemClients: [],
  };
  const errors = new RuleErrors();
  const planned = planItems(message, null, { refs, draft: false, errors });
  await checkDestinationRules(tx, { lineId, refs, stored: null, planned, errors, now });
  await checkAcceptance(tx, { caller: input.caller, message, stored: null, refs, planned, errors, now });
  const pricing = await priceBooking(tx, {
    stored: null,
    planned,
    refs,
    lineId,
    quotation: false,
    acceptingQuote: false,
    now,
  });
  const { priceCurrency, priceTotalMinor, priceOnRequest } = pricing.header;
  let found: FieldError[] = [];
  try {
    errors.throwIfAny();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    found = error.errors;
  }
  return {
    refusals: found.map((e) => {
      const unit = /^Items\[(\d+)\]/.exec(e.path);
      return { code: e.code, message: messageInWords(e.message), unit: unit ? Number(unit[1]) : null };
    }),
    price:
      priceCurrency && priceTotalMinor !== null && !priceOnRequest
        ? { currency: priceCurrency, total: minorToNumber(priceTotalMinor, priceCurrency) }
        : null,
  };
}

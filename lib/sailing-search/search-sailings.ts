import "server-only";
// POST /api/sailings/search — "Will it ship?": the sailings of a lane over the next 8 weeks, soonest
// first, each judged by the booking save's own steps (planItems, the destination rules,
// checkAcceptance: calls, cut-off, limits, stop sale, space per leg) on the units as a booking of
// them would carry them, and priced by the save's pricing (priceBooking). Nothing is written, so
// nothing is locked: the lane's voyages, their booked space, tariffs and rules are read once for
// all its sailings (docs/contributors/benchmarks.md, "Sailing search").
import type { Caller } from "@/lib/auth/caller";
import { checkAcceptance } from "@/lib/acceptance/check-acceptance";
import { loadModelMeasures } from "@/lib/acceptance/model-measures";
import type { FormVoyage } from "@/lib/booking/form/form-sailing";
import { cutOffPassed, departed } from "@/lib/acceptance/cut-off";
import { formatLocalDateTime } from "@/lib/time/local-datetime";
import { messageInWords } from "@/lib/booking/form/refusal-words";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { checkDestinationRules } from "@/lib/booking/rules/destination-rules";
import { RuleErrors } from "@/lib/booking/rules/rule-errors";
import { planItems } from "@/lib/booking/save/plan-items";
import type { PortRef, ResolvedReferences } from "@/lib/booking/save/resolve-references";
import { findUnitModelsByName, foldName } from "@/lib/catalogue/find-unit-models";
import { ApiError, fieldError, wordFieldError, type FieldError } from "@/lib/core/errors";
import { answerWording } from "@/lib/i18n/answer-language";
import { refusal } from "@/lib/i18n/sentences";
import { db, type Tx } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";
import { minorToNumber } from "@/lib/pricing/money";
import { priceBooking } from "@/lib/pricing/price-booking";
import { instantOf } from "@/lib/time/port-time";
import { effectiveRule, type EffectiveRule } from "@/lib/destination-rules/destination-rules";
import { loadTariff } from "@/lib/pricing/line-tariff";
import type { TariffLine } from "@/lib/pricing/tariff";
import { bookedMilliPerLegOf, loadSailings, type VoyageSailing } from "@/lib/voyage-space/voyage-space";
import {
  SEARCH_WEEKS,
  type SailingSearchBody,
  type SailingSearchResult,
  type SearchUnit,
} from "@/lib/sailing-search/schema";

type Sailing = SailingSearchResult["sailings"][number];
/** A sailing of the lane as the search names it (the rest is read by loadSailings). */
type LaneRow = Pick<FormVoyage, "voyageId" | "voyage" | "line" | "lineCode" | "scheduleCategory">;
const DAY_MS = 86_400_000;

/** The one port whose name begins with `text` ("Zeeb": Zeebrugge); null when none or several do. */
async function onlyPortStartingWith(text: string): Promise<PortRef | null> {
  if (text.length < 3) return null;
  const found = await db().port.findMany({
    where: { name: { startsWith: text, mode: "insensitive" } },
    select: { id: true, code: true, name: true, timeZone: true },
    take: 2,
  });
  return found.length === 1 ? found[0] : null;
}

async function portOrThrow(ref: string, path: string): Promise<PortRef> {
  const t = ref.trim();
  const select = { id: true, code: true, name: true, timeZone: true } as const;
  const port =
    (/^[A-Za-z]{2}[A-Za-z0-9]{3}$/.test(t)
      ? await db().port.findUnique({ where: { code: t.toUpperCase() }, select })
      : null) ??
    (await db().port.findFirst({ where: { name: equalsIgnoringCase(t) }, select, orderBy: { id: "asc" } })) ??
    (await onlyPortStartingWith(t));
  if (!port)
    throw new ApiError("NOT_FOUND", refusal("refusals.sailings.noSuchPort", { port: ref }), [
      fieldError(path, "not_found", refusal("refusals.sailings.noSuchPort", { port: ref })),
    ]);
  return port;
}

/** The units as the items of a booking message (placeholder parties: the search resolves none). */
function messageOf(sailing: LaneRow, pol: PortRef, pod: PortRef, terminal: string | null, units: SearchUnit[]) {
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
      BatteryDeclared: u.batteryDeclared ?? null,
    })),
  };
  return extBookingSchema.parse(input);
}

export async function searchSailings(
  caller: Caller,
  body: SailingSearchBody,
  now = new Date(),
): Promise<SailingSearchResult> {
  const [pol, pod] = await Promise.all([portOrThrow(body.pol, "pol"), portOrThrow(body.pod, "pod")]);
  const from = body.from ? Date.parse(`${body.from}T00:00:00Z`) : now.getTime() - DAY_MS;
  const until = from + SEARCH_WEEKS * 7 * DAY_MS;

  // Units named by model, found once in the catalogue while the lane's voyages are found (one
  // statement: a loading call at the Pol departing in the window, a discharging call at the Pod
  // after it); an unknown model is refused on every sailing.
  const client = db();
  const named = body.units.flatMap((u) => (u.description ? [u.description] : []));
  // Wall clocks are port-local: widened by 14 hours (the widest offset), judged exactly below.
  const lo = new Date(Math.max(from, now.getTime()) - 14 * 3_600_000);
  const hi = new Date(until + 14 * 3_600_000);
  const [byName, laneRows] = await Promise.all([
    named.length ? findUnitModelsByName(client, named) : new Map(),
    client.$queryRaw<LaneRow[]>`
      SELECT DISTINCT v.id AS "voyageId", v.number AS voyage, ln.name AS line, ln.code AS "lineCode",
        v."scheduleCategory"
      FROM "Voyage" v
      JOIN "ShippingLine" ln ON ln.id = v."lineId"
      JOIN "Visit" l ON l."voyageId" = v.id AND l."canLoad" AND l."portId" = ${pol.id}
      JOIN "Visit" d ON d."voyageId" = v.id AND d."canDischarge" AND d."portId" = ${pod.id} AND d.sequence > l.sequence
      WHERE v."cancelledAt" IS NULL AND l.departure >= ${lo} AND l.departure < ${hi}
      LIMIT 60`,
  ]);
  const models = body.units.map((u) => (u.description ? (byName.get(foldName(u.description)) ?? null) : null));
  const unknown: Sailing["refusals"] = body.units.flatMap((u, i) =>
    u.description && !models[i]
      ? [
          {
            code: "not_found",
            message: inAnswerLanguage(
              fieldError(
                `Items[${i}]`,
                "not_found",
                refusal("refusals.sailings.unknownModel", { description: u.description }),
              ),
            ).message,
            unit: i,
          },
        ]
      : [],
  );

  // The lane's sailings still open to the caller (an agent until the Pol's cut-off, staff until
  // departure), soonest first, judged from one read of them all: the voyages with their calls,
  // their booked RT per leg, each line's tariff and destination rule, the Pol's terminals. A
  // handful of statements whatever the number of sailings; nothing is written, so nothing is locked.
  const sailings = await loadSailings(
    client,
    laneRows.map((r) => r.voyageId),
  );
  const closed = caller.role === "AGENT" ? cutOffPassed : departed;
  const lane = laneRows
    .flatMap((info) => {
      const loaded = sailings.get(info.voyageId);
      if (!loaded) return [];
      const k = loaded.calls.findIndex((c) => c.canLoad && c.portId === pol.id && !closed(c, now));
      const polCall = loaded.calls[k];
      const podCall = loaded.calls.find((c, j) => j > k && c.canDischarge && c.portId === pod.id);
      if (!polCall || !podCall) return [];
      const leaves = instantOf(polCall.departure, polCall.timeZone).getTime();
      return leaves < from || leaves >= until ? [] : [{ info, loaded, polCall, podCall, leaves }];
    })
    .sort((a, b) => a.leaves - b.leaves || a.loaded.id - b.loaded.id);
  const lineIds = [...new Set(lane.map((l) => l.loaded.lineId))];
  const terminalIds = [...new Set(lane.flatMap((l) => (l.polCall.terminalId ? [l.polCall.terminalId] : [])))];
  const [booked, tariffs, rules, terminals] = await Promise.all([
    bookedMilliPerLegOf(
      client,
      lane.map((l) => l.loaded),
    ),
    Promise.all(lineIds.map(async (id) => [id, await loadTariff(client, id)] as const)).then((e) => new Map(e)),
    Promise.all(lineIds.map(async (id) => [id, await effectiveRule(client, id, pod.id)] as const)).then(
      (e) => new Map(e),
    ),
    terminalIds.length
      ? client.terminal.findMany({ where: { id: { in: terminalIds } }, select: { id: true, code: true, name: true } })
      : [],
  ]);

  const out: Sailing[] = [];
  for (const { info, loaded, polCall, podCall } of lane) {
    const terminal = terminals.find((t) => t.id === polCall.terminalId) ?? null;
    const judged = await judge(client, {
      caller,
      sailing: info,
      pol,
      pod,
      terminal: terminal?.code ?? null,
      units: body.units,
      models,
      now,
      preloaded: {
        sailing: loaded,
        booked: booked.get(loaded.id)!,
        tariff: tariffs.get(loaded.lineId)!,
        rule: rules.get(loaded.lineId) ?? null,
        terminal,
      },
    });
    const refusals = [...unknown, ...judged.refusals];
    out.push({
      voyage: info.voyage,
      line: info.lineCode,
      vessel: loaded.vesselName,
      departure: formatLocalDateTime(polCall.departure),
      cutOff: polCall.cutOff ? formatLocalDateTime(polCall.cutOff) : null,
      arrival: formatLocalDateTime(podCall.arrival),
      fits: refusals.length === 0,
      price: judged.price,
      refusals,
    });
  }
  return { sailings: out };
}

/** A refusal in the language the request is answered in (decision 120; English by default). */
function inAnswerLanguage(error: FieldError): FieldError {
  const wording = answerWording();
  return wording ? wordFieldError(error, wording) : error;
}

/** One sailing, by the save's steps: its refusals (each with the unit it names) and the lot's price. */
async function judge(
  tx: Tx,
  input: {
    caller: Caller;
    sailing: LaneRow;
    pol: PortRef;
    pod: PortRef;
    terminal: string | null;
    units: SearchUnit[];
    models: ResolvedReferences["models"];
    now: Date;
    preloaded: {
      sailing: VoyageSailing;
      booked: number[];
      tariff: TariffLine[];
      rule: EffectiveRule | null;
      terminal: ResolvedReferences["terminal"];
    };
  },
): Promise<{ refusals: Sailing["refusals"]; price: Sailing["price"] }> {
  const { sailing, pol, pod, now, preloaded } = input;
  const message = messageOf(sailing, pol, pod, input.terminal, input.units);
  const terminal = preloaded.terminal;
  const lineId = preloaded.sailing.lineId;
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
  const models = await loadModelMeasures(tx, refs, null);
  await checkDestinationRules(tx, { lineId, refs, stored: null, planned, errors, now, rule: preloaded.rule });
  await checkAcceptance(tx, {
    caller: input.caller,
    message,
    stored: null,
    refs,
    planned,
    models,
    errors,
    now,
    preloaded: { sailing: preloaded.sailing, booked: preloaded.booked },
  });
  const pricing = await priceBooking(tx, {
    stored: null,
    planned,
    refs,
    models,
    lineId,
    quotation: false,
    acceptingQuote: false,
    now,
    tariff: preloaded.tariff,
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
      return {
        code: e.code,
        message: messageInWords(inAnswerLanguage(e).message),
        unit: unit ? Number(unit[1]) : null,
      };
    }),
    price:
      priceCurrency && priceTotalMinor !== null && !priceOnRequest
        ? { currency: priceCurrency, total: minorToNumber(priceTotalMinor, priceCurrency) }
        : null,
  };
}

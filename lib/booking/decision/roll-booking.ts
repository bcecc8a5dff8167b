import "server-only";
// POST /api/bookings/{id}/roll: the line moves a booking to a later sailing of the same Pol and Pod
// (DESIGN.md "The line's decision", docs/integrators/line-decision.md "Roll-over"). Listed units
// move as a new booking of the same agent, linked both ways (Booking.rolledFromId and its
// rolledTo list); every unit keeps its Id, RelativeId, files and milestones. Space is counted on
// the new sailing under the same voyage lock the save takes; the space freed on the old one goes
// to its waitlist. The agent's users are told why (notification and both bookings' history).
import type { Caller } from "@/lib/auth/caller";
import { recordRevision } from "@/lib/booking/save/write-booking";
import type { Change } from "@/lib/booking/message/booking-fields";
import { canSeeBooking } from "@/lib/booking/rules/visibility";
import { ApiError, fieldError, type Worded } from "@/lib/core/errors";
import { omit } from "@/lib/core/narrow";
import { db, type Tx } from "@/lib/db/prisma";
import { equalsIgnoringCase } from "@/lib/db/literal";
import { Prisma } from "@/lib/generated/prisma/client";
import { bookingLink } from "@/lib/notifications/events";
import { inLanguages, writeNotifications } from "@/lib/notifications/write-notifications";
import { legSpan } from "@/lib/voyage-space/legs";
import { formatRt } from "@/lib/voyage-space/sailing-status";
import { toRt, UNIT_MILLI_RT_SQL } from "@/lib/voyage-space/revenue-tons";
import { bookedMilliPerLeg, loadSailing, type VoyageSailing } from "@/lib/voyage-space/voyage-space";
import { decisionRefusal } from "@/lib/booking/decision/decide-booking";
import { offerFreedSpace } from "@/lib/booking/decision/waitlist";
import { writeDecisionEvent } from "@/lib/booking/decision/decision-event";
import { STATE_NAME } from "@/lib/booking/decision/confirmation-schema";
import type { RollBody, RollResponse } from "@/lib/booking/decision/roll-schema";
import { refusal as worded } from "@/lib/i18n/sentences";

/** The history's entry that carries the line's reason for a roll-over. */
export const ROLL_PATH = "RollOver.Reason";

const TRANSACTION = { maxWait: 15_000, timeout: 60_000 };
/** States in which a booking holds space on its sailing, so may be rolled. */
const ROLLABLE = new Set(["RECEIVED", "CONFIRMED", "PENDING_UPDATE"]);
/** Columns a split-off booking does not copy from the one it leaves. */
const NOT_COPIED = [
  "id",
  "prefix",
  "number",
  "bookingCode",
  "version",
  "createdAt",
  "updatedAt",
  "quoteNumber",
  "quoteValidUntil",
  "quotedAt",
  "heldAmendment",
  "rolledFromId",
  "bookingCharges",
  "priceTotalMinor",
  "priceOnRequest",
  "itemCount",
  "voyageId",
  "bookingVoyage",
  "terminalId",
] as const;

const refuse = (code: "NOT_ALLOWED" | "NOT_FOUND" | "VALIDATION_FAILED", path: string, why: string, message: Worded) =>
  new ApiError(code, message, [fieldError(path, why, message)]);

/** The rolled booking as the answer names it. */
async function rolledView(tx: Tx, id: number): Promise<RollResponse["booking"]> {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      bookingCode: true,
      version: true,
      bookingVoyage: true,
      items: { where: { isCanceled: false }, select: { id: true }, orderBy: { relativeId: "asc" } },
    },
  });
  return {
    Id: b.id,
    BookingCode: b.bookingCode,
    Version: b.version,
    BookingVoyage: b.bookingVoyage ?? "",
    ItemIds: b.items.map((i) => i.id),
  };
}

/** The later sailing named by number (or id), of the booking's own line. */
async function targetVoyage(tx: Tx, lineId: number, ref: string): Promise<VoyageSailing> {
  const byId = /^\d{1,9}$/.test(ref) ? await tx.voyage.findFirst({ where: { id: Number(ref), lineId } }) : null;
  const found = byId ?? (await tx.voyage.findFirst({ where: { lineId, number: equalsIgnoringCase(ref) } }));
  const sailing = found ? await loadSailing(tx, found.id) : null;
  if (!sailing) throw refuse("NOT_FOUND", "voyage", "not_found", worded("refusals.decision.noVoyage", { voyage: ref }));
  return sailing;
}

const polCall = (s: VoyageSailing, polId: number) => s.calls.find((c) => c.portId === polId && c.canLoad) ?? null;

export async function rollBooking(
  caller: Caller,
  bookingId: number,
  body: RollBody,
  now = new Date(),
): Promise<RollResponse> {
  return db().$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: number; agentId: number; lineId: number | null }[]>`
      SELECT id, "agentId", "lineId" FROM "Booking" WHERE id = ${bookingId} FOR UPDATE`;
    if (!locked || !canSeeBooking(caller, locked))
      throw new ApiError("NOT_FOUND", worded("refusals.booking.noSuchBooking", { id: bookingId }));
    const refusal = decisionRefusal(caller, locked, "roll");
    if (refusal) throw new ApiError("FORBIDDEN", refusal);
    const b = await tx.booking.findUniqueOrThrow({
      where: { id: bookingId },
      include: {
        items: { orderBy: { relativeId: "asc" } },
        pol: { select: { code: true, name: true } },
        pod: { select: { code: true, name: true } },
      },
    });
    if (b.isCanceled || !b.confirmation || !ROLLABLE.has(b.confirmation) || b.voyageId === null || !b.lineId) {
      const booking = b.bookingCode;
      const why = b.isCanceled
        ? worded("refusals.decision.rollCanceled", { booking })
        : !b.confirmation
          ? worded("refusals.decision.rollDraft", { booking })
          : b.voyageId === null
            ? worded("refusals.decision.rollNoSailing", { booking })
            : b.confirmation === "PENDING_AMENDMENT"
              ? worded("refusals.decision.rollAmendment", { booking })
              : worded("refusals.decision.rollState", { booking, state: STATE_NAME[b.confirmation] });
      throw refuse("NOT_ALLOWED", "id", "wrong_state", why);
    }

    // The units that move: those listed, or every live unit.
    const live = b.items.filter((i) => !i.isCanceled);
    const byId = new Map(b.items.map((i) => [i.id, i]));
    body.items.forEach((id, k) => {
      const item = byId.get(id);
      if (!item || item.isCanceled)
        throw refuse(
          "VALIDATION_FAILED",
          `items[${k}]`,
          "not_found",
          worded("refusals.decision.noLiveUnitWithId", { booking: b.bookingCode, id }),
        );
    });
    const listed = new Set(body.items);
    const moving = listed.size ? live.filter((i) => listed.has(i.id)) : live;
    if (!moving.length)
      throw refuse(
        "NOT_ALLOWED",
        "id",
        "wrong_state",
        worded("refusals.decision.noLiveUnit", { booking: b.bookingCode }),
      );
    const loaded = moving.find((i) => i.state === "LOADED" || i.state === "DISCHARGED");
    if (loaded)
      throw refuse(
        "NOT_ALLOWED",
        listed.size ? `items[${body.items.indexOf(loaded.id)}]` : "id",
        "already_loaded",
        worded("refusals.decision.alreadyOnBoard", { unit: loaded.relativeId }),
      );
    const whole = moving.length === live.length;

    // The new sailing: the line's, later, loading at the Pol and discharging at the Pod.
    const from = (await loadSailing(tx, b.voyageId))!;
    const to = await targetVoyage(tx, b.lineId, body.voyage);
    if (to.id === from.id)
      throw refuse(
        "NOT_ALLOWED",
        "voyage",
        "same_sailing",
        worded("refusals.decision.sameSailing", { booking: b.bookingCode, voyage: to.number }),
      );
    if (to.cancelledAt)
      throw refuse(
        "NOT_ALLOWED",
        "voyage",
        "voyage_cancelled",
        worded("refusals.decision.voyageCancelled", { voyage: to.number }),
      );
    const span = legSpan(to.calls, b.polId, b.podId);
    const toCall = polCall(to, b.polId);
    if (!span || !toCall)
      throw refuse(
        "NOT_ALLOWED",
        "voyage",
        "no_call",
        b.pod
          ? worded("refusals.decision.noCall", { voyage: to.number, pol: b.pol.name, pod: b.pod.name })
          : worded("refusals.decision.noCallNoPod", { voyage: to.number, pol: b.pol.name }),
      );
    const fromCall = polCall(from, b.polId);
    // Both calls are at the Pol, so their wall clocks compare as they are.
    if (fromCall && toCall.departure.getTime() <= fromCall.departure.getTime())
      throw refuse(
        "NOT_ALLOWED",
        "voyage",
        "not_later",
        worded("refusals.decision.notLater", { voyage: to.number, pol: b.pol.name, from: from.number }),
      );

    // Space there, counted under the lock the save's space check takes.
    await tx.$executeRaw`SELECT id FROM "Voyage" WHERE id = ${to.id} FOR NO KEY UPDATE`;
    const movingIds = moving.map((i) => i.id);
    const [{ milli }] = await tx.$queryRaw<{ milli: bigint | null }[]>`
      SELECT SUM(${Prisma.raw(UNIT_MILLI_RT_SQL)})::bigint AS milli
        FROM "BookingItem" i LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
       WHERE i.id = ANY(${movingIds}::int[]) AND i.state <> 'DRAFT'`;
    const wanted = Number(milli ?? 0);
    const booked = await bookedMilliPerLeg(tx, to);
    const fullest = Math.max(...booked.slice(span.from, span.to + 1));
    if (fullest + wanted > to.capacityMilli) {
      const free = Math.max(to.capacityMilli - fullest, 0);
      const space = {
        voyage: to.number,
        free: formatRt(toRt(free)),
        pol: b.pol.name,
        units: moving.length,
        wanted: formatRt(toRt(wanted)),
      };
      throw refuse(
        "NOT_ALLOWED",
        "voyage",
        "voyage_full",
        b.pod
          ? worded("refusals.decision.voyageFull", { ...space, pod: b.pod.name })
          : worded("refusals.decision.voyageFullToLastCall", space),
      );
    }

    const terminalId = toCall.terminalId ?? b.terminalId;
    const revision = (id: number, version: number, changes: Change[]) =>
      recordRevision(tx, caller, id, version, changes);
    const reason: Change = { path: ROLL_PATH, from: null, to: body.reason };
    let rolledTo: number | null = null;

    if (whole) {
      const version = b.version + 1;
      await tx.booking.update({
        where: { id: b.id },
        data: { voyageId: to.id, bookingVoyage: to.number, terminalId, version },
      });
      await revision(b.id, version, [{ path: "Header.BookingVoyage", from: from.number, to: to.number }, reason]);
    } else {
      // A new booking of the same agent, numbered from its counter like any other.
      const [agent] = await tx.$queryRaw<{ number: number; prefix: string }[]>`
        UPDATE "Agent" SET "nextBookingNumber" = "nextBookingNumber" + 1 WHERE id = ${b.agentId}
        RETURNING "nextBookingNumber" - 1 AS number, "bookingPrefix" AS prefix`;
      const bookingCode = `${agent.prefix}-${String(agent.number).padStart(6, "0")}`;
      const copied = omit(b, [...NOT_COPIED, "items", "pol", "pod"]);
      const pricedMinor = moving.reduce((n, i) => n + (i.priceMinor ?? 0), 0);
      const created = await tx.booking.create({
        data: {
          ...copied,
          // a jsonb column's SQL NULL is written as DbNull (Prisma takes no plain null there)
          request: b.request ?? Prisma.DbNull,
          polReference: b.polReference ?? Prisma.DbNull,
          podReference: b.podReference ?? Prisma.DbNull,
          originAddress: b.originAddress ?? Prisma.DbNull,
          destinationAddress: b.destinationAddress ?? Prisma.DbNull,
          confirmationPaths: b.confirmationPaths ?? Prisma.DbNull,
          prefix: agent.prefix,
          number: agent.number,
          bookingCode,
          version: 1,
          voyageId: to.id,
          bookingVoyage: to.number,
          terminalId,
          itemCount: moving.length,
          rolledFromId: b.id,
          priceTotalMinor: b.priceCurrency && moving.some((i) => i.priceMinor !== null) ? BigInt(pricedMinor) : null,
          priceOnRequest: moving.some((i) => i.priceMinor === null),
          bookingCharges: Prisma.DbNull,
          confirmationSince: now,
        },
        select: { id: true },
      });
      rolledTo = created.id;
      await tx.bookingItem.updateMany({ where: { id: { in: movingIds } }, data: { bookingId: created.id } });
      const staying = live.filter((i) => !listed.has(i.id));
      const version = b.version + 1;
      await tx.booking.update({
        where: { id: b.id },
        data: {
          version,
          itemCount: staying.length,
          priceTotalMinor: b.priceTotalMinor === null ? null : b.priceTotalMinor - BigInt(pricedMinor),
          priceOnRequest: staying.some((i) => i.priceMinor === null),
        },
      });
      await revision(b.id, version, [
        ...moving.map((i) => ({
          path: `Items[Id=${i.id}]`,
          from: `Unit ${i.relativeId}`,
          to: `rolled to ${bookingCode} on voyage ${to.number}`,
        })),
        reason,
      ]);
      await revision(created.id, 1, [
        {
          path: "Booking",
          from: null,
          to: `created ${bookingCode} with ${moving.length} item(s) rolled from ${b.bookingCode}`,
        },
        { path: "Header.BookingVoyage", from: from.number, to: to.number },
        reason,
      ]);
    }

    // One shipment event, on the booking that now sails the later voyage (the new one of a split).
    await writeDecisionEvent(tx, {
      bookingId: rolledTo ?? b.id,
      decision: "roll",
      state: STATE_NAME[b.confirmation],
      caller,
      reason: body.reason,
      at: now,
      fromVoyage: from.number,
      ...(rolledTo === null ? {} : { rolledFrom: b.bookingCode }),
    });
    // The old sailing's freed space goes to its waitlist; the agent hears why.
    await offerFreedSpace(tx, from.id, now);
    const after = await rolledView(tx, b.id);
    const other = rolledTo === null ? null : await rolledView(tx, rolledTo);
    await writeNotifications(
      tx,
      [
        {
          kind: "BOOKING_DECISION",
          eventKey: `roll:${b.id}:${after.Version}`,
          audience: { agentId: b.agentId },
          exceptUserId: null,
          bookingId: other?.Id ?? b.id,
          link: bookingLink(other?.Id ?? b.id),
          ...inLanguages((t) => {
            const args = { code: b.bookingCode, from: from.number, to: to.number, reason: body.reason };
            if (!other) return { title: t("events.roll.title", args), body: t("events.roll.body", args) };
            const split = {
              ...args,
              newCode: other.BookingCode,
              count: moving.length,
              units: moving.map((i) => i.relativeId).join(", "),
            };
            return { title: t("events.roll.titleSplit", split), body: t("events.roll.bodySplit", split) };
          }),
        },
      ],
      now,
    );
    return { booking: after, rolledTo: other };
  }, TRANSACTION);
}

export interface LaterSailing {
  number: string;
  vessel: string;
  /** the Pol call's departure, port wall clock (a Date whose UTC fields hold it) */
  departure: Date;
}

/**
 * The booking page's choice of sailings to roll to: the line's voyages not cancelled that load at
 * the booking's Pol after its sailing's call there and then discharge at its Pod, soonest first.
 */
export async function laterSailings(bookingId: number, limit = 12): Promise<LaterSailing[]> {
  return db().$queryRaw<LaterSailing[]>`
    SELECT v.number, s.name AS vessel, a.departure
      FROM "Booking" bk
      JOIN "Visit" cur ON cur."voyageId" = bk."voyageId" AND cur."portId" = bk."polId" AND cur."canLoad"
      JOIN "Voyage" v ON v."lineId" = bk."lineId" AND v.id <> bk."voyageId" AND v."cancelledAt" IS NULL
      JOIN "Vessel" s ON s.id = v."vesselId"
      JOIN LATERAL (
        SELECT x.departure, x.sequence FROM "Visit" x
         WHERE x."voyageId" = v.id AND x."portId" = bk."polId" AND x."canLoad" ORDER BY x.sequence LIMIT 1
      ) a ON true
     WHERE bk.id = ${bookingId} AND a.departure > cur.departure
       AND (bk."podId" IS NULL OR EXISTS (SELECT 1 FROM "Visit" y WHERE y."voyageId" = v.id
             AND y."portId" = bk."podId" AND y."canDischarge" AND y.sequence > a.sequence))
     ORDER BY a.departure, v.number
     LIMIT ${limit}`;
}

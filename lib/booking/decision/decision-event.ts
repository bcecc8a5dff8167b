import "server-only";
// Each of the line's decisions on a booking writes one shipment event for GET /api/events
// (DCSA Track & Trace 2.2), in the decision's own transaction: confirm, decline, request update, a
// held change confirmed or declined, a waitlisted booking given freed space, a roll-over. The
// mapping to DCSA's codes is documented in docs/integrators/events.md.
import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db/prisma";
import { writeShipmentEvent } from "@/lib/tracking/events";
import type { BookingDecision, BookingDecisionDetails, ShipmentEventCode } from "@/lib/tracking/events-schema";

/** Who decided, as the booking's history names them: no more than the agent already sees. */
export function deciderOf(caller: Caller | null): BookingDecisionDetails["decidedBy"] {
  if (!caller) return { name: "Quayside", role: "QUAYSIDE" };
  return { name: caller.name, role: caller.role === "ADMIN" ? "ADMIN" : "LINE_STAFF" };
}

/** The DCSA shipment event code of a decision, given the booking's state after it. */
export function shipmentCodeOf(decision: BookingDecision, state: string): ShipmentEventCode {
  switch (decision) {
    case "decline":
    case "decline-amendment":
      return "REJE";
    case "request-update":
      return "PENU";
    case "waitlist-offer":
      return state === "Confirmed" ? "CONF" : "RECE";
    default:
      return "CONF";
  }
}

export async function writeDecisionEvent(
  tx: Tx,
  event: {
    bookingId: number;
    decision: BookingDecision;
    /** the booking's Confirmation State after the decision (Confirmation.State's words) */
    state: string;
    caller: Caller | null;
    reason?: string | null;
    at: Date;
    rolledFrom?: string;
    fromVoyage?: string;
  },
): Promise<void> {
  await writeShipmentEvent(tx, {
    bookingId: event.bookingId,
    code: shipmentCodeOf(event.decision, event.state),
    at: event.at,
    reason: event.reason || null,
    decision: {
      decision: event.decision,
      state: event.state,
      decidedBy: deciderOf(event.caller),
      ...(event.rolledFrom ? { rolledFrom: event.rolledFrom } : {}),
      ...(event.fromVoyage ? { fromVoyage: event.fromVoyage } : {}),
    },
  });
}

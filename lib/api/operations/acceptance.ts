// The line's acceptance of bookings beyond the interface's 13 rules: space per leg of a voyage,
// the allotment and stop sale staff control, and the exceptions they grant
// (docs/integrators/acceptance.md). Listed with the rest in ./index.ts.
import { defineOperation, ID_PARAMS, VOYAGE_PARAMS } from "@/lib/core/operation";
import {
  acceptanceExceptionListSchema,
  acceptanceExceptionSchema,
  allotmentBodySchema,
  exceptionListQuerySchema,
  grantExceptionBodySchema,
  stopSaleBodySchema,
} from "@/lib/acceptance/schemas";
import { capacityQuerySchema, voyageCapacitySchema } from "@/lib/voyage-space/capacity-schema";

const READERS = ["AGENT", "STAFF", "ADMIN"] as const;

export const getVoyageCapacityOperation = defineOperation({
  method: "get",
  path: "/api/voyages/{voyage}/capacity",
  operationId: "getVoyageCapacity",
  tag: "Schedules",
  summary: "Space per leg of a voyage",
  description: [
    "`{voyage}` is the voyage number (case aside; add `line=` when several lines sail that number) or its id.",
    "Legs join consecutive calls, in rotation order. Each booked, not cancelled unit occupies its revenue tons (RT: the greater of its volume in m³ and its weight in t; dimensions the unit leaves out come from its catalogue model) on every leg from its booking's Pol to its Pod (to the end of the rotation when the booking has no Pod). Draft units and quotations hold no space.",
    "`capacityRt` is the vessel's `cargoCapacity`, or the lower allotment line staff released to the portal; `open` is false after a stop sale or a cancellation of the voyage.",
  ].join("\n"),
  params: VOYAGE_PARAMS,
  access: READERS,
  query: capacityQuerySchema,
  response: voyageCapacitySchema,
  responseDescription: "The voyage's capacity and its legs",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const setVoyageAllotmentOperation = defineOperation({
  method: "put",
  path: "/api/voyages/{voyage}/allotment",
  operationId: "setVoyageAllotment",
  tag: "Acceptance",
  summary: "Set the space released to the portal",
  description:
    "Line staff (of the voyage's line) and admins lower the RT the portal may sell on a voyage, at most the vessel's `cargoCapacity`; `null` releases all of it again. Bookings already made stay; a save that would take more space on a leg than is free is then `voyage_full`. Answers the capacity read.",
  params: VOYAGE_PARAMS,
  access: ["STAFF", "ADMIN"],
  query: capacityQuerySchema,
  body: allotmentBodySchema,
  response: voyageCapacitySchema,
  responseDescription: "The voyage's capacity after the change",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const setVoyageStopSaleOperation = defineOperation({
  method: "post",
  path: "/api/voyages/{voyage}/stop-sale",
  operationId: "setVoyageStopSale",
  tag: "Acceptance",
  summary: "Stop or reopen sale of a voyage, or of one Pol",
  description:
    "`stopped: true` with a `reason` closes the voyage (or, with `pol`, its loading call at that port) to new cargo: agents' saves that add units or move a booking there are 409 `voyage_closed`. What is booked stays editable and cancellable. `stopped: false` reopens it. Answers the capacity read (`open`).",
  params: VOYAGE_PARAMS,
  access: ["STAFF", "ADMIN"],
  query: capacityQuerySchema,
  body: stopSaleBodySchema,
  response: voyageCapacitySchema,
  responseDescription: "The voyage's capacity after the change",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
  errorText: {
    NOT_FOUND: "No such voyage (or one of another line); `voyage_not_calling`: the voyage does not load at `pol`",
  },
});

export const grantAcceptanceExceptionOperation = defineOperation({
  method: "post",
  path: "/api/bookings/{id}/exceptions",
  operationId: "grantAcceptanceException",
  tag: "Acceptance",
  summary: "Grant a late-unit or out-of-gauge exception",
  description:
    "Line staff (of the booking's line) and admins waive an acceptance rule for a booking on its current voyage: `LateUnit` lets the agent add or change units after the Pol's cut-off (until departure); `OutOfGauge` lets units over the voyage's height, width or weight limit through. With `serialNumber`, for that unit only (it may be added later); without, for every unit of the booking. Kept with who granted it and why, in the booking's history.",
  params: ID_PARAMS,
  access: ["STAFF", "ADMIN"],
  body: grantExceptionBodySchema,
  response: acceptanceExceptionSchema,
  responseDescription: "The exception granted (201)",
  errors: ["NOT_FOUND", "NOT_ALLOWED", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const listAcceptanceExceptionsOperation = defineOperation({
  method: "get",
  path: "/api/exceptions",
  operationId: "listAcceptanceExceptions",
  tag: "Acceptance",
  summary: "The acceptance exceptions granted",
  description:
    "Newest first, on bookings of the caller's line (admins: all), optionally of one voyage (`voyageId`) or booking (`bookingId`); at most 500.",
  access: ["STAFF", "ADMIN"],
  query: exceptionListQuerySchema,
  response: acceptanceExceptionListSchema,
  responseDescription: "The exceptions",
  errors: ["BAD_REQUEST"],
});

export const ACCEPTANCE_OPERATIONS = [
  getVoyageCapacityOperation,
  setVoyageAllotmentOperation,
  setVoyageStopSaleOperation,
  grantAcceptanceExceptionOperation,
  listAcceptanceExceptionsOperation,
];

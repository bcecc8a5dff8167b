// GET /api/events?bookingCode=&vin=&eventType=&eventCreatedDateTime:gte=&cursor= — booking events (DCSA Track & Trace 2.2), oldest first
import { handle, jsonTextResponse } from "@/lib/api/handler";
import { listEventsOperation } from "@/lib/api/operations/tracking";
import { listEventsText } from "@/lib/tracking/events";

export const GET = handle(listEventsOperation, async ({ caller, query }) =>
  jsonTextResponse(await listEventsText(caller, query)),
);

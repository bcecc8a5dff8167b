// Test helpers of the events API: a booking's events as one caller reads them through the route.
import { setTimeout as sleep } from "node:timers/promises";
import { GET as eventsRoute } from "@/app/api/events/route";
import { callRoute } from "@/lib/testing/call-route";
import { signedInCookie } from "@/lib/testing/session";
import type { EventList, TrackingEventView } from "@/lib/tracking/events-schema";

export type EventReader = { apiKey: string } | { user: string };

/** One read of GET /api/events as `who` (an API key, or a user signed in by e-mail). */
export async function readEvents(query: string, who: EventReader): Promise<EventList> {
  const res = await callRoute<EventList>(eventsRoute, {
    url: `/api/events?${query}`,
    ...("apiKey" in who ? { apiKey: who.apiKey } : { headers: { cookie: await signedInCookie(who.user) } }),
  });
  if (res.status !== 200) throw new Error(`GET /api/events answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A booking's shipment events as `who` reads them, once `count` are there (or after `ms`). The
 * events API hands out an event once every older transaction of the server has finished, and
 * another test file's open transaction may hold it back for a moment: the read waits for it.
 */
export async function shipmentEventsOf(
  bookingCode: string,
  who: EventReader,
  count = 1,
  ms = 30_000,
): Promise<TrackingEventView[]> {
  const query = `bookingCode=${encodeURIComponent(bookingCode)}&eventType=SHIPMENT`;
  const until = Date.now() + ms;
  let events = (await readEvents(query, who)).events;
  while (events.length < count && Date.now() < until) {
    await sleep(50);
    events = (await readEvents(query, who)).events;
  }
  return events;
}

// Public tracking and share links on a real PostgreSQL, through the real routes (each answer is
// checked against the OpenAPI document by callRoute).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as trackRoute } from "@/app/api/track/route";
import { GET as linkRoute } from "@/app/api/track/links/[token]/route";
import { GET as listLinksRoute, POST as createLinkRoute } from "@/app/api/bookings/[id]/share-links/route";
import { DELETE as revokeLinkRoute } from "@/app/api/bookings/[id]/share-links/[linkId]/route";
import { db } from "@/lib/db/prisma";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { callRoute } from "@/lib/testing/call-route";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import type { Tracking } from "@/lib/tracking/track-schema";
import type { CreatedShareLink, ShareLinkView } from "@/lib/tracking/share-link-schema";

let booking: Awaited<ReturnType<typeof createBooking>>;
let vins: string[];
let code: string;

const track = (query: string, ip = "198.51.100.1") =>
  callRoute<Tracking & { message?: string; code?: string }>(trackRoute, { url: `/api/track?${query}`, ip });
const byLink = (token: string, ip = "198.51.100.1") =>
  callRoute<Tracking>(linkRoute, { url: `/api/track/links/${token}`, ip, params: { token } });
const createLink = (bookingId: number, body: unknown, apiKey: string = TEST_API_KEYS.agent) =>
  callRoute<CreatedShareLink>(createLinkRoute, {
    url: `/api/bookings/${bookingId}/share-links`,
    method: "POST",
    apiKey,
    body,
    params: { id: String(bookingId) },
  });
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

/** Every key at any depth of a JSON value. */
function keysDeep(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysDeep(v, out);
    }
  return out;
}

beforeAll(async () => {
  booking = await createBooking({ items: 2, voyage: (await openNrlVoyage()).number });
  vins = booking.message.Items.map((i) => i.SerialNumber!);
  code = booking.saved.BookingCode!;
  const callers = await testCallers();
  await recordMilestones(callers.staffNrl, [
    { itemId: booking.itemIds[0], milestone: { type: "Delivered", on: "2026-11-20", location: "Gate 4" } },
  ]);
});

describe("GET /api/track", () => {
  it("answers the units' milestones, vessel, voyage, ports and ETA for a booking code and a VIN's end", async () => {
    const res = await track(`booking=${code.toLowerCase()}&vin=${vins[1].slice(-6).toLowerCase()}`);
    expect(res.status).toBe(200);
    const t = res.body;
    expect(t.bookingCode).toBe(code);
    expect(t.pol.code).toBe("BEZEE");
    expect(t.pod?.code).toBe("NGLOS");
    expect(t.voyage).toBeTruthy();
    expect(t.vessel?.name).toBeTruthy();
    expect(t.eta).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(t.units.map((u) => u.vinEnd)).toEqual(vins.map((v) => v.slice(-6)));
    expect(t.units[0].milestones).toEqual([{ type: "DELIVERED", on: "2026-11-20" }]);
    expect(t.units[1].milestones).toEqual([]);
  });

  it("carries no party, price, paper or full VIN", async () => {
    const res = await track(`booking=${code}&vin=${vins[0].slice(-6)}`);
    expect(res.status).toBe(200);
    const keys = keysDeep(res.body);
    const forbidden =
      /shipper|consignee|exporter|notify|client|nvocc|party|parties|agent|collector|address|price|amount|currency|charge|tariff|paper|file|document|customs|clearance|serial|chassis|^vin$|reference|note|value/i;
    expect(keys.filter((k) => forbidden.test(k))).toEqual([]);
    const text = JSON.stringify(res.body);
    for (const vin of vins) expect(text).not.toContain(vin);
    for (const party of ["ACME-SHP", "ACME-CNE", "ACME-NTF", "ACME-EXP", "Gate 4"]) expect(text).not.toContain(party);
    // the answer's keys are exactly the schema's, nothing more
    expect(Object.keys(res.body).sort()).toEqual(
      ["bookingCode", "cancelled", "departure", "eta", "line", "pod", "pol", "units", "vessel", "voyage"].sort(),
    );
    expect(Object.keys(res.body.units[0]).sort()).toEqual(["description", "milestones", "vinEnd"]);
  });

  it("answers a wrong pair 404 alike whether the booking exists or not", async () => {
    const wrongVin = await track(`booking=${code}&vin=ZZZZZ9`, "198.51.100.2");
    const noBooking = await track(`booking=NOPE-999999&vin=${vins[0].slice(-6)}`, "198.51.100.2");
    expect(wrongVin.status).toBe(404);
    expect(noBooking.status).toBe(404);
    expect(wrongVin.body).toEqual(noBooking.body);
  });

  it("refuses a VIN end that is not 6 letters or digits (400)", async () => {
    const res = await track(`booking=${code}&vin=123`, "198.51.100.3");
    expect(res.status).toBe(400);
  });

  it("lets 60 wrong guesses from one address through, then answers 429 even for the right pair", async () => {
    const ip = "198.51.100.60";
    for (let i = 0; i < 60; i++) {
      const res = await track(`booking=${code}&vin=${String(100000 + i)}`, ip);
      expect(res.status).toBe(404);
    }
    const blocked = await track(`booking=${code}&vin=${vins[0].slice(-6)}`, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // another address is not held up by it
    expect((await track(`booking=${code}&vin=${vins[0].slice(-6)}`, "198.51.100.61")).status).toBe(200);
  });

  it("does not count look-ups that find their booking", async () => {
    const ip = "198.51.100.70";
    for (let i = 0; i < 70; i++) expect((await track(`booking=${code}&vin=${vins[0].slice(-6)}`, ip)).status).toBe(200);
  });
});

describe("share links", () => {
  it("open the same tracking view without the pair, and record when they were last opened", async () => {
    const made = await createLink(booking.id, { expiresInDays: 7 });
    expect(made.status).toBe(201);
    expect(Object.keys(made.body).sort()).toEqual(["expiresAt", "id", "url"]);
    expect(new Date(made.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
    expect(made.body.url).toMatch(/\/track\/l\/\d+\.[A-Za-z0-9_-]{43}$/);

    const opened = await byLink(tokenOf(made.body.url));
    expect(opened.status).toBe(200);
    const pair = await track(`booking=${code}&vin=${vins[0].slice(-6)}`);
    expect(opened.body).toEqual(pair.body);

    const list = await callRoute<{ links: ShareLinkView[] }>(listLinksRoute, {
      url: `/api/bookings/${booking.id}/share-links`,
      apiKey: TEST_API_KEYS.agent,
      params: { id: String(booking.id) },
    });
    expect(list.status).toBe(200);
    const link = list.body.links.find((l) => l.id === made.body.id)!;
    expect(link).toMatchObject({ state: "active", openCount: 1, url: made.body.url, revokedAt: null });
    expect(link.lastOpenedAt).not.toBeNull();
  });

  it("no longer open once revoked (404), and a forged token never does", async () => {
    const made = await createLink(booking.id, { expiresInDays: 1 });
    const token = tokenOf(made.body.url);
    const [id, sig] = token.split(".");
    const forged = `${id}.${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect((await byLink(forged)).status).toBe(404);
    expect((await byLink(`${Number(id) + 1000}.${sig}`)).status).toBe(404);

    const revoke = () =>
      callRoute(revokeLinkRoute, {
        method: "DELETE",
        url: `/api/bookings/${booking.id}/share-links/${made.body.id}`,
        apiKey: TEST_API_KEYS.agent,
        params: { id: String(booking.id), linkId: String(made.body.id) },
      });
    expect((await byLink(token)).status).toBe(200);
    expect((await revoke()).status).toBe(204);
    expect((await byLink(token)).status).toBe(404);
    expect((await revoke()).status).toBe(204); // again: nothing changes
    expect(await db().shareLink.findUniqueOrThrow({ where: { id: made.body.id } })).toMatchObject({ openCount: 1 });
  });

  it("no longer open once expired (404)", async () => {
    const made = await createLink(booking.id, { expiresInDays: 1 });
    const token = tokenOf(made.body.url);
    expect((await byLink(token)).status).toBe(200);
    await db().shareLink.update({ where: { id: made.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await byLink(token)).status).toBe(404);
  });

  it("are made only by those who may see the booking, for 1 to 90 days", async () => {
    expect((await createLink(booking.id, { expiresInDays: 7 }, TEST_API_KEYS.otherAgent)).status).toBe(404);
    expect((await createLink(booking.id, { expiresInDays: 0 })).status).toBe(422);
    expect((await createLink(booking.id, { expiresInDays: 91 })).status).toBe(422);
    const other = await createLink(booking.id, { expiresInDays: 3 });
    const revokeByOther = await callRoute(revokeLinkRoute, {
      method: "DELETE",
      url: `/api/bookings/${booking.id}/share-links/${other.body.id}`,
      apiKey: TEST_API_KEYS.otherAgent,
      params: { id: String(booking.id), linkId: String(other.body.id) },
    });
    expect(revokeByOther.status).toBe(404);
  });
});

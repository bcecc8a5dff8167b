// GET /api/voyages/{voyage}/capacity through the route, after real saves, on a database of its own
// (the file adds voyages, which would change other files' schedule reads).
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/voyages/[voyage]/capacity/route";
import type { Caller } from "@/lib/auth/caller";
import { saveBooking } from "@/lib/booking/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db, pgPool } from "@/lib/db/prisma";
import { addVoyage } from "@/lib/lines/add-voyage";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import type { VoyageCapacity } from "@/lib/voyage-space/capacity-schema";

let ownDatabase: TestDatabase;
let agent: Caller;
let staffNrl: Caller;
let sourceVoyageId: number;
const tag = `C${randomInt(1000, 9999)}`;

const capacity = (voyage: string, query = "") =>
  callRoute<VoyageCapacity & { code?: string }>(GET, { url: `/api/voyages/${encodeURIComponent(voyage)}/capacity${query}`, apiKey: TEST_API_KEYS.agent, params: { voyage } });
const save = (message: ExtBookingInput) => saveBooking(agent, extBookingSchema.parse(message), { testOnly: false });
/** A unit of exactly 20 RT (5 × 2 × 2 m, 2.5 t). */
const twentyRt = { Length: 500, Width: 200, Height: 200, Weight: 2500 };

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  const nrl = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  agent = { kind: "apiKey", id: 1, role: "AGENT", agentId: acme.id, lineId: null, name: "Acme integration", ip: "127.0.0.1" };
  staffNrl = { kind: "user", id: nrl.id, role: "STAFF", agentId: null, lineId: nrl.lineId, name: nrl.name, ip: "127.0.0.1" };
  sourceVoyageId = (await db().voyage.findFirstOrThrow({ where: { sailingRoute: "NEWA", lineId: nrl.lineId! }, orderBy: { id: "asc" } })).id;
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase?.drop();
});

describe("GET /api/voyages/{voyage}/capacity", () => {
  it("answers every leg in rotation order, and counts each saved unit's RT on the legs from its Pol to its Pod", async () => {
    const v = await addVoyage(staffNrl, { sourceVoyageId, number: `${tag}-1`, firstArrival: "2041-03-01T06:00" });
    const calls = await db().visit.findMany({ where: { voyageId: v.id }, orderBy: { sequence: "asc" }, include: { port: true } });
    const vessel = await db().voyage.findUniqueOrThrow({ where: { id: v.id }, select: { vessel: true } });
    const cap = Number(vessel.vessel.cargoCapacity);

    const empty = await capacity(v.number);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      voyage: v.number,
      vessel: vessel.vessel.name,
      capacityRt: cap,
      open: true,
      legs: calls.slice(0, -1).map((c, k) => ({ from: c.port.code, to: calls[k + 1].port.code, bookedRt: 0, freeRt: cap })),
    });

    await save(bookingInput({ items: 2, header: { Line: "NRL", BookingVoyage: v.number }, itemOverrides: twentyRt }));
    const after = await capacity(v.number.toLowerCase());
    const pol = calls.findIndex((c) => c.port.code === "BEZEE" && c.canLoad);
    const pod = calls.findIndex((c, k) => k > pol && c.port.code === "NGLOS" && c.canDischarge);
    expect(pol).toBeGreaterThanOrEqual(0);
    expect(pod).toBeGreaterThan(pol);
    expect(after.body.legs.map((l) => l.bookedRt)).toEqual(calls.slice(0, -1).map((_, k) => (k >= pol && k < pod ? 40 : 0)));
    expect(after.body.legs.map((l) => l.freeRt)).toEqual(calls.slice(0, -1).map((_, k) => (k >= pol && k < pod ? cap - 40 : cap)));
    // by id as well
    expect((await capacity(String(v.id))).body).toEqual(after.body);
  });

  it("answers 404 for a voyage that does not exist, a wildcard included, and for an id past int4", async () => {
    for (const voyage of ["NOPE-1", "%", "_", "99999999999"]) {
      const res = await capacity(voyage);
      expect(res.status, voyage).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
  });
});

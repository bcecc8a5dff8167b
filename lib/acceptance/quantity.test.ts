// Quantity and sub units count (docs/integrators/acceptance.md, "Quantity and sub units"): an item
// with Quantity 3 takes three units' RT on every leg of its booking and three prices; a sub unit
// Attached to its unit (a trailer) takes its own space and price, an STC one nothing; the capacity
// read, the save's quote and the manifest agree. On a database of its own (it adds voyages).
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { setAllotment } from "@/lib/acceptance/staff-controls";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db, pgPool } from "@/lib/db/prisma";
import { getManifest } from "@/lib/documents/voyage-manifest";
import { addVoyage } from "@/lib/lines/add-voyage";
import { addVoyageSchema } from "@/lib/lines/schemas";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import { getVoyageSpace } from "@/lib/voyage-space/voyage-space";

let ownDatabase: TestDatabase;
let agent: Caller;
let staff: Caller;
const tag = `Q${randomInt(1000, 9999)}`;

/** A unit of exactly 20 RT (5 × 2 × 2 m, 2.5 t), without a serial of its own. */
const twentyRt = { Length: 500, Width: 200, Height: 200, Weight: 2500, SerialNumber: null, SerialType: null };
const trailer = (relativeId: number, relation: "Attached" | "STC", weight: number) => ({
  RelativeId: relativeId,
  RelationType: relation,
  IsCanceled: false,
  Description: "Flatbed trailer",
  Weight: weight,
  UpdatePaperForCustoms: false,
});
const save = (message: ExtBookingInput, testOnly = false) =>
  saveBooking(agent, extBookingSchema.parse(message), { testOnly });
const on = (voyage: string, item: Record<string, unknown>) =>
  bookingInput({ header: { Line: "NRL", BookingVoyage: voyage }, itemOverrides: { ...twentyRt, ...item } });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { errors?: { path: string; code: string; message: string }[] }) => e.errors ?? [],
  );

async function newVoyage(n: number) {
  const source = await db().voyage.findFirstOrThrow({
    where: { sailingRoute: "NEWA", lineId: staff.lineId! },
    orderBy: { id: "asc" },
  });
  return addVoyage(
    staff,
    addVoyageSchema.parse({
      sourceVoyageId: source.id,
      number: `${tag}-${n}`,
      firstArrival: `${2040 + n}-03-01T06:00`,
    }),
  );
}

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  // Far-future sailings: every unit would be past the demo's age rules, which are not the point here.
  await db().destinationRule.deleteMany({});
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  const nrl = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  agent = { kind: "apiKey", id: 1, role: "AGENT", agentId: acme.id, lineId: null, name: "Acme", ip: "127.0.0.1" };
  staff = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: nrl.lineId,
    name: nrl.name,
    ip: "127.0.0.1",
  };
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase.drop();
});

describe("Quantity and sub units", () => {
  it("take their space on every leg and their prices; the capacity read, the quote and the manifest agree", async () => {
    const v = await newVoyage(1);
    const one = await save(on(v.number, {}), true);
    const single = one.booking.Quote!.Items[0];
    expect(single.Price).toBeGreaterThan(0);

    const three = await save(on(v.number, { Quantity: 3 }));
    const q = three.booking.Quote!;
    expect(q.Items[0].Price).toBeCloseTo(3 * single.Price!, 2);
    expect(q.Items[0].Freight).toBeCloseTo(3 * single.Freight!, 2);
    const charges = one.booking.Quote!.Total! - single.Price!;
    expect(q.Total).toBeCloseTo(3 * single.Price! + charges, 2);

    // A trailer attached to its unit (3 t: a typical trailer's 60 m³ is more) and a crate inside it.
    const towed = await save(on(v.number, { SubUnits: [trailer(1, "Attached", 3000), trailer(2, "STC", 400)] }));
    const t = towed.booking.Quote!;
    const sub = t.Items[0].Surcharges.find((s) => s.Code === "SUB_UNIT");
    expect(sub?.Amount).toBeGreaterThan(0);
    expect(t.Items[0].Price).toBeCloseTo(single.Price! + sub!.Amount, 2);

    // 3 × 20 + (20 + 60) = 140 RT on every leg from Zeebrugge to Lagos, nothing elsewhere.
    const space = (await getVoyageSpace(db(), v.id))!;
    const from = space.legs.findIndex((l) => l.from === "BEZEE");
    const to = space.legs.findIndex((l) => l.to === "NGLOS");
    space.legs.forEach((l, k) => expect(l.bookedRt).toBe(k >= from && k <= to ? 140 : 0));

    const manifest = await getManifest(staff, String(v.id));
    const row = (code: string | null) => manifest.rows.find((r) => r.bookingCode === code)!;
    expect(row(three.booking.BookingCode)).toMatchObject({ quantity: 3, attachedSubUnits: 0, milliRt: 60_000 });
    expect(row(towed.booking.BookingCode)).toMatchObject({ quantity: 1, attachedSubUnits: 1, milliRt: 80_000 });
    expect(manifest.legs).toEqual([{ pol: "BEZEE", pod: "NGLOS", units: 5, weight: 3 * 2500 + 2500 + 3000, rt: 140 }]);
  });

  it("a Quantity counts in the space check, and an item with a serial number is one unit", async () => {
    const v = await newVoyage(2);
    await setAllotment(staff, { voyageId: v.id, allotmentRt: 50 });
    expect(await refusal(save(on(v.number, { Quantity: 2 }), true))).toBeNull();
    const full = await refusal(save(on(v.number, { Quantity: 3 })));
    expect(full).toEqual([
      expect.objectContaining({ code: "voyage_full", message: expect.stringContaining("this booking needs 60 RT") }),
    ]);
    const serial = await refusal(
      save(on(v.number, { Quantity: 2, SerialType: "Vin", SerialNumber: "WDB1234561A123456" })),
    );
    expect(serial).toEqual([expect.objectContaining({ path: "Items[0].Quantity", code: "quantity_with_serial" })]);
  });

  it("a changed Quantity is a change of cargo: the space is checked again", async () => {
    const v = await newVoyage(3);
    await setAllotment(staff, { voyageId: v.id, allotmentRt: 50 });
    const b = await save(on(v.number, { Quantity: 2 }));
    const again = on(v.number, { Quantity: 3, Id: b.booking.Items[0].Id });
    again.Header.Id = Number(b.booking.Id);
    const grown = await refusal(save(again));
    expect(grown).toEqual([expect.objectContaining({ code: "voyage_full" })]);
    const space = (await getVoyageSpace(db(), v.id))!;
    expect(Math.max(...space.legs.map((l) => l.bookedRt))).toBe(40);
  });
});

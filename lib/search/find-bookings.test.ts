// The header's search on the test database: booking number, reference and VIN, each hit saying
// what matched; agents find only their own agent's bookings, staff only their line's.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput, randomVin } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { findBookings } from "@/lib/search/find-bookings";

const tag = `S${Date.now().toString(36).toUpperCase()}`;
let acme: Caller;
let bvf: Caller;
let staffNrl: Caller;
let staffAcc: Caller;
const vin = randomVin();
const otherVin = randomVin();
const saved: Record<string, { id: number; code: string }> = {};

async function create(caller: Caller, name: string, message: ExtBookingInput) {
  const result = await saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
  saved[name] = { id: result.booking.Id!, code: result.booking.BookingCode! };
}

beforeAll(async () => {
  const [a, b] = await Promise.all(["ACME", "BVF"].map((code) => db().agent.findUniqueOrThrow({ where: { code } })));
  const lines = await db().shippingLine.findMany();
  const lineId = (code: string) => lines.find((l) => l.code === code)!.id;
  acme = { kind: "apiKey", id: 1, role: "AGENT", agentId: a.id, lineId: null, name: "acme", ip: "127.0.0.1" };
  bvf = { kind: "apiKey", id: 2, role: "AGENT", agentId: b.id, lineId: null, name: "bvf", ip: "127.0.0.1" };
  staffNrl = {
    kind: "user",
    id: 1,
    role: "STAFF",
    agentId: null,
    lineId: lineId("NRL"),
    name: "staff nrl",
    ip: "127.0.0.1",
  };
  staffAcc = {
    kind: "user",
    id: 1,
    role: "STAFF",
    agentId: null,
    lineId: lineId("ACC"),
    name: "staff acc",
    ip: "127.0.0.1",
  };
  const withVin = bookingInput({ header: { ReferenceNumber: `${tag}-acme` } });
  withVin.Items[0].SerialNumber = vin;
  await create(acme, "acme", withVin);
  const other = bookingInput({ agent: "BVF", header: { ReferenceNumber: `${tag}-bvf`, Line: "ACC" } });
  other.Items[0].SerialNumber = otherVin;
  await create(bvf, "bvf", other);
});

const ids = (hits: { id: number }[]) => hits.map((h) => h.id);

describe("findBookings", () => {
  it("finds a booking by its number, first when the number is exact", async () => {
    const hits = await findBookings(acme, saved.acme.code.toLowerCase());
    expect(hits[0]).toMatchObject({ id: saved.acme.id, matched: { kind: "booking" } });
  });

  it("finds a booking by its reference", async () => {
    const hits = await findBookings(acme, `${tag}-acme`);
    expect(hits[0]).toMatchObject({
      id: saved.acme.id,
      referenceNumber: `${tag}-acme`,
      matched: { kind: "reference" },
    });
  });

  it("finds a booking by a unit's VIN, whole or in part, in any case, and says which unit", async () => {
    for (const text of [vin, vin.slice(-8).toLowerCase(), ` ${vin.slice(0, 4)} ${vin.slice(4, 12)} `]) {
      const hits = await findBookings(acme, text);
      expect(ids(hits), text).toContain(saved.acme.id);
      expect(hits.find((h) => h.id === saved.acme.id)?.matched).toEqual({ kind: "unit", serial: vin });
    }
  });

  it("never finds another agent's booking for an agent", async () => {
    expect(ids(await findBookings(acme, otherVin))).not.toContain(saved.bvf.id);
    expect(ids(await findBookings(acme, `${tag}-bvf`))).toEqual([]);
    expect(ids(await findBookings(acme, saved.bvf.code))).not.toContain(saved.bvf.id);
    expect(ids(await findBookings(bvf, otherVin))).toEqual([saved.bvf.id]);
  });

  it("finds only their line's bookings for staff", async () => {
    expect(ids(await findBookings(staffNrl, `${tag}-acme`))).toEqual([saved.acme.id]);
    expect(ids(await findBookings(staffNrl, `${tag}-bvf`))).toEqual([]);
    expect(ids(await findBookings(staffAcc, `${tag}-bvf`))).toEqual([saved.bvf.id]);
    expect(ids(await findBookings(staffAcc, vin))).not.toContain(saved.acme.id);
  });

  it("treats % and _ as text and refuses a one-letter search", async () => {
    expect(await findBookings(acme, "%%")).toEqual([]);
    await expect(findBookings(acme, "A")).rejects.toThrow(/at least 2/);
  });
});

// The lines' console on a real PostgreSQL: each schedule rule, read back through the real
// rotation route and the real booking save. These tests change what every read returns (new,
// cancelled and moved voyages, catalogue models), so the file runs on a seeded database of its own
// and the other files' reads of the shared one stay as they were.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import { GET as rotationRoute } from "@/app/api/voyage/rotation/route";
import type { Caller } from "@/lib/auth/caller";
import { cancelBooking } from "@/lib/booking/form/cancel-booking";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { searchUnitModels } from "@/lib/catalogue/search-unit-models";
import { db, pgPool } from "@/lib/db/prisma";
import { importSchedule } from "@/lib/lines/import-schedule";
import { createUnitModel, setUnitModelRetired, updateUnitModel } from "@/lib/lines/unit-models";
import { createVessel, updateVessel } from "@/lib/lines/vessels";
import { listRoutePorts } from "@/lib/ports/list-route-ports";
import type { RotationResponse } from "@/lib/schedule/rotation-schema";
import { getJson } from "@/lib/testing/read-helpers";
import * as addVoyageModule from "@/lib/lines/add-voyage";
import * as callServiceModule from "@/lib/lines/call-service";
import * as cancelVoyageModule from "@/lib/lines/cancel-voyage";
import * as moveCallModule from "@/lib/lines/move-call";
import { parseInput } from "@/lib/lines/parse-input";
import {
  addVoyageSchema,
  callServiceSchema,
  cancelVoyageSchema,
  moveCallSchema,
  type AddVoyageInput,
  type CallServiceInput,
  type CancelVoyageInput,
  type MoveCallInput,
  vesselInputSchema,
} from "@/lib/lines/schemas";

// The console's actions parse the form before the domain function runs (lib/actions/lines.ts): so do these.
const addVoyage = async (c: Caller, raw: AddVoyageInput) =>
  addVoyageModule.addVoyage(c, parseInput(addVoyageSchema, raw));
const setCallService = async (c: Caller, raw: CallServiceInput) =>
  callServiceModule.setCallService(c, parseInput(callServiceSchema, raw));
const cancelVoyage = async (c: Caller, raw: CancelVoyageInput) =>
  cancelVoyageModule.cancelVoyage(c, parseInput(cancelVoyageSchema, raw));
const moveCall = async (c: Caller, raw: MoveCallInput) => moveCallModule.moveCall(c, parseInput(moveCallSchema, raw));

let agent: Caller;
let staffNrl: Caller;
let staffAcc: Caller;
let admin: Caller;
let sourceVoyageId: number;
const tag = `T${randomInt(1000, 9999)}`;
let serial = 0;
/** A fresh voyage number of this run. */
const nextNumber = () => `${tag}-${++serial}`;
/** Far-future first arrivals, a year apart per voyage, so no two tests' voyages meet. */
const nextArrival = () => `${2040 + serial}-03-01T06:00`;

const save = (caller: Caller, message: ExtBookingInput) =>
  saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: { code?: string; message: string; errors?: { path: string; code: string; message: string }[] }) => ({
      code: e.code,
      message: e.message,
      errors: e.errors ?? [],
    }),
  );
const rotation = async (voyage: string) => {
  const res = await getJson<RotationResponse>(
    rotationRoute,
    `/api/voyage/rotation?Voyage=${voyage}&DepartureMin=2030-01-01`,
  );
  expect(res.status).toBe(200);
  return res.body;
};
const callsOf = async (voyageId: number) =>
  db().visit.findMany({
    where: { voyageId },
    orderBy: { sequence: "asc" },
    include: { port: { select: { code: true } } },
  });

/** A new NEWA voyage of NRL (Hamburg … Zeebrugge … Lagos), copied from a seeded one. */
async function newVoyage(caller: Caller = staffNrl): Promise<{ id: number; number: string }> {
  const v = await addVoyage(caller, { sourceVoyageId, number: nextNumber(), firstArrival: nextArrival() });
  return v;
}
const bookOn = (voyage: string, header: Partial<ExtBookingInput["Header"]> = {}) =>
  save(agent, bookingInput({ header: { Line: "NRL", BookingVoyage: voyage, ...header } }));

let ownDatabase: TestDatabase;

beforeAll(async () => {
  // Before anything opens the pool: the app's modules connect to DATABASE_URL on first use.
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  const [{ database }] = await db().$queryRaw<{ database: string }[]>`SELECT current_database() AS database`;
  if (ownDatabase.kind === "server") expect(database).toBe(new URL(ownDatabase.url).pathname.slice(1));
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  const nrl = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  const acc = await db().user.findUniqueOrThrow({ where: { email: "staff.acc@quayside.test" } });
  const adm = await db().user.findUniqueOrThrow({ where: { email: "admin@quayside.test" } });
  agent = {
    kind: "apiKey",
    id: 1,
    role: "AGENT",
    agentId: acme.id,
    lineId: null,
    name: "Acme integration",
    ip: "127.0.0.1",
  };
  staffNrl = {
    kind: "user",
    id: nrl.id,
    role: "STAFF",
    agentId: null,
    lineId: nrl.lineId,
    name: nrl.name,
    ip: "127.0.0.1",
  };
  staffAcc = {
    kind: "user",
    id: acc.id,
    role: "STAFF",
    agentId: null,
    lineId: acc.lineId,
    name: acc.name,
    ip: "127.0.0.1",
  };
  admin = { kind: "user", id: adm.id, role: "ADMIN", agentId: null, lineId: null, name: adm.name, ip: "127.0.0.1" };
  const source = await db().voyage.findFirstOrThrow({
    where: { sailingRoute: "NEWA", lineId: nrl.lineId! },
    orderBy: { id: "asc" },
  });
  sourceVoyageId = source.id;
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase?.drop();
});

describe("adding a voyage from the service's port pattern", () => {
  it("copies every call with its times moved, and the rotation read shows it at once", async () => {
    const v = await newVoyage();
    const source = await callsOf(sourceVoyageId);
    const calls = await callsOf(v.id);
    expect(calls.map((c) => [c.port.code, c.canLoad, c.canDischarge, c.terminalId])).toEqual(
      source.map((c) => [c.port.code, c.canLoad, c.canDischarge, c.terminalId]),
    );
    const by = calls[0].arrival.getTime() - source[0].arrival.getTime();
    expect(calls.map((c) => c.departure.getTime() - by)).toEqual(source.map((c) => c.departure.getTime()));
    expect(calls[0].arrival.toISOString()).toBe(`${2040 + serial}-03-01T06:00:00.000Z`);
    const read = await rotation(v.number);
    expect(read.voyages.map((x) => x.voyage)).toEqual([v.number]);
    expect(read.voyages[0].visits[0].arrival).toBe(`${2040 + serial}-03-01T06:00:00`);
  });

  it("refuses a taken number, and another line's voyage or vessel is not found", async () => {
    const v = await newVoyage();
    expect(
      await refusal(addVoyage(staffNrl, { sourceVoyageId, number: v.number, firstArrival: "2041-01-01T00:00" })),
    ).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "number", code: "taken" }] });
    expect(
      await refusal(addVoyage(staffAcc, { sourceVoyageId, number: nextNumber(), firstArrival: "2041-01-01T00:00" })),
    ).toMatchObject({ code: "NOT_FOUND" });
    const accVessel = await db().vessel.findFirstOrThrow({ where: { lineId: staffAcc.lineId! } });
    expect(
      await refusal(
        addVoyage(staffNrl, {
          sourceVoyageId,
          number: nextNumber(),
          vesselId: accVessel.id,
          firstArrival: "2041-01-01T00:00",
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("moving a call (a delay)", () => {
  it("moves arrival, departure and cut-off; with shiftLaterCalls every later call too; the read shows it", async () => {
    const v = await newVoyage();
    const before = await callsOf(v.id);
    const zee = before.find((c) => c.port.code === "BEZEE")!;
    const day = 86_400_000;
    const local = (d: Date, plus = 0) => new Date(d.getTime() + plus).toISOString().slice(0, 16);
    await moveCall(staffNrl, {
      visitId: zee.id,
      arrival: local(zee.arrival, day),
      departure: local(zee.departure, day),
      cutOff: local(zee.cutOff!, day),
      shiftLaterCalls: true,
    });
    const after = await callsOf(v.id);
    for (const [i, c] of after.entries()) {
      const moved = c.sequence >= zee.sequence ? day : 0;
      expect(c.departure.getTime() - before[i].departure.getTime()).toBe(moved);
    }
    const read = await rotation(v.number);
    const zeeRead = read.voyages[0].visits.find((x) => x.portId === zee.portId)!;
    expect(zeeRead.departure).toBe(local(zee.departure, day) + ":00");
    expect(zeeRead.cutOff).toBe(local(zee.cutOff!, day) + ":00");
    const voyage = await db().voyage.findUniqueOrThrow({ where: { id: v.id } });
    expect(voyage.endsAt.getTime()).toBe(after[after.length - 1].departure.getTime());
  });

  it("refuses calls out of order and departure before arrival, and changes nothing", async () => {
    const v = await newVoyage();
    const [first, second] = await callsOf(v.id);
    const local = (d: Date) => d.toISOString().slice(0, 16);
    expect(
      await refusal(
        moveCall(staffNrl, {
          visitId: second.id,
          arrival: local(first.arrival),
          departure: local(second.departure),
          cutOff: "",
        }),
      ),
    ).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "arrival", code: "call_order" }] });
    expect(
      await refusal(
        moveCall(staffNrl, {
          visitId: second.id,
          arrival: local(second.departure),
          departure: local(second.arrival),
          cutOff: "",
        }),
      ),
    ).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "departure" }] });
    expect((await callsOf(v.id))[1]).toEqual(second);
  });

  it("staff of another line get 404 and change nothing; an admin may", async () => {
    const v = await newVoyage();
    const [first] = await callsOf(v.id);
    const input = { visitId: first.id, arrival: "2050-01-01T00:00", departure: "2050-01-01T10:00", cutOff: "" };
    expect(await refusal(moveCall(staffAcc, input))).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(moveCall(agent, input))).toMatchObject({ code: "FORBIDDEN" });
    expect((await callsOf(v.id))[0]).toEqual(first);
    await moveCall(admin, {
      ...input,
      arrival: first.arrival.toISOString().slice(0, 16),
      departure: new Date(first.departure.getTime() + 3_600_000).toISOString().slice(0, 16),
    });
    expect((await callsOf(v.id))[0].departure.getTime()).toBe(first.departure.getTime() + 3_600_000);
  });

  it("a moved cut-off at a booked Pol lists the bookings until confirmed, then flags them", async () => {
    const v = await newVoyage();
    const booking = await bookOn(v.number);
    const zee = (await callsOf(v.id)).find((c) => c.port.code === "BEZEE")!;
    const local = (d: Date) => d.toISOString().slice(0, 16);
    const input = {
      visitId: zee.id,
      arrival: local(zee.arrival),
      departure: local(zee.departure),
      cutOff: local(new Date(zee.cutOff!.getTime() - 86_400_000)),
    };
    const refused = await refusal(moveCall(staffNrl, input));
    expect(refused).toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "bookings[0]", code: "affected_booking" }] });
    expect(refused!.errors[0].message).toContain(booking.booking.BookingCode);
    expect((await callsOf(v.id)).find((c) => c.id === zee.id)!.cutOff).toEqual(zee.cutOff);

    expect(await moveCall(staffNrl, { ...input, confirm: true })).toMatchObject({ flagged: 1 });
    const notices = await db().scheduleChangeNotice.findMany({ where: { bookingId: Number(booking.booking.Id) } });
    expect(notices).toMatchObject([{ kind: "cut_off_moved" }]);
    expect(notices[0].message).toMatch(/^Voyage \S+: the cut-off at Zeebrugge moved from .+ to .+ \(port time\)\.$/);
    // and in French, for the agent's users who read French
    expect(notices[0].messageFr).toMatch(
      /^Voyage \S+\u00a0: la date limite de dépôt à Zeebrugge passe du .+ au .+ \(heure du port\)\.$/,
    );
    // moving only the arrival does not touch the booking's cut-off: no question asked
    await moveCall(staffNrl, { ...input, arrival: local(new Date(zee.arrival.getTime() - 3_600_000)) });
  });
});

describe("a call that no longer loads or discharges", () => {
  it("leaves the Pol's rotation and pols reads, and a new booking loading there is NOT_ALLOWED", async () => {
    const v = await newVoyage();
    const zee = (await callsOf(v.id)).find((c) => c.port.code === "BEZEE")!;
    await setCallService(staffNrl, { visitId: zee.id, canLoad: false, canDischarge: false });
    const read = await rotation(v.number);
    expect(read.voyages[0].visits.find((x) => x.portId === zee.portId)).toMatchObject({ canLoad: false });
    const byPol = await getJson<RotationResponse>(
      rotationRoute,
      `/api/voyage/rotation?Voyage=${v.number}&Pol=BEZEE&DepartureMin=2030-01-01`,
    );
    expect(byPol.body.voyages).toEqual([]);
    expect(await refusal(bookOn(v.number))).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "Header.Pol", code: "pol_not_loading" }],
    });
    // Antwerp still loads: a booking from there is fine
    expect((await bookOn(v.number, { Pol: "BEANR", Terminal: "AET" })).booking.Id).toBeTruthy();
  });

  it("stopping loading where bookings load lists them; confirmed, they are flagged", async () => {
    const v = await newVoyage();
    const booking = await bookOn(v.number);
    const zee = (await callsOf(v.id)).find((c) => c.port.code === "BEZEE")!;
    const lagos = (await callsOf(v.id)).find((c) => c.port.code === "NGLOS")!;
    expect(
      await refusal(setCallService(staffNrl, { visitId: zee.id, canLoad: false, canDischarge: false })),
    ).toMatchObject({ code: "NOT_ALLOWED", errors: [{ code: "affected_booking" }] });
    expect((await callsOf(v.id)).find((c) => c.id === zee.id)!.canLoad).toBe(true);
    await setCallService(staffNrl, { visitId: zee.id, canLoad: false, canDischarge: false, confirm: true });
    await setCallService(staffNrl, { visitId: lagos.id, canLoad: false, canDischarge: false, confirm: true });
    const kinds = (
      await db().scheduleChangeNotice.findMany({
        where: { bookingId: Number(booking.booking.Id) },
        orderBy: { id: "asc" },
      })
    ).map((n) => n.kind);
    expect(kinds).toEqual(["pol_not_loading", "pod_not_discharging"]);
    expect(
      await refusal(setCallService(staffAcc, { visitId: zee.id, canLoad: true, canDischarge: false })),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("cancelling a voyage", () => {
  it("lists live bookings until confirmed; then flags them, the reads drop the voyage, and new cargo is NOT_ALLOWED", async () => {
    const v = await newVoyage();
    const booking = await bookOn(v.number);
    const refused = await refusal(cancelVoyage(staffNrl, { voyageId: v.id, reason: "vessel off hire" }));
    expect(refused).toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "bookings[0]", code: "affected_booking" }] });
    expect((await rotation(v.number)).voyages).toHaveLength(1);

    expect(await refusal(cancelVoyage(staffAcc, { voyageId: v.id, reason: "not mine", confirm: true }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await cancelVoyage(staffNrl, { voyageId: v.id, reason: "vessel off hire", confirm: true })).toMatchObject({
      flagged: 1,
    });
    expect((await rotation(v.number)).voyages).toEqual([]);
    expect(
      await db().scheduleChangeNotice.findMany({ where: { bookingId: Number(booking.booking.Id) } }),
    ).toMatchObject([{ kind: "voyage_cancelled" }]);

    expect(await refusal(bookOn(v.number))).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "Header.BookingVoyage", code: "voyage_cancelled" }],
    });
    // the agent can still cancel the flagged booking
    expect((await cancelBooking(agent, Number(booking.booking.Id))).booking.Id).toBe(booking.booking.Id);
    expect(await refusal(cancelVoyage(staffNrl, { voyageId: v.id, reason: "again", confirm: true }))).toMatchObject({
      code: "NOT_ALLOWED",
    });
  });

  it("a cancelled voyage's ports drop out of the pols read when it was the only one", async () => {
    const v = await newVoyage();
    await setCallService(staffNrl, { visitId: (await callsOf(v.id))[0].id, canLoad: true, canDischarge: true });
    const hamburgPods = async () =>
      (await listRoutePorts("pod", { Line: "NRL", ScheduleCategory: "Europe - West Africa" })).some(
        (p) => p.code === "DEHAM",
      );
    expect(await hamburgPods()).toBe(true);
    await cancelVoyage(staffNrl, { voyageId: v.id, reason: "test" });
    expect(await hamburgPods()).toBe(false);
  });
});

describe("importing a season's schedule from CSV", () => {
  const header =
    "Voyage,Vessel,ScheduleCategory,SailingRoute,Port,Terminal,Arrival,Departure,CutOff,CanLoad,CanDischarge";
  it("creates every voyage of a good file, read back through the rotation", async () => {
    const n = `${tag}-C1`;
    const text = [
      header,
      `${n},Nordic Aurora,Europe - West Africa,NEWA,BEZEE,ICO,2045-05-01T06:00,2045-05-02T18:00,2045-04-29T18:00,yes,no`,
      `${n},Nordic Aurora,Europe - West Africa,NEWA,Lagos,,2045-05-14T08:00,2045-05-16T20:00,,no,yes`,
    ].join("\n");
    expect(await importSchedule(staffNrl, { text })).toEqual({ voyages: 1, calls: 2 });
    const read = await rotation(n);
    expect(read.voyages[0].visits.map((x) => [x.port, x.arrival, x.cutOff, x.canLoad])).toEqual([
      ["Zeebrugge", "2045-05-01T06:00:00", "2045-04-29T18:00:00", true],
      ["Lagos", "2045-05-14T08:00:00", null, false],
    ]);
  });

  it("reports every bad row with its line and column, and imports nothing", async () => {
    const n = `${tag}-C2`;
    const text = [
      header,
      `${n},Nordic Aurora,Europe - West Africa,NEWA,BEZEE,NOPE,2045-06-01T06:00,2045-06-02T18:00,,yes,no`,
      `${n},Nordic Aurora,Europe - West Africa,NEWA,XXXXX,,2045-06-14T08:00,2045-06-16T20:00,,no,yes`,
      `${tag}-C3,Atlas Pioneer,Europe - West Africa,NEWA,BEZEE,,2045-06-01T06:00,not a date,,yes,no`,
      `${tag}-C3,Atlas Pioneer,Europe - West Africa,NEWA,NGLOS,,2045-06-14T08:00,2045-06-16T20:00,,maybe,yes`,
    ].join("\n");
    const refused = await refusal(importSchedule(staffNrl, { text }));
    expect(refused).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(refused!.errors.map((e) => e.path)).toEqual(["row 4.Departure", "row 5.CanLoad"]);
    // once the format is right, the look-ups are reported the same way
    const fixed = text.replace("not a date", "2045-06-02T18:00").replace("maybe", "no");
    const looked = await refusal(importSchedule(staffNrl, { text: fixed }));
    expect(looked!.errors.map((e) => e.path)).toEqual(["row 2.Terminal", "row 3.Port", "row 4.Vessel"]);
    expect(await db().voyage.count({ where: { number: { in: [n, `${tag}-C3`] } } })).toBe(0);
    expect(await refusal(importSchedule(agent, { text: fixed }))).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("vessels", () => {
  const particulars = {
    imo: "",
    yearBuilt: 2020,
    cargoCapacity: 41000,
    maxDeckHeight: 500,
    maxDeckWidth: 1200,
    maxRampWeight: 150,
    flag: "Norway",
    speed: 19,
  };
  it("staff add and edit their line's vessels; a taken name is a field error; another line's is 404", async () => {
    const name = `Nordic ${tag}`;
    const { id } = await createVessel(staffNrl, { name, ...particulars });
    const row = await db().vessel.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ lineId: staffNrl.lineId, name, imo: null, yearBuilt: 2020, flag: "Norway" });
    expect(await refusal(createVessel(staffNrl, { name: name.toUpperCase(), ...particulars }))).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ path: "name", code: "taken" }],
    });
    expect(await refusal(createVessel(staffNrl, { name: `${name} 2`, ...particulars, imo: "9700011" }))).toMatchObject({
      errors: [{ path: "imo", code: "taken" }],
    });
    await updateVessel(staffNrl, id, { name, ...particulars, speed: 21.5 });
    expect(Number((await db().vessel.findUniqueOrThrow({ where: { id } })).speed)).toBe(21.5);
    expect(await refusal(updateVessel(staffAcc, id, { name, ...particulars }))).toMatchObject({ code: "NOT_FOUND" });
    // the form's values are parsed at the door (the server action), before the domain function runs
    const badSpeed = Promise.resolve().then(() =>
      parseInput(vesselInputSchema, { name: `${name} 3`, ...particulars, speed: -1 }),
    );
    expect(await refusal(badSpeed)).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ path: "speed" }],
    });
    expect(await refusal(createVessel(admin, { name: `${name} 4`, ...particulars }))).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ path: "lineId" }],
    });
    await db().vessel.delete({ where: { id } });
  });
});

describe("the unit-model catalogue", () => {
  it("admins add, edit and retire; a retired model is not offered nor accepted on a new unit, but stays on booked ones", async () => {
    const make = `Make${tag}`;
    const input = {
      make,
      model: "Roadster",
      description: `${make} Roadster two-seater`,
      type: "C" as const,
      length: 400,
      width: 180,
      height: 120,
      weight: 1100,
    };
    expect(await refusal(createUnitModel(staffNrl, input))).toMatchObject({ code: "FORBIDDEN" });
    const { id } = await createUnitModel(admin, input);
    expect(await refusal(createUnitModel(admin, { ...input, model: "roadster" }))).toMatchObject({
      errors: [{ path: "model", code: "taken" }],
    });
    await updateUnitModel(admin, id, { ...input, weight: 1150 });
    expect((await searchUnitModels({ search: make })).map((m) => [m.id, m.weight])).toEqual([[id, 1150]]);

    const v = await newVoyage();
    const booked = await save(
      agent,
      bookingInput({
        header: { Line: "NRL", BookingVoyage: v.number },
        itemOverrides: { Description: `${make} Roadster` },
      }),
    );
    await setUnitModelRetired(admin, id, true);
    expect(await searchUnitModels({ search: make })).toEqual([]);
    expect(
      await refusal(
        save(
          agent,
          bookingInput({
            header: { Line: "NRL", BookingVoyage: v.number },
            itemOverrides: { Description: `${make} Roadster` },
          }),
        ),
      ),
    ).toMatchObject({
      code: "NOT_FOUND",
      errors: [{ path: "Items[0].Description", code: "unit_model_retired" }],
    });
    // the booked unit keeps its model through an update of the booking
    const stored = await db().bookingItem.findFirstOrThrow({ where: { bookingId: Number(booked.booking.Id) } });
    const update = bookingInput({
      header: { Id: booked.booking.Id!, Line: "NRL", BookingVoyage: v.number, Note: "updated" },
      itemOverrides: { Description: `${make} Roadster`, Id: String(stored.id), SerialNumber: stored.serialNumber! },
    });
    expect((await save(agent, update)).booking.Id).toBe(booked.booking.Id);
    expect((await db().bookingItem.findUniqueOrThrow({ where: { id: stored.id } })).unitModelId).toBe(id);

    await setUnitModelRetired(admin, id, false);
    expect((await searchUnitModels({ search: make })).map((m) => m.id)).toEqual([id]);
  });
});

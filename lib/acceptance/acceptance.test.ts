// The line's acceptance rules in the real save, on a database of its own (the file adds voyages,
// which would change other files' schedule reads): sailing consistency, cut-off, unit limits,
// stop sale, space per leg with its read (GET /api/voyages/{voyage}/capacity), staff exceptions.
// Each refusal is also asked with TestOnly, which must answer exactly the same.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as capacityRoute } from "@/app/api/voyages/[voyage]/capacity/route";
import type { Caller } from "@/lib/auth/caller";
import { grantAcceptanceException, listAcceptanceExceptions } from "@/lib/acceptance/exceptions";
import { setAllotment, setStopSale } from "@/lib/acceptance/staff-controls";
import { cancelBooking } from "@/lib/booking/form/cancel-booking";
import { getBookingDetail } from "@/lib/booking/read/booking-detail";
import { getBookingMessage } from "@/lib/booking/read/get-booking-message";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { findVisibleBooking } from "@/lib/booking/message/stored-booking";
import { bookingInput, itemInput, randomVin } from "@/lib/booking/test-helpers";
import { db, pgPool } from "@/lib/db/prisma";
import { addVoyage } from "@/lib/lines/add-voyage";
import { addVoyageSchema } from "@/lib/lines/schemas";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";
import { instantOf } from "@/lib/time/port-time";
import type { VoyageCapacity } from "@/lib/voyage-space/capacity-schema";

let ownDatabase: TestDatabase;
let agent: Caller;
let staffNrl: Caller;
let staffAcc: Caller;
let sourceVoyageId: number;
const tag = `A${randomInt(1000, 9999)}`;
let serial = 0;

type Refusal = { code?: string; message: string; errors: { path: string; code: string; message: string }[] } | null;
const refusal = (promise: Promise<unknown>): Promise<Refusal> =>
  promise.then(
    () => null,
    (e: {
      code?: string;
      message: string;
      errors?: Refusal extends null ? never : { path: string; code: string; message: string }[];
    }) => ({ code: e.code, message: e.message, errors: e.errors ?? [] }),
  );
const save = (caller: Caller, message: ExtBookingInput, now?: Date, testOnly = false) =>
  saveBooking(caller, extBookingSchema.parse(message), { testOnly, now });
/** The refusal of a save, asked first with TestOnly (which must answer the same) and then for real. */
async function refused(caller: Caller, message: ExtBookingInput, now?: Date): Promise<Refusal> {
  const dry = await refusal(save(caller, message, now, true));
  const real = await refusal(save(caller, message, now));
  expect(dry).toEqual(real);
  return real;
}
/** A unit of exactly 20 RT (5 × 2 × 2 m, 2.5 t). */
const twentyRt = { Length: 500, Width: 200, Height: 200, Weight: 2500 };
const on = (voyage: string, header: Partial<ExtBookingInput["Header"]> = {}, items = 1, overrides = {}) =>
  bookingInput({
    items,
    header: { Line: "NRL", BookingVoyage: voyage, ...header },
    itemOverrides: { ...twentyRt, ...overrides },
  });

/** A new NEWA voyage of NRL: DEHAM, BEANR, BEZEE (ICO), GBSOU, ESVLC (loads and discharges), SNDKR … NGLOS. */
async function newVoyage() {
  serial++;
  const v = await addVoyage(
    staffNrl,
    addVoyageSchema.parse({ sourceVoyageId, number: `${tag}-${serial}`, firstArrival: `${2040 + serial}-03-01T06:00` }),
  );
  const calls = await db().visit.findMany({
    where: { voyageId: v.id },
    orderBy: { sequence: "asc" },
    include: { port: true },
  });
  const at = (code: string) => calls.find((c) => c.port.code === code)!;
  const cap = Number(
    (await db().voyage.findUniqueOrThrow({ where: { id: v.id }, include: { vessel: true } })).vessel.cargoCapacity,
  );
  return { ...v, calls, at, cap };
}
const capacity = async (voyage: string) => {
  const res = await callRoute<VoyageCapacity>(capacityRoute, {
    url: `/api/voyages/${encodeURIComponent(voyage)}/capacity`,
    apiKey: TEST_API_KEYS.agent,
    params: { voyage },
  });
  expect(res.status).toBe(200);
  return res.body;
};
const booked = async (voyage: string) => (await capacity(voyage)).legs.map((l) => l.bookedRt);
/** Booked RT per leg (12 calls, 11 legs) with `rt` on legs from..to. */
const legs = (...spans: [from: number, to: number, rt: number][]) =>
  Array.from({ length: 11 }, (_, k) => spans.reduce((sum, [f, t, rt]) => sum + (k >= f && k <= t ? rt : 0), 0));
const terminalAt = async (port: string) =>
  (await db().terminal.findFirstOrThrow({ where: { port: { code: port } }, orderBy: { id: "asc" } })).code;

beforeAll(async () => {
  ownDatabase = await createTestDatabase();
  process.env.DATABASE_URL = ownDatabase.url;
  // The sailings here are decades ahead, when every demo unit is past the Pods' age rules: this
  // database (its own) keeps no destination rules, so the refusals are acceptance's alone.
  await db().destinationRule.deleteMany({});
  const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const nrl = await user("staff.nrl@quayside.test");
  const acc = await user("staff.acc@quayside.test");
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
  sourceVoyageId = (
    await db().voyage.findFirstOrThrow({ where: { sailingRoute: "NEWA", lineId: nrl.lineId! }, orderBy: { id: "asc" } })
  ).id;
});

afterAll(async () => {
  await db().$disconnect();
  await pgPool().end();
  await ownDatabase?.drop();
});

describe("sailing consistency", () => {
  it("refuses a voyage that does not call at the Pol, the Terminal or the Pod, naming the field and the calls it makes", async () => {
    const v = await newVoyage();
    const elsewhere = await db().port.findFirstOrThrow({
      where: { code: { notIn: v.calls.map((c) => c.port.code) }, terminals: { some: {} } },
      include: { terminals: true },
    });
    const pol = await refused(agent, on(v.number, { Pol: elsewhere.code, Terminal: elsewhere.terminals[0].code }));
    expect(pol).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [
        {
          path: "Header.Pol",
          code: "voyage_not_calling",
          message: expect.stringContaining("It calls at Hamburg (DEHAM, loads)"),
        },
      ],
    });
    const pod = await refused(agent, on(v.number, { Pod: elsewhere.code }));
    expect(pod?.errors).toEqual([
      {
        path: "Header.Pod",
        code: "voyage_not_calling",
        message: expect.stringMatching(/does not call at .*Lagos \(NGLOS, discharges\)/),
      },
    ]);
    const terminal = await refused(agent, on(v.number, { Terminal: "WWL" }));
    expect(terminal?.errors).toEqual([
      {
        path: "Header.Terminal",
        code: "voyage_not_calling",
        message: expect.stringContaining("another terminal than WWL"),
      },
    ]);
  });

  it("refuses a Pod the voyage calls at only before the Pol as such", async () => {
    const v = await newVoyage();
    const res = await refused(agent, on(v.number, { Pol: "ESVLC", Terminal: await terminalAt("ESVLC"), Pod: "BEZEE" }));
    expect(res?.errors).toEqual([
      { path: "Header.Pod", code: "pod_before_pol", message: expect.stringContaining("only before Valencia") },
    ]);
  });

  it("keeps a booking without a voyage when its line can be told (its staff see it), and refuses one whose line cannot", async () => {
    const ok = await save(agent, bookingInput({ header: { Line: undefined, BookingVoyage: null } }));
    const stored = await db().booking.findUniqueOrThrow({ where: { id: ok.booking.Id! }, include: { line: true } });
    expect(stored.line?.code).toBe("NRL");
    expect(await findVisibleBooking(db(), stored.id, staffNrl)).not.toBeNull();
    expect(await findVisibleBooking(db(), stored.id, staffAcc)).toBeNull();

    const noPod = await refused(agent, bookingInput({ header: { Line: undefined, Pod: null } }));
    expect(noPod).toMatchObject({ code: "VALIDATION_FAILED", errors: [{ path: "Header.Pod", code: "required" }] });
    // No line sails from Zeebrugge to Valencia's … far side: pick a port no voyage discharges at after BEZEE.
    const unserved = await db().port.findFirstOrThrow({
      where: { code: { not: "BEZEE" }, visits: { none: { canDischarge: true } } },
    });
    const noLine = await refused(agent, bookingInput({ header: { Line: undefined, Pod: unserved.code } }));
    expect(noLine?.errors).toEqual([
      { path: "Header.Line", code: "required", message: expect.stringContaining("name the Line") },
    ]);
  });

  it("matches names and codes literally: % and _ find nothing", async () => {
    for (const header of [
      { Pol: "%" },
      { Pol: "_____" },
      { Terminal: "%" },
      { Line: "%" },
      { Pod: "%" },
      { Line: "NRL", BookingVoyage: "%" },
      { Line: "N_L" },
    ]) {
      const res = await refusal(save(agent, bookingInput({ header })));
      expect(res?.code, JSON.stringify(header)).toBe("NOT_FOUND");
    }
  });
});

describe("cut-off", () => {
  it("refuses an agent's new unit or move after the Pol's cut-off (port time), lets cancels through until departure, and staff always", async () => {
    const v = await newVoyage();
    const call = v.at("BEZEE");
    const cutOff = instantOf(call.cutOff!, call.port.timeZone);
    const afterCutOff = new Date(cutOff.getTime() + 60_000);
    const b = await save(agent, on(v.number), new Date(cutOff.getTime() - 60_000));

    const moveOnto = await refused(agent, on(v.number), afterCutOff);
    expect(moveOnto).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [
        {
          path: "Header.BookingVoyage",
          code: "cut_off_passed",
          message: expect.stringMatching(
            /closed for cargo at Zeebrugge at its cut-off on \w{3} \d+ \w{3} at \d\d:\d\d, local time/,
          ),
        },
      ],
    });
    const back = await getBookingMessage(b.booking.Id!, agent);
    const addUnit = { ...back, Items: [...back.Items, itemInput(2, twentyRt)] } as ExtBookingInput;
    expect((await refused(agent, addUnit, afterCutOff))?.errors).toEqual([
      { path: "Items[1]", code: "cut_off_passed", message: expect.stringContaining("can no longer be added") },
    ]);
    const taller = { ...back, Items: [{ ...back.Items[0], Height: 250 }] } as ExtBookingInput;
    expect((await refused(agent, taller, afterCutOff))?.errors).toEqual([
      { path: "Items[0]", code: "cut_off_passed", message: expect.any(String) },
    ]);
    // a note is not cargo
    await save(agent, { ...back, Header: { ...back.Header, Note: "late note" } } as ExtBookingInput, afterCutOff);

    // Staff grant a late unit: the agent adds it until departure.
    const granted = await grantAcceptanceException(staffNrl, {
      bookingId: b.booking.Id!,
      kind: "LateUnit",
      reason: "Terminal confirmed a late gate-in",
    });
    expect(granted).toMatchObject({
      kind: "LateUnit",
      serialNumber: null,
      createdBy: staffNrl.name,
      reason: "Terminal confirmed a late gate-in",
    });
    const again = await getBookingMessage(b.booking.Id!, agent);
    await save(agent, { ...again, Items: [...again.Items, itemInput(2, twentyRt)] } as ExtBookingInput, afterCutOff);
    expect((await listAcceptanceExceptions(staffNrl, { voyageId: v.id })).map((e) => e.id)).toEqual([granted.id]);
    expect(await listAcceptanceExceptions(staffAcc, { voyageId: v.id })).toEqual([]);

    // After departure: nothing but staff.
    const departed = new Date(instantOf(call.departure, call.port.timeZone).getTime() + 60_000);
    const latest = await getBookingMessage(b.booking.Id!, agent);
    expect(
      (await refused(agent, { ...latest, Header: { ...latest.Header, IsCanceled: true } } as ExtBookingInput, departed))
        ?.errors,
    ).toEqual([
      {
        path: "Header.BookingVoyage",
        code: "cut_off_passed",
        message: expect.stringContaining("only the line's staff"),
      },
    ]);
    await save(staffNrl, { ...latest, Header: { ...latest.Header, Note: "staff note" } } as ExtBookingInput, departed);
  });

  it("lets an agent cancel after the cut-off", async () => {
    const v = await newVoyage();
    const call = v.at("BEZEE");
    const cutOff = instantOf(call.cutOff!, call.port.timeZone);
    const b = await save(agent, on(v.number), new Date(cutOff.getTime() - 60_000));
    const back = await getBookingMessage(b.booking.Id!, agent);
    const res = await save(
      agent,
      { ...back, Header: { ...back.Header, IsCanceled: true } } as ExtBookingInput,
      new Date(cutOff.getTime() + 60_000),
    );
    expect(res.booking.IsCanceled).toBe(true);
  });
});

describe("units fit the voyage", () => {
  it("refuses a unit over the voyage's limits at its field with the limit, fills gaps from the catalogue, and takes a staff exception", async () => {
    const v = await newVoyage();
    const tall = on(v.number, {}, 4);
    tall.Items[3].Height = 780;
    tall.Items[1].Weight = 130_000;
    const res = await refused(agent, tall);
    expect(res?.errors).toEqual([
      {
        path: "Items[1].Weight",
        code: "exceeds_voyage_limit",
        message: "Weight 130000 kg is over the voyage's limit of 120 t (120000 kg).",
      },
      {
        path: "Items[3].Height",
        code: "exceeds_voyage_limit",
        message: "Height 780 cm is over the voyage's limit of 480 cm.",
      },
    ]);
    // The item gives no height: its model's counts.
    await db().voyage.update({ where: { id: v.id }, data: { maxUnitHeight: 150 } });
    const model = await db().unitModel.findFirstOrThrow({ where: { make: "Toyota", model: "Land Cruiser" } });
    const fromModel = await refused(agent, on(v.number, {}, 1, { Height: null }));
    expect(fromModel?.errors).toEqual([
      {
        path: "Items[0].Height",
        code: "exceeds_voyage_limit",
        message: `Height ${model.height} cm (from the catalogue model) is over the voyage's limit of 150 cm.`,
      },
    ]);
    await db().voyage.update({ where: { id: v.id }, data: { maxUnitHeight: 480 } });

    // Out of gauge, allowed by staff for one unit of a booking.
    const b = await save(agent, on(v.number));
    const vin = randomVin();
    const back = await getBookingMessage(b.booking.Id!, agent);
    const withTall = {
      ...back,
      Items: [...back.Items, itemInput(2, { ...twentyRt, Height: 520, SerialNumber: vin })],
    } as ExtBookingInput;
    expect((await refused(agent, withTall))?.errors.map((e) => [e.path, e.code])).toEqual([
      ["Items[1].Height", "exceeds_voyage_limit"],
    ]);
    expect(
      await refusal(
        grantAcceptanceException(agent, {
          bookingId: b.booking.Id!,
          kind: "OutOfGauge",
          serialNumber: vin,
          reason: "fits",
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
    await grantAcceptanceException(staffNrl, {
      bookingId: b.booking.Id!,
      kind: "OutOfGauge",
      serialNumber: vin.toLowerCase(),
      reason: "Upper deck slot confirmed",
    });
    const saved = await save(agent, withTall);
    expect(saved.booking.Items).toHaveLength(2);
    // The booking's history shows the grant (who, why, when) to the agent and to the line's staff.
    for (const viewer of [agent, staffNrl]) {
      const detail = (await getBookingDetail(b.booking.Id!, viewer))!;
      expect(detail.acceptanceExceptions).toEqual([
        expect.objectContaining({
          kind: "OutOfGauge",
          serialNumber: vin,
          reason: "Upper deck slot confirmed",
          createdBy: staffNrl.name,
          voyage: v.number,
          createdAt: expect.any(Date),
        }),
      ]);
    }
  });
});

describe("space per leg", () => {
  it("counts each unit on the legs from its Pol to its Pod, frees them on a Pod move and a cancel, and refuses a leg over the capacity", async () => {
    const v = await newVoyage();
    const empty = await capacity(v.number);
    expect(empty).toEqual({
      voyage: v.number,
      vessel: expect.any(String),
      capacityRt: v.cap,
      open: true,
      legs: v.calls
        .slice(0, -1)
        .map((c, k) => ({ from: c.port.code, to: v.calls[k + 1].port.code, bookedRt: 0, freeRt: v.cap })),
    });
    // BEZEE is call 2, ESVLC call 4, SNDKR call 5, NGLOS call 11: legs 2..10 for BEZEE → NGLOS.
    const a = await save(agent, on(v.number, {}, 2));
    expect(await booked(v.number.toLowerCase())).toEqual(legs([2, 10, 40]));
    expect(await capacity(String(v.id))).toEqual(await capacity(v.number));

    await setAllotment(staffNrl, { voyageId: v.id, allotmentRt: 50 });
    const full = await refused(agent, on(v.number));
    expect(full).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [
        {
          path: "Header.BookingVoyage",
          code: "voyage_full",
          message: expect.stringMatching(
            new RegExp(
              `^Voyage ${v.number} is full from Zeebrugge \\(BEZEE\\) to Southampton \\(GBSOU\\): 10 RT left there, and this booking needs 20 RT\\.`,
            ),
          ),
        },
      ],
    });

    // A unit moved to an earlier Pod frees the legs after it; another booking takes them.
    const back = await getBookingMessage(a.booking.Id!, agent);
    await save(agent, { ...back, Header: { ...back.Header, Pod: "ESVLC" } } as ExtBookingInput);
    expect(await booked(v.number)).toEqual(legs([2, 3, 40]));
    const valencia = { Pol: "ESVLC", Terminal: await terminalAt("ESVLC") };
    const b = await save(agent, on(v.number, valencia, 2));
    expect(await booked(v.number)).toEqual(legs([2, 3, 40], [4, 10, 40]));
    // Moving the first booking's Pod back out would take leg 4 to 80 RT.
    const again = await getBookingMessage(a.booking.Id!, agent);
    const moveBack = await refused(agent, { ...again, Header: { ...again.Header, Pod: "NGLOS" } } as ExtBookingInput);
    expect(moveBack?.errors).toEqual([
      {
        path: "Header.BookingVoyage",
        code: "voyage_full",
        message: expect.stringContaining("from Valencia (ESVLC) to Dakar (SNDKR): 10 RT left there"),
      },
    ]);
    // Editing a booking that takes no more space passes even on a full voyage.
    await save(agent, { ...again, Header: { ...again.Header, Note: "still fine" } } as ExtBookingInput);

    await cancelBooking(agent, b.booking.Id!);
    expect(await booked(v.number)).toEqual(legs([2, 3, 40]));
    const cancelItem = await getBookingMessage(a.booking.Id!, agent);
    await save(agent, {
      ...cancelItem,
      Items: [{ ...cancelItem.Items[0], IsCanceled: true }, cancelItem.Items[1]],
    } as ExtBookingInput);
    expect(await booked(v.number)).toEqual(legs([2, 3, 20]));
    expect((await capacity(v.number)).capacityRt).toBe(50);
    expect(await refusal(setAllotment(staffNrl, { voyageId: v.id, allotmentRt: v.cap + 1 }))).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [{ path: "allotmentRt" }],
    });
    expect(await refusal(setAllotment(staffAcc, { voyageId: v.id, allotmentRt: 10 }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "lets exactly one of 8 concurrent saves take the last space (PostgreSQL server)",
    async () => {
      const v = await newVoyage();
      await save(agent, on(v.number, {}, 2));
      await setAllotment(staffNrl, { voyageId: v.id, allotmentRt: 60 });
      const results = await Promise.all(Array.from({ length: 8 }, () => refusal(save(agent, on(v.number)))));
      expect(results.filter((r) => r === null)).toHaveLength(1);
      for (const r of results.filter((x) => x !== null)) expect(r?.errors.map((e) => e.code)).toEqual(["voyage_full"]);
      expect(await booked(v.number)).toEqual(legs([2, 10, 60]));
    },
  );
});

describe("stop sale", () => {
  it("closes a voyage, or one Pol, to new cargo until staff reopen it", async () => {
    const v = await newVoyage();
    const b = await save(agent, on(v.number));
    await setStopSale(staffNrl, { voyageId: v.id, stopped: true, reason: "Vessel swap pending" });
    expect((await capacity(v.number)).open).toBe(false);
    expect((await refused(agent, on(v.number)))?.errors).toEqual([
      { path: "Header.BookingVoyage", code: "voyage_closed", message: expect.stringContaining("Vessel swap pending") },
    ]);
    // what is booked stays editable
    const back = await getBookingMessage(b.booking.Id!, agent);
    await save(agent, { ...back, Header: { ...back.Header, Note: "ok" } } as ExtBookingInput);
    await setStopSale(staffNrl, { voyageId: v.id, stopped: false });
    expect((await capacity(v.number)).open).toBe(true);

    await setStopSale(staffNrl, { voyageId: v.id, stopped: true, pol: "bezee", reason: "Terminal strike" });
    expect((await refused(agent, on(v.number)))?.errors).toEqual([
      { path: "Header.Pol", code: "voyage_closed", message: expect.stringContaining("Terminal strike") },
    ]);
    await save(agent, on(v.number, { Pol: "GBSOU", Terminal: await terminalAt("GBSOU") }));
    expect(
      await refusal(setStopSale(staffNrl, { voyageId: v.id, stopped: true, pol: "SNDKR", reason: "none" })),
    ).toMatchObject({ code: "NOT_FOUND", errors: [{ path: "pol", code: "voyage_not_calling" }] });
    await setStopSale(staffNrl, { voyageId: v.id, stopped: false, pol: "BEZEE" });
    await save(agent, on(v.number));
  });
});

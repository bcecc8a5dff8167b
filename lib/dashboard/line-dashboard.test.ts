// The line staff's home on the test database: a sailing's units booked, delivered at the gate and
// due, its space; what needs staff today (a unit measured off its booking, late units, a cut-off
// within 24 hours, a quote to price), each with the page to act on; and nothing of another line.
// The sailing is a Hamburg call (no other test books from Hamburg), so its counts are this file's.
import { beforeAll, describe, expect, it } from "vitest";
import { grantAcceptanceException } from "@/lib/acceptance/exceptions";
import type { Caller } from "@/lib/auth/caller";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { HORIZON_DAYS, lineDashboard, MAX_SAILINGS, type LineDashboard } from "@/lib/dashboard/line-dashboard";
import { db } from "@/lib/db/prisma";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { instantOf } from "@/lib/time/port-time";

const tag = `L${Date.now().toString(36).toUpperCase()}`;
let acme: Caller;
let bvf: Caller;
let staffNrl: Caller;
let staffAcc: Caller;
let voyage: { id: number; number: string };
/** a Hamburg cut-off, as the instant it stands for */
let cutOff: Date;
/** twelve hours before that cut-off */
let now: Date;
const booked: Record<string, { id: number; code: string; itemIds: number[]; serials: string[] }> = {};

async function create(caller: Caller, name: string, message: ExtBookingInput) {
  const saved = await saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
  booked[name] = {
    id: saved.booking.Id!,
    code: saved.booking.BookingCode!,
    itemIds: saved.booking.Items.map((i) => Number(i.Id)),
    serials: message.Items.map((i) => i.SerialNumber!),
  };
}

const fromHamburg = (agent: "ACME" | "BVF", items: number, header: Partial<ExtBookingInput["Header"]> = {}) =>
  bookingInput({
    agent,
    items,
    header: { Pol: "DEHAM", Terminal: "UNIKAI", BookingVoyage: voyage.number, ReferenceNumber: tag, ...header },
  });

const sailingOf = (board: LineDashboard) =>
  board.sailings.find((s) => s.voyageId === voyage.id && s.pol.code === "DEHAM");

beforeAll(async () => {
  const [a, b] = await Promise.all(["ACME", "BVF"].map((code) => db().agent.findUniqueOrThrow({ where: { code } })));
  acme = { kind: "apiKey", id: 1, role: "AGENT", agentId: a.id, lineId: null, name: "acme", ip: "127.0.0.1" };
  bvf = { kind: "apiKey", id: 2, role: "AGENT", agentId: b.id, lineId: null, name: "bvf", ip: "127.0.0.1" };
  const staff = async (email: string): Promise<Caller> => {
    const u = await db().user.findUniqueOrThrow({ where: { email } });
    return { kind: "user", id: u.id, role: "STAFF", agentId: null, lineId: u.lineId, name: u.name, ip: "127.0.0.1" };
  };
  [staffNrl, staffAcc] = await Promise.all([staff(TEST_USERS.staffNrl), staff(TEST_USERS.staffAcc)]);
  // A Nordic Ro-Ro Europe - West Africa sailing a month out or more, so no other test's clock reaches it.
  const call = await db().visit.findFirstOrThrow({
    where: {
      port: { code: "DEHAM" },
      canLoad: true,
      cutOff: { gt: new Date(Date.now() + 30 * 86_400_000) },
      voyage: { sailingRoute: "NEWA", cancelledAt: null, saleStoppedAt: null },
    },
    orderBy: { departure: "asc" },
    select: { cutOff: true, voyage: { select: { id: true, number: true } } },
  });
  voyage = call.voyage;
  cutOff = instantOf(call.cutOff!, "Europe/Berlin");
  now = new Date(cutOff.getTime() - 12 * 3_600_000);

  await create(acme, "acme", fromHamburg("ACME", 3));
  await create(bvf, "bvf", fromHamburg("BVF", 1));
  // a quotation holds no space and sends nothing to the gate
  await create(acme, "quote", fromHamburg("ACME", 2, { RequestType: 1 }));
  // Big vans have trade rates only: a quote with no voyage waits for staff to price it by hand.
  await create(
    acme,
    "toPrice",
    bookingInput({ header: { Line: "NRL", RequestType: 1 }, itemOverrides: { Type: "B" } }),
  );

  // Two of Acme's units reach the gate; the first is measured 9 m high (the service takes 4.8 m).
  const today = new Date().toISOString().slice(0, 10);
  await recordMilestones(staffNrl, [
    { itemId: booked.acme.itemIds[0], milestone: { type: "Delivered", on: today, height: 900 } },
    { itemId: booked.acme.itemIds[1], milestone: { type: "Delivered", on: today } },
  ]);
});

describe("lineDashboard", () => {
  it("counts a sailing's units booked, delivered at the gate and due, with its space", async () => {
    const board = await lineDashboard(staffNrl, now);
    expect(board.horizonDays).toBe(HORIZON_DAYS);
    expect(board.sailings.length).toBeLessThanOrEqual(MAX_SAILINGS);
    const sailing = sailingOf(board);
    expect(sailing).toMatchObject({
      voyage: voyage.number,
      pol: { code: "DEHAM", name: "Hamburg" },
      timeZone: "Europe/Berlin",
      cutOffPassed: false,
      bookings: 2,
      units: 4,
      delivered: 2,
      loaded: 0,
      due: 2,
      lateUnits: 0,
      offSize: 1,
    });
    // Port time on the wire: no zone suffix.
    expect(sailing!.cutOff).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(sailing!.space?.capacityRt).toBeGreaterThan(0);
    expect(sailing!.space?.usedRt).toBeGreaterThan(0);
    expect(sailing!.space?.status.kind).toMatch(/plenty|limited|full|closed/);
  });

  it("lists sailings departing within the horizon, leaving out those closed with nothing booked", async () => {
    const board = await lineDashboard(staffNrl, now);
    expect(board.sailings.filter((s) => s.cutOffPassed && s.units === 0)).toEqual([]);
    const first = board.sailings.findIndex((s) => s.voyageId === voyage.id && s.pol.code === "DEHAM");
    expect(first).toBeGreaterThanOrEqual(0);
    const departures = await db().visit.findMany({
      where: { voyageId: { in: board.sailings.map((s) => s.voyageId) }, canLoad: true },
      select: { departure: true, port: { select: { code: true, timeZone: true } }, voyageId: true },
    });
    for (const s of board.sailings) {
      const visit = departures.find((d) => d.voyageId === s.voyageId && d.port.code === s.pol.code)!;
      const at = instantOf(visit.departure, visit.port.timeZone).getTime();
      expect(at).toBeGreaterThanOrEqual(now.getTime());
      expect(at).toBeLessThan(now.getTime() + HORIZON_DAYS * 86_400_000);
    }
  });

  it("says what needs staff today, each with the page to act on", async () => {
    const board = await lineDashboard(staffNrl, now);
    const offSize = board.needs.find(
      (n) =>
        n.kind === "exception" && n.href === `/bookings/${booked.acme.id}?exception=OutOfGauge#acceptance-exception`,
    );
    expect(offSize?.title).toBe(`${booked.acme.code}: 1 unit measured off its booking at the gate`);
    const closing = board.needs.find((n) => n.kind === "cutOff" && n.title.startsWith(`${voyage.number} from Hamburg`));
    expect(closing).toMatchObject({
      detail: "2 of 4 units not yet delivered at the gate.",
      href: `/milestones?voyage=${voyage.id}&pol=DEHAM`,
      cutOff: { timeZone: "Europe/Berlin" },
    });
    const price = board.needs.find((n) => n.kind === "price" && n.title.includes(booked.toPrice.code));
    expect(price).toMatchObject({ title: `Quote ${booked.toPrice.code}: 1 unit to price`, href: "/line/prices" });
    expect(board.totals.toPrice).toBeGreaterThanOrEqual(1);
    expect(board.totals.exceptions).toBeGreaterThanOrEqual(1);
    // no late units before the cut-off
    expect(board.needs.some((n) => n.kind === "late" && n.href.includes(`voyage=${voyage.id}&`))).toBe(false);
  });

  it("says it in French for a page in French: the same needs, the same links", async () => {
    const [english, french] = [await lineDashboard(staffNrl, now), await lineDashboard(staffNrl, now, "fr")];
    expect(french.needs.map((n) => [n.kind, n.href])).toEqual(english.needs.map((n) => [n.kind, n.href]));
    const closing = french.needs.find(
      (n) => n.kind === "cutOff" && n.href === `/milestones?voyage=${voyage.id}&pol=DEHAM`,
    );
    expect(closing).toMatchObject({
      title: `${voyage.number} au départ de Hamburg\u00a0: clôture dans moins de 24 heures`,
      detail: "2 sur 4 unités pas encore livrées à l’entrée terminal.",
    });
    const price = french.needs.find((n) => n.kind === "price" && n.title.includes(booked.toPrice.code));
    expect(price?.title).toBe(`Cotation ${booked.toPrice.code}\u00a0: 1 unité à tarifer`);
  });

  it("flags late units once the cut-off passed, until a late-unit exception covers them", async () => {
    const afterCutOff = new Date(cutOff.getTime() + 60_000);
    const late = await lineDashboard(staffNrl, afterCutOff);
    expect(sailingOf(late)).toMatchObject({ cutOffPassed: true, due: 2, lateUnits: 2 });
    expect(
      late.needs.find((n) => n.kind === "late" && n.href === `/milestones?voyage=${voyage.id}&pol=DEHAM`)?.title,
    ).toBe(`${voyage.number} from Hamburg: 2 late units`);
    // A closed cut-off is not "within 24 hours" any more.
    expect(late.needs.some((n) => n.kind === "cutOff" && n.title.startsWith(`${voyage.number} from Hamburg`))).toBe(
      false,
    );

    await grantAcceptanceException(staffNrl, { bookingId: booked.bvf.id, kind: "LateUnit", reason: "truck delayed" });
    expect(sailingOf(await lineDashboard(staffNrl, afterCutOff))?.lateUnits).toBe(1);
  });

  it("drops a unit measured off its booking once an out-of-gauge exception covers it", async () => {
    await grantAcceptanceException(staffNrl, {
      bookingId: booked.acme.id,
      kind: "OutOfGauge",
      serialNumber: booked.acme.serials[0],
      reason: "high roof, loads on deck 3",
    });
    const board = await lineDashboard(staffNrl, now);
    expect(sailingOf(board)?.offSize).toBe(0);
    expect(
      board.needs.some((n) => n.href === `/bookings/${booked.acme.id}?exception=OutOfGauge#acceptance-exception`),
    ).toBe(false);
  });

  it("shows staff only their own line's sailings and needs", async () => {
    const nrl = await lineDashboard(staffNrl, now);
    const lines = await db().voyage.findMany({
      where: { id: { in: nrl.sailings.map((s) => s.voyageId) } },
      select: { lineId: true },
    });
    expect(new Set(lines.map((v) => v.lineId))).toEqual(new Set([staffNrl.lineId]));

    const acc = await lineDashboard(staffAcc, now);
    expect(acc.sailings.length).toBeGreaterThan(0);
    expect(acc.sailings.some((s) => s.voyageId === voyage.id)).toBe(false);
    const accLines = await db().voyage.findMany({
      where: { id: { in: acc.sailings.map((s) => s.voyageId) } },
      select: { lineId: true },
    });
    expect(new Set(accLines.map((v) => v.lineId))).toEqual(new Set([staffAcc.lineId]));
    const text = acc.needs.map((n) => `${n.title} ${n.href}`).join("\n");
    for (const b of Object.values(booked)) {
      expect(text).not.toContain(b.code);
      expect(text).not.toContain(`/bookings/${b.id}`);
    }
    expect(text).not.toContain(`voyage=${voyage.id}&`);
  });

  it("is for line staff only", async () => {
    await expect(lineDashboard(acme, now)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

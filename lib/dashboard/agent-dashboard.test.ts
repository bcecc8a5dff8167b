// The agent's home on the test database: units due at the gate in cut-off order, the week's
// cut-offs, drafts, bookings with problems; and only the caller's own agent's bookings.
import { beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { agentDashboard } from "@/lib/dashboard/agent-dashboard";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema, type ExtBookingInput } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { instantOf } from "@/lib/time/port-time";

const tag = `D${Date.now().toString(36).toUpperCase()}`;
let acme: Caller;
let bvf: Caller;
const ids: Record<string, number> = {};
/** "now" for the dashboard: a day before the first sailing's cut-off at Zeebrugge. */
let now: Date;
let voyages: string[];

async function create(caller: Caller, name: string, message: ExtBookingInput) {
  const saved = await saveBooking(caller, extBookingSchema.parse(message), { testOnly: false });
  ids[name] = saved.booking.Id!;
}

beforeAll(async () => {
  const [a, b] = await Promise.all(["ACME", "BVF"].map((code) => db().agent.findUniqueOrThrow({ where: { code } })));
  acme = { kind: "apiKey", id: 1, role: "AGENT", agentId: a.id, lineId: null, name: "acme", ip: "127.0.0.1" };
  bvf = { kind: "apiKey", id: 2, role: "AGENT", agentId: b.id, lineId: null, name: "bvf", ip: "127.0.0.1" };
  // Two Nordic Ro-Ro sailings loading at Zeebrugge for Lagos (the first Zeebrugge call of the
  // rotation), their cut-offs three weeks out or more, so other tests' clocks never reach them.
  const candidates = await db().voyage.findMany({
    where: {
      line: { code: "NRL" },
      cancelledAt: null,
      saleStoppedAt: null,
      startsAt: { gt: new Date(Date.now() + 21 * 86_400_000) },
    },
    orderBy: { startsAt: "asc" },
    take: 40,
    select: {
      number: true,
      visits: {
        orderBy: { sequence: "asc" },
        select: {
          sequence: true,
          canLoad: true,
          canDischarge: true,
          cutOff: true,
          saleStoppedAt: true,
          port: { select: { code: true } },
        },
      },
    },
  });
  const visits = candidates
    .map((v) => {
      const pol = v.visits.find((x) => x.port.code === "BEZEE" && x.canLoad);
      const pod = v.visits.find(
        (x) => x.port.code === "NGLOS" && x.canDischarge && x.sequence > (pol?.sequence ?? Infinity),
      );
      return pol && pod && pol.cutOff && !pol.saleStoppedAt
        ? { cutOff: pol.cutOff, voyage: { number: v.number } }
        : null;
    })
    .filter((v) => v !== null)
    .slice(0, 2);
  expect(visits).toHaveLength(2);
  voyages = visits.map((v) => v.voyage.number);
  now = new Date(instantOf(visits[0].cutOff!, "Europe/Brussels").getTime() - 86_400_000);

  const on = (voyage: string, name: string, items = 1) =>
    bookingInput({ items, header: { ReferenceNumber: `${tag}-${name}`, BookingVoyage: voyage } });
  await create(acme, "later", on(voyages[1], "later", 2));
  await create(acme, "sooner", on(voyages[0], "sooner", 3));
  await create(acme, "blocked", on(voyages[0], "blocked"));
  const quote = on(voyages[0], "quote", 2);
  await create(acme, "quote", { ...quote, Header: { ...quote.Header, RequestType: 1 } });
  await create(acme, "draft", bookingInput({ header: { ReferenceNumber: `${tag}-draft`, Status: "draft" } }));
  await create(
    bvf,
    "other",
    bookingInput({ agent: "BVF", header: { ReferenceNumber: `${tag}-other`, BookingVoyage: voyages[0] } }),
  );

  // A unit blocked by the line, a unit delivered with a gauge flag, a schedule change notice.
  await db().bookingItem.updateMany({
    where: { bookingId: ids.blocked },
    data: { block: true, blockReason: "customs hold", blockedByLine: true },
  });
  const delivered = await db().bookingItem.findFirstOrThrow({
    where: { bookingId: ids.sooner },
    orderBy: { relativeId: "asc" },
  });
  await db().bookingItem.update({ where: { id: delivered.id }, data: { state: "DELIVERED", deliveredOn: new Date() } });
  await db().itemMilestone.create({
    data: {
      itemId: delivered.id,
      type: "DELIVERED",
      on: new Date(),
      height: 260,
      gaugeFlag: "height 260 cm over the limit",
    },
  });
  await db().scheduleChangeNotice.create({
    data: {
      bookingId: ids.later,
      kind: "cut_off_moved",
      message: "The cut-off at Zeebrugge moved earlier.",
      messageFr: "La date limite de dépôt à Zeebrugge a été avancée.",
    },
  });
});

const mine = <T extends { id: number }>(rows: T[]) => rows.filter((r) => Object.values(ids).includes(r.id));

describe("agentDashboard", () => {
  it("lists units due at the gate by cut-off, counting only units not yet delivered", async () => {
    const board = await agentDashboard(acme, now);
    const due = mine(board.dueAtGate);
    expect(due.map((b) => b.id)).toEqual([ids.sooner, ids.blocked, ids.later]);
    expect(due.map((b) => b.unitsDue)).toEqual([2, 1, 2]);
    expect(due[0]).toMatchObject({ voyage: voyages[0], pol: { code: "BEZEE" }, timeZone: "Europe/Brussels" });
    // Port time on the wire: no zone suffix.
    expect(due[0].cutOff).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it("shows the week's cut-offs with the caller's bookings on each", async () => {
    const board = await agentDashboard(acme, now);
    const call = board.cutOffsThisWeek.find((c) => c.voyage === voyages[0] && c.pol.code === "BEZEE");
    // sooner (2 due) and blocked (1 due), plus any other test's Acme bookings on that sailing.
    expect(call?.bookings).toBeGreaterThanOrEqual(2);
    expect(call?.unitsDue).toBeGreaterThanOrEqual(3);
  });

  it("lists drafts", async () => {
    const board = await agentDashboard(acme, now);
    expect(board.draftCount).toBeGreaterThanOrEqual(1);
    expect(board.drafts.map((d) => d.id)).toContain(ids.draft);
    expect(mine(board.dueAtGate).map((b) => b.id)).not.toContain(ids.draft);
  });

  it("names each booking's problems: schedule change, blocked unit, gauge flag", async () => {
    const board = await agentDashboard(acme, now);
    const reasons = Object.fromEntries(
      board.problems
        .filter((p) => Object.values(ids).includes(p.booking.id))
        .map((p) => [p.booking.id, p.reasons.join(" ")]),
    );
    expect(reasons[ids.later]).toMatch(/cut-off at Zeebrugge moved/);
    expect(reasons[ids.blocked]).toMatch(/1 unit blocked/);
    expect(reasons[ids.sooner]).toMatch(/1 unit measured at the gate/);
    // the same problems in French for a page in French
    const french = await agentDashboard(acme, now, "fr");
    const inFrench = (id: number) => french.problems.find((p) => p.booking.id === id)?.reasons.join(" ");
    expect(inFrench(ids.blocked)).toContain("1 unité bloquée par l’armateur");
    expect(inFrench(ids.sooner)).toContain("1 unité mesurée à l’entrée terminal");
    expect(inFrench(ids.later)).toContain("La date limite de dépôt à Zeebrugge a été avancée.");
  });

  it("says when a cut-off passed with units not delivered", async () => {
    const cutOff = (await agentDashboard(acme, now)).dueAtGate.find((b) => b.id === ids.sooner)!.cutOff!;
    const afterCutOff = new Date(instantOf(new Date(`${cutOff}Z`), "Europe/Brussels").getTime() + 60_000);
    const board = await agentDashboard(acme, afterCutOff);
    expect(board.problems.find((p) => p.booking.id === ids.sooner)?.reasons.join(" ")).toMatch(
      /Cut-off passed with 2 units not delivered/,
    );
    expect(mine(board.dueAtGate).map((b) => b.id)).not.toContain(ids.sooner);
  });

  it("shows an agent only its own agent's bookings", async () => {
    const acmeBoard = await agentDashboard(acme, now);
    const all = [...acmeBoard.dueAtGate, ...acmeBoard.problems.map((p) => p.booking)].map((b) => b.id);
    expect(all).not.toContain(ids.other);
    const bvfBoard = await agentDashboard(bvf, now);
    const bvfIds = [...bvfBoard.dueAtGate, ...bvfBoard.problems.map((p) => p.booking)].map((b) => b.id);
    expect(bvfIds).toContain(ids.other);
    expect(bvfIds).not.toContain(ids.sooner);
    expect(bvfBoard.drafts.map((d) => d.id)).not.toContain(ids.draft);
  });
});

import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/prisma";
import type { Caller } from "@/lib/auth/caller";
import { searchAddressBook } from "@/lib/booking/form/address-book";
import { saveBooking } from "@/lib/booking/save/save-booking";
import { extBookingSchema } from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { findFormSailings } from "@/lib/booking/form/form-sailing";
import { instantOf } from "@/lib/time/port-time";

const caller = (role: Caller["role"], agentId: number | null): Caller => ({
  kind: "user",
  id: 1,
  role,
  agentId,
  lineId: null,
  name: "t",
  ip: "127.0.0.1",
});

describe("searchAddressBook", () => {
  it("finds the caller's agent's entries by every word, and never another agent's", async () => {
    const prisma = db();
    const [acme, baltic] = await Promise.all([
      prisma.agent.findUniqueOrThrow({ where: { code: "ACME" } }),
      prisma.agent.findUniqueOrThrow({ where: { code: "BVF" } }),
    ]);
    const tag = `Zq${Date.now()}`;
    await prisma.party.createMany({
      data: [
        { agentId: acme.id, code: `${tag}-1`, name: `${tag} Harbour Motors`, email: "desk@harbour.test" },
        { agentId: acme.id, code: `${tag}-2`, name: `${tag} Inland Freight` },
        { agentId: baltic.id, code: `${tag}-3`, name: `${tag} Harbour Rivals` },
      ],
    });
    const names = async (c: Caller, q: string, agentId?: number) =>
      (await searchAddressBook(c, q, agentId)).map((p) => p.Name);
    expect(await names(caller("AGENT", acme.id), `${tag} harbour`)).toEqual([`${tag} Harbour Motors`]);
    expect(await names(caller("AGENT", acme.id), tag.toLowerCase())).toEqual([
      `${tag} Harbour Motors`,
      `${tag} Inland Freight`,
    ]);
    expect(await names(caller("AGENT", baltic.id), `${tag} harbour`)).toEqual([`${tag} Harbour Rivals`]);
    expect(await names(caller("ADMIN", null), tag, baltic.id)).toEqual([`${tag} Harbour Rivals`]);
    const [entry] = await searchAddressBook(caller("AGENT", acme.id), `${tag}-1`);
    expect(entry).toMatchObject({ Code: `${tag}-1`, Email: "desk@harbour.test", IsReferenceOnly: true });
    await expect(searchAddressBook(caller("STAFF", null), tag)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("searchAddressBook with nothing typed", () => {
  it("offers the parties of the agent's latest bookings first, most recent first, then the book by name", async () => {
    const prisma = db();
    const baltic = await prisma.agent.findUniqueOrThrow({ where: { code: "BVF" } });
    const agent: Caller = { ...caller("AGENT", baltic.id), kind: "apiKey" };
    // Names that sort last: only their use brings them to the top.
    const tag = `Zz${Date.now()}`;
    await prisma.party.createMany({
      data: ["A", "B"].map((k) => ({ agentId: baltic.id, code: `${tag}-${k}`, name: `${tag} Party ${k}` })),
    });
    const before = (await searchAddressBook(agent, "")).map((p) => p.Code);
    expect(before.slice(0, 4)).not.toContain(`${tag}-A`);

    const message = bookingInput({ agent: "BVF", header: { Line: "ACC" } });
    message.Header.Shipper = { IsReferenceOnly: true, Code: `${tag}-A` };
    message.Header.Consignee = { IsReferenceOnly: true, Code: `${tag}-B` };
    await saveBooking(agent, extBookingSchema.parse(message), { testOnly: false });

    const offered = (await searchAddressBook(agent, "")).map((p) => p.Code);
    const bookSize = await prisma.party.count({ where: { agentId: baltic.id } });
    expect(offered).toHaveLength(Math.min(8, bookSize));
    // the latest booking's parties in the order of its columns: Shipper, Exporter, Consignee, …, Notify
    expect(offered.slice(0, 4)).toEqual([`${tag}-A`, "BVF-EXP", `${tag}-B`, "BVF-NTF"]);
    expect(new Set(offered).size).toBe(offered.length);
    // typing still searches the whole book by name
    expect((await searchAddressBook(agent, `${tag} party`)).map((p) => p.Code)).toEqual([`${tag}-A`, `${tag}-B`]);
  });
});

describe("findFormSailings", () => {
  it("finds upcoming voyages loading at a Pol, with cut-offs as port-local wall clock and as instants", async () => {
    const voyages = await findFormSailings({ pol: "bezee" });
    expect(voyages.length).toBeGreaterThan(0);
    for (const v of voyages) expect(v.visits.some((s) => s.port === "BEZEE" && s.canLoad)).toBe(true);
    const call = voyages.flatMap((v) => v.visits).find((s) => s.cutOff)!;
    expect(call.cutOffAt).toBe(instantOf(new Date(`${call.cutOff}Z`), call.timeZone).toISOString());
  });

  it("lists for an agent only sailings whose cut-off at the Pol has not passed, soonest departure first", async () => {
    const all = await findFormSailings({ pol: "BEZEE" }, 40);
    const zeebrugge = (v: (typeof all)[number]) => v.visits.find((s) => s.canLoad && s.port === "BEZEE")!;
    const withCutOff = all.filter((v) => zeebrugge(v).cutOffAt);
    expect(withCutOff.length).toBeGreaterThan(2);
    // "now" just after the second sailing's cut-off: the first two are closed to agents, not the rest
    const byCutOff = [...withCutOff].sort(
      (a, b) => Date.parse(zeebrugge(a).cutOffAt!) - Date.parse(zeebrugge(b).cutOffAt!),
    );
    const now = new Date(Date.parse(zeebrugge(byCutOff[1]).cutOffAt!) + 60_000);
    const open = await findFormSailings({ pol: "BEZEE", openTo: "AGENT", now }, 40);
    expect(open.length).toBeGreaterThan(0);
    for (const v of open) expect(Date.parse(zeebrugge(v).cutOffAt ?? "9999-01-01")).toBeGreaterThan(now.getTime());
    expect(open.map((v) => v.voyageId)).not.toContain(byCutOff[0].voyageId);
    expect(open.map((v) => v.voyageId)).not.toContain(byCutOff[1].voyageId);
    const departures = open.map((v) =>
      instantOf(new Date(`${zeebrugge(v).departure}Z`), zeebrugge(v).timeZone).getTime(),
    );
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    // staff still see a sailing after its cut-off, until it leaves
    const staff = await findFormSailings({ pol: "BEZEE", openTo: "STAFF", now }, 40);
    expect(staff.map((v) => v.voyageId)).toContain(byCutOff[1].voyageId);
  });

  it("turns a port-local wall clock into its instant, across a DST change", () => {
    expect(instantOf(new Date("2026-07-01T10:00:00Z"), "Europe/Brussels").toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(instantOf(new Date("2026-12-01T10:00:00Z"), "Europe/Brussels").toISOString()).toBe(
      "2026-12-01T09:00:00.000Z",
    );
    expect(instantOf(new Date("2026-12-01T10:00:00Z"), "Africa/Lagos").toISOString()).toBe("2026-12-01T09:00:00.000Z");
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/voyage/rotation/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { db } from "@/lib/db/prisma";
import { rotationResponseSchema, type RotationResponse } from "@/lib/schedule/rotation-schema";
import { callRoute } from "@/lib/testing/call-route";
import { getJson, keysOf, LOCAL_DATE_TIME, sessionCookie, SPEC_KEYS } from "@/lib/testing/read-helpers";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

// A second, independent reading of the rules (plain JS over the seeded rows), to compare with.
interface RefVisit {
  sequence: number;
  portId: number;
  code: string;
  name: string;
  continent: number;
  region: number;
  arrival: Date;
  departure: Date;
  canLoad: boolean;
  canDischarge: boolean;
}
interface RefVoyage {
  number: string;
  line: string;
  category: string;
  route: string;
  vessel: string;
  endsAt: Date;
  visits: RefVisit[];
}
let voyages: RefVoyage[] = [];

beforeAll(async () => {
  const rows = await db().voyage.findMany({
    include: { line: true, vessel: true, visits: { orderBy: { sequence: "asc" }, include: { port: true } } },
  });
  voyages = rows.map((v) => ({
    number: v.number,
    line: v.line.name,
    category: v.scheduleCategory,
    route: v.sailingRoute,
    vessel: v.vessel.name,
    endsAt: v.endsAt,
    visits: v.visits.map((x) => ({
      sequence: x.sequence,
      portId: x.portId,
      code: x.port.code,
      name: x.port.name,
      continent: x.port.continent,
      region: x.port.region,
      arrival: x.arrival,
      departure: x.departure,
      canLoad: x.canLoad,
      canDischarge: x.canDischarge,
    })),
  }));
});

const NOW = () => new Date(Date.now());
const notFinished = (v: RefVoyage) => v.endsAt.getTime() >= NOW().getTime() - 60_000;
const sortedNumbers = (list: { voyage: string }[] | RefVoyage[]) =>
  list.map((v) => ("voyage" in v ? v.voyage : v.number)).sort();
const at = (code: string) => (x: RefVisit) => x.code === code;
const seconds = (d: Date, s: number) => formatLocalDateTime(new Date(d.getTime() + s * 1000));

async function rotation(query: string) {
  const res = await getJson<RotationResponse>(GET, `/api/voyage/rotation${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
async function numbers(query: string) {
  return sortedNumbers((await rotation(query)).voyages);
}

describe("GET /api/voyage/rotation", () => {
  it("answers 401 with the envelope without credentials, and accepts a session as well as an API key", async () => {
    const anonymous = await callRoute(GET, { url: "/api/voyage/rotation" });
    expect(anonymous.status).toBe(401);
    expect(errorEnvelopeSchema.parse(anonymous.body).code).toBe("UNAUTHORIZED");
    const user = await db().user.findUniqueOrThrow({ where: { email: "agent@quayside.test" } });
    const withSession = await callRoute(GET, {
      url: "/api/voyage/rotation?Voyage=none",
      headers: { cookie: await sessionCookie({ uid: user.id, role: "AGENT", agentId: user.agentId }) },
    });
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get("api-version")).toBe("1.0");
  });

  it("without filters lists every voyage not yet finished, with the exact fields of the spec's tables", async () => {
    const body = await rotation("");
    expect(Object.keys(body)).toEqual(["ports", "voyages"]);
    rotationResponseSchema.parse(body);
    expect(sortedNumbers(body.voyages)).toEqual(sortedNumbers(voyages.filter(notFinished)));
    expect(body.voyages.length).toBeLessThan(voyages.length); // eight weeks of past voyages are left out
    for (const p of body.ports) expect(keysOf(p)).toEqual(SPEC_KEYS.schedulePort);
    for (const v of body.voyages) {
      expect(keysOf(v)).toEqual(SPEC_KEYS.scheduleVoyage);
      for (const visit of v.visits) {
        expect(keysOf(visit)).toEqual(SPEC_KEYS.scheduleVisit);
        expect(visit.arrival).toMatch(LOCAL_DATE_TIME);
        expect(visit.departure).toMatch(LOCAL_DATE_TIME);
        if (visit.cutOff !== null) expect(visit.cutOff).toMatch(LOCAL_DATE_TIME);
      }
    }
  });

  it("gives each voyage its full rotation in order, with portId, and values as stored", async () => {
    const ref = voyages.filter(notFinished).find((v) => v.route === "NEWA")!;
    const [voyage] = (await rotation(`?Voyage=${ref.number}`)).voyages;
    expect(voyage).toMatchObject({
      voyage: ref.number,
      vessel: ref.vessel,
      maxUnitHeight: 480,
      maxUnitWidth: 1100,
      maxUnitWeight: 120,
    });
    expect(voyage.visits.map((x) => x.portId)).toEqual(ref.visits.map((x) => x.portId));
    expect(voyage.visits.map((x) => x.arrival)).toEqual(ref.visits.map((x) => formatLocalDateTime(x.arrival)));
    expect(voyage.visits[2]).toMatchObject({
      port: "Zeebrugge",
      terminal: "ICO Terminal",
      canLoad: true,
      canDischarge: false,
    });
    expect(voyage.visits.at(-1)).toMatchObject({ port: "Lagos", cutOff: null, canLoad: false, canDischarge: true });
  });

  it("lists in `ports` the distinct ports of the returned voyages, once each, in rotation order", async () => {
    const body = await rotation("?SailingRoute=NEWA");
    expect(body.ports.map((p) => p.name)).toEqual([
      "Hamburg",
      "Antwerp",
      "Zeebrugge",
      "Southampton",
      "Valencia",
      "Dakar",
      "Conakry",
      "Abidjan",
      "Tema",
      "Lomé",
      "Cotonou",
      "Lagos",
    ]);
    expect(body.ports[0]).toEqual({ name: "Hamburg", country: "Germany", continent: 3 });
    const all = await rotation("");
    const names = all.ports.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(names)).toEqual(new Set(all.voyages.flatMap((v) => v.visits.map((x) => x.port))));
  });

  it("orders voyages by the start of the voyage, or by their departure from the Pol when one is given", async () => {
    const firstArrivals = (await rotation("?Line=Meridian Ro-Ro")).voyages.map((v) => v.visits[0].arrival);
    expect(firstArrivals).toEqual([...firstArrivals].sort());
    const fromZeebrugge = (await rotation("?Pol=BEZEE")).voyages.map(
      (v) => v.visits.find((x) => x.port === "Zeebrugge" && x.canLoad)!.departure,
    );
    expect(fromZeebrugge.length).toBeGreaterThan(10);
    expect(fromZeebrugge).toEqual([...fromZeebrugge].sort());
  });

  it("matches Line (name or code), ScheduleCategory, SailingRoute, Vessel and Voyage case-insensitively", async () => {
    const live = voyages.filter(notFinished);
    expect(await numbers("?Line=nordic RO-RO lines")).toEqual(
      sortedNumbers(live.filter((v) => v.line === "Nordic Ro-Ro Lines")),
    );
    expect(await numbers("?Line=nrl")).toEqual(await numbers("?Line=Nordic Ro-Ro Lines"));
    expect(await numbers("?ScheduleCategory=EUROPE - west africa")).toEqual(
      sortedNumbers(live.filter((v) => v.category === "Europe - West Africa")),
    );
    expect(await numbers("?SailingRoute=feeu")).toEqual(sortedNumbers(live.filter((v) => v.route === "FEEU")));
    expect(await numbers("?Vessel=grande TIRRENO")).toEqual(
      sortedNumbers(live.filter((v) => v.vessel === "Grande Tirreno")),
    );
    const one = live[5].number;
    expect(await numbers(`?Voyage=${one.toLowerCase()}`)).toEqual([one]);
    expect(await numbers("?Line=Nordic Ro-Ro Lines&SailingRoute=MEDS")).toEqual([]);
    expect(await numbers("?Line=Nordic")).toEqual([]); // a name matches whole, not by prefix
  });

  it("Pol (name or UN/LOCODE) keeps voyages that load there; a discharge-only call does not count", async () => {
    const expected = sortedNumbers(
      voyages.filter(notFinished).filter((v) => v.visits.some((x) => x.code === "BEZEE" && x.canLoad)),
    );
    expect(await numbers("?Pol=bezee")).toEqual(expected);
    expect(await numbers("?Pol=ZEEBRUGGE")).toEqual(expected);
    expect(expected.some((n) => n.startsWith("FEEU"))).toBe(false); // FEEU only discharges at Zeebrugge
    expect(await numbers("?Pol=Lagos")).toEqual([]);
  });

  it("Pod keeps voyages that discharge there, after the Pol call when both are given", async () => {
    const live = voyages.filter(notFinished);
    expect(await numbers("?Pod=NGLOS")).toEqual(sortedNumbers(live.filter((v) => v.route === "NEWA")));
    expect(await numbers("?Pod=Hamburg")).toEqual([]); // NEWA only loads at Hamburg
    // MEDS calls Barcelona before Valencia: Barcelona → Valencia is a trip, Valencia → Barcelona is not.
    expect(await numbers("?Pol=Barcelona&Pod=Valencia")).toEqual(sortedNumbers(live.filter((v) => v.route === "MEDS")));
    expect(await numbers("?Pol=Valencia&Pod=Barcelona")).toEqual([]);
  });

  it("PolContinent and PodRegion filter by the port's continent and region, given as code or name", async () => {
    const live = voyages.filter(notFinished);
    const loadsIn = (continent: number) => (v: RefVoyage) =>
      v.visits.some((x) => x.canLoad && x.continent === continent);
    expect(await numbers("?PolContinent=asia")).toEqual(sortedNumbers(live.filter(loadsIn(2))));
    expect(await numbers("?PolContinent=2")).toEqual(await numbers("?PolContinent=Asia"));
    expect(await numbers("?PodRegion=West Africa")).toEqual(
      sortedNumbers(live.filter((v) => v.visits.some((x) => x.canDischarge && x.region === 3))),
    );
    expect(await numbers("?PodRegion=westAfrica")).toEqual(await numbers("?PodRegion=3"));
    // Loading in Europe, then discharging in North Europe later in the same rotation.
    const pairs = live.filter((v) =>
      v.visits.some(
        (l) =>
          l.canLoad &&
          l.continent === 3 &&
          v.visits.some((d) => d.canDischarge && d.region === 1 && d.sequence > l.sequence),
      ),
    );
    expect(await numbers("?PolContinent=Europe&PodRegion=NorthEurope")).toEqual(sortedNumbers(pairs));
    expect(pairs.some((v) => v.route === "FEEU")).toBe(false);
  });

  it("an unknown port, line, vessel or voyage simply matches nothing", async () => {
    for (const q of [
      "?Pol=Atlantis",
      "?Pod=XXYYY",
      "?Line=Titanic Lines",
      "?Vessel=Flying Dutchman",
      "?Voyage=NOPE0000",
      "?ScheduleCategory=Moon",
    ]) {
      expect(await rotation(q)).toEqual({ ports: [], voyages: [] });
    }
  });

  describe("date bounds (inclusive, port-local wall clock)", () => {
    const pick = () => voyages.filter(notFinished).find((v) => v.route === "NEWA")!;

    it("DepartureMin/Max bound the departure from the Pol: equal is in, one second outside is out", async () => {
      const v = pick();
      const t = v.visits.find(at("BEZEE"))!.departure;
      const q = `?Voyage=${v.number}&Pol=BEZEE`;
      expect(await numbers(`${q}&DepartureMin=${seconds(t, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&DepartureMin=${seconds(t, 1)}`)).toEqual([]); // Southampton departs later, but is not the Pol
      expect(await numbers(`${q}&DepartureMax=${seconds(t, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&DepartureMax=${seconds(t, -1)}`)).toEqual([]);
    });

    it("without a Pol they bound the departure from any loading port", async () => {
      const v = pick();
      const loading = v.visits.filter((x) => x.canLoad).map((x) => x.departure.getTime());
      const last = new Date(Math.max(...loading));
      const first = new Date(Math.min(...loading));
      const q = `?Voyage=${v.number}`;
      expect(await numbers(`${q}&DepartureMin=${seconds(last, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&DepartureMin=${seconds(last, 1)}`)).toEqual([]);
      expect(await numbers(`${q}&DepartureMax=${seconds(first, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&DepartureMax=${seconds(first, -1)}`)).toEqual([]);
    });

    it("ArrivalMin/Max bound the arrival at the Pod: equal is in, one second outside is out", async () => {
      const v = pick();
      const t = v.visits.find(at("GHTEM"))!.arrival;
      const q = `?Voyage=${v.number}&Pod=Tema`;
      expect(await numbers(`${q}&ArrivalMin=${seconds(t, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&ArrivalMin=${seconds(t, 1)}`)).toEqual([]); // Lagos is reached later, but is not the Pod
      expect(await numbers(`${q}&ArrivalMax=${seconds(t, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&ArrivalMax=${seconds(t, -1)}`)).toEqual([]);
    });

    it("without a Pod they bound the arrival at any discharge port", async () => {
      const v = pick();
      const discharging = v.visits.filter((x) => x.canDischarge).map((x) => x.arrival.getTime());
      const last = new Date(Math.max(...discharging));
      const first = new Date(Math.min(...discharging));
      const q = `?Voyage=${v.number}`;
      expect(await numbers(`${q}&ArrivalMin=${seconds(last, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&ArrivalMin=${seconds(last, 1)}`)).toEqual([]);
      expect(await numbers(`${q}&ArrivalMax=${seconds(first, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&ArrivalMax=${seconds(first, -1)}`)).toEqual([]);
    });

    it("the Pod's arrival bound applies to a discharge after the Pol call that meets the departure bound", async () => {
      const v = pick();
      const dep = v.visits.find(at("BEZEE"))!.departure;
      const arr = v.visits.find(at("NGLOS"))!.arrival;
      const q = `?Voyage=${v.number}&Pol=Zeebrugge&Pod=Lagos&DepartureMin=${seconds(dep, 0)}&DepartureMax=${seconds(dep, 0)}`;
      expect(await numbers(`${q}&ArrivalMin=${seconds(arr, 0)}&ArrivalMax=${seconds(arr, 0)}`)).toEqual([v.number]);
      expect(await numbers(`${q}&ArrivalMin=${seconds(arr, 1)}`)).toEqual([]);
    });

    it("with date bounds, voyages already finished are listed too; a bare date means its midnight", async () => {
      const past = voyages.filter((v) => !notFinished(v));
      expect(past.length).toBeGreaterThan(0);
      const v = past[0];
      const dep = v.visits.find((x) => x.canLoad)!.departure;
      expect(await numbers(`?Voyage=${v.number}`)).toEqual([]);
      expect(await numbers(`?Voyage=${v.number}&DepartureMax=${seconds(dep, 0)}`)).toEqual([v.number]);
      const day = formatLocalDateTime(dep).slice(0, 10);
      expect(await numbers(`?Voyage=${v.number}&DepartureMin=${day}`)).toEqual([v.number]);
    });
  });

  it("takes parameter names in any case", async () => {
    expect(await numbers("?pol=BEZEE&POD=lagos")).toEqual(await numbers("?Pol=BEZEE&Pod=Lagos"));
    expect(await numbers("?sailingroute=newa&departuremin=2000-01-01")).toEqual(
      sortedNumbers(voyages.filter((v) => v.route === "NEWA")),
    );
  });

  it("answers 400 with the envelope for a bad date, continent or region, naming the parameter", async () => {
    const cases: [string, string][] = [
      ["?DepartureMin=tomorrow", "DepartureMin"],
      ["?ArrivalMax=2026-02-30T00:00:00", "ArrivalMax"],
      ["?departureMax=2026-01-01T25:00:00", "DepartureMax"],
      ["?ArrivalMin=01/02/2026", "ArrivalMin"],
      ["?PolContinent=Atlantis", "PolContinent"],
      ["?PolContinent=9", "PolContinent"],
      ["?PodRegion=Narnia", "PodRegion"],
      ["?podregion=0", "PodRegion"],
    ];
    for (const [q, param] of cases) {
      const res = await getJson(GET, `/api/voyage/rotation${q}`);
      expect(res.status, q).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.body);
      expect(envelope).toMatchObject({ status: 1, code: "BAD_REQUEST" });
      expect(envelope.errors.map((e) => e.path)).toEqual([param]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/vessel/search/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { vesselListSchema, type Vessel } from "@/lib/fleet/vessel-schema";
import { SERVICES, VESSELS } from "@/lib/seed/fleet";
import { callRoute } from "@/lib/testing/call-route";
import { getJson, keysOf, SPEC_KEYS } from "@/lib/testing/read-helpers";

async function names(query: string) {
  const res = await getJson<Vessel[]>(GET, `/api/vessel/search${query}`);
  expect(res.status).toBe(200);
  return res.body.map((v) => v.name);
}
const sorted = (list: string[]) => [...new Set(list)].sort();

describe("GET /api/Vessel/Search", () => {
  it("answers 401 without credentials", async () => {
    const res = await callRoute(GET, { url: "/api/vessel/search" });
    expect(res.status).toBe(401);
    expect(errorEnvelopeSchema.parse(res.body).code).toBe("UNAUTHORIZED");
  });

  it("lists the whole fleet by name, with every field of the spec's Vessel table and its units as numbers", async () => {
    const res = await getJson<Vessel[]>(GET, "/api/vessel/search");
    expect(res.headers.get("api-version")).toBe("1.0");
    vesselListSchema.parse(res.body);
    expect(res.body.map((v) => v.name)).toEqual(sorted(VESSELS.map((v) => v.name)));
    for (const v of res.body) expect(keysOf(v)).toEqual(SPEC_KEYS.vessel);
    expect(res.body.find((v) => v.name === "Nordic Cygnus")).toEqual({
      name: "Nordic Cygnus",
      yearBuilt: 2019,
      cargoCapacity: 46500,
      maxDeckHeight: 640,
      maxDeckWidth: 1250,
      maxRampWeight: 180,
      flag: "Sweden",
      speed: 20,
    });
    expect(res.body.find((v) => v.name === "Nordic Hydra")).toMatchObject({ yearBuilt: null, speed: 18.5 });
  });

  it("Line keeps the vessels deployed on that line's voyages (name any case)", async () => {
    const deployed = sorted(SERVICES.filter((s) => s.line === "ACC").flatMap((s) => s.vessels));
    expect(await names("?Line=atlas CAR carriers")).toEqual(deployed);
    expect(await names("?line=ACC")).toEqual(deployed);
  });

  it("ScheduleCategory keeps the vessels deployed on voyages of that category; both filters together", async () => {
    expect(await names("?ScheduleCategory=mediterranean")).toEqual(
      sorted(SERVICES.filter((s) => s.category === "Mediterranean").flatMap((s) => s.vessels)),
    );
    expect(await names("?SCHEDULECATEGORY=Transatlantic&Line=Nordic Ro-Ro Lines")).toEqual(
      sorted(["Nordic Cygnus", "Nordic Eridanus", "Nordic Gemini", "Nordic Aurora"]),
    );
    expect(await names("?ScheduleCategory=Transatlantic&Line=Meridian Ro-Ro")).toEqual([]);
  });

  it("an unknown line or category matches nothing", async () => {
    expect(await names("?Line=Titanic Lines")).toEqual([]);
    expect(await names("?ScheduleCategory=Moon")).toEqual([]);
  });

  it("serves the spec's path /api/Vessel/Search (the portal server lowercases /api paths)", async () => {
    const { lowerCaseApiPath } = await import("@/lib/server/portal-server");
    expect(lowerCaseApiPath("/api/Vessel/Search?Line=Atlas")).toBe("/api/vessel/search?Line=Atlas");
  });
});

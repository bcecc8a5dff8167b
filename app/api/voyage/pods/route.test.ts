import { describe, expect, it } from "vitest";
import { GET as PODS } from "@/app/api/voyage/pods/route";
import { GET as POLS } from "@/app/api/voyage/pols/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { foldForSearch } from "@/lib/catalogue/search-text";
import { portListSchema, type Port } from "@/lib/ports/port-schema";
import { LINES, SERVICES } from "@/lib/seed/fleet";
import { callRoute } from "@/lib/testing/call-route";
import { getJson, keysOf, SPEC_KEYS } from "@/lib/testing/read-helpers";

type Handler = typeof PODS;
async function ports(handler: Handler, path: string, query: string) {
  const res = await getJson<Port[]>(handler, `${path}${query}`);
  expect(res.status).toBe(200);
  return res.body;
}
const codes = (list: Port[]) => list.map((p) => p.code).sort();
/** The calls of the seeded services, the ground truth of which ports load and discharge. */
function expected(role: "L" | "D", filter: (s: (typeof SERVICES)[number]) => boolean) {
  return [
    ...new Set(
      SERVICES.filter(filter).flatMap((s) => s.calls.filter(([, r]) => r.includes(role)).map(([code]) => code)),
    ),
  ].sort();
}
const lineName = (code: string) => LINES.find((l) => l.code === code)!.name;

describe.each([
  ["pols", POLS, "/api/voyage/pols", "L"],
  ["pods", PODS, "/api/voyage/pods", "D"],
] as const)("GET /api/voyage/%s", (_name, handler, path, role) => {
  it("answers 401 without credentials", async () => {
    const res = await callRoute(handler, { url: path });
    expect(res.status).toBe(401);
    expect(errorEnvelopeSchema.parse(res.body).code).toBe("UNAUTHORIZED");
  });

  it("without filters lists every port that some voyage calls at in that role, by name, with the spec's Port fields", async () => {
    const list = await ports(handler, path, "");
    portListSchema.parse(list);
    expect(codes(list)).toEqual(expected(role, () => true));
    const names = list.map((p) => p.name);
    const key = (name: string) => foldForSearch(name);
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    expect(names.indexOf("Zárate")).toBeLessThan(
      names.indexOf("Zeebrugge") === -1 ? Infinity : names.indexOf("Zeebrugge"),
    );
    for (const p of list) {
      expect(keysOf(p)).toEqual(SPEC_KEYS.port);
      expect(p.code).toMatch(/^[A-Z]{5}$/);
      expect(p.country).toBe(p.code.slice(0, 2));
      expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
      expect(String(p.longitude)).toMatch(/^-?\d+(\.\d{1,6})?$/);
    }
  });

  it("Line keeps the ports of that line's voyages (name or code, any case)", async () => {
    for (const line of ["NRL", "ACC", "MRR"]) {
      expect(codes(await ports(handler, path, `?Line=${lineName(line).toUpperCase()}`))).toEqual(
        expected(role, (s) => s.line === line),
      );
    }
    expect(codes(await ports(handler, path, "?line=mrr"))).toEqual(expected(role, (s) => s.line === "MRR"));
  });

  it("ScheduleCategory keeps the ports of that category's voyages; both filters narrow together", async () => {
    expect(codes(await ports(handler, path, "?schedulecategory=far east - europe"))).toEqual(
      expected(role, (s) => s.category === "Far East - Europe"),
    );
    expect(codes(await ports(handler, path, "?ScheduleCategory=Transatlantic&Line=Nordic Ro-Ro Lines"))).toEqual(
      expected(role, (s) => s.category === "Transatlantic"),
    );
    expect(await ports(handler, path, "?ScheduleCategory=Transatlantic&Line=Meridian Ro-Ro")).toEqual([]);
  });

  it("an unknown line or category matches nothing", async () => {
    expect(await ports(handler, path, "?Line=Titanic Lines")).toEqual([]);
    expect(await ports(handler, path, "?ScheduleCategory=Moon")).toEqual([]);
  });
});

describe("pols and pods", () => {
  it("tell loading from discharging ports: Lagos is a pod of NRL, Hamburg a pol", async () => {
    const pols = codes(await ports(POLS, "/api/voyage/pols", "?Line=Nordic Ro-Ro Lines"));
    const pods = codes(await ports(PODS, "/api/voyage/pods", "?Line=Nordic Ro-Ro Lines"));
    expect(pols).toContain("DEHAM");
    expect(pods).not.toContain("DEHAM");
    expect(pods).toContain("NGLOS");
    expect(pols).not.toContain("NGLOS");
  });

  it("carries coordinates with six decimals as stored", async () => {
    const res = await callRoute(POLS, {
      url: "/api/voyage/pols?Line=MRR",
      apiKey: (await import("@/lib/testing/fixtures")).TEST_API_KEYS.agent,
    });
    expect(res.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: "ITSAL", name: "Salerno", country: "IT" })]),
    );
  });
});

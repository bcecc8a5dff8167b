// The five read routes as integrators call them: ETag, Cache-Control, Vary, 304, codings, and one
// ETag for equivalent queries. On the shared test database: the only write here is a statement
// that changes no row (it still bumps the version, as any change would).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as unitModels } from "@/app/api/booking/unitmodels/route";
import { GET as vessels } from "@/app/api/vessel/search/route";
import { GET as pods } from "@/app/api/voyage/pods/route";
import { GET as pols } from "@/app/api/voyage/pols/route";
import { GET as rotation } from "@/app/api/voyage/rotation/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { pgPool } from "@/lib/db/prisma";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { readService } from "@/lib/reads/service-holder";
import { READ_CACHE_CONTROL, READ_MAX_AGE_SECONDS } from "@/lib/reads/cache-control";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

type Handler = typeof rotation;
const ROUTES: [string, Handler][] = [
  ["/api/voyage/rotation?Pol=BEZEE", rotation],
  ["/api/Vessel/Search", vessels],
  ["/api/booking/unitmodels?search=toyota", unitModels],
  ["/api/voyage/pols", pols],
  ["/api/voyage/pods?Line=NRL", pods],
];

async function get(handler: Handler, url: string, headers: Record<string, string> = {}) {
  return callRoute(handler, { url, apiKey: TEST_API_KEYS.agent, headers });
}
const etagOf = async (handler: Handler, url: string) => (await get(handler, url)).headers.get("etag");

describe("conditional schedule reads", () => {
  it("every read answers a strong ETag, Cache-Control private with a max-age of seconds, and Vary: Accept-Encoding", async () => {
    for (const [url, handler] of ROUTES) {
      const res = await get(handler, url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("etag"), url).toMatch(/^"\d+-[A-Za-z0-9_-]{22}"$/);
      expect(res.headers.get("cache-control")).toBe(READ_CACHE_CONTROL);
      expect(READ_MAX_AGE_SECONDS).toBeLessThanOrEqual(10);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("api-version")).toBe("1.0");
    }
  });

  it("If-None-Match with the current ETag → 304 with no body and no SQL; another tag → 200", async () => {
    for (const [url, handler] of ROUTES) {
      const etag = (await get(handler, url)).headers.get("etag")!;
      const statements = readService().statementsRun;
      const res = await get(handler, url, { "if-none-match": etag });
      expect(res.status, url).toBe(304);
      expect(res.body).toBeNull();
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe(READ_CACHE_CONTROL);
      expect(readService().statementsRun).toBe(statements);
      expect((await get(handler, url, { "if-none-match": '"1-AAAAAAAAAAAAAAAAAAAAAA"' })).status).toBe(200);
    }
  });

  it("checks the caller before anything else: no credentials and a good ETag is still a 401", async () => {
    const etag = await etagOf(vessels, "/api/Vessel/Search");
    const res = await callRoute(vessels, { url: "/api/Vessel/Search", headers: { "if-none-match": etag! } });
    expect(res.status).toBe(401);
    expect(errorEnvelopeSchema.parse(res.body).code).toBe("UNAUTHORIZED");
    const bad = await callRoute(vessels, {
      url: "/api/Vessel/Search",
      apiKey: "qs_notAKey",
      headers: { "if-none-match": etag! },
    });
    expect(bad.status).toBe(401);
  });

  it("one ETag for queries the read understands alike (names' case, values' case, codes and names, date forms, word order)", async () => {
    const same: [Handler, string, string][] = [
      [rotation, "/api/voyage/rotation?Pol=BEZEE&Pod=Lagos", "/api/voyage/rotation?pod=lagos&pol=bezee"],
      [
        rotation,
        "/api/voyage/rotation?PolContinent=3&DepartureMin=2026-12-01",
        "/api/voyage/rotation?polcontinent=Europe&departuremin=2026-12-01T00:00:00",
      ],
      [rotation, "/api/voyage/rotation?PodRegion=WestAfrica", "/api/voyage/rotation?PodRegion=West%20Africa&Vessel="],
      [vessels, "/api/Vessel/Search?Line=NRL", "/api/Vessel/Search?line=nrl&unknown=1"],
      [
        unitModels,
        "/api/booking/unitmodels?search=Toyota%20Corolla&type=C",
        "/api/booking/unitmodels?search=corolla%20%20toyota%20corolla&type=c",
      ],
      [unitModels, "/api/booking/unitmodels?search=K%C3%B6gel", "/api/booking/unitmodels?search=kogel"],
      [
        pods,
        "/api/voyage/pods?ScheduleCategory=Europe%20-%20West%20Africa",
        "/api/voyage/pods?schedulecategory=EUROPE%20-%20WEST%20AFRICA",
      ],
    ];
    for (const [handler, a, b] of same) expect(await etagOf(handler, a), `${a} vs ${b}`).toBe(await etagOf(handler, b));

    const different: [Handler, string, string][] = [
      [rotation, "/api/voyage/rotation?Pol=BEZEE", "/api/voyage/rotation?Pol=NGLOS"],
      [rotation, "/api/voyage/rotation?Pol=BEZEE", "/api/voyage/rotation?Pod=BEZEE"],
      [rotation, "/api/voyage/rotation?DepartureMin=2026-12-01", "/api/voyage/rotation?DepartureMin=2026-12-02"],
      [unitModels, "/api/booking/unitmodels?search=toyota", "/api/booking/unitmodels?search=toyota&type=V"],
    ];
    for (const [handler, a, b] of different)
      expect(await etagOf(handler, a), `${a} vs ${b}`).not.toBe(await etagOf(handler, b));
    // Pols and pods with the same parameters are different reads.
    expect(await etagOf(pols, "/api/voyage/pols?Line=NRL")).not.toBe(await etagOf(pods, "/api/voyage/pods?Line=NRL"));
  });

  it("a bad parameter is still a 400 envelope, never a cached or conditional answer", async () => {
    const res = await get(rotation, "/api/voyage/rotation?DepartureMin=soon", { "if-none-match": "*" });
    expect(res.status).toBe(400);
    expect(errorEnvelopeSchema.parse(res.body).code).toBe("BAD_REQUEST");
  });

  it("answers uncompressed under the identity's strong tag, no-transform (Next.js drops a route's coding): one tag form from both doors", async () => {
    const url = "http://localhost/api/voyage/rotation?Pol=BEZEE";
    const plain = await rotation(
      new NextRequest(url, { headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` } }),
      { params: Promise.resolve({}) },
    );
    const asked = await rotation(
      new NextRequest(url, {
        headers: { authorization: `Bearer ${TEST_API_KEYS.agent}`, "accept-encoding": "gzip, deflate, br" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(asked.headers.get("content-encoding")).toBeNull();
    expect(asked.headers.get("etag")).toMatch(/^"\d+-[A-Za-z0-9_-]{22}"$/);
    expect(asked.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(asked.headers.get("cache-control")).toContain("no-transform");
    expect(Buffer.from(await asked.arrayBuffer()).equals(Buffer.from(await plain.arrayBuffer()))).toBe(true);
    const revalidated = await rotation(
      new NextRequest(url, {
        headers: {
          authorization: `Bearer ${TEST_API_KEYS.agent}`,
          "accept-encoding": "gzip",
          "if-none-match": asked.headers.get("etag")!,
        },
      }),
      { params: Promise.resolve({}) },
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(asked.headers.get("etag"));
  });

  it("a change committed through the app's pool shows on the very next read (new ETag, old one no longer 304)", async () => {
    const before = await get(vessels, "/api/Vessel/Search");
    // Changes no row, fires the statement trigger like any change would.
    await pgPool().query(`UPDATE "Vessel" SET flag = flag WHERE false`);
    const after = await get(vessels, "/api/Vessel/Search", { "if-none-match": before.headers.get("etag")! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(after.body).toEqual(before.body);
  });

  it("are documented so in the OpenAPI document: If-None-Match and Accept-Encoding in, ETag and Cache-Control out, 304", () => {
    type Op = {
      parameters: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const paths = buildOpenApiDocument().paths as Record<string, { get: Op }>;
    for (const path of [
      "/api/voyage/rotation",
      "/api/Vessel/Search",
      "/api/booking/unitmodels",
      "/api/voyage/pols",
      "/api/voyage/pods",
    ]) {
      const op = paths[path].get;
      expect(
        op.parameters.filter((p) => p.in === "header").map((p) => p.name),
        path,
      ).toEqual(["If-None-Match", "Accept-Encoding"]);
      expect(Object.keys(op.responses["200"].headers!), path).toEqual(
        expect.arrayContaining(["ETag", "Cache-Control", "Vary", "Content-Encoding"]),
      );
      expect(Object.keys(op.responses["304"].headers!), path).toEqual(
        expect.arrayContaining(["ETag", "Cache-Control"]),
      );
    }
  });
});

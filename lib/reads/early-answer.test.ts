// The portal server's early answers over real HTTP: a node:http server that tries answerEarly
// first and hands everything else to the real route handler, as lib/server/portal-server.ts
// hands it to Next.js (which would compress the route's answers; this stand-in does not).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as vessels } from "@/app/api/vessel/search/route";
import { GET as rotation } from "@/app/api/voyage/rotation/route";
import { apiKeyPrefix, generateApiKey, hashApiKey } from "@/lib/auth/api-key";
import { db, pgPool } from "@/lib/db/prisma";
import { readService } from "@/lib/reads/service-holder";
import { answerEarly } from "@/lib/reads/early-answer";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";

const routes: Record<string, typeof rotation> = { "/api/voyage/rotation": rotation, "/api/vessel/search": vessels };
let server: http.Server;
let base = "";
let toRoute = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.url = req.url!.replace(/^[^?]*/, (path) => path.toLowerCase()); // as the portal server does
    const early = answerEarly(req, res);
    const viaRoute = async () => {
      toRoute++;
      const url = new URL(req.url!, "http://localhost");
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const route = routes[url.pathname];
      if (!route) return void res.writeHead(404).end();
      const answer = await route(new NextRequest(url, { headers }), { params: Promise.resolve({}) });
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(Buffer.from(await answer.arrayBuffer()));
    };
    if (!early) void viaRoute();
    else void early.then((answered) => (answered ? undefined : viaRoute()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

// Identity unless a test asks for a coding (fetch would ask for gzip and br by itself).
const withKey = { authorization: `Bearer ${TEST_API_KEYS.agent}`, "accept-encoding": "identity" };

async function get(path: string, headers: Record<string, string> = {}) {
  const before = toRoute;
  const res = await fetch(base + path, { headers });
  const body = await res.text();
  return { status: res.status, body, headers: res.headers, early: toRoute === before };
}

/** The route's own answer to the same request, for comparison. */
async function fromRoute(path: string, headers: Record<string, string>) {
  const url = new URL(path, "http://localhost");
  const res = await routes[url.pathname.toLowerCase()](new NextRequest(url, { headers }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, body: await res.text(), headers: res.headers };
}

describe("early answers of the portal server", () => {
  it("answer a read with an API key without the route — from the database, then the cache, then a 304 — as the route would", async () => {
    const path = "/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&DepartureMin=2020-01-01";
    const statements = readService().statementsRun;
    const first = await get(path, withKey);
    expect(first).toMatchObject({ status: 200, early: true });
    expect(first.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const route = await fromRoute(path, withKey);
    expect(first.body).toBe(route.body);
    for (const name of ["etag", "cache-control", "vary", "content-type", "api-version"])
      expect(first.headers.get(name), name).toBe(route.headers.get(name));
    expect(readService().statementsRun).toBe(statements + 1); // the route's answer came from the cache

    const second = await get("/api/voyage/rotation?pod=nglos&pol=bezee&departuremin=2020-01-01T00:00", withKey);
    expect(second).toMatchObject({ status: 200, early: true, body: first.body });
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const conditional = await get(path, { ...withKey, "if-none-match": first.headers.get("etag")! });
    expect(conditional).toMatchObject({ status: 304, early: true, body: "" });
    expect(readService().statementsRun).toBe(statements + 1);
  });

  it("compress each coding once, under its own tag", async () => {
    const path = "/api/voyage/rotation?Pol=BEZEE";
    const plain = await get(path, withKey);
    const statements = readService().statementsRun;
    for (const coding of ["br", "gzip"]) {
      const res = await fetch(base + path, { headers: { ...withKey, "accept-encoding": coding } });
      expect(res.headers.get("content-encoding")).toBe(coding);
      expect(res.headers.get("etag")).toBe(plain.headers.get("etag")!.replace(/"$/, `-${coding}"`));
      expect(await res.text()).toBe(plain.body); // fetch decodes it
      const again = await get(path, {
        ...withKey,
        "accept-encoding": coding,
        "if-none-match": res.headers.get("etag")!,
      });
      expect(again).toMatchObject({ status: 304, early: true });
    }
    expect(readService().statementsRun).toBe(statements);
  });

  it("answer a signed-in session too", async () => {
    const cookie = await sessionCookie({ uid: 1, role: "AGENT", agentId: 1 });
    const res = await get("/api/vessel/search", { cookie, "accept-encoding": "identity" });
    expect(res).toMatchObject({ status: 200, early: true });
    expect(JSON.parse(res.body).length).toBeGreaterThan(0);
  });

  it("answer no caller, a bad key, a cookie that is no session and bad parameters with the route's envelope themselves; other paths go to the route", async () => {
    for (const [path, headers, status] of [
      ["/api/vessel/search", {}, 401],
      ["/api/vessel/search", { authorization: "Bearer qs_wrong" }, 401],
      ["/api/vessel/search", { cookie: "theme=dark" }, 401],
      ["/api/voyage/rotation?DepartureMin=soon", withKey, 400],
      ["/api/voyage/rotation?Pol=a&pol=b", withKey, 400],
      ["/api/voyage/rotation?DepartureMin=soon", {}, 401], // the caller first, as the route checks it
    ] as const) {
      const early = await get(path, headers);
      expect(early, `${path} ${JSON.stringify(headers)}`).toMatchObject({ status, early: true });
      const route = await fromRoute(path, headers);
      expect(route.status).toBe(status);
      const { requestId: _a, ...earlyBody } = JSON.parse(early.body);
      const { requestId: _b, ...routeBody } = JSON.parse(route.body);
      expect(earlyBody).toEqual(routeBody);
      expect(JSON.parse(early.body).requestId).toBe(early.headers.get("x-request-id"));
      if (status === 401) expect(early.headers.get("www-authenticate")).toBe(route.headers.get("www-authenticate"));
    }
    expect(await get("/api/no/such", withKey)).toMatchObject({ status: 404, early: false });
  });

  it("answer in the compatibility mode as the route does: asked for by the request, or set on the caller's key", async () => {
    const bad = "/api/voyage/rotation?DepartureMin=soon";
    for (const [headers, applied] of [
      [{ ...withKey, prefer: "status-in-body" }, "status-in-body"],
      [{ prefer: "respond-async, Status-In-Body" }, "status-in-body"], // no caller: 401 becomes 200 too
    ] as const) {
      const early = await get(bad, headers);
      const route = await fromRoute(bad, headers);
      expect(early, JSON.stringify(headers)).toMatchObject({ status: 200, early: true });
      expect(route.status).toBe(200);
      for (const name of ["x-error-status", "preference-applied"])
        expect(early.headers.get(name), name).toBe(route.headers.get(name));
      expect(early.headers.get("preference-applied")).toBe(applied);
      expect(JSON.parse(early.body)).toMatchObject({ status: 1, requestId: early.headers.get("x-request-id") });
    }
    // The operator's switch on a key of its own (other test files use the shared ones): 200 without the header.
    const agent = await db().agent.findUniqueOrThrow({ where: { code: "BVF" } });
    const secret = generateApiKey();
    await db().apiKey.create({
      data: {
        name: "status in body",
        prefix: apiKeyPrefix(secret),
        hash: hashApiKey(secret),
        role: "AGENT",
        agentId: agent.id,
        statusInBody: true,
      },
    });
    const ownKey = { authorization: `Bearer ${secret}`, "accept-encoding": "identity" };
    const early = await get(bad, ownKey);
    expect(early).toMatchObject({ status: 200, early: true });
    expect(early.headers.get("x-error-status")).toBe("400");
    expect(early.headers.get("preference-applied")).toBeNull();
    expect(await get("/api/vessel/search", ownKey)).toMatchObject({ status: 200, early: true }); // a good read as ever
  });

  it("answer the new version once the data changed", async () => {
    const first = await get("/api/vessel/search", withKey);
    await pgPool().query(`UPDATE "Vessel" SET flag = flag WHERE false`);
    const next = await get("/api/vessel/search", { ...withKey, "if-none-match": first.headers.get("etag")! });
    expect(next).toMatchObject({ status: 200, early: true });
    expect(next.headers.get("etag")).not.toBe(first.headers.get("etag"));
  });
});

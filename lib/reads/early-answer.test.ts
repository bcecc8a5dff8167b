// The portal server's early answers over real HTTP: a node:http server that tries answerEarly
// first and hands everything else to the real route handler, as lib/server/portal-server.ts
// hands it to Next.js.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as vessels } from "@/app/api/vessel/search/route";
import { GET as rotation } from "@/app/api/voyage/rotation/route";
import { pgPool } from "@/lib/db/prisma";
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

// Identity, so the route (which leaves compression to Next.js) and the early answer send the same bytes.
const withKey = { authorization: `Bearer ${TEST_API_KEYS.agent}`, "accept-encoding": "identity" };

async function get(path: string, headers: Record<string, string> = {}) {
  const before = toRoute;
  const res = await fetch(base + path, { headers });
  const body = await res.text();
  return { status: res.status, body, headers: res.headers, early: toRoute === before };
}

describe("early answers of the portal server", () => {
  it("answer a cached read and a 304 without the route, with the route's own headers and body", async () => {
    const first = await get("/api/voyage/rotation?Pol=BEZEE", withKey);
    expect(first).toMatchObject({ status: 200, early: false });
    const second = await get("/api/voyage/rotation?pol=bezee", withKey);
    expect(second).toMatchObject({ status: 200, early: true, body: first.body });
    for (const name of ["etag", "cache-control", "vary", "content-type", "api-version"]) expect(second.headers.get(name), name).toBe(first.headers.get(name));
    const conditional = await get("/api/voyage/rotation?Pol=BEZEE", { ...withKey, "if-none-match": first.headers.get("etag")! });
    expect(conditional).toMatchObject({ status: 304, early: true, body: "" });
  });

  it("answer compressed once the route has served the read: the entry is compressed for the next request", async () => {
    const brotli = { authorization: `Bearer ${TEST_API_KEYS.agent}`, "accept-encoding": "br" };
    const first = await fetch(`${base}/api/voyage/rotation?Pol=BEZEE`, { headers: brotli });
    expect(first.headers.get("content-encoding")).toBeNull(); // the route answers identity (Next.js compresses it)
    const plain = await first.text();
    // The compression runs in the background; the second request finds it ready or goes to the route once more.
    let answered: { early: boolean; coding: string | null; body: string } = { early: false, coding: null, body: "" };
    for (let i = 0; i < 20 && !answered.early; i++) {
      const before = toRoute;
      const res = await fetch(`${base}/api/voyage/rotation?Pol=BEZEE`, { headers: brotli });
      answered = { early: toRoute === before, coding: res.headers.get("content-encoding"), body: await res.text() };
      if (!answered.early) await new Promise((r) => setTimeout(r, 50));
    }
    expect(answered).toEqual({ early: true, coding: "br", body: plain }); // fetch decodes br
  });

  it("leave callers without a valid API key, sessions, bad parameters and other paths to the route", async () => {
    await get("/api/Vessel/Search", withKey);
    expect(await get("/api/vessel/search", {})).toMatchObject({ status: 401, early: false });
    expect(await get("/api/vessel/search", { authorization: "Bearer qs_wrong" })).toMatchObject({ status: 401, early: false });
    expect(await get("/api/voyage/rotation?DepartureMin=soon", withKey)).toMatchObject({ status: 400, early: false });
    const cookie = await sessionCookie({ uid: 1, role: "AGENT", agentId: 1 });
    expect(await get("/api/vessel/search", { cookie })).toMatchObject({ status: 200, early: false });
  });

  it("stop once the data changed: the next request goes to the route and gets the new version", async () => {
    const first = await get("/api/vessel/search", withKey);
    expect((await get("/api/vessel/search", withKey)).early).toBe(true);
    await pgPool().query(`UPDATE "Vessel" SET flag = flag WHERE false`);
    const next = await get("/api/vessel/search", { ...withKey, "if-none-match": first.headers.get("etag")! });
    expect(next).toMatchObject({ status: 200, early: false });
    expect(next.headers.get("etag")).not.toBe(first.headers.get("etag"));
  });
});

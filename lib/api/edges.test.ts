// The API's edges through real route handlers on the test database: every answer versioned,
// nosniff and carrying its request id (also in the error envelope); public operations ignore a bad
// key; a repeated parameter is a 400; an unknown path is the 404 envelope; a cookie-authenticated
// write must come from the portal's own origin with a JSON body, an API-key write need not.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as unknownPath, POST as unknownPathPost } from "@/app/api/[...path]/route";
import { POST as save } from "@/app/api/booking/save/route";
import { GET as health } from "@/app/api/health/route";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { GET as pols } from "@/app/api/voyage/pols/route";
import { GET as ready } from "@/app/api/ready/route";
import { toApiError } from "@/lib/core/errors";
import { db } from "@/lib/db/prisma";
import { bookingInput } from "@/lib/booking/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";

const message = () => ({ booking: { ...bookingInput(), TestOnly: true } });
let agentCookie: string;

beforeAll(async () => {
  const user = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.agent } });
  agentCookie = await sessionCookie({ uid: user.id, role: "AGENT", agentId: user.agentId });
});

describe("every /api answer", () => {
  it("carries api-version, nosniff and a request id, which an error envelope repeats", async () => {
    const ok = await callRoute(pols, { url: "/api/voyage/pols?Line=NRL", apiKey: TEST_API_KEYS.agent });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("api-version")).toBe("1.0");
    expect(ok.headers.get("x-content-type-options")).toBe("nosniff");
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const refused = await callRoute<{ requestId: string }>(pols, { url: "/api/voyage/pols", keepRequestId: true });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused.body).toMatchObject({
      status: 1,
      code: "UNAUTHORIZED",
      requestId: refused.headers.get("x-request-id"),
    });
  });

  it("keeps a load balancer's sane x-request-id and replaces anything else", async () => {
    const kept = await callRoute(health, { url: "/api/health", headers: { "x-request-id": "lb-1234567890abcdef" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-1234567890abcdef");
    const replaced = await callRoute(health, { url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("for an unknown path is the 404 envelope, whatever the method", async () => {
    for (const [handler, method] of [
      [unknownPath, "GET"],
      [unknownPathPost, "POST"],
    ] as const) {
      const res = await callRoute(handler, {
        url: "/api/no/such/thing",
        method,
        body: method === "POST" ? { a: 1 } : undefined,
      });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 1, code: "NOT_FOUND", errors: [] });
      expect(res.headers.get("api-version")).toBe("1.0");
    }
  });
});

describe("public operations", () => {
  it("answer a caller with a bad API key as anyone else", async () => {
    const res = await callRoute<{ openapi: string }>(openapi, {
      url: "/api/openapi.json",
      headers: { authorization: "Bearer qs_not_a_key" },
    });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
  });

  it("health answers without the database; ready after a round trip to it", async () => {
    expect((await callRoute(health, { url: "/api/health" })).body).toMatchObject({ status: "ok" });
    const r = await callRoute<{ status: string; database: { ms: number } }>(ready, { url: "/api/ready" });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: "ready", database: { ms: expect.any(Number) } });
  });
});

describe("query parameters", () => {
  it("given twice are a 400 naming the parameter, whatever their case", async () => {
    for (const query of ["Line=NRL&Line=ACC", "Line=NRL&line=ACC", "line=&Line=NRL"]) {
      const res = await callRoute(pols, { url: `/api/voyage/pols?${query}`, apiKey: TEST_API_KEYS.agent });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "BAD_REQUEST", errors: [{ path: "Line", code: "repeated_parameter" }] });
    }
    expect(
      (await callRoute(pols, { url: "/api/voyage/pols?Line=NRL&ScheduleCategory=x", apiKey: TEST_API_KEYS.agent }))
        .status,
    ).toBe(200);
  });
});

describe("CSRF: a write authenticated by the session cookie", () => {
  const withCookie = (headers: Record<string, string>, body: unknown = message()) =>
    callRoute(save, { url: "/api/booking/save", method: "POST", headers: { cookie: agentCookie, ...headers }, body });

  it("from another site is refused, and stores nothing", async () => {
    const before = await db().booking.count();
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      {},
      { origin: "null" },
      { "sec-fetch-site": "cross-site", origin: "http://localhost" },
      // The portal's host under another scheme is another origin (issue 26).
      { origin: "https://localhost" },
      { origin: "ftp://localhost" },
    ];
    for (const headers of attempts) {
      const res = await withCookie(headers, { booking: { ...bookingInput(), TestOnly: false } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN", errors: [{ path: "Origin", code: "cross_origin" }] });
    }
    expect(await db().booking.count()).toBe(before);
  });

  it("from the portal's own pages goes through (same Origin, or Sec-Fetch-Site same-origin)", async () => {
    expect((await withCookie({ origin: "http://localhost" })).status).toBe(200);
    expect((await withCookie({ "sec-fetch-site": "same-origin" })).status).toBe(200);
  });

  it("must be JSON: a text/plain or form body is 415, not parsed", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await withCookie({ origin: "http://localhost", "content-type": type });
      expect(res.status, type).toBe(415);
      expect(res.body).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", errors: [{ path: "Content-Type" }] });
    }
  });

  it("with an API key instead is not checked (no other site can send that header)", async () => {
    const res = await callRoute(save, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      headers: { origin: "https://evil.example" },
      body: message(),
    });
    expect(res.status).toBe(200);
  });
});

describe("a statement the database cancels for taking too long", () => {
  // PGlite (one thread, no timer signals) does not enforce statement_timeout: the server pass runs it.
  it.skipIf(!process.env.TEST_DATABASE_URL)("is 503 UNAVAILABLE (retry), not a 500", async () => {
    const error = await db()
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL statement_timeout = 50");
        await tx.$queryRawUnsafe("SELECT pg_sleep(2)");
      })
      .catch((e: unknown) => e);
    expect(toApiError(error, () => {}).code).toBe("UNAVAILABLE");
  });
});

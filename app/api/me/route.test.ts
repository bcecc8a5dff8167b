import { describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { GET } from "@/app/api/me/route";
import { toApiError } from "@/lib/core/errors";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { freePort } from "@/lib/db/embedded";
import { PrismaClient } from "@/lib/generated/prisma/client";

describe("GET /api/me (the API wrapper)", () => {
  it("answers 401 with the envelope when nobody is signed in", async () => {
    const res = await callRoute(GET, { url: "/api/me" });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/Bearer/);
    expect(res.body).toEqual({ status: 1, code: "UNAUTHORIZED", message: expect.any(String), errors: [] });
  });

  it("answers 401 for an unknown or malformed API key", async () => {
    expect((await callRoute(GET, { url: "/api/me", apiKey: "qs_nope" })).status).toBe(401);
    const malformed = await callRoute(GET, { url: "/api/me", headers: { authorization: "Basic abc" } });
    expect(malformed.body).toMatchObject({ status: 1, code: "UNAUTHORIZED" });
  });

  it("resolves an integrator's key to its agent, with the socket's IP and the api-version header", async () => {
    const res = await callRoute(GET, {
      url: "/api/me",
      apiKey: TEST_API_KEYS.agent,
      ip: "::ffff:127.0.0.1",
      headers: { "x-forwarded-for": "6.6.6.6" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("api-version")).toBe("1.0");
    expect(res.body).toMatchObject({ kind: "apiKey", role: "AGENT", name: "Acme integration", ip: "127.0.0.1" });
    expect((res.body as { agentId: number }).agentId).toBeGreaterThan(0);
  });

  it("resolves the admin key to the ADMIN role", async () => {
    const res = await callRoute(GET, { url: "/api/me", apiKey: TEST_API_KEYS.admin });
    expect(res.body).toMatchObject({ role: "ADMIN", agentId: null });
  });
});

describe("error translation", () => {
  it("answers UNAVAILABLE (503) when the database cannot be reached, without the error's text", async () => {
    const original = console.error;
    console.error = () => {}; // the translator logs the cause; keep the test output clean
    const port = await freePort(); // nothing listens here
    const prisma = new PrismaClient({
      adapter: new PrismaPg({
        connectionString: `postgresql://postgres@127.0.0.1:${port}/x`,
        connectionTimeoutMillis: 2000,
      }),
    });
    const error = await prisma.port.count().catch((e: unknown) => e);
    await prisma.$disconnect();
    const apiError = toApiError(error);
    console.error = original;
    expect(apiError.code).toBe("UNAVAILABLE");
    expect(apiError.httpStatus).toBe(503);
    expect(apiError.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });

  it("answers INTERNAL for an unknown error without leaking its message", () => {
    const original = console.error;
    console.error = () => {};
    try {
      const apiError = toApiError(new Error("secret detail: password=hunter2"));
      expect(apiError.toEnvelope()).toEqual({
        status: 1,
        code: "INTERNAL",
        message: "An unexpected error occurred.",
        errors: [],
      });
    } finally {
      console.error = original;
    }
  });
});

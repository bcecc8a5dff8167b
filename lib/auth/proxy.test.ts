// proxy.ts, in front of every page: headers with a fresh nonce, the session check before any
// rendering, and a plain 503 page (never an error's text) when the database is away.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { db } from "@/lib/db/prisma";
import { freePort } from "@/lib/db/embedded";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { signedInCookie, throwawayUserLike } from "@/lib/testing/session";

const page = (path: string, cookie?: string) =>
  proxy(new NextRequest(new URL(path, "http://localhost"), { headers: cookie ? { cookie } : {} }));

describe("proxy (pages)", () => {
  it("refuses a page write (a server action) from another origin with a plain 403 page, before the session check", async () => {
    const cookie = await signedInCookie(TEST_USERS.agent);
    const action = (headers: Record<string, string>) =>
      proxy(
        new NextRequest(new URL("/bookings/new", "http://localhost"), {
          method: "POST",
          headers: { cookie, "next-action": "7f".repeat(21), ...headers },
        }),
      );
    const refused: Record<string, string>[] = [
      { origin: "https://attacker.example" },
      { origin: "https://localhost" },
      { origin: "null" },
      {},
      { origin: "https://attacker.example", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of refused) {
      const res = await action(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain("This change did not come from Quayside");
    }
    const passed: Record<string, string>[] = [
      { origin: "http://localhost" },
      { origin: "http://localhost", "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
    ];
    for (const headers of passed) {
      expect((await action(headers)).headers.get("x-middleware-next"), JSON.stringify(headers)).toBe("1");
    }
  });

  it("passes a server action whose session has ended on to the action, which answers it (the page keeps its work)", async () => {
    const email = await throwawayUserLike(TEST_USERS.otherAgent);
    const cookie = await signedInCookie(email);
    await endUserSessions((await db().user.findUniqueOrThrow({ where: { email } })).id);
    const action = await proxy(
      new NextRequest(new URL("/bookings/new", "http://localhost"), {
        method: "POST",
        headers: { cookie, "next-action": "7f".repeat(21), origin: "http://localhost" },
      }),
    );
    expect(action.headers.get("x-middleware-next")).toBe("1");
    // The same session on a page: to sign in, and back.
    const res = await page("/bookings/new", cookie);
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost/signin?callbackUrl=%2Fbookings%2Fnew");
  });

  it("sends a visitor without a session to sign in, with the page to come back to", async () => {
    const res = await page("/bookings?Status=Draft");
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("http://localhost/signin?callbackUrl=%2Fbookings%3FStatus%3DDraft");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("lets anyone open the consignees' tracking pages, and nothing that only begins like them", async () => {
    for (const path of ["/track", "/track?booking=ACM-000001&vin=123456", "/track/l/1.abc"]) {
      const res = await page(path);
      expect(res.headers.get("x-middleware-next"), path).toBe("1");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
    expect((await page("/tracking")).status).toBe(307);
    expect((await page("/trackx/l/1")).status).toBe(307);
  });

  it("lets a live session through with a per-answer nonce CSP handed to the renderer", async () => {
    const cookie = await signedInCookie(TEST_USERS.agent);
    const [a, b] = [await page("/bookings", cookie), await page("/bookings", cookie)];
    expect(a.headers.get("x-middleware-next")).toBe("1");
    const csp = a.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(a.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(b.headers.get("content-security-policy")).not.toContain(nonce);
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("ends a session whose user's sessions were ended: to sign-in, cookie cleared", async () => {
    const email = await throwawayUserLike(TEST_USERS.staffMrr);
    const cookie = await signedInCookie(email);
    expect((await page("/", cookie)).headers.get("x-middleware-next")).toBe("1");
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    await endUserSessions(user.id);
    const res = await page("/", cookie);
    expect(res.status).toBe(307);
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
  });

  it("moves a staff session's last-seen time forward (a page in use stays signed in)", async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await page(
      "/",
      await signedInCookie(TEST_USERS.staffNrl, { authAt: now - 3600, seenAt: now - 20 * 60 }),
    );
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get("set-cookie")).toMatch(/next-auth\.session-token=[^;]+;.*HttpOnly/i);
  });

  it("answers a plain 503 page during a database outage, without the error's text", async () => {
    const cookie = await signedInCookie(TEST_USERS.agent);
    const { PrismaClient } = await import("@/lib/generated/prisma/client");
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { replaceSingleton } = await import("@/lib/process/singleton");
    const realDb = replaceSingleton(
      "db.prisma",
      new PrismaClient({
        adapter: new PrismaPg({
          connectionString: `postgresql://postgres@127.0.0.1:${await freePort()}/gone`,
          connectionTimeoutMillis: 1000,
        }),
      }),
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await page("/bookings", cookie);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      const html = await res.text();
      expect(html).toContain("Quayside is unavailable just now");
      expect(html).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|prisma|gone|stack/i);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    } finally {
      errors.mockRestore();
      replaceSingleton("db.prisma", realDb);
    }
  });
});

// Sign-in over the real next-auth route: brute-force limits (429 + Retry-After, a lockout the
// right password does not lift), equal work for unknown accounts, bounded hashing, Secure
// cookies over https, and sign-out ending the session for real.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { GET as me } from "@/app/api/me/route";
import { GET as pols } from "@/app/api/voyage/pols/route";
import { hashLoad, HASH_CONCURRENCY, hashesStarted } from "@/lib/auth/password";
import { endSession, endUserSessions } from "@/lib/auth/end-sessions";
import { forgetSessionState } from "@/lib/auth/session-state";
import { db } from "@/lib/db/prisma";
import { PEER_IP_HEADER } from "@/lib/net/client-ip";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_PASSWORD, TEST_USERS } from "@/lib/testing/fixtures";
import { throwawayUserLike } from "@/lib/testing/session";

// next-auth's App Router handler reads the request through next/headers, which only a running
// Next server provides. It require()s that module when called; here it gets one that reads the
// request under test (the rest of next-auth is the real thing).
const requestScope = new AsyncLocalStorage<Headers>();
const requestHeaders = () => requestScope.getStore() ?? new Headers();
const nextHeadersForNextAuth = {
  headers: async () => requestHeaders(),
  cookies: async () => {
    const pairs = (requestHeaders().get("cookie") ?? "")
      .split(/;\s*/)
      .filter(Boolean)
      .map((p) => p.split("="));
    return { getAll: () => pairs.map(([name, ...rest]) => ({ name, value: decodeURIComponent(rest.join("=")) })) };
  },
};
const requireHere = createRequire(import.meta.url);
const nextHeadersPath = requireHere.resolve("next/headers", {
  paths: [path.dirname(requireHere.resolve("next-auth"))],
});
requireHere.cache[nextHeadersPath] = {
  id: nextHeadersPath,
  filename: nextHeadersPath,
  loaded: true,
  exports: nextHeadersForNextAuth,
} as unknown as NodeJS.Module;
process.env.SIGN_IN_FAILURES_PER_IP = "5";
process.env.SIGN_IN_FAILURES_PER_ACCOUNT = "20";
process.env.NEXTAUTH_URL = "http://localhost";

const { GET, POST } = await import("@/app/api/auth/[...nextauth]/route");

interface Client {
  ip: string;
  cookies: Map<string, string>;
  extraHeaders?: Record<string, string>;
}

function newClient(ip: string, extraHeaders?: Record<string, string>): Client {
  return { ip, cookies: new Map(), extraHeaders };
}

function cookieHeader(client: Client): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function call(client: Client, method: "GET" | "POST", action: string[], form?: Record<string, string>) {
  const headers = new Headers({ ...client.extraHeaders, [PEER_IP_HEADER]: client.ip, cookie: cookieHeader(client) });
  if (form) headers.set("content-type", "application/x-www-form-urlencoded");
  const req = new NextRequest(new URL(`/api/auth/${action.join("/")}`, "http://localhost"), {
    method,
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const handler = method === "GET" ? GET : POST;
  const res = await requestScope.run(headers, () => handler(req, { params: Promise.resolve({ nextauth: action }) }));
  const setCookies = res.headers.getSetCookie();
  for (const c of setCookies) {
    const [pair] = c.split(";");
    const [name, ...rest] = pair.split("=");
    client.cookies.set(name, rest.join("="));
  }
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    setCookies,
    body: (text.startsWith("{") ? JSON.parse(text) : text) as Record<string, unknown>,
  };
}

async function signIn(client: Client, email: string, password: string) {
  if (!client.cookies.has("next-auth.csrf-token")) await call(client, "GET", ["csrf"]);
  const csrf = await call(client, "GET", ["csrf"]);
  return call(client, "POST", ["callback", "credentials"], {
    email,
    password,
    csrfToken: String(csrf.body.csrfToken),
    callbackUrl: "/",
    json: "true",
  });
}

function sessionOf(client: Client): string | undefined {
  return client.cookies.get("next-auth.session-token") || undefined;
}

afterEach(async () => {
  await db().$executeRawUnsafe(`DELETE FROM rate_limits`);
  forgetSessionState();
});

describe("sign-in", () => {
  it("signs in with the right password and sets an httpOnly, SameSite session cookie (not Secure over http)", async () => {
    const client = newClient("203.0.113.1");
    const res = await signIn(client, TEST_USERS.agent, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.setCookies.find((c) => c.startsWith("next-auth.session-token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const who = await callRoute(me, {
      url: "/api/me",
      headers: { cookie: `next-auth.session-token=${sessionOf(client)}` },
    });
    expect(who.body).toMatchObject({ kind: "user", role: "AGENT" });
  });

  it("sets Secure cookies when a TLS proxy forwards the request (X-Forwarded-Proto: https)", async () => {
    const client = newClient("203.0.113.2", { "x-forwarded-proto": "https" });
    const res = await signIn(client, TEST_USERS.agent, TEST_PASSWORD);
    expect(res.status).toBe(200);
    const cookies = res.setCookies.filter((c) => c.startsWith("next-auth."));
    expect(cookies.some((c) => c.startsWith("next-auth.session-token="))).toBe(true);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
  });

  it("caps failures per account over every address (SIGN_IN_FAILURES_PER_ACCOUNT): past it, the right password from a new address is refused with 429", async () => {
    // from a new address each time (an attacker's botnet): only the account's own cap can stop it
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn(newClient(`10.0.${i}.1`), TEST_USERS.staffMrr, `wrong-${i}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

    // from an address the account never signed in from, with the right password: still refused
    const elsewhere = newClient("198.51.100.9");
    const right = await signIn(elsewhere, TEST_USERS.staffMrr, TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(right.body).toMatchObject({ status: 1, code: "RATE_LIMITED", errors: [] });
    expect(String(right.body.url)).toMatch(/\/signin\?error=RateLimited$/);
    expect(sessionOf(elsewhere)).toBeUndefined();
  }, 120_000);

  it("limits failed attempts per address across accounts (SIGN_IN_FAILURES_PER_IP), and a success gives the address its attempt back", async () => {
    const client = newClient("203.0.113.4");
    for (let i = 0; i < 4; i++) expect((await signIn(client, `nobody-${i}@quayside.test`, "x")).status).toBe(401);
    expect((await signIn(client, TEST_USERS.agent, TEST_PASSWORD)).status).toBe(200); // 5th attempt, given back
    expect((await signIn(client, "nobody-4@quayside.test", "x")).status).toBe(401); // the 5th failure
    const over = await signIn(client, "nobody-5@quayside.test", "x");
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(over.body.message).toBe("Too many sign-in attempts. Wait a while and try again.");
    // the same refusal in French for a French browser (decision 120)
    client.extraHeaders = { "accept-language": "fr-FR,fr;q=0.9" };
    const overInFrench = await signIn(client, "nobody-6@quayside.test", "x");
    expect(overInFrench.status).toBe(429);
    expect(overInFrench.body).toMatchObject({
      code: "RATE_LIMITED",
      message: "Trop de tentatives de connexion. Patientez un moment, puis réessayez.",
    });
    expect((await signIn(newClient("203.0.113.40"), "nobody-5@quayside.test", "x")).status).toBe(401); // another address is not affected
  }, 120_000);

  it("checks an unknown account's password against a dummy hash: the same work as a known one", async () => {
    const client = newClient("203.0.113.5");
    const before = hashesStarted();
    expect((await signIn(client, "no-such-user@quayside.test", "guess")).status).toBe(401);
    expect(hashesStarted() - before).toBe(1);
    const known = hashesStarted();
    expect((await signIn(client, TEST_USERS.agent, "guess")).status).toBe(401);
    expect(hashesStarted() - known).toBe(1);
  });

  it(`runs at most ${HASH_CONCURRENCY} password hashes at once: concurrent wrong passwords queue, other requests go on`, async () => {
    // At the production cost (N=2^17): the suites' cheap hashes (vitest.config.ts) end before a queue forms.
    vi.stubEnv("PASSWORD_HASH_LOG_N", "17");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    let maxRunning = 0;
    let readDoneWhileQueued = false;
    const attempts = Array.from({ length: 8 }, (_, i) =>
      signIn(newClient(`192.0.2.${i + 1}`), `burst-${i}@quayside.test`, "wrong"),
    );
    const watcher = setInterval(() => (maxRunning = Math.max(maxRunning, hashLoad().running)), 5);
    // wait until the burst is hashing, then read something else
    while (hashLoad().waiting === 0) await new Promise((r) => setTimeout(r, 10));
    const read = await callRoute(pols, {
      url: "/api/voyage/pols",
      headers: { cookie: "" },
      apiKey: "qs_testAgentKey000000000000000000001",
    });
    readDoneWhileQueued = hashLoad().waiting > 0;
    const results = await Promise.all(attempts);
    clearInterval(watcher);
    expect(read.status).toBe(200);
    expect(readDoneWhileQueued).toBe(true);
    expect(maxRunning).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(results.every((r) => r.status === 401)).toBe(true);
  }, 240_000);

  it("never answers the database's error text: a generic 503 the form turns into 'try again'", async () => {
    const client = newClient("203.0.113.6");
    await call(client, "GET", ["csrf"]);
    const csrf = await call(client, "GET", ["csrf"]);
    const realDb = db();
    const { PrismaClient } = await import("@/lib/generated/prisma/client");
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { freePort } = await import("@/lib/db/embedded");
    const deadUrl = `postgresql://postgres@127.0.0.1:${await freePort()}/gone`;
    const pg = (await import("pg")).default;
    const { replaceSingleton } = await import("@/lib/process/singleton");
    replaceSingleton(
      "db.prisma",
      new PrismaClient({ adapter: new PrismaPg({ connectionString: deadUrl, connectionTimeoutMillis: 1000 }) }),
    );
    const deadPool = new pg.Pool({ connectionString: deadUrl, connectionTimeoutMillis: 1000 });
    const realPool = replaceSingleton("db.pool", deadPool);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await call(client, "POST", ["callback", "credentials"], {
        email: TEST_USERS.agent,
        password: TEST_PASSWORD,
        csrfToken: String(csrf.body.csrfToken),
        json: "true",
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(res.body).toMatchObject({ status: 1, code: "UNAVAILABLE", errors: [] });
      expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|prisma|gone/i);
      expect(String(res.body.url)).toMatch(/error=ServiceUnavailable$/);
    } finally {
      errors.mockRestore();
      await deadPool.end();
      replaceSingleton("db.prisma", realDb);
      replaceSingleton("db.pool", realPool);
    }
  });
});

describe("sign-out", () => {
  it("ends the session for real: the old cookie no longer works anywhere", async () => {
    const client = newClient("203.0.113.7");
    // a user of its own: signing out ends every session of the user, and test files run side by side
    expect((await signIn(client, await throwawayUserLike(TEST_USERS.staffAcc), TEST_PASSWORD)).status).toBe(200);
    const stolen = `next-auth.session-token=${sessionOf(client)}`;
    expect((await callRoute(me, { url: "/api/me", headers: { cookie: stolen } })).status).toBe(200);
    const csrf = await call(client, "GET", ["csrf"]);
    const out = await call(client, "POST", ["signout"], {
      csrfToken: String(csrf.body.csrfToken),
      callbackUrl: "/signin",
      json: "true",
    });
    expect(out.status).toBe(200);
    expect((await callRoute(me, { url: "/api/me", headers: { cookie: stolen } })).status).toBe(401);
  });

  it("ends this device's session only: the same user's session elsewhere stands, until Sign out everywhere", async () => {
    const email = await throwawayUserLike(TEST_USERS.staffAcc);
    const here = newClient("203.0.113.8");
    const elsewhere = newClient("203.0.113.9");
    expect((await signIn(here, email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(elsewhere, email, TEST_PASSWORD)).status).toBe(200);
    const hereCookie = `next-auth.session-token=${sessionOf(here)}`;
    const elsewhereCookie = `next-auth.session-token=${sessionOf(elsewhere)}`;
    expect((await callRoute(me, { url: "/api/me", headers: { cookie: elsewhereCookie } })).status).toBe(200);
    const csrf = await call(here, "GET", ["csrf"]);
    await call(here, "POST", ["signout"], {
      csrfToken: String(csrf.body.csrfToken),
      callbackUrl: "/signin",
      json: "true",
    });
    expect((await callRoute(me, { url: "/api/me", headers: { cookie: hereCookie } })).status).toBe(401);
    expect((await callRoute(me, { url: "/api/me", headers: { cookie: elsewhereCookie } })).status).toBe(200);
    // Everywhere (My account's action; a password change and an admin's disable do the same).
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    await endUserSessions(user.id);
    expect((await callRoute(me, { url: "/api/me", headers: { cookie: elsewhereCookie } })).status).toBe(401);
  });

  it("an ended session's record is purged once the session would have expired anyway", async () => {
    const email = await throwawayUserLike(TEST_USERS.staffAcc);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    await db().endedSession.create({
      data: { sid: crypto.randomUUID(), userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const live = crypto.randomUUID();
    await endSession({ uid: user.id, sid: live, authAt: Math.floor(Date.now() / 1000) });
    const rows = await db().endedSession.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.sid)).toEqual([live]);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
  });
});

// Sessions end for real: on sign-out (the version bump), when the user is disabled, after 30 idle
// minutes for staff and admins, after 12 hours for everyone. Checked through the door
// (resolveCaller behind GET /api/me) on the real database.
import { afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/me/route";
import { endUserSessions } from "@/lib/auth/end-sessions";
import { forgetSessionState } from "@/lib/auth/session-state";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { signedInCookie, throwawayUserLike } from "@/lib/testing/session";

const MINUTE = 60;
const now = () => Math.floor(Date.now() / 1000);

async function me(cookie: string) {
  return callRoute<{ kind: string; role: string }>(GET, { url: "/api/me", headers: { cookie } });
}

afterEach(() => forgetSessionState());

describe("session lifetime", () => {
  it("a fresh session is the signed-in user", async () => {
    const res = await me(await signedInCookie(TEST_USERS.agent));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "user", role: "AGENT" });
  });

  it("ends at once in this process when the user's sessions are ended (sign-out, password reset)", async () => {
    const email = await throwawayUserLike(TEST_USERS.otherAgent);
    const cookie = await signedInCookie(email);
    expect((await me(cookie)).status).toBe(200); // the user's state is now cached
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    await endUserSessions(user.id);
    const after = await me(cookie);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 1, code: "UNAUTHORIZED" });
    // a new sign-in carries the new version and works
    expect((await me(await signedInCookie(email))).status).toBe(200);
  });

  it("a session signed in after the cache was filled works at once (sign out elsewhere, straight back in)", async () => {
    const email = await throwawayUserLike(TEST_USERS.otherAgent);
    const old = await signedInCookie(email);
    expect((await me(old)).status).toBe(200); // this process caches the version
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    // Another instance ends the sessions: this process's cache still holds the old version.
    await db().user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await me(await signedInCookie(email))).status).toBe(200);
    expect((await me(old)).status).toBe(401); // and the newer version it read ends the old session here too
  });

  it("a sign-out in one bundle of the app reaches the cache another bundle reads (one cache per process)", async () => {
    // Next.js bundles the session check separately into next-auth's route, the other routes and the pages.
    const email = await throwawayUserLike(TEST_USERS.otherAgent);
    const user = await db().user.findUniqueOrThrow({ where: { email } });
    vi.resetModules();
    const pages = await import("@/lib/auth/session-state");
    vi.resetModules();
    const signOutRoute = await import("@/lib/auth/session-state");
    expect(await pages.sessionStands(user.id, user.sessionVersion)).toBe(true); // now cached
    await db().user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    signOutRoute.forgetSessionState(user.id); // what the sign-out does, in next-auth's bundle
    expect(await pages.sessionStands(user.id, user.sessionVersion)).toBe(false);
  });

  it("ends when the user is disabled, even without a version bump (another process's cache aside)", async () => {
    const email = await throwawayUserLike(TEST_USERS.staffAcc);
    const cookie = await signedInCookie(email);
    expect((await me(cookie)).status).toBe(200);
    await db().user.update({ where: { email }, data: { disabledAt: new Date() } });
    forgetSessionState(); // what STATE_CACHE_MS does on its own in a process that did not disable the user
    expect((await me(cookie)).status).toBe(401);
  });

  it("staff and admins are signed out after 30 idle minutes; agents are not", async () => {
    const idle = { authAt: now() - 40 * MINUTE, seenAt: now() - 31 * MINUTE };
    expect((await me(await signedInCookie(TEST_USERS.staffNrl, idle))).status).toBe(401);
    expect((await me(await signedInCookie(TEST_USERS.admin, idle))).status).toBe(401);
    expect((await me(await signedInCookie(TEST_USERS.agent, idle))).status).toBe(200);
    const active = { authAt: now() - 40 * MINUTE, seenAt: now() - 29 * MINUTE };
    expect((await me(await signedInCookie(TEST_USERS.staffNrl, active))).status).toBe(200);
  });

  it("everyone is signed out 12 hours after signing in, however active", async () => {
    const old = { authAt: now() - 12 * 60 * MINUTE - 1, seenAt: now() - 10 };
    expect((await me(await signedInCookie(TEST_USERS.agent, old))).status).toBe(401);
    expect(
      (await me(await signedInCookie(TEST_USERS.agent, { authAt: now() - 11 * 60 * MINUTE, seenAt: now() - 10 })))
        .status,
    ).toBe(200);
  });

  it("a session without a version or clocks (issued before they existed) no longer counts", async () => {
    expect((await me(await signedInCookie(TEST_USERS.agent, { sv: undefined }))).status).toBe(401);
    expect((await me(await signedInCookie(TEST_USERS.agent, { authAt: undefined }))).status).toBe(401);
  });

  it("a forged cookie is nobody", async () => {
    expect((await me("next-auth.session-token=not-a-token")).status).toBe(401);
  });
});

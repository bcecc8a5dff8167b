// My account on the test database: a password change needs the right current password, ends the
// user's other sessions and leaves the one at the new version standing; failures are rate-limited;
// the time zone is an IANA zone, the one schema the notification preferences use too.
import { describe, expect, it } from "vitest";
import {
  changePassword,
  getAccount,
  PASSWORD_CHANGE_FAILURES,
  setTimeZone,
  signOutEverywhere,
  viewerTimeZone,
} from "@/lib/account/account";
import { accountTimeZoneSchema, changePasswordSchema } from "@/lib/account/schemas";
import { ApiError } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth/caller";
import { authOptions } from "@/lib/auth/options";
import { sessionStands } from "@/lib/auth/session-state";
import { db } from "@/lib/db/prisma";
import { preferencesSchema } from "@/lib/notifications/kinds";
import { TEST_PASSWORD, TEST_USERS } from "@/lib/testing/fixtures";
import { throwawayUserLike } from "@/lib/testing/session";
import { timeZoneChoices, timeZoneSchema } from "@/lib/time/time-zone";

const NEW_PASSWORD = "a-new-password-42";

async function callerOf(email: string): Promise<Caller> {
  const u = await db().user.findUniqueOrThrow({ where: { email } });
  return { kind: "user", id: u.id, role: u.role, agentId: u.agentId, lineId: u.lineId, name: u.name, ip: "192.0.2.9" };
}

async function signIn(email: string, password: string): Promise<boolean> {
  const provider = authOptions.providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>) => Promise<unknown> };
  };
  return (await provider.options.authorize({ email, password })) !== null;
}

async function refusal(work: Promise<unknown>): Promise<ApiError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

const change = (currentPassword: string, newPassword = NEW_PASSWORD) =>
  changePasswordSchema.parse({ currentPassword, newPassword, confirmPassword: newPassword });

describe("change my password", () => {
  it("refuses a wrong current password at its field and changes nothing", async () => {
    const email = await throwawayUserLike(TEST_USERS.agent);
    const caller = await callerOf(email);
    const before = await db().user.findUniqueOrThrow({ where: { id: caller.id } });
    const error = await refusal(changePassword(caller, change("not-my-password")));
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.errors).toEqual([
      { path: "currentPassword", code: "wrong_password", message: "This is not your current password" },
    ]);
    const after = await db().user.findUniqueOrThrow({ where: { id: caller.id } });
    expect([after.passwordHash, after.sessionVersion]).toEqual([before.passwordHash, before.sessionVersion]);
    expect(await signIn(email, TEST_PASSWORD)).toBe(true);
  });

  it("ends the other sessions, keeps the one re-issued at the new version, and is audited", async () => {
    const email = await throwawayUserLike(TEST_USERS.staffNrl);
    const caller = await callerOf(email);
    const old = (await db().user.findUniqueOrThrow({ where: { id: caller.id } })).sessionVersion;
    expect(await sessionStands(caller.id, old)).toBe(true);

    const { sessionVersion } = await changePassword(caller, change(TEST_PASSWORD));
    expect(sessionVersion).toBeGreaterThan(old);
    // Every session signed in before (the other browser, the copied cookie) has ended ...
    expect(await sessionStands(caller.id, old)).toBe(false);
    // ... and the caller's own, re-issued at the answered version (reissueSessionAt), stands.
    expect(await sessionStands(caller.id, sessionVersion)).toBe(true);
    expect(await signIn(email, TEST_PASSWORD)).toBe(false);
    expect(await signIn(email, NEW_PASSWORD)).toBe(true);
    const audit = await db().auditEvent.findFirstOrThrow({
      where: { action: "user.changePassword", targetId: caller.id },
    });
    expect(audit).toMatchObject({ actorKind: "user", actorId: caller.id, ip: "192.0.2.9" });
    expect(audit.summary).not.toContain(NEW_PASSWORD);
  });

  it("Sign out everywhere ends every session of the user, this one too, and is audited", async () => {
    const email = await throwawayUserLike(TEST_USERS.agent);
    const caller = await callerOf(email);
    const old = (await db().user.findUniqueOrThrow({ where: { id: caller.id } })).sessionVersion;
    expect(await sessionStands(caller.id, old, { sid: "this-one" })).toBe(true);
    await signOutEverywhere(caller);
    expect(await sessionStands(caller.id, old, { sid: "this-one" })).toBe(false);
    expect(await sessionStands(caller.id, old, { sid: "another" })).toBe(false);
    const audit = await db().auditEvent.findFirstOrThrow({
      where: { action: "user.signOutEverywhere", targetId: caller.id },
    });
    expect(audit).toMatchObject({ actorKind: "user", actorId: caller.id, summary: `${email} signed out everywhere` });
  });

  it("stops guessing: past the limit of wrong passwords even the right one waits", async () => {
    const email = await throwawayUserLike(TEST_USERS.agent);
    const caller = await callerOf(email);
    for (let i = 0; i < PASSWORD_CHANGE_FAILURES.points; i++)
      expect((await refusal(changePassword(caller, change(`wrong-${i}`)))).code).toBe("VALIDATION_FAILED");
    expect((await refusal(changePassword(caller, change(TEST_PASSWORD)))).code).toBe("RATE_LIMITED");
    expect(await signIn(email, NEW_PASSWORD)).toBe(false);
  });

  it("asks for a new password of at least 12 characters, typed twice, other than the current one", () => {
    const issues = (input: object) =>
      changePasswordSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ currentPassword: "x", newPassword: "short", confirmPassword: "short" })).toEqual([
      ["newPassword", "At least 12 characters"],
    ]);
    expect(issues({ currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: "other-password-1" })).toEqual([
      ["currentPassword", "Enter your current password"],
      ["confirmPassword", "The two new passwords differ"],
    ]);
    expect(issues({ currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).toEqual(
      [["newPassword", "Choose a password other than the current one"]],
    );
  });
});

describe("my time zone", () => {
  it("takes an IANA zone and refuses anything else; the digest reads the same column", async () => {
    const email = await throwawayUserLike(TEST_USERS.otherAgent);
    const caller = await callerOf(email);
    expect(accountTimeZoneSchema.safeParse({ timeZone: "Mars/Olympus_Mons" }).success).toBe(false);
    expect(accountTimeZoneSchema.safeParse({ timeZone: "" }).success).toBe(false);
    expect(await setTimeZone(caller, accountTimeZoneSchema.parse({ timeZone: "Asia/Tokyo" }))).toEqual({
      timeZone: "Asia/Tokyo",
    });
    expect((await getAccount(caller)).timeZone).toBe("Asia/Tokyo");
    expect((await db().user.findUniqueOrThrow({ where: { id: caller.id } })).timeZone).toBe("Asia/Tokyo");
    // the pages show instants in it (lib/time/format.ts); an API key reads UTC
    expect(await viewerTimeZone(caller)).toBe("Asia/Tokyo");
    expect(await viewerTimeZone({ ...caller, kind: "apiKey" })).toBe("UTC");
  });

  it("is one schema with the notification preferences', and the select offers UTC and every listed zone", () => {
    expect(preferencesSchema.shape.timeZone).toBe(timeZoneSchema);
    const zones = timeZoneChoices();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Europe/Brussels");
    expect(zones.every((z) => timeZoneSchema.safeParse(z).success)).toBe(true);
    // A stored alias the list leaves out stays selectable, so saving the form does not change it.
    expect(timeZoneChoices("US/Eastern").slice(0, 2)).toEqual(["UTC", "US/Eastern"]);
  });

  it("is the caller's own: an API key has no account", async () => {
    const key: Caller = { kind: "apiKey", id: 1, role: "AGENT", agentId: 1, lineId: null, name: "k", ip: "" };
    expect((await refusal(getAccount(key))).code).toBe("FORBIDDEN");
  });
});

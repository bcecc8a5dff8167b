// Users of the operator console on the test database: creation of each role with a temporary
// password, refusals, password reset and deactivation ending sessions, suspended agents' users.
import { describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { authOptions } from "@/lib/auth/options";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/prisma";
import { ApiError } from "@/lib/core/errors";
import { createAgent, updateAgent } from "@/lib/admin/agents";
import * as users from "@/lib/admin/users";
import { createUserSchema, type CreateUserInput } from "@/lib/admin/schemas";

const { resetUserPassword, setUserActive } = users;
// The console's action and the route parse the body before the domain function runs: so does this.
const createUser = async (c: Caller, raw: CreateUserInput) => users.createUser(c, createUserSchema.parse(raw));

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminCaller(): Promise<Caller> {
  const admin = await db().user.findUniqueOrThrow({ where: { email: "admin@quayside.test" } });
  return { kind: "user", id: admin.id, role: "ADMIN", agentId: null, lineId: null, name: admin.name, ip: "192.0.2.44" };
}

/** next-auth's credentials check, as the sign-in form runs it. */
async function signIn(email: string, password: string): Promise<boolean> {
  const provider = authOptions.providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>) => Promise<unknown> };
  };
  return (await provider.options.authorize({ email, password })) !== null;
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("users", () => {
  it("creates agent users, line staff and admins with a temporary password that signs in, each audited", async () => {
    const caller = await adminCaller();
    const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
    const line = await db().shippingLine.findFirstOrThrow();
    const agentUser = await createUser(caller, {
      email: `New.Agent.${unique()}@Example.test `,
      name: "New Agent",
      role: "AGENT",
      agentId: acme.id,
    });
    expect(agentUser.email).toMatch(/^new\.agent\..+@example\.test$/);
    expect(agentUser.temporaryPassword).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(await signIn(agentUser.email, agentUser.temporaryPassword)).toBe(true);
    const staff = await createUser(caller, {
      email: `staff.${unique()}@example.test`,
      name: "New Staff",
      role: "STAFF",
      lineId: line.id,
    });
    const admin = await createUser(caller, {
      email: `admin.${unique()}@example.test`,
      name: "New Admin",
      role: "ADMIN",
    });
    const rows = await db().user.findMany({
      where: { id: { in: [agentUser.id, staff.id, admin.id] } },
      orderBy: { id: "asc" },
    });
    expect(rows.map((u) => [u.role, u.agentId, u.lineId])).toEqual([
      ["AGENT", acme.id, null],
      ["STAFF", null, line.id],
      ["ADMIN", null, null],
    ]);
    const audit = await db().auditEvent.findMany({
      where: { action: "user.create", targetId: { in: rows.map((u) => u.id) } },
    });
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ actorKind: "user", actorId: caller.id, ip: "192.0.2.44" });
  });

  it("refuses a taken email, an agent user without agent, staff without line, an unknown agent", async () => {
    const caller = await adminCaller();
    expect(
      await refusal(createUser(caller, { email: "agent@quayside.test", name: "Dup", role: "ADMIN" })),
    ).toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "email", code: "taken" }] });
    await expect(
      createUser(caller, { email: `x.${unique()}@example.test`, name: "No agent", role: "AGENT" }),
    ).rejects.toThrow(/belongs to an agent/);
    await expect(
      createUser(caller, { email: `x.${unique()}@example.test`, name: "No line", role: "STAFF" }),
    ).rejects.toThrow(/shipping line/);
    expect(
      await refusal(
        createUser(caller, { email: `x.${unique()}@example.test`, name: "Ghost", role: "AGENT", agentId: 999999 }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", errors: [{ path: "agentId" }] });
  });

  it("a reset password ends the user's sessions and only the new password signs in", async () => {
    const caller = await adminCaller();
    const created = await createUser(caller, {
      email: `reset.${unique()}@example.test`,
      name: "Reset Me",
      role: "ADMIN",
    });
    const before = await db().user.findUniqueOrThrow({ where: { id: created.id } });
    const reset = await resetUserPassword(caller, created.id);
    const after = await db().user.findUniqueOrThrow({ where: { id: created.id } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await verifyPassword(reset.temporaryPassword, after.passwordHash)).toBe(true);
    expect(await signIn(created.email, created.temporaryPassword)).toBe(false);
    expect(await signIn(created.email, reset.temporaryPassword)).toBe(true);
  });

  it("deactivating ends the sessions and refuses sign-in; not oneself, not the last admin", async () => {
    const caller = await adminCaller();
    const created = await createUser(caller, {
      email: `off.${unique()}@example.test`,
      name: "Switch Off",
      role: "ADMIN",
    });
    const off = await setUserActive(caller, created.id, false);
    expect(off.disabledAt).not.toBeNull();
    const row = await db().user.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.sessionVersion).toBe(1);
    expect(await signIn(created.email, created.temporaryPassword)).toBe(false);
    expect((await setUserActive(caller, created.id, true)).disabledAt).toBeNull();
    expect(await signIn(created.email, created.temporaryPassword)).toBe(true);
    expect(await refusal(setUserActive(caller, caller.id, false))).toMatchObject({
      code: "NOT_ALLOWED",
      message: "You cannot deactivate your own account.",
    });
    // Every other admin off: the last one stays.
    const others = await db().user.findMany({ where: { role: "ADMIN", disabledAt: null, id: { not: caller.id } } });
    for (const u of others) await setUserActive(caller, u.id, false);
    const byKey: Caller = { ...caller, kind: "apiKey", id: 0, name: "Operator admin" };
    expect(await refusal(setUserActive(byKey, caller.id, false))).toMatchObject({
      code: "NOT_ALLOWED",
      message: expect.stringMatching(/last active admin/),
    });
    for (const u of others) await setUserActive(caller, u.id, true);
  });

  it("a suspended agent's users are signed out and cannot sign in until it is reinstated", async () => {
    const caller = await adminCaller();
    const agent = await createAgent(caller, {
      code: `SU${unique().slice(-6)}`.toUpperCase(),
      name: `Suspended ${unique()}`,
    });
    const user = await createUser(caller, {
      email: `member.${unique()}@example.test`,
      name: "Member",
      role: "AGENT",
      agentId: agent.id,
    });
    expect(await signIn(user.email, user.temporaryPassword)).toBe(true);
    await updateAgent(caller, agent.id, { suspended: true });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
    expect(await signIn(user.email, user.temporaryPassword)).toBe(false);
    await updateAgent(caller, agent.id, { suspended: false });
    expect(await signIn(user.email, user.temporaryPassword)).toBe(true);
    const actions = (await db().auditEvent.findMany({ where: { agentId: agent.id }, orderBy: { id: "asc" } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(["agent.create", "user.create", "agent.suspend", "agent.reinstate"]);
  });
});

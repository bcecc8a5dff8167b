// The agent's team on the test database: only the agent's lead lists, adds, disables and enables
// users, only of their own agent; disabling ends the user's sessions; the lead never disables
// themself; each change is audited like the operator's.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth/caller";
import { authOptions } from "@/lib/auth/options";
import { sessionStands } from "@/lib/auth/session-state";
import { db } from "@/lib/db/prisma";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { throwawayUserLike } from "@/lib/testing/session";
import { addTeamMemberSchema } from "@/lib/team/schemas";
import { addTeamMember, isTeamLead, listTeam, setTeamMemberActive } from "@/lib/team/team";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function callerOf(email: string): Promise<Caller> {
  const u = await db().user.findUniqueOrThrow({ where: { email } });
  return { kind: "user", id: u.id, role: u.role, agentId: u.agentId, lineId: u.lineId, name: u.name, ip: "192.0.2.7" };
}

/** A lead of the agent of `like` (a new user: the seeded lead's team is shared by other test files). */
async function newLeadLike(like: string): Promise<Caller> {
  const email = await throwawayUserLike(like);
  await db().user.update({ where: { email }, data: { agentLead: true } });
  return callerOf(email);
}

async function signIn(email: string, password: string): Promise<boolean> {
  const provider = authOptions.providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>) => Promise<unknown> };
  };
  return (await provider.options.authorize({ email, password })) !== null;
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  throw new Error("expected a refusal");
}

const member = (name = "New Member") => addTeamMemberSchema.parse({ name, email: `member.${unique()}@example.test` });

describe("the agent's team", () => {
  it("is the demo agent's first user's to lead (seed), and nobody else's", async () => {
    expect(await isTeamLead(await callerOf(TEST_USERS.agent))).toBe(true);
    for (const email of [TEST_USERS.otherAgent, TEST_USERS.staffNrl, TEST_USERS.admin])
      expect(await isTeamLead(await callerOf(email))).toBe(false);
  });

  it("refuses every non-lead: another agent user, staff, an admin, an API key", async () => {
    const plain = await callerOf(await throwawayUserLike(TEST_USERS.agent));
    const apiKey: Caller = { ...plain, kind: "apiKey" };
    for (const caller of [plain, apiKey, await callerOf(TEST_USERS.staffNrl), await callerOf(TEST_USERS.admin)]) {
      expect(await refusal(listTeam(caller))).toBe("FORBIDDEN");
      expect(await refusal(addTeamMember(caller, member()))).toBe("FORBIDDEN");
      expect(await refusal(setTeamMemberActive(caller, plain.id, false))).toBe("FORBIDDEN");
    }
    // A lead whose flag was taken away, or who was disabled, is no lead any more.
    const former = await newLeadLike(TEST_USERS.agent);
    await db().user.update({ where: { id: former.id }, data: { disabledAt: new Date() } });
    expect(await refusal(listTeam(former))).toBe("FORBIDDEN");
  });

  it("lists and adds only the lead's own agent's users; the new user signs in with the password shown once", async () => {
    const lead = await newLeadLike(TEST_USERS.agent);
    const created = await addTeamMember(lead, member("Nina New"));
    expect(created.temporaryPassword).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(await signIn(created.email, created.temporaryPassword)).toBe(true);
    const row = await db().user.findUniqueOrThrow({ where: { id: created.id } });
    expect([row.role, row.agentId, row.agentLead]).toEqual(["AGENT", lead.agentId, false]);
    expect(row.lastSignInAt).not.toBeNull();

    const team = await listTeam(lead);
    const ids = team.map((m) => m.id);
    expect(ids).toContain(created.id);
    expect(team.find((m) => m.id === created.id)).toMatchObject({ name: "Nina New", lead: false, self: false });
    expect(team.find((m) => m.id === lead.id)).toMatchObject({ lead: true, self: true });
    const others = await db().user.findMany({ where: { NOT: { agentId: lead.agentId } }, select: { id: true } });
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((u) => ids.includes(u.id))).toEqual([]);
    const audit = await db().auditEvent.findFirstOrThrow({ where: { action: "user.create", targetId: created.id } });
    expect(audit).toMatchObject({ actorId: lead.id, agentId: lead.agentId });
  });

  it("disables a user of the team (their sessions end, sign-in refused) and enables them again", async () => {
    const lead = await newLeadLike(TEST_USERS.agent);
    const created = await addTeamMember(lead, member());
    const version = (await db().user.findUniqueOrThrow({ where: { id: created.id } })).sessionVersion;
    expect(await sessionStands(created.id, version)).toBe(true);

    expect((await setTeamMemberActive(lead, created.id, false)).disabledAt).not.toBeNull();
    expect(await sessionStands(created.id, version)).toBe(false);
    expect(await signIn(created.email, created.temporaryPassword)).toBe(false);

    expect((await setTeamMemberActive(lead, created.id, true)).disabledAt).toBeNull();
    expect(await signIn(created.email, created.temporaryPassword)).toBe(true);
    const actions = await db().auditEvent.findMany({
      where: { targetId: created.id, actorId: lead.id },
      orderBy: { id: "asc" },
      select: { action: true },
    });
    expect(actions.map((a) => a.action)).toEqual(["user.create", "user.deactivate", "user.reactivate"]);
  });

  it("never touches another agent's user (as if it did not exist) nor the lead themself", async () => {
    const lead = await newLeadLike(TEST_USERS.agent);
    const foreign = await callerOf(await throwawayUserLike(TEST_USERS.otherAgent));
    const staff = await callerOf(await throwawayUserLike(TEST_USERS.staffNrl));
    expect(await refusal(setTeamMemberActive(lead, foreign.id, false))).toBe("NOT_FOUND");
    expect(await refusal(setTeamMemberActive(lead, staff.id, false))).toBe("NOT_FOUND");
    expect(await refusal(setTeamMemberActive(lead, 2_000_000_000, false))).toBe("NOT_FOUND");
    expect((await db().user.findUniqueOrThrow({ where: { id: foreign.id } })).disabledAt).toBeNull();
    expect(await refusal(setTeamMemberActive(lead, lead.id, false))).toBe("NOT_ALLOWED");

    // The other agent's own lead sees their team, never this one's.
    const otherLead = await newLeadLike(TEST_USERS.otherAgent);
    const otherIds = (await listTeam(otherLead)).map((m) => m.id);
    expect(otherIds).toContain(foreign.id);
    expect(otherIds).not.toContain(lead.id);
  });

  it("refuses an e-mail that already has an account, at its field", async () => {
    const lead = await newLeadLike(TEST_USERS.agent);
    const error = await addTeamMember(
      lead,
      addTeamMemberSchema.parse({ name: "Dup", email: TEST_USERS.otherAgent }),
    ).catch((e: ApiError) => e);
    expect(error).toMatchObject({ code: "NOT_ALLOWED", errors: [{ path: "email", code: "taken" }] });
  });
});

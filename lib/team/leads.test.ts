// Who leads an agent's team, on the test database: an admin or a current lead makes another user of
// the same agent a lead and removes the mark, never the agent's last active lead; another agent's
// user is not found for a lead; plain users are refused; each change is audited.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/core/errors";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { leadChangeRefusal, setAgentLead } from "@/lib/team/leads";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function callerOf(id: number): Promise<Caller> {
  const u = await db().user.findUniqueOrThrow({ where: { id } });
  return { kind: "user", id: u.id, role: u.role, agentId: u.agentId, lineId: u.lineId, name: u.name, ip: "192.0.2.9" };
}

/** An agent of this test's own with a lead and two plain users (the seeded agents are shared). */
async function newAgent() {
  const tag = unique();
  const agent = await db().agent.create({
    data: { name: `Lead Test ${tag}`, code: tag.slice(0, 10).toUpperCase(), bookingPrefix: "LDT" },
  });
  const user = (name: string, agentLead = false) =>
    db().user.create({
      data: {
        email: `${name}.${tag}@example.test`,
        name,
        passwordHash: "x",
        role: "AGENT",
        agentId: agent.id,
        agentLead,
      },
    });
  return { agent, lead: await user("lead", true), ann: await user("ann"), bob: await user("bob") };
}

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const isLead = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).agentLead;

describe("the lead rule", () => {
  const user = { email: "a@example.test", agentLead: true, disabled: false };
  it("refuses taking away the last active lead, and making a disabled user a lead", () => {
    expect(leadChangeRefusal(user, false, 0, "Acme")?.text).toBe(
      "a@example.test is the only lead of Acme: make another user a lead first, so the agent always has one.",
    );
    expect(leadChangeRefusal(user, false, 1, "Acme")).toBeNull();
    expect(leadChangeRefusal({ ...user, agentLead: false }, true, 0, "Acme")).toBeNull();
    expect(leadChangeRefusal({ ...user, agentLead: false, disabled: true }, true, 1, "Acme")?.text).toMatch(
      /is disabled/,
    );
    // a disabled lead leads nobody: removing their mark leaves the count as it was
    expect(leadChangeRefusal({ ...user, disabled: true }, false, 0, "Acme")).toBeNull();
  });
});

describe("setAgentLead", () => {
  it("lets the lead hand over: another user becomes lead, then the first steps down; the last is refused", async () => {
    const { agent, lead, ann } = await newAgent();
    const asLead = await callerOf(lead.id);
    await setAgentLead(asLead, ann.id, true);
    expect(await isLead(ann.id)).toBe(true);
    // the new lead takes the first one's mark away; the first is then no lead and refused
    const asAnn = await callerOf(ann.id);
    const after = await setAgentLead(asAnn, lead.id, false);
    expect(after.filter((u) => u.lead).map((u) => u.id)).toEqual([ann.id]);
    expect((await refusal(setAgentLead(asLead, ann.id, false))).code).toBe("FORBIDDEN");
    // nobody removes the last lead, not even themself
    const last = await refusal(setAgentLead(asAnn, ann.id, false));
    expect(last.code).toBe("NOT_ALLOWED");
    expect(last.message).toContain(`the only lead of ${agent.name}`);
    expect(await isLead(ann.id)).toBe(true);

    const audit = await db().auditEvent.findMany({ where: { agentId: agent.id }, orderBy: { id: "asc" } });
    expect(audit.map((e) => [e.action, e.actorId, e.summary])).toEqual([
      ["user.makeLead", lead.id, `Made ${ann.email} a lead of ${agent.name}`],
      ["user.removeLead", ann.id, `Removed ${lead.email} as a lead of ${agent.name}`],
    ]);
  });

  it("lets an admin name leads of any agent, with the same rule; a lead of another agent finds no such user", async () => {
    const { agent, lead, bob } = await newAgent();
    const admin = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.admin } });
    const asAdmin = await callerOf(admin.id);
    expect((await refusal(setAgentLead(asAdmin, lead.id, false))).code).toBe("NOT_ALLOWED");
    await setAgentLead(asAdmin, bob.id, true);
    await setAgentLead(asAdmin, lead.id, false);
    expect([await isLead(lead.id), await isLead(bob.id)]).toEqual([false, true]);
    const event = await db().auditEvent.findFirstOrThrow({ where: { agentId: agent.id, action: "user.removeLead" } });
    expect(event.actorId).toBe(admin.id);

    // the seeded agent's lead: another agent's user is not in their team
    const acmeLead = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.agent } });
    expect((await refusal(setAgentLead(await callerOf(acmeLead.id), bob.id, false))).code).toBe("NOT_FOUND");
    // a plain user of the agent, and staff, may not
    const plain = await newAgent();
    expect((await refusal(setAgentLead(await callerOf(plain.ann.id), plain.bob.id, true))).code).toBe("FORBIDDEN");
    const staff = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.staffNrl } });
    expect((await refusal(setAgentLead(await callerOf(staff.id), plain.bob.id, true))).code).toBe("FORBIDDEN");
  });

  it("never makes a disabled user a lead, nor staff", async () => {
    const { lead, bob } = await newAgent();
    await db().user.update({ where: { id: bob.id }, data: { disabledAt: new Date() } });
    expect((await refusal(setAgentLead(await callerOf(lead.id), bob.id, true))).code).toBe("NOT_ALLOWED");
    const staff = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.staffNrl } });
    const admin = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.admin } });
    expect((await refusal(setAgentLead(await callerOf(admin.id), staff.id, true))).code).toBe("NOT_FOUND");
  });
});

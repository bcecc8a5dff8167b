// The operator API (DESIGN.md "Operator API") through its route handlers, on the test database:
// agents, keys, allow lists (and the save honouring them at once), revocation at once, audit rows.
import { describe, expect, it } from "vitest";
import { GET as listAgents, POST as createAgent } from "@/app/api/admin/agents/route";
import { GET as getAgent, PATCH as patchAgent } from "@/app/api/admin/agents/[id]/route";
import { POST as issueKey } from "@/app/api/admin/agents/[id]/keys/route";
import { GET as getAllowList, PUT as putAllowList } from "@/app/api/admin/agents/[id]/allow-list/route";
import { DELETE as revokeKey } from "@/app/api/admin/keys/[id]/route";
import { GET as listAudit } from "@/app/api/admin/audit/route";
import { POST as saveBooking } from "@/app/api/booking/save/route";
import { GET as me } from "@/app/api/me/route";
import { bookingInput } from "@/lib/booking/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";
import type { AuditPage } from "@/lib/admin/schemas";

const admin = { apiKey: TEST_API_KEYS.admin, ip: "192.0.2.10" };
const fullParty = (Name: string) => ({ Name, IsReferenceOnly: false });

/** A booking of a new agent (no address book yet: its parties are given in full). */
function saveAs(apiKey: string, ip: string) {
  const message = bookingInput({
    header: {
      Shipper: fullParty("Shipper Ltd"),
      Exporter: fullParty("Exporter Ltd"),
      Consignee: fullParty("Consignee Ltd"),
      Notify: fullParty("Notify Ltd"),
    },
  });
  return callRoute<{ status: number; code?: string; message?: string }>(saveBooking, {
    url: "/api/booking/save",
    method: "POST",
    apiKey,
    ip,
    body: { booking: { ...message, TestOnly: true } },
  });
}

let seq = 0;
async function newAgent(name = `Operator Test ${++seq}`) {
  // Random first six characters: they are the default booking prefix, which must not collide
  // (a clock-based code repeated its first six within the same 36 ms).
  const code = `O${Math.random().toString(36).slice(2, 7).padEnd(5, "0").toUpperCase()}${seq}`;
  const res = await callRoute<{ id: number; code: string; name: string }>(createAgent, {
    url: "/api/admin/agents",
    method: "POST",
    ...admin,
    body: { code: code.toLowerCase(), name },
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ id: expect.any(Number), code, name });
  return res.body;
}

async function newKey(agentId: number, name = "ERP") {
  const res = await callRoute<{ id: number; name: string; key: string }>(issueKey, {
    url: `/api/admin/agents/${agentId}/keys`,
    method: "POST",
    ...admin,
    params: { id: String(agentId) },
    body: { name },
  });
  expect(res.status).toBe(200);
  return res.body;
}

function putList(agentId: number, entries: { cidr: string; note?: string | null }[]) {
  return callRoute<{ entries: { cidr: string; note: string | null }[]; code?: string; errors?: unknown[] }>(
    putAllowList,
    {
      url: `/api/admin/agents/${agentId}/allow-list`,
      method: "PUT",
      ...admin,
      params: { id: String(agentId) },
      body: { entries },
    },
  );
}

describe("operator API: who may call", () => {
  it("is for admins only: 401 without credentials, 403 for an agent's key or a staff session, 200 for an admin session", async () => {
    expect((await callRoute(listAgents, { url: "/api/admin/agents" })).status).toBe(401);
    const agentCall = await callRoute(listAgents, { url: "/api/admin/agents", apiKey: TEST_API_KEYS.agent });
    expect(agentCall).toMatchObject({ status: 403, body: { status: 1, code: "FORBIDDEN" } });
    const staff = await sessionCookie({ uid: 1, role: "STAFF", lineId: 1 });
    expect((await callRoute(listAgents, { url: "/api/admin/agents", headers: { cookie: staff } })).status).toBe(403);
    const adminSession = await sessionCookie({ uid: 1, role: "ADMIN" });
    const list = await callRoute<{ code: string }[]>(listAgents, {
      url: "/api/admin/agents",
      headers: { cookie: adminSession },
    });
    expect(list.status).toBe(200);
    expect(list.body.map((a) => a.code)).toEqual(expect.arrayContaining(["ACME", "BVF"]));
  });
});

describe("agents", () => {
  it("creates an agent whose id is its AgentId; a taken code or prefix is 409, a bad body 422", async () => {
    const agent = await newAgent();
    const detail = await callRoute<{
      id: number;
      bookingPrefix: string;
      allowList: unknown[];
      keys: unknown[];
      addressBookSize: number;
    }>(getAgent, { url: `/api/admin/agents/${agent.id}`, ...admin, params: { id: String(agent.id) } });
    expect(detail.body).toMatchObject({
      id: agent.id,
      bookingPrefix: agent.code.slice(0, 6),
      allowList: [],
      keys: [],
      addressBookSize: 0,
    });

    const again = await callRoute(createAgent, {
      url: "/api/admin/agents",
      method: "POST",
      ...admin,
      body: { code: agent.code, name: "Someone else" },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { code: "NOT_ALLOWED", errors: [{ path: "code", code: "taken" }] },
    });
    const prefix = await callRoute(createAgent, {
      url: "/api/admin/agents",
      method: "POST",
      ...admin,
      body: { code: "ZZPREFIX", name: "Prefix clash", bookingPrefix: "ACM" },
    });
    expect(prefix).toMatchObject({ status: 409, body: { errors: [{ path: "bookingPrefix", code: "taken" }] } });
    const bad = await callRoute<{ errors: { path: string }[] }>(createAgent, {
      url: "/api/admin/agents",
      method: "POST",
      ...admin,
      body: { code: "a b", name: "" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => e.path).sort()).toEqual(["code", "name"]);
    const missing = await callRoute(getAgent, { url: "/api/admin/agents/999999", ...admin, params: { id: "999999" } });
    expect(missing).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
  });

  it("two operators creating the same code at once: one agent, the other gets 409", async () => {
    const code = `RACE${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const create = (name: string) =>
      callRoute(createAgent, { url: "/api/admin/agents", method: "POST", ...admin, body: { code, name } });
    const answers = await Promise.all([create(`Race A ${code}`), create(`Race B ${code}`)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "code", code: "taken" }],
    });
  });
});

describe("keys, allow list and the save", () => {
  it("a new agent's key saves only from inside its ranges, at once after each change; revoked, it gets 401 at once", async () => {
    const agent = await newAgent();
    const { id: keyId, key } = await newKey(agent.id);
    expect(key).toMatch(/^qs_[0-9A-Za-z]{32}$/);
    const who = await callRoute<{ agentId: number; role: string }>(me, { url: "/api/me", apiKey: key });
    expect(who.body).toMatchObject({ role: "AGENT", agentId: agent.id });

    // No allow list yet: no save gets through.
    expect((await saveAs(key, "203.0.113.9")).status).toBe(403);

    const put = await putList(agent.id, [
      { cidr: "203.0.113.0/24", note: "office" },
      { cidr: "2001:DB8:0::/48" },
      { cidr: "::ffff:198.51.100.7" },
    ]);
    expect(put.status).toBe(200);
    expect(put.body.entries).toEqual([
      { cidr: "203.0.113.0/24", note: "office" },
      { cidr: "2001:db8::/48", note: null },
      { cidr: "198.51.100.7", note: null },
    ]);
    expect((await saveAs(key, "203.0.113.9")).status).toBe(200);
    expect((await saveAs(key, "::ffff:203.0.113.200")).status).toBe(200);
    expect((await saveAs(key, "2001:db8:0:ffff::1")).status).toBe(200);
    expect((await saveAs(key, "198.51.100.7")).status).toBe(200);
    const outside = await saveAs(key, "203.0.114.1");
    expect(outside).toMatchObject({ status: 403, body: { status: 1, code: "FORBIDDEN" } });
    expect((await saveAs(key, "2001:db9::1")).status).toBe(403);

    // The range changes to exclude the address: the very next save is refused.
    expect((await putList(agent.id, [{ cidr: "203.0.113.128/25" }])).status).toBe(200);
    expect((await saveAs(key, "203.0.113.9")).status).toBe(403);
    expect((await saveAs(key, "203.0.113.130")).status).toBe(200);

    // Revoked: the next request gets 401, though the key was just used (and cached).
    const revoked = await callRoute<{ id: number; revokedAt: string }>(revokeKey, {
      url: `/api/admin/keys/${keyId}`,
      method: "DELETE",
      ...admin,
      params: { id: String(keyId) },
    });
    expect(revoked).toMatchObject({ status: 200, body: { id: keyId, revokedAt: expect.any(String) } });
    const after = await saveAs(key, "203.0.113.130");
    expect(after).toMatchObject({ status: 401, body: { status: 1, code: "UNAUTHORIZED" } });
    expect((await callRoute(me, { url: "/api/me", apiKey: key })).status).toBe(401);
    const unknownKey = await callRoute(revokeKey, {
      url: "/api/admin/keys/999999",
      method: "DELETE",
      ...admin,
      params: { id: "999999" },
    });
    expect(unknownKey.status).toBe(404);
  });

  it("refuses bad entries with their paths and changes nothing", async () => {
    const agent = await newAgent();
    expect((await putList(agent.id, [{ cidr: "10.0.0.0/8" }])).status).toBe(200);
    const bad = await putList(agent.id, [
      { cidr: "10.0.0.0/8" },
      { cidr: "10.1.2.3/8" },
      { cidr: "not-an-ip" },
      { cidr: "10.0.0.0/8" },
      { cidr: "2001:db8::/200" },
    ]);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: "VALIDATION_FAILED",
      errors: [
        {
          path: "entries[1].cidr",
          code: "invalid_cidr",
          message: '"10.1.2.3/8" has bits set after the /8 prefix; did you mean 10.0.0.0/8?',
        },
        { path: "entries[2].cidr", code: "invalid_cidr", message: '"not-an-ip" is not an IPv4 or IPv6 address.' },
        { path: "entries[3].cidr", code: "duplicate" },
        { path: "entries[4].cidr", code: "invalid_cidr" },
      ],
    });
    const now = await callRoute(getAllowList, {
      url: `/api/admin/agents/${agent.id}/allow-list`,
      ...admin,
      params: { id: String(agent.id) },
    });
    expect(now.body).toEqual({ entries: [{ cidr: "10.0.0.0/8", note: null }], bindsSessions: false });
  });
});

describe("suspension", () => {
  it("a suspended agent's keys get 401 at once and work again when reinstated", async () => {
    const agent = await newAgent();
    const { key } = await newKey(agent.id);
    await putList(agent.id, [{ cidr: "127.0.0.1" }]);
    expect((await callRoute(me, { url: "/api/me", apiKey: key })).status).toBe(200);
    const suspended = await callRoute<{ suspendedAt: string | null }>(patchAgent, {
      url: `/api/admin/agents/${agent.id}`,
      method: "PATCH",
      ...admin,
      params: { id: String(agent.id) },
      body: { suspended: true },
    });
    expect(suspended.body.suspendedAt).toEqual(expect.any(String));
    expect((await callRoute(me, { url: "/api/me", apiKey: key })).status).toBe(401);
    expect((await saveAs(key, "127.0.0.1")).status).toBe(401);
    await callRoute(patchAgent, {
      url: `/api/admin/agents/${agent.id}`,
      method: "PATCH",
      ...admin,
      params: { id: String(agent.id) },
      body: { suspended: false },
    });
    expect((await callRoute(me, { url: "/api/me", apiKey: key })).status).toBe(200);
    expect((await saveAs(key, "127.0.0.1")).status).toBe(200);
  });
});

describe("audit log", () => {
  it("records who changed what from which IP, newest first, filterable by agent and action", async () => {
    const agent = await newAgent("Audited Agent");
    const { id: keyId } = await newKey(agent.id, "Audited key");
    await putList(agent.id, [{ cidr: "198.51.100.0/24", note: "HQ" }]);
    await callRoute(revokeKey, {
      url: `/api/admin/keys/${keyId}`,
      method: "DELETE",
      ...admin,
      params: { id: String(keyId) },
    });

    const page = await callRoute<AuditPage>(listAudit, { url: `/api/admin/audit?agentId=${agent.id}`, ...admin });
    expect(page.status).toBe(200);
    expect(page.body.events.map((e) => e.action)).toEqual([
      "apiKey.revoke",
      "allowList.replace",
      "apiKey.issue",
      "agent.create",
    ]);
    for (const e of page.body.events)
      expect(e).toMatchObject({
        actor: { kind: "apiKey", name: "Operator admin" },
        ip: "192.0.2.10",
        agentId: agent.id,
      });
    expect(page.body.events[1].summary).toBe("Allow list of Audited Agent: added 198.51.100.0/24");
    const keysOnly = await callRoute<AuditPage>(listAudit, {
      url: `/api/admin/audit?agentId=${agent.id}&action=apiKey`,
      ...admin,
    });
    expect(keysOnly.body.events.map((e) => e.action)).toEqual(["apiKey.revoke", "apiKey.issue"]);
    const paged = await callRoute<AuditPage>(listAudit, {
      url: `/api/admin/audit?agentId=${agent.id}&before=${page.body.events[1].id}`,
      ...admin,
    });
    expect(paged.body.events.map((e) => e.action)).toEqual(["apiKey.issue", "agent.create"]);
    const badDate = await callRoute(listAudit, { url: "/api/admin/audit?from=yesterday", ...admin });
    expect(badDate.status).toBe(400);
  });
});

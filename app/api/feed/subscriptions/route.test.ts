// The subscriptions API: an agent sees and touches only its own; admins act on an agent's behalf.
process.env.FEED_ALLOW_PRIVATE_URLS = "1";
import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/feed/subscriptions/route";
import { DELETE } from "@/app/api/feed/subscriptions/[id]/route";
import { POST as rotate } from "@/app/api/feed/subscriptions/[id]/rotate-secret/route";
import { POST as pause } from "@/app/api/feed/subscriptions/[id]/pause/route";
import { POST as resume } from "@/app/api/feed/subscriptions/[id]/resume/route";
import { GET as deliveries } from "@/app/api/feed/subscriptions/[id]/deliveries/route";
import { POST as test } from "@/app/api/feed/subscriptions/[id]/test/route";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

type Sub = {
  id: number;
  url: string;
  secret?: string;
  agentId: number;
  paused: boolean;
  code?: string;
  errors?: { path: string; code: string }[];
};
const url = "https://hooks.example.com/quayside";

describe("feed subscriptions API", () => {
  it("creates (secret once), lists, rotates, pauses, resumes and deletes the agent's own", async () => {
    const created = await callRoute<Sub>(POST, {
      url: "/api/feed/subscriptions",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      body: { url: "http://127.0.0.1:9/x" },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: "http://127.0.0.1:9/x",
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const id = String(created.body.id);
    const mine = await callRoute<Sub[]>(GET, { url: "/api/feed/subscriptions", apiKey: TEST_API_KEYS.agent });
    expect(mine.body.find((s) => s.id === created.body.id)).toMatchObject({
      paused: false,
      failing: 0,
      disabledAt: null,
    });
    expect(mine.body.every((s) => "secret" in s)).toBe(false);
    const theirs = await callRoute<Sub[]>(GET, { url: "/api/feed/subscriptions", apiKey: TEST_API_KEYS.otherAgent });
    expect(theirs.body.some((s) => s.id === created.body.id)).toBe(false);
    for (const handler of [DELETE, rotate, pause]) {
      const res = await callRoute<Sub>(handler, {
        url: `/api/feed/subscriptions/${id}`,
        method: handler === DELETE ? "DELETE" : "POST",
        apiKey: TEST_API_KEYS.otherAgent,
        params: { id },
      });
      expect(res.status).toBe(404);
    }
    const rotated = await callRoute<{ secret: string }>(rotate, {
      url: `/api/feed/subscriptions/${id}/rotate-secret`,
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      params: { id },
    });
    expect(rotated.body.secret).not.toBe(created.body.secret);
    const stored = await db().feedSubscription.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored).toMatchObject({ secret: rotated.body.secret, previousSecret: created.body.secret });
    expect(
      (await callRoute<Sub>(pause, { url: `/x`, method: "POST", apiKey: TEST_API_KEYS.agent, params: { id } })).body,
    ).toEqual({ id: created.body.id, paused: true });
    expect(
      (await callRoute<Sub>(resume, { url: `/x`, method: "POST", apiKey: TEST_API_KEYS.agent, params: { id } })).body,
    ).toEqual({ id: created.body.id, paused: false });
    expect(
      (await callRoute(test, { url: `/x`, method: "POST", apiKey: TEST_API_KEYS.agent, params: { id } })).status,
    ).toBe(200);
    const log = await callRoute<{ status: string; test: boolean; records: number }[]>(deliveries, {
      url: `/api/feed/subscriptions/${id}/deliveries`,
      apiKey: TEST_API_KEYS.agent,
      params: { id },
    });
    expect(log.body).toEqual([expect.objectContaining({ status: "pending", test: true, records: 1, attempt: 0 })]);
    expect(
      (await callRoute(DELETE, { url: `/x`, method: "DELETE", apiKey: TEST_API_KEYS.agent, params: { id } })).status,
    ).toBe(200);
    expect(await db().feedSubscription.count({ where: { id: created.body.id } })).toBe(0);
  });

  it("lets an admin act for an agent (agentId required), and refuses bad URLs with 422", async () => {
    const acme = await db().agent.findUniqueOrThrow({ where: { code: "ACME" } });
    const noAgent = await callRoute<Sub>(POST, {
      url: "/api/feed/subscriptions",
      method: "POST",
      apiKey: TEST_API_KEYS.admin,
      body: { url },
    });
    expect(noAgent.status).toBe(422);
    expect(noAgent.body.errors).toEqual([expect.objectContaining({ path: "agentId", code: "required" })]);
    const forAcme = await callRoute<Sub>(POST, {
      url: "/api/feed/subscriptions",
      method: "POST",
      apiKey: TEST_API_KEYS.admin,
      body: { url, agentId: acme.id },
    });
    expect(forAcme.status).toBe(200);
    const listed = await callRoute<Sub[]>(GET, {
      url: `/api/feed/subscriptions?agentId=${acme.id}`,
      apiKey: TEST_API_KEYS.admin,
    });
    expect(listed.body.find((s) => s.id === forAcme.body.id)).toMatchObject({ agentId: acme.id });
    const other = await callRoute<Sub>(POST, {
      url: "/api/feed/subscriptions",
      method: "POST",
      apiKey: TEST_API_KEYS.otherAgent,
      body: { url, agentId: acme.id },
    });
    expect(other.status).toBe(403);
    for (const bad of ["ftp://x.example.com/", "not a url", "https://user:pw@x.example.com/"]) {
      const res = await callRoute<Sub>(POST, {
        url: "/api/feed/subscriptions",
        method: "POST",
        apiKey: TEST_API_KEYS.agent,
        body: { url: bad },
      });
      expect(res.status, bad).toBe(422);
    }
    await db().feedSubscription.delete({ where: { id: forAcme.body.id } });
  });
});

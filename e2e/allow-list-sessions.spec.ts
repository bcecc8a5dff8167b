// The IP allow list binds the agent's integrators (API keys), the interface's rule; its users
// signed in to the portal are exempt unless the operator sets the agent's list to bind sessions
// too (PUT /api/admin/agents/{id}/allow-list {"bindsSessions": true}, audited).
import { expect, test } from "@playwright/test";
import { signIn, TEST_API_KEYS, TEST_USERS } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";

const admin = { authorization: `Bearer ${TEST_API_KEYS.admin}` };

test("an agent user saves from outside the allow list unless the operator binds sessions", async ({
  page,
  request,
  baseURL,
}) => {
  const me = await (
    await request.get("/api/me", { headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` } })
  ).json();
  const listUrl = `/api/admin/agents/${me.agentId}/allow-list`;
  const before = await (await request.get(listUrl, { headers: admin })).json();
  expect(before.bindsSessions).toBe(false);
  // The test runner's 127.0.0.1 is outside this list.
  const outside = await request.put(listUrl, {
    headers: admin,
    data: { entries: [{ cidr: "203.0.113.0/24", note: "the agent's office" }] },
  });
  expect(await outside.json()).toEqual({
    entries: [{ cidr: "203.0.113.0/24", note: "the agent's office" }],
    bindsSessions: false,
  });
  try {
    await signIn(page, TEST_USERS.agent);
    const saveAsUser = () =>
      page.request.post("/api/booking/save", {
        headers: { origin: baseURL! },
        data: { booking: { ...bookingInput(), TestOnly: false } },
      });

    // Default: the session is exempt; the integrator's key from the same address is not.
    const exempt = await saveAsUser();
    expect(exempt.status(), await exempt.text()).toBe(200);
    const key = await request.post("/api/booking/save", {
      headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
      data: { booking: { ...bookingInput(), TestOnly: false } },
    });
    expect(key.status()).toBe(403);
    expect(await key.json()).toMatchObject({
      status: 1,
      code: "FORBIDDEN",
      message: expect.stringContaining("127.0.0.1"),
    });

    // The operator's switch: sessions are bound too, at once.
    const bound = await request.put(listUrl, {
      headers: admin,
      data: { entries: [{ cidr: "203.0.113.0/24", note: "the agent's office" }], bindsSessions: true },
    });
    expect((await bound.json()).bindsSessions).toBe(true);
    const refused = await saveAsUser();
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      requestId: expect.any(String),
      status: 1,
      code: "FORBIDDEN",
      message: "Bookings of this agent are saved only from registered IP addresses; 127.0.0.1 is not one.",
      errors: [],
    });

    const audit = await (
      await request.get(`/api/admin/audit?action=allowList.bindsSessions&agentId=${me.agentId}`, { headers: admin })
    ).json();
    expect(JSON.stringify(audit)).toContain("now binds its signed-in users too");
  } finally {
    const restored = await request.put(listUrl, {
      headers: admin,
      data: { entries: before.entries, bindsSessions: false },
    });
    expect(restored.status()).toBe(200);
  }
});

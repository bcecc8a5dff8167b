// Compatibility mode for clients of the original service: domain errors as HTTP 200 with
// `status: 1` in the unchanged envelope — asked per request (Prefer: status-in-body) or set by the
// operator on an API key (PATCH /api/admin/keys/{id}, audited).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEST_API_KEYS } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";

const auth = (key: string) => ({ authorization: `Bearer ${key}` });
/** A save the rules refuse: the Pod is the Pol (rule 6). */
const refused = () => ({ booking: { ...bookingInput({ header: { Pod: "BEZEE" } }), TestOnly: false } });
const envelope = {
  requestId: expect.any(String),
  status: 1,
  code: "VALIDATION_FAILED",
  message: expect.any(String),
  errors: expect.arrayContaining([expect.objectContaining({ path: "Header.Pod" })]),
};

async function saveRefused(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.post("/api/booking/save", { headers, data: refused() });
  return { status: response.status(), headers: response.headers(), body: await response.json() };
}

test("a refused save answers HTTP 200 with status 1 when the request prefers status-in-body", async ({ request }) => {
  const plain = await saveRefused(request, auth(TEST_API_KEYS.agent));
  expect(plain.status).toBe(422);
  expect(plain.body).toEqual(envelope);

  const compat = await saveRefused(request, { ...auth(TEST_API_KEYS.agent), prefer: "status-in-body" });
  expect(compat.status).toBe(200);
  expect(compat.body).toEqual(envelope);
  expect(compat.headers["preference-applied"]).toBe("status-in-body");
  expect(compat.headers["x-error-status"]).toBe("422");

  // A success is the same either way; a failure on the server would keep its 5xx.
  const ok = await request.post("/api/booking/save", {
    headers: { ...auth(TEST_API_KEYS.agent), prefer: "status-in-body" },
    data: { booking: { ...bookingInput(), TestOnly: true } },
  });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).status).toBe(0);
});

test("the operator turns status-in-body on for one API key, audited, and off again", async ({ request }) => {
  const me = await (await request.get("/api/me", { headers: auth(TEST_API_KEYS.agent) })).json();
  const issued = await request.post(`/api/admin/agents/${me.agentId}/keys`, {
    headers: auth(TEST_API_KEYS.admin),
    data: { name: "legacy system" },
  });
  expect(issued.status()).toBe(200);
  const key = await issued.json();

  const on = await request.patch(`/api/admin/keys/${key.id}`, {
    headers: auth(TEST_API_KEYS.admin),
    data: { statusInBody: true },
  });
  expect(on.status()).toBe(200);
  expect(await on.json()).toMatchObject({ id: key.id, name: "legacy system", statusInBody: true });

  const compat = await saveRefused(request, auth(key.key));
  expect(compat.status).toBe(200);
  expect(compat.body).toEqual(envelope);
  expect(compat.headers["preference-applied"]).toBeUndefined();
  const badQuery = await request.get("/api/bookings?status=shipped", { headers: auth(key.key) });
  expect(badQuery.status()).toBe(200);
  expect(await badQuery.json()).toMatchObject({ status: 1, code: "BAD_REQUEST" });
  // Other keys are untouched.
  expect((await saveRefused(request, auth(TEST_API_KEYS.agent))).status).toBe(422);

  const audit = await (
    await request.get("/api/admin/audit?action=apiKey.statusInBody", { headers: auth(TEST_API_KEYS.admin) })
  ).json();
  expect(audit.events.map((e: { summary: string }) => e.summary)).toContainEqual(
    expect.stringContaining(`Turned on status-in-body answers (HTTP 200 with status 1) for API key "legacy system"`),
  );

  const off = await request.patch(`/api/admin/keys/${key.id}`, {
    headers: auth(TEST_API_KEYS.admin),
    data: { statusInBody: false },
  });
  expect((await off.json()).statusInBody).toBe(false);
  expect((await saveRefused(request, auth(key.key))).status).toBe(422);

  const bad = await request.patch(`/api/admin/keys/${key.id}`, {
    headers: auth(TEST_API_KEYS.admin),
    data: { statusInBody: "yes" },
  });
  expect(bad.status()).toBe(422);
  expect(await bad.json()).toMatchObject({
    status: 1,
    code: "VALIDATION_FAILED",
    errors: [expect.objectContaining({ path: "statusInBody" })],
  });
});

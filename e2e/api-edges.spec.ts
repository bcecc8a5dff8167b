// The API's edges over real HTTP, through the portal's own server: every /api answer is the JSON
// envelope with api-version and nosniff (an unknown path, a wrong method with Allow, next-auth's
// own routes), health and readiness, and the Origin check on server actions (CSRF): a 403.
import { expect, test, type APIResponse } from "@playwright/test";
import { bookingInput } from "../lib/booking/test-helpers";
import { signIn, TEST_API_KEYS } from "./fixtures";

const key = { authorization: `Bearer ${TEST_API_KEYS.agent}` };

async function expectEnvelope(res: APIResponse, status: number, code: string) {
  expect(res.status()).toBe(status);
  expect(res.headers()["content-type"]).toContain("application/json");
  expect(res.headers()["api-version"]).toBe("1.0");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  const body = await res.json();
  expect(body).toMatchObject({ status: 1, code, errors: [], requestId: res.headers()["x-request-id"] });
}

test("an unknown /api path is the 404 envelope, for any method", async ({ request }) => {
  await expectEnvelope(await request.get("/api/no/such/path", { headers: key }), 404, "NOT_FOUND");
  await expectEnvelope(await request.post("/api/Nothing/Here", { headers: key, data: {} }), 404, "NOT_FOUND");
});

test("a method the path does not take is the 405 envelope with Allow", async ({ request }) => {
  const post = await request.post("/api/voyage/pols", { headers: key, data: {} });
  await expectEnvelope(post, 405, "METHOD_NOT_ALLOWED");
  expect(post.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  const get = await request.get("/api/Booking/Save", { headers: key });
  await expectEnvelope(get, 405, "METHOD_NOT_ALLOWED");
  expect(get.headers()["allow"]).toBe("OPTIONS, POST");
  const del = await request.delete("/api/bookings/1", { headers: key });
  expect(del.status()).toBe(405);
  expect(del.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
});

test("every /api answer carries api-version and nosniff, next-auth's included; health and ready answer", async ({
  request,
}) => {
  const session = await request.get("/api/auth/session");
  expect(session.headers()["api-version"]).toBe("1.0");
  expect(session.headers()["x-content-type-options"]).toBe("nosniff");
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/api/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
  const doc = await request.get("/api/openapi.json", { headers: { authorization: "Bearer qs_wrong" } });
  expect(doc.status()).toBe(200);
});

test("a server action sent from another origin is refused (403), and changes nothing", async ({ page, request }) => {
  const created = await request.post("/api/booking/save", {
    headers: key,
    data: { booking: { ...bookingInput({ items: 2 }), TestOnly: false } },
  });
  expect(created.status()).toBe(200);
  const { Id: id, BookingCode: code } = (await created.json()).booking;
  await signIn(page);
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole("heading", { name: code })).toBeVisible();

  // Catch the action the page sends for "Cancel unit 2", and hold it back.
  let action: { headers: Record<string, string>; body: string } | undefined;
  await page.route(`**/bookings/${id}`, async (route) => {
    const req = route.request();
    if (req.method() !== "POST" || !req.headers()["next-action"]) return route.continue();
    action = { headers: req.headers(), body: req.postData() ?? "" };
    await route.abort();
  });
  await page.getByRole("button", { name: "Cancel unit 2" }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel unit 2" }).click();
  await expect.poll(() => action).toBeDefined();

  const send = (origin: string) =>
    page.request.post(`/bookings/${id}`, {
      headers: {
        "next-action": action!.headers["next-action"],
        "content-type": action!.headers["content-type"],
        accept: "text/x-component",
        origin,
      },
      data: action!.body,
    });
  const unitState = async () => {
    const res = await request.get(`/api/bookings/${id}`, { headers: key });
    return (await res.json()).booking.Items.find((i: { RelativeId: number }) => i.RelativeId === 2).IsCanceled;
  };
  const forged = await send("https://evil.example");
  // The portal's own refusal (proxy.ts), not Next's 500.
  expect(forged.status()).toBe(403);
  expect(await unitState()).toBe(false);
  // The very same request from the portal's origin goes through: the Origin was the reason.
  const own = await send(new URL(page.url()).origin);
  expect(own.status()).toBe(200);
  await expect.poll(unitState).toBe(true);
});

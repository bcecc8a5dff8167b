// The read operations over real HTTP through the portal server: case-insensitive paths and
// parameter names, the error envelope, sessions and API keys, the OpenAPI document and its page.
import { expect, test } from "@playwright/test";
import { TEST_API_KEYS, signIn } from "./fixtures";

const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };

test("GET /api/Vessel/Search and /api/vessel/search answer the same, with the api-version header", async ({
  request,
}) => {
  const spec = await request.get("/api/Vessel/Search?Line=Atlas%20Car%20Carriers", { headers: auth });
  const lower = await request.get("/api/vessel/search?line=atlas%20car%20carriers", { headers: auth });
  expect(spec.status()).toBe(200);
  expect(spec.headers()["api-version"]).toBe("1.0");
  expect(spec.headers()["content-type"]).toMatch(/application\/json/);
  const vessels = await spec.json();
  expect(vessels.length).toBe(8);
  expect(await lower.json()).toEqual(vessels);
  expect((await request.get("/API/VOYAGE/POLS?LINE=MRR", { headers: auth })).status()).toBe(200);
});

test("every read answers over HTTP; a bad value is a 400 envelope; no credentials is a 401 envelope", async ({
  request,
}) => {
  const rotation = await request.get("/api/Voyage/Rotation?Pol=BEZEE&Pod=Lagos", { headers: auth });
  expect(rotation.status()).toBe(200);
  const body = await rotation.json();
  expect(Object.keys(body)).toEqual(["ports", "voyages"]);
  expect(body.voyages.length).toBeGreaterThan(10);
  expect(body.voyages[0].visits[0]).toHaveProperty("portId");
  const models = await request.get("/api/booking/UnitModels?Search=toyota%20corolla&Type=c", { headers: auth });
  expect((await models.json()).map((m: { model: string }) => m.model)).toEqual(["Corolla"]);
  expect((await request.get("/api/voyage/pods?ScheduleCategory=Mediterranean", { headers: auth })).status()).toBe(200);

  const bad = await request.get("/api/voyage/rotation?DepartureMin=someday", { headers: auth });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    requestId: expect.any(String),
    status: 1,
    code: "BAD_REQUEST",
    message: expect.any(String),
    errors: [{ path: "DepartureMin", code: "invalid_datetime", message: expect.any(String) }],
  });
  const badType = await request.get("/api/booking/unitmodels?type=Z", { headers: auth });
  expect(badType.status()).toBe(400);
  const anonymous = await request.get("/api/vessel/search");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({
    requestId: expect.any(String),
    status: 1,
    code: "UNAUTHORIZED",
    message: expect.any(String),
    errors: [],
  });
});

test("compressed answers name their coding in a strong ETag, for API keys and sessions alike", async ({
  page,
  request,
}) => {
  const path = "/api/voyage/rotation?Pol=BEZEE&Pod=Lagos";
  const plain = await request.get(path, { headers: { ...auth, "accept-encoding": "identity" } });
  const tag = plain.headers()["etag"];
  expect(tag).toMatch(/^"\d+-[\w-]{22}"$/);
  for (const coding of ["br", "gzip"]) {
    const res = await request.get(path, { headers: { ...auth, "accept-encoding": coding } });
    expect(res.headers()["content-encoding"]).toBe(coding);
    expect(res.headers()["etag"]).toBe(tag.replace(/"$/, `-${coding}"`));
    expect(await res.text()).toBe(await plain.text()); // decoded once: compressed once
    expect(res.headers()["x-request-id"]).toBeTruthy();
  }
  await signIn(page);
  const session = await page.request.get(path, { headers: { "accept-encoding": "gzip" } });
  expect(session.headers()["content-encoding"]).toBe("gzip");
  expect(session.headers()["etag"]).toBe(tag.replace(/"$/, '-gzip"'));
  expect(await session.text()).toBe(await plain.text());
  const revalidated = await page.request.get(path, {
    headers: { "accept-encoding": "gzip", "if-none-match": session.headers()["etag"] },
  });
  expect(revalidated.status()).toBe(304);
});

test("a signed-in user reads with the session cookie", async ({ page }) => {
  await signIn(page);
  const res = await page.request.get("/api/voyage/pols?Line=Nordic%20Ro-Ro%20Lines");
  expect(res.status()).toBe(200);
  expect((await res.json()).map((p: { code: string }) => p.code)).toContain("BEZEE");
});

test("GET /api/openapi.json is OpenAPI 3.1, version 1.0, with every read", async ({ request }) => {
  const res = await request.get("/api/OpenAPI.json");
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(doc.info.version).toBe("1.0");
  for (const p of [
    "/api/voyage/rotation",
    "/api/Vessel/Search",
    "/api/booking/unitmodels",
    "/api/voyage/pods",
    "/api/voyage/pols",
    "/api/me",
  ])
    expect(doc.paths).toHaveProperty([p]);
});

test("the API reference renders offline from the npm package, without a session", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
  });
  await page.goto("/api-docs");
  await expect(page.getByRole("heading", { name: /Quayside booking API/ })).toBeVisible();
  for (const path of [
    "/api/voyage/rotation",
    "/api/Vessel/Search",
    "/api/booking/unitmodels",
    "/api/voyage/pods",
    "/api/voyage/pols",
  ]) {
    await expect(page.locator(`.opblock-summary-path[data-path="${path}"]`)).toBeVisible();
  }
  await page.locator('.opblock-summary-path[data-path="/api/voyage/rotation"]').click();
  await expect(page.locator(".parameters").getByText("PolContinent", { exact: true })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/api-docs.png", fullPage: false });
  expect(outside).toEqual([]);
});

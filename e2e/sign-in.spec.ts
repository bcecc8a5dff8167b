import { expect, test } from "@playwright/test";
import { TEST_API_KEYS, TEST_USERS, signIn, throwawayUser } from "./fixtures";

test("a page needs a session: the visitor is sent to sign in", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a wrong password is refused with a message", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(TEST_USERS.agent);
  await page.getByLabel("Password").fill("wrong");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or password is not right.")).toBeVisible();
});

test("an agent signs in, sees the next departures, and signs out", async ({ page, request }) => {
  // A user of the demo agent of its own: signing out ends every session of the user, the stored
  // sessions other specs run on too (e2e/fixtures.ts).
  const user = await throwawayUser(request, "agent");
  await signIn(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: /Good to see you, Alice/ })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Agent · Acme Auto Export")).toBeVisible();
  const departures = page.getByRole("region", { name: "Next departures" }).getByRole("row");
  expect(await departures.count()).toBeGreaterThan(5);
  await page.screenshot({ path: "test-results/screens/home-agent.png", fullPage: true });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
});

test("each demo role can sign in and sees its role in the header", async ({ browser }) => {
  // A browser of its own per role, not a sign-out between them: that would end the role's stored sessions.
  for (const [email, label] of [
    [TEST_USERS.staffNrl, "Line staff · Nordic Ro-Ro Lines"],
    [TEST_USERS.admin, "Operator admin"],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page.getByText(label)).toBeVisible();
    await context.close();
  }
});

test("the API answers an API key, and 401s without one, over HTTP", async ({ request }) => {
  const ok = await request.get("/API/ME", { headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ role: "AGENT", name: "Acme integration", ip: "127.0.0.1" });
  const denied = await request.get("/api/me");
  expect(denied.status()).toBe(401);
  expect(await denied.json()).toEqual({
    requestId: expect.any(String),
    status: 1,
    code: "UNAUTHORIZED",
    message: expect.any(String),
    errors: [],
  });
});

// Browser security: headers on every page, a nonce CSP the pages run under (no violations, the
// pages still work), sessions that end on sign-out, sign-in's brute-force limit as a user meets it.
import { expect, test, type Page } from "@playwright/test";
import { signIn, TEST_API_KEYS, TEST_USERS, throwawayUser } from "./fixtures";

const AGENT_PAGES = [
  "/",
  "/schedules",
  "/vessels",
  "/ports",
  "/unit-models",
  "/bookings",
  "/bookings/new",
  "/integrations",
];
const STAFF_PAGES = ["/milestones", "/item-updates"];

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

function expectPageHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"];
  expect(csp).toBeTruthy();
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
}

test("every page carries the security headers and runs under its nonce CSP without violations", async ({ page }) => {
  test.setTimeout(300_000); // eight page loads on a shared two-core machine
  const violations = watchCsp(page);
  const signInPage = await page.goto("/signin");
  expectPageHeaders(signInPage!.headers());
  await signIn(page, TEST_USERS.agent);
  const nonces = new Set<string>();
  for (const path of AGENT_PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expectPageHeaders(res!.headers());
    nonces.add(/'nonce-([^']+)'/.exec(res!.headers()["content-security-policy"])![1]);
    // hydrated: the header's client-side sign-out button is live
    await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeEnabled();
  }
  expect(nonces.size).toBe(AGENT_PAGES.length); // a fresh nonce per answer
  // react-query and the client pages work: the bookings list loads its rows
  await page.goto("/vessels");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  expect(violations).toEqual([]);
});

test("staff pages too, and a staff user's pages stay usable (no CSP violations)", async ({ page }) => {
  const violations = watchCsp(page);
  await signIn(page, TEST_USERS.staffNrl);
  for (const path of STAFF_PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expectPageHeaders(res!.headers());
  }
  expect(violations).toEqual([]);
});

test("the API reference renders under its own nonce CSP", async ({ page }) => {
  const violations = watchCsp(page);
  const res = await page.goto("/api-docs");
  expectPageHeaders({ ...res!.headers(), "referrer-policy": res!.headers()["referrer-policy"] });
  await expect(page.getByRole("button", { name: /GET \/api\/voyage\/rotation/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test("API answers are nosniff; HSTS only when a TLS proxy forwarded the request", async ({ request }) => {
  const api = await request.get("/api/me", { headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` } });
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["strict-transport-security"]).toBeUndefined();
  const overTls = await request.get("/signin", { headers: { "x-forwarded-proto": "https" } });
  expect(overTls.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect((await request.get("/signin")).headers()["strict-transport-security"]).toBeUndefined();
});

test("signing out ends the session for real: a copy of the cookie no longer opens pages or the API", async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  // A user of its own: the test reads the user's sessions, which other specs must not disturb.
  const user = await throwawayUser(request, "staffAcc");
  await signIn(page, user.email, user.password);
  const session = (await page.context().cookies()).find((c) => c.name === "next-auth.session-token");
  expect(session).toBeTruthy();
  const copy = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `next-auth.session-token=${session!.value}` },
  });
  expect((await copy.get("/api/me")).status()).toBe(200);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  expect((await copy.get("/api/me")).status()).toBe(401);
  const pageAfter = await copy.get("/bookings", { maxRedirects: 0 });
  expect(pageAfter.status()).toBe(307);
  expect(pageAfter.headers()["location"]).toMatch(/\/signin\?callbackUrl=%2Fbookings/);
  await copy.dispose();
});

test("too many sign-in attempts: the form says to wait, the answer is 429 with Retry-After", async ({ page }) => {
  test.setTimeout(300_000); // ten password checks, each a deliberately slow hash
  const email = `locked-${Date.now()}@quayside.test`;
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong");
  for (let i = 0; i < 10; i++) {
    const answer = page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials"));
    await page.getByRole("button", { name: "Sign in" }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByText("Email or password is not right.")).toBeVisible();
  }
  const answer = page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials"));
  await page.getByRole("button", { name: "Sign in" }).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(page.getByText("Too many sign-in attempts. Wait 15 minutes, then try again.")).toBeVisible();
});

// Shared steps of the browser tests.
//
// Sessions: the "sessions" project (e2e/sessions.setup.ts) signs every test user in once per run,
// through the form, and stores each session (Playwright storageState) in sessionFile(role). A spec
// that only needs a signed-in user starts from one with a single line:
//
//   test.use(signedInAs("agent"));
//
// Its pages then open signed in, with no sign-in of their own; signIn(page, TEST_USERS.agent) in
// such a spec just opens the page (it sees the stored session and skips the form). A second user
// in the same test: newSignedInPage(browser, "staffNrl").
//
// A test that ends sessions (Sign out everywhere, a password change, deactivating) must not do it
// to a user of the stored sessions: that ends every session of the user, the stored ones too,
// under the specs running beside it. Such a test signs in a user of its own (throwawayUser).
// Sign out ends only the session it is done in.
import path from "node:path";
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { TEST_API_KEYS, TEST_PASSWORD, TEST_USERS } from "../lib/testing/fixtures";

export { TEST_USERS, TEST_PASSWORD, TEST_API_KEYS };

export type Role = keyof typeof TEST_USERS;

const SESSION_COOKIE = "next-auth.session-token";

/** Where the sessions project stores `role`'s session: per port, so two runs side by side keep their own. */
export function sessionFile(role: Role): string {
  return path.join(import.meta.dirname, ".sessions", process.env.E2E_PORT ?? "3999", `${role}.json`);
}

/** For `test.use(...)`: every page of the spec's tests opens signed in as `role`. */
export function signedInAs(role: Role): { storageState: string } {
  return { storageState: sessionFile(role) };
}

/** A page of a new context signed in as `role` (a second user in one test); close its context when done. */
export async function newSignedInPage(
  browser: Browser,
  role: Role,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: sessionFile(role) });
  return context.newPage();
}

/** The role whose stored session the page's context carries for `email`, if it does. */
async function storedSessionOf(page: Page, email: string): Promise<boolean> {
  const role = (Object.keys(TEST_USERS) as Role[]).find((r) => TEST_USERS[r] === email);
  if (!role) return false;
  let stored: { cookies: { name: string; value: string }[] };
  try {
    stored = JSON.parse(readFileSync(sessionFile(role), "utf8"));
  } catch {
    return false; // no sessions project in this run
  }
  const want = stored.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  const have = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)?.value;
  return Boolean(want) && want === have;
}

/** The header shows a signed-in user: Sign out on a desktop, the Menu that holds it on a phone (in either language). */
export async function expectSignedIn(page: Page) {
  await expect(
    page
      .getByRole("button", { name: /^(Sign out|Se déconnecter)$/ })
      .or(page.getByRole("button", { name: "Menu" }))
      .first(),
  ).toBeVisible({ timeout: 20_000 });
}

/**
 * Signs in through the form and lands on `landing` ("/" by default). When the page's context
 * already carries the stored session of `email` (the spec used `test.use(signedInAs(role))`),
 * the form is skipped and the page just opens `landing`.
 */
export async function signIn(
  page: Page,
  email: string = TEST_USERS.agent,
  password: string = TEST_PASSWORD,
  landing = "/",
) {
  if (password === TEST_PASSWORD && (await storedSessionOf(page, email))) {
    await page.goto(landing);
    await expectSignedIn(page);
    return;
  }
  await page.goto(landing === "/" ? "/signin" : `/signin?callbackUrl=${encodeURIComponent(landing)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectSignedIn(page);
}

/**
 * A new user shaped like the test user `like` (same role, agent or line, and name), made through the
 * admin API, for a test that signs out or ends sessions: its email and password.
 */
export async function throwawayUser(
  request: APIRequestContext,
  like: Role,
): Promise<{ email: string; password: string }> {
  const auth = { authorization: `Bearer ${TEST_API_KEYS.admin}` };
  const found = await request.get(`/api/admin/users?search=${encodeURIComponent(TEST_USERS[like])}`, { headers: auth });
  expect(found.status(), await found.text()).toBe(200);
  const users = (await found.json()) as {
    email: string;
    name: string;
    role: string;
    agent: { id: number } | null;
    line: { id: number } | null;
  }[];
  const model = users.find((u) => u.email === TEST_USERS[like])!;
  const email = `${TEST_USERS[like].split("@")[0]}+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@quayside.test`;
  const created = await request.post("/api/admin/users", {
    headers: auth,
    data: {
      email,
      name: model.name,
      role: model.role,
      agentId: model.agent?.id ?? null,
      lineId: model.line?.id ?? null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { email, password: (await created.json()).temporaryPassword };
}

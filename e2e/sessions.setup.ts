// The "sessions" project: every test user signs in once per run and the session is stored for the
// specs that start signed in (test.use(signedInAs(role)), e2e/fixtures.ts). It posts what the
// sign-in form posts (next-auth's CSRF token, then its credentials callback), without rendering
// the home page after each sign-in; the form itself is tested in e2e/sign-in.spec.ts.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { TEST_PASSWORD, TEST_USERS, sessionFile, type Role } from "./fixtures";

setup.describe.configure({ mode: "parallel" });

for (const role of Object.keys(TEST_USERS) as Role[]) {
  setup(`sign in as ${role}`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
    const signedIn = await request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: TEST_USERS[role], password: TEST_PASSWORD, callbackUrl: "/", json: "true" },
      maxRedirects: 0,
    });
    expect(signedIn.status(), await signedIn.text()).toBeLessThan(400);
    const me = await request.get("/api/me");
    expect(me.status(), "the stored session opens /api/me").toBe(200);
    const file = sessionFile(role);
    mkdirSync(path.dirname(file), { recursive: true });
    await request.storageState({ path: file });
    await request.dispose();
  });
}

// The "sessions" project: every test user signs in once per run, through the form, and the
// session is stored for the specs that start signed in (test.use(signedInAs(role)), e2e/fixtures.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test as setup } from "@playwright/test";
import { TEST_PASSWORD, TEST_USERS, sessionFile, signIn, type Role } from "./fixtures";

setup.describe.configure({ mode: "parallel" });

for (const role of Object.keys(TEST_USERS) as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signIn(page, TEST_USERS[role], TEST_PASSWORD);
    const me = await page.request.get("/api/me");
    expect(me.status()).toBe(200);
    const file = sessionFile(role);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(await page.context().storageState(), null, 1));
  });
}

// Shared steps of the browser tests.
import { expect, type Page } from "@playwright/test";
import { TEST_PASSWORD, TEST_USERS } from "../lib/testing/fixtures";

export { TEST_USERS, TEST_PASSWORD };
export { TEST_API_KEYS } from "../lib/testing/fixtures";

export async function signIn(page: Page, email: string = TEST_USERS.agent, password: string = TEST_PASSWORD) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

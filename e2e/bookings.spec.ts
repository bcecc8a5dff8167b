import { expect, test } from "@playwright/test";
import { TEST_USERS, signIn } from "./fixtures";

test("an agent opens the bookings list from the navigation", async ({ page }) => {
  await signIn(page, TEST_USERS.agent);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { name: "Bookings" })).toBeVisible();
  await expect(page.getByText("Bookings of Acme Auto Export, newest first")).toBeVisible();
  await expect(page.getByRole("link", { name: "Find a sailing to book" })).toBeVisible();
});

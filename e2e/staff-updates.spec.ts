// Line staff see every item update of their line's units, whoever subscribed (the outbox with its
// delivery state per subscriber); the receiver's view is a tab of its own. The milestones page
// puts the record form first on a phone.
import { expect, test } from "@playwright/test";
import { signIn, TEST_API_KEYS, TEST_USERS } from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { bookOnVoyage, openMilestones } from "./voyage-bookings";

test.describe.configure({ timeout: 180_000 });

test("a milestone on a unit of an agent without a subscription appears on the staff page, with its delivery state", async ({
  page,
  request,
}) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  // Baltic Vehicle Forwarding has no feed subscription
  const baltic = await bookOnVoyage(request, voyage, 1, "BVF");
  const [unit] = baltic.units;
  await signIn(page, TEST_USERS.staffNrl);
  const recorded = await page.request.post(`/api/items/${unit.id}/milestones`, {
    headers: { origin: new URL(page.url()).origin },
    data: { type: "Delivered", on: new Date().toISOString().slice(0, 10), location: "Gate 7" },
  });
  expect(recorded.status(), await recorded.text()).toBe(200);

  await page.goto(`/item-updates?voyage=${voyage}`);
  await expect(page.getByRole("heading", { name: "Item updates" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: unit.serial });
  await expect(row).toContainText("Delivered");
  await expect(row).toContainText(baltic.code);
  await expect(row).toContainText("Baltic Vehicle Forwarding");
  await expect(row).toContainText("No subscriber");

  // The receiver's own view stays a tab: Baltic has no subscription, so it received nothing.
  await page.getByRole("link", { name: "Received by the portal" }).click();
  await expect(page).toHaveURL(/view=received/);
  await expect(page.getByRole("region", { name: "Received item updates" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: unit.serial })).toHaveCount(0);
});

test("on a phone the milestones page shows the record form within the first screen, before the units", async ({
  page,
  request,
}) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  await bookOnVoyage(request, voyage, 20);
  await signIn(page, TEST_USERS.staffNrl);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMilestones(page, voyage);
  await page.evaluate(() => window.scrollTo(0, 0));
  const heading = page.getByRole("heading", { name: "Record a milestone" });
  await expect(heading).toBeInViewport();
  const box = (await heading.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await expect(page.getByLabel("Milestone", { exact: true })).toBeInViewport();
});

// Line staff see every item update of their line's units, whoever subscribed (the outbox with its
// delivery state per subscriber); the receiver's view is a tab of its own. The milestones page
// puts the record form first on a phone.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn, TEST_API_KEYS, TEST_USERS } from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { bookingInput } from "../lib/booking/test-helpers";

test.describe.configure({ timeout: 180_000 });

async function book(request: APIRequestContext, key: string, agent: "ACME" | "BVF", voyage: string, units: number) {
  const message = bookingInput({ agent, items: units, header: { BookingVoyage: voyage } });
  const response = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${key}` },
    data: { booking: { ...message, TestOnly: false } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { booking } = await response.json();
  return {
    code: booking.BookingCode as string,
    units: booking.Items.map((item: { Id: string }, i: number) => ({
      id: item.Id,
      serial: message.Items[i].SerialNumber!,
    })) as { id: string; serial: string }[],
  };
}

async function openVoyage(page: Page, voyage: string) {
  await page.goto("/milestones");
  const value = await page.locator("#pick-voyage option", { hasText: voyage }).first().getAttribute("value");
  await page.getByLabel("Voyage").selectOption(value!);
  await page.getByRole("button", { name: "Show units" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Units of ${voyage}`) })).toBeVisible();
}

test("a milestone on a unit of an agent without a subscription appears on the staff page, with its delivery state", async ({
  page,
  request,
}) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  // Baltic Vehicle Forwarding has no feed subscription
  const baltic = await book(request, TEST_API_KEYS.otherAgent, "BVF", voyage, 1);
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
  await book(request, TEST_API_KEYS.agent, "ACME", voyage, 20);
  await signIn(page, TEST_USERS.staffNrl);
  await page.setViewportSize({ width: 390, height: 844 });
  await openVoyage(page, voyage);
  await page.evaluate(() => window.scrollTo(0, 0));
  const heading = page.getByRole("heading", { name: "Record a milestone" });
  await expect(heading).toBeInViewport();
  const box = (await heading.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await expect(page.getByLabel("Milestone", { exact: true })).toBeInViewport();
});

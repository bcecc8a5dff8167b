// A 250-unit booking's page (issue 24): a searchable table of its units, of which only the rows
// in view are in the page, instead of 250 cards (56,546 px); a VIN typed in finds its unit, whose
// row opens by keyboard to the details the cards show (parts, dock receipt). One page load, one axe
// run, then the same page narrowed to a phone: no sideways scroll.
import { expect as baseExpect, test } from "@playwright/test";
import { TEST_API_KEYS, signedInAs } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";
import { expectAccessible } from "./accessibility";

// A 250-unit save and its page are the heaviest in the suite; the shared machine is slow.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use(signedInAs("agent"));

test("a 250-unit booking: a short page, a few rows rendered, a VIN found and its details opened", async ({
  page,
  request,
}) => {
  const message = bookingInput({
    items: 250,
    header: { ReferenceNumber: `LONG-${Date.now().toString(36).toUpperCase()}` },
  });
  const wanted = message.Items[199];
  wanted.SubItems = [{ RelativeId: 1, Description: "Spare wheel" }];
  const res = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...message, TestOnly: false } },
    timeout: 120_000,
  });
  const body = await res.json();
  expect(res.status(), JSON.stringify(body).slice(0, 500)).toBe(200);
  const id = body.booking.Id as number;

  await page.goto(`/bookings/${id}`);
  const table = page.getByRole("table", { name: "Units" });
  const count = page.getByRole("status").filter({ hasText: /^Showing/ });
  await expect(count).toHaveText("Showing 250 of 250 units");
  const toggles = table.getByRole("button", { name: /^Details of unit \d+$/ });
  await expect(toggles.first()).toBeVisible();

  // Short, and only the rows in view (and a few either side) are in the document.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(5_000);
  const rendered = await toggles.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);
  await expectAccessible(page);

  // "unit 7" is that unit; the search finds one unit by its VIN, typed in lower case.
  const search = page.getByRole("searchbox", { name: "Search units" });
  await search.fill("unit 7");
  await expect(count).toHaveText("Showing 1 of 250 units");
  await expect(toggles).toHaveCount(1);
  await expect(toggles.first()).toHaveAccessibleName("Details of unit 7");
  await search.fill(wanted.SerialNumber!.toLowerCase());
  await expect(count).toHaveText("Showing 1 of 250 units");
  await expect(toggles).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: wanted.SerialNumber! })).toHaveCount(1);
  const toggle = table.getByRole("button", { name: "Details of unit 200", exact: true });

  // Tab from the search reaches the row's button; Enter opens it and the focus stays there.
  await search.press("Tab");
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(toggle).toBeFocused();
  const details = table.getByRole("cell", { name: "Unit 200 details" });
  await expect(details).toContainText("Spare wheel");
  await expect(details.getByRole("link", { name: "Dock receipt of unit 200, PDF" })).toHaveAttribute(
    "href",
    new RegExp(`^/api/bookings/${id}/items/\\d+/dock-receipt\\.pdf$`),
  );
  // …and on to the unit's cancel button.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAccessibleName(/^(Dock receipt of unit 200|Cancel unit 200)/);

  // A phone: the same page narrowed, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(toggle).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

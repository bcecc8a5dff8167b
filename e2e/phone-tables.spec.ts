// On a 390 px phone the tables people come for keep their key values in sight: each row of the
// bookings list, the delivery log, item updates, Milestones' units, the API keys and home's next
// departures is a card whose cells fit the screen's width (nothing cut off behind a sideways
// scroll), the row's own links and buttons are reached with Tab, and whatever still scrolls sideways can be focused. At
// 1440 px the API keys' Revoke button shows without scrolling. (axe and the page's own width are
// every-page.spec.ts's; one axe run here, on the bookings list as cards.)
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { TEST_API_KEYS, signedInAs } from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { bookOnVoyage, openMilestones } from "./voyage-bookings";
import { expectAccessible } from "./accessibility";

// Pages render on the server and then fetch; on the shared two-core machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** Wholly on screen: scrolled to vertically only (a sideways scroll would hide what this checks). */
async function expectOnScreen(locator: Locator) {
  await locator.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
  await expect(locator).toBeInViewport({ ratio: 1 });
}

/** The cell of `row` in the column titled `column` (its header text starts with it). */
async function cellUnder(row: Locator, column: string): Promise<Locator> {
  const index = await row
    .locator("xpath=ancestor::table[1]")
    .evaluate(
      (table, title) =>
        [...table.querySelectorAll("thead th")].findIndex((th) =>
          (th.textContent ?? "").trim().toLowerCase().startsWith(title.toLowerCase()),
        ),
      column,
    );
  expect(index, `a column "${column}"`).toBeGreaterThanOrEqual(0);
  return row.locator(":scope > td, :scope > th").nth(index);
}

/** Each of `columns` of `row` is wholly on screen. */
async function expectColumnsOnScreen(row: Locator, columns: string[]) {
  for (const column of columns) await expectOnScreen(await cellUnder(row, column));
}

/** Tab, from the element `from`, reaches `target` (within `limit` presses). */
async function expectTabReaches(page: Page, from: Locator, target: Locator, limit = 40) {
  await from.click(); // a non-interactive spot: the sequential focus starts there
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/** Nothing inside `scope` scrolls sideways without being focusable (Tab to it, then the arrow keys). */
async function expectNoUnreachableScroller(scope: Locator) {
  const stuck = await scope.evaluate((root) =>
    [root, ...root.querySelectorAll<HTMLElement>("*")]
      .filter((el) => {
        const overflow = getComputedStyle(el).overflowX;
        const scrolls = (overflow === "auto" || overflow === "scroll") && el.scrollWidth > el.clientWidth + 1;
        return scrolls && (el as HTMLElement).tabIndex < 0;
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(stuck, "areas that scroll sideways but cannot be focused").toEqual([]);
}

test.describe("an agent", () => {
  test.use(signedInAs("agent"));

  test("sees next departures, the bookings list and the delivery log as cards on a phone", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // three pages and a delivery, on a shared two-core machine
    // Home: each departure's Cut-off and Book in sight.
    await page.goto("/");
    const departures = page.getByRole("region", { name: "Next departures" });
    const first = departures.getByRole("row").nth(1);
    await expect(first).toBeVisible();
    await expectColumnsOnScreen(first, ["Departs", "Cut-off"]);
    const book = first.getByRole("link", { name: /^Book on voyage/ });
    await expectOnScreen(book);
    await expectTabReaches(page, departures.getByRole("heading", { name: "Next departures open for booking" }), book);
    await expectNoUnreachableScroller(departures);

    // The bookings list: code, status, Pol, Pod and departure of a row, all within the width.
    const booked = await bookOnVoyage(request, await bookableVoyage(request, TEST_API_KEYS.agent), 2);
    await page.goto(`/bookings?q=${booked.code}`);
    const row = page.locator("#results").getByRole("row").filter({ hasText: booked.code });
    const code = row.getByRole("link", { name: booked.code });
    await expect(code).toBeVisible();
    await expectColumnsOnScreen(row, ["Status", "Booking", "Pol", "Pod", "Departs", "Price"]);
    await expectTabReaches(page, page.getByRole("heading", { name: "Bookings", exact: true }), code, 60);
    await expectOnScreen(code);
    await expectNoUnreachableScroller(page.locator("main"));
    await expectAccessible(page);

    // The delivery log of the demo endpoint: a test post's status in sight.
    await page.goto("/integrations");
    const endpoint = page.getByRole("article").filter({ hasText: "/api/feed/item-updates?subscription=" }).first();
    await endpoint.getByRole("button", { name: "Send a test update" }).click();
    const post = endpoint.getByRole("row").filter({ hasText: "test" }).first();
    await expect(post).toContainText(/Delivered|Failed, will retry|Waiting|Gave up/);
    await expectColumnsOnScreen(post, ["Posted (UTC)", "Status", "Response"]);
    await expectNoUnreachableScroller(page.locator("main"));
  });
});

test.describe("line staff", () => {
  test.use(signedInAs("staffNrl"));

  test("see item updates as cards on a phone", async ({ page, request }) => {
    const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
    const [unit] = (await bookOnVoyage(request, voyage, 1, "BVF")).units;
    await page.goto("/item-updates");
    const recorded = await page.request.post(`/api/items/${unit.id}/milestones`, {
      headers: { origin: new URL(page.url()).origin },
      data: { type: "Delivered", on: new Date().toISOString().slice(0, 10), location: "Gate 9" },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);
    await page.goto(`/item-updates?voyage=${voyage}`);
    const row = page.getByRole("row").filter({ hasText: unit.serial });
    await expect(row).toBeVisible();
    await expectColumnsOnScreen(row, ["VIN / serial", "Milestone", "Booking", "Sent to subscribers"]);
    await expect(await cellUnder(row, "Sent to subscribers")).toContainText("No subscriber");
    await expectTabReaches(page, page.getByRole("heading", { name: "Item updates" }), row.getByRole("link"), 60);
    await expectNoUnreachableScroller(page.locator("main"));
  });

  test("see a sailing's units on Milestones as cards on a phone, each with its Record button", async ({
    page,
    request,
  }) => {
    const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
    const [unit] = (await bookOnVoyage(request, voyage, 1)).units;
    await openMilestones(page, voyage);
    const row = page.getByRole("row").filter({ hasText: unit.serial });
    await expect(row).toBeVisible();
    await expectColumnsOnScreen(row, ["Booking", "VIN / serial", "State"]);
    await expectOnScreen(row.getByRole("button", { name: `Record a milestone for ${unit.serial}` }));
    await expectNoUnreachableScroller(page.locator("main"));
  });
});

test.describe("an admin", () => {
  test.use(signedInAs("admin"));

  test("revokes an API key without scrolling sideways, on a phone and at 1440 px", async ({ page }) => {
    await page.goto("/admin");
    const agent = page.getByRole("link", { name: "Acme Auto Export" });
    await agent.click();
    const keys = page.getByRole("region", { name: "API keys" });
    const row = keys.getByRole("row").filter({ hasText: "Acme integration" });
    const revoke = row.getByRole("button", { name: "Revoke…" });
    await expect(revoke).toBeVisible();
    await expectOnScreen(revoke);
    await expectColumnsOnScreen(row, ["Name", "Last used"]);
    await expectTabReaches(page, keys.getByRole("heading", { name: "API keys" }), revoke);
    await expectNoUnreachableScroller(keys);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expectOnScreen(revoke);
  });
});

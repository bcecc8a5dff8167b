// The portal's finish, as a user meets it: the caret in sign-in, skip links, one focus ring,
// filters folded on a phone, words for unusable list filters, the vessels' line, the ports' time
// zone, the unit-model list scrolled by keyboard, app icons and the web manifest, print styles.
import { expect as baseExpect, test } from "@playwright/test";
import { TEST_API_KEYS, TEST_USERS, signedInAs } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";

// Each step waits on a server render or a fetch; the shared two-core machine can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

test.use(signedInAs("agent"));

/** Tests of what a visitor without a session sees. */
const withoutSession = { storageState: { cookies: [], origins: [] } };

test.describe("without a session", () => {
  test.use(withoutSession);
  test("sign-in starts with the caret in Email, and Tab goes on to Password", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.getByLabel("Email")).toBeFocused();
    await page.keyboard.type(TEST_USERS.agent);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
  });
});

test("the first Tab reaches 'Skip to content', the next 'Skip to results', which moves focus past the filters", async ({
  page,
}) => {
  await page.goto("/bookings");
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to results" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#results$/);
  await expect(page.locator("#results")).toBeFocused();
  // The next Tab lands in the results, not in the search box above them.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("searchbox", { name: "Search" })).not.toBeFocused();
});

test("'Skip to results' pressed while the list is still held back focuses the list once it is shown", async ({
  page,
}) => {
  await page.goto("/bookings");
  const results = page.locator("#results");
  await expect(results).toBeVisible();
  // As React holds a streamed list: in the page, not shown, until it is revealed a moment later.
  await results.evaluate((el: HTMLElement) => (el.hidden = true));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to results" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#results$/);
  await expect(results).not.toBeFocused();
  await results.evaluate((el: HTMLElement) => (el.hidden = false));
  await expect(results).toBeFocused();
});

test("a focused text field shows a ring a person can see", async ({ page }) => {
  await page.goto("/vessels");
  const search = page.getByLabel("Name or flag");
  // Visible first: React streams the table into a hidden holder and reveals it a moment later, and
  // focusing an element that is not rendered does nothing (it failed that way once in CI).
  await expect(search).toBeVisible();
  await search.focus();
  await expect(search).toBeFocused();
  const outline = await search.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor };
  });
  expect(outline.style).toBe("solid");
  expect(outline.width).toBeGreaterThanOrEqual(2);
  expect(outline.color).toBe("rgb(29, 78, 216)"); // brand-600, 6.7:1 on white
});

test("on a phone the bookings filters fold behind 'Filters (n)', the search stays out", async ({ page, request }) => {
  const saved = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...bookingInput({ header: { ReferenceNumber: `FOLD-${Date.now()}` } }), TestOnly: false } },
  });
  expect(saved.status()).toBe(200);
  await page.setViewportSize(PHONE);
  await page.goto("/bookings?status=approved");
  const search = page.getByRole("search", { name: "Search and filter bookings" });
  await expect(search.getByRole("searchbox", { name: "Search" })).toBeVisible();
  await expect(search.getByLabel("Status")).toBeHidden();
  const toggle = search.getByRole("button", { name: "Filters (1)" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(search.getByLabel("Status")).toBeVisible();
  await expect(search.getByLabel("Status")).toHaveValue("approved");
  await expect(search.getByRole("button", { name: "Hide filters (1)" })).toHaveAttribute("aria-expanded", "true");
  // The list itself starts on the first screen when the filters are folded.
  await search.getByRole("button", { name: "Hide filters (1)" }).click();
  await expect(page.getByRole("region", { name: "Bookings" }).locator("tbody tr").first()).toBeInViewport();
});

test("on a desktop every filter shows and there is no fold button", async ({ page }) => {
  await page.goto("/bookings");
  const search = page.getByRole("search", { name: "Search and filter bookings" });
  await expect(search.getByLabel("Status")).toBeVisible();
  await expect(search.getByRole("button", { name: /^Filters/ })).toBeHidden();
});

test("a bookings link with values the list cannot use says what it ignored", async ({ page }) => {
  await page.goto("/bookings?status=nonsense&pol=%3F%3F&from=31%2F12%2F2026");
  const notice = page.getByRole("status").filter({ hasText: "Part of this link could not be used" });
  await expect(notice).toContainText(
    "“nonsense” is not a status (approved, draft, quotation, canceled); showing every status.",
  );
  await expect(notice).toContainText("The port of loading “??” is not a five-letter UN/LOCODE");
  await expect(notice).toContainText("“31/12/2026” in From is not a date (YYYY-MM-DD)");
  await page.goto("/bookings?status=draft");
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await expect(page.getByText("Part of this link could not be used")).toHaveCount(0);
});

test("vessels show the line that operates them, and their links do not prefetch", async ({ page }) => {
  const prefetches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/vessels/") && (r.headers()["next-router-prefetch"] || r.headers()["rsc"]))
      prefetches.push(r.url());
  });
  await page.goto("/vessels");
  const table = page.getByRole("table", { name: "Vessels" });
  await expect(table.getByRole("columnheader", { name: /Line/ })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Grande Ionio" })).toContainText("Meridian Ro-Ro");
  await expect(table.getByRole("row").filter({ hasText: "Nordic Aurora" })).toContainText("Nordic Ro-Ro Lines");
  // every vessel the read knows (other specs may have added some), plus the header row
  const fleet = await page.request.get("/api/Vessel/Search");
  await expect(table.getByRole("row")).toHaveCount((await fleet.json()).length + 1);
  expect(prefetches).toEqual([]);
});

test("ports show their time zone and its offset, in the table and the port's panel", async ({ page }) => {
  await page.goto("/ports?port=BEZEE");
  const table = page.getByRole("table", { name: "Ports" });
  await expect(table.getByRole("columnheader", { name: /Time zone/ })).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "BEZEE" })).toContainText(/Europe\/Brussels\s*UTC\+[12]/);
  await expect(table.getByRole("row").filter({ hasText: "NGLOS" })).toContainText(/Africa\/Lagos\s*UTC\+1/);
  await expect(page.getByRole("region", { name: "Port Zeebrugge" })).toContainText(
    /Time zone.*Europe\/Brussels\s*UTC\+[12]/,
  );
});

test("the unit-model list takes keyboard focus and scrolls with PageDown", async ({ page }) => {
  await page.goto("/unit-models");
  const list = page.getByRole("region", { name: "Unit models, scrollable list" });
  await expect(list.getByRole("table", { name: "Unit models" }).getByRole("row").nth(1)).toBeVisible();
  await list.focus();
  await expect(list).toBeFocused();
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
  await page.keyboard.press("PageDown");
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  // An empty search shows its message outside the table (no controls inside a table).
  await page.goto("/unit-models?q=zzzz-nothing");
  await expect(page.getByText("No unit model matches")).toBeVisible();
  await expect(page.getByRole("table", { name: "Unit models" })).toHaveCount(0);
});

test.describe("without a session", () => {
  test.use(withoutSession);
  test("app icons and the web manifest are served without a session", async ({ request }) => {
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body.name).toBe("Quayside");
    for (const icon of body.icons as { src: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
    const apple = await request.get("/apple-touch-icon.png");
    expect(apple.status()).toBe(200);
    expect(apple.headers()["content-type"]).toBe("image/png");
    // Every page names its favicon (else the browser asks for /favicon.ico, a 404), and it loads.
    const signInPage = await (await request.get("/signin")).text();
    const favicon = /<link rel="icon" href="([^"]+)"[^>]*type="image\/svg\+xml"/.exec(signInPage);
    expect(favicon, "a <link rel=icon> on /signin").not.toBeNull();
    const icon = await request.get(favicon![1]);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/svg+xml");
    // Crawlers, bookmarks and some clients ask for /favicon.ico directly, whatever the page names.
    const ico = await request.get("/favicon.ico");
    expect(ico.status()).toBe(200);
    expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO file's signature
  });
});

test("printing a booking list or a booking leaves out the header, filters and buttons", async ({ page, request }) => {
  const saved = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...bookingInput({ header: { ReferenceNumber: `PRINT-${Date.now()}` } }), TestOnly: false } },
  });
  expect(saved.status()).toBe(200);
  const id = (await saved.json()).booking.Id;
  await page.goto("/bookings");
  await expect(page.getByRole("region", { name: "Bookings" }).locator("tbody tr").first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("search", { name: "Search and filter bookings" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Find a sailing to book" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Pages" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Bookings" }).locator("tbody tr").first()).toBeVisible();

  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit booking" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Units" })).toBeVisible();
});

// /schedules as an agent uses it: point-to-point sailings from today with transit days → Book;
// the service grid trimmed to the Pol…Pod columns; a voyage's rotation; Back after searches;
// CSV and calendar exports; the first results in the server's HTML; a phone; axe.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signIn, signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";

test.use(signedInAs("agent"));

// Each test walks several server renders; on the shared two-core machine (load average 20 seen)
// one step can take many seconds. Budgets, not sleeps: every step waits for what a user sees.
test.describe.configure({ timeout: 120_000 });

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The grid of the NEWA service (its card; the scroll area inside has a longer name). */
const newaGrid = (page: Page) => page.getByRole("region", { name: "NEWA · Europe - West Africa", exact: true });

const utcToday = () => new Date().toISOString().slice(0, 10);
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 30 Nov 22:00" (or "Mon 4 Jan 2027 08:00") → "2026-11-30": the next such date from a year back. */
function shownDate(text: string): string {
  const m = /(\d{1,2}) ([A-Z][a-z]{2})(?: (\d{4}))?/.exec(text);
  if (!m) throw new Error(`no date in ${text}`);
  const now = new Date();
  let year = m[3] ? Number(m[3]) : now.getUTCFullYear();
  const month = MONTHS.indexOf(m[2]);
  if (!m[3] && month < now.getUTCMonth() - 6) year += 1;
  return new Date(Date.UTC(year, month, Number(m[1]))).toISOString().slice(0, 10);
}

test("Pol + Pod: sailings from today with transit days, and Book opens the form on that sailing", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedules" }).click();
  await expect(page.getByRole("heading", { name: "Schedules", level: 1 })).toBeVisible();
  // no filter: voyages by service, from today for two weeks
  await expect(page.getByRole("heading", { name: "Voyages by service" })).toBeVisible();
  await expect(page.getByRole("button", { name: "2 weeks" })).toHaveAttribute("aria-pressed", "true");
  await expect(newaGrid(page)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/schedules.png" });

  const filters = page.getByRole("search", { name: "Schedule filters" });
  await filters.getByLabel("Port of loading").selectOption("BEANR");
  await filters.getByLabel("Port of discharge").selectOption("NGLOS");
  await expect(page).toHaveURL(/Pol=BEANR/);
  await expect(page).toHaveURL(/Pod=NGLOS/);

  await expect(page.getByRole("heading", { name: "Sailings Antwerp → Lagos" })).toBeVisible();
  const sailings = page.getByRole("table", { name: "Open sailings" });
  const rows = sailings.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  // every sailing departs from today on, with its cut-off countdown and transit days
  const today = utcToday();
  for (const row of await rows.all()) {
    const etd = shownDate(await row.getByRole("cell").nth(1).innerText());
    // "today" at Antwerp may be a day ahead of UTC's around midnight
    expect(etd >= today, `departs ${etd}, before ${today}`).toBe(true);
    await expect(row.getByRole("cell").nth(0)).toContainText(/left$|\d+ (d|h|min)/);
    await expect(row.getByRole("cell").nth(3)).toHaveText(/^\d+ days?$/);
  }
  await page.screenshot({ path: "test-results/screens/schedules-sailings.png", fullPage: true });

  // the service grid below is trimmed to the calls from Antwerp to Lagos
  const grid = newaGrid(page);
  await expect(grid.getByRole("columnheader", { name: /Your Pol.*Antwerp/ })).toBeVisible();
  await expect(grid.getByRole("columnheader", { name: /Your Pod.*Lagos/ })).toBeVisible();
  await expect(grid.getByRole("columnheader", { name: /Hamburg/ })).toHaveCount(0);
  await expect(page.getByRole("region", { name: /^TAEU/ })).toHaveCount(0);

  // time zones on demand
  await page.getByLabel("Show time zones").check();
  await expect(rows.first().getByRole("cell").nth(1)).toContainText(/CET, UTC\+1|CEST, UTC\+2/);
  await expect(rows.first().getByRole("cell").nth(2)).toContainText(/WAT, UTC\+1|UTC\+1/);

  const first = rows.first();
  const voyage = (await first.getByRole("rowheader").locator(".font-mono").innerText()).split(" · ")[0];
  await first.getByRole("link", { name: `Book on voyage ${voyage} from Antwerp to Lagos` }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/new\\?line=Nordic\\+Ro-Ro\\+Lines&voyage=${voyage}&pol=Antwerp`));
  await expect(
    page.getByRole("heading", { name: new RegExp(`Voyage ${voyage} · .* · Nordic Ro-Ro Lines`) }),
  ).toBeVisible();
  await expect(page.getByLabel("Port of loading and terminal").locator("option:checked")).toContainText(
    "Antwerp (BEANR)",
  );
  await expect(page.getByLabel("Port of discharge").locator("option:checked")).toContainText("Lagos (NGLOS)");
});

test("the first results are in the server's HTML, from today's window only", async ({ page }) => {
  await signIn(page);
  const html = await (await page.request.get("/schedules?Pol=BEANR&Pod=NGLOS")).text();
  expect(html).toContain("Sailings Antwerp → Lagos");
  expect(html).toMatch(/aria-label="Book on voyage \w+ from Antwerp to Lagos"/);
  // and nothing asked for the rotation again once the page is up
  const rotationCalls: string[] = [];
  page.on("request", (r) => r.url().includes("/api/voyage/rotation") && rotationCalls.push(r.url()));
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  await expect(page.getByRole("table", { name: "Open sailings" })).toBeVisible();
  await page.getByRole("button", { name: "8 weeks" }).click();
  await expect(page).toHaveURL(/weeks=8/);
  await expect(page.getByRole("button", { name: "8 weeks" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => rotationCalls.length).toBe(1);
  expect(rotationCalls[0]).toMatch(/DepartureMin=\d{4}-\d{2}-\d{2}&DepartureMax=/);
});

test("a voyage opens into its rotation (keyboard-scrollable) and books from there", async ({ page }) => {
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  const grid = newaGrid(page);
  const firstVoyage = grid.getByRole("rowheader").first().getByRole("button");
  const voyageNumber = (await firstVoyage.innerText()).replace(/[^A-Z0-9]/gi, "");
  await firstVoyage.click();
  await expect(firstVoyage).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: `Voyage ${voyageNumber}` });
  const timeline = panel.getByRole("region", { name: `Rotation of voyage ${voyageNumber}, scrolls sideways` });
  const stops = timeline.getByRole("list", { name: `Rotation of voyage ${voyageNumber}` }).getByRole("listitem");
  await expect(stops.first()).toContainText("Hamburg");
  await expect(stops.last()).toContainText("Lagos");
  await expect(panel.getByLabel("Loading at").locator("option:checked")).toContainText("Antwerp");
  await expect(panel.getByLabel("Discharging at").locator("option:checked")).toContainText("Lagos");
  // the timeline's scroll area takes focus and scrolls with the arrow keys
  await timeline.focus();
  await expect(timeline).toBeFocused();
  await page.setViewportSize({ width: 900, height: 900 });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await expect.poll(() => timeline.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/screens/schedules-rotation.png", fullPage: true });
  await panel.getByRole("link", { name: "Book on this voyage" }).click();
  await expect(page).toHaveURL(/\/bookings\/new\?line=Nordic\+Ro-Ro\+Lines&voyage=/);
  await expect(
    page.getByRole("heading", { name: new RegExp(`Voyage ${voyageNumber} · .* · Nordic Ro-Ro Lines`) }),
  ).toBeVisible();
});

test("export: the sailings as CSV, a sailing's cut-off as an iCalendar file", async ({ page }) => {
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  const rows = page
    .getByRole("table", { name: "Open sailings" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^sailings-antwerp-lagos-\d{4}-\d{2}-\d{2}-4w\.csv$/);
  const lines = (await readFile((await csv.path())!, "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Voyage,Vessel,Line,Pol,Pol terminal,Cut-off,ETD,Pol UTC offset,Pod,ETA,Pod UTC offset,Transit days,Status",
  );
  expect(lines.length - 1).toBeGreaterThanOrEqual(count);
  expect(lines[1]).toMatch(/,Nordic Ro-Ro Lines,Antwerp,.*,Lagos,/);

  const voyage = (await rows.first().getByRole("rowheader").locator(".font-mono").innerText()).split(" · ")[0];
  const [ics] = await Promise.all([
    page.waitForEvent("download"),
    rows
      .first()
      .getByRole("button", { name: /^\.ics calendar file of voyage/ })
      .click(),
  ]);
  expect(ics.suggestedFilename()).toBe(`cut-off-${voyage.toLowerCase()}-antwerp-lagos.ics`);
  const text = await readFile((await ics.path())!, "utf8");
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`SUMMARY:Cut-off Antwerp: ${voyage}`);
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});

test("point-to-point sailings: every control's name holds the text it shows (WCAG 2.5.3)", async ({ page }) => {
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  const rows = page
    .getByRole("table", { name: "Open sailings" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") });
  await expect(rows.first()).toBeVisible();
  // Named by the rule, so it runs whichever axe-core is installed (before 4.14 it was experimental and off).
  const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`))).toEqual(
    [],
  );
  await expect(rows.first().getByRole("button", { name: /^\.ics / })).toHaveText(".ics");
});

test("filters that match nothing say so and clear in one click", async ({ page }) => {
  await page.goto("/schedules?Pol=USHOU&Pod=NGLOS");
  await expect(page.getByText("No voyages match")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/schedules-empty.png" });
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(newaGrid(page)).toBeVisible();
  await expect(page).toHaveURL(/\/schedules$/);
});

test("a bad filter value shows the API's message; a bad typed date says what is wrong", async ({ page }) => {
  await page.goto("/schedules?DepartureMin=2026-02-30T00:00");
  const alert = page.getByRole("alert").filter({ hasText: "Could not load the data" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/DepartureMin/);
  await page.screenshot({ path: "test-results/screens/schedules-error.png" });

  await page.goto("/schedules");
  const from = page.getByRole("search", { name: "Schedule filters" }).getByLabel(/Departs from/);
  await from.fill("31/12/2026");
  await from.press("Enter");
  await expect(page.getByText("Type a real date as YYYY-MM-DD")).toBeVisible();
  await expect(page).not.toHaveURL(/DepartureMin/);
  await from.fill("2026-12-31");
  await from.press("Enter");
  await expect(page).toHaveURL(/DepartureMin=2026-12-31/);
  await expect(page.getByText("Departures and arrivals as chosen in the filters.")).toBeVisible();
});

test("a booking link that does not fit the schedule says what is wrong", async ({ page }) => {
  await page.goto("/bookings/new?line=Nordic+Ro-Ro+Lines&voyage=NOPE1&pol=BEANR&pod=NGLOS");
  await expect(page.getByRole("alert").filter({ hasText: "does not fit together" })).toContainText(
    "Nordic Ro-Ro Lines runs no voyage NOPE1.",
  );
});

test("filters changed in quick succession all land, and Back after two searches returns to the first", async ({
  page,
}) => {
  await page.goto("/schedules");
  const filters = page.getByRole("search", { name: "Schedule filters" });
  const pol = filters.getByLabel("Port of loading");
  const pod = filters.getByLabel("Port of discharge");
  await expect(pol.locator("option", { hasText: "Antwerp" })).toBeAttached();
  await expect(pod.locator("option", { hasText: "Lagos" })).toBeAttached();
  // no wait in between: the second change must not lose the first
  await pol.selectOption("BEANR");
  await pod.selectOption("NGLOS");
  await expect(page).toHaveURL(/Pol=BEANR&Pod=NGLOS|Pod=NGLOS&Pol=BEANR/);
  await expect(page.getByRole("heading", { name: "Sailings Antwerp → Lagos" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/Pol=BEANR/);
  await expect(page).not.toHaveURL(/Pod=/);
  await expect(pod).toHaveValue("");
  await expect(pol).toHaveValue("BEANR");
  await expect(page.getByRole("heading", { name: "Voyages by service" })).toBeVisible();
});

test("axe finds nothing serious on /schedules in either mode", async ({ page }) => {
  test.setTimeout(240_000); // axe reads every cell of the grids
  await page.goto("/schedules");
  await expect(newaGrid(page)).toBeVisible();
  await expectAccessible(page);
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  await expect(page.getByRole("table", { name: "Open sailings" })).toBeVisible();
  await page.getByLabel("Show time zones").check();
  await expectAccessible(page);
});

test.describe("on a phone", () => {
  test("filters fold behind Filters (n), sailings are cards, and the page never scrolls sideways", async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/schedules");
    await expect(newaGrid(page)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: "test-results/screens/schedules-phone.png" });

    await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
    const toggle = page.getByRole("button", { name: "Filters (2)" });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole("search", { name: "Schedule filters" }).getByLabel("Port of loading")).toBeHidden();
    const cards = page.getByRole("list", { name: "Open sailings" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole("link", { name: /^Book on voyage/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: "test-results/screens/schedules-sailings-phone.png", fullPage: true });
    await expectAccessible(page);

    await toggle.click();
    await expect(page.getByRole("search", { name: "Schedule filters" }).getByLabel("Port of loading")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test("save this lane, and come back to it and to a recent search in one click", async ({ page }) => {
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  await expect(page.getByRole("table", { name: "Open sailings" })).toBeVisible();
  await page.getByRole("button", { name: "☆ Save this lane" }).click();
  await expect(page.getByRole("button", { name: "★ Saved lane · remove" })).toBeVisible();

  await page.goto("/schedules?Line=Nordic+Ro-Ro+Lines");
  await expect(page.getByRole("heading", { name: "Voyages by service" })).toBeVisible();
  await page.getByRole("navigation", { name: "Saved lanes" }).getByRole("button", { name: "Antwerp → Lagos" }).click();
  await expect(page.getByRole("heading", { name: "Sailings Antwerp → Lagos" })).toBeVisible();
  await expect(page).toHaveURL(/Pol=BEANR&Pod=NGLOS/);
  // the line search before it is a recent one
  await page
    .getByRole("navigation", { name: "Recent searches" })
    .getByRole("button", { name: "Nordic Ro-Ro Lines" })
    .click();
  await expect(page).toHaveURL(/\/schedules\?Line=Nordic\+Ro-Ro\+Lines$/);
  await expect(page.getByRole("heading", { name: "Voyages by service" })).toBeVisible();
});

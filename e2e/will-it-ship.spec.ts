// Will it ship? as a person sees it (issue 37): the form shows the destination's rules as a unit is
// typed; the booking page lists each unit's papers the destination needs; customs data and port suggestions: the agent's booking page says
// what customs data is missing (the EORI numbers where the sailing enters the EU) and each unit's
// HS code; the form's unit details take an HS code and the battery declaration; Find a sailing
// suggests ports by name. The data set itself is tested in lib/customs/customs.test.ts.
import { expect, test, type Page } from "@playwright/test";
import { signedInAs, TEST_API_KEYS } from "./fixtures";
import { expectAccessible } from "./accessibility";
import { bookableVoyage } from "./bookable-voyage";
import { bookOnVoyage } from "./voyage-bookings";

test.use(signedInAs("agent"));

/** axe at desktop and phone size, no sideways scroll on the phone; screenshots when SCREENSHOT_DIR is set. */
async function checkBothSizes(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, `${name} at ${width} px`);
    if (width === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("the booking page says which customs data is missing; the form takes an HS code", async ({ page, request }) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const { id } = await bookOnVoyage(request, voyage, 2);
  await page.goto(`/bookings/${id}`);
  const customs = page.getByRole("region", { name: "Customs data" });
  await expect(customs).toContainText("Customs data is missing:");
  await expect(customs).toContainText("The shipper's EORI number is missing (identifier type EORI).");
  await expect(customs).toContainText("The consignee's EORI number is missing (identifier type EORI).");
  await expect(customs.getByText("870323").first()).toBeVisible();
  await checkBothSizes(page, "booking-customs");

  // the unit's details hold its HS code (kept through the edit) and the battery declaration
  await page.goto(`/bookings/${id}/edit`);
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  const unit = page.getByRole("group", { name: "Item 1", exact: true });
  await unit.getByRole("button", { name: "Details, sub units, sub items" }).click();
  await expect(unit.getByLabel("HS code (customs)")).toHaveValue("870323");
  await expect(unit.getByLabel(/Lithium battery declared/)).not.toBeChecked();
});

test("the booking page lists each unit's papers the destination needs before gate-in", async ({ page, request }) => {
  // the seeded rule: Nordic Ro-Ro Lines needs the paper for customs and the invoice at Tema
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const { id } = await bookOnVoyage(request, voyage, 2, "ACME", { Pod: "GHTEM" });
  await page.goto(`/bookings/${id}`);
  const papers = page.getByRole("region", { name: "Papers before gate-in" });
  const unit = papers.getByRole("list", { name: /^Unit 2/ });
  await expect(unit.getByRole("listitem")).toHaveText([/Paper for customs: missing$/, /Invoice: missing$/]);
  await expect(papers).toContainText("2 units still need papers before the line gates them in");
  await checkBothSizes(page, "booking-papers-checklist");
});

test("Find a sailing suggests ports by name: Zeeb offers Zeebrugge", async ({ page }) => {
  await page.goto("/sailings");
  const loading = page.getByRole("form", { name: "Find a sailing" }).getByLabel("Loading at");
  await loading.fill("Zeeb");
  const list = await loading.getAttribute("list");
  await expect(page.locator(`datalist[id="${list}"] option[value="Zeebrugge"]`)).toHaveCount(1);
});

test("the form shows the destination's rules as a unit is typed", async ({ page, request }) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  await page.goto(`/bookings/new?${new URLSearchParams({ line: "NRL", voyage, pol: "BEZEE", pod: "NGLOS" })}`);
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  const rules = page.getByRole("region", { name: "The line's rules for this destination" });
  await expect(rules).toContainText("units no older than 15 years; no non-runners");
  const unit = page.getByRole("group", { name: "Item 1", exact: true });
  await unit.getByLabel("Year").fill("1990");
  await expect(rules).toContainText("Unit 1 is from 1990: the line takes units no older than 15 years to NGLOS.");
  // the unit's details: its HS code and the battery declaration, at desktop and phone size
  await unit.getByRole("button", { name: "Details, sub units, sub items" }).click();
  await expect(unit.getByLabel(/Lithium battery declared/)).toBeVisible();
  await checkBothSizes(page, "form-rules-and-customs");
  await unit.getByLabel("Year").fill("2024");
  await expect(rules.getByRole("listitem")).toHaveCount(0);
});

// "Find a sailing" (/sailings): an agent types a lane and units by keyboard, sees the next sailings
// with whether every unit fits and the lot's price, a refusal in words for a unit too old for
// Nigeria, and books a sailing that fits in one click (the booking form opens on it with the
// units searched with as its items).
import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";

test.use(signedInAs("agent"));

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`find a sailing for these units at ${viewport.width}px, then book it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/sailings?pol=BEZEE&pod=NGLOS");
    const form = page.getByRole("form", { name: "Find a sailing" });
    const unit = form.getByRole("group", { name: "Unit 1" });
    await unit.getByLabel("Make and model").fill("Toyota Land Cruiser");
    await unit.getByLabel("Length (cm)").fill("495");
    await unit.getByLabel("Width (cm)").fill("198");
    await unit.getByLabel("Height (cm)").fill("190");
    await unit.getByLabel("Weight (kg)").fill("2500");
    await unit.getByLabel("Weight (kg)").press("Enter");
    const sailings = page.getByRole("list", { name: "Sailings" });
    await expect(sailings.getByText("Every unit fits", { exact: true }).first()).toBeVisible();
    await expect(sailings.getByText(/€|EUR/).first()).toBeVisible();
    await expectAccessible(page, `find a sailing, ${viewport.width}px`);

    // a second unit too old for Nigeria: refused in words on every sailing
    await form.getByRole("button", { name: "Add a unit" }).click();
    const old = form.getByRole("group", { name: "Unit 2" });
    await old.getByLabel("or type").selectOption("C");
    for (const [label, value] of [
      ["Length (cm)", "450"],
      ["Width (cm)", "180"],
      ["Height (cm)", "150"],
      ["Weight (kg)", "1400"],
      ["Year", "1990"],
    ])
      await old.getByLabel(label).fill(value);
    await form.getByRole("button", { name: "Find sailings" }).click();
    await expect(sailings.getByText(/Unit 2 is from 1990/).first()).toBeVisible();
    await expect(sailings.getByText("Every unit fits", { exact: true })).toHaveCount(0);

    // the second unit made young enough, both fit; booking opens the form on the sailing with both units filled in
    await old.getByLabel("Year").fill("2020");
    await form.getByRole("button", { name: "Find sailings" }).click();
    await expect(sailings.getByText(/Unit 2 is from 1990/)).toHaveCount(0);
    await sailings
      .getByRole("link", { name: /Book this sailing/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/bookings\/new\?line=NRL&voyage=.*&units=/);
    await expect(page.locator("#sailing-pol option:checked")).toContainText("BEZEE");
    await page.getByRole("button", { name: /^3\. Items/ }).click();
    await expect(page.getByRole("group", { name: /^Item \d+$/ })).toHaveCount(2);
    const first = page.getByRole("group", { name: "Item 1", exact: true });
    const second = page.getByRole("group", { name: "Item 2", exact: true });
    await expect(first.getByLabel("Make and model")).toHaveValue("Toyota Land Cruiser");
    await expect(second.getByLabel("Year")).toHaveValue("2020");
    await second.getByRole("button", { name: "Details, sub units, sub items" }).click();
    await expect(second.getByLabel("Unit type")).toHaveValue("C");
    await expect(second.getByLabel("Length (cm)")).toHaveValue("450");
    await expect(second.getByLabel("Weight (kg)")).toHaveValue("1400");
    await expectAccessible(page, `booking form from Find a sailing, ${viewport.width}px`);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/form-from-search-${viewport.width}.png` });
  });
}

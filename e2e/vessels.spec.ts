import { expect, test } from "@playwright/test";
import { signIn, signedInAs } from "./fixtures";

test.use(signedInAs("agent"));

test("look up a vessel: filter by line, sort, open its particulars and upcoming voyages", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vessels" }).click();
  const table = page.getByRole("table", { name: "Vessels" });
  // header + every vessel the read knows (24 seeded; the lines' console spec may have added one)
  const fleet = await page.request.get("/api/Vessel/Search");
  await expect(table.getByRole("row")).toHaveCount((await fleet.json()).length + 1);
  await expect(table.getByRole("columnheader", { name: /Capacity RT/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Max deck height cm/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Max ramp weight t/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Speed kn/ })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/vessels.png", fullPage: true });

  await page.getByLabel("Line").selectOption("Meridian Ro-Ro");
  await expect(page).toHaveURL(/Line=Meridian\+Ro-Ro/);
  await expect(table.getByRole("row")).toHaveCount(9);
  for (const name of await table.getByRole("row").locator("td:first-child").allInnerTexts())
    expect(name).toMatch(/^Grande /);

  // sort by capacity: numbers sort largest first
  await table.getByRole("button", { name: /Capacity RT/ }).click();
  await expect(table.getByRole("columnheader", { name: /Capacity RT/ })).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1)).toContainText("Grande Sicilia"); // 54,000 RT

  await page.getByLabel("Name or flag").fill("ionio");
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: "Grande Ionio" }).click();

  await expect(page).toHaveURL(/\/vessels\/Grande(%20| )Ionio/);
  await expect(page.getByRole("heading", { name: "Grande Ionio", level: 1 })).toBeVisible();
  const particulars = page.getByRole("region", { name: "Particulars" });
  await expect(particulars).toContainText("48,000 RT");
  await expect(particulars).toContainText("660 cm");
  await expect(particulars).toContainText("20 kn");
  await expect(page.getByText("Deployed by Meridian Ro-Ro")).toBeVisible();
  const voyages = page.getByRole("region", { name: "Upcoming voyages" });
  const first = voyages.getByRole("row").nth(1);
  await expect(first).toBeVisible();
  await first.getByRole("button").click();
  await expect(voyages.getByRole("list", { name: /Rotation of voyage/ })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/vessel-detail.png", fullPage: true });
});

test("an unknown vessel says so", async ({ page }) => {
  await page.goto("/vessels/No%20Such%20Ship");
  await expect(page.getByText("No vessel called “No Such Ship”")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { signIn, signedInAs } from "./fixtures";

test.use(signedInAs("agent"));

test("the catalogue is searched as you type, filtered by type, and the search is in the URL", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Unit models" }).click();
  await expect(page.getByRole("heading", { name: "Unit models" })).toBeVisible();
  const table = page.getByRole("table", { name: "Unit models" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/unit-models.png" });

  await page.getByRole("searchbox", { name: "Search make, model or description" }).fill("toyota hilux");
  await expect(page).toHaveURL(/q=toyota\+hilux/);
  const hilux = table.getByRole("row").filter({ hasText: "Hilux" }).first();
  await expect(hilux).toBeVisible();
  await expect(hilux).toContainText("Toyota");
  // every data row matches both words
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  for (const text of await rows.allInnerTexts())
    expect(text.toLowerCase()).toMatch(/toyota[\s\S]*hilux|hilux[\s\S]*toyota/);
  await page.screenshot({ path: "test-results/screens/unit-models-search.png" });

  await page.getByRole("searchbox", { name: "Search make, model or description" }).fill("");
  await page.getByRole("group", { name: "Unit type" }).getByRole("button", { name: "Motorcycle" }).click();
  await expect(page).toHaveURL(/type=M/);
  await expect(table.getByRole("row").nth(1)).toContainText("Motorcycle");
  for (const text of await rows.allInnerTexts()) expect(text).toContain("Motorcycle");

  // a shared link opens the same search
  await page.goto("/unit-models?q=zzzz-nothing");
  await expect(page.getByText("No unit model matches")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/unit-models-empty.png" });
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(table.getByRole("row").nth(1)).toBeVisible();
});

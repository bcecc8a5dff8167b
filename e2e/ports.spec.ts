import { expect, test } from "@playwright/test";
import { signIn, signedInAs } from "./fixtures";

test.use(signedInAs("agent"));

test("look up a port: pols and pods by line on the map, its terminals, its sailings", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Ports" }).click();
  const map = page.getByRole("group", { name: "Map of the ports" });
  await expect(map.getByRole("button", { name: "Antwerp (BEANR)" })).toBeVisible();
  const table = page.getByRole("table", { name: "Ports" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/ports.png", fullPage: true });

  // Atlas Car Carriers loads in the Far East only
  await page.getByLabel("Line").selectOption("Atlas Car Carriers");
  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Loading (pols)" }).click();
  await expect(page).toHaveURL(/Line=Atlas\+Car\+Carriers/);
  await expect(page).toHaveURL(/show=pols/);
  await expect(table.getByRole("row").filter({ hasText: "Yokohama" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: "Antwerp" })).toHaveCount(0);
  await expect(map.getByRole("button", { name: /Zeebrugge/ })).toHaveCount(0);

  // back to every line; find Antwerp (its neighbours crowd the map) and pick it on the map
  await page.getByLabel("Line").selectOption("");
  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Loading and discharge" }).click();
  await page.getByLabel("Find a port").fill("antw");
  await expect(map.getByRole("button")).toHaveCount(1);
  await map.getByRole("button", { name: "Antwerp (BEANR)" }).click();
  const detail = page.getByRole("region", { name: "Port Antwerp" });
  await expect(detail.getByRole("heading", { name: "Antwerp" })).toBeVisible();
  await expect(detail).toContainText("BEANR · Belgium");
  await expect(detail.getByRole("listitem")).toHaveText([/Antwerp Euroterminal\s*AET/, /Kaai 1333 Ro-Ro\s*1333/]);
  await expect(page).toHaveURL(/port=BEANR/);
  await page.screenshot({ path: "test-results/screens/ports-antwerp.png", fullPage: true });

  await detail.getByRole("link", { name: "Sailings from Antwerp" }).click();
  await expect(page).toHaveURL(/\/schedules\?Pol=BEANR/);
  await expect(page.getByRole("search", { name: "Schedule filters" }).getByLabel("Port of loading")).toHaveValue(
    "BEANR",
  );
});

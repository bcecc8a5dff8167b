// The line console's destination rules: staff add a rule by keyboard, save, see a bad one refused
// with its row named, remove it; the table is axe clean. The seeded rules are put back. On a phone
// each rule is a card.
import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";

test.use(signedInAs("staffNrl"));

test("staff keep the line's destination rules in the console", async ({ page }) => {
  await page.goto("/line/destination-rules");
  const table = page.getByRole("table", { name: /Destination rules of Nordic Ro-Ro Lines/ });
  await expect(table.getByLabel("Rule 1: country or Pod")).toHaveValue("NG");
  const seeded = await table.getByRole("row").count();
  await expectAccessible(page, "destination rules");

  await page.getByRole("button", { name: "Add a rule" }).click();
  const n = seeded; // rows include the header row: the new rule's number
  await table.getByLabel(`Rule ${n}: country or Pod`).fill("Abidjan");
  await table.getByLabel(`Rule ${n}: max age in years`).fill("12");
  await table.getByLabel(`Rule ${n}: non-runners`).selectOption("refuse");
  await page.getByRole("button", { name: "Save rules" }).press("Enter");
  await expect(page.getByRole("status")).toContainText(`Saved: ${n} rules`);
  // answered in the server's order (countries, then Pods): the new rule by its UN/LOCODE
  const places = table.getByRole("textbox", { name: /country or Pod/ });
  await expect(places).toHaveCount(n);
  const values = await places.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values).toContain("CIABJ");
  const abidjan = values.indexOf("CIABJ") + 1;

  // a duplicate is refused with its row named, and nothing is saved
  await page.getByRole("button", { name: "Add a rule" }).click();
  await table.getByLabel(`Rule ${n + 1}: country or Pod`).fill("CIABJ");
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "has a rule already" })).toContainText(
    `Rule ${n + 1}: CIABJ has a rule already.`,
  );
  await expectAccessible(page, "destination rules, refused");

  await page.getByRole("button", { name: `Remove rule ${n + 1}` }).click();
  await page.getByRole("button", { name: `Remove rule ${abidjan}` }).click();
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved: ${n - 1} rules`);
});

test("on a phone each rule is a card whose fields are full width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/line/destination-rules");
  const place = page.getByLabel("Rule 1: country or Pod");
  await expect(place).toHaveValue("NG");
  // Squeezed into a five-column table the field was 46 px wide and the papers ran past the edge.
  expect((await place.boundingBox())!.width).toBeGreaterThan(150);
  await expect(page.getByText("the invoice").first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, "destination rules at 390 px");
});

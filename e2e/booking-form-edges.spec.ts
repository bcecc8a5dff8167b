// The booking form's edges a walkthrough found: the first save click on a fresh form goes to the
// first field that needs attention (it used to need a second click).
import { expect, test } from "@playwright/test";
import { signIn, TEST_USERS } from "./fixtures";
import { openSailing } from "./bookable-voyage";

test.describe.configure({ timeout: 120_000 });

for (const button of ["Save booking", "Save as draft"]) {
  test(`the first click on "${button}" of a fresh form opens the step that needs attention and marks its field`, async ({
    page,
  }) => {
    await signIn(page, TEST_USERS.agent);
    await openSailing(page);
    await expect(page.locator("form[data-hydrated=true]")).toBeAttached();
    // "Save booking" is on the last step: go there without filling anything
    if (button === "Save booking") await page.getByRole("button", { name: /^4\. Review/ }).click();
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByText("the marked fields need attention")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Parties", level: 2 })).toBeVisible();
    // the missing Shipper is marked at its field
    await expect(
      page
        .getByRole("group", { name: /^Shipper/ })
        .locator("p[id$='-error']")
        .first(),
    ).toBeVisible();
  });
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const vin = () =>
  `JTM${Array.from({ length: 14 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join("")}`;

test("a CSV import refuses a VIN repeated in the file and a model the catalogue lacks, and importing the fixed file again replaces instead of adding twice", async ({
  page,
}) => {
  await signIn(page, TEST_USERS.agent);
  await page.goto("/bookings/new");
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await page.getByRole("button", { name: "Import from CSV or Excel" }).click();
  const [a, b] = [vin(), vin()];
  const first = [
    "Description,SerialType,SerialNumber,Year",
    `Toyota Hilux,Vin,${a},2020`,
    `Toyota Hilux,Vin,${b},twenty`,
    `Ford Ranger,Vin,${a},2019`,
    `Nonesuch Roadster,Vin,${vin()},2020`,
  ].join("\n");
  await page
    .getByLabel("File (CSV or .xlsx)")
    .setInputFiles({ name: "items.csv", mimeType: "text/csv", buffer: Buffer.from(first) });
  await expect(page.getByRole("status").filter({ hasText: "ready" })).toContainText(
    "1 row ready, 3 with errors (left out)",
  );
  const errors = page.getByRole("region", { name: "Rows with errors" });
  await expect(errors.getByRole("row", { name: /^4 / })).toContainText(`already on line 2 of this file`);
  await expect(errors.getByRole("row", { name: /^3 / })).toContainText('"twenty" is not a year');
  await expect(errors.getByRole("row", { name: /^5 / })).toContainText(
    'No unit model in the catalogue is "Nonesuch Roadster"',
  );
  await expect(errors).not.toContainText(/expected|received/);
  await page.getByRole("button", { name: "Add 1 item" }).click();
  await expect(page.getByText("1 item (at most 250)")).toBeVisible();

  // the file fixed (the year, the repeated VIN gone) and imported again: 2 items, not 3
  const fixed = [
    "Description,SerialType,SerialNumber,Year",
    `Toyota Hilux,Vin,${a},2020`,
    `Toyota Hilux,Vin,${b},2021`,
  ].join("\n");
  await page
    .getByLabel("File (CSV or .xlsx)")
    .setInputFiles({ name: "items-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
  await expect(page.getByRole("status").filter({ hasText: "ready" })).toContainText("2 rows ready");
  await page.getByRole("button", { name: "Add 2 items" }).click();
  await expect(page.getByRole("button", { name: "1 item added, 1 replaced (same VIN)" })).toBeVisible();
  await expect(page.getByText("2 items (at most 250)")).toBeVisible();
});

test("opening the import panel with an item's details open leaves the item's fields uncovered", async ({ page }) => {
  await signIn(page, TEST_USERS.agent);
  await page.goto("/bookings/new");
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  const item = page.getByRole("group", { name: "Item 1", exact: true });
  await item.getByRole("button", { name: "Details, sub units, sub items" }).click();
  await expect(item.getByRole("button", { name: "Hide details" })).toBeVisible();
  await page.getByRole("button", { name: "Import from CSV or Excel" }).click();
  await expect(page.getByLabel("File (CSV or .xlsx)")).toBeVisible();
  // the page's footer starts below the whole item, details included (nothing lies over its fields)
  const footer = page.getByRole("contentinfo");
  await expect(async () => {
    const [itemBox, footerBox] = [await item.boundingBox(), await footer.boundingBox()];
    expect(itemBox!.y + itemBox!.height).toBeLessThanOrEqual(footerBox!.y);
  }).toPass();
});

// The line console's letterhead: staff type the address, choose a logo, see the preview, save; a
// file that is not a PNG or JPEG is refused in the form; the page is axe clean. Put back after.
import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";
import { solidPng } from "../lib/testing/png";

test.use(signedInAs("staffNrl"));

/** A 160 × 48 PNG in the line's blue. */
const logoPng = () => solidPng(160, 48);

test("staff keep the letterhead of the line's documents", async ({ page }) => {
  await page.goto("/line/letterhead");
  await expect(page.getByRole("heading", { name: "Letterhead of Nordic Ro-Ro Lines" })).toBeVisible();
  await expectAccessible(page, "letterhead");

  const logo = page.getByLabel("Logo");
  await logo.setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByText("Choose a PNG or JPEG image.")).toBeVisible();

  await page.getByLabel("Address and contacts").fill("Havnegata 1\n0150 Oslo, Norway");
  await logo.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
  const preview = page.getByRole("figure");
  await expect(preview.getByRole("img", { name: "Logo of Nordic Ro-Ro Lines" })).toBeVisible();
  await expect(preview).toContainText("0150 Oslo, Norway");
  await page.getByRole("button", { name: "Save letterhead" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");

  await page.reload();
  await expect(page.getByLabel("Address and contacts")).toHaveValue("Havnegata 1\n0150 Oslo, Norway");
  await expect(page.getByRole("figure").getByRole("img", { name: "Logo of Nordic Ro-Ro Lines" })).toBeVisible();
  await expectAccessible(page, "letterhead with a logo");

  // put the seeded letterhead back: no address, no logo
  await page.getByLabel("Address and contacts").fill("");
  await page.getByRole("button", { name: "Remove logo" }).click();
  await page.getByRole("button", { name: "Save letterhead" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
});

// The lists of the reference pages (ports, vessels, unit models) come in the page's HTML, rendered
// by the server from the same read the API answers: a person waits for one answer, not for the
// page's scripts to load and then fetch the list (issue 40, item 13; the time to main content is
// measured by `npm run bench -- pages`). Here the browser may not fetch those reads at all, and
// the lists still show.
import { expect, test } from "@playwright/test";
import { signedInAs } from "./fixtures";

test.use(signedInAs("agent"));

test("ports, vessels and unit models are listed without the browser fetching them", async ({ page }) => {
  const fetched: string[] = [];
  await page.route(/\/api\/(voyage\/(pols|pods)|vessel\/search|booking\/unitmodels)/i, (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });

  await page.goto("/ports");
  await expect(page.getByRole("cell", { name: /Zeebrugge/ }).first()).toBeVisible();

  await page.goto("/vessels?Line=Meridian+Ro-Ro");
  const fleet = page.getByRole("table", { name: "Vessels" });
  await expect(fleet.getByRole("link", { name: "Grande Ionio" })).toBeVisible();
  // the line's filter is the server's too: only Meridian's nine vessels (and the header)
  await expect(fleet.getByRole("row")).toHaveCount(9);

  await page.goto("/unit-models?q=scania&type=T");
  const models = page.getByRole("table", { name: "Unit models" });
  await expect(
    models
      .getByRole("row")
      .filter({ hasText: /Scania/ })
      .first(),
  ).toBeVisible();

  expect(fetched).toEqual([]);
});

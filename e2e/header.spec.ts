// The header at every common width, for each role: the navigation is either all in the bar or all
// in the Menu, never cut off or scrolled out of sight (an admin's last links once hid behind the
// search at 1440 px, then behind Menu), and every page of the role stays one click away; from
// 1280 px never behind Menu.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signedInAs, type Role } from "./fixtures";

const expect = baseExpect.configure({ timeout: 30_000 });

// A phone, a tablet upright and across, laptops, a desktop (components/app-header.tsx's breakpoints
// fall at 1280, 1400 and 1536 px).
const WIDTHS = [390, 768, 1024, 1280, 1399, 1400, 1440, 1535, 1536, 1920];
const ROLES: Role[] = ["agent", "otherAgent", "staffNrl", "admin"];

/** The bar's own navigation (the Menu's is inside #phone-menu). */
const barNav = (page: Page) => page.locator("header > div").getByRole("navigation", { name: "Main" });

async function hrefs(page: Page, where: string): Promise<string[]> {
  return page
    .locator(where)
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!).sort());
}

for (const role of ROLES) {
  test.describe(role, () => {
    test.use(signedInAs(role));

    test("every page of the role is in the bar or in the Menu at every width, none cut off", async ({ page }) => {
      await page.setViewportSize({ width: 1920, height: 900 });
      await page.goto("/bookings");
      await expect(barNav(page)).toBeVisible();
      // At full width the bar holds every page but Home, which is the brand's link.
      const pages = await hrefs(page, 'header > div nav[aria-label="Main"]');
      baseExpect(pages).not.toContain("/");

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const menu = page.getByRole("button", { name: "Menu" });
        const where = `${role} at ${width} px`;
        if (await barNav(page).isVisible()) {
          await expect(menu, where).toBeHidden();
          // Every link fits: the navigation neither scrolls nor runs under the search box.
          // (In the links' own row under the bar, nothing sits beside them.)
          const fit = await barNav(page).evaluate((nav) => {
            const search = nav.parentElement!.querySelector("[role=search]")?.getBoundingClientRect();
            return {
              over: nav.scrollWidth - nav.clientWidth,
              gap: search ? search.left - nav.getBoundingClientRect().right : 0,
            };
          });
          baseExpect(fit.over, `${where}: the navigation is cut by ${fit.over} px`).toBeLessThanOrEqual(0);
          baseExpect(fit.gap, `${where}: the navigation runs under the search box`).toBeGreaterThanOrEqual(0);
          baseExpect(await hrefs(page, 'header > div nav[aria-label="Main"]'), where).toEqual(pages);
        } else {
          // From 1280 px every role's pages are in the header, not behind Menu (issue 40, item 11).
          baseExpect(width, `${where}: the pages hide behind Menu on a desktop`).toBeLessThan(1280);
          await menu.click();
          const listed = await hrefs(page, '#phone-menu nav[aria-label="Main"]');
          baseExpect(listed, where).toEqual([...pages, "/"].sort());
          await page.getByRole("button", { name: "Close" }).click();
          await expect(page.locator("#phone-menu")).toHaveCount(0);
        }
        const sideways = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
        baseExpect(sideways, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  });
}

import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const base = process.env.BASE ?? "http://127.0.0.1:3320";
const pages: [string, string, string][] = [
  ["agent", "/vessels", "vessels"],
  ["agent", "/schedules?Pol=BEZEE&Pod=NGLOS", "p2p"],
  ["staff", "/line/vessels", "line-vessels"],
  ["admin", "/line/unit-models", "line-unit-models"],
  ["admin", "/admin/users", "admin-users"],
];
const users: Record<string, string> = { agent: "agent@quayside.test", staff: "staff.nrl@quayside.test", admin: "admin@quayside.test" };
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [role, path, name] of pages) {
  for (const [w, h] of [[1440, 900], [390, 844]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, baseURL: base });
    const page = await ctx.newPage();
    await page.goto("/signin");
    await page.getByLabel("Email").fill(users[role]);
    await page.getByLabel("Password").fill(process.env.PW ?? "test-password-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/signin"));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    if (name === "vessels") {
      await page.getByRole("link").filter({ hasText: /./ }).locator("xpath=//table//a").first().click();
      await page.waitForLoadState("networkidle");
    }
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: false });
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    const bad = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    const wide = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    console.log(name, w, page.url().replace(base, ""), "axe serious/critical:", bad.map((v) => v.id).join(",") || 0, "overflow px:", wide);
    await ctx.close();
  }
}
await browser.close();

// The one accessibility check every spec uses can fail: on a page with serious violations it
// reports each (rule, where), with axe asked for violations only (e2e/accessibility.ts).
import { expect, test } from "@playwright/test";
import { expectAccessible } from "./accessibility";

test("the axe check fails on a page with serious violations, naming each rule", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Bad page</h1>
       <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
       <button></button>
       <p style="color:#bbb;background:#fff">Low contrast text</p></main></body></html>`,
  );
  const error = await expectAccessible(page, "a bad page").then(
    () => null,
    (e: Error) => e,
  );
  expect(error, "the check must fail").not.toBeNull();
  for (const rule of ["image-alt", "button-name", "color-contrast"]) expect(error!.message).toContain(rule);
});

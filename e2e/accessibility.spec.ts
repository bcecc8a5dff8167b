// The one accessibility check every spec uses can fail: on a page with serious violations it
// reports each (rule, where), with axe asked for violations only (e2e/accessibility.ts).
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility";

const BAD_PAGE = `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Bad page</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <button></button>
  <p style="color:#bbb;background:#fff">Low contrast text</p></main></body></html>`;

async function failureOf(page: Page, where: string): Promise<Error | null> {
  return expectAccessible(page, where).then(
    () => null,
    (e: Error) => e,
  );
}

test("the axe check fails on a page with serious violations, naming each rule", async ({ page }) => {
  await page.setContent(BAD_PAGE);
  const error = await failureOf(page, "a bad page");
  expect(error, "the check must fail").not.toBeNull();
  for (const rule of ["image-alt", "button-name", "color-contrast"]) expect(error!.message).toContain(rule);
});

test("axe is put into a document once: a second run on it and a run on the next document still fail", async ({
  page,
}) => {
  await page.setContent(BAD_PAGE);
  expect(await failureOf(page, "first run")).not.toBeNull();
  expect(await failureOf(page, "second run, axe already there")).toMatchObject({ message: /image-alt/ });
  // A new document (a navigation) has no axe until the check puts it there again.
  await page.goto(`data:text/html,${encodeURIComponent(BAD_PAGE.replace("<button></button>", ""))}`);
  expect(await page.evaluate(() => typeof (window as { axe?: unknown }).axe)).toBe("undefined");
  const error = await failureOf(page, "the next document");
  expect(error).toMatchObject({ message: /image-alt/ });
  expect(error!.message).not.toContain("button-name");
});

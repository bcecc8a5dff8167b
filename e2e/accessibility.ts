// axe-core on a page as it stands: no serious or critical violation. The one check every spec uses.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/**
 * Puts axe-core into each frame of the page's current document that lacks it. AxeBuilder's own
 * injection sends the 600 KB source twice per run (page, then every frame), and the trace that
 * playwright.config.ts keeps for a failed test records each copy: about half of an axe check's time.
 * A document keeps it until the next navigation, so two runs on one page (desktop, then phone)
 * send it once.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
    if (!present) await frame.evaluate(axe.source);
  }
}

/** What AxeBuilder injects instead of the source: nothing, since injectAxe has put it there. */
const ALREADY_INJECTED = "void 0";

/**
 * Fails with every serious or critical violation axe-core finds on `page` (all its rules, or only
 * those of `tags`), each with its rule, help text and first elements; `where` names the page in it.
 *
 * Legacy mode runs axe in the page itself. The default mode finishes each run in a new blank page,
 * which made a run take about twice as long here; it exists for cross-origin frames, which the
 * portal's pages do not have.
 */
export async function expectAccessible(page: Page, where: string = page.url(), tags?: string[]): Promise<void> {
  await injectAxe(page);
  // Only violations are read: axe then skips gathering the nodes of passed and inapplicable checks.
  let builder = new AxeBuilder({ page, axeSource: ALREADY_INJECTED })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  const report = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}) at ${where}:\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`)
          .join("\n")}`,
    );
  expect(report, `axe at ${where}`).toEqual([]);
}

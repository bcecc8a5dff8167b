// Roll-over (docs/portal/deciding-bookings.md "Roll a booking to a later sailing"): Meridian staff
// open a booking of two units, roll one of them to a later Genoa → Dakar sailing from the booking
// page's dialog with the keyboard alone, and the page links the new booking; the agent's bell says
// why. At 1440 × 900, with axe on the open dialog; the dialog at 390 × 844 fits the screen.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./accessibility";
import { newSignedInPage, signedInAs, TEST_API_KEYS } from "./fixtures";
import { bookOnVoyage } from "./voyage-bookings";

test.use(signedInAs("staffMrr"));

interface Visit {
  port: string;
  cutOff: string | null;
  canLoad: boolean;
}

/** Meridian Ro-Ro sailings loading at Genoa for Dakar, their Genoa cut-off at least a day ahead, soonest first. */
async function genoaSailings(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/voyage/rotation?Pol=ITGOA&Pod=SNDKR&Line=MRR", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
  });
  expect(response.status()).toBe(200);
  const { voyages } = (await response.json()) as { voyages: { voyage: string; visits: Visit[] }[] };
  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
  return voyages
    .filter((v) => v.visits.some((visit) => visit.canLoad && /genoa/i.test(visit.port) && (visit.cutOff ?? "") > soon))
    .map((v) => v.voyage);
}

test("staff roll one of two units to a later sailing with the keyboard; the agent is told why", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const sailings = await genoaSailings(request);
  expect(sailings.length, "two open Genoa → Dakar sailings of Meridian Ro-Ro").toBeGreaterThanOrEqual(2);
  const booked = await bookOnVoyage(request, sailings[0], 2, "ACME", {
    Line: "MRR",
    Pol: "ITGOA",
    Terminal: "GPT",
    Pod: "SNDKR",
  });

  await page.goto(`/bookings/${booked.id}`);
  const open = page.getByRole("button", { name: "Roll to a later sailing" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Roll ${booked.code} to a later sailing` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Sailing")).toBeFocused();
  await expectAccessible(page, "roll-over dialog as Meridian staff, 1440 px");

  // Keep unit 2 on this booking: untick it with the keyboard, then give the reason and roll.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: /^Unit 2/ })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel(/^Reason/)).toBeFocused();
  await page.keyboard.type("Unit 1 arrives at Genoa after the cut-off.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Roll", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Rolled:" })).toContainText(
    /Rolled: the unit is on voyage .+ as booking /,
  );
  const rolledTo = page.getByText("Units rolled by the line to");
  await expect(rolledTo).toBeVisible();
  const newLink = rolledTo.getByRole("link");
  const newCode = (await newLink.textContent())!.trim();
  const newHref = (await newLink.getAttribute("href"))!;

  // The agent's bell says why; the new booking links back.
  const agentPage = await newSignedInPage(browser, "agent", { viewport: { width: 390, height: 844 } });
  await agentPage.goto("/notifications");
  await expect(agentPage.getByText(`${booked.code}: the line rolled a unit to voyage`).first()).toBeVisible();
  await expectAccessible(agentPage, "notifications as the agent, 390 px");
  await agentPage.goto(newHref);
  await expect(agentPage.getByText(`Rolled from ${booked.code} by the line.`)).toBeVisible();
  await expect(agentPage.getByRole("heading", { level: 1 })).toContainText(newCode);
  await agentPage.context().close();

  // The dialog fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await open.click();
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

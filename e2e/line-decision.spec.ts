// The line decides (docs/portal/line-decision.md): a booking on the demo's reviewing line (Meridian
// Ro-Ro) waits on the staff's home; staff open it and confirm it from the booking page with the
// keyboard alone; the agent's booking page and notifications then say Confirmed. Once at
// 1440 × 900 and once at 390 × 844, each with its own booking; axe on every page on the way.
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

/** A Meridian Ro-Ro sailing loading at Genoa for Dakar, its Genoa cut-off at least a day ahead. */
async function genoaSailing(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/voyage/rotation?Pol=ITGOA&Pod=SNDKR&Line=MRR", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
  });
  expect(response.status()).toBe(200);
  const { voyages } = (await response.json()) as { voyages: { voyage: string; visits: Visit[] }[] };
  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
  const open = voyages.find((v) =>
    v.visits.some((visit) => visit.canLoad && /genoa/i.test(visit.port) && (visit.cutOff ?? "") > soon),
  );
  expect(open, "a Genoa → Dakar sailing of Meridian Ro-Ro open for booking").toBeDefined();
  return open!.voyage;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`staff confirm a booking of their reviewing line with the keyboard; the agent sees it confirmed (${viewport.width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const voyage = await genoaSailing(request);
    const booked = await bookOnVoyage(request, voyage, 1, "ACME", {
      Line: "MRR",
      Pol: "ITGOA",
      Terminal: "GPT",
      Pod: "SNDKR",
    });

    // The staff's home lists it to decide, with its age.
    await page.goto("/");
    const queue = page.getByRole("region", { name: "Bookings to decide" });
    const entry = queue.getByRole("listitem").filter({ hasText: booked.code });
    await expect(entry).toContainText("Waiting for the line");
    await expect(entry).toContainText(/waiting \d+ minutes?/);
    await expectAccessible(page, `/ as Meridian staff, ${viewport.width} px`);

    // From the keyboard: the entry's link, then the reason, then Confirm.
    const link = entry.getByRole("link", { name: booked.code });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/bookings/${booked.id}#line-decision$`));
    const panel = page.getByRole("region", { name: "The line's decision" });
    await expect(panel).toContainText("The booking waits for the line's decision.");
    await expectAccessible(page, `booking page as Meridian staff, ${viewport.width} px`);
    const reason = panel.getByLabel(/^Reason/);
    await reason.focus();
    await page.keyboard.type("Space on deck 3 confirmed.");
    await page.keyboard.press("Tab");
    await expect(panel.getByLabel(/^Fields to change/)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Confirm", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("status")).toHaveText(`Booking ${booked.code}: Confirmed.`);
    await expect(panel).toContainText("The line confirmed the booking.");
    await expect(panel.getByRole("button")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The agent's booking page and notifications say so.
    const agentPage = await newSignedInPage(browser, "agent", { viewport });
    await agentPage.goto(`/bookings/${booked.id}`);
    const seen = agentPage.getByRole("region", { name: "The line's decision" });
    await expect(seen).toContainText("The line confirmed the booking.");
    await expect(seen).toContainText("Space on deck 3 confirmed.");
    await expectAccessible(agentPage, `booking page as the agent, ${viewport.width} px`);
    await agentPage.goto("/notifications");
    await expect(agentPage.getByText(`${booked.code} confirmed by the line`).first()).toBeVisible();
    await expectAccessible(agentPage, `notifications as the agent, ${viewport.width} px`);
    await agentPage.context().close();
  });
}

import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";

test("filter the schedule by Pol and Pod, open a voyage's rotation, and book on it", async ({ page }) => {
  await signIn(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedules" }).click();
  await expect(page.getByRole("heading", { name: "Schedules", level: 1 })).toBeVisible();
  // unfiltered: every service still sailing
  await expect(page.getByRole("region", { name: /NEWA · Europe - West Africa/ })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/schedules.png" });

  const filters = page.getByRole("search", { name: "Schedule filters" });
  await filters.getByLabel("Port of loading").selectOption("BEANR");
  await filters.getByLabel("Port of discharge").selectOption("NGLOS");
  // only voyages that still leave Antwerp
  const today = new Date().toISOString().slice(0, 10);
  await filters.getByLabel("Departs from").fill(`${today}T00:00`);
  await expect(page).toHaveURL(/Pol=BEANR/);
  await expect(page).toHaveURL(/Pod=NGLOS/);
  await expect(page).toHaveURL(/DepartureMin=/);

  // Antwerp → Lagos is sailed by one service only
  const grid = page.getByRole("region", { name: /NEWA · Europe - West Africa/ });
  await expect(grid).toBeVisible();
  await expect(page.getByRole("region", { name: /TAEU/ })).toHaveCount(0);
  await expect(grid.getByRole("columnheader", { name: /Your Pol.*Antwerp/ })).toBeVisible();
  await expect(grid.getByRole("columnheader", { name: /Your Pod.*Lagos/ })).toBeVisible();
  await expect(page.getByText(/^\d+ voyages? · \d+ ports/)).toBeVisible();

  // the state is a shareable link
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByRole("search", { name: "Schedule filters" }).getByLabel("Port of loading")).toHaveValue("BEANR");

  // open the first voyage: its rotation is drawn as a timeline
  const firstVoyage = page.getByRole("region", { name: /NEWA/ }).getByRole("rowheader").first().getByRole("button");
  const voyageNumber = (await firstVoyage.innerText()).replace(/[^A-Z0-9]/gi, "");
  await firstVoyage.click();
  await expect(firstVoyage).toHaveAttribute("aria-expanded", "true");
  const panel = page.getByRole("region", { name: `Voyage ${voyageNumber}` });
  const stops = panel.getByRole("list", { name: `Rotation of voyage ${voyageNumber}` }).getByRole("listitem");
  await expect(stops.first()).toContainText("Hamburg");
  await expect(stops.last()).toContainText("Lagos");
  await expect(panel.getByLabel("Loading at")).toHaveValue(/\d+/);
  await expect(panel.getByLabel("Loading at").locator("option:checked")).toContainText("Antwerp");
  await expect(panel.getByLabel("Discharging at").locator("option:checked")).toContainText("Lagos");
  await page.screenshot({ path: "test-results/screens/schedules-rotation.png", fullPage: true });

  await panel.getByRole("link", { name: "Book on this voyage" }).click();
  await expect(page).toHaveURL(/\/bookings\/new\?line=Nordic\+Ro-Ro\+Lines&voyage=/);
  await expect(page.getByRole("heading", { name: "New booking" })).toBeVisible();
  // the booking form opens on the chosen sailing (e2e/booking-form.spec.ts goes on from here)
  await expect(page.getByRole("heading", { name: new RegExp(`Voyage ${voyageNumber} · .* · Nordic Ro-Ro Lines`) })).toBeVisible();
  await expect(page.getByLabel("Port of loading and terminal").locator("option:checked")).toContainText("Antwerp (BEANR) · Antwerp Euroterminal");
  await expect(page.getByLabel("Port of discharge").locator("option:checked")).toContainText("Lagos (NGLOS)");
  await page.screenshot({ path: "test-results/screens/booking-new.png", fullPage: true });
});

test("filters that match nothing say so and clear in one click", async ({ page }) => {
  await signIn(page);
  await page.goto("/schedules?Pol=USHOU&Pod=NGLOS");
  await expect(page.getByText("No voyages match")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/schedules-empty.png" });
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(page.getByRole("region", { name: /NEWA · Europe - West Africa/ })).toBeVisible();
  await expect(page).toHaveURL(/\/schedules$/);
});

test("a bad filter value shows the API's message", async ({ page }) => {
  await signIn(page);
  await page.goto("/schedules?DepartureMin=2026-02-30T00:00");
  const alert = page.getByRole("alert").filter({ hasText: "Could not load the data" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/DepartureMin/);
  await page.screenshot({ path: "test-results/screens/schedules-error.png" });
});

test("a booking link that does not fit the schedule says what is wrong", async ({ page }) => {
  await signIn(page);
  await page.goto("/bookings/new?line=Nordic+Ro-Ro+Lines&voyage=NOPE1&pol=BEANR&pod=NGLOS");
  await expect(page.getByRole("alert").filter({ hasText: "does not fit together" })).toContainText("Nordic Ro-Ro Lines runs no voyage NOPE1.");
});

test("filters changed in quick succession all land in the URL, and Back undoes the last one", async ({ page }) => {
  await signIn(page);
  await page.goto("/schedules");
  const filters = page.getByRole("search", { name: "Schedule filters" });
  const pol = filters.getByLabel("Port of loading");
  const pod = filters.getByLabel("Port of discharge");
  await expect(pol.locator("option", { hasText: "Antwerp" })).toBeAttached();
  await expect(pod.locator("option", { hasText: "Lagos" })).toBeAttached();
  // no wait in between: the second change must not lose the first
  await pol.selectOption("BEANR");
  await pod.selectOption("NGLOS");
  await expect(page).toHaveURL(/Pol=BEANR&Pod=NGLOS|Pod=NGLOS&Pol=BEANR/);
  await expect(pol).toHaveValue("BEANR");
  await expect(pod).toHaveValue("NGLOS");

  await page.goBack();
  await expect(page).toHaveURL(/Pol=BEANR/);
  await expect(page).not.toHaveURL(/Pod=/);
  await expect(pod).toHaveValue("");
  await expect(pol).toHaveValue("BEANR");
});

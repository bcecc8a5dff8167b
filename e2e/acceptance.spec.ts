// Acceptance and space in the browser (issue 25): an agent picks a nearly full sailing and sees
// its space, adds a unit too tall for the voyage and sees it flagged at its Height before saving;
// staff see the legs filled, stop sale, and the agent's picker shows the sailing closed. Every
// screen passes axe at desktop and phone size. The test adds its own voyage, years ahead.
import { randomInt } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { signIn, TEST_API_KEYS, TEST_USERS } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";
import { expectAccessible } from "./accessibility";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
const SCREENS = "test-results/screens";
const run = randomInt(100, 999);

async function newSession(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, email);
  return page;
}

/** axe on what is shown (no serious or critical finding) and screenshots, at desktop and phone size. */
async function look(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, `${name} ${width}`);
    await page.screenshot({ path: `${SCREENS}/acceptance-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A Nordic Ro-Ro Lines voyage from Zeebrugge to Lagos: the pattern the new voyage copies. */
async function nrlVoyage(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&Line=NRL", { headers: auth });
  expect(response.status()).toBe(200);
  return (await response.json()).voyages[0].voyage;
}

/** Through the console: a new voyage from the pattern's calls; ends on the new voyage's page. */
async function addVoyage(page: Page, pattern: string, number: string): Promise<number> {
  await page.goto(`/line?number=${pattern}`);
  await page.getByRole("link", { name: pattern, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Voyage ${pattern}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Add a voyage from this pattern" });
  await form.getByLabel("New voyage number").fill(number);
  await form.getByLabel("First arrival (port time)").fill("2031-06-02T06:00");
  await form.getByRole("button", { name: "Add voyage" }).click();
  await expect(form.getByRole("status")).toHaveText(`Voyage ${number} was added.`);
  await form.getByRole("link", { name: `Find ${number} in the schedule` }).click();
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Voyage ${number}` })).toBeVisible();
  return Number(/\/line\/voyages\/(\d+)/.exec(page.url())![1]);
}

test("an agent sees a nearly full sailing's space and a too-tall unit flagged at its field; staff stop sale and the picker shows it closed", async ({
  page,
  browser,
  request,
}) => {
  const number = `ACC${run}`;
  const staff = await newSession(browser, TEST_USERS.staffNrl);
  await addVoyage(staff, await nrlVoyage(request), number);

  // 40 RT booked from Zeebrugge to Lagos (two units of 5 × 2 × 2 m, 2.5 t), then 42 RT released: nearly full
  const booked = await request.post("/api/booking/save", {
    headers: auth,
    data: {
      booking: {
        ...bookingInput({
          items: 2,
          header: { BookingVoyage: number },
          itemOverrides: { Length: 500, Width: 200, Height: 200, Weight: 2500 },
        }),
        TestOnly: false,
      },
    },
  });
  expect(booked.status()).toBe(200);
  const allotment = staff.getByRole("form", { name: "Allotment" });
  await allotment.getByLabel("Allotment (RT)").fill("42");
  await allotment.getByRole("button", { name: "Save allotment" }).click();
  await expect(allotment.getByRole("status")).toHaveText("The portal may sell 42 RT per leg.");
  const legs = staff.getByRole("list", { name: "Legs of the voyage" });
  await expect(legs.getByRole("listitem").filter({ hasText: /^Zeebrugge/ })).toContainText("40 RT booked · 2 RT free");
  await look(staff, "staff-voyage-limited");

  // the agent picks the sailing and sees its space
  await signIn(page, TEST_USERS.agent);
  await page.goto(
    `/bookings/new?${new URLSearchParams({ line: "Nordic Ro-Ro Lines", voyage: number, pol: "BEZEE", pod: "NGLOS" })}`,
  );
  await expect(page.getByRole("heading", { name: new RegExp(`Voyage ${number}`) })).toBeVisible();
  const space = page.getByTestId("sailing-space");
  await expect(space).toContainText("Space: limited");
  await expect(space).toContainText("2 RT free of 42 RT");
  await look(page, "agent-sailing-limited");

  // a unit too tall for the voyage is flagged at its Height as it is typed
  await page.getByRole("button", { name: "3. Items" }).click();
  const row = page.getByRole("group", { name: "Item 1", exact: true });
  await row.getByLabel("Make and model").fill("Mobile crane on a low loader");
  // the catalogue's list ("No unit model matches…") stays open over the row until dismissed
  await row.getByLabel("Make and model").press("Escape");
  await row.getByRole("button", { name: "Details, sub units, sub items" }).click();
  const height = row.getByLabel("Height (cm)");
  await height.fill("900");
  await expect(height).toHaveAccessibleDescription(/Height 900 cm is over the voyage's limit of \d+ cm/);
  await expect(height).toHaveAttribute("aria-invalid", "true");
  await look(page, "agent-item-too-tall");
  await height.fill("300");
  await expect(row.getByTestId("unit-limit")).toHaveCount(0);

  // staff stop sale on the whole voyage
  const stop = staff.getByRole("form", { name: "Stop sale" });
  await stop.getByLabel("Reason agents see").fill("Season closed");
  await stop.getByRole("button", { name: "Stop sale" }).click();
  await expect(staff.getByTestId("voyage-sale-state")).toHaveText(/Sale stopped: Season closed/);
  await look(staff, "staff-voyage-stopped");

  // the agent's picker shows the sailing closed, on the chosen sailing and in the search
  await page.goto(
    `/bookings/new?${new URLSearchParams({ line: "Nordic Ro-Ro Lines", voyage: number, pol: "BEZEE", pod: "NGLOS" })}`,
  );
  await expect(page.getByTestId("sailing-space")).toContainText("Closed for booking");
  await expect(page.getByTestId("sailing-space")).toContainText("Season closed");
  await page.getByRole("button", { name: "Find another sailing" }).click();
  const search = page.getByRole("search");
  await search.getByLabel("Voyage").fill(number);
  await search.getByRole("button", { name: "Search sailings" }).click();
  const found = page.getByRole("list", { name: "Sailings found" }).getByRole("listitem").filter({ hasText: number });
  await expect(found).toContainText("Closed for booking");
  await look(page, "agent-sailing-closed");

  // reopened, it is for sale again
  await staff.getByRole("button", { name: "Reopen sale for the whole voyage" }).click();
  await expect(staff.getByTestId("voyage-sale-state")).toHaveText(/Open for booking/);
});

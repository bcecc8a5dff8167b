// Prices in the browser (issue 21): an agent gets a quote for 3 cars and 1 truck from a sailing,
// finds it in the bookings list with its validity, books it through the prefilled booking form
// ("Book this quote"), and the booking page shows the same total; line staff change the tariff in the
// console and the accepted booking keeps its quoted prices. Screenshots of the quote, the booking,
// the tariff page and the on-request queue at 1440 and 390 px (axe runs on every page in
// e2e/every-page.spec.ts).
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { newSignedInPage, signedInAs, TEST_API_KEYS } from "./fixtures";
import { expectAccessible } from "./accessibility";
import { bookingInput, randomVin } from "../lib/booking/test-helpers";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const SCREENS = "test-results/screens";

test.use(signedInAs("agent"));

async function screens(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/prices-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/prices-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Sets the Zeebrugge → Lagos car rate in the staff's tariff page; returns when the table shows it. */
async function setCarRate(staff: Page, amount: string) {
  await staff.goto("/line/tariff");
  await staff.getByRole("link", { name: /^Edit Ocean freight Zeebrugge - Lagos \(C\)/ }).click();
  const form = staff.getByRole("form", { name: "Edit a tariff line" });
  await form.getByLabel("Amount").fill(amount);
  await form.getByRole("button", { name: "Save tariff line" }).click();
  await expect(form.getByRole("status")).toHaveText("Saved.");
  const row = staff.getByRole("row").filter({ hasText: "Ocean freight Zeebrugge - Lagos" });
  await expect(row).toContainText(`EUR ${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
}

test("a quote for 3 cars and 1 truck from a sailing, booked at its total; a later tariff change leaves the booking's prices as quoted", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/schedules?Pol=BEZEE&Pod=NGLOS&DepartureMin=${inThreeDays}T00:00`);
  const firstVoyage = page.getByRole("region", { name: /NEWA/ }).getByRole("rowheader").first().getByRole("button");
  const voyageNumber = (await firstVoyage.innerText()).replace(/[^A-Z0-9]/gi, "");
  await firstVoyage.click();
  await page
    .getByRole("region", { name: `Voyage ${voyageNumber}` })
    .getByRole("link", { name: "Get a quote" })
    .click();

  // The quote form: the sailing as chosen, 3 cars, then a truck (a typical truck's size: 37.5 RT).
  await expect(page.getByRole("heading", { name: "Get a quote", level: 1 })).toBeVisible();
  await expect(page.getByText(`Voyage ${voyageNumber}`)).toBeVisible();
  await expect(page.getByLabel("Loading at").locator("option:checked")).toContainText("BEZEE");
  await expect(page.getByLabel("Discharging at").locator("option:checked")).toContainText("NGLOS");
  await page.getByRole("group", { name: "Unit line 1" }).getByLabel("How many").fill("3");
  await page.getByRole("button", { name: "Add a unit type" }).click();
  const truck = page.getByRole("group", { name: "Unit line 2" });
  await expect(truck.getByLabel("Unit type").locator("option:checked")).toHaveText("Truck");
  // a new line names no model until one is picked
  await expect(page.getByRole("group", { name: "Unit line 1" }).getByLabel("Make and model")).toHaveValue("");
  await expect(truck.getByLabel("Make and model").locator("option:checked")).toHaveText(
    "Not known yet (a typical truck)",
  );
  // this agent knows the models: the catalogue's first of each type (booking the quote then needs no model picked)
  for (const line of [page.getByRole("group", { name: "Unit line 1" }), truck])
    await line.getByLabel("Make and model").selectOption({ index: 1 });
  // this truck's size: 5 × 2.5 × 3 m and 12 t, 37.5 revenue tons
  for (const [label, value] of [
    ["Length (cm)", "500"],
    ["Width (cm)", "250"],
    ["Height (cm)", "300"],
    ["Weight (kg)", "12000"],
  ])
    await truck.getByLabel(label).fill(value);
  await screens(page, "quote-form");
  await page.getByRole("button", { name: "Get a quote" }).click();

  // The quote: its number, validity, a price per unit, the total.
  await expect(page.getByRole("status").filter({ hasText: /^Quote Q-[A-Z]+-\d+ is saved/ })).toBeVisible();
  const quotePanel = page.getByRole("region", { name: /^Quote Q-/ });
  await expect(quotePanel.getByText(/Valid until \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)).toBeVisible();
  const units = quotePanel.getByRole("table", { name: /Prices per unit/ }).getByRole("row");
  // Car: 1,050.00 + BAF 12.5 % = 1,181.25; truck: 48.00 × 37.5 RT = 1,800.00 + BAF 225.00 + THC 85.00; documentation 35.00.
  for (const n of [1, 2, 3])
    await expect(units.filter({ hasText: new RegExp(`^${n}\\D.*· Car`) })).toContainText("EUR 1,181.25");
  await expect(units.filter({ hasText: /^4\D.*· Truck/ })).toContainText("EUR 2,110.00");
  await expect(quotePanel.getByTestId("price-total")).toHaveText("EUR 5,688.75");
  const quoteUrl = page.url().replace(/\?.*$/, "");
  await screens(page, "quote");
  // The page reads as a quote: its number, validity and total first; Book this quote is the main
  // action; Withdraw instead of Cancel; its units carry no booking state and no Cancel unit.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(/Quote Q-[A-Z]+-\d+/);
  await expect(
    page.getByRole("main").getByText(/^Valid until .* · total EUR 5,688\.75 · holds no space/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Book this quote" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit booking" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Withdraw quote" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cancel/ })).toHaveCount(0);
  const unitsRegion = page.getByRole("region", { name: "Units" });
  await expect(unitsRegion.getByText("Approved", { exact: true })).toHaveCount(0);

  const quoteNumber = (await quotePanel.getByRole("heading", { level: 2 }).innerText()).replace(/^Quote /, "");

  // The bookings list: the quote beside the bookings, with its total and validity; Status → Quotation.
  await page.goto("/bookings");
  await expect(page.locator('form[role="search"][data-hydrated="true"]')).toBeVisible();
  await page.getByLabel("Status").selectOption("quotation");
  await expect(page).toHaveURL(/status=quotation/);
  const row = page.getByRole("row").filter({ hasText: quoteNumber.replace(/^Q-/, "") });
  await expect(row.getByText("Quotation", { exact: true })).toBeVisible();
  await expect(row).toContainText("EUR 5,688.75");
  await expect(row.getByText(/^Valid until /)).toBeVisible();
  await expectAccessible(page, "bookings list, quotations");
  await screens(page, "quotes-list");

  // Book this quote: the booking form, prefilled with the quote's sailing, units and parties.
  await row.getByRole("link", { name: `Book this quote ${quoteNumber}` }).click();
  await expect(page.getByRole("heading", { name: `Book quote ${quoteNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: /^Quoted/ })).toContainText("Quoted EUR 5,688.75, valid until");
  await expect(page.locator("form[data-hydrated=true]")).toBeVisible();
  await expect(page.getByLabel("Port of loading and terminal").locator("option:checked")).toContainText("BEZEE");
  await expect(page.getByLabel("Port of discharge").locator("option:checked")).toContainText("Lagos (NGLOS)");
  await expectAccessible(page, "book this quote, sailing step");
  await screens(page, "book-quote-form");
  await page.getByRole("button", { name: "Next: Parties" }).click();
  await page.getByRole("button", { name: "Next: Items" }).click();
  const item = (n: number) => page.getByRole("group", { name: `Item ${n}`, exact: true });
  for (const n of [1, 2, 3, 4])
    await expect(item(n).getByRole("combobox", { name: "Make and model" })).not.toHaveValue("");
  await expect(item(5)).toHaveCount(0);
  // the VINs the quote did not need
  await item(1).getByLabel("Serial number / VIN").fill(randomVin());
  await page.getByRole("button", { name: "Next: Review and save" }).click();
  await page.getByRole("button", { name: "Check with the server" }).click();
  const checked = page.getByRole("region", { name: /^Prices/ });
  await expect(checked.getByTestId("review-total")).toHaveText("EUR 5,688.75");
  await expect(checked).toContainText("as quoted");
  await expectAccessible(page, "book this quote, review");
  await page.getByRole("button", { name: "Book this quote" }).click();

  // The booking shows the same total, kept as quoted.
  await expect(page.getByRole("status").filter({ hasText: /is a booking now, at the quoted prices/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${quoteUrl.replace(/^.*\/bookings\//, "/bookings/")}\\?saved=booked$`));
  const prices = page.getByRole("region", { name: "Prices" });
  await expect(prices.getByText(/Booked from quote Q-/)).toBeVisible();
  await expect(prices.getByTestId("price-total")).toHaveText("EUR 5,688.75");
  await expect(prices.getByText("as quoted")).toHaveCount(4);
  await screens(page, "booked");

  // Staff raise the Zeebrugge → Lagos car rate; the accepted booking keeps its prices.
  const staff = await newSignedInPage(browser, "staffNrl", { viewport: { width: 1440, height: 900 } });
  try {
    await setCarRate(staff, "1200.00");
    await screens(staff, "tariff");
    await page.goto(quoteUrl);
    await expect(page.getByRole("region", { name: "Prices" }).getByTestId("price-total")).toHaveText("EUR 5,688.75");
    await expect(
      page
        .getByRole("region", { name: "Prices" })
        .getByRole("row")
        .filter({ hasText: /^1\D.*· Car/ }),
    ).toContainText("EUR 1,181.25");
  } finally {
    // the seeded rate back as it was, for the specs beside this one
    await setCarRate(staff, "1050.00");
    await staff.context().close();
  }
});

test("a quote by unit types and counts alone: no make and model, no sizes (a typical unit of each type is priced)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/schedules?Pol=BEZEE&Pod=NGLOS&DepartureMin=${inThreeDays}T00:00`);
  const firstVoyage = page.getByRole("region", { name: /NEWA/ }).getByRole("rowheader").first().getByRole("button");
  const voyageNumber = (await firstVoyage.innerText()).replace(/[^A-Z0-9]/gi, "");
  await firstVoyage.click();
  await page
    .getByRole("region", { name: `Voyage ${voyageNumber}` })
    .getByRole("link", { name: "Get a quote" })
    .click();
  await expect(page.locator('form[aria-label="Get a quote"]')).toBeVisible();

  const cars = page.getByRole("group", { name: "Unit line 1" });
  await cars.getByLabel("Make and model").selectOption({ label: "Not known yet (a typical car)" });
  await expect(cars.getByLabel("Length (cm)")).toHaveValue("");
  await expect(cars.getByLabel("Length (cm)")).toHaveAttribute("placeholder", "460");
  await cars.getByLabel("How many").fill("3");
  await page.getByRole("button", { name: "Add a unit type" }).click();
  const truck = page.getByRole("group", { name: "Unit line 2" });
  await truck.getByLabel("Make and model").selectOption({ label: "Not known yet (a typical truck)" });
  await expect(truck.getByLabel("Weight (kg)")).toHaveValue("");
  await expectAccessible(page, "get a quote, types alone");
  await screens(page, "quote-form-types-alone");
  await page.getByRole("button", { name: "Get a quote" }).click();

  // The same prices as for the models' sizes: cars per unit, the typical truck 37.5 RT.
  const quotePanel = page.getByRole("region", { name: /^Quote Q-/ });
  await expect(quotePanel.getByTestId("price-total")).toHaveText("EUR 5,688.75");
  await expect(quotePanel.getByRole("row").filter({ hasText: /^4\D.*· Truck/ })).toContainText("EUR 2,110.00");
});

test("a unit without a tariff is quoted on request; staff price it by hand with a reason, and the agent sees the price and the reason in the history", async ({
  page,
  browser,
  request,
}) => {
  // Big vans have trade rates only: a quote that names no voyage has no trade, so no rate applies.
  const saved = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: {
      booking: {
        ...bookingInput({ header: { Line: "NRL", RequestType: 1 }, itemOverrides: { Type: "B" } }),
        TestOnly: false,
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { Id: id, BookingCode: code } = (await saved.json()).booking as { Id: number; BookingCode: string };
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole("region", { name: /^Quote Q-/ }).getByTestId("price-total")).toHaveText("on request");

  const staff = await newSignedInPage(browser, "staffNrl", { viewport: { width: 1440, height: 900 } });
  try {
    await staff.goto("/line/prices");
    const form = staff.getByRole("form", { name: `Price unit 1 of ${code}` });
    await form.getByLabel("Price").fill("1400.00");
    await expect(form.getByLabel("Currency")).toHaveValue("EUR");
    await form.getByLabel("Why (kept in the history)").fill("special rate for a regular");
    await screens(staff, "on-request");
    await form.getByRole("button", { name: "Set price" }).click();
    // Above the queue: the priced unit leaves the queue, its form with it.
    await expect(staff.getByRole("status", { name: "Priced units" })).toHaveText(
      `Priced unit 1 of ${code}. The booking's total is now EUR 1,400.00.`,
    );
    await expect(form).toHaveCount(0);
  } finally {
    await staff.context().close();
  }

  await page.reload();
  const prices = page.getByRole("region", { name: /^Quote Q-/ });
  await expect(prices.getByTestId("price-total")).toHaveText("EUR 1,400.00");
  await expect(prices.getByText("set by the line")).toBeVisible();
  await expect(page.getByText("special rate for a regular")).toBeVisible();
});

// What a fast typist, a barcode wedge (a few ms a key) or a quick hand does: Enter at once after
// typing picks what the text in the box names, never the previous query's first entry; two
// filter changes in quick succession both stay.
import { expect, test, type Page } from "@playwright/test";
import { signIn, TEST_API_KEYS, TEST_USERS } from "./fixtures";
import { openSailing } from "./bookable-voyage";
import { bookingInput } from "../lib/booking/test-helpers";

test.describe.configure({ timeout: 120_000 });

const partyGroup = (page: Page, legend: string) => page.getByRole("group", { name: new RegExp(`^${legend}`) });

async function toParties(page: Page) {
  await signIn(page, TEST_USERS.agent);
  await openSailing(page);
  await page.getByRole("button", { name: "Next: Parties" }).click();
  await expect(page.getByRole("heading", { name: "Parties", level: 2 })).toBeVisible();
}

test("Enter pressed at once after typing an address-book code picks that code's party", async ({ page }) => {
  await toParties(page);
  for (const [legend, code, name] of [
    ["Exporter", "ACME-EXP", "Eurocar Exports BV"],
    ["Consignee", "ACME-CNE", "Lagos Motors Ltd"],
    ["Notify party", "ACME-NTF", "Ade Okafor"],
  ] as const) {
    const party = partyGroup(page, legend);
    const box = party.getByRole("combobox", { name: "Search the address book" });
    await box.click();
    // the empty query's list is showing, the agent's own company first
    await expect(party.getByRole("option").first()).toContainText("Acme Auto Export");
    await box.pressSequentially(code);
    await box.press("Enter");
    await expect(party.getByRole("button", { name: `Change ${name}` })).toBeVisible();
    await expect(party).toContainText(code);
    // focus stays in the party, on its successor control, not on the page body
    await expect(party.getByRole("button", { name: `Change ${name}` })).toBeFocused();
  }
});

test("a barcode wedge (a few ms a key, then Enter) picks the scanned code's party", async ({ page }) => {
  await toParties(page);
  const party = partyGroup(page, "Consignee");
  const box = party.getByRole("combobox", { name: "Search the address book" });
  await box.click();
  await expect(party.getByRole("option").first()).toContainText("Acme Auto Export");
  await box.pressSequentially("ACME-CNE\n", { delay: 3 });
  await expect(party.getByRole("button", { name: "Change Lagos Motors Ltd" })).toBeVisible();
});

/** Picks a party the patient way: the search answers with one entry, then Enter. */
async function pickParty(page: Page, legend: string, code: string) {
  const party = partyGroup(page, legend);
  const box = party.getByRole("combobox", { name: "Search the address book" });
  await box.fill(code);
  await expect(party.getByRole("option")).toHaveCount(1);
  await expect(party.getByRole("option").first()).toContainText(code);
  await box.press("Enter");
  await expect(party.getByRole("button", { name: /^Change / })).toBeVisible();
}

test("Enter at once after typing a model picks that model from the catalogue, not the previous search's", async ({
  page,
}) => {
  await toParties(page);
  for (const [legend, code] of [
    ["Shipper", "ACME-SHP"],
    ["Exporter", "ACME-EXP"],
    ["Consignee", "ACME-CNE"],
    ["Notify party", "ACME-NTF"],
  ] as const)
    await pickParty(page, legend, code);
  await page.getByRole("button", { name: "Next: Items" }).click();
  const description = page
    .getByRole("group", { name: "Item 1", exact: true })
    .getByRole("combobox", { name: "Make and model" });
  await description.pressSequentially("ranger");
  await expect(page.getByRole("option").first()).toContainText("Ford Ranger");
  await description.fill("");
  await description.pressSequentially("land cruiser", { delay: 3 });
  await description.press("Enter");
  await expect(description).toHaveValue("Toyota Land Cruiser");
});

// Two filter changes 20 ms apart are made inside the page (changeSelectsQuickly, below), not by
// type-ahead: a native select forgets typed letters after about a second, and on a loaded machine
// the letters of "Antw" arrived further apart than that ("t" picked Tianjin).
test("two filter changes 20 ms apart both stay on the schedules page", async ({ page }) => {
  await signIn(page, TEST_USERS.agent);
  await page.goto("/schedules");
  const filters = page.getByRole("search", { name: "Schedule filters" });
  await expect(filters).toHaveAttribute("data-hydrated", "true"); // a change before hydration is React's to lose
  await expect(filters.getByLabel("Port of loading").locator("option", { hasText: "Antwerp" })).toBeAttached();
  await expect(filters.getByLabel("Port of discharge").locator("option", { hasText: "Lagos" })).toBeAttached();
  await changeSelectsQuickly(page, [
    { label: "Port of loading", value: "BEANR" },
    { label: "Port of discharge", value: "NGLOS" },
  ]);
  await expect(page.getByRole("heading", { name: "Sailings Antwerp → Lagos" })).toBeVisible();
  await expect(page).toHaveURL(/Pol=BEANR/);
  await expect(page).toHaveURL(/Pod=NGLOS/);
  await expect(filters.getByLabel("Port of loading")).toHaveValue("BEANR");
  await expect(filters.getByLabel("Port of discharge")).toHaveValue("NGLOS");
});

test("two filter changes 20 ms apart both stay on the bookings list", async ({ page, request }) => {
  // a booking of the agent, so the list offers its ports
  const res = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...bookingInput(), TestOnly: false } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await signIn(page, TEST_USERS.agent);
  await page.goto("/bookings");
  await expect(page.getByRole("search", { name: "Search and filter bookings" })).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  const pod = page.getByLabel("Discharge at (Pod)");
  await expect(pod.locator("option").nth(1)).toBeAttached();
  const podValue = (await pod.locator("option").nth(1).getAttribute("value"))!;
  const pol = page.getByLabel("Loading at (Pol)");
  for (let round = 0; round < 3; round++) {
    await changeSelectsQuickly(page, [
      { label: "Loading at (Pol)", value: "BEZEE" },
      { label: "Discharge at (Pod)", value: podValue },
    ]);
    await expect(page).toHaveURL(/pol=BEZEE/);
    await expect(page).toHaveURL(new RegExp(`pod=${podValue}`));
    await expect(pol).toHaveValue("BEZEE");
    await expect(pod).toHaveValue(podValue);
    await expect(page.getByText("Updating…")).toHaveCount(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/pol=|pod=/);
    await expect(page.getByText("Updating…")).toHaveCount(0);
  }
});

/** Sets selects one after another, 20 ms apart, inside the page (no round trip in between). */
async function changeSelectsQuickly(page: Page, changes: { label: string; value: string }[]) {
  await page.evaluate(async (list) => {
    const find = (label: string) => {
      const el = [...document.querySelectorAll("label")].find((l) => l.textContent?.trim().startsWith(label));
      const select = (el?.control ?? el?.querySelector("select")) as HTMLSelectElement | null;
      if (!select) throw new Error(`no select labelled ${label}`);
      return select;
    };
    for (const [i, { label, value }] of list.entries()) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const select = find(label);
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, changes);
}

test("four filter changes 20 ms apart all stay on the bookings list and on the schedules page", async ({
  page,
  request,
}) => {
  const res = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...bookingInput(), TestOnly: false } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await signIn(page, TEST_USERS.agent);
  await page.goto("/bookings");
  // a change before hydration is React's to lose (the first three of four were, under load)
  await expect(page.getByRole("search", { name: "Search and filter bookings" })).toHaveAttribute(
    "data-hydrated",
    "true",
  );
  await expect(page.getByLabel("Discharge at (Pod)").locator("option[value=NGLOS]")).toBeAttached();
  for (let round = 0; round < 3; round++) {
    await changeSelectsQuickly(page, [
      { label: "Status", value: "draft" },
      { label: "Loading at (Pol)", value: "BEZEE" },
      { label: "Status", value: "approved" },
      { label: "Discharge at (Pod)", value: "NGLOS" },
    ]);
    await expect(page).toHaveURL(/status=approved/);
    await expect(page).toHaveURL(/pol=BEZEE/);
    await expect(page).toHaveURL(/pod=NGLOS/);
    await expect(page.getByText("Updating…")).toHaveCount(0);
    await expect(page.getByLabel("Status")).toHaveValue("approved");
    await expect(page.getByLabel("Loading at (Pol)")).toHaveValue("BEZEE");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/pol=|pod=|status=/);
    await expect(page.getByText("Updating…")).toHaveCount(0);
  }

  await page.goto("/schedules");
  const filters = page.getByRole("search", { name: "Schedule filters" });
  await expect(filters).toHaveAttribute("data-hydrated", "true");
  await expect(filters.getByLabel("Port of loading").locator("option[value=BEANR]")).toBeAttached();
  await expect(filters.getByLabel("Port of discharge").locator("option[value=NGLOS]")).toBeAttached();
  for (let round = 0; round < 3; round++) {
    await changeSelectsQuickly(page, [
      { label: "Port of loading", value: "BEZEE" },
      { label: "Port of discharge", value: "GHTEM" },
      { label: "Port of loading", value: "BEANR" },
      { label: "Port of discharge", value: "NGLOS" },
    ]);
    await expect(page.getByRole("heading", { name: "Sailings Antwerp → Lagos" })).toBeVisible();
    await expect(page).toHaveURL(/Pol=BEANR/);
    await expect(page).toHaveURL(/Pod=NGLOS/);
    await expect(filters.getByLabel("Port of loading")).toHaveValue("BEANR");
    await expect(filters.getByLabel("Port of discharge")).toHaveValue("NGLOS");
    await filters.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/Pol=|Pod=/);
  }
});

// Booking at keyboard speed (issue 19): three cars from the point-to-point schedule (Antwerp →
// Lagos) to a saved booking by keyboard alone, every key pressed counted (a chord counts each of
// its keys), with axe on every page and step on the way. 270 keys before the keyboard paths.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";

test.describe.configure({ timeout: 360_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use(signedInAs("agent"));

const MAX_KEYS = 110;

/** The keyboard, counting: press("Control+Enter") is two keys, type("abc") three. */
function countingKeyboard(page: Page) {
  const counted = { keys: 0, log: [] as string[] };
  return {
    counted,
    press: async (key: string) => {
      counted.keys += key.split("+").length;
      counted.log.push(key);
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      counted.keys += text.length;
      counted.log.push(JSON.stringify(text));
      await page.keyboard.type(text);
    },
  };
}

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** A fresh VIN of the given WMI (a chassis is booked once, rule 9). */
const vin = (wmi: string) =>
  `${wmi}${Array.from({ length: 14 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join("")}`;

const item = (page: Page, n: number) => page.getByRole("group", { name: `Item ${n}`, exact: true });
const party = (page: Page, legend: string) => page.getByRole("group", { name: new RegExp(`^${legend}`) });

test(`three cars booked from the point-to-point schedule by keyboard alone in at most ${MAX_KEYS} keys`, async ({
  page,
}) => {
  page.on("dialog", (d) => d.accept());
  const kb = countingKeyboard(page);
  const cars = [
    { query: "hil", model: "Toyota Hilux", vin: vin("JTM") },
    { query: "ran", model: "Ford Ranger", vin: vin("WF0") },
    { query: "golf", model: "Volkswagen Golf", vin: vin("WVW") },
  ];

  // the schedule, as a saved lane opens it
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  const firstBook = page
    .getByRole("table", { name: "Open sailings" })
    .getByRole("link", { name: /^Book on voyage/ })
    .first();
  await expect(firstBook).toBeVisible();
  await expectAccessible(page, "schedules");
  // skip links: past the header, then past the filters, to the results; one Tab to the first Book
  await kb.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await kb.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to results" }).first()).toBeFocused();
  await kb.press("Enter");
  await expect(page.locator("#results")).toBeFocused();
  await kb.press("Tab");
  await expect(firstBook).toBeFocused();
  await kb.press("Enter");

  // 1. Sailing: prefilled; Ctrl+Enter goes on
  await expect(page).toHaveURL(/\/bookings\/new\?/);
  await expect(page.locator("form[data-hydrated=true]")).toBeVisible();
  await expect(page.getByLabel("Port of discharge").locator("option:checked")).toContainText("Lagos (NGLOS)");
  await expectAccessible(page, "sailing");
  await kb.press("Control+Enter");

  // 2. Parties: focus is in the shipper's search; a few letters and Enter pick each, two Tabs to the next
  await expect(page.getByRole("heading", { name: "Parties", level: 2 })).toBeVisible();
  await expect(party(page, "Shipper").getByRole("combobox", { name: "Search the address book" })).toBeFocused();
  await expectAccessible(page, "parties");
  const parties = [
    ["Shipper", "shp", "Acme Auto Export"],
    ["Exporter", "euro", "Eurocar Exports BV"],
    ["Consignee", "lagos", "Lagos Motors Ltd"],
    ["Notify party", "oka", "Ade Okafor"],
  ] as const;
  for (const [i, [legend, query, name]] of parties.entries()) {
    if (i > 0) {
      await kb.press("Tab"); // the next party's "from the address book" radio
      await kb.press("Tab"); // its search box
      await expect(party(page, legend).getByRole("combobox", { name: "Search the address book" })).toBeFocused();
    }
    await kb.type(query);
    await kb.press("Enter");
    await expect(party(page, legend).getByRole("button", { name: `Change ${name}` })).toBeFocused();
  }
  await kb.press("Control+Enter");

  // 3. Items: focus is in the first make and model; pick, Tab to the VIN, Enter adds the next unit
  await expect(page.getByRole("heading", { name: "Items", level: 2 })).toBeVisible();
  for (const [i, car] of cars.entries()) {
    const description = item(page, i + 1).getByRole("combobox", { name: "Make and model" });
    await expect(description).toBeFocused();
    await kb.type(car.query);
    await kb.press("Enter");
    await expect(description).toHaveValue(car.model);
    await kb.press("Tab");
    await expect(item(page, i + 1).getByLabel("Serial number / VIN")).toBeFocused();
    await kb.type(car.vin);
    if (i < cars.length - 1) await kb.press("Enter");
  }
  await expect(page.getByText("3 items (at most 250)")).toBeVisible();
  await expectAccessible(page, "items");
  await kb.press("Control+Enter");

  // 4. Review: Ctrl+Enter saves
  await expect(page.getByRole("heading", { name: "Review and save", level: 2 })).toBeVisible();
  for (const car of cars) await expect(page.getByRole("table")).toContainText(car.vin);
  await expectAccessible(page, "review");
  await kb.press("Control+Enter");
  await expect(page).toHaveURL(/\/bookings\/\d+\?saved=new$/);
  for (const car of cars) await expect(page.getByText(car.vin).first()).toBeVisible();

  console.log(`keys pressed: ${kb.counted.keys} (${kb.counted.log.join(" ")})`);
  expect(kb.counted.keys).toBeLessThanOrEqual(MAX_KEYS);
});

test("the shortcuts are listed in a dialog, and turned off there Ctrl+Enter stays put", async ({ page }) => {
  await page.goto("/schedules?Pol=BEANR&Pod=NGLOS");
  await page
    .getByRole("table", { name: "Open sailings" })
    .getByRole("link", { name: /^Book on voyage/ })
    .first()
    .click();
  await expect(page.locator("form[data-hydrated=true]")).toBeVisible();
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toContainText("Ctrl+Enter");
  await expect(dialog).toContainText("Enter in an item's Serial number / VIN");
  await expectAccessible(page, "shortcuts dialog");
  await dialog.getByLabel(/Use the shortcuts/).uncheck();
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByLabel("Your reference (optional)").focus();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("heading", { name: "Sailing", level: 2, exact: true })).toBeVisible();
  // the mouse path is unchanged
  await page.getByRole("button", { name: "Next: Parties" }).click();
  await expect(page.getByRole("heading", { name: "Parties", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
  await dialog.getByLabel(/Use the shortcuts/).check();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+Enter");
  // on: the parties are checked before going on (none chosen yet), so the step stays and says so
  await expect(page.getByText("Some fields of this step need attention.")).toBeVisible();
});

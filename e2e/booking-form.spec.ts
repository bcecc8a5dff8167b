// The booking form in the browser: from the schedule to a saved booking, import, draft, and
// the server's errors on their fields. Screenshots of every step at desktop and phone size.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signIn, signedInAs } from "./fixtures";
import { openSailing } from "./bookable-voyage";
import { expectAccessible } from "./accessibility";

// Long flows on a shared two-core machine: more time per test and per wait, never a fixed sleep.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENS = "test-results/screens";

test.use(signedInAs("agent"));

/** Desktop and phone screenshots of the current step, and axe on both. */
async function look(page: Page, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({ path: `${SCREENS}/booking-form-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${name} (phone)`);
  await page.screenshot({ path: `${SCREENS}/booking-form-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function pickParty(page: Page, legend: string, search: string, expected: RegExp) {
  const party = page.getByRole("group", { name: new RegExp(`^${legend}`) });
  const box = party.getByRole("combobox", { name: "Search the address book" });
  await box.fill(search);
  // the search names one entry: it is the highlighted first option
  await expect(page.getByRole("option")).toHaveCount(1);
  await expect(page.getByRole("option", { name: expected })).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(party.getByRole("button", { name: /^Change / })).toBeVisible();
}

async function fillParties(page: Page) {
  await pickParty(page, "Shipper", "acme auto", /Acme Auto Export/);
  await pickParty(page, "Exporter", "eurocar", /Eurocar Exports/);
  await pickParty(page, "Consignee", "lagos motors", /Lagos Motors/);
  await pickParty(page, "Notify party", "okafor", /Ade Okafor/);
}

const item = (page: Page, n: number) => page.getByRole("group", { name: `Item ${n}`, exact: true });
const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** A fresh 17-character VIN of Toyota's WMI (a chassis is booked once, rule 9). */
const serial = () =>
  `JTM${Array.from({ length: 14 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join("")}`;

test("schedule → book on a voyage → parties from the address book → three items → a VIN error at its field → check → save", async ({
  page,
}) => {
  page.on("dialog", (d) => d.accept());
  await signIn(page);
  // Cut-offs are two days before loading: a sailing three days out still takes cargo.
  const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/schedules?Pol=BEANR&Pod=NGLOS&DepartureMin=${inThreeDays}T00:00`);
  const firstVoyage = page.getByRole("region", { name: /NEWA/ }).getByRole("rowheader").first().getByRole("button");
  const voyageNumber = (await firstVoyage.innerText()).replace(/[^A-Z0-9]/gi, "");
  await firstVoyage.click();
  await page
    .getByRole("region", { name: `Voyage ${voyageNumber}` })
    .getByRole("link", { name: "Book on this voyage" })
    .click();

  // 1. Sailing, prefilled
  await expect(page.getByRole("heading", { name: new RegExp(`Voyage ${voyageNumber}`) })).toBeVisible();
  await expect(page.getByLabel("Port of loading and terminal").locator("option:checked")).toContainText(
    "Antwerp (BEANR)",
  );
  await expect(page.getByLabel("Port of discharge").locator("option:checked")).toContainText("Lagos (NGLOS)");
  await expect(page.getByText("Cut-off at Antwerp")).toBeVisible();
  await expect(page.getByText(/Closes in/)).toBeVisible();
  await page.getByLabel("Your reference (optional)").fill("PO-4471");
  await look(page, "1-sailing");
  await page.getByRole("button", { name: "Next: Parties" }).click();

  // 2. Parties: the address book, by keyboard
  await expect(page.getByRole("heading", { name: "Parties", level: 2 })).toBeVisible();
  await fillParties(page);
  await look(page, "2-parties");
  await page.getByRole("button", { name: "Next: Items" }).click();

  // 3. Items: one from the catalogue, one with a VIN holding an O, one with a sub unit and a sub item
  await expect(page.getByRole("heading", { name: "Items", level: 2 })).toBeVisible();
  const description = item(page, 1).getByRole("combobox", { name: "Make and model" });
  await description.fill("land cruiser");
  await expect(page.getByRole("option").first()).toHaveText(/Toyota Land Cruiser/);
  await description.press("Enter");
  await expect(description).toHaveValue("Toyota Land Cruiser");
  await item(page, 1).getByLabel("Serial number / VIN").fill(serial());
  await item(page, 1).getByLabel("Year").fill("2021");

  await page.getByRole("button", { name: "Add item" }).first().click();
  await expect(item(page, 2).getByRole("combobox", { name: "Make and model" })).toBeFocused();
  await page.keyboard.type("Ranger");
  const vin2 = item(page, 2).getByLabel("Serial number / VIN");
  await vin2.fill("WF0OXXGBB1234567");
  await expect(
    item(page, 2).getByText("A VIN has only letters and digits, and never the letters I, O or Q."),
  ).toBeVisible();
  await expect(vin2).toHaveAttribute("aria-invalid", "true");
  await look(page, "3-items-vin-error");
  await vin2.fill(`WF0${serial().slice(3)}`);
  await expect(item(page, 2).getByText(/never the letters I, O or Q/)).toHaveCount(0);
  // the maker from the VIN's WMI, offered
  await expect(item(page, 2).getByText("Looks like a Ford.")).toBeVisible();
  await item(page, 2).getByRole("button", { name: "Use Ford" }).click();
  await expect(item(page, 2).getByRole("combobox", { name: "Make and model" })).toHaveValue("Ford Ranger");

  await page.getByRole("button", { name: "Add item" }).first().click();
  await page.keyboard.type("Iveco Daily 35S");
  await item(page, 3).getByLabel("Serial type").selectOption("Serial");
  await item(page, 3).getByLabel("Serial number / VIN").fill(`SN-${Date.now()}`);
  await item(page, 3).getByRole("button", { name: "Details, sub units, sub items" }).click();
  await item(page, 3).getByRole("button", { name: "Add sub unit" }).click();
  await page
    .getByRole("group", { name: "Sub unit 1 of item 3" })
    .getByLabel("Make and model")
    .fill("Brian James car trailer");
  await item(page, 3).getByRole("button", { name: "Add sub item" }).click();
  await page
    .getByRole("group", { name: "Sub item 1 of item 3" })
    .getByLabel("Cargo description")
    .fill("Spare tyres (4)");
  await look(page, "3-items");
  await page.getByRole("button", { name: "Next: Review and save" }).click();

  // 4. Review: the server's check, then the save
  await expect(page.getByRole("table")).toContainText("Toyota Land Cruiser");
  await page.getByRole("button", { name: "Check with the server" }).click();
  await expect(page.getByText("The line's checks pass: the booking is ready to save.")).toBeVisible();
  // focus comes back to the button (it was disabled while checking), not the page body
  await expect(page.getByRole("button", { name: "Check with the server" })).toBeFocused();
  await look(page, "4-review");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/booking/save") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save booking" }).click();
  const body = (await (await saved).json()) as {
    booking: {
      Id: number;
      BookingCode: string;
      Status: string;
      Items: { Status: string; SubUnits: unknown[]; SubItems: unknown[] }[];
    };
  };
  await expect(page).toHaveURL(new RegExp(`/bookings/${body.booking.Id}\\?saved=new$`));
  // the booking's page says it is saved, with what was booked and the next steps
  const confirmation = page.getByRole("status").filter({ hasText: `Booking ${body.booking.BookingCode} is saved` });
  await expect(confirmation).toContainText("3 units on voyage");
  await expect(confirmation.getByRole("link", { name: "Book another" })).toBeVisible();
  expect(body.booking.Items.map((i) => [i.Status, i.SubUnits.length, i.SubItems.length])).toEqual([
    ["Approved", 0, 0],
    ["Approved", 0, 0],
    ["Approved", 1, 1],
  ]);

  // the stored booking, read back by the edit form
  await page.goto(`/bookings/${body.booking.Id}/edit`);
  await expect(page.getByRole("heading", { name: `Edit booking ${body.booking.BookingCode}` })).toBeVisible();
  await expect(page.getByLabel("Your reference (optional)")).toHaveValue("PO-4471");
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await expect(item(page, 1).getByRole("combobox", { name: "Make and model" })).toHaveValue("Toyota Land Cruiser");
  // a stored unit's Cancel box shows its whole label (it was clipped by the row's number column)
  const cancel = item(page, 1)
    .locator("label")
    .filter({ has: page.getByRole("checkbox", { name: "Cancel" }) });
  expect(
    await cancel.evaluate(
      (l) =>
        l.scrollWidth <= l.clientWidth &&
        l.getBoundingClientRect().right <= l.parentElement!.getBoundingClientRect().right + 0.5,
    ),
  ).toBe(true);
  // a stored booking's units keep their order: no move buttons, and Alt+↓ says so instead of moving a row the save ignores
  await expect(item(page, 1).getByRole("button", { name: "Move item 1 down" })).toHaveCount(0);
  await item(page, 1).getByLabel("Year").press("Alt+ArrowDown");
  await expect(page.getByRole("status").filter({ hasText: "order of the units is fixed" })).toBeVisible();
  await expect(item(page, 1).getByRole("combobox", { name: "Make and model" })).toHaveValue("Toyota Land Cruiser");
  await item(page, 3).getByRole("button", { name: "Details, sub units, sub items" }).click();
  await expect(page.getByRole("group", { name: "Sub unit 1 of item 3" }).getByLabel("Make and model")).toHaveValue(
    "Brian James car trailer",
  );
  // the booking is in the list; it opens from there
  await page.goto("/bookings");
  await page.getByRole("link", { name: body.booking.BookingCode }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${body.booking.Id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(body.booking.BookingCode);

  // edit an item through the same form: item 1's year
  await page.getByRole("link", { name: "Edit booking" }).click();
  await expect(page.getByRole("heading", { name: `Edit booking ${body.booking.BookingCode}` })).toBeVisible();
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await item(page, 1).getByLabel("Year").fill("2022");
  await page.getByRole("button", { name: "Next: Review and save" }).click();
  const edited = page.waitForResponse((r) => r.url().endsWith("/api/booking/save") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await edited).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/bookings/${body.booking.Id}\\?saved=updated$`));
  await expect(
    page.getByRole("status").filter({ hasText: `Changes to ${body.booking.BookingCode} are saved` }),
  ).toBeVisible();

  // cancel item 2 on the booking page, after confirming
  const unit2 = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Unit 2/ }) });
  await unit2.getByRole("button", { name: "Cancel unit 2" }).click();
  await page
    .getByRole("dialog", { name: `Cancel unit 2 of ${body.booking.BookingCode}?` })
    .getByRole("button", { name: "Cancel unit 2" })
    .click();
  await expect(unit2.getByRole("status")).toHaveText("Unit 2 is canceled.");

  // the history shows both changes, the cancel newest
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("Unit 2: canceled");
  await expect(history).toContainText(/Unit 1: year: .?2021.? → .?2022/);
});

test("the server's errors are listed on the review step and each opens its field", async ({ page }) => {
  page.on("dialog", (d) => d.accept());
  await signIn(page);
  await openSailing(page);
  await page.getByRole("button", { name: /^2\. Parties/ }).click();
  await fillParties(page);
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  // the same chassis twice (rule 9): only the server checks that
  const vin = serial();
  await item(page, 1).getByRole("combobox", { name: "Make and model" }).fill("Toyota Hilux");
  await item(page, 1).getByLabel("Serial number / VIN").fill(vin);
  await page.getByRole("button", { name: "Add item" }).first().click();
  await page.keyboard.type("Toyota Hilux");
  await item(page, 2).getByLabel("Serial number / VIN").fill(vin);
  await page.getByRole("button", { name: /^4\. Review/ }).click();
  await page.getByRole("button", { name: "Check with the server" }).click();
  // the review step lists each refusal at its item, with a way to its field
  await expect(page.getByText(/Item 2 › SerialNumber: Chassis \S+ appears twice in this booking/)).toBeVisible();
  await page.getByRole("button", { name: "Change it (Item 2 › SerialNumber)" }).click();
  await expect(page.getByRole("heading", { name: "Items", level: 2 })).toBeVisible();
  const field = item(page, 2).getByLabel("Serial number / VIN");
  // the path of the other unit in words (lib/booking/form/refusal-words.ts), not as the API writes it
  await expect(item(page, 2).getByText(/appears twice in this booking \(Item 1 › SerialNumber\)/)).toBeVisible();
  await expect(field).toBeFocused();
  await look(page, "3-items-server-error");
});

test("a CSV import with one bad row shows that row's error and keeps the rest", async ({ page }) => {
  page.on("dialog", (d) => d.accept());
  await page.goto("/bookings/new");
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await page.getByRole("button", { name: "Import from CSV or Excel" }).click();
  const csv = [
    "Description,SerialType,SerialNumber,Year",
    `Toyota Hilux,Vin,${serial()},2020`,
    "Ford Ranger,Vin,WF0OXXGBB12345678,2019",
    "Iveco Daily 35S,Serial,SN-77,2018",
  ].join("\n");
  await page
    .getByLabel("File (CSV or .xlsx)")
    .setInputFiles({ name: "items.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const outcome = page.getByRole("status").filter({ hasText: "rows ready" });
  await expect(outcome).toContainText("2 rows ready, 1 with errors (left out)");
  const bad = page.getByRole("table").getByRole("row", { name: /^3 / });
  await expect(bad).toContainText("WF0OXXGBB12345678");
  await expect(bad).toContainText("never the letters I, O or Q");
  await look(page, "3-items-import");
  await page.getByRole("button", { name: "Add 2 items" }).click();
  await expect(page.getByText("2 items (at most 250)")).toBeVisible();
  await expect(item(page, 1).getByRole("combobox", { name: "Make and model" })).toHaveValue("Toyota Hilux");
  await expect(item(page, 2).getByRole("combobox", { name: "Make and model" })).toHaveValue("Iveco Daily 35S");
});

test("a draft is saved, survives a reload, and is finished", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await signIn(page);
  await openSailing(page);
  await page.getByRole("button", { name: /^2\. Parties/ }).click();
  await fillParties(page);
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await item(page, 1).getByRole("combobox", { name: "Make and model" }).fill("Honda Civic");
  await item(page, 1).getByLabel("Serial number / VIN").fill(serial());

  // unsaved work survives a reload (and the reload asks first)
  await page.reload();
  expect(dialogs).toContain("beforeunload");
  await expect(page.getByText(/Your unsaved work from .* was restored/)).toBeVisible();
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await expect(item(page, 1).getByRole("combobox", { name: "Make and model" })).toHaveValue("Honda Civic");

  // saved as a draft on the server
  const draftSaved = page.waitForResponse((r) => r.url().endsWith("/api/booking/save"));
  await page.getByRole("button", { name: "Save as draft" }).click();
  const draft = (await (await draftSaved).json()) as { booking: { Id: number; Items: { Status: string }[] } };
  expect(draft.booking.Items.map((i) => i.Status)).toEqual(["Draft"]);
  await expect(page).toHaveURL(new RegExp(`/bookings/${draft.booking.Id}/edit\\?saved=draft`));
  await expect(page.getByText("Draft saved. Finish it here whenever you are ready.")).toBeVisible();
  await page.reload();
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await expect(item(page, 1).getByRole("combobox", { name: "Make and model" })).toHaveValue("Honda Civic");

  // finished: the save approves it
  await page.getByRole("button", { name: /^4\. Review/ }).click();
  const finished = page.waitForResponse((r) => r.url().endsWith("/api/booking/save"));
  await page.getByRole("button", { name: "Save changes" }).click();
  const done = (await (await finished).json()) as { booking: { Id: number; Items: { Status: string }[] } };
  expect(done.booking).toMatchObject({ Id: draft.booking.Id, Items: [{ Status: "Approved" }] });
  await expect(page).toHaveURL(new RegExp(`/bookings/${draft.booking.Id}\\?saved=updated$`));
});

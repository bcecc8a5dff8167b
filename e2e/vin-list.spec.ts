// A VIN list pasted into the items step (issue 19): 250 lines with make and model as a
// spreadsheet copies them, checked with the server's catalogue, then the line's check and the
// save; bare VINs with the model picked once per make; lines that cannot become units listed.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { signedInAs } from "./fixtures";
import { openSailing } from "./bookable-voyage";
import { expectAccessible } from "./accessibility";

test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });
test.use(signedInAs("agent"));

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const vin = (wmi: string) =>
  `${wmi}${Array.from({ length: 14 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join("")}`;

async function toItems(page: Page) {
  await openSailing(page);
  for (const [legend, code] of [
    ["Shipper", "ACME-SHP"],
    ["Exporter", "ACME-EXP"],
    ["Consignee", "ACME-CNE"],
    ["Notify party", "ACME-NTF"],
  ] as const) {
    if (legend === "Shipper") await page.getByRole("button", { name: "Next: Parties" }).click();
    const box = page
      .getByRole("group", { name: new RegExp(`^${legend}`) })
      .getByRole("combobox", { name: "Search the address book" });
    await box.fill(code);
    await expect(page.getByRole("option")).toHaveCount(1);
    await box.press("Enter");
  }
  await page.getByRole("button", { name: "Next: Items" }).click();
  await page.getByRole("button", { name: "Paste a VIN list" }).click();
}

async function checkAndSave(page: Page, units: number) {
  await page.getByRole("button", { name: "Next: Review and save" }).click();
  await page.getByRole("button", { name: "Check with the server" }).click();
  await expect(page.getByText("The line's checks pass: the booking is ready to save.")).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/booking/save") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save booking" }).click();
  const response = await saved;
  const body = (await response.json()) as { booking: { Id: number; Items: { Id: string | null; Status: string }[] } };
  await expect(page).toHaveURL(new RegExp(`/bookings/${body.booking.Id}\\?saved=new$`));
  // every unit stored (an id each), as the form sent them
  expect(body.booking.Items).toHaveLength(units);
  expect(body.booking.Items.every((i) => i.Id !== null)).toBe(true);
  const sent = response.request().postDataJSON() as {
    Booking: { Items: { SerialNumber: string; Description: string }[] };
  };
  await expect(page.getByText(sent.Booking.Items[0].SerialNumber).first()).toBeVisible();
  return sent.Booking.Items;
}

test("250 lines of VIN and make/model pasted from a spreadsheet, checked with the server and saved", async ({
  page,
}) => {
  page.on("dialog", (d) => d.accept());
  await toItems(page);
  const models = ["Toyota Land Cruiser", "Ford Ranger", "Volkswagen Golf", "Toyota Hilux", "BMW X5"];
  const lines = Array.from(
    { length: 250 },
    (_, i) => `${vin(["JTM", "WF0", "WVW", "JTE", "WBA"][i % 5])}\t${models[i % 5]}\t${2015 + (i % 10)}`,
  );
  await page.getByLabel("VIN list", { exact: true }).fill(lines.join("\n"));
  await page.getByRole("button", { name: "Check the list" }).click();
  await expect(page.getByRole("status").filter({ hasText: "units ready" })).toHaveText("250 units ready.");
  await expectAccessible(page, "VIN list checked");
  await page.getByRole("button", { name: "Add 250 units" }).click();
  await expect(page.getByText("250 items (at most 250)")).toBeVisible();
  // the catalogue's model filled the row: description, type and measures
  const first = page.getByRole("group", { name: "Item 1", exact: true });
  await expect(first.getByRole("combobox", { name: "Make and model" })).toHaveValue("Toyota Land Cruiser");
  await expect(first.getByLabel("Year")).toHaveValue("2015");
  const items = await checkAndSave(page, 250);
  expect(items.map((i) => i.SerialNumber)).toEqual(lines.map((l) => l.split("\t")[0]));
  expect(items[1].Description).toBe("Ford Ranger");
});

test("bare VINs: the model is picked once per make the VINs name; lines that cannot become units stay listed", async ({
  page,
}) => {
  page.on("dialog", (d) => d.accept());
  await toItems(page);
  const toyotas = [vin("JTM"), vin("JTM"), vin("JTE")];
  const fords = [vin("WF0"), vin("WF0")];
  const unknown = vin("9ZZ");
  const withO = `JTM${"O".repeat(1)}${vin("JTM").slice(4)}`;
  await page
    .getByLabel("VIN list", { exact: true })
    .fill([...toyotas, fords[0], unknown, fords[1], `${withO}\tToyota Hilux`, toyotas[0]].join("\n"));
  await page.getByRole("button", { name: "Check the list" }).click();
  await expect(page.getByRole("status").filter({ hasText: "units ready" })).toHaveText(
    "0 units ready, 5 waiting for a model, 3 lines cannot become units.",
  );
  const refused = page.getByRole("region", { name: "Lines that cannot become units" });
  await expect(refused.getByRole("row", { name: /^5 / })).toContainText("The maker of this VIN is not known here");
  await expect(refused.getByRole("row", { name: /^7 / })).toContainText("never the letters I, O or Q");
  await expect(refused.getByRole("row", { name: /^8 / })).toContainText("The same VIN is already on line 1");
  await expectAccessible(page, "bare VINs checked");
  await page.getByLabel("Model of the Toyota VINs").selectOption({ label: "Toyota Hilux" });
  await page.getByLabel("Model of the Ford VINs").selectOption({ label: "Ford Ranger" });
  await expect(page.getByRole("status").filter({ hasText: "units ready" })).toHaveText(
    "5 units ready, 3 lines cannot become units.",
  );
  await page.getByRole("button", { name: "Add 5 units" }).click();
  await expect(page.getByText("5 items (at most 250)")).toBeVisible();
  const items = await checkAndSave(page, 5);
  expect(items.map((i) => [i.SerialNumber, i.Description])).toEqual([
    [toyotas[0], "Toyota Hilux"],
    [toyotas[1], "Toyota Hilux"],
    [toyotas[2], "Toyota Hilux"],
    [fords[0], "Ford Ranger"],
    [fords[1], "Ford Ranger"],
  ]);
});

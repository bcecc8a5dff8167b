// The header's search: a booking by VIN, number or reference from any page, by keyboard, as the
// caller may see it (an agent its own agent's bookings, staff their line's).
import { expect, test, type Page } from "@playwright/test";
import { TEST_API_KEYS, newSignedInPage, signedInAs } from "./fixtures";
import { bookingInput, randomVin } from "../lib/booking/test-helpers";

test.use(signedInAs("agent"));

let booking: { id: number; code: string; vin: string; reference: string };

test.beforeAll(async ({ request }) => {
  const vin = randomVin();
  const reference = `GS-${Date.now().toString(36).toUpperCase()}`;
  const message = bookingInput({ header: { ReferenceNumber: reference } });
  message.Items[0].SerialNumber = vin;
  const saved = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...message, TestOnly: false } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const body = await saved.json();
  booking = { id: body.booking.Id, code: body.booking.BookingCode, vin, reference };
});

/**
 * Opens `url` and waits until the header's search is hydrated: "/" and typing before then are lost
 * (the shortcut's listener is attached by React; CI once pressed "/" a moment too early).
 */
async function openWithSearch(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[role="search"][data-hydrated="true"]:has(#search-bar)')).toBeAttached();
}

test("'/' focuses the search; a VIN typed at scanner speed and Enter at once opens its booking", async ({ page }) => {
  await openWithSearch(page, "/schedules");
  await page.locator("body").press("/");
  const box = page.getByRole("combobox", { name: "Search bookings by number, VIN or reference" });
  await expect(box).toBeFocused();
  await box.pressSequentially(booking.vin, { delay: 5 });
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
});

test("a reference's hit says what matched; arrow keys reach it and the bookings-list search", async ({ page }) => {
  await openWithSearch(page, "/");
  const box = page.getByRole("combobox", { name: "Search bookings by number, VIN or reference" });
  await box.fill(booking.reference);
  const list = page.getByRole("listbox", { name: "Bookings found" });
  await expect(
    list.getByRole("option", { name: new RegExp(`${booking.code}.*reference ${booking.reference}`) }),
  ).toBeVisible();
  await box.press("ArrowDown");
  await expect(list.getByRole("option", { name: /Search the bookings list/ })).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bookings\\?q=${booking.reference}`));
});

test("another agent's user does not find the booking; the line's staff do", async ({ browser }) => {
  const other = await newSignedInPage(browser, "otherAgent");
  await openWithSearch(other, "/");
  const box = other.getByRole("combobox", { name: "Search bookings by number, VIN or reference" });
  await box.fill(booking.vin);
  const list = other.getByRole("listbox", { name: "Bookings found" });
  await expect(list.getByRole("option", { name: /Search the bookings list/ })).toBeVisible();
  await expect(list.getByRole("option")).toHaveCount(1);
  await other.context().close();

  const staff = await newSignedInPage(browser, "staffNrl");
  await openWithSearch(staff, "/");
  await staff.getByRole("combobox", { name: "Search bookings by number, VIN or reference" }).fill(booking.code);
  await expect(
    staff
      .getByRole("listbox", { name: "Bookings found" })
      .getByRole("option", { name: new RegExp(`^${booking.code}`) }),
  ).toBeVisible();
  await staff.context().close();
});

test("on a phone the search is in the menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithSearch(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  const box = page
    .locator("#phone-menu")
    .getByRole("combobox", { name: "Search bookings by number, VIN or reference" });
  await box.fill(booking.code);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
});

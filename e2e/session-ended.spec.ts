// Sessions that end, in the browser. Sign out ends the session of the device it is done on, and
// the same user's other browser stays signed in; Sign out everywhere (My account) ends both. A page
// whose session ended elsewhere notices by itself (the bell's poll): the header no longer shows the
// user, and a dialog offers to sign in again, or the sign-in page with the way back. The booking
// form keeps its work: its save, refused for the ended session, waits for the sign-in in the
// dialog and then goes through. Each test signs in a user of its own (throwawayUser).
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility";
import { openSailing } from "./bookable-voyage";
import { expectSignedIn, signIn, throwawayUser } from "./fixtures";

test.use({ storageState: { cookies: [], origins: [] } });

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function signOutEverywhere(page: Page) {
  await page.goto("/account");
  await page
    .getByRole("form", { name: "Sign out everywhere" })
    .getByRole("button", { name: "Sign out everywhere" })
    .click();
  await expect(page).toHaveURL(/\/signin/);
}

test("Sign out ends this device's session only; Sign out everywhere ends every one", async ({
  browser,
  page,
  request,
}) => {
  const user = await throwawayUser(request, "agent");
  const other = await newPage(browser);
  await signIn(page, user.email, user.password);
  await signIn(other, user.email, user.password);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/bookings");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fbookings/);
  // The other browser is still signed in.
  await other.goto("/bookings");
  await expect(other).toHaveURL(/\/bookings$/);
  await expectSignedIn(other);

  // Signed in again here, left on the home page; then signed out everywhere from the other browser.
  await signIn(page, user.email, user.password);
  await other.goto("/account");
  await expectAccessible(other, "My account with Sign out everywhere");
  await signOutEverywhere(other);

  // This page notices by itself (the bell's count is polled): no user in the header, a dialog instead.
  const dialog = page.getByRole("dialog", { name: "You were signed out" });
  await expect(dialog).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Notifications/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: /my account/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Signed out — sign in again" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Use the sign-in page instead" })).toHaveAttribute(
    "href",
    "/signin?callbackUrl=%2F",
  );
  await expectAccessible(page, "the session-ended dialog");
  await page.goto("/bookings");
  await expect(page).toHaveURL(/\/signin/);
  await other.context().close();
});

test("the booking form keeps its work when the session ends elsewhere: sign in in the dialog and the save goes through", async ({
  browser,
  page,
  request,
}) => {
  const user = await throwawayUser(request, "agent");
  await signIn(page, user.email, user.password);
  await openSailing(page);
  await page.getByRole("button", { name: /^2\. Parties/ }).click();
  for (const [legend, search, name] of [
    ["Shipper", "acme auto", /Acme Auto Export/],
    ["Exporter", "eurocar", /Eurocar Exports/],
    ["Consignee", "lagos motors", /Lagos Motors/],
    ["Notify party", "okafor", /Ade Okafor/],
  ] as const) {
    const party = page.getByRole("group", { name: new RegExp(`^${legend}`) });
    await party.getByRole("combobox", { name: "Search the address book" }).fill(search);
    // the first suggestion is chosen (the agent's own coded entry may be listed too: "Acme Auto Export")
    await expect(page.getByRole("option", { name }).first()).toHaveAttribute("aria-selected", "true");
    await party.getByRole("combobox", { name: "Search the address book" }).press("Enter");
    await expect(party.getByRole("button", { name: /^Change / })).toBeVisible();
  }
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  const item = page.getByRole("group", { name: "Item 1", exact: true });
  await item.getByRole("combobox", { name: "Make and model" }).fill("Honda Civic");
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  const vin = `JTM${Array.from({ length: 14 }, () => chars[Math.floor(Math.random() * chars.length)]).join("")}`;
  await item.getByLabel("Serial number / VIN").fill(vin);
  await page.getByRole("button", { name: "Next: Review and save" }).click();

  // Meanwhile, in another browser, the user signs out everywhere.
  const other = await newPage(browser);
  await signIn(other, user.email, user.password);
  await signOutEverywhere(other);
  await other.context().close();

  // The page notices by itself (the bell's poll); closed, the dialog comes back with the next failure.
  const dialog = page.getByRole("dialog", { name: "You were signed out" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/booking/save") && r.request().method() === "POST" && r.status() === 200,
  );
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/booking/save") && r.status() === 401);
  await page.getByRole("button", { name: "Save booking" }).click();
  await refused;
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your work on this page is kept");
  await expect(page.getByRole("button", { name: "Signed out — sign in again" })).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Email" })).toHaveValue(user.email);
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Email or password is not right.");
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();

  // The save that failed is sent again and lands: the booking exists with what was typed.
  const body = (await (await saved).json()) as { booking: { Id: number } };
  await expect(page).toHaveURL(new RegExp(`/bookings/${body.booking.Id}\\?saved=new$`));
  await expectSignedIn(page);
  await expect(page.getByText(vin).first()).toBeVisible();
});

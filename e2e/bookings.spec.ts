// The bookings list and the booking page in Chromium: bookings made through the API, found by VIN,
// filtered (in the URL, Back undoes), exported as CSV, opened, a unit canceled after confirming,
// the history showing it, a draft's cancel refused with its reason, a staff chassis exception.
import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import Papa from "papaparse";
import { TEST_API_KEYS, TEST_USERS, newSignedInPage, signIn, signedInAs } from "./fixtures";
import { bookingInput, randomVin } from "../lib/booking/test-helpers";
import type { ExtBookingInput } from "../lib/booking/message/save-schema";
import { expectAccessible } from "./accessibility";
import { ownAgent } from "./own-agent";

const tag = `E${Date.now().toString(36).toUpperCase()}`;

// Every step here waits on a server render (sign-in, a new URL, a server action); on the shared
// two-core machine that can take longer than the default 5 s, so the assertions wait up to 20 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use(signedInAs("agent"));

async function save(request: APIRequestContext, booking: ExtBookingInput, key: string = TEST_API_KEYS.agent) {
  const res = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${key}` },
    data: { booking: { ...booking, TestOnly: false } },
  });
  return { status: res.status(), body: await res.json() };
}

async function create(request: APIRequestContext, booking: ExtBookingInput): Promise<{ id: number; code: string }> {
  const res = await save(request, booking);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.booking.Id, code: res.body.booking.BookingCode };
}

const rows = (page: Page) => page.getByRole("region", { name: "Bookings" }).locator("tbody tr");

test("find a booking by VIN, filter in the URL, go Back, export the view as CSV, open a row by keyboard", async ({
  page,
  request,
}) => {
  const vin = randomVin();
  const withVin = bookingInput({ items: 2, header: { ReferenceNumber: `${tag}-one` } });
  withVin.Items[1].SerialNumber = vin;
  const one = await create(request, withVin);
  const two = await create(request, bookingInput({ header: { ReferenceNumber: `${tag}-two`, Pod: "GHTEM" } }));
  const draft = await create(request, bookingInput({ header: { ReferenceNumber: `${tag}-draft`, Status: "draft" } }));

  await signIn(page, TEST_USERS.agent);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bookings" }).click();
  await expect(page.getByRole("heading", { name: "Bookings" })).toBeVisible();
  await expect(page.getByText("Bookings of Acme Auto Export")).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(vin.slice(-8).toLowerCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(one.code);
  await expect(page).toHaveURL(/[?&]q=/);

  await search.fill(tag);
  await expect(rows(page)).toHaveCount(3);
  await expectAccessible(page);

  // Two filters changed in quick succession both land in the URL (the second does not start
  // from the URL the first one's navigation has not reached yet).
  await page.getByLabel("Status").selectOption("approved");
  await page.getByLabel("Discharge at (Pod)").selectOption("GHTEM");
  await expect(page).toHaveURL(/status=approved/);
  await expect(page).toHaveURL(/pod=GHTEM/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(two.code);

  // Each change is a history entry: Back undoes the last one, and the controls follow.
  await page.getByLabel("Discharge at (Pod)").selectOption("");
  await expect(rows(page)).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/pod=GHTEM/);
  await expect(page.getByLabel("Discharge at (Pod)")).toHaveValue("GHTEM");
  await expect(rows(page)).toHaveCount(1);
  await page.goForward();
  await expect(page).not.toHaveURL(/pod=/);
  await expect(page.getByLabel("Discharge at (Pod)")).toHaveValue("");
  await expect(page.getByLabel("Status")).toHaveValue("approved");
  await expect(rows(page)).toHaveCount(2);

  // The CSV holds the rows of the view, in its order.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Papa.parse<Record<string, string>>(
    (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, ""),
    { header: true, skipEmptyLines: true },
  );
  expect(csv.data.map((r) => r["Booking code"]).sort()).toEqual([one.code, two.code].sort());
  expect(csv.data.find((r) => r["Booking code"] === one.code)).toMatchObject({
    Status: "Approved",
    Reference: `${tag}-one`,
    Pol: "BEZEE",
    Pod: "NGLOS",
    Units: "2",
    "Canceled units": "0",
  });

  await page.getByLabel("Status").selectOption("draft");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(draft.code);

  // Sorting is a link too; the row's code is a link reached by Tab and opened with Enter.
  await page.getByLabel("Status").selectOption("");
  await page.getByRole("columnheader", { name: "Booking" }).getByRole("link").click();
  await expect(page).toHaveURL(/sort=code/);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).first()).toContainText(one.code);
  await rows(page).first().getByRole("link", { name: one.code }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bookings/${one.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(one.code);
});

test("a filter that matches nothing, and an empty list, speak to the role", async ({ page, browser, request }) => {
  await page.goto(`/bookings?q=${tag}-nothing`);
  await expect(page.getByText("No bookings match")).toBeVisible();
  await expect(page.getByText("None of your bookings matches this search.")).toBeVisible();
  const staff = await newSignedInPage(browser, "staffMrr");
  await staff.goto(`/bookings?q=${tag}-nothing`);
  await expect(staff.getByText("No booking on Meridian Ro-Ro matches this search.")).toBeVisible();
  await staff.context().close();
  // An empty list needs an agent nobody books for: the demo lines and agents get bookings from
  // specs running beside this one (the line's empty list once raced with them).
  const fresh = await ownAgent(request, "Empty list");
  const agentPage = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await signIn(agentPage, fresh.email, fresh.password);
  await agentPage.goto("/bookings");
  await expect(agentPage.getByText("You have no bookings yet")).toBeVisible();
  await expect(agentPage.getByRole("link", { name: "Find a sailing to book" }).first()).toBeVisible();
  await agentPage.context().close();
});

test("open a booking, cancel a unit after confirming, see it in the history; a draft's cancel says why not", async ({
  page,
  request,
}) => {
  const message = bookingInput({ items: 2, header: { ReferenceNumber: `${tag}-cancel` } });
  message.Items[0].SubUnits = [{ RelativeId: 1, RelationType: "Attached", Description: "Roof box" }];
  message.Items[0].SubItems = [{ RelativeId: 1, Description: "Spare wheel" }];
  const booking = await create(request, message);
  const draft = await create(request, bookingInput({ header: { ReferenceNumber: `${tag}-draft2`, Status: "draft" } }));
  await page.goto(`/bookings/${booking.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(booking.code);
  await expect(page.getByRole("heading", { name: "Sailing" })).toBeVisible();
  await expect(page.getByText("Roof box")).toBeVisible();
  await expect(page.getByText("Spare wheel")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit booking" })).toHaveAttribute(
    "href",
    `/bookings/${booking.id}/edit`,
  );
  await expectAccessible(page);

  const unit2 = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Unit 2/ }) });
  await unit2.getByRole("button", { name: "Cancel unit 2" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel unit 2 of ${booking.code}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await unit2.getByRole("button", { name: "Cancel unit 2" }).click();
  await dialog.getByRole("button", { name: "Cancel unit 2" }).click();
  await expect(unit2.getByRole("status")).toHaveText("Unit 2 is canceled.");
  await expect(unit2.getByText("Already canceled.")).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("Unit 2: canceled");
  await expect(history).toContainText("version 2");

  await page.goto(`/bookings/${draft.id}`);
  const cancelDraftUnit = page.getByRole("button", { name: "Cancel unit 1" });
  await expect(cancelDraftUnit).toHaveAttribute("aria-disabled", "true");
  await expect(cancelDraftUnit).toHaveAccessibleDescription(/A draft unit cannot be canceled/);
  // Reachable by keyboard, but it does nothing.
  await expect(cancelDraftUnit).toBeVisible();
  await cancelDraftUnit.focus();
  await expect(cancelDraftUnit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveAccessibleDescription(
    /A draft booking cannot be canceled/,
  );
});

test("another agent's booking is not found; staff allow a chassis exception and the same chassis then saves", async ({
  browser,
  request,
}) => {
  const vin = randomVin();
  const first = await create(
    request,
    bookingInput({ header: { ReferenceNumber: `${tag}-chassis` }, itemOverrides: { SerialNumber: vin } }),
  );
  const repeat = bookingInput({ header: { ReferenceNumber: `${tag}-again` }, itemOverrides: { SerialNumber: vin } });
  expect((await save(request, repeat)).body).toMatchObject({
    code: "VALIDATION_FAILED",
    errors: [{ path: "Items[0].SerialNumber", code: "chassis_taken" }],
  });

  const other = await newSignedInPage(browser, "otherAgent");
  const res = await other.goto(`/bookings/${first.id}`);
  expect(res?.status()).toBe(404);
  await other.context().close();

  const page = await newSignedInPage(browser, "staffNrl", { viewport: { width: 1440, height: 900 } });
  await page.goto(`/bookings/${first.id}`);
  await page.getByRole("button", { name: "Allow chassis exception" }).click();
  await page.getByLabel("Reason").fill("Returned to the port for repair; ships again");
  await page.getByRole("button", { name: "Allow exception" }).click();
  await expect(
    page.getByText("Chassis exception at Zeebrugge: “Returned to the port for repair; ships again”"),
  ).toBeVisible();
  await expectAccessible(page);

  const again = await save(request, repeat);
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  await page.context().close();
});

test("home: a departure opens the schedule at that sailing, or starts a booking on it", async ({ page }) => {
  await page.goto("/");
  const row = page.getByRole("region", { name: "Next departures" }).locator("tbody tr").first();
  const book = row.getByRole("link", { name: /^Book on voyage/ });
  await expect(book).toHaveAttribute("href", /^\/bookings\/new\?line=.+&voyage=.+&pol=.+&pod=.+/);
  await row.getByRole("link", { name: /on the schedule$/ }).click();
  await expect(page).toHaveURL(/\/schedules\?.*open=/);
  await expect(page.getByRole("region", { name: /^Voyage / })).toBeVisible();
});

// The address book as a page: search, edit, merge duplicates (the booking's history says so),
// delete; a party given in full again is not stored twice; an agent of the test's own,
// so the demo agent's 653 entries (and other specs' saves) stay out of it; and another agent's
// user never sees these entries.
import { expect, test } from "@playwright/test";
import { newSignedInPage, signIn } from "./fixtures";
import { fullParty, ownAgent } from "./own-agent";
import { itemInput } from "../lib/booking/test-helpers";

test.use({ storageState: { cookies: [], origins: [] } });

test("an agent edits, merges and deletes its address-book entries; another agent never sees them", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const agent = await ownAgent(request, "Book Keeper");
  await signIn(page, agent.email, agent.password);
  // One booking names "Dock Motors" (DOCK1) as consignee; DOCK2 is its duplicate, SPARE is unused.
  const header = {
    Id: 0,
    Pol: "BEZEE",
    Terminal: "ICO",
    Pod: "NGLOS",
    Line: "Nordic Ro-Ro Lines",
    AgentId: 0,
    IsCanceled: false,
    Status: "draft",
    Shipper: fullParty("SHIP", "Ship Co"),
    Exporter: fullParty("EXPO", "Expo Co"),
    Consignee: fullParty("DOCK1", "Dock Motors"),
    Notify: fullParty("NOTE", "Note Co"),
  };
  const saved = await page.request.post("/api/booking/save", {
    headers: { origin: new URL(page.url()).origin },
    data: { booking: { Header: header, Items: [itemInput(1)], TestOnly: false } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const second = {
    ...header,
    Consignee: fullParty("DOCK2", "Dock Motors Ltd"),
    Shipper: fullParty("SPARE", "Spare Co"),
  };
  const saved2 = await page.request.post("/api/booking/save", {
    headers: { origin: new URL(page.url()).origin },
    data: { booking: { Header: second, Items: [itemInput(1)], TestOnly: false } },
  });
  expect(saved2.status(), await saved2.text()).toBe(200);
  const duplicateBooking = ((await saved2.json()) as { booking: { Id: number } }).booking.Id;
  // "Dock Motors" given in full again, spelt another way: the save reuses DOCK1, no third entry.
  const saved3 = await page.request.post("/api/booking/save", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      booking: {
        Header: { ...header, Consignee: { Name: "DOCK  motors.", IsReferenceOnly: false } },
        Items: [itemInput(1)],
        TestOnly: false,
      },
    },
  });
  expect(saved3.status(), await saved3.text()).toBe(200);

  await page.goto("/address-book");
  await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name, code or email" }).fill("dock");
  await page.getByRole("button", { name: "Search" }).click();
  const entries = page.getByRole("list", { name: "Address-book entries" }).getByRole("listitem");
  await expect(entries).toHaveCount(2);

  // Edit: the duplicate gets an email.
  await page.getByRole("link", { name: "Edit Dock Motors Ltd" }).click();
  await page.getByRole("textbox", { name: "Email" }).fill("yard@dock.example");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByRole("status")).toHaveText("Entry saved.");
  await expect(page.getByText(/yard@dock\.example/)).toBeVisible();

  // Delete is refused while a booking names the entry.
  await page.getByRole("button", { name: "Delete Dock Motors Ltd" }).click();
  // (the router's own announcer is an alert too)
  await expect(page.getByRole("alert").filter({ hasText: "merge it into the entry to keep" })).toBeVisible();

  // Merge the duplicate into the first.
  await page.getByRole("checkbox", { name: "Merge Dock Motors Ltd" }).check();
  await page.getByRole("radio", { name: "Keep Dock Motors", exact: true }).check();
  await page.getByRole("button", { name: "Merge ticked entries into the kept one" }).click();
  await expect(page.getByRole("status")).toContainText("Merged 1 entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Named by 3 bookings");
  await page.screenshot({ path: "test-results/screens/address-book-1440.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/screens/address-book-390.png", fullPage: true });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);

  // The booking that named the duplicate says so in its history, and names the kept entry.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/bookings/${duplicateBooking}`);
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "The consignee “Dock Motors Ltd” was merged into the address-book entry “Dock Motors”.",
  );

  // The other demo agent's user searches for the same names: nothing of this agent's.
  const other = await newSignedInPage(browser, "otherAgent");
  await other.goto("/address-book?q=Dock+Motors");
  await expect(other.getByText(/^0 entries match/)).toBeVisible();
  await other.context().close();
});

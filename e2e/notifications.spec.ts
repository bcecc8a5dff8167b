// Notifications in the portal: line staff record Loaded on an agent's units; the agent's bell
// (a page already open, no reload) counts a new notification, the notifications page opens the
// booking, marking read updates the count; axe on the bell and both pages at 1440 and 390 px.
// The agent is the test's own, so no other spec's bookings reach its bell.
import { expect, test } from "@playwright/test";
import { TEST_API_KEYS, newSignedInPage, signIn } from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { fullParty, ownAgent } from "./own-agent";
import { itemInput } from "../lib/booking/test-helpers";
import { expectAccessible } from "./accessibility";

test.use({ storageState: { cookies: [], origins: [] } });
const today = new Date().toISOString().slice(0, 10);

test("staff record Loaded; the agent's bell counts it without a reload, the page opens the booking, marking read updates the count", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const agent = await ownAgent(request, "Bell");
  await signIn(page, agent.email, agent.password, "/bookings");
  const header = {
    Id: 0,
    Pol: "BEZEE",
    Terminal: "ICO",
    Pod: "NGLOS",
    Line: "Nordic Ro-Ro Lines",
    AgentId: 0,
    IsCanceled: false,
    BookingVoyage: voyage,
    Shipper: fullParty("SHP", "Bell Shipper"),
    Exporter: fullParty("EXP", "Bell Exporter"),
    Consignee: fullParty("CNE", "Bell Consignee"),
    Notify: fullParty("NTF", "Bell Notify"),
  };
  const items = [itemInput(1), itemInput(2)];
  const res = await page.request.post("/api/booking/save", {
    headers: { origin: new URL(page.url()).origin },
    data: { booking: { Header: header, Items: items, TestOnly: false } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const booked = (await res.json()).booking as { Id: number; BookingCode: string; Items: { Id: string }[] };
  // Delivered first (the admin's key), so the units may be loaded.
  for (const item of booked.Items) {
    const delivered = await request.post(`/api/items/${item.Id}/milestones`, {
      headers: { authorization: `Bearer ${TEST_API_KEYS.admin}` },
      data: { type: "Delivered", on: today },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);
  }
  await page.goto("/bookings");
  const bell = page.getByRole("link", { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread"); // Delivered, one call per unit
  await page.goto("/notifications");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications, none unread");

  // Line staff, in their own session, record Loaded on both units from the milestones page.
  const staff = await newSignedInPage(browser, "staffNrl");
  await staff.goto("/milestones");
  const value = await staff.locator("#pick-voyage option", { hasText: voyage }).first().getAttribute("value");
  await staff.getByLabel("Voyage").selectOption(value!);
  await staff.getByRole("button", { name: "Show units" }).click();
  // The save's answer names each unit by its ids; its serial is the one sent.
  for (const item of items) await staff.getByRole("checkbox", { name: `Select ${item.SerialNumber}` }).check();
  await staff.getByLabel("Milestone", { exact: true }).selectOption("Loaded");
  await staff.getByRole("button", { name: "Record Loaded for 2 units" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Recorded Loaded" })).toBeVisible();
  await staff.context().close();

  // The agent's open page: no reload, the bell and the list catch up.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 20_000 });
  const entry = page.getByRole("link", { name: `${booked.BookingCode}: 2 units loaded` });
  await expect(entry).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bell).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Keyboard: the entry opens the booking and marks it read; the bell's count follows.
  await entry.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/bookings/${booked.Id}$`));
  await expect(bell).toHaveAccessibleName("Notifications, none unread");

  await page.goto("/notifications/preferences");
  await expect(page.getByRole("heading", { name: "Notification preferences" })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

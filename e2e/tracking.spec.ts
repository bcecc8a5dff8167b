// Tracking for consignees and schedule changes. An agent of the test's own books two units, makes
// a tracking link on the booking's page, and the consignee opens it on a phone (390 px) without
// signing in: milestones, vessel and ETA, no party, axe clean; leaves an e-mail address for updates;
// revoked, the link no longer opens.
// Then line staff move the Pod arrival of the booking's call and the agent's bell (a page already
// open) shows it. The booking sails on the last open voyage, not the one other specs book on, so
// the moved call reaches no other spec's agents.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEST_API_KEYS, newSignedInPage, signIn } from "./fixtures";
import { fullParty, ownAgent } from "./own-agent";
import { itemInput } from "../lib/booking/test-helpers";
import { expectAccessible } from "./accessibility";

test.use({ storageState: { cookies: [], origins: [] } });

interface Visit {
  port: string;
  cutOff: string | null;
  canLoad: boolean;
}

/** The last Nordic Ro-Ro Lines voyage Zeebrugge → Lagos still taking cargo. */
async function lastOpenVoyage(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&Line=NRL", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
  });
  expect(res.status()).toBe(200);
  const { voyages } = (await res.json()) as { voyages: { voyage: string; visits: Visit[] }[] };
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19);
  const open = voyages.filter(
    (v) => (v.visits.find((s) => s.canLoad && /zeebrugge/i.test(s.port))?.cutOff ?? "") > soon,
  );
  expect(open.length, "an open Zeebrugge → Lagos voyage").toBeGreaterThan(0);
  return open[open.length - 1].voyage;
}

test("a consignee opens the tracking link on a phone; staff move the arrival and the agent's bell shows it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const voyage = await lastOpenVoyage(request);
  const agent = await ownAgent(request, "Track");
  await signIn(page, agent.email, agent.password, "/bookings");
  const items = [itemInput(1), itemInput(2)];
  const res = await page.request.post("/api/booking/save", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      booking: {
        Header: {
          Id: 0,
          Pol: "BEZEE",
          Terminal: "ICO",
          Pod: "NGLOS",
          Line: "Nordic Ro-Ro Lines",
          AgentId: 0,
          IsCanceled: false,
          BookingVoyage: voyage,
          Shipper: fullParty("SHP", "Track Shipper"),
          Exporter: fullParty("EXP", "Track Exporter"),
          Consignee: fullParty("CNE", "Track Consignee"),
          Notify: fullParty("NTF", "Track Notify"),
        },
        Items: items,
        TestOnly: false,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const booked = (await res.json()).booking as { Id: number; BookingCode: string; Items: { Id: string }[] };
  const delivered = await request.post(`/api/items/${booked.Items[0].Id}/milestones`, {
    headers: { authorization: `Bearer ${TEST_API_KEYS.admin}` },
    data: { type: "Delivered", on: new Date().toISOString().slice(0, 10) },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  // The agent makes a tracking link on the booking's page.
  await page.goto(`/bookings/${booked.Id}`);
  const panel = page.getByRole("region", { name: "Tracking links" });
  await panel.getByLabel("Valid for").selectOption("14");
  await panel.getByRole("button", { name: "Make tracking link" }).click();
  const link = panel.getByTestId("new-share-link");
  await expect(link).toBeVisible();
  const url = (await link.textContent())!;
  await expect(panel.getByRole("cell", { name: "Active" })).toBeVisible();

  // The consignee, signed in nowhere, on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const consignee = await phone.newPage();
  await consignee.goto(new URL(url).pathname);
  await expect(consignee.getByRole("heading", { level: 1, name: booked.BookingCode })).toBeVisible();
  await expect(consignee.getByRole("heading", { name: "Expected arrival at Lagos" })).toBeVisible();
  await expect(consignee.getByText(`VIN ending ${items[0].SerialNumber!.slice(-6)}`)).toBeVisible();
  await expect(consignee.getByText("Delivered to the terminal", { exact: true })).toBeVisible();
  await expect(consignee.getByText(voyage, { exact: true })).toBeVisible();
  const text = await consignee.locator("main").innerText();
  for (const secret of ["Track Consignee", "Track Shipper", items[0].SerialNumber!]) expect(text).not.toContain(secret);
  // fits the phone: nothing wider than the screen
  expect(await consignee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(consignee);

  // The agent sees it was opened, then revokes it: the link no longer opens.
  await page.reload();
  await expect(panel.getByRole("cell", { name: /once/ })).toBeVisible();

  // The consignee asks for e-mail updates (a plain form, no script): asked to confirm by e-mail.
  const updates = consignee.getByRole("region", { name: "Get updates by e-mail" });
  await updates.getByLabel("Your e-mail address").fill("consignee.e2e@example.com");
  await updates.getByRole("button", { name: "Send me updates" }).click();
  await expect(consignee.getByRole("status")).toContainText("a message asking you to confirm is on its way");
  await expectAccessible(consignee);
  await panel.getByRole("button", { name: /^Revoke link made/ }).click();
  await expect(panel.getByRole("cell", { name: "Revoked" })).toBeVisible();
  const gone = await consignee.goto(new URL(url).pathname);
  expect(gone?.status()).toBe(404);
  await expect(consignee.getByText(/does not exist, has expired or was withdrawn/)).toBeVisible();
  await expectAccessible(consignee);
  await phone.close();

  // The agent reads what is there, then keeps a page open; line staff move the Lagos arrival by an hour.
  await page.goto("/notifications");
  const bell = page.getByRole("link", { name: /^Notifications, / });
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications, none unread");
  await page.goto("/bookings");
  const staff = await newSignedInPage(browser, "staffNrl");
  await staff.goto("/");
  const rotation = await staff.request.get(`/api/voyage/rotation?Voyage=${voyage}`);
  const lagos = (
    (await rotation.json()) as { voyages: { visits: { port: string; arrival: string; departure: string }[] }[] }
  ).voyages[0].visits.find((v) => /lagos/i.test(v.port))!;
  const arrival = new Date(`${lagos.arrival}Z`);
  const departure = new Date(`${lagos.departure}Z`);
  const moved = new Date(Math.min(arrival.getTime() + 3_600_000, departure.getTime())).toISOString().slice(0, 19);
  const patch = await staff.request.patch(`/api/voyages/${voyage}/visits/NGLOS`, {
    headers: { origin: new URL(staff.url()).origin },
    data: { arrival: moved },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  expect((await patch.json()).bookingsReached).toBeGreaterThanOrEqual(1);
  await staff.context().close();

  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 20_000 });
  await page.goto("/notifications");
  await expect(page.getByRole("link", { name: `Voyage ${voyage}: sailing times changed` })).toBeVisible();
  await expectAccessible(page);
});

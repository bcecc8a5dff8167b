// The item update feed from the portal's side: line staff record milestones (one unit, a
// selection, a terminal's CSV) → the in-process worker posts them to the portal's own receiver
// (the demo subscription) → they show under Item updates (live) and on the agent's item
// timeline; an agent manages an endpoint in Integrations; each role's pages are closed to others.
import { expect, test, type Page } from "@playwright/test";
import {
  TEST_API_KEYS,
  TEST_PASSWORD,
  TEST_USERS,
  newSignedInPage,
  signIn as signInThrough,
  signedInAs,
} from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { bookOnVoyage, openMilestones } from "./voyage-bookings";
import { expectAccessible } from "./accessibility";

const today = new Date().toISOString().slice(0, 10);

/** Signs in straight onto the page under test (the home page's departures are not what these tests wait for). */
test.use(signedInAs("agent"));

/** Opens `landing` signed in as `email` (from the stored session the page's context carries). */
function signIn(page: Page, email: string, landing = "/bookings") {
  return signInThrough(page, email, TEST_PASSWORD, landing);
}

const unitRow = (page: Page, serial: string) => page.getByRole("row").filter({ hasText: serial });

// Long user journeys (several pages, two sessions, a feed round trip) on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

test.describe("line staff", () => {
  test.use(signedInAs("staffNrl"));
  test("staff record milestones (one unit, a selection, a CSV of three); they arrive under Item updates and on the agent's timeline", async ({
    page,
    browser,
    request,
  }) => {
    const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
    const single = await bookOnVoyage(request, voyage, 1);
    const three = await bookOnVoyage(request, voyage, 3);
    const [one] = single.units;

    await signIn(page, TEST_USERS.staffNrl, "/milestones");
    // A second tab on Item updates, opened before anything is recorded: rows must arrive live.
    const live = await page.context().newPage();
    await live.goto(`/item-updates?voyage=${voyage}`);
    await expect(live.getByRole("heading", { name: "Item updates" })).toBeVisible();

    await openMilestones(page, voyage);
    await expectAccessible(page);

    // One unit, from its row.
    await page.getByLabel("Find a unit").fill(one.serial);
    await page.getByRole("button", { name: `Record a milestone for ${one.serial}` }).click();
    await expect(page.getByLabel("Milestone", { exact: true })).toBeFocused();
    await page.getByLabel("Location (terminal, lane)").fill("Gate 3");
    await page.getByLabel("Weight").fill("1650");
    await page.getByRole("button", { name: "Record Delivered (gate-in) for 1 unit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Recorded Delivered (gate-in)" })).toHaveText(
      `Recorded Delivered (gate-in) on ${today} for 1 unit.`,
    );
    await expect(unitRow(page, one.serial)).toContainText("Delivered");

    // A selection where one unit may not move: the reason shows at that unit, nothing is applied.
    await page.getByLabel("Find a unit").fill("");
    await page.getByRole("checkbox", { name: `Select ${one.serial}` }).check();
    await page.getByRole("checkbox", { name: `Select ${three.units[0].serial}` }).check();
    await page.getByLabel("Milestone", { exact: true }).selectOption("Loaded");
    await page.getByRole("button", { name: "Record Loaded for 2 units" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Nothing was recorded" })).toContainText(
      "Nothing was recorded. 1 unit was refused",
    );
    await expect(page.getByRole("list", { name: `Why ${three.units[0].serial} was refused` })).toContainText(
      "Approved",
    );
    await expect(unitRow(page, one.serial)).toContainText("Delivered");
    await expectAccessible(page);

    // A CSV with a bad row: every bad row listed, nothing recorded.
    const csv = (serials: string[]) =>
      ["Serial,Date,Location", ...serials.map((s) => `${s},${today},Lane 7`)].join("\n");
    const upload = async (name: string, text: string) => {
      await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
      await page.getByRole("button", { name: "Upload and record" }).click();
    };
    await upload("bad.csv", csv([three.units[0].serial, "NOSUCHVIN0000000", three.units[2].serial]));
    await expect(page.getByRole("alert").filter({ hasText: "fix these rows" })).toContainText(
      "Row 3 · Serial: No booked unit with VIN/serial NOSUCHVIN0000000 on this voyage.",
    );
    await expect(unitRow(page, three.units[0].serial)).toContainText("Approved");

    await upload("gate-in.csv", csv(three.units.map((u) => u.serial)));
    await expect(page.getByRole("status").filter({ hasText: "gate-in.csv" })).toHaveText(
      "Recorded 3 milestones from gate-in.csv.",
    );
    for (const unit of three.units) await expect(unitRow(page, unit.serial)).toContainText("Delivered");

    // Item updates: the four records arrive in the open tab without a reload.
    for (const unit of [one, ...three.units])
      await expect(live.getByRole("row").filter({ hasText: unit.serial })).toBeVisible({ timeout: 20_000 });
    await expect(live.getByRole("row").filter({ hasText: one.serial })).toContainText("Gate 3");
    await expectAccessible(live);
    // Filters live in the URL.
    await live.getByLabel("VIN / serial").fill(three.units[1].serial);
    await live.getByLabel("VIN / serial").press("Enter");
    await expect(live).toHaveURL(new RegExp(`serial=${three.units[1].serial}`));
    await expect(live.getByRole("row").filter({ hasText: three.units[0].serial })).toHaveCount(0);
    await expect(live.getByRole("row").filter({ hasText: three.units[1].serial })).toBeVisible();

    // The agent sees the milestone and the received update on the booking's item timeline.
    const agent = await newSignedInPage(browser, "agent");
    const agentContext = agent.context();
    await signIn(agent, TEST_USERS.agent, `/bookings/${single.id}/timeline`);
    const unit = agent.getByRole("listitem", { name: `Unit 1 ${one.serial}` });
    await expect(unit).toContainText(`Delivered at the terminal on ${today}`);
    await expect(unit).toContainText("Item update received");
    await expectAccessible(agent);
    await agentContext.close();
  });
});

test("an agent adds an endpoint in Integrations, sends a test update and sees it in the delivery log", async ({
  page,
  baseURL,
}) => {
  await signIn(page, TEST_USERS.agent, "/bookings");
  await page.getByRole("link", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { name: "Integrations" })).toBeVisible();
  await expectAccessible(page);

  // The portal's own receiver verifies the post with this subscription's secret.
  const url = `${baseURL}/api/feed/item-updates`;
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByLabel("Signing secret")).toHaveValue(/^whsec_/);
  await page.getByRole("button", { name: "I have stored it" }).click();

  // exact: the demo subscription's URL (…/item-updates?subscription=1) starts with the same text.
  const card = page.getByRole("article", { name: `Endpoint ${url}`, exact: true });
  await card.getByRole("button", { name: "Send a test update" }).click();
  const row = card.getByRole("row").filter({ hasText: "test" });
  await expect(row).toContainText("Delivered", { timeout: 20_000 });
  await expect(row).toContainText("204");
  await expectAccessible(page);

  await card.getByRole("button", { name: "Pause" }).click();
  await expect(card).toContainText("Paused");
  await card.getByRole("button", { name: "Delete" }).click();
  await card.getByRole("button", { name: "Delete endpoint" }).click();
  await expect(card).toHaveCount(0);
});

test("each role's pages answer 404 to the others; admins pass both doors", async ({ page, browser }) => {
  await signIn(page, TEST_USERS.agent);
  for (const path of ["/milestones", "/item-updates"]) expect((await page.goto(path))!.status()).toBe(404);
  await expect(page.getByRole("link", { name: "Milestones" })).toHaveCount(0);

  const staff = await newSignedInPage(browser, "staffNrl");
  const staffContext = staff.context();
  await signIn(staff, TEST_USERS.staffNrl);
  expect((await staff.goto("/integrations"))!.status()).toBe(404);
  await staffContext.close();

  const admin = await newSignedInPage(browser, "admin");
  const adminContext = admin.context();
  await signIn(admin, TEST_USERS.admin);
  for (const path of ["/milestones", "/item-updates", "/integrations"])
    expect((await admin.goto(path))!.status()).toBe(200);
  await expect(admin.getByLabel("Agent")).toBeVisible();
  await expectAccessible(admin);
  await adminContext.close();
});

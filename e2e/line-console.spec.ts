// The lines' console in the browser: staff add a voyage from a service's pattern and delay one of
// its calls (the rotation read shows the new times at once); staff of another line get a 404;
// cancelling a voyage lists its live bookings, and once confirmed the agent sees the booking
// flagged; a season's CSV with a bad row shows that row's error. Every console page passes axe
// and fits a phone. The tests work on voyages they add themselves, years ahead, so the schedule
// other specs read is left as it was.
import { randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import {
  TEST_API_KEYS,
  TEST_PASSWORD,
  TEST_USERS,
  newSignedInPage,
  signIn as signInThrough,
  signedInAs,
  type Role,
} from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";
import { expectAccessible } from "./accessibility";

const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
const run = randomInt(100, 999);

test.use(signedInAs("staffNrl"));

/** Opens `landing` signed in as `email`: from the stored session of that test user. */
function signIn(page: Page, email: string, landing: string) {
  return signInThrough(page, email, TEST_PASSWORD, landing);
}

/** A second user's page, from that user's stored session. */
async function newSession(browser: Browser, email: string, landing: string): Promise<Page> {
  const role = (Object.keys(TEST_USERS) as Role[]).find((r) => TEST_USERS[r] === email)!;
  const page = await newSignedInPage(browser, role, { viewport: { width: 1440, height: 900 } });
  await signIn(page, email, landing);
  return page;
}

/** A Nordic Ro-Ro Lines voyage from Zeebrugge to Lagos: the pattern the tests copy. */
async function nrlVoyage(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/voyage/rotation?Pol=BEZEE&Pod=NGLOS&Line=NRL", { headers: auth });
  expect(response.status()).toBe(200);
  return (await response.json()).voyages[0].voyage;
}

async function rotationOf(request: APIRequestContext, voyage: string) {
  const response = await request.get(`/api/voyage/rotation?Voyage=${voyage}&DepartureMin=2030-01-01`, {
    headers: auth,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    voyages: {
      voyage: string;
      visits: { port: string; arrival: string; departure: string; cutOff: string | null }[];
    }[];
  };
}

/** Through the console: opens the pattern voyage and adds `number` from it; ends on the new voyage's page. */
async function addVoyage(page: Page, pattern: string, number: string, firstArrival: string): Promise<number> {
  await page.goto(`/line?number=${pattern}`);
  await page.getByRole("link", { name: pattern, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Voyage ${pattern}` })).toBeVisible();
  const form = page.getByRole("form", { name: "Add a voyage from this pattern" });
  await form.getByLabel("New voyage number").fill(number);
  await form.getByLabel("First arrival (port time)").fill(firstArrival);
  await form.getByRole("button", { name: "Add voyage" }).click();
  await expect(form.getByRole("status")).toHaveText(`Voyage ${number} was added.`);
  await form.getByRole("link", { name: `Find ${number} in the schedule` }).click();
  await page.getByRole("link", { name: number, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Voyage ${number}` })).toBeVisible();
  return Number(/\/line\/voyages\/(\d+)/.exec(page.url())![1]);
}

test.describe.configure({ timeout: 240_000 });

test("staff delay a call and the rotation read shows the new times; staff of another line get 404", async ({
  page,
  browser,
  request,
}) => {
  const pattern = await nrlVoyage(request);
  const number = `E2E${run}A`;
  await signIn(page, TEST_USERS.staffNrl, "/line");
  const voyageId = await addVoyage(page, pattern, number, "2031-03-03T06:00");
  await expectAccessible(page);

  const before = (await rotationOf(request, number)).voyages[0].visits;
  const zeebrugge = before.find((v) => v.port === "Zeebrugge")!;
  const lagos = before.find((v) => v.port === "Lagos")!;
  const plusDay = (t: string) => new Date(Date.parse(`${t}Z`) + 86_400_000).toISOString().slice(0, 16);

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Zeebrugge/ }) });
  await card.getByLabel("Arrival (port time)").fill(plusDay(zeebrugge.arrival));
  await card.getByLabel("Departure (port time)").fill(plusDay(zeebrugge.departure));
  await card.getByLabel("Cut-off (port time)").fill(plusDay(zeebrugge.cutOff!));
  await card.getByLabel("Move later calls by the same delay").check();
  await card.getByRole("button", { name: "Save times" }).click();
  await expect(card.getByRole("status")).toHaveText("Saved.");

  const after = (await rotationOf(request, number)).voyages[0].visits;
  expect(after.find((v) => v.port === "Zeebrugge")).toMatchObject({
    departure: `${plusDay(zeebrugge.departure)}:00`,
    cutOff: `${plusDay(zeebrugge.cutOff!)}:00`,
  });
  expect(after.find((v) => v.port === "Lagos")!.arrival).toBe(`${plusDay(lagos.arrival)}:00`);
  expect(after[0]).toEqual(before[0]); // Hamburg, before Zeebrugge, stays

  // A bad change is refused where it was made, and nothing moves.
  await card
    .getByLabel("Departure (port time)")
    .fill(plusDay(plusDay(plusDay(plusDay(zeebrugge.departure)))).slice(0, 10) + "T00:00");
  await card.getByLabel("Move later calls by the same delay").uncheck();
  await card.getByRole("button", { name: "Save times" }).click();
  await expect(card.getByRole("alert")).toContainText("would arrive before the vessel leaves Zeebrugge");

  // Staff of Atlas Car Carriers: the voyage does not exist for them.
  const other = await newSession(browser, TEST_USERS.staffAcc, "/line");
  const response = await other.goto(`/line/voyages/${voyageId}`);
  expect(response!.status()).toBe(404);
  await expect(other.getByRole("heading", { name: `Voyage ${number}` })).toHaveCount(0);
  await other.goto(`/line?number=${number}`);
  await expect(other.getByText("No voyages match")).toBeVisible();
  await other.context().close();
});

test("cancelling a voyage lists its live bookings; confirmed, the agent sees the booking flagged", async ({
  page,
  browser,
  request,
}) => {
  const pattern = await nrlVoyage(request);
  const number = `E2E${run}B`;
  await signIn(page, TEST_USERS.staffNrl, "/line");
  await addVoyage(page, pattern, number, "2031-05-05T06:00");

  const message = bookingInput({ header: { Line: "NRL", BookingVoyage: number } });
  const saved = await request.post("/api/booking/save", {
    headers: auth,
    data: { booking: { ...message, TestOnly: false } },
  });
  expect(saved.status()).toBe(200);
  const { booking } = await saved.json();

  await page.reload();
  const form = page.getByRole("form", { name: "Cancel this voyage" });
  await form.getByLabel("Reason (the agents see it)").fill("Vessel off hire");
  await form.getByRole("button", { name: `Cancel voyage ${number}` }).click();
  const prompt = form.getByRole("group", { name: "Live bookings are affected" });
  await expect(prompt.getByRole("list", { name: "Affected bookings" })).toContainText(booking.BookingCode);
  await expect(prompt.getByRole("heading", { name: "Live bookings are affected" })).toBeFocused();
  await expectAccessible(page);
  // Nothing changed yet: the read still has the voyage.
  expect((await rotationOf(request, number)).voyages).toHaveLength(1);

  await prompt.getByRole("button", { name: "Confirm and notify the agents" }).click();
  await expect(page.getByText("This voyage is cancelled (Vessel off hire)")).toBeVisible();
  expect((await rotationOf(request, number)).voyages).toEqual([]);

  const agent = await newSession(browser, TEST_USERS.agent, `/bookings?q=${booking.BookingCode}`);
  const row = agent.getByRole("row").filter({ hasText: booking.BookingCode });
  await expect(row.getByText("Schedule changed")).toBeVisible();
  await row.getByRole("link", { name: booking.BookingCode }).click();
  const notice = agent.getByRole("status", { name: "Schedule changed" });
  await expect(notice).toContainText(`Voyage ${number} was cancelled by the line (Vessel off hire)`);
  await agent.context().close();
});

test("a season's CSV with a bad row shows that row's error and imports nothing; fixed, it imports", async ({
  page,
  request,
}) => {
  const number = `E2E${run}C`;
  const header =
    "Voyage,Vessel,ScheduleCategory,SailingRoute,Port,Terminal,Arrival,Departure,CutOff,CanLoad,CanDischarge";
  const rows = (lagos: string) =>
    [
      header,
      `${number},Nordic Aurora,Europe - West Africa,NEWA,BEZEE,ICO,2031-07-01T06:00,2031-07-02T18:00,2031-06-29T18:00,yes,no`,
      `${number},Nordic Aurora,Europe - West Africa,NEWA,${lagos},,2031-07-14T08:00,2031-07-16T20:00,,no,yes`,
    ].join("\n");
  await signIn(page, TEST_USERS.staffNrl, "/line/import");
  const form = page.getByRole("form", { name: "Import a schedule" });
  await form
    .getByLabel("CSV file")
    .setInputFiles({ name: "season.csv", mimeType: "text/csv", buffer: Buffer.from(rows("Lagoss")) });
  await form.getByRole("button", { name: "Import" }).click();
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("Nothing was imported");
  await expect(alert.getByRole("listitem")).toHaveText(['Row 3 · Port: No port is named or coded "Lagoss".']);
  expect((await rotationOf(request, number)).voyages).toEqual([]);
  await expectAccessible(page);

  await form
    .getByLabel("CSV file")
    .setInputFiles({ name: "season.csv", mimeType: "text/csv", buffer: Buffer.from(rows("Lagos")) });
  await form.getByRole("button", { name: "Import" }).click();
  await expect(form.getByRole("status")).toHaveText("Imported 1 voyage with 2 calls from season.csv.");
  expect((await rotationOf(request, number)).voyages[0].visits.map((v) => [v.port, v.departure])).toEqual([
    ["Zeebrugge", "2031-07-02T18:00:00"],
    ["Lagos", "2031-07-16T20:00:00"],
  ]);
});

test("staff add a vessel (a bad value is refused at its field); the catalogue editor is the admin's", async ({
  page,
  browser,
}) => {
  await signIn(page, TEST_USERS.staffNrl, "/line/vessels");
  const name = `Nordic E2E ${run}`;
  const form = page.getByRole("form", { name: "Add a vessel" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Flag").fill("Norway");
  await form.getByLabel("Cargo capacity (RT)").fill("41000");
  await form.getByLabel("Max deck height (cm)").fill("500");
  await form.getByLabel("Max deck width (cm)").fill("1200");
  await form.getByLabel("Max ramp weight (t)").fill("150");
  await form.getByLabel("Speed (kn)").fill("0");
  await form.getByRole("button", { name: "Add vessel" }).click();
  await expect(form.getByText("Speed (kn) must be more than 0.")).toBeVisible();
  await form.getByLabel("Speed (kn)").fill("19.5");
  await form.getByRole("button", { name: "Add vessel" }).click();
  await expect(form.getByRole("status")).toHaveText("Vessel added.");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("19.5");

  // Staff do not have the catalogue editor; admins do.
  expect((await page.goto("/line/unit-models"))!.status()).toBe(404);
  const admin = await newSession(browser, TEST_USERS.admin, "/line/unit-models");
  await expect(admin.getByRole("heading", { name: "Add a unit model" })).toBeVisible();
  await admin.context().close();
});

// Each console page on its own budget: axe on a long page takes a while on a loaded machine.
const CONSOLE_PAGES: { path: string; email: string }[] = [
  { path: "/line", email: TEST_USERS.staffNrl },
  { path: "/line/voyage", email: TEST_USERS.staffNrl },
  { path: "/line/import", email: TEST_USERS.staffNrl },
  { path: "/line/vessels", email: TEST_USERS.staffNrl },
  { path: "/line/unit-models?search=corolla", email: TEST_USERS.admin },
];
for (const { path, email } of CONSOLE_PAGES) {
  test(`${path === "/line/voyage" ? "a voyage's page" : path} passes axe and fits a phone`, async ({
    page: staffPage,
    browser,
  }) => {
    // Another test user than the spec's own opens a context of their stored session (signing in
    // over the spec's session through the form raced with the session it replaced).
    const page = email === TEST_USERS.staffNrl ? staffPage : await newSignedInPage(browser, "admin");
    await signIn(page, email, "/line");
    let url = path;
    if (path === "/line/voyage") {
      await page.getByRole("table").getByRole("link").first().click();
      await expect(page.getByRole("heading", { name: "Port calls" })).toBeVisible();
      url = new URL(page.url()).pathname;
    }
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole("navigation", { name: "Line console" })).toBeVisible();
      await expectAccessible(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${url} at ${viewport.width}`,
      ).toBeLessThanOrEqual(viewport.width);
    }
  });
}

// My account and the agent's team in the browser: a user changes their password (a wrong current
// one is refused at its field; their other session ends, this one stands) and signs in with the
// new one, and sets their time zone; the agent's lead adds a user who then signs in, makes them a
// lead and takes it back, and a non-lead finds no team page; an admin names a new agent's lead, whose
// removal, the last, is refused. Both pages pass axe at 1440 and 390 px and fit a phone.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility";
import { TEST_API_KEYS, expectSignedIn, newSignedInPage, signIn, throwawayUser } from "./fixtures";

const NEW_PASSWORD = "harbour-crane-2026";

/** axe at desktop and phone size, no sideways scroll on the phone; a screenshot of each when SCREENSHOT_DIR is set. */
async function checkBothSizes(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, `${name} at ${width} px`);
    if (width === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("a user changes their password: the other session ends, this one stands, the new one signs in", async ({
  browser,
  page,
  request,
}) => {
  const user = await throwawayUser(request, "agent");
  const elsewhere = await newPage(browser);
  await signIn(elsewhere, user.email, user.password, "/account");
  await signIn(page, user.email, user.password);

  // The header's name leads to the account.
  await page.getByRole("link", { name: /my account/ }).click();
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" })).toContainText(user.email);
  await checkBothSizes(page, "account");

  const form = page.getByRole("form", { name: "Change my password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel(/^New password \(/).fill(NEW_PASSWORD);
  await form.getByLabel("New password again").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("alert")).toContainText("Your current password is not right");
  await expect(form.getByLabel("Current password")).toHaveAccessibleDescription("This is not your current password");

  await form.getByLabel("Current password").fill(user.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByRole("status")).toContainText("Password changed");

  // This session stands (re-issued at the new version) ...
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
  // ... the other one has ended.
  await elsewhere.goto("/account");
  await expect(elsewhere).toHaveURL(/\/signin/);
  await elsewhere.context().close();

  // Time zone: chosen from the select, kept after a reload.
  const zone = page.getByRole("form", { name: "My time zone" });
  await zone.getByRole("combobox", { name: "Time zone" }).selectOption("Asia/Tokyo");
  await zone.getByRole("button", { name: "Save time zone" }).click();
  await expect(zone.getByRole("status")).toHaveText("Saved: Asia/Tokyo.");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo");

  // Signed out, the old password no longer works and the new one does.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Email or password is not right.")).toBeVisible();
  await signIn(page, user.email, NEW_PASSWORD);
  await expectSignedIn(page);
});

test("the agent's lead adds a user, who signs in; others find no team page", async ({ browser }) => {
  const lead = await newSignedInPage(browser, "agent");
  await lead.goto("/");
  await lead.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" }).click();
  await expect(lead.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();

  const email = `team.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@quayside.test`;
  const form = lead.getByRole("form", { name: "Add a user" });
  await form.getByLabel("Name").fill("Tomas Team");
  await form.getByLabel("E-mail").fill(email);
  await form.getByRole("button", { name: "Add user" }).click();
  const secret = lead.getByRole("textbox", { name: "Temporary password" });
  await expect(secret).toBeVisible();
  const password = await secret.inputValue();
  await expect(lead.getByRole("table", { name: "Users of your agent" })).toContainText(email);
  await checkBothSizes(lead, "team");

  const member = await newPage(browser);
  await signIn(member, email, password);
  await expectSignedIn(member);
  // A user who does not lead sees no Team link, and the page answers as if it did not exist.
  await expect(member.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Team" })).toHaveCount(0);
  const answer = await member.goto("/team");
  expect(answer?.status()).toBe(404);
  await member.context().close();

  // The lead makes the new user a lead too, then takes it back (the seeded lead stays one).
  const leads = lead.getByRole("region", { name: "Team leads" });
  await leads.getByLabel("Make a lead").selectOption({ label: `Tomas Team (${email})` });
  await leads.getByRole("button", { name: "Make lead" }).click();
  await expect(leads.getByRole("status")).toHaveText(`${email} is a lead now.`);
  await expect(leads.getByRole("list", { name: "Leads" })).toContainText(email);
  await leads.getByRole("button", { name: `Remove lead: ${email}` }).click();
  await expect(leads.getByRole("status")).toHaveText(`${email} is no longer a lead.`);
  await expect(leads.getByRole("list", { name: "Leads" })).not.toContainText(email);

  // Deactivated by the lead (the admin's word for it too): signed out at the next page.
  await lead.getByRole("button", { name: `Deactivate ${email}` }).click();
  await expect(lead.getByRole("row", { name: new RegExp(email) })).toContainText("Deactivated");
  await lead.context().close();
});

test("an admin names a new agent's lead; the agent's last lead cannot be removed", async ({ browser, request }) => {
  const auth = { authorization: `Bearer ${TEST_API_KEYS.admin}` };
  const tag = `L${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const agent = await request.post("/api/admin/agents", { headers: auth, data: { code: tag, name: `Lead ${tag}` } });
  expect(agent.ok(), await agent.text()).toBe(true);
  const agentId = ((await agent.json()) as { id: number }).id;
  const email = `lead.${tag.toLowerCase()}@quayside.test`;
  const user = await request.post("/api/admin/users", {
    headers: auth,
    data: { email, name: "Lena Lead", role: "AGENT", agentId },
  });
  expect(user.ok(), await user.text()).toBe(true);

  const admin = await newSignedInPage(browser, "admin");
  await admin.goto(`/admin/agents/${agentId}`);
  const leads = admin.getByRole("region", { name: "Team leads" });
  await expect(leads).toContainText("No active lead");
  await leads.getByLabel("Make a lead").selectOption({ label: `Lena Lead (${email})` });
  await leads.getByRole("button", { name: "Make lead" }).click();
  await expect(leads.getByRole("status")).toHaveText(`${email} is a lead now.`);
  await leads.getByRole("button", { name: `Remove lead: ${email}` }).click();
  await expect(leads.getByRole("alert")).toContainText(`${email} is the only lead of Lead ${tag}`);
  await expect(leads.getByRole("list", { name: "Leads" })).toContainText(email);
  // audited, in the agent's recent changes once the page is read again
  await admin.reload();
  await expect(admin.getByRole("region", { name: "Recent changes" })).toContainText(
    `Made ${email} a lead of Lead ${tag}`,
  );
  await admin.context().close();
});

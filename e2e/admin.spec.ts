// The operator's console in the browser: an admin onboards an integrator (agent, user, API key,
// allow-list range), the key saves from 127.0.0.1 inside the range, gets 403 at once when the
// range no longer holds it, and 401 at once when revoked. Every admin page passes axe-core and
// fits a phone; other roles do not see the console.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_API_KEYS, TEST_PASSWORD, TEST_USERS, signIn as signInThrough, signedInAs } from "./fixtures";
import { ownAgent } from "./own-agent";
import { bookingInput } from "../lib/booking/test-helpers";
import { expectAccessible } from "./accessibility";

const fullParty = (Name: string) => ({ Name, IsReferenceOnly: false });

/** A booking of a brand-new agent (no address book yet: parties in full), from the test runner (127.0.0.1). */
function saveWith(request: APIRequestContext, key: string) {
  const message = bookingInput({
    header: {
      Shipper: fullParty("Shipper Ltd"),
      Exporter: fullParty("Exporter Ltd"),
      Consignee: fullParty("Consignee Ltd"),
      Notify: fullParty("Notify Ltd"),
    },
  });
  return request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${key}` },
    data: { booking: { ...message, TestOnly: false } },
  });
}

test.use(signedInAs("admin"));

/** Opens `landing` signed in as `email`: the admin's stored session, another user through the form. */
function signIn(page: Page, email: string, landing: string) {
  return signInThrough(page, email, TEST_PASSWORD, landing);
}

async function saveAllowList(page: Page) {
  await page.getByRole("button", { name: "Save allow list" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Allow list saved." })).toBeVisible();
}

test("an admin onboards an integrator; the allow list and the key hold at once", async ({ page, request }) => {
  // A long journey (four forms, eight API calls, two pages) on a shared two-core machine.
  test.setTimeout(240_000);
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  await signIn(page, TEST_USERS.admin, "/admin");
  await expect(page.getByRole("heading", { name: "Operator console" })).toBeVisible();

  // The agent.
  await page.getByLabel("Code").fill(`E2E${tag}`);
  await page.getByLabel("Name", { exact: true }).fill(`E2E Forwarding ${tag}`);
  await page.getByRole("button", { name: "Create agent" }).click();
  await expect(page).toHaveURL(/\/admin\/agents\/\d+$/);
  await expect(page.getByRole("heading", { name: `E2E Forwarding ${tag}` })).toBeVisible();
  const agentId = page.url().split("/").pop()!;
  await expect(page.getByRole("region", { name: "Agent facts" })).toContainText(`AgentId${agentId}`);

  // A user of the agent, with a temporary password shown once.
  const users = page.getByRole("region", { name: "Users" });
  await users.getByLabel("Email").fill(`e2e.${tag.toLowerCase()}@example.test`);
  await users.getByLabel("Name").fill("Erin Integrator");
  await users.getByRole("button", { name: "Create user" }).click();
  await expect(users.getByLabel("Temporary password")).toHaveValue(/^[A-Za-z2-9]{16}$/);
  await expect(users.getByRole("row").filter({ hasText: "Erin Integrator" })).toBeVisible();
  // Deactivating asks first and says what it does; "Keep active" changes nothing.
  const erin = users.getByRole("row").filter({ hasText: "Erin Integrator" });
  const deactivate = erin.getByRole("button", { name: /^Deactivate / });
  await deactivate.click();
  const ask = page.getByRole("dialog", { name: /^Deactivate e2e\..*\?$/ });
  await expect(ask).toContainText("signed out at once on every device");
  await ask.getByRole("button", { name: "Keep active" }).click();
  await expect(ask).toBeHidden();
  await expect(erin).toContainText("Active");
  await deactivate.click();
  await ask.getByRole("button", { name: "Deactivate", exact: true }).click();
  await expect(erin).toContainText("Deactivated");
  await erin.getByRole("button", { name: /^Reactivate / }).click();
  await expect(erin).toContainText("Active");

  // An API key, shown once.
  const keys = page.getByRole("region", { name: "API keys" });
  await keys.getByLabel("New key's name").fill("ERP");
  await keys.getByRole("button", { name: "Issue key" }).click();
  const keyField = keys.getByLabel("API key", { exact: true });
  await expect(keyField).toHaveValue(/^qs_[0-9A-Za-z]{32}$/);
  const key = await keyField.inputValue();
  await expect(keys.getByRole("row").filter({ hasText: "ERP" })).toContainText("never");

  // No allow list yet: the key cannot save.
  expect((await saveWith(request, key)).status()).toBe(403);

  // A range holding 127.0.0.1: the key saves.
  const allowList = page.getByRole("region", { name: "IP allow list" });
  await allowList.getByRole("button", { name: "Add entry" }).click();
  await allowList.getByLabel("Address or range 1").fill("127.0.0.0/8");
  await allowList.getByLabel("Note 1").fill("test runner");
  await saveAllowList(page);
  const saved = await saveWith(request, key);
  expect(saved.status()).toBe(200);
  expect((await saved.json()).booking.BookingCode).toMatch(new RegExp(`^E2E${tag.slice(0, 3)}-\\d{6}$`));

  // A bad entry is refused with what is wrong; nothing changes.
  await allowList.getByLabel("Address or range 1").fill("127.0.0.1/8");
  await page.getByRole("button", { name: "Save allow list" }).click();
  await expect(
    allowList.getByText('"127.0.0.1/8" has bits set after the /8 prefix; did you mean 127.0.0.0/8?'),
  ).toBeVisible();
  expect((await saveWith(request, key)).status()).toBe(200);

  // The range changes to exclude 127.0.0.1: the very next save gets 403.
  await allowList.getByLabel("Address or range 1").fill("10.0.0.0/8");
  await saveAllowList(page);
  const refused = await saveWith(request, key);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ status: 1, code: "FORBIDDEN" });

  // Revoked: the very next request gets 401, though the key was cached a moment ago.
  await allowList.getByLabel("Address or range 1").fill("127.0.0.1");
  await saveAllowList(page);
  expect((await saveWith(request, key)).status()).toBe(200);
  await page.reload();
  await expect(keys.getByRole("row").filter({ hasText: "ERP" })).toContainText("127.0.0.1");
  await keys.getByRole("button", { name: "Revoke…" }).click();
  await keys.getByRole("button", { name: "Revoke ERP now" }).click();
  await expect(keys.getByRole("row").filter({ hasText: "ERP" })).toContainText("Revoked");
  const revoked = await saveWith(request, key);
  expect(revoked.status()).toBe(401);
  expect(await revoked.json()).toMatchObject({ status: 1, code: "UNAUTHORIZED" });

  // Every step is in the audit log, newest first, with who and from where.
  await page.getByRole("link", { name: `All changes to E2E Forwarding ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?agentId=${agentId}$`));
  const actions = page.getByRole("table", { name: "Audit log, newest first" }).getByRole("row");
  await expect(actions.nth(1)).toContainText("apiKey.revoke");
  await expect(actions.nth(1)).toContainText("Olga Operator");
  await expect(actions.last()).toContainText("agent.create");
  await expect(page.getByRole("table", { name: "Audit log, newest first" })).toContainText("added 10.0.0.0/8");
});

// One test per page and screen size: axe-core on a full page is slow on a loaded two-core machine.
const ADMIN_PAGES = [
  ["agents", "/admin"],
  ["an agent's", "agent"],
  ["users", "/admin/users"],
  ["audit log", "/admin/audit"],
] as const;
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
for (const [name, path] of ADMIN_PAGES) {
  for (const viewport of SCREENS) {
    test(`the ${name} page passes axe-core at ${viewport.width}px${viewport.width < 500 ? " without sideways scroll" : ""}`, async ({
      page,
    }) => {
      let target: string = path;
      if (path === "agent") {
        await signIn(page, TEST_USERS.admin, "/admin");
        await page.getByRole("link", { name: "Acme Auto Export" }).click();
        await expect(page.getByRole("heading", { name: "Acme Auto Export" })).toBeVisible();
        target = new URL(page.url()).pathname;
      } else {
        await signIn(page, TEST_USERS.admin, path);
      }
      // Signed in on the desktop layout (its Sign out button is what signIn waits for), then the screen.
      if (viewport.width !== 1440) {
        await page.setViewportSize(viewport);
        await page.goto(target);
      }
      await expect(page.getByRole("navigation", { name: "Operator console" })).toBeVisible();
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${page.url()} at ${viewport.width}px scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
}

test("an agent's page shows what its uploaded files take of its storage quota", async ({ page, request }) => {
  const agent = await ownAgent(request, "Uploads");
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  const uploaded = await request.post(`/api/files?agentId=${agent.id}&name=paper.pdf`, {
    headers: { authorization: `Bearer ${TEST_API_KEYS.admin}`, "content-type": "application/pdf" },
    data: PDF,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await page.goto(`/admin/agents/${agent.id}`);
  // FILE_STORAGE_PER_AGENT_BYTES is left at its default on the test server
  await expect(page.getByRole("region", { name: "Agent facts" })).toContainText(
    `Uploaded files${PDF.length} bytes of 10 GiB (1 file)`,
  );
});

test.describe("line staff", () => {
  test.use(signedInAs("staffNrl"));
  test("other roles do not see the console", async ({ page, playwright, baseURL }) => {
    await signIn(page, TEST_USERS.staffNrl, "/schedules");
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(404);
    const anonymous = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    expect((await anonymous.get("/api/admin/agents")).status()).toBe(401);
    await anonymous.dispose();
  });
});

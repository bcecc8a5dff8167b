// After the quay in the browser (docs/portal/papers.md): the agent sends shipping instructions for
// part of a booking and approves the draft; the line's staff issue it (the unit is made Loaded
// through the API), record the collect payment and the surrender; the delivery order downloads
// once the unit is discharged and cleared; the agent downloads the issued B/L and its invoice.
// axe at 1440 and 390 px on the booking page as each role.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "./accessibility";
import { bookableVoyage } from "./bookable-voyage";
import { newSignedInPage, TEST_API_KEYS } from "./fixtures";
import { bookOnVoyage } from "./voyage-bookings";

test.describe.configure({ timeout: 180_000 });

const today = () => new Date().toISOString().slice(0, 10);

async function bothSizes(page: Page, where: string) {
  await expectAccessible(page, `${where} at 1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, `${where} at 390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("instructions → approve → issue → payment → surrender → delivery order", async ({ browser, request }) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const booking = await bookOnVoyage(request, voyage, 2);
  const [first, second] = booking.units;
  const milestone = async (type: string) => {
    const res = await request.post(`/api/items/${first.id}/milestones`, {
      headers: { authorization: `Bearer ${TEST_API_KEYS.admin}` },
      data: { type, on: today() },
    });
    expect(res.status(), await res.text()).toBe(200);
  };

  // The agent: instructions for the first unit only, freight collect, a named consignee.
  const agent = await newSignedInPage(browser, "agent");
  await agent.goto(`/bookings/${booking.id}`);
  const form = agent.getByRole("form", { name: "Send shipping instructions" });
  await form.getByRole("checkbox", { name: new RegExp(second.serial) }).uncheck();
  await form.getByRole("radio", { name: /Collect/ }).check();
  await form.getByLabel(/Consignee name/).fill("Lagos Motors Ltd");
  await form.getByRole("button", { name: "Send instructions" }).click();
  await expect(agent.getByRole("status").filter({ hasText: /Instructions .* received/ })).toBeVisible();
  const doc = agent.getByRole("listitem", { name: /^Bill of lading / });
  await expect(doc).toContainText("Draft");
  const onIt = doc.getByText(/^1 unit:/);
  await expect(onIt).toContainText(first.serial);
  await expect(onIt).not.toContainText(second.serial);
  const number = (await doc.getAttribute("aria-label"))!.replace("Bill of lading ", "");
  await bothSizes(agent, "booking page with a draft (agent)");
  await doc.getByRole("button", { name: "Approve draft" }).click();
  await expect(doc).toContainText("Approved");

  // The unit is delivered and loaded at the Pol.
  await milestone("Delivered");
  await milestone("Loaded");

  // Staff issue it, record the payment of the collect invoice and the surrender.
  const staff = await newSignedInPage(browser, "staffNrl");
  await staff.goto(`/bookings/${booking.id}`);
  const staffDoc = staff.getByRole("listitem", { name: `Bill of lading ${number}` });
  await staffDoc.getByRole("button", { name: "Issue" }).click();
  await expect(staffDoc.getByRole("status")).toContainText("is issued");
  await expect(staffDoc).toContainText("Shipped on board");
  await staff.goto("/invoices");
  const row = staff.getByRole("row").filter({ hasText: booking.code });
  await row.getByLabel("Reference").fill("SWIFT 42");
  await row.getByRole("button", { name: "Record payment" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "paid in full" })).toBeVisible();
  await staff.goto(`/bookings/${booking.id}`);
  await staffDoc.getByRole("button", { name: "Originals surrendered" }).click();
  await expect(staffDoc).toContainText("Surrendered");
  await expect(staffDoc).toContainText("is not discharged yet");

  // Discharged and cleared at the Pod: the delivery order is there.
  await milestone("Discharged");
  await milestone("CustomsCleared");
  await staff.reload();
  const order = staffDoc.getByRole("link", { name: "Delivery order (PDF)" });
  await expect(order).toBeVisible();
  const pdf = await staff.request.get((await order.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await bothSizes(staff, "booking page with an issued document (staff)");

  // The agent downloads the issued bill of lading and its invoice.
  await agent.reload();
  for (const name of [/Download bill of lading/, /^Invoice .* \(PDF\)$/]) {
    const link = doc.getByRole("link", { name });
    const res = await agent.request.get((await link.getAttribute("href"))!);
    expect(res.status(), String(name)).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
  }
  await agent.context().close();
  await staff.context().close();
});

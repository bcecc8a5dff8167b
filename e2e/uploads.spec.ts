// A booking's papers in the portal: an agent uploads a customs paper and two photos on a unit in
// the booking form, saves, and the booking page shows them after a reload, to the agent and to the
// line's staff; a file that is not what it claims to be is refused in the form with the reason.
import { expect, test, type Page } from "@playwright/test";
import { TEST_API_KEYS, newSignedInPage, signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";
import { bookableVoyage } from "./bookable-voyage";
import { bookOnVoyage, openMilestones } from "./voyage-bookings";

test.use(signedInAs("agent"));

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
// a 1×1 PNG, so the thumbnails have something to show
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const item = (page: Page, n: number) => page.getByRole("group", { name: `Item ${n}`, exact: true });

async function openItemDetails(page: Page, bookingId: number) {
  await page.goto(`/bookings/${bookingId}/edit`);
  await page.getByRole("button", { name: /^3\. Items/ }).click();
  await item(page, 1).getByRole("button", { name: "Details, sub units, sub items" }).click();
}

test("an agent uploads a customs paper and two photos on a unit, saves, and sees them after a reload; so do the line's staff", async ({
  page,
  browser,
  request,
}) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const { id, code, units } = await bookOnVoyage(request, voyage, 2);
  await openItemDetails(page, id);

  const details = page.locator("#item-0-details");
  await details
    .getByLabel("Customs paper: Choose file")
    .first()
    .setInputFiles({ name: "export-declaration.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(details.getByRole("link", { name: "export-declaration.pdf" })).toBeVisible();
  // the invoice is dropped on its zone, as from a file manager
  const dropped = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "invoice-7781.pdf", { type: "application/pdf" }));
      return transfer;
    },
    [...PDF],
  );
  await details.getByRole("group", { name: "Invoice" }).dispatchEvent("drop", { dataTransfer: dropped });
  await expect(details.getByRole("link", { name: "invoice-7781.pdf" })).toBeVisible();
  await details.getByLabel("Photos (0 of at most 20): Choose files").setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: PNG },
    { name: "rear.png", mimeType: "image/png", buffer: PNG },
  ]);
  const photos = details.getByRole("list", { name: "Photos of item 1" });
  await expect(photos.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page, "booking form with papers and photos");

  await page.getByRole("button", { name: "Next: Review and save" }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/booking/save") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}\\?saved=updated$`));

  await page.reload();
  const unit1 = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Unit 1/ }) });
  const paper = unit1
    .getByRole("list", { name: "Papers of unit 1" })
    .getByRole("link", { name: "export-declaration.pdf" });
  await expect(paper).toBeVisible();
  await expect(unit1.getByRole("list", { name: "Photos of unit 1" }).getByRole("img")).toHaveCount(2);
  // the link answers the file itself, with its stored type
  const answer = await page.request.get((await paper.getAttribute("href"))!);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect((await answer.body()).equals(PDF)).toBe(true);

  // the edit form shows them again, and a removed photo is gone after the next save
  await openItemDetails(page, id);
  await expect(details.getByRole("list", { name: "Photos of item 1" }).getByRole("listitem")).toHaveCount(2);
  await details.getByRole("button", { name: "Remove photo rear.png of item 1" }).click();
  await page.getByRole("button", { name: "Next: Review and save" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${id}\\?saved=updated$`));
  await expect(unit1.getByRole("list", { name: "Photos of unit 1" }).getByRole("img")).toHaveCount(1);
  await expect(unit1.getByRole("list", { name: "Papers of unit 1" })).toContainText("export-declaration.pdf");
  await expect(unit1.getByRole("list", { name: "Papers of unit 1" })).toContainText(/Invoice:\s*invoice-7781.pdf/);

  // the line's staff see on the voyage's units what the unit has, open its booking from there, and the paper
  const staff = await newSignedInPage(browser, "staffNrl");
  try {
    await openMilestones(staff, voyage);
    const row = staff.getByRole("row").filter({ hasText: units[0].serial });
    await expect(row).toContainText("customs paper, invoice, 1 photo");
    await row.getByRole("link", { name: code }).click();
    await expect(staff.getByRole("heading", { level: 1 })).toContainText(code);
    const staffPaper = staff
      .getByRole("list", { name: "Papers of unit 1" })
      .getByRole("link", { name: "export-declaration.pdf" });
    const file = await staff.request.get((await staffPaper.getAttribute("href"))!);
    expect(file.status()).toBe(200);
  } finally {
    await staff.context().close();
  }
});

test("a file that is not what its name says is refused in the form, with the reason", async ({ page, request }) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const { id } = await bookOnVoyage(request, voyage, 1);
  await openItemDetails(page, id);
  const details = page.locator("#item-0-details");
  await details
    .getByLabel("Customs paper: Choose file")
    .first()
    .setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
  await expect(details.getByRole("alert")).toContainText("invoice.pdf:");
  await expect(details.getByRole("alert")).toContainText(/PDF|type/i);
  await expect(details.getByRole("link", { name: "invoice.pdf" })).toHaveCount(0);
});

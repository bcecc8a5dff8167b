// Documents in the portal: an agent's booking page links its confirmation and dock receipts, and
// the line's staff find the voyage's manifest on the voyage's page; each link answers the document
// to the signed-in user (the PDFs' text and barcodes are read back in lib/documents/documents.test.ts).
import { expect, test } from "@playwright/test";
import { TEST_API_KEYS, newSignedInPage, signedInAs } from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { bookOnVoyage, openMilestones } from "./voyage-bookings";
import { bookingInput } from "../lib/booking/test-helpers";

test.use(signedInAs("agent"));

test("a booking's page links its confirmation and dock receipts; the voyage's page its manifest, for the line's staff", async ({
  page,
  browser,
  request,
}) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const { id, code, units } = await bookOnVoyage(request, voyage, 2);
  await page.goto(`/bookings/${id}`);
  const documents = page.getByRole("region", { name: "Documents", exact: true });
  const confirmation = documents.getByRole("link", { name: "Booking confirmation" });
  const receipts = documents.getByRole("link", { name: "Dock receipts" });
  await expect(documents).toContainText("one page for each of the 2 units");
  for (const link of [confirmation, receipts]) {
    // what the browser gets when the agent follows the link: the PDF, with the session's cookie
    const answer = await page.request.get((await link.getAttribute("href"))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(answer.headers()["content-disposition"]).toContain(code);
  }
  // the bookings list links each booking's confirmation too
  const confirmationHref = await confirmation.getAttribute("href");
  await page.goto(`/bookings?q=${code}`);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByRole("link", { name: "Confirmation (PDF)" })).toHaveAttribute("href", confirmationHref!);

  // one unit: one page, said as such (not "each of the 1 unit")
  const single = await bookOnVoyage(request, voyage, 1);
  await page.goto(`/bookings/${single.id}`);
  await expect(page.getByRole("region", { name: "Documents", exact: true })).toContainText(
    "one page: the unit's VIN barcode and QR code",
  );

  const staff = await newSignedInPage(browser, "staffNrl");
  try {
    await staff.goto(`/line?number=${encodeURIComponent(voyage)}`);
    await staff.getByRole("link", { name: voyage, exact: true }).click();
    await expect(staff.getByRole("heading", { name: `Voyage ${voyage}` })).toBeVisible();
    const csv = await staff.request.get(
      (await staff
        .getByRole("region", { name: "Manifest" })
        .getByRole("link", { name: "Manifest (CSV)" })
        .getAttribute("href"))!,
    );
    expect(csv.status()).toBe(200);
    const rows = await csv.text();
    for (const unit of units) expect(rows).toContain(unit.serial);
    // the customs data set for the EU entry summary, beside the manifest
    const ens = await staff.request.get(
      (await staff
        .getByRole("region", { name: "Manifest" })
        .getByRole("link", { name: "Customs data set, EU entry summary (CSV)" })
        .getAttribute("href"))!,
    );
    expect(ens.status()).toBe(200);
    expect(await ens.text()).toContain(code);
  } finally {
    await staff.context().close();
  }
});

test("a quote and a draft have no documents yet", async ({ page, request }) => {
  const auth = { authorization: `Bearer ${TEST_API_KEYS.agent}` };
  for (const header of [{ RequestType: 1 as const }, { Status: "draft" }]) {
    const saved = await request.post("/api/booking/save", {
      headers: auth,
      data: { booking: { ...bookingInput({ header: { Line: "NRL", ...header } }), TestOnly: false } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.goto(`/bookings/${(await saved.json()).booking.Id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Documents", exact: true })).toHaveCount(0);
  }
});

test("gate-in by scanning: a dock receipt's QR code or VIN records Delivered for its unit at once", async ({
  browser,
  request,
}) => {
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const { code, units } = await bookOnVoyage(request, voyage, 3);
  const vins = units.map((u) => u.serial);

  const staff = await newSignedInPage(browser, "staffNrl");
  try {
    await openMilestones(staff, voyage);
    const row = (vin: string) => staff.getByRole("row").filter({ hasText: vin });
    const said = staff.getByRole("status").filter({ hasText: "gate-in" });
    const refused = staff.getByRole("alert").filter({ hasText: /Not recorded|no unit booked/ });

    // A scanner types what the code holds, then Enter: the first receipt's QR code, the second's VIN barcode.
    const scanner = staff.getByRole("textbox", { name: "Gate-in by scanning" });
    await scanner.pressSequentially(`QS-ITEM:${units[0].id}`, { delay: 5 });
    await scanner.press("Enter");
    await expect(said).toHaveText(`Delivered (gate-in) recorded for ${vins[0]} of ${code} (Toyota Land Cruiser).`);
    await expect(scanner).toHaveValue("");
    await expect(row(vins[0])).toContainText("Delivered");

    await scanner.pressSequentially(vins[1], { delay: 5 });
    await scanner.press("Enter");
    await expect(said).toHaveText(`Delivered (gate-in) recorded for ${vins[1]} of ${code} (Toyota Land Cruiser).`);
    await expect(row(vins[1])).toContainText("Delivered");
    await expect(row(vins[2])).not.toContainText("Delivered");

    // The same receipt again is refused with the reason; a code of no unit here says so.
    await scanner.pressSequentially(`QS-ITEM:${units[0].id}`, { delay: 5 });
    await scanner.press("Enter");
    await expect(refused).toContainText(`Not recorded for ${vins[0]} of ${code}`);
    await scanner.pressSequentially("QS-ITEM:999999999", { delay: 5 });
    await scanner.press("Enter");
    await expect(refused).toHaveText(
      "QS-ITEM:999999999: no unit booked with your line has this code. Check it against the dock receipt, or type the VIN; a unit without a booking cannot enter.",
    );
  } finally {
    await staff.context().close();
  }
});

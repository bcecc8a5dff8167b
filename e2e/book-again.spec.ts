// "Book again" from an earlier booking: a new booking with its lane and parties filled in, the
// lane's sailings listed at once, no units; saved as a booking of its own.
import { expect, test } from "@playwright/test";
import { TEST_API_KEYS, signedInAs } from "./fixtures";
import { expectAccessible } from "./accessibility";
import { bookingInput } from "../lib/booking/test-helpers";

test.use(signedInAs("agent"));

test("book again: the earlier booking's lane and parties, a sailing chosen from the lane's list, new units", async ({
  page,
  request,
}) => {
  const saved = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.agent}` },
    data: { booking: { ...bookingInput({ header: { Line: "NRL" } }), TestOnly: false } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { Id: id, BookingCode: code } = (await saved.json()).booking as { Id: number; BookingCode: string };

  await page.goto(`/bookings/${id}`);
  await page.getByRole("link", { name: "Book again" }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/new\\?again=${id}$`));
  await expect(page.getByText(`Booking again from ${code}`)).toBeVisible();
  // The lane's sailings, without a click on Search.
  const found = page.getByRole("list", { name: "Sailings found" });
  await expect(found.getByRole("button", { name: /^Choose / }).first()).toBeVisible();
  await expectAccessible(page, "book again, sailing step");
  await found
    .getByRole("button", { name: /^Choose / })
    .first()
    .click();
  await expect(page.locator("#sailing-pol option:checked")).toContainText("BEZEE");
  await expect(page.locator("#sailing-pod option:checked")).toContainText("NGLOS");

  await page.getByRole("button", { name: "Next: Parties" }).click();
  // The four parties of the earlier booking, as address-book entries.
  for (const code of ["ACME-SHP", "ACME-EXP", "ACME-CNE", "ACME-NTF"])
    await expect(page.getByText(code, { exact: false }).first()).toBeVisible();
});

test("book again from a booking one may not see starts an empty booking", async ({ page, request }) => {
  const other = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${TEST_API_KEYS.otherAgent}` },
    data: { booking: { ...bookingInput({ agent: "BVF", header: { Line: "ACC" } }), TestOnly: false } },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.goto(`/bookings/new?again=${(await other.json()).booking.Id}`);
  await expect(page.getByRole("heading", { name: "New booking" })).toBeVisible();
  await expect(page.getByText("Booking again from")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No sailing chosen yet" })).toBeVisible();
});

// Bookings on a voyage made through the API, and the milestones page opened on that voyage: the
// set-up of the specs where line staff work on an agent's units (feed, staff updates, documents).
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { TEST_API_KEYS } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";
import type { ExtBookingInput } from "../lib/booking/message/save-schema";

export interface Booked {
  id: number;
  code: string;
  /** each unit's item id and VIN, in the booking's order */
  units: { id: string; serial: string }[];
}

/** Saves a booking of `units` units on `voyage` (Zeebrugge → Lagos unless `header` says otherwise) for `agent`, with its API key. */
export async function bookOnVoyage(
  request: APIRequestContext,
  voyage: string,
  units: number,
  agent: "ACME" | "BVF" = "ACME",
  header: Partial<ExtBookingInput["Header"]> = {},
): Promise<Booked> {
  const message = bookingInput({ agent, items: units, header: { BookingVoyage: voyage, ...header } });
  const response = await request.post("/api/booking/save", {
    headers: { authorization: `Bearer ${agent === "ACME" ? TEST_API_KEYS.agent : TEST_API_KEYS.otherAgent}` },
    data: { booking: { ...message, TestOnly: false } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { booking } = await response.json();
  return {
    id: booking.Id,
    code: booking.BookingCode,
    units: booking.Items.map((item: { Id: string }, i: number) => ({
      id: item.Id,
      serial: message.Items[i].SerialNumber!,
    })),
  };
}

/** The milestones page showing `voyage`'s booked units. */
export async function openMilestones(page: Page, voyage: string) {
  await page.goto("/milestones");
  const option = page.locator("#pick-voyage option", { hasText: voyage }).first();
  // the sailing day in the portal's date style ("sails Tue 1 Dec 2026"), not ISO
  await expect(option).toHaveText(/ · sails (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}/);
  const value = await option.getAttribute("value");
  await page.getByLabel("Voyage").selectOption(value!);
  await page.getByRole("button", { name: "Show units" }).click();
  await expect(page.getByRole("heading", { name: new RegExp(`Units of ${voyage}`) })).toBeVisible();
}

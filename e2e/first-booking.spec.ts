// The integrators' example (clients/typescript/examples/first-booking.ts, the steps of
// docs/integrators/getting-started.md) run as written against the e2e server: reads, a TestOnly
// save, a save, an update by the returned ids, the booking read and its 304, a feed subscription
// to a receiver the example starts, and a signed item update it verifies.
import { expect, test } from "@playwright/test";
import { firstBooking } from "../clients/typescript/examples/first-booking";
import { TEST_API_KEYS } from "./fixtures";

test("the first-booking example saves, updates, reads, subscribes, receives and verifies", async ({ baseURL }) => {
  const steps: string[] = [];
  const result = await firstBooking({
    baseUrl: baseURL!,
    apiKey: TEST_API_KEYS.agent,
    adminKey: TEST_API_KEYS.admin,
    log: (line) => steps.push(line),
  });
  expect(steps.map((line) => line.split(".")[0])).toEqual(["1", "1", "2", "3", "4", "5", "6", "7", "8"]);
  expect(result.bookingCode).toMatch(/^ACM-\d{6}$/);
  expect(result.itemIds).toHaveLength(2);
  expect(result.version).toBe(2); // the save, then the update
  expect(result.notModified).toBe(true);
  expect(result.update).toMatchObject({
    ItemId: result.itemIds[0],
    Voyage: result.voyage,
    Location: "Gate 3",
    DeliveryDate: new Date().toISOString().slice(0, 10),
  });
});

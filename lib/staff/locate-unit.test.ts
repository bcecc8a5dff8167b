// The gate's scan field, for a unit that is not one of the sailing on screen: where the line's
// staff find it booked (voyage and Pol), canceled, or not booked with the line at all, in words
// that say what to do. On the test database, through the save route.
import { describe, expect, it } from "vitest";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { bookingInput } from "@/lib/booking/test-helpers";
import { cancelBooking } from "@/lib/booking/form/cancel-booking";
import { itemQrText } from "@/lib/documents/item-qr";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { testCallers } from "@/lib/feed/test-helpers";
import { locateScannedUnit } from "@/lib/staff/locate-unit";
import { scanRefusal } from "@/lib/staff/gate-scan-words";

async function book() {
  const voyage = await openNrlVoyage();
  const message = bookingInput({ header: { BookingVoyage: voyage.number } });
  const res = await callRoute<{ booking: { Id: number; BookingCode: string; Items: { Id: string }[] } }>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { voyage: voyage.number, saved: res.body.booking, vin: message.Items[0].SerialNumber! };
}

describe("a scanned unit not of the sailing on screen", () => {
  it("is found by its VIN or its receipt's QR code, and the gate is told its voyage and Pol and what to do", async () => {
    const callers = await testCallers();
    const { voyage, saved, vin } = await book();
    for (const code of [vin.toLowerCase(), itemQrText(Number(saved.Items[0].Id))]) {
      const found = await locateScannedUnit(callers.staffNrl, code);
      expect(found).toEqual([
        {
          bookingCode: saved.BookingCode,
          voyage,
          pol: { code: "BEZEE", name: "Zeebrugge" },
          canceled: false,
          notBooked: false,
        },
      ]);
      expect(scanRefusal(code, found)).toBe(
        `${code} is not booked on this sailing at this port: it is on ${saved.BookingCode}, voyage ${voyage} from Zeebrugge (BEZEE). Choose voyage ${voyage} and Zeebrugge above to record its gate-in.`,
      );
    }
    // another line's staff see nothing of it: for them it is not booked with their line
    const other = await locateScannedUnit(callers.staffAcc, vin);
    expect(other).toEqual([]);
    expect(scanRefusal(vin, other)).toMatch(/no unit booked with your line has this code\. Check it/);

    await cancelBooking(callers.acmeUser, saved.Id);
    expect(scanRefusal(vin, await locateScannedUnit(callers.staffNrl, vin))).toBe(
      `${vin}: its unit on ${saved.BookingCode} is canceled. Do not take it in; the agent can book it again.`,
    );
  });
});

// GET /api/bookings/{id} over real HTTP, and an update by the message it answers: the integrator's
// read-modify-write with If-Match.
import { expect, test } from "@playwright/test";
import { TEST_API_KEYS } from "./fixtures";
import { bookingInput } from "../lib/booking/test-helpers";

const auth = (key: string = TEST_API_KEYS.agent) => ({ authorization: `Bearer ${key}` });

test("read a booking, change it with If-Match, and be refused with the stale version", async ({ request }) => {
  const created = await (
    await request.post("/api/booking/save", {
      headers: auth(),
      data: { booking: { ...bookingInput(), TestOnly: false } },
    })
  ).json();
  const id = created.booking.Id;

  const read = await request.get(`/api/bookings/${id}`, { headers: auth() });
  expect(read.status()).toBe(200);
  expect(read.headers()["etag"]).toBe('"1"');
  const { booking } = await read.json();
  expect(booking.Header).toMatchObject({ Id: id, Version: 1, BookingCode: created.booking.BookingCode });

  const { Version: _version, ...header } = booking.Header;
  const changed = { booking: { ...booking, Header: { ...header, Note: "from the integrator" }, TestOnly: false } };
  const saved = await request.post("/api/booking/save", {
    headers: { ...auth(), "if-match": read.headers()["etag"] },
    data: changed,
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()).booking.Version).toBe(2);

  const stale = await request.post("/api/booking/save", { headers: { ...auth(), "if-match": '"1"' }, data: changed });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({
    requestId: expect.any(String), // the x-request-id of the answer, for support
    status: 1,
    code: "NOT_ALLOWED",
    message: "The booking may not be changed this way.",
    errors: [
      {
        path: "Header.Version",
        code: "version_conflict",
        message: `Booking ${created.booking.BookingCode} was changed meanwhile: it is at version 2, not 1. Read it again and reapply your changes.`,
      },
    ],
  });

  const hidden = await request.get(`/api/bookings/${id}`, { headers: auth(TEST_API_KEYS.otherAgent) });
  expect(hidden.status()).toBe(404);
  expect(await hidden.json()).toEqual({
    requestId: expect.any(String),
    status: 1,
    code: "NOT_FOUND",
    message: `No booking with Id ${id}.`,
    errors: [],
  });
});

// POST /api/booking/save over real HTTP through the portal server: a create, an update, and the
// refusals, each asserted as its exact envelope.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEST_API_KEYS } from "./fixtures";
import { bookingInput, randomVin } from "../lib/booking/test-helpers";

const auth = (key: string = TEST_API_KEYS.agent) => ({ authorization: `Bearer ${key}` });

function save(request: APIRequestContext, booking: unknown, headers: Record<string, string> = auth()) {
  return request.post("/api/booking/save", { headers, data: { booking: { ...(booking as object), TestOnly: false } } });
}

test("create, then update by the returned ids", async ({ request }) => {
  const message = bookingInput({ items: 2 });
  const created = await save(request, message);
  expect(created.status()).toBe(200);
  expect(created.headers()["api-version"]).toBe("1.0");
  expect(created.headers()["content-type"]).toMatch(/application\/json/);
  const body = await created.json();
  expect(body).toEqual({
    status: 0,
    testOnly: false,
    booking: {
      Id: expect.any(Number),
      Prefix: "ACM",
      Number: expect.any(Number),
      BookingCode: expect.stringMatching(/^ACM-\d{6}$/),
      Status: "Approved",
      IsCanceled: false,
      Version: 1,
      ItemCount: 2,
      // A line on `auto` confirms a booking that passes the checks at once (docs/integrators/line-decision.md).
      Confirmation: { State: "Confirmed", Reason: null, Paths: [], DecidedAt: null, PendingAmendment: null },
      // Priced from the line's tariff (docs/integrators/prices.md); the quote's parts are tested in lib/pricing.
      Items: [1, 2].map((relativeId) => ({
        RelativeId: relativeId,
        Id: expect.stringMatching(/^\d+$/),
        IsCanceled: false,
        Status: "Approved",
        Price: expect.any(Number),
        SubUnits: [],
        SubItems: [],
      })),
      Quote: expect.objectContaining({ Currency: expect.any(String), Total: expect.any(Number) }),
    },
    warnings: [],
  });

  // Update: the header and item 1 by their ids (lower-case names work too), add a sub unit.
  const update = {
    header: { ...message.Header, Id: body.booking.Id, note: "second call" },
    items: [
      {
        ...message.Items[0],
        id: body.booking.Items[0].Id,
        Priority: "VIP",
        subUnits: [{ RelativeId: 1, RelationType: "Attached", Description: "Trailer" }],
      },
    ],
  };
  const updated = await save(request, update);
  expect(updated.status()).toBe(200);
  const after = await updated.json();
  expect(after.booking).toMatchObject({
    Id: body.booking.Id,
    BookingCode: body.booking.BookingCode,
    Version: 2,
    ItemCount: 2,
  });
  expect(after.booking.Items[0]).toEqual({
    ...body.booking.Items[0],
    SubUnits: [{ RelativeId: 1, Id: expect.stringMatching(/^\d+$/), IsCanceled: false }],
  });
  expect(after.booking.Items[1]).toEqual(body.booking.Items[1]);
});

test("refusals answer the exact envelope", async ({ request }) => {
  // 422: a rule of the schema (rule 8), with its path.
  const shortVin = await save(request, bookingInput({ itemOverrides: { SerialNumber: "AB12" } }));
  expect(shortVin.status()).toBe(422);
  expect(await shortVin.json()).toEqual({
    requestId: expect.any(String), // the x-request-id of the answer, for support
    status: 1,
    code: "VALIDATION_FAILED",
    message: "The request is not valid.",
    errors: [
      { path: "Items[0].SerialNumber", code: "vin_length", message: "A VIN has 5 to 21 characters; this one has 4." },
    ],
  });

  // 404: a reference that does not exist (rule 1).
  const noPod = await save(request, bookingInput({ header: { Pod: "Atlantis" } }));
  expect(noPod.status()).toBe(404);
  expect(await noPod.json()).toEqual({
    requestId: expect.any(String), // the x-request-id of the answer, for support
    status: 1,
    code: "NOT_FOUND",
    message: "The booking refers to something that does not exist.",
    errors: [{ path: "Header.Pod", code: "not_found", message: 'No port is named or coded "Atlantis".' }],
  });

  // 409: an update of a canceled booking (rule 4).
  const message = bookingInput();
  const created = await (await save(request, message)).json();
  const ids = {
    Header: { ...message.Header, Id: created.booking.Id },
    Items: [{ ...message.Items[0], Id: created.booking.Items[0].Id }],
  };
  const canceled = await save(request, { ...ids, Header: { ...ids.Header, IsCanceled: true } });
  expect((await canceled.json()).booking).toMatchObject({ IsCanceled: true, ItemCount: 0 });
  const again = await save(request, ids);
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({
    requestId: expect.any(String), // the x-request-id of the answer, for support
    status: 1,
    code: "NOT_ALLOWED",
    message: "The booking may not be changed this way.",
    errors: [
      {
        path: "Header.Id",
        code: "canceled",
        message: `Booking ${created.booking.BookingCode} is canceled; it cannot be updated.`,
      },
    ],
  });

  // 422: the same chassis twice at one Pol (rules 9/11).
  const vin = randomVin();
  expect((await save(request, bookingInput({ itemOverrides: { SerialNumber: vin } }))).status()).toBe(200);
  const twice = await save(request, bookingInput({ itemOverrides: { SerialNumber: vin } }));
  expect(await twice.json()).toEqual({
    requestId: expect.any(String), // the x-request-id of the answer, for support
    status: 1,
    code: "VALIDATION_FAILED",
    message: "The booking breaks the booking rules.",
    errors: [
      {
        path: "Items[0].SerialNumber",
        code: "chassis_taken",
        message: `Chassis ${vin} is already booked at BEZEE (within 35 years); the shipping line can allow an exception.`,
      },
    ],
  });

  // 403: another agent's AgentId; 401: no credentials; 413: a body over the limit.
  const otherAgent = await save(request, bookingInput({ header: { AgentId: 999 } }));
  expect(otherAgent.status()).toBe(403);
  expect((await otherAgent.json()).errors).toEqual([
    { path: "Header.AgentId", code: "agent_mismatch", message: expect.any(String) },
  ]);
  const anonymous = await save(request, bookingInput(), {});
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({
    requestId: expect.any(String),
    status: 1,
    code: "UNAUTHORIZED",
    message: "Sign in, or send 'Authorization: Bearer <api key>'.",
    errors: [],
  });
  const big = await request.post("/api/booking/save", {
    headers: { ...auth(), "content-type": "application/json" },
    data: `{"booking": "${"x".repeat(5 * 1024 * 1024)}"}`,
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toEqual({
    requestId: expect.any(String),
    status: 1,
    code: "PAYLOAD_TOO_LARGE",
    message: "The request body is larger than 4194304 bytes.",
    errors: [],
  });
});

test("Idempotency-Key replays the first answer over HTTP", async ({ request }) => {
  const message = bookingInput();
  const headers = { ...auth(), "idempotency-key": `e2e-${randomVin()}` };
  const first = await save(request, message, headers);
  const second = await save(request, message, headers);
  expect(second.status()).toBe(200);
  expect(second.headers()["idempotent-replayed"]).toBe("true");
  expect(await second.json()).toEqual(await first.json());
});

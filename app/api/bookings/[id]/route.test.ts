// GET /api/bookings/{id} and the save's optimistic concurrency (Header.Version, If-Match), through
// the route handlers on the test database.
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/bookings/[id]/route";
import { POST } from "@/app/api/booking/save/route";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { sessionCookie } from "@/lib/testing/read-helpers";
import { bookingInput } from "@/lib/booking/test-helpers";
import type { BookingSaveResponse, ExtBookingInput } from "@/lib/booking/message/save-schema";
import type { ErrorEnvelope } from "@/lib/core/errors";

type Message = ExtBookingInput & { Header: { Id: number; Version: number } };
type Answer = {
  status: number;
  body: Omit<BookingSaveResponse, "status"> & Omit<ErrorEnvelope, "status"> & { status: number };
  headers: Headers;
};

const read = (id: number | string, options: { apiKey?: string; cookie?: string } = {}) =>
  callRoute<{ booking: Message } & ErrorEnvelope>(GET, {
    url: `/api/bookings/${id}`,
    apiKey: options.cookie ? undefined : (options.apiKey ?? TEST_API_KEYS.agent),
    headers: options.cookie ? { cookie: options.cookie } : {},
    params: { id: String(id) },
  });

const save = (booking: unknown, headers: Record<string, string> = {}) =>
  callRoute(POST, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    headers,
    body: { booking: { ...(booking as object), TestOnly: false } },
  }) as Promise<Answer>;

async function created(): Promise<BookingSaveResponse["booking"]> {
  const res = await save(bookingInput({ items: 2 }));
  expect(res.status).toBe(200);
  return res.body.booking;
}

let staffCookie: (line: "NRL" | "ACC") => Promise<string>;
beforeAll(async () => {
  staffCookie = async (line) => {
    const user = await db().user.findUniqueOrThrow({
      where: { email: line === "NRL" ? TEST_USERS.staffNrl : TEST_USERS.staffAcc },
    });
    return sessionCookie({ uid: user.id, role: "STAFF", lineId: user.lineId });
  };
});

describe("GET /api/bookings/{id}", () => {
  it("answers the booking as the message that stores it unchanged, with its version", async () => {
    const b = await created();
    const res = await read(b.Id!);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"1"');
    const { Header, Items } = res.body.booking;
    expect(Header).toMatchObject({
      Id: b.Id,
      Version: 1,
      BookingCode: b.BookingCode,
      Pol: "BEZEE",
      Terminal: "ICO",
      Pod: "NGLOS",
      Shipper: { Code: "ACME-SHP", IsReferenceOnly: true },
    });
    expect(Items.map((i) => [i.Id, i.RelativeId])).toEqual(b.Items.map((i) => [i.Id, i.RelativeId]));

    // Sent back as it is: saved, nothing recorded as changed, the version counts the save.
    const again = await save(res.body.booking);
    expect(again.status).toBe(200);
    expect(again.body.booking.Version).toBe(2);
    const revision = await db().bookingRevision.findUniqueOrThrow({
      where: { bookingId_version: { bookingId: b.Id!, version: 2 } },
    });
    expect(revision.changes).toEqual([]);
    const after = await read(b.Id!);
    expect(after.body.booking).toEqual({ ...res.body.booking, Header: { ...res.body.booking.Header, Version: 2 } });
  });

  it("hides a booking from another agent and another line's staff (404), shows it to its line's staff", async () => {
    const b = await created();
    const other = await read(b.Id!, { apiKey: TEST_API_KEYS.otherAgent });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ status: 1, code: "NOT_FOUND", message: `No booking with Id ${b.Id}.`, errors: [] });
    expect((await read(b.Id!, { cookie: await staffCookie("ACC") })).status).toBe(404);
    const staff = await read(b.Id!, { cookie: await staffCookie("NRL") });
    expect(staff.status).toBe(200);
    expect(staff.body.booking.Header.BookingCode).toBe(b.BookingCode);
    expect((await read(b.Id!, { apiKey: TEST_API_KEYS.admin })).status).toBe(200);
  });

  it("answers 404 for ids that cannot exist and 401 without credentials", async () => {
    for (const id of ["abc", "0", "99999999999", "-1"]) expect((await read(id)).status).toBe(404);
    const anonymous = await callRoute(GET, { url: "/api/bookings/1", params: { id: "1" } });
    expect(anonymous.status).toBe(401);
  });
});

describe("optimistic concurrency on the save", () => {
  it("refuses a save whose Header.Version is not the stored one, naming the current version", async () => {
    const b = await created();
    const v1 = (await read(b.Id!)).body.booking;
    const first = await save({ ...v1, Header: { ...v1.Header, Note: "first" } });
    expect(first.status).toBe(200);
    const stale = await save({ ...v1, Header: { ...v1.Header, Note: "second" } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      status: 1,
      code: "NOT_ALLOWED",
      message: "The booking may not be changed this way.",
      errors: [
        {
          path: "Header.Version",
          code: "version_conflict",
          message: expect.stringContaining("it is at version 2, not 1"),
        },
      ],
    });
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.Id! } })).note).toBe("first");
    // Without a version the last write wins.
    const { Version: _dropped, ...header } = v1.Header;
    expect((await save({ ...v1, Header: { ...header, Note: "last" } })).status).toBe(200);
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.Id! } })).note).toBe("last");
  });

  it("takes the version from If-Match when the body has none", async () => {
    const b = await created();
    const { Version: _v, ...header } = (await read(b.Id!)).body.booking.Header;
    const message = { ...(await read(b.Id!)).body.booking, Header: header };
    expect((await save(message, { "if-match": '"7"' })).body).toMatchObject({
      code: "NOT_ALLOWED",
      errors: [{ path: "Header.Version", code: "version_conflict" }],
    });
    expect((await save(message, { "if-match": '"1"' })).status).toBe(200);
    expect((await save({ ...message, Header: { ...header, Version: 2 } }, { "if-match": '"1"' })).body).toMatchObject({
      code: "BAD_REQUEST",
      errors: [{ path: "Header.Version", code: "version_mismatch" }],
    });
    expect((await save(message, { "if-match": "yesterday" })).body).toMatchObject({
      code: "BAD_REQUEST",
      errors: [{ path: "If-Match", code: "invalid_if_match" }],
    });
    expect((await save(message, { "if-match": "*" })).status).toBe(200);
  });

  it("lets exactly one of two concurrent saves with the same version win", async () => {
    const b = await created();
    const v1 = (await read(b.Id!)).body.booking;
    const results = await Promise.all(
      ["left", "right"].map((note) => save({ ...v1, Header: { ...v1.Header, Note: note } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const stored = await db().booking.findUniqueOrThrow({ where: { id: b.Id! }, include: { revisions: true } });
    expect(stored.version).toBe(2);
    expect(stored.revisions.map((r) => r.version).sort()).toEqual([1, 2]);
    expect(winner.body.booking.Version).toBe(2);
    expect(results.find((r) => r.status === 409)!.body.errors).toEqual([
      { path: "Header.Version", code: "version_conflict", message: expect.any(String) },
    ]);
  });
});

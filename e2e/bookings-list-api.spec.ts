// GET /api/bookings over real HTTP: who sees what, the filters, bad values, and a cursor that
// stays stable while bookings are saved between pages; and the booking read's 304.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { TEST_API_KEYS } from "./fixtures";
import { bookableVoyage } from "./bookable-voyage";
import { bookingInput } from "../lib/booking/test-helpers";
import type { ExtBookingInput } from "../lib/booking/message/save-schema";

const auth = (key: string = TEST_API_KEYS.agent) => ({ authorization: `Bearer ${key}` });

interface Summary {
  id: number;
  bookingCode: string;
  status: string;
  isCanceled: boolean;
  voyage: string | null;
  pol: { code: string };
  pod: { code: string } | null;
  updatedAt: string;
  version: number;
}
interface Page {
  bookings: Summary[];
  nextCursor: string | null;
}

async function save(request: APIRequestContext, booking: ExtBookingInput, key: string = TEST_API_KEYS.agent) {
  const response = await request.post("/api/booking/save", {
    headers: auth(key),
    data: { booking: { ...booking, TestOnly: false } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).booking as {
    Id: number;
    BookingCode: string;
    Items: { Id: string; RelativeId: number }[];
  };
}

async function list(
  request: APIRequestContext,
  query: Record<string, string>,
  key: string = TEST_API_KEYS.agent,
): Promise<Page> {
  const response = await request.get(`/api/bookings?${new URLSearchParams(query)}`, { headers: auth(key) });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Every page of a query, following nextCursor; `between` runs after each page but the last. */
async function allPages(
  request: APIRequestContext,
  query: Record<string, string>,
  between: (page: number) => Promise<void> = async () => {},
): Promise<Summary[]> {
  const out: Summary[] = [];
  let cursor: string | null = null;
  for (let page = 1; ; page++) {
    const answer = await list(request, { ...query, ...(cursor ? { cursor } : {}) });
    out.push(...answer.bookings);
    cursor = answer.nextCursor;
    if (!cursor) return out;
    await between(page);
  }
}

/** The server's clock, from the Date header of an answer (updatedSince compares with the server's time). */
async function serverNow(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/health");
  return new Date(Date.parse(response.headers()["date"]) - 1000).toISOString();
}

test("the caller's bookings, filtered by status, voyage, Pol, Pod and updatedSince", async ({ request }) => {
  const since = await serverNow(request);
  const voyage = await bookableVoyage(request, TEST_API_KEYS.agent);
  const onVoyage = await save(request, bookingInput({ header: { BookingVoyage: voyage } }));
  const draft = await save(request, bookingInput({ header: { Status: "draft" } }));
  const toCancel = bookingInput();
  const canceled = await save(request, toCancel);
  await save(request, {
    ...toCancel,
    Header: { ...toCancel.Header, Id: canceled.Id, IsCanceled: true },
    Items: toCancel.Items.map((item, i) => ({ ...item, Id: canceled.Items[i].Id })),
  });
  const others = await save(request, bookingInput({ agent: "BVF" }), TEST_API_KEYS.otherAgent);

  // Other spec files save bookings side by side with this one: judge the lists by this test's own.
  const mine = new Set([onVoyage.BookingCode, draft.BookingCode, canceled.BookingCode, others.BookingCode]);
  const codes = (page: Page) => page.bookings.map((b) => b.bookingCode).filter((code) => mine.has(code));
  // Oldest first; the other agent's booking is not the agent's to see.
  expect(codes(await list(request, { updatedSince: since }))).toEqual([
    onVoyage.BookingCode,
    draft.BookingCode,
    canceled.BookingCode,
  ]);
  expect(codes(await list(request, { updatedSince: since }, TEST_API_KEYS.otherAgent))).toEqual([others.BookingCode]);
  expect(codes(await list(request, { updatedSince: since }, TEST_API_KEYS.admin))).toEqual([
    onVoyage.BookingCode,
    draft.BookingCode,
    canceled.BookingCode,
    others.BookingCode,
  ]);

  expect(codes(await list(request, { updatedSince: since, status: "draft" }))).toEqual([draft.BookingCode]);
  expect(codes(await list(request, { updatedSince: since, status: "canceled" }))).toEqual([canceled.BookingCode]);
  expect(codes(await list(request, { updatedSince: since, status: "approved" }))).toEqual([onVoyage.BookingCode]);
  const byVoyage = await list(request, { voyage: voyage.toLowerCase() });
  expect(byVoyage.bookings.map((b) => b.bookingCode)).toContain(onVoyage.BookingCode);
  expect(byVoyage.bookings.every((b) => b.voyage === voyage)).toBe(true);
  expect(codes(await list(request, { updatedSince: since, pol: "bezee", pod: "NGLOS" }))).toEqual([
    onVoyage.BookingCode,
    draft.BookingCode,
    canceled.BookingCode,
  ]);
  expect(codes(await list(request, { updatedSince: since, pod: "GBPME" }))).toEqual([]);

  const first = (await list(request, { updatedSince: since, voyage, limit: "1" })).bookings[0];
  expect(first).toMatchObject({
    id: onVoyage.Id,
    status: "Approved",
    isCanceled: false,
    voyage,
    pol: { code: "BEZEE" },
    pod: { code: "NGLOS" },
    version: 1,
  });
  expect(Date.parse(first.updatedAt)).toBeGreaterThanOrEqual(Date.parse(since));
});

test("bad filters are a 400 naming the parameter", async ({ request }) => {
  for (const [query, path] of [
    ["status=shipped", "status"],
    ["pol=Zeebrugge", "pol"],
    ["updatedSince=yesterday", "updatedSince"],
    ["limit=0", "limit"],
    ["cursor=nope", "cursor"],
    ["cursor=YTE", "cursor"],
  ] as const) {
    const response = await request.get(`/api/bookings?${query}`, { headers: auth() });
    expect(response.status(), query).toBe(400);
    const body = await response.json();
    expect(body, query).toMatchObject({ status: 1, code: "BAD_REQUEST", requestId: expect.any(String) });
    expect(
      body.errors.map((e: { path: string }) => e.path),
      query,
    ).toEqual([path]);
  }
});

test("the cursor lists every booking once while bookings are saved between pages", async ({ request }) => {
  const since = await serverNow(request);
  const messages = Array.from({ length: 8 }, () => bookingInput());
  const before: Awaited<ReturnType<typeof save>>[] = [];
  for (const message of messages) before.push(await save(request, message));
  const created: number[] = [];
  const seen = await allPages(request, { updatedSince: since, limit: "2" }, async (page) => {
    // Between pages: a booking already listed and one not yet listed are saved again (their
    // updatedAt moves), and a new booking is created.
    if (page > 3) return;
    for (const index of [page * 2 - 1, page * 2 + 1]) {
      const message = messages[index];
      await save(request, {
        Header: { ...message.Header, Id: before[index].Id, Note: `saved again after page ${page}` },
        Items: message.Items.map((item, i) => ({ ...item, Id: before[index].Items[i].Id })),
      });
    }
    created.push((await save(request, bookingInput())).Id);
  });
  const ids = seen.map((b) => b.id);
  expect(new Set(ids).size, "no booking twice").toBe(ids.length);
  // Other spec files save side by side: every one of this test's bookings, each once, is what counts.
  const mine = [...before.map((b) => b.Id), ...created].sort((a, b) => a - b);
  expect(ids.filter((id) => mine.includes(id)).sort((a, b) => a - b)).toEqual(mine);
});

test("the booking read answers If-None-Match with 304 while the booking is at that version", async ({ request }) => {
  const message = bookingInput();
  const saved = await save(request, message);
  const read = await request.get(`/api/bookings/${saved.Id}`, { headers: auth() });
  const etag = read.headers()["etag"];
  expect(etag).toBe('"1"');

  const again = await request.get(`/api/bookings/${saved.Id}`, { headers: { ...auth(), "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()["etag"]).toBe(etag);
  expect(await again.body()).toHaveLength(0);

  await save(request, {
    Header: { ...message.Header, Id: saved.Id, Note: "changed" },
    Items: message.Items.map((item, i) => ({ ...item, Id: saved.Items[i].Id })),
  });
  const changed = await request.get(`/api/bookings/${saved.Id}`, { headers: { ...auth(), "if-none-match": etag } });
  expect(changed.status()).toBe(200);
  expect(changed.headers()["etag"]).toBe('"2"');
  expect((await changed.json()).booking.Header.Note).toBe("changed");

  // Another agent's caller learns nothing from a tag: 404, as without one.
  const hidden = await request.get(`/api/bookings/${saved.Id}`, {
    headers: { ...auth(TEST_API_KEYS.otherAgent), "if-none-match": '"2"' },
  });
  expect(hidden.status()).toBe(404);
});

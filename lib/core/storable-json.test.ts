// Input PostgreSQL cannot store answers 400 with the envelope, over the real routes, and writes
// nothing: NUL characters, lone surrogates, nesting too deep for the walks that follow.
import { describe, expect, it } from "vitest";
import { POST as SAVE } from "@/app/api/booking/save/route";
import { GET as POLS } from "@/app/api/voyage/pols/route";
import { db } from "@/lib/db/prisma";
import { findUnstorableJson, MAX_JSON_DEPTH } from "@/lib/core/storable-json";
import { bookingInput } from "@/lib/booking/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

const nested = (levels: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
/** Deep JSON as text: JSON.stringify itself overflows the stack on such values. */
const DEEP = "__deep__";
const deepText = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);

describe("findUnstorableJson", () => {
  it("names the path and the reason of the first bad value", () => {
    expect(findUnstorableJson({ a: [{ b: "ok" }, { c: "x\u0000y" }] })).toMatchObject({
      path: "a[1].c",
      code: "nul_character",
    });
    expect(findUnstorableJson({ a: "\uD800" })).toMatchObject({ path: "a", code: "lone_surrogate" });
    expect(findUnstorableJson({ a: "\uDC00x" })).toMatchObject({ code: "lone_surrogate" });
    expect(findUnstorableJson({ ["k\u0000"]: 1 })).toMatchObject({ code: "nul_character" });
  });

  it("accepts valid pairs, emoji and nesting up to the bound", () => {
    expect(findUnstorableJson({ a: "🚢 Zeebrügge ✓", b: [1, null, true] })).toBeNull();
    expect(findUnstorableJson(nested(MAX_JSON_DEPTH - 1))).toBeNull();
    expect(findUnstorableJson(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ code: "too_deep" });
  });
});

describe("over the routes", () => {
  it("a NUL in a read parameter is a 400, not a 500", async () => {
    const res = await callRoute(POLS, { url: "/api/voyage/pols?Line=%00", apiKey: TEST_API_KEYS.agent });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 1,
      code: "BAD_REQUEST",
      errors: [{ path: "Line", code: "nul_character" }],
    });
  });

  it.each([
    [
      "a NUL in a save field",
      (b: ReturnType<typeof bookingInput>) => ({ ...b, Header: { ...b.Header, ReferenceNumber: "REF\u0000" } }),
      "nul_character",
      0,
    ],
    [
      "a lone surrogate in the free-form Request",
      (b: ReturnType<typeof bookingInput>) => ({ ...b, Header: { ...b.Header, Request: { text: "\uD83D" } } }),
      "lone_surrogate",
      0,
    ],
    [
      "5,000 levels inside the free-form Request",
      (b: ReturnType<typeof bookingInput>) => ({ ...b, Header: { ...b.Header, Request: DEEP } }),
      "too_deep",
      5000,
    ],
    [
      "an ignored property nested 3,000 levels",
      (b: ReturnType<typeof bookingInput>) => ({ ...b, Ignored: DEEP }),
      "too_deep",
      3000,
    ],
  ] as const)("%s is a 400 with its path, and nothing is saved", async (_name, mutate, code, depth) => {
    const before = await db().booking.count();
    const res = await callRoute(SAVE, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      headers: { "idempotency-key": `hostile-${code}-${Math.random()}` },
      body: JSON.stringify({ booking: { ...(mutate(bookingInput()) as object), TestOnly: false } }).replace(
        `"${DEEP}"`,
        deepText(depth),
      ),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 1, code: "BAD_REQUEST", errors: [{ code }] });
    expect(await db().booking.count()).toBe(before);
  });
});

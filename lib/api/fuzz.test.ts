// Property-based fuzzing (fast-check) of the save and of every read's parameters: bodies start
// as valid messages and get hostile values at the properties the zod schemas name (wrong types,
// NUL and lone surrogates, deep nesting, huge arrays and strings, __proto__ keys); parameters get
// the same. Never a 5xx, always the envelope, and a refused save changes no row. FUZZ_RUNS=n runs
// more (CI keeps the default, under a minute).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as save } from "@/app/api/booking/save/route";
import { GET as unitModels } from "@/app/api/booking/unitmodels/route";
import { GET as booking } from "@/app/api/bookings/[id]/route";
import { GET as vessels } from "@/app/api/vessel/search/route";
import { GET as pods } from "@/app/api/voyage/pods/route";
import { GET as pols } from "@/app/api/voyage/pols/route";
import { GET as rotation } from "@/app/api/voyage/rotation/route";
import { errorEnvelopeSchema } from "@/lib/api/errors";
import { extBookingHeaderShape, extBookingItemShape, extBookingSubItemShape, extBookingSubUnitShape } from "@/lib/booking/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { unitModelQuerySchema } from "@/lib/catalogue/unit-model-schema";
import { db } from "@/lib/db/prisma";
import { vesselQuerySchema } from "@/lib/fleet/vessel-schema";
import { portListQuerySchema } from "@/lib/ports/port-schema";
import { rotationQuerySchema } from "@/lib/schedule/rotation-schema";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

const RUNS = Number(process.env.FUZZ_RUNS ?? 0) || undefined;
const runs = (ci: number) => ({ numRuns: RUNS ?? ci });

/** Values no field expects. */
function deep(levels: number): unknown {
  let v: unknown = "x";
  for (let i = 0; i < levels; i++) v = i % 2 ? [v] : { a: v };
  return v;
}
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, -0.5, 2 ** 31, "", " ", "\u0000", "a\u0000b", "\uD800", "x\uDFFFy", "__proto__", "NaN", [], {}),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer().map((n) => deep(Math.abs(n % 200) + 1)),
  fc.constantFrom(10_000, 100_000).map((n) => "y".repeat(n)),
  fc.constantFrom(300, 5_000).map((n) => Array.from({ length: n }, (_, i) => ({ RelativeId: i }))),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}')),
  fc.double(),
  fc.array(fc.anything(), { maxLength: 5 }),
);

type Path = (string | number)[];
const header = Object.keys(extBookingHeaderShape).map((k): Path => ["Header", k]);
const item = Object.keys(extBookingItemShape).map((k): Path => ["Items", 0, k]);
const subUnit = Object.keys(extBookingSubUnitShape).map((k): Path => ["Items", 0, "SubUnits", 0, k]);
const subItem = Object.keys(extBookingSubItemShape).map((k): Path => ["Items", 0, "SubItems", 0, k]);
const structural: Path[] = [[], ["Header"], ["Items"], ["Items", 0], ["Items", 0, "SubUnits"], ["__proto__"], ["Header", "__proto__"], ["Items", 0, "__proto__"]];
const paths = [...header, ...item, ...subUnit, ...subItem, ...structural];

function withValue(message: Record<string, unknown>, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  let node = message as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, unknown>;
    // An earlier mutation may have replaced a parent with a scalar: this one has nowhere to go.
    if (node === null || typeof node !== "object") return message;
  }
  Object.defineProperty(node, path.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
  return message;
}

const counts = async () => ({ bookings: await db().booking.count(), items: await db().bookingItem.count(), parties: await db().party.count(), keys: await db().idempotencyKey.count() });

function expectEnvelope(res: { status: number; body: unknown }, context: string) {
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) expect(errorEnvelopeSchema.safeParse(res.body).success, `${context}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(true);
}

describe("fuzzing the save", () => {
  it("never answers 5xx, always the envelope, and a refused save stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean(), async (mutations, lowerCase, testOnly) => {
        const message = bookingInput({ items: 2 }) as unknown as Record<string, unknown>;
        const items = message.Items as Record<string, unknown>[];
        items[0].SubUnits = [{ RelativeId: 1, Description: "Trailer" }];
        items[0].SubItems = [{ RelativeId: 1, Description: "Boxes" }];
        let body: unknown = { booking: { ...message, TestOnly: testOnly } };
        for (const [path, value] of mutations) body = { booking: { ...(withValue((body as { booking: Record<string, unknown> }).booking, path, value) as object), TestOnly: testOnly } };
        let text = JSON.stringify(body);
        if (lowerCase) text = text.replace(/"(Header|Items|Pol|SerialNumber)":/g, (_m, k: string) => `"${k.toLowerCase()}":`);
        const before = await counts();
        const res = await callRoute(save, { url: "/api/booking/save", method: "POST", apiKey: TEST_API_KEYS.agent, body: text, headers: { "idempotency-key": `fuzz-${Math.random()}` } });
        const context = `${mutations.map(([p]) => p.join(".")).join(", ")} → ${res.status}`;
        expectEnvelope(res, context);
        const after = await counts();
        if (res.status !== 200 || testOnly) {
          expect({ ...after, keys: 0 }, context).toEqual({ ...before, keys: 0 });
        }
      }),
      { ...runs(60), endOnFailure: true },
    );
  }, 120_000);
});

describe("fuzzing the reads' parameters", () => {
  const reads = [
    { name: "rotation", handler: rotation, url: "/api/voyage/rotation", names: Object.keys(rotationQuerySchema.shape) },
    { name: "vessels", handler: vessels, url: "/api/Vessel/Search", names: Object.keys(vesselQuerySchema.shape) },
    { name: "unit models", handler: unitModels, url: "/api/booking/unitmodels", names: Object.keys(unitModelQuerySchema.shape) },
    { name: "pols", handler: pols, url: "/api/voyage/pols", names: Object.keys(portListQuerySchema.shape) },
    { name: "pods", handler: pods, url: "/api/voyage/pods", names: Object.keys(portListQuerySchema.shape) },
  ];
  const value = fc.oneof(
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.constantFrom("\u0000", "%00", "\uD800", "1e999", "-1", "9999-99-99", "2026-02-30", "2026-12-01T25:61", "0", "Europe", "NRL", "' OR 1=1 --", "%", "_", "\\", "y".repeat(5_000)),
    fc.integer().map(String),
  );
  const params = (names: string[]) =>
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.constantFrom(...names).map((n) => n.toUpperCase()), fc.string({ maxLength: 8 })), value), { maxLength: 4 });

  for (const read of reads) {
    it(`${read.name}: never answers 5xx, always 200 or the 400 envelope`, async () => {
      await fc.assert(
        fc.asyncProperty(params(read.names), async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const res = await callRoute(read.handler, { url: `${read.url}?${query}`, apiKey: TEST_API_KEYS.agent });
          expectEnvelope(res, `${read.url}?${query}`);
          expect([200, 400], `${read.url}?${query}`).toContain(res.status);
        }),
        { ...runs(25), endOnFailure: true },
      );
    }, 120_000);
  }

  it("a booking's id: never 5xx, 404 or 400 for what is not one of the caller's bookings", async () => {
    await fc.assert(
      fc.asyncProperty(value, async (id) => {
        const res = await callRoute(booking, { url: "/api/bookings/fuzzed", apiKey: TEST_API_KEYS.agent, params: { id } });
        expectEnvelope(res, `id ${JSON.stringify(id).slice(0, 50)}`);
      }),
      { ...runs(40), endOnFailure: true },
    );
  });
});

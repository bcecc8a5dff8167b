// Property-based fuzzing (fast-check) of the save, of every read's parameters, and of every
// operation's path, query and body from its definition (the receiver's signed bodies too): bodies start
// as valid messages and get hostile values at the properties the zod schemas name (wrong types,
// NUL and lone surrogates, deep nesting, huge arrays and strings, __proto__ keys); parameters get
// the same. Never a 5xx, always the envelope, and a refused save changes no row. FUZZ_RUNS=n runs
// more (CI keeps the default, under a minute).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as save } from "@/app/api/booking/save/route";
import { GET as unitModels } from "@/app/api/booking/unitmodels/route";
import { GET as booking } from "@/app/api/bookings/[id]/route";
import { GET as vessels } from "@/app/api/vessel/search/route";
import { GET as pods } from "@/app/api/voyage/pods/route";
import { GET as pols } from "@/app/api/voyage/pols/route";
import { GET as rotation } from "@/app/api/voyage/rotation/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { operationKey, pathParamNames } from "@/lib/core/operation";
import { OPERATIONS } from "@/lib/api/operations";
import {
  extBookingHeaderShape,
  extBookingItemShape,
  extBookingSubItemShape,
  extBookingSubUnitShape,
} from "@/lib/booking/message/save-schema";
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
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0.5,
    2 ** 31,
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFFy",
    "__proto__",
    "NaN",
    [],
    {},
  ),
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
const structural: Path[] = [
  [],
  ["Header"],
  ["Items"],
  ["Items", 0],
  ["Items", 0, "SubUnits"],
  ["__proto__"],
  ["Header", "__proto__"],
  ["Items", 0, "__proto__"],
];
const paths = [...header, ...item, ...subUnit, ...subItem, ...structural];

function withValue(message: Record<string, unknown>, path: Path, value: unknown): unknown {
  // Generated values are shared between runs (fc.constant): a later nested path must not write into one and make it cyclic.
  value = structuredClone(value);
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

const counts = async () => ({
  bookings: await db().booking.count(),
  items: await db().bookingItem.count(),
  parties: await db().party.count(),
  keys: await db().idempotencyKey.count(),
});

function expectEnvelope(res: { status: number; body: unknown }, context: string) {
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400)
    expect(
      errorEnvelopeSchema.safeParse(res.body).success,
      `${context}: ${JSON.stringify(res.body).slice(0, 300)}`,
    ).toBe(true);
}

describe("fuzzing the save", () => {
  it("never answers 5xx, always the envelope, and a refused save stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...paths), hostile), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        async (mutations, lowerCase, testOnly) => {
          const message = bookingInput({ items: 2 }) as unknown as Record<string, unknown>;
          const items = message.Items as Record<string, unknown>[];
          items[0].SubUnits = [{ RelativeId: 1, Description: "Trailer" }];
          items[0].SubItems = [{ RelativeId: 1, Description: "Boxes" }];
          let body: unknown = { booking: { ...message, TestOnly: testOnly } };
          for (const [path, value] of mutations)
            body = {
              booking: {
                ...(withValue((body as { booking: Record<string, unknown> }).booking, path, value) as object),
                TestOnly: testOnly,
              },
            };
          let text = JSON.stringify(body);
          if (lowerCase)
            text = text.replace(/"(Header|Items|Pol|SerialNumber)":/g, (_m, k: string) => `"${k.toLowerCase()}":`);
          const before = await counts();
          const res = await callRoute(save, {
            url: "/api/booking/save",
            method: "POST",
            apiKey: TEST_API_KEYS.agent,
            body: text,
            headers: { "idempotency-key": `fuzz-${Math.random()}` },
          });
          const context = `${mutations.map(([p]) => p.join(".")).join(", ")} → ${res.status}`;
          expectEnvelope(res, context);
          const after = await counts();
          if (res.status !== 200 || testOnly) {
            expect({ ...after, keys: 0 }, context).toEqual({ ...before, keys: 0 });
          }
        },
      ),
      { ...runs(60), endOnFailure: true },
    );
  }, 120_000);
});

describe("fuzzing the reads' parameters", () => {
  const reads = [
    { name: "rotation", handler: rotation, url: "/api/voyage/rotation", names: Object.keys(rotationQuerySchema.shape) },
    { name: "vessels", handler: vessels, url: "/api/Vessel/Search", names: Object.keys(vesselQuerySchema.shape) },
    {
      name: "unit models",
      handler: unitModels,
      url: "/api/booking/unitmodels",
      names: Object.keys(unitModelQuerySchema.shape),
    },
    { name: "pols", handler: pols, url: "/api/voyage/pols", names: Object.keys(portListQuerySchema.shape) },
    { name: "pods", handler: pods, url: "/api/voyage/pods", names: Object.keys(portListQuerySchema.shape) },
  ];
  const value = fc.oneof(
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.constantFrom(
      "\u0000",
      "%00",
      "\uD800",
      "1e999",
      "-1",
      "9999-99-99",
      "2026-02-30",
      "2026-12-01T25:61",
      "0",
      "Europe",
      "NRL",
      "' OR 1=1 --",
      "%",
      "_",
      "\\",
      "y".repeat(5_000),
    ),
    fc.integer().map(String),
  );
  const params = (names: string[]) =>
    fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...names),
          fc.constantFrom(...names).map((n) => n.toUpperCase()),
          fc.string({ maxLength: 8 }),
        ),
        value,
      ),
      { maxLength: 4 },
    );

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
        const res = await callRoute(booking, {
          // The path says what the handler is given, so the OpenAPI check reads the same id.
          url: `/api/bookings/${encodeURIComponent(id.toWellFormed())}`,
          apiKey: TEST_API_KEYS.agent,
          params: { id },
        });
        expectEnvelope(res, `id ${JSON.stringify(id).slice(0, 50)}`);
      }),
      { ...runs(40), endOnFailure: true },
    );
  });
});

// Every operation, from its definition (lib/api/operations): hostile path ids, query values and
// body fields (non-string values in every string field, ids past 2^31 and 2^53, bad
// percent-encodings), by an admin's key, which passes every access check. Ids in paths never
// name a real record, so no write lands on data other tests use.
describe("fuzzing every operation's path, query and body", () => {
  type Zod = { _zod: { def: Record<string, unknown> & { type: string } } };
  /** Paths to the fields of a body schema (objects and arrays walked, wrappers unwrapped), with the field's base type. */
  function fieldsOf(schema: Zod, at: Path = [], depth = 0): { path: Path }[] {
    const def = schema._zod.def;
    if (depth > 6) return [];
    switch (def.type) {
      case "optional":
      case "nullable":
      case "default":
      case "readonly":
      case "catch":
      case "nonoptional":
      case "prefault":
        return fieldsOf(def.innerType as Zod, at, depth);
      case "pipe":
        return fieldsOf(def.in as Zod, at, depth);
      case "lazy":
        return [];
      case "object":
        return Object.entries(def.shape as Record<string, Zod>).flatMap(([key, s]) => [
          { path: [...at, key] },
          ...fieldsOf(s, [...at, key], depth + 1),
        ]);
      case "array":
        return fieldsOf(def.element as Zod, [...at, 0], depth + 1);
      case "union":
        return (def.options as Zod[]).flatMap((o) => fieldsOf(o, at, depth + 1));
      default:
        return [];
    }
  }
  /** A value of the schema's shape, plausible enough to get past the type checks, so a mutation meets the field's own checks. */
  function baseBody(schema: Zod, depth = 0): unknown {
    const def = schema._zod.def;
    if (depth > 6) return null;
    switch (def.type) {
      case "optional":
      case "nullable":
      case "default":
      case "readonly":
      case "catch":
      case "nonoptional":
      case "prefault":
        return baseBody(def.innerType as Zod, depth);
      case "pipe":
        return baseBody(def.in as Zod, depth);
      case "object":
        return Object.fromEntries(
          Object.entries(def.shape as Record<string, Zod>).map(([key, s]) => [key, baseBody(s, depth + 1)]),
        );
      case "array":
        return [baseBody(def.element as Zod, depth + 1)];
      case "union":
        return baseBody((def.options as Zod[])[0], depth + 1);
      case "enum":
        return Object.values(def.entries as Record<string, unknown>)[0];
      case "literal":
        return (def.values as unknown[])[0];
      case "number":
      case "int":
      case "bigint":
        return 1;
      case "boolean":
        return true;
      default:
        return "NRL";
    }
  }

  const bigIds = fc.oneof(
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 40n }),
    fc.bigInt({ min: 2n ** 53n - 2n, max: 2n ** 80n }),
  );
  /** Not a string, where a string is expected (and the other way round). */
  const nonString: fc.Arbitrary<unknown> = fc.oneof(
    fc.constantFrom<unknown>(
      5,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 63),
      1e308,
      true,
      false,
      null,
      [],
      ["NRL"],
      {},
      { Id: 5 },
      [[[]]],
    ),
    bigIds.map(Number),
  );
  const badText = fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFFy",
    "%",
    "%ZZ",
    "%ED%A0%80",
    "%C0%AE",
    "%00",
    "y".repeat(20_000),
    "",
    " ",
  );
  const fieldValue = fc.oneof(nonString, badText, bigIds.map(String), hostile);
  const pathId = fc.oneof(
    bigIds.map(String),
    fc.constantFrom("%", "%25", "%ED%A0%80", "%C0%AE%C0%AE", "%00", "\u0000", "-1", "0", "1.0", "1e3", "999999999"),
  );
  const queryValue = fc.oneof(
    badText,
    bigIds.map(String),
    fc.constantFrom("-1", "0", "1e999", "true", "[]", "{}", "null", "2026-02-30"),
    fc.string({ unit: "binary", maxLength: 20 }),
  );

  /**
   * A value as a client puts it in a URL: percent-encodings as they are (bad ones included); a
   * lone surrogate, which no URL can carry, as the replacement character a client's encoder sends.
   */
  const inUrl = (value: string) => (value.includes("%") ? value : encodeURIComponent(value.toWellFormed()));

  let handlers: Map<string, import("@/lib/testing/route-files").RouteHandler>;
  let receiver: { id: number; secret: string };
  beforeAll(async () => {
    const { servedRoutes } = await import("@/lib/testing/route-files");
    handlers = new Map((await servedRoutes()).map((r) => [r.key, r.handler]));
    const { createSubscription } = await import("@/lib/feed/subscriptions");
    const { testCallers } = await import("@/lib/feed/test-helpers");
    // A public address (private ones are refused); nothing runs a worker here, so nothing is posted to it.
    receiver = await createSubscription((await testCallers()).bvfAgent, {
      url: "http://8.8.8.8/api/feed/item-updates?fuzz",
    });
  });
  afterAll(async () => {
    if (receiver) await db().feedSubscription.deleteMany({ where: { id: receiver.id } });
  });

  it("covers every operation", () => {
    expect(OPERATIONS.length).toBeGreaterThanOrEqual(40);
    for (const op of OPERATIONS) expect(handlers.has(operationKey(op)), operationKey(op)).toBe(true);
  });

  for (const op of OPERATIONS) {
    const key = operationKey(op);
    const queryNames = op.query ? Object.keys(op.query.shape) : [];
    const bodySchema = op.body as unknown as Zod | undefined;
    const bodyFields = bodySchema ? fieldsOf(bodySchema) : [];
    const writes = op.method !== "get" && op.method !== "delete";
    const raw = op.bodyReadBy === "raw" && writes && pathParamNames(op.path).length === 0 && op.body !== undefined;

    it(`${key}: never a 5xx, errors always the envelope`, async () => {
      await fc.assert(
        fc.asyncProperty(
          pathId,
          fc.array(
            fc.tuple(
              fc.oneof(
                fc.constantFrom("x", ...queryNames),
                fc.constantFrom("x", ...queryNames).map((n) => n.toLowerCase()),
              ),
              queryValue,
            ),
            { maxLength: 3 },
          ),
          bodyFields.length
            ? fc.array(fc.tuple(fc.constantFrom(...bodyFields.map((f) => f.path)), fieldValue), {
                minLength: 1,
                maxLength: 3,
              })
            : fc.constant([]),
          fc.boolean(),
          async (id, queryPairs, mutations, signed) => {
            const url =
              op.path.replace(/\{\w+\}/g, inUrl(id)) +
              (queryPairs.length ? `?${queryPairs.map(([n, v]) => `${n}=${inUrl(v)}`).join("&")}` : "");
            const params = Object.fromEntries(pathParamNames(op.path).map((name) => [name, id]));
            let body: unknown;
            if (writes) {
              body = bodySchema ? structuredClone(baseBody(bodySchema)) : {};
              for (const [path, value] of mutations) body = withValue(body as Record<string, unknown>, path, value);
            }
            const headers: Record<string, string> = {};
            let text = body === undefined ? undefined : JSON.stringify(body);
            if (raw && text !== undefined) {
              // The receiver: records of hostile content, signed with the subscription's own secret so they get past the signature.
              text = JSON.stringify([body]);
              if (signed) {
                const { Webhook } = await import("standardwebhooks");
                const msgId = `msg_fuzz_${Math.random().toString(36).slice(2)}`;
                const at = new Date();
                Object.assign(headers, {
                  "webhook-id": msgId,
                  "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
                  "webhook-signature": new Webhook(receiver.secret).sign(msgId, at, text),
                });
              }
            }
            const handler = handlers.get(key)!;
            const target = raw ? `${op.path}?subscription=${receiver.id}` : url;
            let res: { status: number; body: unknown };
            try {
              res = await callRoute(handler, {
                method: op.method.toUpperCase(),
                url: target,
                apiKey: raw ? undefined : TEST_API_KEYS.admin,
                params,
                headers,
                body: text,
              });
            } catch (error) {
              // A URL the request cannot even be built from never reaches a route.
              if (error instanceof TypeError && /Invalid URL/.test(error.message)) return;
              throw error;
            }
            expectEnvelope(res, `${key} ${target.slice(0, 200)} ${String(text).slice(0, 200)}`);
          },
        ),
        { ...runs(6), endOnFailure: true },
      );
    }, 120_000);
  }

  it("POST /api/feed/item-updates: signed records holding NUL, lone surrogates, non-strings or huge text are the 400 envelope", async () => {
    const { Webhook } = await import("standardwebhooks");
    const handler = handlers.get("POST /api/feed/item-updates")!;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("ItemId", "Serial", "DeliveryDate", "Location", "Voyage", "Vessel", "CustomsDocs", "Length"),
        fieldValue,
        fc.boolean(),
        async (field, value, wrap) => {
          const text = wrap
            ? JSON.stringify([{ ItemId: "1", Serial: "TEST0000000000000", [field]: value }])
            : JSON.stringify(value);
          const msgId = `msg_fuzz_${Math.random().toString(36).slice(2)}`;
          const at = new Date();
          const headers = {
            "webhook-id": msgId,
            "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
            "webhook-signature": new Webhook(receiver.secret).sign(msgId, at, text),
          };
          const res = await callRoute(handler, {
            method: "POST",
            url: `/api/feed/item-updates?subscription=${receiver.id}`,
            headers,
            body: text,
          });
          expectEnvelope(res, `${field}=${JSON.stringify(value).slice(0, 100)}`);
          expect([204, 400, 422, 413], `${field}=${JSON.stringify(value).slice(0, 100)} → ${res.status}`).toContain(
            res.status,
          );
        },
      ),
      { ...runs(40), endOnFailure: true },
    );
  });
});

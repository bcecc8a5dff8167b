// Every string field of the save's message given a value that is no string (issue 26: a party's
// `"Id": 5` with IsReferenceOnly was a `.trim()` on a number, a 500): each is the 422 envelope
// naming that field, and nothing is stored. Fields are found by walking the zod schemas, so a new
// field is covered without touching this test.
process.env.SAVE_RATE_LIMIT_PER_MINUTE = "0"; // hundreds of saves by one key
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { POST as save } from "@/app/api/booking/save/route";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import {
  extBookingHeaderShape,
  extBookingItemShape,
  extBookingPartyAddressSchema,
  extBookingPartyShape,
  extBookingSubItemShape,
  extBookingSubUnitShape,
  HEADER_PARTIES,
} from "@/lib/booking/message/save-schema";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

type Path = (string | number)[];

/** Whether a schema (under optional/nullable/default/pipe wrappers) takes a string. */
function isStringField(schema: z.ZodType): boolean {
  let s = schema as unknown as { _zod: { def: { type: string; innerType?: unknown; in?: unknown; out?: unknown } } };
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def;
    if (def.type === "string") return true;
    const next = def.innerType ?? (def.type === "pipe" ? def.out : undefined);
    if (!next) return false;
    s = next as typeof s;
  }
  return false;
}
const stringKeys = (shape: Record<string, z.ZodType>) =>
  Object.entries(shape)
    .filter(([, s]) => isStringField(s))
    .map(([k]) => k);

export const STRING_FIELD_PATHS: Path[] = [
  ...stringKeys(extBookingHeaderShape as never).map((k): Path => ["Header", k]),
  ...HEADER_PARTIES.flatMap((role) => stringKeys(extBookingPartyShape as never).map((k): Path => ["Header", role, k])),
  ...stringKeys(extBookingPartyAddressSchema.shape as never).map((k): Path => ["Header", "Shipper", "Address", k]),
  ...stringKeys(extBookingItemShape as never).map((k): Path => ["Items", 0, k]),
  ...stringKeys(extBookingSubUnitShape as never).map((k): Path => ["Items", 0, "SubUnits", 0, k]),
  ...stringKeys(extBookingSubItemShape as never).map((k): Path => ["Items", 0, "SubItems", 0, k]),
];

function message(path: Path, value: unknown, referenceOnly: boolean) {
  const m = bookingInput() as unknown as Record<string, unknown>;
  const items = m.Items as Record<string, unknown>[];
  items[0].SubUnits = [{ RelativeId: 1, Description: "Trailer" }];
  items[0].SubItems = [{ RelativeId: 1, Description: "Boxes" }];
  const header = m.Header as Record<string, unknown>;
  for (const role of HEADER_PARTIES)
    header[role] = referenceOnly
      ? { ...(header[role] as object), IsReferenceOnly: true }
      : { Name: `${role} Ltd`, IsReferenceOnly: false, Address: { City: "Ghent" } };
  let node = m as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return { booking: { ...m, TestOnly: false } };
}

const envelopePath = (path: Path) => path.map((k, i) => (typeof k === "number" ? `[${k}]` : i ? `.${k}` : k)).join("");

describe("a non-string in a string field of the save", () => {
  it("finds the string fields it walks (the parties' Id, Code, Name, FirstName among them)", () => {
    for (const k of ["Id", "Code", "Name", "FirstName", "LastName"])
      expect(STRING_FIELD_PATHS).toContainEqual(["Header", "Shipper", k]);
    expect(STRING_FIELD_PATHS).toContainEqual(["Items", 0, "SerialNumber"]);
  });

  it("is the 422 envelope naming the field, for numbers, booleans, objects and arrays, and stores nothing", async () => {
    const before = await db().booking.count();
    const seen: string[] = [];
    for (const path of STRING_FIELD_PATHS) {
      for (const [value, referenceOnly] of [
        [5, true],
        [5, false],
        [true, true],
        [{}, false],
        [["x"], true],
      ] as const) {
        const res = await callRoute<{ errors?: { path: string; code: string }[] }>(save, {
          url: "/api/booking/save",
          method: "POST",
          apiKey: TEST_API_KEYS.agent,
          body: message(path, value, referenceOnly),
        });
        const context = `${envelopePath(path)} = ${JSON.stringify(value)}${referenceOnly ? " (reference only)" : ""}`;
        expect({ context, status: res.status }).toEqual({ context, status: 422 });
        expect(errorEnvelopeSchema.safeParse(res.body).success, context).toBe(true);
        expect(
          res.body.errors?.map((e) => e.path),
          context,
        ).toContain(envelopePath(path));
        seen.push(context);
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    expect(await db().booking.count()).toBe(before);
  }, 300_000);
});

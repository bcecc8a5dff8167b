// Rules 6–8 at their boundaries, through the same parse the route uses (property names
// canonicalized, then the shared zod schema), and property-based tests of the serial rules.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiError, type FieldError } from "@/lib/core/errors";
import { parseBookingSaveRequest } from "@/lib/booking/save/parse-save-request";
import { extBookingSchema, bookingWarnings } from "@/lib/booking/message/save-schema";
import {
  hasWrongCheckDigit,
  isFullChassis,
  normalizeChassis,
  serialIssues,
  vinCheckDigit,
} from "@/lib/booking/units/serial";
import { bookingInput, itemInput, randomVin } from "@/lib/booking/test-helpers";

function errorsOf(body: unknown): FieldError[] {
  try {
    parseBookingSaveRequest(body);
    return [];
  } catch (error) {
    if (error instanceof ApiError) {
      expect(error.code).toBe("VALIDATION_FAILED");
      return error.errors;
    }
    throw error;
  }
}

const withItem = (overrides: Parameters<typeof itemInput>[1]) => ({
  booking: bookingInput({ itemOverrides: overrides }),
});
const itemErrors = (overrides: Parameters<typeof itemInput>[1]) =>
  errorsOf(withItem(overrides)).map((e) => `${e.path}:${e.code}`);
const year = new Date().getUTCFullYear();

describe("rule 8: serial number length and alphabet", () => {
  it.each([
    ["Vin", "A1B2C", true],
    ["Vin", "A1B2", false],
    ["Vin", "ABCDEFGH1234567890123", true],
    ["Vin", "ABCDEFGH12345678901234", false],
    ["Serial", "A-1", true],
    ["Serial", "A1", false],
    ["Serial", "S".repeat(25), true],
    ["Serial", "S".repeat(26), false],
  ] as const)("%s %s → accepted: %s", (type, serial, ok) => {
    const errors = itemErrors({ SerialType: type, SerialNumber: serial });
    expect(errors).toEqual(ok ? [] : [`Items[0].SerialNumber:${type === "Vin" ? "vin_length" : "serial_length"}`]);
  });

  it.each(["I", "O", "Q", "i", "o", "q"])("refuses a VIN with %s", (letter) => {
    expect(itemErrors({ SerialType: "Vin", SerialNumber: `AB${letter}12345` })).toEqual([
      "Items[0].SerialNumber:vin_characters",
    ]);
  });

  it("accepts I, O and Q in a Serial, and lower-case VIN letters", () => {
    expect(itemErrors({ SerialType: "Serial", SerialNumber: "IOQ-123" })).toEqual([]);
    expect(itemErrors({ SerialType: "Vin", SerialNumber: "abc12345" })).toEqual([]);
  });

  it("refuses spaces (rule 7) and other punctuation in a VIN", () => {
    expect(itemErrors({ SerialType: "Serial", SerialNumber: "AB 123" })).toEqual([
      "Items[0].SerialNumber:serial_has_spaces",
    ]);
    expect(itemErrors({ SerialType: "Vin", SerialNumber: " AB12345" })).toEqual([
      "Items[0].SerialNumber:serial_has_spaces",
    ]);
    expect(itemErrors({ SerialType: "Vin", SerialNumber: "AB-12345" })).toEqual([
      "Items[0].SerialNumber:vin_characters",
    ]);
  });

  it("wants a SerialType with a SerialNumber, and accepts an item without a serial", () => {
    expect(itemErrors({ SerialType: null, SerialNumber: "ABC123" })).toEqual(["Items[0].SerialType:required"]);
    expect(itemErrors({ SerialType: null, SerialNumber: null })).toEqual([]);
    expect(itemErrors({ SerialType: "Chassis" as never })).toEqual(["Items[0].SerialType:invalid_value"]);
  });
});

describe("rule 7: item fields", () => {
  it.each([
    [1901, true],
    [1900, false],
    [year + 1, true],
    [year + 2, false],
  ])("Year %i → accepted: %s", (y, ok) => {
    expect(itemErrors({ Year: y })).toEqual(ok ? [] : ["Items[0].Year:year_out_of_range"]);
  });

  it("takes Priority from its four values only", () => {
    for (const p of ["Used", "New", "VIP", "Priority"] as const) expect(itemErrors({ Priority: p })).toEqual([]);
    expect(itemErrors({ Priority: "Urgent" as never })).toEqual(["Items[0].Priority:invalid_value"]);
  });

  it("matches enumeration values case-insensitively and keeps their canonical spelling", () => {
    expect(
      itemErrors({
        Priority: "vip" as never,
        SerialType: "VIN" as never,
        Mobility: "nonrunner" as never,
        Type: "c" as never,
      }),
    ).toEqual([]);
    const { booking } = parseBookingSaveRequest(
      withItem({ Priority: "vip" as never, SerialType: "serial" as never, SerialNumber: "ABC-123" }),
    );
    expect(booking.Items[0]).toMatchObject({ Priority: "VIP", SerialType: "Serial" });
  });

  it("requires the make and model (Description)", () => {
    expect(itemErrors({ Description: "  " })).toEqual(["Items[0].Description:required"]);
    expect(itemErrors({ Description: undefined as never })).toEqual(["Items[0].Description:required"]);
  });

  it("refuses values of the wrong type instead of coercing them", () => {
    expect(itemErrors({ Year: "2020" as never })).toEqual(["Items[0].Year:invalid_type"]);
    expect(itemErrors({ Block: "true" as never })).toEqual(["Items[0].Block:invalid_type"]);
    expect(itemErrors({ Currency: "EURO" })).toEqual([
      "Items[0].Currency:too_big",
      "Items[0].Currency:invalid_currency",
    ]);
  });
});

describe("rule 6: booking requirements", () => {
  it("accepts 250 items and refuses 251", () => {
    expect(errorsOf({ booking: bookingInput({ items: 250 }) })).toEqual([]);
    expect(errorsOf({ booking: bookingInput({ items: 251 }) }).map((e) => `${e.path}:${e.code}`)).toEqual([
      "Items:too_big",
    ]);
    expect(errorsOf({ booking: bookingInput({ items: 0 }) }).map((e) => `${e.path}:${e.code}`)).toEqual([
      "Items:too_small",
    ]);
  });

  it("requires Pol, Terminal and the four parties; the intermediate consignee is optional", () => {
    const b = bookingInput({
      header: {
        Pol: "",
        Terminal: undefined as never,
        Shipper: null,
        Exporter: {} as never,
        Consignee: undefined,
        Notify: { IsReferenceOnly: true } as never,
      },
    });
    expect(
      errorsOf({ booking: b })
        .map((e) => `${e.path}:${e.code}`)
        .sort(),
    ).toEqual(
      [
        "Header.Consignee:required",
        "Header.Exporter:required",
        "Header.Notify:required",
        "Header.Pol:required",
        "Header.Shipper:required",
        "Header.Terminal:required",
      ].sort(),
    );
  });

  it("reports absent properties as required too", () => {
    const { Notify: _notify, Pol: _pol, ...header } = bookingInput().Header;
    expect(errorsOf({ booking: { ...bookingInput(), Header: header } })).toEqual([
      { path: "Header.Pol", code: "required", message: "Pol is required." },
      { path: "Header.Notify", code: "required", message: "Notify is required." },
    ]);
  });

  it("names the field a null leaves out, in people's words", () => {
    expect(errorsOf({ booking: bookingInput({ header: { Terminal: null as never } }) })).toEqual([
      { path: "Header.Terminal", code: "required", message: "Terminal is required." },
    ]);
  });

  it("refuses Pol = Pod", () => {
    expect(
      errorsOf({ booking: bookingInput({ header: { Pol: "BEZEE", Pod: "bezee" } }) }).map((e) => `${e.path}:${e.code}`),
    ).toEqual(["Header.Pod:pol_equals_pod"]);
  });

  it("wants a reference party to name an Id or Code, and a full party a name", () => {
    const b = bookingInput({
      header: {
        Shipper: { Name: "X", IsReferenceOnly: true },
        Exporter: { Email: "a@b.test", Code: null, IsReferenceOnly: false },
      },
    });
    expect(errorsOf({ booking: b }).map((e) => `${e.path}:${e.code}`)).toEqual([
      "Header.Shipper.Code:required",
      "Header.Exporter:required",
    ]);
  });

  it("refuses repeated RelativeIds and item Ids", () => {
    const b = bookingInput({ items: 3 });
    b.Items[2].RelativeId = 1;
    b.Items[1].Id = "5";
    b.Items[2].Id = "5";
    expect(errorsOf({ booking: b }).map((e) => `${e.path}:${e.code}`)).toEqual([
      "Items[2].RelativeId:duplicate_relative_id",
      "Items[2].Id:duplicate_id",
    ]);
  });

  it("reports every violation of one request together", () => {
    const b = bookingInput({ items: 2, header: { Pol: "" } });
    b.Items[0].Year = 1800;
    b.Items[0].SerialNumber = "AB";
    b.Items[1].SerialNumber = "I";
    expect(errorsOf({ booking: b }).map((e) => `${e.path}:${e.code}`)).toEqual([
      "Header.Pol:required",
      "Items[0].Year:year_out_of_range",
      "Items[0].SerialNumber:vin_length",
      "Items[1].SerialNumber:vin_length",
      "Items[1].SerialNumber:vin_characters",
    ]);
  });
});

describe("body forms and property names", () => {
  it("matches property names case-insensitively at every depth", () => {
    const parsed = parseBookingSaveRequest({
      BOOKING: {
        header: {
          pol: "BEZEE",
          TERMINAL: "ICO",
          shipper: { code: "A", isreferenceonly: true },
          Exporter: { Code: "B", IsReferenceOnly: true },
          consignee: { CODE: "C", IsReferenceOnly: true },
          notify: { Code: "D", IsReferenceOnly: true },
        },
        items: [
          { relativeid: 1, description: "Toyota Hilux", titlestate: "NJ", subunits: [{ relativeid: 1, year: 2020 }] },
        ],
        testonly: true,
      },
    });
    expect(parsed.testOnly).toBe(true);
    expect(parsed.booking.Header).toMatchObject({
      Pol: "BEZEE",
      Terminal: "ICO",
      Shipper: { Code: "A", IsReferenceOnly: true },
    });
    expect(parsed.booking.Items[0]).toMatchObject({
      TitleState: "NJ",
      SubUnits: [{ RelativeId: 1, Year: 2020 }],
      IsCanceled: false,
      Photos: [],
    });
  });

  it("refuses two properties that differ only in case", () => {
    const b = { booking: { ...bookingInput(), Items: [{ ...itemInput(1), year: 2019 }] } };
    expect(errorsOf(b)).toEqual([
      { path: "Items[0].Year", code: "duplicate_property", message: expect.stringContaining("year") },
    ]);
  });

  it("reads TestOnly from either place; omitted booleans are false and omitted lists empty", () => {
    expect(parseBookingSaveRequest({ Booking: bookingInput(), TestOnly: true }).testOnly).toBe(true);
    expect(parseBookingSaveRequest({ booking: { ...bookingInput(), TestOnly: true } }).testOnly).toBe(true);
    const p = parseBookingSaveRequest({ booking: bookingInput() });
    expect(p.testOnly).toBe(false);
    expect(p.booking.Items[0]).toMatchObject({
      IsCanceled: false,
      Block: false,
      Insured: false,
      HasCustomCbm: false,
      SubUnits: [],
      SubItems: [],
      Photos: [],
    });
  });

  it("answers a body that is no object, or no booking, with paths", () => {
    expect(errorsOf([1, 2])).toEqual([{ path: "", code: "invalid_type", message: expect.any(String) }]);
    // no booking at all: required, like any property left out
    expect(errorsOf({ nothing: true })).toEqual([{ path: "", code: "required", message: expect.any(String) }]);
  });
});

describe("serial rules (property-based)", () => {
  const vinChar = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZabcdefghjklmnprstuvwxyz0123456789");
  const vinLike = (min: number, max: number) =>
    fc.array(vinChar, { minLength: min, maxLength: max }).map((cs) => cs.join(""));

  it("accepts every VIN of 5–21 characters from the VIN alphabet", () => {
    fc.assert(fc.property(vinLike(5, 21), (vin) => serialIssues("Vin", vin).length === 0));
  });

  it("refuses every VIN shorter than 5 or longer than 21", () => {
    fc.assert(
      fc.property(fc.oneof(vinLike(0, 4), vinLike(22, 40)), (vin) =>
        serialIssues("Vin", vin).some((i) => i.code === "vin_length"),
      ),
    );
  });

  it("refuses every VIN with I, O or Q anywhere, in either case", () => {
    fc.assert(
      fc.property(vinLike(4, 20), fc.constantFrom(..."IOQioq"), fc.nat(), (vin, bad, at) => {
        const pos = at % (vin.length + 1);
        const withBad = vin.slice(0, pos) + bad + vin.slice(pos);
        return serialIssues("Vin", withBad).some((i) => i.code === "vin_characters");
      }),
    );
  });

  it("takes any Serial of 3–25 characters without whitespace, and refuses any with whitespace", () => {
    const noSpace = fc.string({ unit: "grapheme-ascii", minLength: 3, maxLength: 25 }).filter((s) => !/\s/.test(s));
    fc.assert(fc.property(noSpace, (serial) => serialIssues("Serial", serial).length === 0));
    fc.assert(
      fc.property(noSpace, fc.constantFrom(" ", "\t", "\u00a0"), fc.nat(), (serial, space, at) => {
        const pos = at % (serial.length + 1);
        return serialIssues("Serial", serial.slice(0, pos) + space + serial.slice(pos)).some(
          (i) => i.code === "serial_has_spaces",
        );
      }),
    );
  });

  it("agrees between the schema and the serial module for any input", () => {
    fc.assert(
      fc.property(fc.constantFrom("Vin", "Serial" as const), fc.string({ maxLength: 30 }), (type, serial) => {
        const res = extBookingSchema.safeParse(
          bookingInput({ itemOverrides: { SerialType: type, SerialNumber: serial } }),
        );
        const schemaSays = res.success || !res.error.issues.some((i) => i.path.join(".") === "Items.0.SerialNumber");
        return schemaSays === (serial === "" || serialIssues(type, serial).length === 0);
      }),
    );
  });

  it("gives correct VINs their check digit, and flags any other digit at position 9 (a warning only)", () => {
    fc.assert(
      fc.property(
        fc.constant(null).map(() => randomVin()),
        fc.constantFrom(..."0123456789X"),
        (vin, digit) => {
          const changed = vin.slice(0, 8) + digit + vin.slice(9);
          return !hasWrongCheckDigit(vin) && hasWrongCheckDigit(changed) === (digit !== vin[8]);
        },
      ),
    );
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X"); // the example of 49 CFR 565
    expect(hasWrongCheckDigit("WVWZZZ1JZXW000001")).toBe(true); // a European VIN: no check digit, so a warning
    expect(bookingWarnings({ Items: [itemInput(1, { SerialNumber: "WVWZZZ1JZXW000001" }) as never] })).toHaveLength(1);
  });

  it("normalizes the chassis to upper case and knows when it is full", () => {
    fc.assert(
      fc.property(
        vinLike(5, 21),
        (vin) =>
          normalizeChassis(vin) === normalizeChassis(vin.toLowerCase()) &&
          isFullChassis("Vin", vin) === (vin.length === 17),
      ),
    );
  });
});

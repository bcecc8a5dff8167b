// Rules 9–11 against look-alike text (issue 26): a serial written with a Cyrillic or Greek
// letter, a full-width form or an invisible format character is the same chassis or no serial
// at all, never a second booking of one unit. Through the save route on the test database.
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { db } from "@/lib/db/prisma";
import { bookingInput, randomSerial } from "@/lib/booking/test-helpers";
import { cleanSerial, normalizeChassis, serialIssues } from "@/lib/booking/units/serial";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

type Res = {
  status: number;
  body: {
    status: number;
    errors?: { path: string; code: string; message: string }[];
    booking?: { Items: { Id: string }[] };
  };
};

const save = (serial: string) =>
  callRoute(POST, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: {
      booking: { ...bookingInput({ itemOverrides: { SerialType: "Serial", SerialNumber: serial } }), TestOnly: false },
    },
  }) as Promise<Res>;

describe("look-alike serials", () => {
  it("books a Serial chassis once at a Pol, whichever of 7 look-alike spellings comes after it", async () => {
    const serial = `GH${randomSerial(8)}3`;
    const first = await save(serial);
    expect(first.status).toBe(200);
    const lookalikes = {
      cyrillicEn: serial.replace("H", "\u041d"), // Н, Cyrillic capital En
      greekEta: serial.replace("H", "\u0397"), // Η, Greek capital Eta
      fullWidthG: serial.replace("G", "\uff27"), // Ｇ
      fullWidthDigit: serial.replace(/3$/, "\uff13"), // ３
      zeroWidthSpace: `${serial.slice(0, 4)}\u200b${serial.slice(4)}`,
      softHyphen: `${serial.slice(0, 5)}\u00ad${serial.slice(5)}`,
      zeroWidthJoiner: `${serial.slice(0, 6)}\u200d${serial.slice(6)}`,
    };
    for (const [name, text] of Object.entries(lookalikes)) {
      const res = await save(text);
      expect({ name, status: res.status }).toEqual({ name, status: 422 });
      const [error] = res.body.errors!;
      expect({ name, path: error.path }).toEqual({ name, path: "Items[0].SerialNumber" });
      // Letters of other scripts are no serial; folded and invisible characters are the same chassis.
      expect({ name, code: error.code }).toEqual({
        name,
        code: /cyrillic|greek/i.test(name) ? "serial_characters" : "chassis_taken",
      });
    }
    expect(await db().bookingItem.count({ where: { chassis: serial.toUpperCase() } })).toBe(1);
  });

  it("books a Serial chassis once at a Pol, whatever punctuation a second spelling adds or drops", async () => {
    const serial = `PQ${randomSerial(8)}7`;
    const first = await save(`${serial.slice(0, 4)}-${serial.slice(4)}`);
    expect(first.status).toBe(200);
    const spellings = [
      serial, // the dash dropped
      `${serial}.`,
      `${serial.slice(0, 2)}.${serial.slice(2, 6)}/${serial.slice(6)}`,
      `(${serial.toLowerCase()})`,
      `${serial.slice(0, 5)}_${serial.slice(5)}#`,
    ];
    for (const text of spellings) {
      const res = await save(text);
      expect({ text, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({
        text,
        status: 422,
        code: "chassis_taken",
      });
    }
    expect(await db().bookingItem.count({ where: { chassis: serial.toUpperCase() } })).toBe(1);
    expect(normalizeChassis("ab-12.3")).toBe("AB123");
    expect(normalizeChassis("--.")).toBe("--.");
  });

  it("stores a serial as the unit carries it: folded and without invisible characters", async () => {
    const serial = `KL${randomSerial(8)}`;
    const res = await save(`\uff2b${serial.slice(1, 4)}\u200b${serial.slice(4)}`);
    expect(res.status).toBe(200);
    const stored = await db().bookingItem.findUniqueOrThrow({ where: { id: Number(res.body.booking!.Items[0].Id) } });
    expect({ serialNumber: stored.serialNumber, chassis: stored.chassis }).toEqual({
      serialNumber: serial,
      chassis: serial.toUpperCase(),
    });
  });

  it("names the character a serial cannot hold, and counts length without invisible ones", () => {
    expect(serialIssues("Serial", "AB\u041dC")).toEqual([
      { code: "serial_characters", message: expect.stringContaining("U+041D") },
    ]);
    expect(serialIssues("Serial", "A\u200bB")).toEqual([
      { code: "serial_length", message: expect.stringContaining("has 2") },
    ]);
    expect(serialIssues("Serial", "AB\u00a0C").map((i) => i.code)).toEqual(["serial_has_spaces"]);
    expect(cleanSerial("\uff21\u00ad\u2060B\ufeffC")).toBe("ABC");
    expect(normalizeChassis("ab\u200dc")).toBe("ABC");
  });
});

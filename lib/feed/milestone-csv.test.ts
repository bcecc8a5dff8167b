import { describe, expect, it } from "vitest";
import { milestoneCsvTemplate, parseMilestoneCsv } from "@/lib/feed/milestone-csv";

const units = [
  { id: 11, serial: "WVWZZZ1JZXW000001" },
  { id: 12, serial: "JTEBU5JR0A5000002" },
  { id: 13, serial: "SER-77" },
  { id: 14, serial: "DUPLICATE1" },
  { id: 15, serial: "duplicate1" },
];

describe("parseMilestoneCsv", () => {
  it("matches rows by VIN/serial (any case, spaces folded) or by item id, with the measures as numbers", () => {
    const csv = [
      "Item ID;VIN;Milestone;Date;Location;Length (cm);Weight kg;Customs docs;Remarks".replaceAll(";", ","),
      ",wvwzzz1jzxw 000001,gate-in,2026-11-02,Lane 4,452,1650,,scratched bumper",
      "12,,Delivered,2026-11-02,,,,,",
      "13,SER-77,customs cleared,2026-11-03,,,,T1-2026-889,",
    ].join("\n");
    const result = parseMilestoneCsv(`\uFEFF${csv}`, { units, defaultType: null });
    expect(result).toEqual({
      ok: true,
      entries: [
        {
          row: 2,
          itemId: 11,
          milestone: { type: "Delivered", on: "2026-11-02", location: "Lane 4", length: 452, weight: 1650 },
        },
        { row: 3, itemId: 12, milestone: { type: "Delivered", on: "2026-11-02" } },
        { row: 4, itemId: 13, milestone: { type: "CustomsCleared", on: "2026-11-03", customsDocs: "T1-2026-889" } },
      ],
    });
  });

  it("takes the upload's milestone for rows without one (a loading list)", () => {
    const result = parseMilestoneCsv("Serial,Date\nJTEBU5JR0A5000002,2026-11-04\n", { units, defaultType: "Loaded" });
    expect(result).toEqual({
      ok: true,
      entries: [{ row: 2, itemId: 12, milestone: { type: "Loaded", on: "2026-11-04" } }],
    });
  });

  it("reports every bad row with its line and column, and returns no entry at all", () => {
    const csv = [
      "ItemId,Serial,Milestone,Date,Weight",
      ",WVWZZZ1JZXW000001,Delivered,2026-11-02,1650", // good
      ",NOPE0000000,Delivered,2026-11-02,", // unknown serial
      "99,,Delivered,2026-11-02,", // unknown id
      "12,WVWZZZ1JZXW000001,Delivered,2026-11-02,", // id and serial disagree
      ",SER-77,Arrived,2026-02-30,heavy", // bad milestone, date, weight
      ",DUPLICATE1,Delivered,2026-11-02,", // two units carry it
      ",WVWZZZ1JZXW000001,Delivered,2026-11-02,", // repeats row 2
      ",,Delivered,2026-11-02,", // no unit named
    ].join("\n");
    const result = parseMilestoneCsv(csv, { units, defaultType: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [3, "Serial"],
      [4, "ItemId"],
      [5, "Serial"],
      [6, "Milestone"],
      [6, "Date"],
      [6, "Weight"],
      [7, "Serial"],
      [8, null],
      [9, "Serial"],
    ]);
    expect(result.errors[0].message).toBe("No booked unit with VIN/serial NOPE0000000 on this voyage.");
    expect(result.errors[6].message).toBe("2 units on this voyage have VIN/serial DUPLICATE1; give the item id.");
    expect(result.errors[7].message).toBe("Row 2 already records Delivered for this unit.");
  });

  it("refuses a file without the columns it needs, or without rows", () => {
    expect(parseMilestoneCsv("Unit,When\nX,2026-11-02\n", { units })).toEqual({
      ok: false,
      errors: [
        { row: 1, column: null, message: "The header needs an ItemId or a Serial (VIN) column." },
        { row: 1, column: null, message: "The header needs a Date column (YYYY-MM-DD)." },
      ],
    });
    expect(parseMilestoneCsv("Serial,Date\n", { units })).toEqual({
      ok: false,
      errors: [{ row: null, column: null, message: "The file has a header but no rows." }],
    });
    expect(parseMilestoneCsv("", { units })).toEqual({
      ok: false,
      errors: [{ row: null, column: null, message: "The file is empty." }],
    });
  });

  it("reads back its own template", () => {
    const template = milestoneCsvTemplate(units.slice(0, 2), "2026-11-02");
    expect(template.split("\r\n")[0]).toBe(
      "ItemId,Serial,Milestone,Date,Location,Length,Width,Height,Weight,CustomsDocs",
    );
    const result = parseMilestoneCsv(template, { units });
    expect(result.ok && result.entries.map((e) => [e.itemId, e.milestone.type, e.milestone.on])).toEqual([
      [11, "Delivered", "2026-11-02"],
      [12, "Delivered", "2026-11-02"],
    ]);
  });
});

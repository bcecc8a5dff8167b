import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  importItems,
  itemTemplateCsv,
  itemTemplateXlsx,
  parseCsv,
  parseXlsx,
  withUnknownModels,
} from "@/lib/booking/units/item-import";

const CSV = [
  "description,serial type,Serial Number,year,Insured,Vehicle Value,Currency,Colour",
  "Toyota Hilux,Vin,JTMHV05J604123456,2020,yes,12000,eur,red",
  "Ford Ranger,Vin,WF0OXXGBB1234567,2019,,,,blue", // O in the VIN (rule 8)
  ",,,,,,,",
  "Honda Civic,Serial,AB,1899,,,,green", // too short, and a year out of range
  "Trailer,,,,no,,,",
].join("\n");

describe("importItems", () => {
  it("keeps the good rows and names the column of every error, by file line", () => {
    const result = importItems(parseCsv(CSV));
    expect(result.fileError).toBeNull();
    expect(result.unknownColumns).toEqual(["Colour"]);
    expect(result.good.map((r) => [r.line, r.item.Description])).toEqual([
      [2, "Toyota Hilux"],
      [6, "Trailer"],
    ]);
    expect(result.good[0].item).toMatchObject({
      SerialType: "Vin",
      Year: 2020,
      Insured: true,
      VehicleValue: 12000,
      Currency: "EUR",
    });
    expect(result.bad.map((r) => [r.line, r.errors.map((e) => e.column)])).toEqual([
      [3, ["SerialNumber"]],
      [5, ["Year", "SerialNumber"]],
    ]);
    expect(result.bad[0].errors[0].message).toMatch(/never the letters I, O or Q/);
  });

  it("says in a person's words what a column takes, never the validator's text", () => {
    const result = importItems([
      ["Description", "Year", "Weight", "Type"],
      ["Van", "twenty", "heavy", "Q"],
    ]);
    const messages = result.bad[0].errors.map((e) => [e.column, e.message]).sort();
    expect(messages).toEqual([
      ["Type", '"Q" is not a unit type: use one of the letters C V B T U M E K.'],
      ["Weight", '"heavy" is not a weight: type kilograms as a number, e.g. 2600.'],
      ["Year", '"twenty" is not a year: type it as four digits, e.g. 2021.'],
    ]);
    expect(messages.flat().join(" ")).not.toMatch(/expected|received|Invalid/);
  });

  it("refuses a VIN repeated within the file at its repeat, naming the first line", () => {
    const result = importItems([
      ["Description", "SerialNumber"],
      ["Toyota Hilux", "JTMHV05J604123456"],
      ["Ford Ranger", "WF0AXXGBB1234567"],
      ["Toyota Hilux", "jtmhv05j604123456"],
    ]);
    expect(result.good.map((r) => r.line)).toEqual([2, 3]);
    expect(result.bad.map((r) => [r.line, r.errors])).toEqual([
      [
        4,
        [
          {
            column: "SerialNumber",
            message: "The same VIN or serial is already on line 2 of this file; a unit is booked once.",
          },
        ],
      ],
    ]);
  });

  it("refuses a file without a header or with more rows than the booking can take", () => {
    expect(importItems([["JTMHV05J604123456"]]).fileError).toMatch(/Description/);
    const many = [["Description"], ...Array.from({ length: 11 }, () => ["Van"])];
    expect(importItems(many, 10).fileError).toMatch(/11 items; this booking can take 10 more/);
  });

  it("reads its own templates back as one good row (CSV and XLSX)", async () => {
    const fromCsv = importItems(parseCsv(itemTemplateCsv()));
    expect(fromCsv.bad).toEqual([]);
    expect(fromCsv.good).toHaveLength(1);
    const fromXlsx = importItems(await parseXlsx(await itemTemplateXlsx()));
    expect(fromXlsx.bad).toEqual([]);
    expect(fromXlsx.good[0].item).toEqual(fromCsv.good[0].item);
  });

  it("offers a sample VIN that the integrators' examples do not book (a saved template row would make them 422 chassis_taken)", () => {
    const serial = importItems(parseCsv(itemTemplateCsv())).good[0].item.SerialNumber;
    expect(serial).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    const dir = path.resolve(import.meta.dirname, "../../../docs/integrators");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      expect(readFileSync(path.join(dir, file), "utf8"), file).not.toContain(serial);
    }
  });
});

describe("withUnknownModels", () => {
  it("moves the good rows whose make and model the catalogue lacks to the rows with errors, in file order", () => {
    const result = withUnknownModels(importItems(parseCsv(CSV)), ["Trailer"]);
    expect(result.good.map((r) => r.line)).toEqual([2]);
    expect(result.bad.map((r) => [r.line, r.errors.map((e) => e.column)])).toEqual([
      [3, ["SerialNumber"]],
      [5, ["Year", "SerialNumber"]],
      [6, ["Description"]],
    ]);
    expect(result.bad[2].errors[0].message).toBe(
      'No unit model in the catalogue is "Trailer": use its description, or make and model, as the catalogue has them.',
    );
  });
});

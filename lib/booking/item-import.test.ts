import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importItems, itemTemplateCsv, itemTemplateXlsx, parseCsv, parseXlsx } from "@/lib/booking/item-import";

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
    expect(result.good[0].item).toMatchObject({ SerialType: "Vin", Year: 2020, Insured: true, VehicleValue: 12000, Currency: "EUR" });
    expect(result.bad.map((r) => [r.line, r.errors.map((e) => e.column)])).toEqual([
      [3, ["SerialNumber"]],
      [5, ["Year", "SerialNumber"]],
    ]);
    expect(result.bad[0].errors[0].message).toMatch(/never the letters I, O or Q/);
  });

  it("reports text in a number column with the schema's message", () => {
    const result = importItems([["Description", "Year"], ["Van", "twenty"]]);
    expect(result.bad[0].errors).toEqual([{ column: "Year", message: expect.stringMatching(/number/i) }]);
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
    const dir = path.resolve(import.meta.dirname, "../../docs/integrators");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      expect(readFileSync(path.join(dir, file), "utf8"), file).not.toContain(serial);
    }
  });
});

import { describe, expect, it } from "vitest";
import { catalogueQuestions, matchModel, parseVinList, vinListItems } from "@/lib/booking/units/vin-list";
import type { UnitModel } from "@/lib/catalogue/unit-model-schema";

const model = (id: number, make: string, name: string): UnitModel => ({
  id,
  make,
  model: name,
  description: `${make} ${name}`,
  type: "C",
  length: 500,
  width: 198,
  height: 190,
  weight: 2500,
});
const cruiser = model(1, "Toyota", "Land Cruiser");
const hilux = model(2, "Toyota", "Hilux");
const ranger = model(3, "Ford", "Ranger");

describe("parseVinList", () => {
  it("reads tabs, semicolons and commas, a year and a reference, and skips blank lines and a header", () => {
    const { lines, error } = parseVinList(
      "VIN\tModel\n jtmhv05j604123456\tToyota Land Cruiser\t2021\tPO-1\n\nWF0XXXGBB1234567X;Ford Ranger\nJTMAB12345C678901,2020\nJTMZZ12345C678902 Toyota Hilux\n",
    );
    expect(error).toBeNull();
    expect(lines).toEqual([
      {
        line: 2,
        text: "jtmhv05j604123456\tToyota Land Cruiser\t2021\tPO-1",
        vin: "JTMHV05J604123456",
        makeModel: "Toyota Land Cruiser",
        year: 2021,
        reference: "PO-1",
      },
      {
        line: 4,
        text: "WF0XXXGBB1234567X;Ford Ranger",
        vin: "WF0XXXGBB1234567X",
        makeModel: "Ford Ranger",
        year: null,
        reference: null,
      },
      {
        line: 5,
        text: "JTMAB12345C678901,2020",
        vin: "JTMAB12345C678901",
        makeModel: null,
        year: 2020,
        reference: null,
      },
      {
        line: 6,
        text: "JTMZZ12345C678902 Toyota Hilux",
        vin: "JTMZZ12345C678902",
        makeModel: "Toyota Hilux",
        year: null,
        reference: null,
      },
    ]);
  });

  it("refuses a list longer than the booking's room", () => {
    expect(parseVinList("JTMHV05J604123456\nJTMHV05J604123457", 1).error).toMatch(
      /2 lines; this booking can take 1 more/,
    );
  });
});

describe("vinListItems", () => {
  const { lines } = parseVinList(
    [
      "JTMHV05J604123456\tToyota Land Cruiser",
      "JTMAB12345C678901",
      "JTMAB12345C678902",
      "WF0XXXGBB1234567X",
      "QQQ12345678901234",
      "JTMHV05J6O4123456\tToyota Hilux",
      "JTMHV05J604123456\tToyota Hilux",
      "SALLAAA146A123456\tSomething Odd",
    ].join("\n"),
  );
  const catalogue = {
    models: { "Toyota Land Cruiser": cruiser, "Toyota Hilux": hilux, "Something Odd": null },
    makes: { Toyota: [cruiser, hilux], Ford: [ranger] },
  };

  it("asks the server about each make/model text once and about the makes of bare VINs", () => {
    expect(catalogueQuestions(lines)).toEqual({
      texts: ["Toyota Land Cruiser", "Toyota Hilux", "Something Odd"],
      makes: ["Toyota", "Ford"],
    });
  });

  it("makes units of the lines it can, waits for a model per make, and says why the others cannot", () => {
    const before = vinListItems(lines, catalogue, {});
    expect(before.ready.map((r) => [r.item.SerialNumber, r.item.Description, r.item.Weight])).toEqual([
      ["JTMHV05J604123456", "Toyota Land Cruiser", 2500],
      ["SALLAAA146A123456", "Something Odd", null],
    ]);
    expect(before.waiting).toEqual({ Toyota: 2, Ford: 1 });
    expect(before.refused.map((r) => [r.line.line, r.reason])).toEqual([
      [5, expect.stringMatching(/maker of this VIN is not known/)],
      [6, expect.stringMatching(/never the letters I, O or Q/)],
      [7, "The same VIN is already on line 1; a unit is booked once."],
    ]);
    const after = vinListItems(lines, catalogue, { Toyota: 2, Ford: 3 });
    expect(after.waiting).toEqual({});
    expect(after.ready.map((r) => [r.line.line, r.item.Description])).toEqual([
      [1, "Toyota Land Cruiser"],
      [2, "Toyota Hilux"],
      [3, "Toyota Hilux"],
      [4, "Ford Ranger"],
      [8, "Something Odd"],
    ]);
  });
});

describe("matchModel", () => {
  it("takes the model the text describes, else the only match, else none", () => {
    expect(matchModel("toyota  land cruiser", [hilux, cruiser])).toBe(cruiser);
    expect(matchModel("ranger", [ranger])).toBe(ranger);
    expect(matchModel("toyota", [hilux, cruiser])).toBeNull();
  });
});

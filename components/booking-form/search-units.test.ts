// "Book this sailing" from Find a sailing: the units searched with travel in the link (?units=…)
// and become the booking form's items, one row each; a bad or tampered value is ignored.
import { describe, expect, it } from "vitest";
import { itemsOfSearchUnits, newItem } from "@/components/booking-form/form-model";
import { parseUnitsParam, unitsParam, type SearchUnit } from "@/lib/sailing-search/schema";

const units: SearchUnit[] = [
  { description: "Toyota Land Cruiser", length: 495, width: 198, height: 190, weight: 2500, year: 2019 },
  { type: "C", length: 450, width: 180, height: 150, weight: 1400, mobility: "NonRunner", batteryDeclared: true },
];

describe("units searched with, as the booking form's items", () => {
  it("travel in the link unchanged", () => {
    expect(parseUnitsParam(unitsParam(units))).toEqual(units);
    expect(new URLSearchParams({ units: unitsParam(units) }).get("units")).toBe(unitsParam(units));
  });

  it("ignore a value that is not the search's units", () => {
    for (const raw of [undefined, "", "not json", "[]", "{}", '[{"length":1}]', '[{"type":"C","length":"x"}]'])
      expect(parseUnitsParam(raw)).toBeNull();
    const tooMany = JSON.stringify(Array.from({ length: 51 }, () => units[1]));
    expect(parseUnitsParam(tooMany)).toBeNull();
  });

  it("become one item row each: model or type, measures, year, mobility, battery", () => {
    expect(itemsOfSearchUnits(units)).toEqual([
      newItem(1, {
        Description: "Toyota Land Cruiser",
        Type: null,
        Length: 495,
        Width: 198,
        Height: 190,
        Weight: 2500,
        Year: 2019,
        Mobility: "Regular",
        BatteryDeclared: false,
      }),
      newItem(2, {
        Description: "",
        Type: "C",
        Length: 450,
        Width: 180,
        Height: 150,
        Weight: 1400,
        Year: null,
        Mobility: "NonRunner",
        BatteryDeclared: true,
      }),
    ]);
  });
});
